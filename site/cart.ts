/**
 * The cart as plain data: lines of {dishId, quantity}, the chosen fulfilment and village,
 * and the pending checkout attempt (its Idempotency-Key). Prices are never stored: they are
 * read from the current menu each time, as the server will price the order itself.
 * Persisted in localStorage so it survives a reload. No React here.
 */
import { ORDER_LIMITS } from '../shared/ordering';
import { toPaise, toRupees } from '../shared/money';
import { gstOnTop } from '../shared/tax';
import type { DeliveryArea, MenuData, MenuDish } from './menu';
import { formatAmount } from './i18n/format';
import { CART_STORAGE_KEY_NAME } from './islandNames';

export const CART_STORAGE_KEY = CART_STORAGE_KEY_NAME;
/** The server's limits (shared/ordering.ts): quantities 1–20, at most 30 lines. */
export const MAX_QUANTITY = ORDER_LIMITS.maxQuantity;
export const MAX_LINES = ORDER_LIMITS.maxLines;

export type Fulfilment = 'delivery' | 'pickup';

export interface CartLine {
  dishId: number;
  quantity: number;
}

/** A checkout attempt that has been sent at least once: retries reuse its key for the same body. */
export interface PendingCheckout {
  key: string;
  /** JSON of the body sent with that key */
  body: string;
}

export interface CartState {
  lines: CartLine[];
  fulfilment: Fulfilment;
  /** chosen delivery village (DeliveryArea.id), null until chosen */
  villageId: number | null;
  pending: PendingCheckout | null;
}

export const emptyCart: CartState = { lines: [], fulfilment: 'delivery', villageId: null, pending: null };

export function quantityOf(state: CartState, dishId: number): number {
  return state.lines.find((l) => l.dishId === dishId)?.quantity ?? 0;
}

export function cartCount(state: CartState): number {
  return state.lines.reduce((n, l) => n + l.quantity, 0);
}

/** Sets a dish's quantity (0 removes it), keeping the 1–20 and 30-line limits. */
export function setQuantity(state: CartState, dishId: number, quantity: number): CartState {
  const q = Math.max(0, Math.min(MAX_QUANTITY, Math.floor(quantity)));
  const exists = state.lines.some((l) => l.dishId === dishId);
  let lines: CartLine[];
  if (q === 0) lines = state.lines.filter((l) => l.dishId !== dishId);
  else if (exists) lines = state.lines.map((l) => (l.dishId === dishId ? { ...l, quantity: q } : l));
  else if (state.lines.length >= MAX_LINES) return state;
  else lines = [...state.lines, { dishId, quantity: q }];
  return { ...state, lines };
}

export function addOne(state: CartState, dishId: number): CartState {
  return setQuantity(state, dishId, quantityOf(state, dishId) + 1);
}

export function removeOne(state: CartState, dishId: number): CartState {
  return setQuantity(state, dishId, quantityOf(state, dishId) - 1);
}

export interface PricedLine {
  dish: MenuDish;
  quantity: number;
  /** price × quantity, rupees */
  amount: number;
}

export interface CartTotals {
  lines: PricedLine[];
  /** lines whose dish is sold out now */
  soldOut: PricedLine[];
  subtotal: number;
  deliveryCharge: number;
  /** GST the kitchen adds on top of its prices (on the food and the delivery), 0 when its prices include it */
  tax: number;
  /** what the customer pays before any coupon: subtotal + delivery charge + tax */
  total: number;
  /** the village the delivery charge is for (delivery only) */
  area: DeliveryArea | null;
  /** rupees still missing to reach the village's minimum order (0 when reached or pickup) */
  belowMinimum: number;
}

/** The delivery village in use: the chosen one if still served, else the first area. */
export function chosenArea(state: CartState, menu: MenuData): DeliveryArea | null {
  return menu.deliveryAreas.find((a) => a.id === state.villageId) ?? menu.deliveryAreas[0] ?? null;
}

/** Prices the cart from the menu: lines of dishes no longer on the menu are left out. */
export function priceCart(state: CartState, menu: MenuData): CartTotals {
  const byId = new Map(menu.dishes.map((d) => [d.id, d]));
  const lines: PricedLine[] = [];
  for (const l of state.lines) {
    const dish = byId.get(l.dishId);
    if (dish) lines.push({ dish, quantity: l.quantity, amount: dish.price * l.quantity });
  }
  const subtotal = lines.reduce((s, l) => s + l.amount, 0);
  const area = state.fulfilment === 'delivery' ? chosenArea(state, menu) : null;
  const deliveryCharge = area && lines.length > 0 ? area.deliveryCharge : 0;
  const belowMinimum = area && area.minimumOrder > subtotal ? area.minimumOrder - subtotal : 0;
  const beforeTaxPaise = toPaise(subtotal) + toPaise(deliveryCharge);
  const taxPaise = gstOnTop(beforeTaxPaise, menu.kitchen.gstOnTopPercent ?? 0);
  return {
    lines,
    soldOut: lines.filter((l) => !l.dish.available),
    subtotal,
    deliveryCharge,
    tax: toRupees(taxPaise),
    total: toRupees(beforeTaxPaise + taxPaise),
    area,
    belowMinimum,
  };
}

/** Drops lines whose dish has left the menu (after a menu refresh). */
export function pruneCart(state: CartState, menu: MenuData): CartState {
  const ids = new Set(menu.dishes.map((d) => d.id));
  const lines = state.lines.filter((l) => ids.has(l.dishId));
  return lines.length === state.lines.length ? state : { ...state, lines };
}

/** Reads the stored cart; anything malformed gives an empty cart. */
export function loadCart(storage: Pick<Storage, 'getItem'> | undefined): CartState {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return emptyCart;
    const v = JSON.parse(raw) as Partial<CartState>;
    const lines = Array.isArray(v.lines)
      ? v.lines
          .filter(
            (l): l is CartLine => !!l && Number.isInteger(l.dishId) && Number.isInteger(l.quantity) && l.quantity > 0,
          )
          .map((l) => ({ dishId: l.dishId, quantity: Math.min(MAX_QUANTITY, l.quantity) }))
          .slice(0, MAX_LINES)
      : [];
    const pending =
      v.pending && typeof v.pending.key === 'string' && typeof v.pending.body === 'string'
        ? { key: v.pending.key, body: v.pending.body }
        : null;
    return {
      lines,
      fulfilment: v.fulfilment === 'pickup' ? 'pickup' : 'delivery',
      villageId: Number.isInteger(v.villageId) ? (v.villageId as number) : null,
      pending,
    };
  } catch {
    return emptyCart;
  }
}

export function saveCart(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, state: CartState): void {
  try {
    if (state.lines.length === 0 && !state.pending && state.villageId === null && state.fulfilment === 'delivery')
      storage?.removeItem(CART_STORAGE_KEY);
    else storage?.setItem(CART_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // private mode or full storage: the cart still works for this visit
  }
}

/** 1234 -> "₹1,234" (Indian digit grouping: 123456 -> "₹1,23,456") */
export function formatRupees(amount: number): string {
  return formatAmount(amount);
}
