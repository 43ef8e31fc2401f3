/**
 * Checkout rules on the client (the server checks them again): the form's fields, their
 * messages, the order body, and the Idempotency-Key of a checkout attempt. No React here.
 */
import { ORDER_LIMITS } from '../shared/ordering';
import type { OrderRequest } from './api';
import { formatRupees, priceCart, type CartState, type Fulfilment, type PendingCheckout } from './cart';
import { formatClock, indiaClock, type MenuData } from './menu';
import { enOrder, type OrderMessages } from './i18n/en-order';
import { digitsOf, isMobileNumber, visibleName } from '../shared/contact';

/** The words and formats the messages are written with: English unless a page gives its language. */
export interface Wording {
  t: OrderMessages;
  amount: (rupees: number) => string;
  clock: (hhmm: string) => string;
}
export const englishWording: Wording = { t: enOrder, amount: formatRupees, clock: formatClock };

export interface CheckoutForm {
  name: string;
  phone: string;
  fulfilment: Fulfilment;
  /** DeliveryArea.id as the select's value ("" = none chosen) */
  villageId: string;
  address: string;
  landmark: string;
  note: string;
  /** Optional; the server checks it and answers the discount or the reason it does not apply. */
  couponCode: string;
  /** "cash" (default) or "upi". */
  paymentMethod?: 'cash' | 'upi';
  /** An order for later: the chosen slot's time (UTC ms, as text); "" or absent: as soon as possible. */
  scheduledFor?: string;
}

export type CheckoutField = keyof CheckoutForm;

/** The chosen time of an order for later as ms, or null for as soon as possible. */
export const laterTime = (form: Pick<CheckoutForm, 'scheduledFor'>): number | null =>
  form.scheduledFor ? Number(form.scheduledFor) : null;
/** Messages per form field; `form` for what belongs to no single field (the cart, the kitchen). */
export type CheckoutErrors = Partial<Record<CheckoutField | 'form', string>>;

// The server's limits (shared/ordering.ts): the form refuses what the API would refuse, no more.
export const NAME_MAX = ORDER_LIMITS.nameLength;
export const ADDRESS_MAX = ORDER_LIMITS.addressLength;
export const LANDMARK_MAX = ORDER_LIMITS.landmarkLength;
export const NOTE_MAX = ORDER_LIMITS.noteLength;

/** "+91 98765-43210", "09876543210", "९८७६५ ४३२१०" -> "9876543210"; anything else stays as its digits. */
export function normalizePhone(input: string): string {
  const digits = digitsOf(input);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export function validateCheckout(
  form: CheckoutForm,
  cart: CartState,
  menu: MenuData,
  w: Wording = englishWording,
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const m = w.t.checkout.errors;
  const name = visibleName(form.name);
  if (!name) errors.name = m.nameRequired;
  else if (name.length < 2) errors.name = m.nameShort;
  else if (name.length > NAME_MAX) errors.name = m.nameLong(NAME_MAX);
  const phone = normalizePhone(form.phone);
  if (!form.phone.trim()) errors.phone = m.phoneRequired;
  else if (!isMobileNumber(phone)) errors.phone = m.phoneInvalid;
  if (form.fulfilment !== 'delivery' && form.fulfilment !== 'pickup') errors.fulfilment = m.fulfilment;
  const totals = priceCart(
    { ...cart, fulfilment: form.fulfilment, villageId: form.villageId ? Number(form.villageId) : null },
    menu,
  );
  if (form.fulfilment === 'delivery') {
    const area = menu.deliveryAreas.find((a) => String(a.id) === form.villageId);
    if (!area) errors.villageId = m.village;
    else if (area.minimumOrder > totals.subtotal)
      errors.villageId = m.minimum(
        area.name,
        w.amount(area.minimumOrder),
        w.amount(area.minimumOrder - totals.subtotal),
      );
    if (!form.address.trim()) errors.address = m.addressRequired;
    else if (form.address.trim().length < 5) errors.address = m.addressShort;
    else if (form.address.trim().length > ADDRESS_MAX) errors.address = m.addressLong(ADDRESS_MAX);
    if (form.landmark.trim().length > LANDMARK_MAX) errors.landmark = m.landmarkLong(LANDMARK_MAX);
  }
  if (form.note.trim().length > NOTE_MAX) errors.note = m.noteLong(NOTE_MAX);
  // Closed or paused now: an order for later is still taken (the server checks its time).
  const paused = menu.kitchen.isActive && menu.kitchen.pausedUntil;
  const later = laterTime(form) !== null && menu.kitchen.isActive;
  if (paused && !later) errors.form = m.paused(w.clock(indiaClock(paused)));
  else if (!menu.kitchen.isOpen && !later) errors.form = m.closed(w.clock(menu.kitchen.opensAt));
  else if (totals.lines.length === 0) errors.form = m.empty;
  else if (totals.soldOut.length > 0) errors.form = m.soldOut(totals.soldOut.map((l) => l.dish.name).join(', '));
  return errors;
}

/** The body of POST /api/orders (prices are the server's; only dish ids and quantities go). */
export function orderBody(form: CheckoutForm, cart: CartState): OrderRequest {
  const body: OrderRequest = {
    customer: { name: form.name.trim(), phone: normalizePhone(form.phone) },
    fulfilment: form.fulfilment,
    items: cart.lines.map((l) => ({ dishId: l.dishId, quantity: l.quantity })),
  };
  if (form.fulfilment === 'delivery') {
    if (form.villageId) body.villageId = Number(form.villageId);
    body.address = form.address.trim();
    if (form.landmark.trim()) body.landmark = form.landmark.trim();
  }
  if (form.note.trim()) body.note = form.note.trim();
  if (form.couponCode.trim()) body.couponCode = form.couponCode.trim();
  if (form.paymentMethod === 'upi') body.paymentMethod = 'upi';
  const later = laterTime(form);
  if (later !== null) body.scheduledFor = new Date(later).toISOString();
  return body;
}

/** 32 characters of [A-Za-z0-9_-] (the header allows 8–64). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The key for sending `body`: the pending attempt's key when it is the same order again (a
 * retry, a double tap, a reload after a network error), a new key for a different order.
 */
export function keyFor(body: OrderRequest, pending: PendingCheckout | null): PendingCheckout {
  const json = JSON.stringify(body);
  if (pending && pending.body === json) return pending;
  return { key: newIdempotencyKey(), body: json };
}

/** Maps the server's `errors` keys onto the form's fields ("customer.phone" -> phone; "items.0.quantity" -> form). */
export function serverErrors(
  errors: Record<string, string> | undefined,
  message?: string,
  t: OrderMessages = enOrder,
): CheckoutErrors {
  const out: CheckoutErrors = {};
  const fields: Record<string, CheckoutField> = {
    name: 'name',
    'customer.name': 'name',
    phone: 'phone',
    'customer.phone': 'phone',
    fulfilment: 'fulfilment',
    villageId: 'villageId',
    village: 'villageId',
    address: 'address',
    landmark: 'landmark',
    note: 'note',
    couponCode: 'couponCode',
    scheduledFor: 'scheduledFor',
  };
  const rest: string[] = [];
  for (const [key, text] of Object.entries(errors ?? {})) {
    const field = fields[key] ?? fields[key.replace(/^body\./, '')];
    if (field && !out[field]) out[field] = t.checkout.errors.server(text);
    else rest.push(text);
  }
  if (rest.length) out.form = rest.join(' ');
  else if (!errors || Object.keys(errors).length === 0)
    out.form = t.lang === 'en' ? message || t.checkout.errors.failed : t.checkout.errors.failed;
  return out;
}
