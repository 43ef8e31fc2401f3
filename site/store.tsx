/**
 * The two shared states of the site: the menu (MenuData, embedded in the page and kept current
 * from GET /api/menu, see App.tsx) and the cart (persisted in localStorage).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MenuData } from './menu';
import { addOne, CART_STORAGE_KEY, emptyCart, loadCart, pruneCart, removeOne, saveCart, type CartState, type Fulfilment, type PendingCheckout } from './cart';

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

export function CartProvider({ menu, children }: { menu: MenuData; children: ReactNode }) {
  const [state, setState] = useState<CartState>(emptyCart);
  const [loaded, setLoaded] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const skipSave = useRef(true);

  useEffect(() => {
    setState(loadCart(storage()));
    setLoaded(true);
    // Another tab changed the cart: follow it.
    const onStorage = (e: StorageEvent) => {
      if (e.key === CART_STORAGE_KEY) {
        skipSave.current = true;
        setState(loadCart(storage()));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (!loaded) return;
    if (skipSave.current) {
      skipSave.current = false;
      return;
    }
    saveCart(storage(), state);
  }, [state, loaded]);

  // Dishes that left the menu (after the refresh from the API) leave the cart.
  useEffect(() => {
    if (loaded) setState((s) => pruneCart(s, menu));
  }, [menu, loaded]);

  const add = useCallback((id: number) => setState((s) => addOne(s, id)), []);
  const remove = useCallback((id: number) => setState((s) => removeOne(s, id)), []);
  const setFulfilment = useCallback((fulfilment: Fulfilment) => setState((s) => ({ ...s, fulfilment })), []);
  const setVillage = useCallback((villageId: number | null) => setState((s) => ({ ...s, villageId })), []);
  const setPending = useCallback((pending: PendingCheckout | null) => setState((s) => ({ ...s, pending })), []);
  const clear = useCallback(() => setState((s) => ({ ...s, lines: [], pending: null })), []);

  const value = useMemo<Cart>(
    () => ({ state, loaded, add, remove, setFulfilment, setVillage, setPending, clear, isOpen, setOpen }),
    [state, loaded, add, remove, setFulfilment, setVillage, setPending, clear, isOpen],
  );
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
