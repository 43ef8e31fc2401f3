/**
 * Orders taken from customers: placed on the site (source online) or keyed in by staff (source
 * phone: the owner from a phone call or at the counter, the kitchen in its app), with the same
 * rules and prices (shared/ordering.ts).
 */
import crypto from 'node:crypto';
import { requestHash, sha256 } from '../requestHash';
import type { AppDatabase } from '../client';
import type { OrderSource, StatusActor } from '../schema';
import { getKitchenOrderContext, getOrderContext, type StorefrontKitchen } from '../storefront';
import { preparedOnce } from '../statements';
import { formatOrderCode, quoteOrder, type OrderRequest } from '../../shared/ordering';
import { MAX_DAYS_AHEAD, nextSlotStart, orderableSlots, slotFullMessage, slotStart } from '../../shared/scheduling';
import type { PlacedOrder } from '../../shared/api/ordering';
import {
  applyCoupon,
  COUPON_MESSAGES,
  isSeveralCodes,
  normaliseCouponCode,
  type CouponForOrder,
} from '../../shared/couponRules';
import { istDate } from '../../shared/indiaTime';
import { upiLink, upiPayee } from '../../shared/upi';
import type { GstMode, HoldReason, PaymentMethod, PaymentStatus } from '../../shared/statuses';
import { taxAddedAtPlacing } from '../../shared/tax';
import { holdReasonFor, restrictionError } from '../../shared/trust';
import { getTrustSettings } from '../settings';
import { hasTrustedOrder, phoneStanding } from '../blocklist';
import { itemsSummary } from './row';
import { Refusal } from '../../shared/refusal';
import { issueBill } from '../bills';
import { takePortions } from './portions';
import { resetPortionsAtOpening } from '../kitchens';

export type { PlacedOrder };

/** A placed order: its id and answer, or the answer of the earlier order placed under the same Idempotency-Key. */
export type PlaceResult = { id: number; answer: PlacedOrder; replayed: boolean };

export interface PlaceOrderInput {
  request: OrderRequest;
  source: Extract<OrderSource, 'online' | 'phone'>;
  /** The client's Idempotency-Key; a second request with it answers the first answer. */
  idempotencyKey?: string;
  /** The admin keying in a phone order. */
  adminId?: number | null;
  /**
   * Who keyed in an order of source phone, as its history's first entry says: the owner at the
   * admin (the default) or the kitchen in its app (a round or a walk-in at its counter).
   */
  keyedBy?: Extract<StatusActor, 'admin' | 'vendor'>;
  /**
   * A walk-in at one restaurant's counter, keyed in by its kitchen: priced from that restaurant's
   * menu rather than the storefront's (an order of the site is always the storefront's).
   */
  atCounter?: { restaurantId: number };
  now?: number;
  /**
   * A round of the dining hall, ordered at a table of a restaurant (db/tables.ts): priced from that
   * restaurant's menu, never held, and billed when the sitting closes (no bill of its own).
   * `openSitting` gives the table's open sitting, opening one, inside the order's transaction.
   */
  atTable?: { tableId: number; restaurantId: number; openSitting: (now: number) => number };
}

const PLACED_COLUMNS = `customer_name, customer_phone, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise,
                       commission_bp, source, fulfilment, village_id, village_name, address, landmark, note, tracking_token_hash, created_at,
                       discount_paise, coupon_code, coupon_id, payment_method, payment_status, tax_paise, gst_mode, prices_include_tax, hold_reason, items_summary,
                       scheduled_for, ring_at, rung_at`;

/** An order's statements; the commission is the restaurant's rate, read in the insert itself. */
const placeStatements = preparedOnce((sqlite) => ({
  earlier: sqlite.prepare(
    'select body_hash as bodyHash, order_id as orderId, response from order_requests where key = ?',
  ),
  order: sqlite
    .prepare(
      `insert into orders (${PLACED_COLUMNS}) values (?, ?, ?, ?, 'placed', ?, ?, ?, (select commission_bp from restaurants where id = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    )
    .pluck(),
  item: sqlite.prepare(
    'insert into order_items (order_id, name, name_hi, quantity, price_paise, portions_of) values (?, ?, ?, ?, ?, ?)',
  ),
  // An order's lines keep the dish's name, not its row (as ratings read them): the dish is the restaurant's dish of that name now.
  history: sqlite.prepare(
    `insert into order_status_history (order_id, status, at, by, admin_id) values (?, 'placed', ?, ?, ?)`,
  ),
  seat: sqlite.prepare('update orders set table_id = ?, sitting_id = ? where id = ?'),
  request: sqlite.prepare(
    'insert into order_requests (key, body_hash, order_id, response, created_at) values (?, ?, ?, ?, ?)',
  ),
  coupon: sqlite.prepare(
    `select id, code, discount, valid_from as validFrom, valid_to as validTo, usage_limit as usageLimit, used, applicable_villages as villages,
            applicable_restaurants as restaurants, status, minimum_order_paise as minimumOrderPaise, per_phone_limit as perPhoneLimit, includes_delivery as includesDelivery
       from coupons where upper(code) = ?`,
  ),
  phoneUses: sqlite
    .prepare(`select count(*) from orders where coupon_id = ? and customer_phone = ? and status != 'cancelled'`)
    .pluck(),
  useCoupon: sqlite.prepare('update coupons set used = used + 1 where id = ?'),
  upi: sqlite.prepare('select upi_id as upiId, upi_name as upiName, name from restaurants where id = ?'),
  gst: sqlite.prepare(
    'select gst_mode as gstMode, prices_include_tax as pricesIncludeTax from restaurants where id = ?',
  ),
  // The orders counted against the cap per slot, by the time each is due (orders_restaurant_due_idx).
  dueTimes: sqlite
    .prepare(
      `select coalesce(scheduled_for, created_at) from orders
      where restaurant_id = ? and coalesce(scheduled_for, created_at) >= ? and coalesce(scheduled_for, created_at) < ? and status != 'cancelled'`,
    )
    .pluck(),
}));
type PlaceStatements = ReturnType<typeof placeStatements>;

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
  /** An order for later is rung for at its time less the kitchen's lead time (null: placed for now). */
  ringAt: number | null;
}

/** The coupon of an order, checked against every rule; refused (invalid, on couponCode) with the reason. */
function couponFor(
  statements: PlaceStatements,
  code: string,
  quote: ReadyOrder['quote'],
  restaurantName: string,
  now: number,
) {
  const refuse = (message: string) => new Refusal('invalid', message, 'couponCode');
  if (isSeveralCodes(code)) throw refuse(COUPON_MESSAGES.one);
  const row = statements.coupon.get(normaliseCouponCode(code)) as
    | (Omit<CouponForOrder, 'applicableVillages' | 'applicableRestaurants' | 'includesDelivery'> & {
        villages: string;
        restaurants: string;
        includesDelivery: number;
      })
    | undefined;
  if (!row) throw refuse(COUPON_MESSAGES.unknown);
  const coupon: CouponForOrder = {
    ...row,
    applicableVillages: JSON.parse(row.villages) as string[],
    applicableRestaurants: JSON.parse(row.restaurants) as string[],
    includesDelivery: row.includesDelivery === 1,
  };
  const phoneUses = statements.phoneUses.get(coupon.id, quote.customer.phone) as number;
  const result = applyCoupon(coupon, {
    subtotalPaise: quote.subtotalPaise,
    deliveryChargePaise: quote.deliveryChargePaise,
    villageName: quote.village?.name ?? null,
    restaurantName,
    today: istDate(now),
    phoneUses,
  });
  if (!result.ok) throw refuse(result.message);
  return { id: coupon.id, code: coupon.code.toUpperCase(), discountPaise: result.discountPaise };
}

/**
 * The cap per slot: nothing while the order's slot (the slot of now, or of its scheduled time) has
 * room, else a conflict with the start of the next slot that has room, at least the lead time ahead
 * and inside the hours (null when none has in the next days). Orders are counted in the slot of
 * the time they are due; cancelled ones do not count. Reads only: placing runs it inside the
 * order's immediate transaction, so two checkouts cannot both take a slot's last place.
 */
function checkSlotRoom(
  statements: PlaceStatements,
  kitchen: StorefrontKitchen,
  scheduledFor: number | null,
  now: number,
): void {
  const cap = kitchen.maxOrdersPerSlot;
  if (cap === null) return;
  const slot = slotStart(scheduledFor ?? now, kitchen.slotMinutes);
  const dueBetween = (from: number, to: number) => statements.dueTimes.all(kitchen.id, from, to) as number[];
  if (dueBetween(slot, nextSlotStart(slot, kitchen.slotMinutes)).length < cap) return;
  // One read for the days ahead, then counted per slot here.
  const taken = new Map<number, number>();
  for (const due of dueBetween(slot, now + (MAX_DAYS_AHEAD + 1) * 86_400_000)) {
    const start = slotStart(due, kitchen.slotMinutes);
    taken.set(start, (taken.get(start) ?? 0) + 1);
  }
  let next: number | null = null;
  for (const start of orderableSlots(kitchen, now, slot)) {
    if ((taken.get(start) ?? 0) < cap) {
      next = start;
      break;
    }
  }
  throw new Refusal('conflict', slotFullMessage(next, now), undefined, {
    nextSlotAt: next === null ? null : new Date(next).toISOString(),
  });
}

/**
 * What an order costs, from the storefront's prices: its lines, delivery, coupon and GST added
 * on top; or refused with why it cannot be placed (closed, a dish gone, no UPI, a refused coupon). Reads only.
 */
function priceOrder(
  database: AppDatabase,
  statements: PlaceStatements,
  request: OrderRequest,
  now: number,
  atTable?: PlaceOrderInput['atTable'],
  atCounter?: PlaceOrderInput['atCounter'],
) {
  const restaurantId = atTable?.restaurantId ?? atCounter?.restaurantId;
  const context =
    restaurantId === undefined ? getOrderContext(database) : getKitchenOrderContext(database, restaurantId);
  if (!context) throw new Refusal('conflict', 'Online ordering is not open yet: no kitchen sells on the site');
  const result = quoteOrder(request, context.kitchen, context.dishes, context.areas, now, atTable !== undefined);
  if (!result.ok) throw new Refusal(result.kind, result.message, result.errors);
  checkSlotRoom(statements, context.kitchen, result.quote.scheduledFor, now);
  const paymentMethod: PaymentMethod = request.paymentMethod === 'upi' ? 'upi' : 'cash';
  let upi: ReadyOrder['upi'] = null;
  if (paymentMethod === 'upi') {
    const payee = upiPayee(
      statements.upi.get(context.kitchen.id) as { upiId: string | null; upiName: string | null; name: string },
    );
    if (!payee) {
      throw new Refusal('conflict', 'This kitchen does not take UPI yet: choose cash', 'paymentMethod');
    }
    upi = payee;
  }
  const code = (request.couponCode ?? '').trim();
  let coupon: ReadyOrder['coupon'] = null;
  let discountPaise = 0;
  if (code) {
    const applied = couponFor(statements, code, result.quote, context.kitchen.name, now);
    coupon = { id: applied.id, code: applied.code };
    discountPaise = applied.discountPaise;
  }
  const gst = statements.gst.get(context.kitchen.id) as { gstMode: GstMode; pricesIncludeTax: number };
  const pricesIncludeTax = gst.pricesIncludeTax === 1;
  // GST on the whole supply: the food after the discount, and the delivery charge (docs/api.md).
  const taxPaise = taxAddedAtPlacing(gst.gstMode, pricesIncludeTax, result.quote.totalPaise - discountPaise);
  return { context, quote: result.quote, paymentMethod, upi, coupon, discountPaise, gst, pricesIncludeTax, taxPaise };
}

export type OrderQuote = {
  subtotal: number;
  deliveryCharge: number;
  discount: number;
  tax: number;
  totalAmount: number;
};

/** The money of an order as it would be placed now, without storing anything: the checkout shows it before the tap. */
export function quoteOrderTotals(database: AppDatabase, request: OrderRequest, now = Date.now()): OrderQuote {
  const { quote, discountPaise, taxPaise } = priceOrder(database, placeStatements(database), request, now);
  return {
    subtotal: quote.subtotalPaise / 100,
    deliveryCharge: quote.deliveryChargePaise / 100,
    discount: discountPaise / 100,
    tax: taxPaise / 100,
    totalAmount: (quote.totalPaise - discountPaise + taxPaise) / 100,
  };
}

/**
 * Everything before the write: the replay of an earlier answer for the same Idempotency-Key
 * (refused for another body under it), the storefront's checks and prices. Reads only; inside
 * the caller's transaction, so what it read is still true when the order is written.
 */
function prepareOrder(
  database: AppDatabase,
  statements: PlaceStatements,
  input: PlaceOrderInput,
): { replay: PlaceResult } | { ready: ReadyOrder } {
  const now = input.now ?? Date.now();
  const bodyHash = requestHash(input.request);
  const keyName = input.idempotencyKey ? `${input.source}:${input.idempotencyKey}` : null;
  if (keyName) {
    const earlier = statements.earlier.get(keyName) as
      { bodyHash: string; orderId: number | null; response: string } | undefined;
    if (earlier) {
      if (earlier.bodyHash !== bodyHash)
        throw new Refusal('conflict', 'This Idempotency-Key was already used for a different order');
      return {
        replay: { id: earlier.orderId ?? 0, answer: JSON.parse(earlier.response) as PlacedOrder, replayed: true },
      };
    }
  }
  const { context, quote, paymentMethod, upi, coupon, discountPaise, gst, pricesIncludeTax, taxPaise } = priceOrder(
    database,
    statements,
    input.request,
    now,
    input.atTable,
    input.atCounter,
  );
  // A number with the owner's number of strikes orders with UPI paid first, or not at all.
  const phone = quote.customer.phone;
  const settings = getTrustSettings(database);
  const state = phoneStanding(database, phone, settings);
  const refusal = restrictionError(state, paymentMethod);
  if (refusal) throw new Refusal('forbidden', refusal.message, refusal.field);
  // An admin keying in a phone order has just spoken to the customer: only the site's orders are held.
  // The cash limit is on what the customer hands over, GST added on top included.
  // A guest at a table is in the room: a round is never held.
  const holdReason =
    input.source === 'online' && !input.atTable
      ? holdReasonFor(settings, {
          paymentMethod,
          totalPaise: quote.totalPaise - discountPaise + taxPaise,
          hasTrustedOrder: hasTrustedOrder(database, phone),
          state,
        })
      : null;
  const token = crypto.randomBytes(18).toString('base64url');
  const ready: ReadyOrder = {
    input,
    now,
    bodyHash,
    keyName,
    restaurantId: context.kitchen.id,
    restaurantName: context.kitchen.name,
    quote,
    token,
    trackingTokenHash: sha256(token),
    discountPaise,
    coupon,
    paymentMethod,
    upi,
    gstMode: gst.gstMode,
    pricesIncludeTax,
    taxPaise,
    holdReason,
    ringAt: quote.scheduledFor === null ? null : quote.scheduledFor - context.kitchen.leadMinutes * 60_000,
  };
  return { ready };
}

/**
 * A UPI order waits for its money, except one that costs nothing (a coupon for the whole bill):
 * no UPI app pays ₹0, so it is paid the moment it is placed.
 */
function paymentStatusAtPlacing(order: ReadyOrder): PaymentStatus {
  if (order.paymentMethod === 'cash') return 'cash_on_delivery';
  return order.quote.totalPaise - order.discountPaise + order.taxPaise > 0 ? 'awaiting_upi' : 'paid';
}

/** The order row's values, in the column order of PLACED_COLUMNS. */
function orderValues(order: ReadyOrder): unknown[] {
  const { quote } = order;
  return [
    quote.customer.name,
    quote.customer.phone || null,
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
    quote.scheduledFor,
    order.ringAt,
    // Due to ring already (its time is just the lead time away): rung as it is placed.
    order.ringAt !== null && order.ringAt <= order.now ? order.now : null,
  ];
}

/** The order's items, first status and stored answer, once its row has its id. */
function finishOrder(
  database: AppDatabase,
  statements: PlaceStatements,
  order: ReadyOrder,
  id: number,
  counted: Set<number>,
): PlaceResult {
  const { quote, input } = order;
  for (const line of quote.lines)
    statements.item.run(
      id,
      line.name,
      line.nameHi,
      line.quantity,
      line.pricePaise,
      counted.has(line.dishId) ? line.dishId : null,
    );
  // The bill (number and register row) in the order's own transaction, once its lines are written;
  // a round of a table is billed with its whole sitting when the table is closed.
  if (input.atTable) statements.seat.run(input.atTable.tableId, input.atTable.openSitting(order.now), id);
  else issueBill(database, id);
  const by: StatusActor = input.source === 'phone' ? (input.keyedBy ?? 'admin') : 'customer';
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
    ...(order.upi && totalPaise > 0
      ? { upiLink: upiLink({ ...order.upi, amountPaise: totalPaise, orderCode: code }) }
      : {}),
    toConfirm: order.holdReason !== null,
    holdReason: order.holdReason,
    scheduledFor: quote.scheduledFor === null ? null : new Date(quote.scheduledFor).toISOString(),
    trackingUrl: `/track/${code}?t=${order.token}`,
  };
  if (order.keyName) statements.request.run(order.keyName, order.bodyHash, id, JSON.stringify(answer), order.now);
  return { id, answer, replayed: false };
}

/**
 * Checks, prices and writes an order with its items, bill and first status in one transaction,
 * in the request. better-sqlite3 runs the transaction synchronously, so concurrent copies of
 * one Idempotency-Key are serialised: the first writes the order and its answer, the others
 * find that answer. The checks run first, inside it, so a refused order writes nothing and
 * what they read is still true when the order is written.
 */
export function placeOrder(database: AppDatabase, input: PlaceOrderInput): PlaceResult {
  const statements = placeStatements(database);
  return database.sqlite
    .transaction((): PlaceResult => {
      resetPortionsAtOpening(database, input.now ?? Date.now());
      const prepared = prepareOrder(database, statements, input);
      if ('replay' in prepared) return prepared.replay;
      const { ready } = prepared;
      // The plates first: refused for a dish with too few left, the order is never written.
      const counted = takePortions(database, ready.quote.lines, ready.now);
      const id = statements.order.get(...orderValues(ready)) as number;
      return finishOrder(database, statements, ready, id, counted);
    })
    .immediate();
}

/** The UPI link of an order (its total, its number) to its restaurant's UPI ID, or null when the restaurant has none now. */
export function orderUpiLink(
  database: AppDatabase,
  order: { id: number; restaurantId: number; totalPaise: number },
): string | null {
  const row = placeStatements(database).upi.get(order.restaurantId) as
    { upiId: string | null; upiName: string | null; name: string } | undefined;
  const payee = row ? upiPayee(row) : null;
  return payee ? upiLink({ ...payee, amountPaise: order.totalPaise, orderCode: formatOrderCode(order.id) }) : null;
}
