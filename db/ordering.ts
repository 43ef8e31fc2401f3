/**
 * Orders taken from customers: placed on the site (source online) or keyed in by an admin
 * from a phone call (source phone), with the same rules and prices (shared/ordering.ts);
 * followed and cancelled by the customer through the secret in their tracking link.
 */
import crypto from 'node:crypto';
import { requestHash, sha256 } from './requestHash';
import type Database from 'better-sqlite3';
import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { orderItems, orders, orderStatusHistory, users, type OrderSource, type OrderStatus, type StatusActor } from './schema';
import { getOrderContext, storefrontStamp } from './storefront';
import { formatOrderCode, quoteOrder, type OrderRequest } from '../shared/ordering';
import { allowedNextStatuses, statusChangeError } from '../shared/orderStatus';
import { applyCoupon, COUPON_MESSAGES, isSeveralCodes, normaliseCouponCode, type CouponForOrder } from '../shared/couponRules';
import { istDate } from '../shared/indiaTime';
import { upiLink, upiPayee } from '../shared/upi';
import type { GstMode, HoldReason, PaymentMethod, PaymentStatus } from '../shared/statuses';
import { taxAddedAtPlacing } from '../shared/tax';
import { holdReasonFor, phoneState, restrictionError } from '../shared/trust';
import { getTrustSettings } from './settings';
import { hasTrustedOrder, openStrikes } from './blocklist';
import { itemsSummary } from './orders';
import { issueBill } from './bills';

export interface PlacedOrder {
  orderId: string;
  status: 'placed';
  subtotal: number;
  deliveryCharge: number;
  /** The coupon's discount in rupees (0 without one). */
  discount: number;
  /** GST added on top of the prices (rupees): 0 unless the restaurant's prices exclude it. */
  tax: number;
  totalAmount: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** For UPI: the link that opens the customer's UPI app with the amount and the order number. */
  upiLink?: string;
  /** Held until the customer confirms it (WhatsApp "CONFIRM ORD-…") or the kitchen calls them. */
  toConfirm: boolean;
  holdReason: HoldReason | null;
  trackingUrl: string;
}

export type PlaceResult =
  | { ok: true; status: 201; id: number; answer: PlacedOrder; replayed: boolean }
  | { ok: false; status: 400 | 403 | 409; message: string; errors?: Record<string, string> };

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
  /** The insert of `n` orders in one statement, returning each row's id and tracking hash. */
  orders: (n: number) => Database.Statement;
  item: Database.Statement;
  history: Database.Statement;
  request: Database.Statement;
  coupon: Database.Statement;
  phoneUses: Database.Statement;
  useCoupon: Database.Statement;
  upi: Database.Statement;
  gst: Database.Statement;
}
/** Orders inserted by one statement at most (27 values each, far below SQLite's 32,766). */
const MAX_ROWS = 32;
const ORDER_COLUMNS = `customer_name, customer_phone, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise,
                       commission_bp, source, fulfilment, village_id, village_name, address, landmark, note, tracking_token_hash, created_at,
                       discount_paise, coupon_code, coupon_id, payment_method, payment_status, tax_paise, gst_mode, prices_include_tax, hold_reason, items_summary`;
const ORDER_ROW = `(?, ?, ?, ?, 'placed', ?, ?, ?, (select commission_bp from restaurants where id = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const placeStatementsOf = new WeakMap<Database.Database, PlaceStatements>();
function placeStatements(sqlite: Database.Database): PlaceStatements {
  let s = placeStatementsOf.get(sqlite);
  if (!s) {
    const inserts = new Map<number, Database.Statement>();
    s = {
      earlier: sqlite.prepare('select body_hash as bodyHash, order_id as orderId, response from order_requests where key = ?'),
      orders: (n) => {
        let statement = inserts.get(n);
        if (!statement) {
          statement = sqlite.prepare(`insert into orders (${ORDER_COLUMNS}) values ${Array.from({ length: n }, () => ORDER_ROW).join(', ')} returning id, tracking_token_hash as trackingTokenHash`);
          inserts.set(n, statement);
        }
        return statement;
      },
      item: sqlite.prepare('insert into order_items (order_id, name, name_hi, quantity, price_paise) values (?, ?, ?, ?, ?)'),
      history: sqlite.prepare(`insert into order_status_history (order_id, status, at, by, admin_id) values (?, 'placed', ?, ?, ?)`),
      request: sqlite.prepare('insert into order_requests (key, body_hash, order_id, response, created_at) values (?, ?, ?, ?, ?)'),
      coupon: sqlite.prepare(
        `select id, code, discount, valid_from as validFrom, valid_to as validTo, usage_limit as usageLimit, used, applicable_villages as villages,
                applicable_restaurants as restaurants, status, minimum_order_paise as minimumOrderPaise, per_phone_limit as perPhoneLimit, includes_delivery as includesDelivery
           from coupons where upper(code) = ?`,
      ),
      phoneUses: sqlite.prepare(`select count(*) as n from orders where coupon_id = ? and customer_phone = ? and status != 'cancelled'`),
      useCoupon: sqlite.prepare('update coupons set used = used + 1 where id = ?'),
      upi: sqlite.prepare('select upi_id as upiId, upi_name as upiName, name from restaurants where id = ?'),
      gst: sqlite.prepare('select gst_mode as gstMode, prices_include_tax as pricesIncludeTax from restaurants where id = ?'),
    };
    placeStatementsOf.set(sqlite, s);
  }
  return s;
}

/** An order that passed every check and is ready to be written. */
interface ReadyOrder {
  input: PlaceOrderInput;
  now: number;
  bodyHash: string;
  keyName: string | null;
  restaurantId: number;
  restaurantName: string;
  quote: Extract<ReturnType<typeof quoteOrder>, { ok: true }>['quote'];
  /** The secret of the tracking link; only its hash is stored. */
  token: string;
  trackingTokenHash: string;
  discountPaise: number;
  coupon: { id: number; code: string } | null;
  paymentMethod: PaymentMethod;
  upi: { upiId: string; upiName: string } | null;
  /** The restaurant's GST setting now (kept on the order) and the GST added on top (0 unless regular and tax-exclusive). */
  gstMode: GstMode;
  pricesIncludeTax: boolean;
  taxPaise: number;
  holdReason: HoldReason | null;
}

/**
 * Coupon uses counted within one transaction before they are written (a batch prepares all
 * its orders first): `c:<coupon id>` and `p:<coupon id>:<phone>`.
 */
type PendingUses = Map<string, number>;
const bump = (uses: PendingUses, key: string) => uses.set(key, (uses.get(key) ?? 0) + 1);

/** The coupon of an order, checked against every rule, or the reason it is refused (400 on couponCode). */
function couponFor(statements: PlaceStatements, code: string, quote: ReadyOrder['quote'], restaurantName: string, now: number, pending: PendingUses) {
  const refuse = (message: string) => ({ ok: false as const, status: 400 as const, message, errors: { couponCode: message } });
  if (isSeveralCodes(code)) return refuse(COUPON_MESSAGES.one);
  const row = statements.coupon.get(normaliseCouponCode(code)) as (Omit<CouponForOrder, 'applicableVillages' | 'applicableRestaurants' | 'includesDelivery'> & { villages: string; restaurants: string; includesDelivery: number }) | undefined;
  if (!row) return refuse(COUPON_MESSAGES.unknown);
  const coupon: CouponForOrder = { ...row, applicableVillages: JSON.parse(row.villages) as string[], applicableRestaurants: JSON.parse(row.restaurants) as string[], includesDelivery: row.includesDelivery === 1 };
  coupon.used += pending.get(`c:${coupon.id}`) ?? 0;
  const phoneUses = (statements.phoneUses.get(coupon.id, quote.customer.phone) as { n: number }).n + (pending.get(`p:${coupon.id}:${quote.customer.phone}`) ?? 0);
  const result = applyCoupon(coupon, {
    subtotalPaise: quote.subtotalPaise,
    deliveryChargePaise: quote.deliveryChargePaise,
    villageName: quote.village?.name ?? null,
    restaurantName,
    today: istDate(now),
    phoneUses,
  });
  if (!result.ok) return refuse(result.message);
  bump(pending, `c:${coupon.id}`);
  bump(pending, `p:${coupon.id}:${quote.customer.phone}`);
  return { ok: true as const, id: coupon.id, code: coupon.code.toUpperCase(), discountPaise: result.discountPaise };
}

/**
 * What an order costs, from the storefront's prices: its lines, delivery, coupon and GST added
 * on top; or why it cannot be placed (closed, a dish gone, no UPI, a refused coupon). Reads only.
 */
function priceOrder(database: AppDatabase, statements: PlaceStatements, request: OrderRequest, now: number, pending: PendingUses) {
  const context = getOrderContext(database);
  if (!context) return { ok: false as const, status: 409 as const, message: 'Online ordering is not open yet: no kitchen sells on the site' };
  const result = quoteOrder(request, context.kitchen, context.dishes, context.areas, now);
  if (!result.ok) return result;
  const paymentMethod: PaymentMethod = request.paymentMethod === 'upi' ? 'upi' : 'cash';
  let upi: ReadyOrder['upi'] = null;
  if (paymentMethod === 'upi') {
    const payee = upiPayee(statements.upi.get(context.kitchen.id) as { upiId: string | null; upiName: string | null; name: string });
    if (!payee) {
      const message = 'This kitchen does not take UPI yet: choose cash';
      return { ok: false as const, status: 409 as const, message, errors: { paymentMethod: message } };
    }
    upi = payee;
  }
  const code = (request.couponCode ?? '').trim();
  let coupon: ReadyOrder['coupon'] = null;
  let discountPaise = 0;
  if (code) {
    const applied = couponFor(statements, code, result.quote, context.kitchen.name, now, pending);
    if (!applied.ok) return applied;
    coupon = { id: applied.id, code: applied.code };
    discountPaise = applied.discountPaise;
  }
  const gst = statements.gst.get(context.kitchen.id) as { gstMode: GstMode; pricesIncludeTax: number };
  const pricesIncludeTax = gst.pricesIncludeTax === 1;
  // GST on the whole supply: the food after the discount, and the delivery charge (docs/api.md).
  const taxPaise = taxAddedAtPlacing(gst.gstMode, pricesIncludeTax, result.quote.totalPaise - discountPaise);
  return { ok: true as const, context, result, paymentMethod, upi, coupon, discountPaise, gst, pricesIncludeTax, taxPaise };
}

export type OrderQuote = { subtotal: number; deliveryCharge: number; discount: number; tax: number; totalAmount: number };

/** The money of an order as it would be placed now, without storing anything: the checkout shows it before the tap. */
export function quoteOrderTotals(database: AppDatabase, request: OrderRequest, now = Date.now()): { ok: true; quote: OrderQuote } | Extract<PlaceResult, { ok: false }> {
  const priced = priceOrder(database, placeStatements(database.sqlite), request, now, new Map());
  if (!priced.ok) return priced;
  const { quote } = priced.result;
  return {
    ok: true,
    quote: {
      subtotal: quote.subtotalPaise / 100,
      deliveryCharge: quote.deliveryChargePaise / 100,
      discount: priced.discountPaise / 100,
      tax: priced.taxPaise / 100,
      totalAmount: (quote.totalPaise - priced.discountPaise + priced.taxPaise) / 100,
    },
  };
}

/**
 * Everything before the write: the replay of an earlier answer for the same Idempotency-Key
 * (or 409 for another body under it), the storefront's checks and prices. Reads only; inside
 * the caller's transaction, so what it read is still true when the order is written.
 */
function prepareOrder(database: AppDatabase, statements: PlaceStatements, input: PlaceOrderInput, pending: PendingUses = new Map()): PlaceResult | ReadyOrder {
  const now = input.now ?? Date.now();
  const bodyHash = requestHash(input.request);
  const keyName = input.idempotencyKey ? `${input.source}:${input.idempotencyKey}` : null;
  if (keyName) {
    const earlier = statements.earlier.get(keyName) as { bodyHash: string; orderId: number | null; response: string } | undefined;
    if (earlier) {
      if (earlier.bodyHash !== bodyHash) return { ok: false, status: 409, message: 'This Idempotency-Key was already used for a different order' };
      return { ok: true, status: 201, id: earlier.orderId ?? 0, answer: JSON.parse(earlier.response) as PlacedOrder, replayed: true };
    }
  }
  const priced = priceOrder(database, statements, input.request, now, pending);
  if (!priced.ok) return priced;
  const { context, result, paymentMethod, upi, coupon, discountPaise, gst, pricesIncludeTax, taxPaise } = priced;
  // A number with the owner's number of strikes orders with UPI paid first, or not at all.
  const phone = result.quote.customer.phone;
  const settings = getTrustSettings(database);
  const state = phoneState(openStrikes(database, phone), settings);
  const refusal = restrictionError(state, paymentMethod);
  if (refusal) return { ok: false, status: 403, message: refusal.message, errors: { [refusal.field]: refusal.message } };
  // An admin keying in a phone order has just spoken to the customer: only the site's orders are held.
  // The cash limit is on what the customer hands over, GST added on top included.
  const holdReason =
    input.source === 'online'
      ? holdReasonFor(settings, { paymentMethod, totalPaise: result.quote.totalPaise - discountPaise + taxPaise, hasTrustedOrder: hasTrustedOrder(database, phone), state })
      : null;
  const token = crypto.randomBytes(18).toString('base64url');
  return {
    input, now, bodyHash, keyName, restaurantId: context.kitchen.id, restaurantName: context.kitchen.name, quote: result.quote, token, trackingTokenHash: sha256(token),
    discountPaise, coupon, paymentMethod, upi, gstMode: gst.gstMode, pricesIncludeTax, taxPaise, holdReason,
  };
}

/**
 * A UPI order waits for its money, except one that costs nothing (a coupon for the whole bill):
 * no UPI app pays ₹0, so it is paid the moment it is placed.
 */
function paymentStatusAtPlacing(order: ReadyOrder): PaymentStatus {
  if (order.paymentMethod === 'cash') return 'cash_on_delivery';
  return order.quote.totalPaise - order.discountPaise + order.taxPaise > 0 ? 'awaiting_upi' : 'paid';
}

/** The order row's values, in the column order of ORDER_COLUMNS. */
function orderValues(order: ReadyOrder): unknown[] {
  const { quote } = order;
  return [
    quote.customer.name,
    quote.customer.phone,
    order.restaurantId,
    order.restaurantName,
    quote.subtotalPaise,
    quote.deliveryChargePaise,
    quote.totalPaise - order.discountPaise + order.taxPaise,
    order.restaurantId,
    order.input.source,
    quote.fulfilment,
    quote.village?.id ?? null,
    quote.village?.name ?? null,
    quote.address,
    quote.landmark,
    quote.note,
    order.trackingTokenHash,
    order.now,
    order.discountPaise,
    order.coupon?.code ?? null,
    order.coupon?.id ?? null,
    order.paymentMethod,
    paymentStatusAtPlacing(order),
    order.taxPaise,
    order.gstMode,
    order.pricesIncludeTax ? 1 : 0,
    order.holdReason,
    itemsSummary(quote.lines),
  ];
}

/** The order's items, first status and stored answer, once its row has its id. */
function finishOrder(database: AppDatabase, statements: PlaceStatements, order: ReadyOrder, id: number): PlaceResult {
  const { quote, input } = order;
  for (const line of quote.lines) statements.item.run(id, line.name, line.nameHi, line.quantity, line.pricePaise);
  // The bill (number and register row) in the order's own transaction, once its lines are written.
  issueBill(database, id);
  const by: StatusActor = input.source === 'phone' ? 'admin' : 'customer';
  statements.history.run(id, order.now, by, input.adminId ?? null);
  if (order.coupon) statements.useCoupon.run(order.coupon.id);
  const code = formatOrderCode(id);
  const totalPaise = quote.totalPaise - order.discountPaise + order.taxPaise;
  const answer: PlacedOrder = {
    orderId: code,
    status: 'placed',
    subtotal: quote.subtotalPaise / 100,
    deliveryCharge: quote.deliveryChargePaise / 100,
    discount: order.discountPaise / 100,
    tax: order.taxPaise / 100,
    totalAmount: totalPaise / 100,
    paymentMethod: order.paymentMethod,
    paymentStatus: paymentStatusAtPlacing(order),
    ...(order.upi && totalPaise > 0 ? { upiLink: upiLink({ ...order.upi, amountPaise: totalPaise, orderCode: code }) } : {}),
    toConfirm: order.holdReason !== null,
    holdReason: order.holdReason,
    trackingUrl: `/track/${code}?t=${order.token}`,
  };
  if (order.keyName) statements.request.run(order.keyName, order.bodyHash, id, JSON.stringify(answer), order.now);
  return { ok: true, status: 201, id, answer, replayed: false };
}

/**
 * Checks, prices and writes an order with its items and first status in one transaction.
 * better-sqlite3 runs the transaction synchronously, so concurrent copies of one key are
 * serialised: the first writes the order and its answer, the others find that answer.
 */
export function placeOrder(database: AppDatabase, input: PlaceOrderInput): PlaceResult {
  const { sqlite } = database;
  const statements = placeStatements(sqlite);
  return sqlite.transaction((): PlaceResult => {
    const ready = prepareOrder(database, statements, input);
    if ('ok' in ready) return ready;
    const id = statements.orders(1).get(...orderValues(ready)) as { id: number };
    return finishOrder(database, statements, ready, id.id);
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
 * loop are written in one transaction and answered after its commit, never before. A
 * commit's cost is mostly writing the pages it touched (the rightmost pages of the order
 * indexes, the rollup rows, the trigram index), which the orders of one batch share.
 *
 * The batch's orders are inserted with one multi-row statement (up to MAX_ROWS at a time),
 * then their items, first statuses and stored answers. The order insert feeds the full-text
 * index (a trigger), and FTS5 writes what it holds as a new index segment at every
 * statement savepoint that follows (every later insert with a trigger or a foreign key
 * opens one): one statement per order made a segment, and the merges of those segments,
 * per order — three quarters of an order's time on a million orders. One statement for the
 * batch makes one segment per batch.
 *
 * The checks (idempotency, storefront, prices) run first, in the transaction, so a refused
 * order writes nothing. Copies of one Idempotency-Key within a batch get the first one's
 * answer (or 409 for another body), as they would one after the other. Should the write
 * itself fail (a constraint, say), the whole transaction rolls back and the batch is written
 * again one order per savepoint, so that only the failing order fails. Orders keep their
 * arrival order (ids and replays alike).
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

type Outcome = { ok: true; result: PlaceResult } | { ok: false; err: unknown };

/** The whole batch in one transaction, its orders inserted together. Throws when any write fails (the transaction then rolls back). */
function writeTogether(database: AppDatabase, batch: Waiting[]): Outcome[] {
  const statements = placeStatements(database.sqlite);
  const results: Array<PlaceResult | undefined> = new Array(batch.length);
  const ready: Array<{ index: number; order: ReadyOrder }> = [];
  // Keys accepted earlier in this batch, and the copies that replay them.
  const firstOfKey = new Map<string, { index: number; bodyHash: string }>();
  const copies: Array<{ index: number; of: number }> = [];
  const pending: PendingUses = new Map();
  batch.forEach(({ input }, index) => {
    const prepared = prepareOrder(database, statements, input, pending);
    if ('ok' in prepared) {
      results[index] = prepared;
      return;
    }
    const first = prepared.keyName ? firstOfKey.get(prepared.keyName) : undefined;
    if (first) {
      if (first.bodyHash !== prepared.bodyHash) results[index] = { ok: false, status: 409, message: 'This Idempotency-Key was already used for a different order' };
      else copies.push({ index, of: first.index });
      return;
    }
    if (prepared.keyName) firstOfKey.set(prepared.keyName, { index, bodyHash: prepared.bodyHash });
    ready.push({ index, order: prepared });
  });
  for (let from = 0; from < ready.length; from += MAX_ROWS) {
    const chunk = ready.slice(from, from + MAX_ROWS);
    const rows = statements.orders(chunk.length).all(...chunk.flatMap(({ order }) => orderValues(order))) as Array<{ id: number; trackingTokenHash: string }>;
    // RETURNING's row order is not promised: each row is matched by its tracking hash (unique per order).
    const idOf = new Map(rows.map((r) => [r.trackingTokenHash, r.id]));
    for (const { index, order } of chunk) {
      const id = idOf.get(order.trackingTokenHash);
      if (id === undefined) throw new Error('an inserted order did not come back from RETURNING');
      results[index] = finishOrder(database, statements, order, id);
    }
  }
  for (const { index, of } of copies) {
    const first = results[of] as Extract<PlaceResult, { ok: true }>;
    results[index] = { ok: true, status: 201, id: first.id, answer: first.answer, replayed: true };
  }
  return results.map((result) => ({ ok: true, result: result! }));
}

/** The batch one order per savepoint: one order's failure rolls back that order only. */
function writeOneByOne(database: AppDatabase, batch: Waiting[]): Outcome[] {
  const { sqlite } = database;
  const outcomes: Outcome[] = [];
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
  return outcomes;
}

function writeBatch(database: AppDatabase): void {
  const { sqlite } = database;
  const batch = waitingOf.get(sqlite) ?? [];
  waitingOf.delete(sqlite);
  // Taken between transactions, so the orders of the batch can share the storefront read before it.
  storefrontStamp(sqlite);
  let outcomes: Outcome[];
  try {
    try {
      outcomes = sqlite.transaction(() => writeTogether(database, batch)).immediate();
    } catch {
      // Rolled back as a whole: written again so that only what fails fails.
      outcomes = sqlite.transaction(() => writeOneByOne(database, batch)).immediate();
    }
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
  readyAt: string | null;
  fulfilment: 'delivery' | 'pickup';
  items: Array<{ name: string; nameHi: string | null; quantity: number; price: number }>;
  subtotal: number;
  deliveryCharge: number;
  discount: number;
  couponCode: string | null;
  tax: number;
  totalAmount: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** While a UPI order awaits its payment: the link (or its QR) to pay with. */
  upiLink?: string;
  /** Held until confirmed: the page offers "Confirm on WhatsApp" (CONFIRM ORD-…). */
  toConfirm: boolean;
  holdReason: HoldReason | null;
  createdAt: string;
  history: Array<{ status: OrderStatus; at: string; by: StatusActor; reason: string | null }>;
  deliveryPerson: { name: string; phone: string | null } | null;
  canCancel: boolean;
}

/** The order behind a tracking link, or null when the id or the secret is wrong (both look the same). */
export function findTracked(database: AppDatabase, id: number, token: string) {
  const order = database.db.select().from(orders).where(eq(orders.id, id)).get();
  if (!order?.trackingTokenHash || !token) return null;
  const expected = Buffer.from(order.trackingTokenHash, 'hex');
  const given = Buffer.from(sha256(token), 'hex');
  return crypto.timingSafeEqual(expected, given) ? order : null;
}

/** The UPI link of an order (its total, its number) to its restaurant's UPI ID, or null when the restaurant has none now. */
export function orderUpiLink(database: AppDatabase, order: { id: number; restaurantId: number; totalPaise: number }): string | null {
  const row = placeStatements(database.sqlite).upi.get(order.restaurantId) as { upiId: string | null; upiName: string | null; name: string } | undefined;
  const payee = row ? upiPayee(row) : null;
  return payee ? upiLink({ ...payee, amountPaise: order.totalPaise, orderCode: formatOrderCode(order.id) }) : null;
}

function trackingAnswer(database: AppDatabase, order: typeof orders.$inferSelect): TrackingAnswer {
  const { db } = database;
  const items = db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).all();
  const history = db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)).all();
  const rider = order.deliveryPersonId ? db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, order.deliveryPersonId)).get() : undefined;
  const link = order.paymentStatus === 'awaiting_upi' ? orderUpiLink(database, order) : null;
  return {
    orderId: formatOrderCode(order.id),
    status: order.status,
    readyAt: order.readyAt == null ? null : new Date(order.readyAt).toISOString(),
    fulfilment: order.fulfilment,
    items: items.map((i) => ({ name: i.name, nameHi: i.nameHi, quantity: i.quantity, price: i.pricePaise / 100 })),
    subtotal: order.subtotalPaise / 100,
    deliveryCharge: order.deliveryChargePaise / 100,
    discount: order.discountPaise / 100,
    couponCode: order.couponCode,
    tax: order.taxPaise / 100,
    totalAmount: order.totalPaise / 100,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    ...(link ? { upiLink: link } : {}),
    toConfirm: order.holdReason !== null && order.confirmedAt === null && order.status !== 'cancelled',
    holdReason: order.holdReason,
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
