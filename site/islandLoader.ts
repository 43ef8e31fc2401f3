/**
 * The landing page's loader: the only script `/` runs at load (no React). Each island (marked
 * by components/Island.tsx) is hydrated by islands.tsx only when it is needed:
 *
 * - the menu, the gallery and the contact form when they come near the viewport;
 * - the hero, the header and the cart panel on the first sign of intent on them (a finger or
 *   pointer going down, hover, focus, a key), or at once when there is something to show: a
 *   returning customer's saved cart (its count in the header, its dishes' quantities);
 * - whatever island a person acts on, from anywhere.
 *
 * A tap on a button of an island that is not hydrated yet is held (the browser would drop it,
 * or follow a link) and played again on the same element once the island runs, exactly once.
 * Once the page is idle, React's chunks are fetched (`<link rel="modulepreload">`, listed by
 * the server in `#island-chunks`) but not run, so the first tap costs evaluation, not the
 * network. Sets `<html data-islands="ready">` when listening, and `data-hydrated` on each
 * island wrapper once it runs.
 */
import { CART_STORAGE_KEY_NAME, NAV_SHADOW_OFFSET, type IslandName } from './islandNames';
import { ORDERS_KEY } from './lastOrder';
import { rememberLang } from './i18n/lang';
import { holdSection } from './sectionScroll';

/** Islands hydrated as they come near the viewport: far enough ahead that a scroll meets them running. */
const BELOW_FOLD: IslandName[] = ['menu', 'gallery', 'contact'];
/** Hydrating one of these also hydrates the other cart readers: a dish added shows in the header and the panel at once. */
const CART_READERS: IslandName[] = ['hero', 'menu', 'header', 'cart'];
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown'] as const;

type Islands = typeof import('./islands');

export function startIslandLoader(): boolean {
  const wrappers = new Map<IslandName, HTMLElement>();
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]'))
    wrappers.set(el.dataset.island as IslandName, el);
  if (!document.getElementById('menu-data') || wrappers.size === 0) return false;

  let islands: Promise<Islands> | undefined;
  const boxes = new Map<Element, IslandName>();
  const requested = new Map<IslandName, Promise<void>>();
  const hydrated = new Set<IslandName>();

  const need = (name: IslandName): Promise<void> => {
    let done = requested.get(name);
    if (done) return done;
    islands ??= import('./islands');
    done = islands
      .then((m) => m.hydrateIsland(name))
      .then(() => {
        hydrated.add(name);
        wrappers.get(name)?.setAttribute('data-hydrated', '');
      });
    requested.set(name, done);
    // React is there now: the islands that show the cart follow, each in a task of its own.
    if (CART_READERS.includes(name))
      void done.then(() => CART_READERS.forEach((other) => wrappers.has(other) && void need(other)));
    return done;
  };

  const islandOf = (target: EventTarget | null): IslandName | null => {
    const el = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
    const name = el?.dataset.island as IslandName | undefined;
    return name && wrappers.has(name) ? name : null;
  };

  // Buttons that wait for JavaScript (disabled in the server's HTML) can be pressed now: the press is held below.
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-island] button[data-awaits-script]'))
    button.disabled = false;

  const onIntent = (e: Event) => {
    const name = islandOf(e.target);
    if (name && !requested.has(name)) void need(name);
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });

  // A press on an island that does not run yet: hold it, hydrate, press again on the same element.
  const hold = (e: Event) => {
    const name = islandOf(e.target);
    if (!name || hydrated.has(name) || !(e.target instanceof Element)) return;
    if (e.type === 'click') {
      const langSwitch = e.target.closest<HTMLAnchorElement>('a[hreflang]');
      if (langSwitch) {
        // A plain link that works without React; only the choice has to be remembered.
        try {
          rememberLang(window.localStorage, langSwitch.hreflang === 'hi' ? 'hi' : 'en');
        } catch {
          // storage unavailable: the link still goes there
        }
        return;
      }
      const control = e.target.closest<HTMLElement>('button, [data-island-click]');
      // A click with a modifier (a new tab) stays the browser's.
      const plain =
        !(e instanceof MouseEvent) || (e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey);
      if (!control || !plain) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      void need(name).then(() => control.isConnected && control.click());
    } else if (e.type === 'submit' && e.target instanceof HTMLFormElement) {
      const form = e.target;
      e.preventDefault();
      e.stopImmediatePropagation();
      void need(name).then(() => form.isConnected && form.requestSubmit());
    }
  };
  window.addEventListener('click', hold, true);
  window.addEventListener('submit', hold, true);

  // A link to a section of this page followed by the browser itself (the top bar before its
  // island runs; once it runs, its links scroll and hold the section themselves and cancel the
  // browser's jump): the islands then hydrate above the section and move it, so it is held.
  const holdLinked = (hash: string) => {
    const section = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (section) holdSection(section, () => section.scrollIntoView({ block: 'start' }));
  };
  window.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
    if (
      !e.defaultPrevented &&
      link &&
      link.pathname === window.location.pathname &&
      link.search === window.location.search
    )
      holdLinked(link.hash);
  });
  // Arriving with one (/#gallery from another page): the same.
  holdLinked(window.location.hash);

  // The bar's shadow follows the page's scroll by any means (wheel, keys, a link, a restored
  // position) at once: the header's island runs only on intent on it, so its own class came
  // late or never for someone who only scrolled.
  let shaded = false;
  const shade = () => {
    if (shaded === window.scrollY > NAV_SHADOW_OFFSET) return;
    shaded = !shaded;
    document.documentElement.toggleAttribute('data-scrolled', shaded);
  };
  shade();
  window.addEventListener('scroll', shade, { passive: true });

  if ('IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const name = boxes.get(entry.target);
          if (name) void need(name);
        }
      },
      // One screen ahead, above and below.
      { rootMargin: '100% 0px 100% 0px' },
    );
    for (const name of BELOW_FOLD) {
      const el = wrappers.get(name);
      // The wrapper is `display: contents` (no box of its own): watch its section.
      const box = el?.firstElementChild;
      if (box) {
        boxes.set(box, name);
        observer.observe(box);
      }
    }
  } else BELOW_FOLD.forEach((name) => wrappers.has(name) && void need(name));

  // A returning customer's cart: its count belongs in the header from the start.
  // …and one with an order on its way: the hero says so (components/ActiveOrder.tsx).
  if (savedCartHasDishes() || rememberedOrders()) {
    void need('header');
    void need('hero');
  }

  const prefetch = () => {
    const list = document.getElementById('island-chunks')?.textContent;
    let urls: string[] = [];
    try {
      urls = list ? (JSON.parse(list) as string[]) : [];
    } catch {
      urls = [];
    }
    for (const href of urls) {
      if (document.querySelector(`link[href="${CSS.escape(href)}"], script[src="${CSS.escape(href)}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.dataset.prefetch = 'islands';
      document.head.append(link);
    }
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(prefetch, { timeout: 3000 })
      : setTimeout(prefetch, 500);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });

  document.documentElement.dataset.islands = 'ready';
  return true;
}

function rememberedOrders(): boolean {
  try {
    return (window.localStorage.getItem(ORDERS_KEY) ?? '[]') !== '[]';
  } catch {
    return false;
  }
}

function savedCartHasDishes(): boolean {
  try {
    const saved = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY_NAME) ?? 'null') as {
      lines?: unknown;
    } | null;
    return Array.isArray(saved?.lines) && saved.lines.length > 0;
  } catch {
    return false;
  }
}
