/**
 * A tab opened before an update may later ask for a chunk of the version it started with. The
 * server keeps the previous build's chunks until the next update (server/frontendBuild.ts), but
 * a tab older than that gets a 404, and Vite fires `vite:preloadError` (its documented hook for
 * this: vite.dev/guide/build#load-error-handling). The page then reloads to get the current
 * version. Once: a mark in sessionStorage stops a chunk that is missing for another reason
 * (offline, a broken deploy) from reloading the page over and over; the mark expires after a
 * while, so a tab that stays open through a later update is helped again.
 */
const RELOADED_AT = 'gaon-rasoi:reloaded-for-new-version';
const AGAIN_AFTER_MS = 10 * 60_000;

type Page = Pick<Window, 'addEventListener' | 'sessionStorage' | 'location'>;

export function reloadOnStaleChunk(page: Page = window): void {
  page.addEventListener('vite:preloadError', (event) => {
    let storage: Storage;
    try {
      storage = page.sessionStorage;
    } catch {
      return; // storage closed (privacy settings): no guard against a loop, so no reload
    }
    const last = Number(storage.getItem(RELOADED_AT));
    if (last && Date.now() - last < AGAIN_AFTER_MS) return; // reloaded already: the error shows
    storage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    page.location.reload();
  });
}
