import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { gallery } from '../content';
import { wrapIndex } from '../lib';
import { isPlainClick } from '../router';
import { useBackCloses } from '../store';
import { Icon } from './Icon';
import { useT } from '../i18n/context';

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
  const t = useT().gallery;

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
        <h2 id="gallery-title">{t.title}</h2>
        <p className="section-intro">{t.intro}</p>
        <ul className="gallery-grid">
          {gallery.map((g, i) => (
            <li key={g.src}>
              <a
                href={g.src}
                className="gallery-item"
                data-island-click=""
                aria-label={t.item(g.category === 'food' ? t.food : t.kitchen, t.alts[i] ?? g.alt, i + 1, total)}
                onClick={(e) => {
                  if (!isPlainClick(e)) return;
                  e.preventDefault();
                  openerRef.current = e.currentTarget;
                  show(i);
                }}
              >
                <img src={g.src} alt="" width="600" height="450" loading="lazy" decoding="async" />
                <span className="tag">{g.category === 'food' ? t.food : t.kitchen}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <dialog
        ref={dialogRef}
        className="viewer"
        aria-label={t.viewer}
        onKeyDown={onKeyDown}
        onClose={() => {
          setIndex(null);
          openerRef.current?.focus();
        }}
      >
        {current && index !== null && (
          <>
            <button type="button" className="viewer-btn viewer-close" aria-label={t.close} onClick={close}>
              <Icon name="close" />
            </button>
            <figure className="viewer-figure">
              <img src={current.src} alt={t.alts[index] ?? current.alt} width="600" height="450" />
              <figcaption>
                <span className="viewer-count" aria-live="polite">
                  {t.count(index + 1, total)}
                </span>
                <span className="viewer-alt">{t.alts[index] ?? current.alt}</span>
              </figcaption>
            </figure>
            <button
              type="button"
              className="viewer-btn viewer-prev"
              aria-label={t.previous}
              onClick={() => show(index - 1)}
            >
              <Icon name="prev" />
            </button>
            <button
              type="button"
              className="viewer-btn viewer-next"
              aria-label={t.next}
              onClick={() => show(index + 1)}
            >
              <Icon name="next" />
            </button>
          </>
        )}
      </dialog>
    </section>
  );
}
