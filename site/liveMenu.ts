/**
 * The menu a page shows, kept current: it starts as the menu the page was rendered with, then
 * GET /api/menu answers (open/closed, paused or busy, sold out, prices), and it turns open or
 * closed by itself at the kitchen's next opening or closing minute; every second it asks
 * GET /api/menu/stock, so a dish sold out (its last plate taken) shows at once. A store outside React, so
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

/** Each dish's availability and plates left (GET /api/menu/stock); null without an answer. */
async function fetchStock(fetchImpl: typeof fetch = fetch): Promise<Stock | null> {
  try {
    const res = await fetchImpl('/api/menu/stock', { headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const json = (await res.json()) as { success?: boolean; data?: { dishes?: unknown } };
    return json.success && Array.isArray(json.data?.dishes) ? (json.data.dishes as Stock) : null;
  } catch {
    return null;
  }
}

/** How often an open page asks for the dishes' stock: a dish sold out shows within about a second. */
export const STOCK_POLL_MS = 1000;

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
      // Sold out within a second: a cheap poll of the stock while the page is seen (there is no
      // public live stream, and the dishes' counts change with every order, not on a clock).
      let asking = false;
      const stock = setInterval(() => {
        if (asking || document.visibilityState !== 'visible') return;
        asking = true;
        void fetchStock().then((fresh) => {
          asking = false;
          if (live && fresh) mergeStock(fresh);
        });
      }, STOCK_POLL_MS);
      document.addEventListener('visibilitychange', onBack);
      window.addEventListener('focus', onBack);
      return () => {
        live = false;
        clearTimeout(timer);
        unsubscribe();
        clearInterval(every);
        clearInterval(stock);
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
