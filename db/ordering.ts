/**
 * Orders taken from customers: placed on the site (source online) or keyed in by an admin
 * from a phone call (source phone), with the same rules and prices (shared/ordering.ts);
 * followed and cancelled by the customer through the secret in their tracking link.
 */
import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { orderItems, orderRequests, orders, orderStatusHistory, users, type OrderSource, type OrderStatus, type StatusActor } from './schema';
import { getOrderContext } from './storefront';
import { currentCommissionBp } from './orders';
import { formatOrderCode, quoteOrder, type OrderRequest } from '../shared/ordering';
import { allowedNextStatuses, statusChangeError } from '../shared/orderStatus';

export interface PlacedOrder {
  orderId: string;
  status: 'placed';
  subtotal: number;
  deliveryCharge: number;
  totalAmount: number;
  trackingUrl: string;
}

export type PlaceResult =
  | { ok: true; status: 201; id: number; answer: PlacedOrder; replayed: boolean }
  | { ok: false; status: 400 | 409; message: string; errors?: Record<string, string> };

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The same request body gives the same hash whatever the order of its keys. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface PlaceOrderInput {
  request: OrderRequest;
  source: Extract<OrderSource, 'online' | 'phone'>;
  /** The client's Idempotency-Key; a second request with it answers the first answer. */
  idempotencyKey?: string;
  /** The admin keying in a phone order. */
  adminId?: number | null;
  now?: number;
}

/**
 * Checks, prices and writes an order with its items and first status in one transaction.
 * better-sqlite3 runs the transaction synchronously, so concurrent copies of one key are
 * serialised: the first writes the order and its answer, the others find that answer.
 */
export function placeOrder(database: AppDatabase, input: PlaceOrderInput): PlaceResult {
  const { db, sqlite } = database;
  const now = input.now ?? Date.now();
  const bodyHash = sha256(canonicalJson(input.request));
  const keyName = input.idempotencyKey ? `${input.source}:${input.idempotencyKey}` : null;

  return sqlite.transaction((): PlaceResult => {
    if (keyName) {
      const earlier = db.select().from(orderRequests).where(eq(orderRequests.key, keyName)).get();
      if (earlier) {
        if (earlier.bodyHash !== bodyHash) return { ok: false, status: 409, message: 'This Idempotency-Key was already used for a different order' };
        return { ok: true, status: 201, id: earlier.orderId ?? 0, answer: JSON.parse(earlier.response) as PlacedOrder, replayed: true };
      }
    }
    const context = getOrderContext(database);
    if (!context) return { ok: false, status: 409, message: 'Online ordering is not open yet: no kitchen sells on the site' };
    const result = quoteOrder(input.request, context.kitchen, context.dishes, context.areas, now);
    if (!result.ok) return result;
    const quote = result.quote;

    const token = crypto.randomBytes(18).toString('base64url');
    const { id } = db
      .insert(orders)
      .values({
        customerName: quote.customer.name,
        customerPhone: quote.customer.phone,
        restaurantId: context.kitchen.id,
        restaurantName: context.kitchen.name,
        status: 'placed',
        subtotalPaise: quote.subtotalPaise,
        deliveryChargePaise: quote.deliveryChargePaise,
        totalPaise: quote.totalPaise,
        commissionBp: currentCommissionBp(context.kitchen.id),
        source: input.source,
        fulfilment: quote.fulfilment,
        villageId: quote.village?.id ?? null,
        villageName: quote.village?.name ?? null,
        address: quote.address,
        landmark: quote.landmark,
        note: quote.note,
        trackingTokenHash: sha256(token),
        createdAt: now,
      })
      .returning({ id: orders.id })
      .get();
    for (const line of quote.lines) db.insert(orderItems).values({ orderId: id, name: line.name, quantity: line.quantity, pricePaise: line.pricePaise }).run();
    const by: StatusActor = input.source === 'phone' ? 'admin' : 'customer';
    db.insert(orderStatusHistory).values({ orderId: id, status: 'placed', at: now, by, adminId: input.adminId ?? null }).run();

    const code = formatOrderCode(id);
    const answer: PlacedOrder = {
      orderId: code,
      status: 'placed',
      subtotal: quote.subtotalPaise / 100,
      deliveryCharge: quote.deliveryChargePaise / 100,
      totalAmount: quote.totalPaise / 100,
      trackingUrl: `/track/${code}?t=${token}`,
    };
    if (keyName) db.insert(orderRequests).values({ key: keyName, bodyHash, orderId: id, response: JSON.stringify(answer), createdAt: now }).run();
    return { ok: true, status: 201, id, answer, replayed: false };
  }).immediate();
}

export interface TrackingAnswer {
  orderId: string;
  status: OrderStatus;
  fulfilment: 'delivery' | 'pickup';
  items: Array<{ name: string; quantity: number; price: number }>;
  subtotal: number;
  deliveryCharge: number;
  totalAmount: number;
  createdAt: string;
  history: Array<{ status: OrderStatus; at: string; by: StatusActor }>;
  deliveryPerson: { name: string; phone: string | null } | null;
  canCancel: boolean;
}

/** The order behind a tracking link, or null when the id or the secret is wrong (both look the same). */
function findTracked(database: AppDatabase, id: number, token: string) {
  const order = database.db.select().from(orders).where(eq(orders.id, id)).get();
  if (!order?.trackingTokenHash || !token) return null;
  const expected = Buffer.from(order.trackingTokenHash, 'hex');
  const given = Buffer.from(sha256(token), 'hex');
  return crypto.timingSafeEqual(expected, given) ? order : null;
}

function trackingAnswer(database: AppDatabase, order: typeof orders.$inferSelect): TrackingAnswer {
  const { db } = database;
  const items = db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).all();
  const history = db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)).all();
  const rider = order.deliveryPersonId ? db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, order.deliveryPersonId)).get() : undefined;
  return {
    orderId: formatOrderCode(order.id),
    status: order.status,
    fulfilment: order.fulfilment,
    items: items.map((i) => ({ name: i.name, quantity: i.quantity, price: i.pricePaise / 100 })),
    subtotal: order.subtotalPaise / 100,
    deliveryCharge: order.deliveryChargePaise / 100,
    totalAmount: order.totalPaise / 100,
    createdAt: new Date(order.createdAt).toISOString(),
    history: history.map((h) => ({ status: h.status, at: new Date(h.at).toISOString(), by: h.by })),
    deliveryPerson: rider ? { name: rider.name, phone: rider.phone } : order.deliveryPersonName ? { name: order.deliveryPersonName, phone: null } : null,
    canCancel: allowedNextStatuses(order.status).includes('cancelled'),
  };
}

export function getTracking(database: AppDatabase, id: number, token: string): TrackingAnswer | null {
  const order = findTracked(database, id, token);
  return order ? trackingAnswer(database, order) : null;
}

export type CancelResult = { ok: true; answer: TrackingAnswer } | { ok: false; status: 404 | 409; message: string };

/** The customer cancels through their tracking link, while the policy allows (before preparation). */
export function cancelByCustomer(database: AppDatabase, id: number, token: string, now = Date.now()): CancelResult {
  const { db, sqlite } = database;
  return sqlite.transaction((): CancelResult => {
    const order = findTracked(database, id, token);
    if (!order) return { ok: false, status: 404, message: 'Order not found' };
    const refusal = statusChangeError(order.status, 'cancelled');
    if (refusal) return { ok: false, status: 409, message: refusal };
    db.update(orders).set({ status: 'cancelled', updatedAt: now }).where(eq(orders.id, id)).run();
    db.insert(orderStatusHistory).values({ orderId: id, status: 'cancelled', at: now, by: 'customer' }).run();
    return { ok: true, answer: trackingAnswer(database, { ...order, status: 'cancelled', updatedAt: now }) };
  }).immediate();
}
