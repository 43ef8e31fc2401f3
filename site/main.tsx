/**
 * Entry of the public site. The page arrives fully rendered (see prerender.ts), so React is
 * loaded and hydrates once the page has finished loading, or as soon as the visitor starts
 * to interact, whichever comes first: the first paint never waits for the JavaScript.
 */
import './styles.css';

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

if (document.readyState === 'complete') {
  whenIdle();
} else {
  window.addEventListener('load', whenIdle, { once: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const) window.addEventListener(type, start, { once: true, passive: true });
}
