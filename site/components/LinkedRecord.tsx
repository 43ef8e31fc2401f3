/**
 * A record a private link opens (an order's tracking, a party request, a khata): loaded once the
 * page opens, and what the page shows until it is found. "Loading…", "not found" with the
 * kitchen's phone, or "could not load" with Try again: the same frame on each of those pages.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiAnswer } from '../callApi';
import { useLang } from '../i18n/context';
import { phones } from '../content';
import { formatPhone, telHref } from '../lib';
import { Link } from '../router';

export type LinkedLoad<T> =
  { kind: 'loading' } | { kind: 'found'; data: T } | { kind: 'missing' } | { kind: 'error'; message?: string };

/**
 * Reads the record with `read` (null: the link cannot name one, so it is missing), again on
 * `refresh` (a poll, Try again). A 404 is missing; another failure shows the error only while
 * nothing was found yet: a failed poll keeps what is shown. `show` puts an answer the page got
 * otherwise (an action's) in its place. Pass `read` from useCallback: a new one reads again.
 */
export function useLinkedRecord<T>(read: () => Promise<ApiAnswer<T>> | null) {
  const [load, setLoad] = useState<LinkedLoad<T>>({ kind: 'loading' });
  // An answer arriving after the page closed (or moved to another record's link) is dropped.
  const live = useRef(true);

  const refresh = useCallback(async () => {
    const reading = read();
    if (!reading) return setLoad({ kind: 'missing' });
    const answer = await reading;
    if (!live.current) return;
    if (answer.ok && answer.data) setLoad({ kind: 'found', data: answer.data });
    else if (answer.status === 404) setLoad({ kind: 'missing' });
    else setLoad((l) => (l.kind === 'found' ? l : { kind: 'error', message: answer.message }));
  }, [read]);

  useEffect(() => {
    live.current = true;
    void refresh();
    return () => {
      live.current = false;
    };
  }, [refresh]);

  const show = useCallback((data: T) => setLoad({ kind: 'found', data }), []);
  return { load, refresh, show };
}

export interface NotLoadedTexts {
  loading: string;
  missingTitle: string;
  missingText: string;
  home: string;
  errorTitle: string;
  /** The error line, from the server's message when there was one. */
  error: (message: string | undefined) => string;
  tryAgain: string;
}

/** What the page shows while its record is loading, missing or failed to load. */
export function NotLoaded({
  load,
  className,
  titleId,
  texts,
  retry,
}: {
  load: Exclude<LinkedLoad<unknown>, { kind: 'found' }>;
  /** The page's own section class ("container track", …). */
  className: string;
  /** The id of the page's heading (focused after a navigation). */
  titleId: string;
  texts: NotLoadedTexts;
  retry: () => void;
}) {
  const { lang } = useLang();
  if (load.kind === 'loading')
    return (
      <div className="container page-loading" role="status">
        <p>{texts.loading}</p>
      </div>
    );
  if (load.kind === 'missing')
    return (
      <section className={className} aria-labelledby={titleId}>
        <h1 id={titleId} tabIndex={-1}>
          {texts.missingTitle}
        </h1>
        <p>
          {texts.missingText} <a href={telHref(phones[0])}>{formatPhone(phones[0])}</a>
          {lang === 'hi' ? '।' : '.'}
        </p>
        <p>
          <Link to="/" className="button">
            {texts.home}
          </Link>
        </p>
      </section>
    );
  return (
    <section className={className} aria-labelledby={titleId}>
      <h1 id={titleId} tabIndex={-1}>
        {texts.errorTitle}
      </h1>
      <p className="form-error" role="alert">
        {texts.error(load.message)}
      </p>
      <button type="button" className="button" onClick={retry}>
        {texts.tryAgain}
      </button>
    </section>
  );
}
