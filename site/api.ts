/**
 * The ordering calls (docs/api.md), with the API's envelope `{success, data, message?, errors?}`
 * unwrapped. A network failure answers status 0 instead of throwing.
 */
import type {
  MenuDish,
  OrderQuote,
  OrderRating,
  PlaceOrderBody as OrderRequest,
  PlacedOrder,
  Tracking,
} from '../shared/api/ordering';
import type { PartyCreated, PartyRequestBody, PartyView } from '../shared/api/partyRequests';
import type { KhataView } from '../shared/api/khata';
import { callApi, trackUrl, type ApiAnswer } from './callApi';
import type { TableSitting } from '../shared/api/tables';

export { callApi, getTracking, type ApiAnswer } from './callApi';

// The order and tracking answers are typed once, by the schemas the server answers with
// (type-only imports: none of their code comes into the site's scripts).
export type { OrderQuote, PlaceOrderBody as OrderRequest, PlacedOrder, Tracking } from '../shared/api/ordering';
export type { OrderStatus } from '../shared/statuses';

export function placeOrder(
  body: OrderRequest,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer<PlacedOrder>> {
  return callApi<PlacedOrder>(
    '/api/orders',
    { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey }, body: JSON.stringify(body) },
    fetchImpl,
  );
}

/** What the order would cost now (POST /api/orders/quote): nothing is stored, no Idempotency-Key. */
export function quoteOrder(
  body: OrderRequest,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer<OrderQuote>> {
  return callApi<OrderQuote>('/api/orders/quote', { method: 'POST', body: JSON.stringify(body), signal }, fetchImpl);
}

export function cancelOrder(
  orderId: string,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer<Tracking>> {
  return callApi<Tracking>(trackUrl(orderId, token, '/cancel'), { method: 'POST' }, fetchImpl);
}

/** A new delivery code for an order out for delivery: the old one stops working. */
export function newDeliveryCode(
  orderId: string,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer<Tracking>> {
  return callApi<Tracking>(trackUrl(orderId, token, '/delivery-code'), { method: 'POST' }, fetchImpl);
}

/** "I've paid" on a UPI order, with the 12-digit UTR if the customer types it: the kitchen checks and confirms. */
export function tellPaid(
  orderId: string,
  token: string,
  utr: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer<Tracking>> {
  return callApi<Tracking>(
    trackUrl(orderId, token, '/paid'),
    { method: 'POST', body: JSON.stringify(utr ? { utr } : {}) },
    fetchImpl,
  );
}
/** The tracking page's Web Push subscription (the browser's PushSubscription JSON, and the page's language). */
export function followOrder(
  orderId: string,
  token: string,
  subscription: PushSubscriptionJSON,
  language: 'en' | 'hi',
  announcements = false,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer<null>> {
  return callApi<null>(
    trackUrl(orderId, token, '/push-subscription'),
    { method: 'POST', body: JSON.stringify({ ...subscription, language, announcements }) },
    fetchImpl,
  );
}

export function unfollowOrder(
  orderId: string,
  token: string,
  endpoint: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer<null>> {
  return callApi<null>(
    trackUrl(orderId, token, '/push-subscription'),
    { method: 'DELETE', body: JSON.stringify({ endpoint }) },
    fetchImpl,
  );
}

export function pushKey(fetchImpl: typeof fetch = fetch): Promise<ApiAnswer<{ publicKey: string }>> {
  return callApi<{ publicKey: string }>('/api/push/key', {}, fetchImpl);
}

// Party orders: the request, and its private page (the secret travels as `t`, as on tracking links).
export type { PartyCreated, PartyRequestBody, PartyView } from '../shared/api/partyRequests';
export function askForParty(body: PartyRequestBody, fetchImpl: typeof fetch = fetch): Promise<ApiAnswer<PartyCreated>> {
  return callApi<PartyCreated>('/api/party-requests', { method: 'POST', body: JSON.stringify(body) }, fetchImpl);
}

const partyUrl = (id: number | string, token: string, suffix = '') =>
  `/api/party-requests/${encodeURIComponent(String(id))}${suffix}?t=${encodeURIComponent(token)}`;

export function getParty(
  id: number | string,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer<PartyView>> {
  return callApi<PartyView>(partyUrl(id, token), { cache: 'no-store' }, fetchImpl);
}

export function acceptParty(
  id: number | string,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer<PartyView>> {
  return callApi<PartyView>(partyUrl(id, token, '/accept'), { method: 'POST' }, fetchImpl);
}

export function partyPaid(
  id: number | string,
  token: string,
  utr: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer<PartyView>> {
  return callApi<PartyView>(
    partyUrl(id, token, '/paid'),
    { method: 'POST', body: JSON.stringify(utr ? { utr } : {}) },
    fetchImpl,
  );
}

/** The advance's QR code (a PNG the server makes, so no QR library comes into the site's scripts). */
// A customer's khata (udhaar) statement, by its private link.
export type { KhataView } from '../shared/api/khata';
export function getKhata(phone: string, token: string, fetchImpl: typeof fetch = fetch): Promise<ApiAnswer<KhataView>> {
  const url = `/api/khata/${encodeURIComponent(phone)}?t=${encodeURIComponent(token)}`;
  return callApi<KhataView>(url, { cache: 'no-store' }, fetchImpl);
}

// The dining hall: a table's page by the token of its QR code.
export type { TableSitting } from '../shared/api/tables';
export type TableMenu = { isOpen: boolean; dishes: MenuDish[] };
const tableUrl = (token: string, tail = '') => `/api/tables/${encodeURIComponent(token)}${tail}`;
export const getTable = (token: string, fetchImpl: typeof fetch = fetch) =>
  callApi<TableSitting>(tableUrl(token), { cache: 'no-store' }, fetchImpl);
export const getTableMenu = (token: string, fetchImpl: typeof fetch = fetch) =>
  callApi<TableMenu>(tableUrl(token, '/menu'), { cache: 'no-store' }, fetchImpl);
/** Sends a round to the kitchen; the key makes a double tap (or a retry after a lost answer) one round. */
export const sendRound = (
  token: string,
  items: Array<{ dishId: number; quantity: number }>,
  key: string,
  fetchImpl: typeof fetch = fetch,
) =>
  callApi<TableSitting>(
    tableUrl(token, '/rounds'),
    { method: 'POST', body: JSON.stringify({ items }), headers: { 'Idempotency-Key': key } },
    fetchImpl,
  );
export const askForBill = (token: string, fetchImpl: typeof fetch = fetch) =>
  callApi<TableSitting>(tableUrl(token, '/bill'), { method: 'POST' }, fetchImpl);

export const partyQrUrl = (id: number | string, token: string) => partyUrl(id, token, '/upi-qr.png');

/** The customer's stars (1–5) and optional line for a delivered order, once. */
export function rateOrder(
  orderId: string,
  token: string,
  stars: number,
  feedback: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer<OrderRating>> {
  return callApi<OrderRating>(
    trackUrl(orderId, token, '/rating'),
    { method: 'POST', body: JSON.stringify(feedback.trim() ? { stars, feedback: feedback.trim() } : { stars }) },
    fetchImpl,
  );
}
