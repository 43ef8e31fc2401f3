/**
 * Entry of the public site. The page arrives fully rendered (see prerender.ts), so React is
 * loaded and hydrates once the page has finished loading, or as soon as the visitor starts
 * to interact, whichever comes first: the first paint never waits for the JavaScript. The
 * landing page runs only a small loader at first and hydrates each interactive part when it is
 * needed (islandLoader.ts, islands.tsx); the other pages hydrate the whole App (boot.tsx).
 */
import './styles.css';
import { langOfPath, localizePath, preferredLang, routeOfPath, storedLang } from './i18n/lang';
import { startIslandLoader } from './islandLoader';
import { reloadOnStaleChunk } from '../shared/browser/reloadOnStaleChunk';

// Before any chunk is fetched: a tab from before an update reloads into the new version.
reloadOnStaleChunk();

/**
 * The language of the first visit: with no remembered choice, a browser that prefers Hindi
 * (navigator.languages) goes from an English page to the same page in Hindi; a remembered
 * choice (the header's switch) is kept on every page. Crawlers and English browsers stay, and
 * so does a visitor who came from a page of this site (the switch to English, say, where the
 * browser keeps no storage to remember it in).
 */
function languageRedirect(): boolean {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  const here = langOfPath(window.location.pathname);
  const stored = storedLang(storage);
  const wanted = stored ?? (here === 'en' && !cameFromThisSite() ? preferredLang(null, navigator.languages) : here);
  if (wanted === here) return false;
  window.location.replace(
    localizePath(routeOfPath(window.location.pathname), wanted) + window.location.search + window.location.hash,
  );
  return true;
}

function cameFromThisSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./boot');
};

// After load, wait for an idle moment (the first paint has happened by then).
const whenIdle = () => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 1500 });
  else setTimeout(start, 200);
};

if (languageRedirect()) {
  // leaving for the page in the visitor's language
} else if (routeOfPath(window.location.pathname) === '/' && startIslandLoader()) {
  // the landing page hydrates each island when it is needed (islandLoader.ts)
} else if (document.readyState === 'complete') {
  whenIdle();
} else {
  window.addEventListener('load', whenIdle, { once: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const)
    window.addEventListener(type, start, { once: true, passive: true });
}
