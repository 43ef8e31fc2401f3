/**
 * The ordering calls of DESIGN §8, with the API's envelope `{success, data, message?, errors?}`
 * unwrapped. A network failure answers status 0 instead of throwing.
 */
import type { Fulfilment } from './cart';

export interface ApiAnswer<T> {
  ok: boolean;
  /** HTTP status; 0 when the request never got an answer (offline, timeout) */
  status: number;
  data?: T;
  message?: string;
  /** per field, as the server names them ("customer.phone", "villageId", "address"…) */
  errors?: Record<string, string>;
}

export async function callApi<T>(url: string, init: RequestInit = {}, fetchImpl: typeof fetch = fetch): Promise<ApiAnswer<T>> {
  let res: Response;
  try {
    // The page's language, so the server's refusals come back in it (not the browser's setting).
    const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
    res = await fetchImpl(url, { ...init, headers: { Accept: 'application/json', 'Accept-Language': lang, ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers } });
  } catch {
    return { ok: false, status: 0, message: 'No connection. Please check your internet and try again.' };
  }
  const json = (await res.json().catch(() => null)) as { success?: boolean; data?: T; message?: string; errors?: Record<string, string> } | null;
  const ok = res.ok && json?.success !== false;
  return { ok, status: res.status, data: json?.data, message: json?.message, errors: json?.errors && typeof json.errors === 'object' ? json.errors : undefined };
}

export interface OrderRequest {
  customer: { name: string; phone: string };
  fulfilment: Fulfilment;
  villageId?: number;
  address?: string;
  landmark?: string;
  note?: string;
  items: { dishId: number; quantity: number }[];
  couponCode?: string;
  paymentMethod?: 'cash' | 'upi';
}

export interface PlacedOrder {
  orderId: string;
  status: string;
  subtotal: number;
  deliveryCharge: number;
  discount?: number;
  totalAmount: number;
  /** "/track/ORD-…?t=…" */
  trackingUrl: string;
}

export type OrderStatus = 'placed' | 'accepted' | 'preparing' | 'out_for_delivery' | 'delivered' | 'cancelled';

export interface Tracking {
  orderId: string;
  status: OrderStatus;
  /** When the kitchen marked the food ready; null until then. */
  readyAt?: string | null;
  fulfilment: Fulfilment;
  /** nameHi: the dish's Hindi name when it was ordered (null: none) */
  items: { name: string; nameHi?: string | null; quantity: number; price: number }[];
  subtotal: number;
  deliveryCharge: number;
  /** A coupon's discount (rupees), 0 without one. */
  discount?: number;
  couponCode?: string | null;
  /** GST added on top of the prices (rupees), 0 when they include it. */
  tax?: number;
  totalAmount: number;
  paymentMethod?: 'cash' | 'upi';
  paymentStatus?: 'cash_on_delivery' | 'awaiting_upi' | 'paid';
  /** While a UPI order awaits payment: upi://pay?… */
  upiLink?: string;
  /** Held until the customer confirms on WhatsApp (CONFIRM ORD-…) or the kitchen calls them. */
  toConfirm?: boolean;
  holdReason?: 'first_order' | 'over_limit' | 'strikes' | null;
  createdAt: string;
  /** `by`: admin | vendor | delivery | customer | system; `reason`: the kitchen's reason for a cancellation, when given */
  history: { status: OrderStatus; at: string; by?: string; reason?: string | null }[];
  deliveryPerson: { name: string; phone: string } | null;
  canCancel: boolean;
}

export function placeOrder(body: OrderRequest, idempotencyKey: string, fetchImpl: typeof fetch = fetch): Promise<ApiAnswer<PlacedOrder>> {
  return callApi<PlacedOrder>('/api/orders', { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey }, body: JSON.stringify(body) }, fetchImpl);
}

const trackUrl = (orderId: string, token: string, suffix = '') => `/api/track/${encodeURIComponent(orderId)}${suffix}?t=${encodeURIComponent(token)}`;

export function getTracking(orderId: string, token: string, fetchImpl: typeof fetch = fetch): Promise<ApiAnswer<Tracking>> {
  return callApi<Tracking>(trackUrl(orderId, token), { cache: 'no-store' }, fetchImpl);
}

export function cancelOrder(orderId: string, token: string, fetchImpl: typeof fetch = fetch): Promise<ApiAnswer<Tracking>> {
  return callApi<Tracking>(trackUrl(orderId, token, '/cancel'), { method: 'POST' }, fetchImpl);
}
