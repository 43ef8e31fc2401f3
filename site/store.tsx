/**
 * The two shared states of the site: the menu (MenuData, embedded in the page and kept current
 * from GET /api/menu, see App.tsx) and the cart (persisted in localStorage).
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { MenuData } from './menu';
import {
  addOne,
  CART_STORAGE_KEY,
  emptyCart,
  loadCart,
  pruneCart,
  removeOne,
  saveCart,
  type CartState,
  type Fulfilment,
  type PendingCheckout,
} from './cart';

export const MenuContext = createContext<MenuData | null>(null);

/** Asks GET /api/menu again (after the server refused an order: sold out, closed). */
export const MenuRefreshContext = createContext<() => void>(() => {});
export const useMenuRefresh = () => useContext(MenuRefreshContext);

export function useMenu(): MenuData {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('useMenu outside <MenuContext.Provider>');
  return menu;
}

export interface Cart {
  state: CartState;
  /** false until the stored cart has been read (the first render always shows an empty cart, as the server did) */
  loaded: boolean;
  add: (dishId: number) => void;
  remove: (dishId: number) => void;
  setFulfilment: (f: Fulfilment) => void;
  setVillage: (villageId: number | null) => void;
  setPending: (pending: PendingCheckout | null) => void;
  /** empties the cart after an order was placed (keeps fulfilment and village for next time) */
  clear: () => void;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
}

const noop = () => {};
export const CartContext = createContext<Cart>({
  state: emptyCart,
  loaded: false,
  add: noop,
  remove: noop,
  setFulfilment: noop,
  setVillage: noop,
  setPending: noop,
  clear: noop,
  isOpen: false,
  setOpen: noop,
});

export const useCart = () => useContext(CartContext);

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** What the cart's readers see; the first render (server, hydration) is always `cartAsRendered`. */
export interface CartSnapshot {
  state: CartState;
  loaded: boolean;
  isOpen: boolean;
}

export const cartAsRendered: CartSnapshot = { state: emptyCart, loaded: false, isOpen: false };

/**
 * The cart outside React, so that parts of a page hydrated as separate roots (the landing
 * page's islands, see islands.tsx) share one: the menu's Add buttons, the header's count and
 * the cart panel. Saved to localStorage on every change made here; `start()` reads the stored
 * cart and follows other tabs until the last reader stops.
 */
export interface CartStore extends Omit<Cart, 'state' | 'loaded' | 'isOpen'> {
  get: () => CartSnapshot;
  subscribe: (listener: () => void) => () => void;
  start: () => () => void;
  /** drops dishes that left the menu */
  prune: (menu: MenuData) => void;
}

export function createCartStore(): CartStore {
  let snapshot = cartAsRendered;
  const listeners = new Set<() => void>();
  let readers = 0;
  const set = (next: Partial<CartSnapshot>, save: boolean) => {
    const merged = { ...snapshot, ...next };
    if (merged.state === snapshot.state && merged.loaded === snapshot.loaded && merged.isOpen === snapshot.isOpen)
      return;
    const changed = merged.state !== snapshot.state;
    snapshot = merged;
    if (save && changed && snapshot.loaded) saveCart(storage(), snapshot.state);
    for (const listener of listeners) listener();
  };
  const update = (change: (s: CartState) => CartState) => set({ state: change(snapshot.state) }, true);
  // Another tab changed the cart: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_STORAGE_KEY) set({ state: loadCart(storage()) }, false);
  };
  return {
    get: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      if (readers++ === 0) {
        if (!snapshot.loaded) set({ state: loadCart(storage()), loaded: true }, false);
        window.addEventListener('storage', onStorage);
      }
      return () => {
        if (--readers === 0) window.removeEventListener('storage', onStorage);
      };
    },
    prune: (menu) => {
      if (snapshot.loaded) update((s) => pruneCart(s, menu));
    },
    add: (id) => update((s) => addOne(s, id)),
    remove: (id) => update((s) => removeOne(s, id)),
    setFulfilment: (fulfilment) => update((s) => ({ ...s, fulfilment })),
    setVillage: (villageId) => update((s) => ({ ...s, villageId })),
    setPending: (pending) => update((s) => ({ ...s, pending })),
    clear: () => update((s) => ({ ...s, lines: [], pending: null })),
    setOpen: (isOpen) => set({ isOpen }, false),
  };
}

/** Provides the cart: `store` when given (shared between roots), else one of its own. */
export function CartProvider({
  menu,
  store: shared,
  children,
}: {
  menu: MenuData;
  store?: CartStore;
  children: ReactNode;
}) {
  const [own] = useState(() => (shared ? null : createCartStore()));
  const store = shared ?? own!;
  // The server and hydration see the empty cart the page was rendered with; the stored one follows.
  const snapshot = useSyncExternalStore(store.subscribe, store.get, () => cartAsRendered);
  useEffect(() => store.start(), [store]);
  // Dishes that left the menu (after the refresh from the API) leave the cart.
  useEffect(() => store.prune(menu), [store, menu, snapshot.loaded]);
  const value = useMemo<Cart>(() => {
    const { get: _get, subscribe: _subscribe, start: _start, prune: _prune, ...actions } = store;
    return { ...snapshot, ...actions };
  }, [snapshot, store]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/**
 * Android Back (and the browser's Back) closes an overlay instead of leaving the page: opening
 * pushes a history entry, Back pops it and closes; closing by a button goes back one entry.
 * `release()` forgets the entry (before replacing it with a navigation).
 */
export function useBackCloses(open: boolean, close: () => void): { release: () => void } {
  const pushed = useRef(false);
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    window.history.pushState({ overlay: true }, '');
    pushed.current = true;
    const onPop = () => {
      pushed.current = false;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (pushed.current) {
        pushed.current = false;
        window.history.back();
      }
    };
  }, [open]);
  return useMemo(() => ({ release: () => (pushed.current = false) }), []);
}
