/**
 * The menu a page shows, kept current: it starts as the menu the page was rendered with, then
 * GET /api/menu answers (open/closed, paused or busy, sold out, prices), and it turns open or
 * closed by itself at the kitchen's next opening or closing minute; while the page is seen it follows
 * GET /api/menu/events, so a dish sold out (its last plate taken) shows at once. A store outside React, so
 * every root of the page (the App, or the landing page's islands) reads the same menu.
 */
import { startTransition, useEffect, useState } from 'react';
import { asMenuData, kitchenAt, nextChange, withinHours, type MenuData } from './menu';

/** The menu as GET /api/menu answers it now; null without an answer. */
export async function fetchMenu(fetchImpl: typeof fetch = fetch): Promise<MenuData | null> {
  try {
    const res = await fetchImpl('/api/menu', { headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const json = (await res.json()) as { success?: boolean; data?: unknown };
    return json.success ? asMenuData(json.data) : null;
  } catch {
    return null;
  }
}

type Stock = Array<{ id: number; available: boolean; portionsLeft: number | null }>;

/** Each dish's availability and plates left, from a `stock` event's data; null when it is not that. */
function parseStock(data: unknown): Stock | null {
  try {
    const json = JSON.parse(String(data)) as { dishes?: unknown };
    return Array.isArray(json.dishes) ? (json.dishes as Stock) : null;
  } catch {
    return null;
  }
}

/** The server's live stock stream: the current stock on connect, then each change. */
export const STOCK_EVENTS_URL = '/api/menu/events';
/** After the server refused the stream (503: too many pages follow it), the page tries again this much later. */
export const STOCK_RETRY_MS = 60_000;

export interface MenuStore {
  /** the menu the page was rendered with (what hydration must see) */
  initial: MenuData;
  get: () => MenuData;
  subscribe: (listener: () => void) => () => void;
  /** asks GET /api/menu again (after the server refused an order: sold out, closed) */
  refresh: () => void;
  /** first request, opening/closing timer, refresh on coming back to the page and every minute; returns stop */
  start: () => () => void;
}

export function createMenuStore(initial: MenuData): MenuStore {
  let menu = initial;
  const listeners = new Set<() => void>();
  let written = JSON.stringify(initial);
  const set = (next: MenuData) => {
    // The server renders each page with the menu it then answers: most answers change nothing,
    // and then no dish card is drawn again.
    const json = JSON.stringify(next);
    if (json === written) return;
    written = json;
    menu = next;
    for (const listener of listeners) listener();
  };
  const refresh = () => {
    void fetchMenu().then((fresh) => fresh && set(fresh));
  };
  // The stock answer is a few bytes a dish: merged into the menu, and the whole menu asked for
  // only when it names a dish this page does not have (a new one).
  const mergeStock = (stock: Stock) => {
    const byId = new Map(stock.map((s) => [s.id, s]));
    if (stock.some((s) => !menu.dishes.some((d) => d.id === s.id))) return refresh();
    set({
      ...menu,
      dishes: menu.dishes.map((d) => {
        const s = byId.get(d.id);
        return s ? { ...d, available: s.available, portionsLeft: s.portionsLeft } : d;
      }),
    });
  };
  return {
    initial,
    get: () => menu,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    start: () => {
      let live = true;
      void fetchMenu().then((fresh) => {
        if (!live) return;
        if (fresh) set(fresh);
        // No answer: keep the page's menu, but a page built earlier cannot know the time of day.
        else if (menu.kitchen.isOpen && !withinHours(menu.kitchen.opensAt, menu.kitchen.closesAt))
          set({ ...menu, kitchen: { ...menu.kitchen, isOpen: false } });
      });

      // Open/closed changes by itself: one timer to the kitchen's next opening or closing minute (or
      // the end of a pause or busy time), where the page turns by its own clock and asks the server.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        clearTimeout(timer);
        timer = setTimeout(
          () => {
            set({ ...menu, kitchen: kitchenAt(menu.kitchen, Date.now()) });
            refresh();
          },
          nextChange(menu.kitchen, Date.now()) + 500,
        );
      };
      schedule();
      const unsubscribe = (() => {
        listeners.add(schedule);
        return () => listeners.delete(schedule);
      })();

      // A kitchen's pause or busy time has no clock to follow: asked again on coming back to the page and every minute while it is seen.
      // Coming back fires both focus and visibilitychange: one request for the two.
      let last = 0;
      const onBack = () => {
        if (document.visibilityState !== 'visible' || Date.now() - last < 2e3) return;
        last = Date.now();
        refresh();
      };
      const every = setInterval(onBack, 6e4);
      // Sold out within a second: the server sends the stock when it changes, while the page is
      // seen (a hidden page holds no connection; coming back opens it again and gets the stock).
      // The browser reconnects a dropped stream by itself; only a refused one (closed) is retried here.
      let source: EventSource | undefined;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const closeStock = () => {
        clearTimeout(retry);
        source?.close();
        source = undefined;
      };
      const follow = () => {
        if (!live || typeof EventSource === 'undefined') return;
        if (document.visibilityState !== 'visible') return closeStock();
        if (source) return;
        const opened = new EventSource(STOCK_EVENTS_URL);
        source = opened;
        opened.addEventListener('stock', (event) => {
          const fresh = parseStock((event as MessageEvent).data);
          if (live && fresh) mergeStock(fresh);
        });
        opened.onerror = () => {
          if (opened.readyState !== EventSource.CLOSED || source !== opened) return;
          source = undefined;
          retry = setTimeout(follow, STOCK_RETRY_MS);
        };
      };
      follow();
      document.addEventListener('visibilitychange', follow);
      document.addEventListener('visibilitychange', onBack);
      window.addEventListener('focus', onBack);
      return () => {
        live = false;
        clearTimeout(timer);
        unsubscribe();
        clearInterval(every);
        closeStock();
        document.removeEventListener('visibilitychange', follow);
        document.removeEventListener('visibilitychange', onBack);
        window.removeEventListener('focus', onBack);
      };
    },
  };
}

/**
 * The store's menu in a component: first the menu the page was rendered with (so hydration
 * matches), then every change as a transition: a fresh menu re-renders every dish card, and
 * React does it in slices that never block a tap.
 */
export function useMenuStore(store: MenuStore): MenuData {
  const [menu, setMenu] = useState(store.initial);
  useEffect(() => {
    const follow = () => startTransition(() => setMenu(store.get()));
    follow();
    return store.subscribe(follow);
  }, [store]);
  return menu;
}
