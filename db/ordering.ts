/**
 * Orders taken from customers: placed on the site (source online) or keyed in by an admin
 * from a phone call (source phone), with the same rules and prices (shared/ordering.ts);
 * followed and cancelled by the customer through the secret in their tracking link.
 */
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { orderItems, orders, orderStatusHistory, users, type OrderSource, type OrderStatus, type StatusActor } from './schema';
import { getOrderContext, storefrontStamp } from './storefront';
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
 * Placing an order is the busiest write: its statements are prepared once per connection
 * (Drizzle built each one again on every call, most of an order's time). Same columns and
 * values as the schema's inserts; the columns left out take their SQL defaults, as Drizzle
 * left them. The commission is the restaurant's rate read in the same statement.
 */
interface PlaceStatements {
  earlier: Database.Statement;
  order: Database.Statement;
  item: Database.Statement;
  history: Database.Statement;
  request: Database.Statement;
}
const placeStatementsOf = new WeakMap<Database.Database, PlaceStatements>();
function placeStatements(sqlite: Database.Database): PlaceStatements {
  let s = placeStatementsOf.get(sqlite);
  if (!s) {
    s = {
      earlier: sqlite.prepare('select body_hash as bodyHash, order_id as orderId, response from order_requests where key = ?'),
      order: sqlite
        .prepare(
          `insert into orders (customer_name, customer_phone, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise,
                               commission_bp, source, fulfilment, village_id, village_name, address, landmark, note, tracking_token_hash, created_at)
           values (@customerName, @customerPhone, @restaurantId, @restaurantName, 'placed', @subtotalPaise, @deliveryChargePaise, @totalPaise,
                   (select commission_bp from restaurants where id = @restaurantId), @source, @fulfilment, @villageId, @villageName, @address, @landmark, @note, @trackingTokenHash, @createdAt)
           returning id`,
        )
        .pluck(),
      item: sqlite.prepare('insert into order_items (order_id, name, quantity, price_paise) values (?, ?, ?, ?)'),
      history: sqlite.prepare(`insert into order_status_history (order_id, status, at, by, admin_id) values (?, 'placed', ?, ?, ?)`),
      request: sqlite.prepare('insert into order_requests (key, body_hash, order_id, response, created_at) values (?, ?, ?, ?, ?)'),
    };
    placeStatementsOf.set(sqlite, s);
  }
  return s;
}

/**
 * Checks, prices and writes an order with its items and first status in one transaction.
 * better-sqlite3 runs the transaction synchronously, so concurrent copies of one key are
 * serialised: the first writes the order and its answer, the others find that answer.
 */
export function placeOrder(database: AppDatabase, input: PlaceOrderInput): PlaceResult {
  const { sqlite } = database;
  const statements = placeStatements(sqlite);
  const now = input.now ?? Date.now();
  const bodyHash = sha256(canonicalJson(input.request));
  const keyName = input.idempotencyKey ? `${input.source}:${input.idempotencyKey}` : null;

  return sqlite.transaction((): PlaceResult => {
    if (keyName) {
      const earlier = statements.earlier.get(keyName) as { bodyHash: string; orderId: number | null; response: string } | undefined;
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
    const id = statements.order.get({
      customerName: quote.customer.name,
      customerPhone: quote.customer.phone,
      restaurantId: context.kitchen.id,
      restaurantName: context.kitchen.name,
      subtotalPaise: quote.subtotalPaise,
      deliveryChargePaise: quote.deliveryChargePaise,
      totalPaise: quote.totalPaise,
      source: input.source,
      fulfilment: quote.fulfilment,
      villageId: quote.village?.id ?? null,
      villageName: quote.village?.name ?? null,
      address: quote.address,
      landmark: quote.landmark,
      note: quote.note,
      trackingTokenHash: sha256(token),
      createdAt: now,
    }) as number;
    for (const line of quote.lines) statements.item.run(id, line.name, line.quantity, line.pricePaise);
    const by: StatusActor = input.source === 'phone' ? 'admin' : 'customer';
    statements.history.run(id, now, by, input.adminId ?? null);

    const code = formatOrderCode(id);
    const answer: PlacedOrder = {
      orderId: code,
      status: 'placed',
      subtotal: quote.subtotalPaise / 100,
      deliveryCharge: quote.deliveryChargePaise / 100,
      totalAmount: quote.totalPaise / 100,
      trackingUrl: `/track/${code}?t=${token}`,
    };
    if (keyName) statements.request.run(keyName, bodyHash, id, JSON.stringify(answer), now);
    return { ok: true, status: 201, id, answer, replayed: false };
  }).immediate();
}

interface Waiting {
  input: PlaceOrderInput;
  resolve: (result: PlaceResult) => void;
  reject: (err: unknown) => void;
}
const waitingOf = new WeakMap<Database.Database, Waiting[]>();

/**
 * placeOrder for concurrent requests: the orders that arrive in the same turn of the event
 * loop are written in one transaction, each in its own savepoint (a nested better-sqlite3
 * transaction), so one order's failure rolls back that order only. A commit's cost is mostly
 * writing the pages it touched (the rightmost pages of the order indexes, the rollup rows,
 * the trigram index), which the orders of one batch share: at 50 concurrent checkouts most of
 * an order's time went to its own commit. Every answer is given after the commit that holds
 * its order, never before, and the orders keep their arrival order (ids and replays alike).
 */
export function placeOrderSoon(database: AppDatabase, input: PlaceOrderInput): Promise<PlaceResult> {
  const { sqlite } = database;
  return new Promise((resolve, reject) => {
    let waiting = waitingOf.get(sqlite);
    if (!waiting) {
      waiting = [];
      waitingOf.set(sqlite, waiting);
      setImmediate(() => writeBatch(database));
    }
    waiting.push({ input, resolve, reject });
  });
}

function writeBatch(database: AppDatabase): void {
  const { sqlite } = database;
  const batch = waitingOf.get(sqlite) ?? [];
  waitingOf.delete(sqlite);
  // Taken between transactions, so the orders of the batch can share the storefront read before it.
  storefrontStamp(sqlite);
  const outcomes: Array<{ ok: true; result: PlaceResult } | { ok: false; err: unknown }> = [];
  try {
    sqlite
      .transaction(() => {
        for (const { input } of batch) {
          try {
            outcomes.push({ ok: true, result: placeOrder(database, input) });
          } catch (err) {
            // Some errors (disk full, I/O) make SQLite roll back the whole transaction: then
            // the batch stops, since later orders would be written outside it.
            if (!sqlite.inTransaction) throw err;
            outcomes.push({ ok: false, err });
          }
        }
      })
      .immediate();
  } catch (err) {
    // The commit itself failed: nothing of the batch was written.
    for (const w of batch) w.reject(err);
    return;
  }
  batch.forEach((w, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) w.resolve(outcome.result);
    else w.reject(outcome.err);
  });
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
  history: Array<{ status: OrderStatus; at: string; by: StatusActor; reason: string | null }>;
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
    history: history.map((h) => ({ status: h.status, at: new Date(h.at).toISOString(), by: h.by, reason: h.reason })),
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
