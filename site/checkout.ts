/**
 * Checkout rules on the client (the server checks them again): the form's fields, their
 * messages, the order body, and the Idempotency-Key of a checkout attempt. No React here.
 */
import type { OrderRequest } from './api';
import { formatRupees, priceCart, type CartState, type Fulfilment, type PendingCheckout } from './cart';
import { formatClock, type MenuData } from './menu';

export interface CheckoutForm {
  name: string;
  phone: string;
  fulfilment: Fulfilment;
  /** DeliveryArea.id as the select's value ("" = none chosen) */
  villageId: string;
  address: string;
  landmark: string;
  note: string;
}

export type CheckoutField = keyof CheckoutForm;
/** Messages per form field; `form` for what belongs to no single field (the cart, the kitchen). */
export type CheckoutErrors = Partial<Record<CheckoutField | 'form', string>>;

export const NAME_MAX = 80;
export const ADDRESS_MAX = 300;
export const LANDMARK_MAX = 120;
export const NOTE_MAX = 500;

/** "+91 98765-43210", "09876543210" -> "9876543210"; anything else stays as its digits. */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export function validateCheckout(form: CheckoutForm, cart: CartState, menu: MenuData): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = 'Please enter your name.';
  else if (name.length < 2) errors.name = 'Please enter your full name.';
  else if (name.length > NAME_MAX) errors.name = `Please keep the name under ${NAME_MAX} characters.`;
  const phone = normalizePhone(form.phone);
  if (!form.phone.trim()) errors.phone = 'Please enter your mobile number.';
  else if (!/^[6-9]\d{9}$/.test(phone)) errors.phone = 'Please enter a 10-digit mobile number.';
  if (form.fulfilment !== 'delivery' && form.fulfilment !== 'pickup') errors.fulfilment = 'Please choose delivery or pickup.';
  const totals = priceCart({ ...cart, fulfilment: form.fulfilment, villageId: form.villageId ? Number(form.villageId) : null }, menu);
  if (form.fulfilment === 'delivery') {
    const area = menu.deliveryAreas.find((a) => String(a.id) === form.villageId);
    if (!area) errors.villageId = 'Please choose your village.';
    else if (area.minimumOrder > totals.subtotal) errors.villageId = `The minimum order for delivery to ${area.name} is ${formatRupees(area.minimumOrder)}: add ${formatRupees(area.minimumOrder - totals.subtotal)} more, or choose pickup.`;
    if (!form.address.trim()) errors.address = 'Please enter your address for delivery.';
    else if (form.address.trim().length < 5) errors.address = 'Please enter your full address (house, street or mohalla).';
    else if (form.address.trim().length > ADDRESS_MAX) errors.address = `Please keep the address under ${ADDRESS_MAX} characters.`;
    if (form.landmark.trim().length > LANDMARK_MAX) errors.landmark = `Please keep the landmark under ${LANDMARK_MAX} characters.`;
  }
  if (form.note.trim().length > NOTE_MAX) errors.note = `Please keep the note under ${NOTE_MAX} characters.`;
  if (!menu.kitchen.isOpen) errors.form = `Sorry, the kitchen is closed now. It opens at ${formatClock(menu.kitchen.opensAt)}.`;
  else if (totals.lines.length === 0) errors.form = 'Your cart is empty.';
  else if (totals.soldOut.length > 0) errors.form = `Sold out now: ${totals.soldOut.map((l) => l.dish.name).join(', ')}. Please remove it from the cart.`;
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
  return body;
}

/** 32 characters of [A-Za-z0-9_-] (the header allows 8–64). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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
export function serverErrors(errors: Record<string, string> | undefined, message?: string): CheckoutErrors {
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
  };
  const rest: string[] = [];
  for (const [key, text] of Object.entries(errors ?? {})) {
    const field = fields[key] ?? fields[key.replace(/^body\./, '')];
    if (field && !out[field]) out[field] = text;
    else rest.push(text);
  }
  if (rest.length) out.form = rest.join(' ');
  else if (!errors || Object.keys(errors).length === 0) out.form = message || 'Sorry, the order could not be placed. Please try again.';
  return out;
}
