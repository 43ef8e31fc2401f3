import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { gallery } from '../content';
import { wrapIndex } from '../lib';
import { isPlainClick } from '../router';
import { useBackCloses } from '../store';
import { Icon } from './Icon';

/**
 * Eight pictures; a click opens a full-screen viewer (a modal <dialog>) with close, previous
 * and next (both wrap) and the caption "n of 8". Escape closes, arrow keys move, and focus
 * returns to the picture that opened it. Back (Android's Back button) closes the viewer instead of
 * leaving the page. Without JavaScript each picture links to its file.
 */
export function Gallery() {
  const [index, setIndex] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const total = gallery.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (index !== null && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLButtonElement>('.viewer-close')?.focus();
    } else if (index === null && dialog.open) {
      dialog.close();
    }
  }, [index]);

  const show = (i: number) => setIndex(wrapIndex(i, total));
  const close = () => setIndex(null);
  useBackCloses(index !== null, close);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (index === null) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      show(index + 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      show(index - 1);
    }
  };

  const current = index === null ? null : gallery[index];

  return (
    <section id="gallery" className="section" tabIndex={-1} aria-labelledby="gallery-title">
      <div className="container">
        <h2 id="gallery-title">Gallery</h2>
        <p className="section-intro">From our kitchen and our plates. Select a picture to see it full screen.</p>
        <ul className="gallery-grid">
          {gallery.map((g, i) => (
            <li key={g.src}>
              <a
                href={g.src}
                className="gallery-item"
                aria-label={`${g.alt} (${g.category}), open picture ${i + 1} of ${total}`}
                onClick={(e) => {
                  if (!isPlainClick(e)) return;
                  e.preventDefault();
                  openerRef.current = e.currentTarget;
                  show(i);
                }}
              >
                <img src={g.src} alt="" width="600" height="450" loading="lazy" decoding="async" />
                <span className="tag">{g.category === 'food' ? 'Food' : 'Kitchen'}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <dialog
        ref={dialogRef}
        className="viewer"
        aria-label="Picture viewer"
        onKeyDown={onKeyDown}
        onClose={() => {
          setIndex(null);
          openerRef.current?.focus();
        }}
      >
        {current && index !== null && (
          <>
            <button type="button" className="viewer-btn viewer-close" aria-label="Close" onClick={close}>
              <Icon name="close" />
            </button>
            <figure className="viewer-figure">
              <img src={current.src} alt={current.alt} width="600" height="450" />
              <figcaption>
                <span className="viewer-count" aria-live="polite">
                  {index + 1} of {total}
                </span>
                <span className="viewer-alt">{current.alt}</span>
              </figcaption>
            </figure>
            <button type="button" className="viewer-btn viewer-prev" aria-label="Previous picture" onClick={() => show(index - 1)}>
              <Icon name="prev" />
            </button>
            <button type="button" className="viewer-btn viewer-next" aria-label="Next picture" onClick={() => show(index + 1)}>
              <Icon name="next" />
            </button>
          </>
        )}
      </dialog>
    </section>
  );
}
