/**
 * Keeps a section where a link took it, at the top of the screen under the fixed header, while
 * the page above it changes height. On the landing page the islands hydrate just after a link
 * is followed (the press on the top bar is what starts them) and the menu's full list then
 * becomes tabs, about 1,000 px shorter: the page stayed where the section had been and ended
 * on Contact, 1,067 px past the gallery (the browser's scroll anchoring did not hold it, and a
 * single check when the scroll ended came before the menu changed). So every time the section
 * moves in the page, the scroll goes to it again, until the person scrolls themselves, another
 * section is asked for, or the page has stayed still for a while.
 *
 * No imports: the landing page's first script (islandLoader.ts) uses it before React is there.
 */

/** What a person does to scroll the page themselves: the section is no longer held then. */
const TAKING_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long the section is held after the page last moved it (a slow phone's islands take seconds). */
const HOLD_MS = 10_000;

let release: (() => void) | undefined;

/**
 * Holds `section` in place. `scroll(settled)` takes the page to the section again: `settled`
 * is false while the first scroll is still under way (a smooth scroll is then retargeted
 * smoothly) and true after it ended (an instant correction). The caller makes the first scroll
 * itself (or lets the browser follow the link).
 */
export function holdSection(section: Element, scroll: (settled: boolean) => void): void {
  release?.();
  const placeInPage = () => section.getBoundingClientRect().top + window.scrollY;
  let place = placeInPage();
  let settled = false;
  let timer = 0;
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(stop, HOLD_MS);
  };
  // The body changes size whenever something in the page does; only a move of the section counts.
  const observer = new ResizeObserver(() => {
    const now = placeInPage();
    if (Math.abs(now - place) <= 1) return;
    place = now;
    scroll(settled);
    restart();
  });
  const onScrollEnd = () => {
    settled = true;
    // A move that came between two checks (the scroll's end is where it would show).
    if (Math.abs(placeInPage() - place) > 1) {
      place = placeInPage();
      scroll(true);
    }
  };
  const stop = () => {
    window.clearTimeout(timer);
    observer.disconnect();
    window.removeEventListener('scrollend', onScrollEnd);
    for (const type of TAKING_OVER) window.removeEventListener(type, stop, true);
    if (release === stop) release = undefined;
  };
  release = stop;
  observer.observe(document.body);
  window.addEventListener('scrollend', onScrollEnd);
  for (const type of TAKING_OVER) window.addEventListener(type, stop, { capture: true, passive: true });
  restart();
}
