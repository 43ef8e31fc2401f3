/**
 * Orders written whole, not placed through the checkout: the demo's and the tests' orders with a
 * believable history (insertOrder), and a party's order once its advance is confirmed.
 */
import type { AppDatabase } from '../client';
import type { Fulfilment, OrderSource, OrderStatus, StatusActor } from '../schema';
import type { GstMode, PaymentMethod, PaymentStatus } from '../../shared/statuses';
import { ORDER_FLOW } from '../../shared/orderStatus';
import { preparedOnce } from '../statements';
import { issueBill } from '../bills';
import { itemsSummary } from './row';
import { writeOrderMoney } from '../ledger';

const statements = preparedOnce((sqlite) => ({
  // The commission is the restaurant's rate as the order is written: the order keeps it.
  order: sqlite
    .prepare(
      `insert into orders (customer_id, customer_name, customer_phone, restaurant_id, restaurant_name, delivery_person_id, delivery_person_name,
         status, subtotal_paise, delivery_charge_paise, discount_paise, coupon_code, total_paise, commission_bp, created_at, updated_at,
         source, fulfilment, village_id, village_name, address, landmark, note, payment_method, payment_status, utr, items_summary)
       values (@customerId, @customerName, @customerPhone, @restaurantId, @restaurantName, @deliveryPersonId, @deliveryPersonName,
         @status, @subtotalPaise, @deliveryChargePaise, @discountPaise, @couponCode, @totalPaise,
         (select commission_bp from restaurants where id = @restaurantId), @createdAt, @updatedAt,
         @source, @fulfilment, @villageId, @villageName, @address, @landmark, @note, @paymentMethod, @paymentStatus, @utr, @itemsSummary)
       returning id`,
    )
    .pluck(),
  partyOrder: sqlite
    .prepare(
      `insert into orders (customer_name, customer_phone, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, tax_paise,
         total_paise, commission_bp, source, fulfilment, village_id, village_name, address, note, payment_method, payment_status,
         tracking_token_hash, created_at, gst_mode, prices_include_tax, items_summary, scheduled_for, ring_at, rung_at, party_request_id, advance_paise)
       values (@customerName, @customerPhone, @restaurantId, @restaurantName, 'placed', @subtotalPaise, @deliveryChargePaise, @taxPaise,
         @totalPaise, @commissionBp, @source, @fulfilment, @villageId, @villageName, @address, @note, @paymentMethod, @paymentStatus,
         @trackingTokenHash, @createdAt, @gstMode, @pricesIncludeTax, @itemsSummary, @scheduledFor, @ringAt, @rungAt, @partyRequestId, @advancePaise)
       returning id`,
    )
    .pluck(),
  item: sqlite.prepare(
    'insert into order_items (order_id, name, name_hi, quantity, price_paise) values (?, ?, ?, ?, ?)',
  ),
  history: sqlite.prepare(
    'insert into order_status_history (order_id, status, at, by, admin_id) values (?, ?, ?, ?, ?)',
  ),
}));

export interface NewOrder {
  /** A coupon's discount (paise), at most the subtotal plus the delivery charge. */
  discountPaise?: number;
  couponCode?: string | null;
  customerId?: number | null;
  customerName: string;
  customerPhone?: string | null;
  restaurantId: number;
  restaurantName: string;
  deliveryPersonId?: number | null;
  deliveryPersonName?: string | null;
  status: OrderStatus;
  deliveryChargePaise: number;
  items: Array<{ name: string; nameHi?: string | null; quantity: number; pricePaise: number }>;
  createdAt: number;
  /** Where it came from (default demo) and where it goes: delivery to a village, or pickup. */
  source?: OrderSource;
  fulfilment?: Fulfilment;
  villageId?: number | null;
  villageName?: string | null;
  address?: string | null;
  landmark?: string | null;
  note?: string | null;
  /** Cash (default: due on delivery) or UPI (default: awaiting confirmation; `paid` with or without its UTR). */
  paymentMethod?: PaymentMethod;
  paymentStatus?: PaymentStatus;
  utr?: string | null;
}

/** Who moves an order into each status, as a believable history shows it. */
const ACTOR_OF: Record<OrderStatus, StatusActor> = {
  placed: 'customer',
  accepted: 'vendor',
  preparing: 'vendor',
  out_for_delivery: 'delivery',
  delivered: 'delivery',
  cancelled: 'admin',
};

/**
 * Inserts an order with its items, its bill and a believable status history (each step a few
 * minutes after the last). Totals are derived here so they always add up. One transaction (a
 * savepoint inside the caller's), so an order is never left without its bill; call inside a
 * transaction when inserting many.
 */
export function insertOrder(database: AppDatabase, o: NewOrder): number {
  return database.sqlite.transaction(() => insertOrderRows(database, o))();
}

function insertOrderRows(database: AppDatabase, o: NewOrder): number {
  const { order, item, history } = statements(database);
  const subtotal = o.items.reduce((sum, i) => sum + i.quantity * i.pricePaise, 0);
  const steps: OrderStatus[] =
    o.status === 'cancelled'
      ? ['placed', 'cancelled']
      : (ORDER_FLOW.slice(0, ORDER_FLOW.indexOf(o.status) + 1) as OrderStatus[]);
  const stepAt = (i: number) => o.createdAt + i * 9 * 60_000;
  const total = subtotal + o.deliveryChargePaise - (o.discountPaise ?? 0);
  const id = order.get({
    customerId: o.customerId ?? null,
    customerName: o.customerName,
    customerPhone: o.customerPhone ?? null,
    restaurantId: o.restaurantId,
    restaurantName: o.restaurantName,
    deliveryPersonId: o.deliveryPersonId ?? null,
    deliveryPersonName: o.deliveryPersonName ?? null,
    status: o.status,
    subtotalPaise: subtotal,
    deliveryChargePaise: o.deliveryChargePaise,
    discountPaise: o.discountPaise ?? 0,
    couponCode: o.couponCode ?? null,
    totalPaise: total,
    createdAt: o.createdAt,
    updatedAt: stepAt(steps.length - 1),
    source: o.source ?? 'demo',
    fulfilment: o.fulfilment ?? 'delivery',
    villageId: o.villageId ?? null,
    villageName: o.villageName ?? null,
    address: o.address ?? null,
    landmark: o.landmark ?? null,
    note: o.note ?? null,
    paymentMethod: o.paymentMethod ?? 'cash',
    // As its rows of the ledger make it (writeOrderMoney, below): a delivered cash order's cash is in hand.
    paymentStatus:
      o.paymentStatus ??
      (o.paymentMethod === 'upi'
        ? 'awaiting_upi'
        : o.status === 'delivered' && total > 0
          ? 'paid'
          : 'cash_on_delivery'),
    // The UTR is the ledger's (writeOrderMoney): the order's own column is no longer written.
    utr: null,
    itemsSummary: itemsSummary(o.items),
  }) as number;
  for (const i of o.items) item.run(id, i.name, i.nameHi ?? null, i.quantity, i.pricePaise);
  writeOrderMoney(database, {
    id,
    status: o.status,
    totalPaise: total,
    paymentMethod: o.paymentMethod ?? 'cash',
    paymentStatus: o.paymentStatus ?? 'cash_on_delivery',
    utr: o.utr ?? null,
    fulfilment: o.fulfilment ?? 'delivery',
    customerId: o.customerId ?? null,
    customerName: o.customerName,
    deliveryPersonId: o.deliveryPersonId ?? null,
    deliveryPersonName: o.deliveryPersonName ?? null,
    restaurantName: o.restaurantName,
    createdAt: o.createdAt,
    deliveredAt: stepAt(steps.length - 1),
  });
  issueBill(database, id);
  // A phone order is placed by the admin who took the call; a pickup is handed over at the counter.
  const actor = (status: OrderStatus): StatusActor =>
    status === 'placed' && o.source === 'phone'
      ? 'admin'
      : status === 'delivered' && o.fulfilment === 'pickup'
        ? 'vendor'
        : ACTOR_OF[status];
  steps.forEach((status, i) => history.run(id, status, stepAt(i), actor(status), null));
  return id;
}

/** A party's order as its confirmed request makes it: an order for later on the party's day, its advance paid. */
export interface PartyOrder {
  partyRequestId: number;
  customerName: string;
  customerPhone: string;
  restaurantId: number;
  restaurantName: string;
  subtotalPaise: number;
  deliveryChargePaise: number;
  taxPaise: number;
  totalPaise: number;
  commissionBp: number;
  source: OrderSource;
  fulfilment: Fulfilment;
  villageId: number | null;
  villageName: string | null;
  address: string | null;
  note: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  trackingTokenHash: string | null;
  gstMode: GstMode;
  pricesIncludeTax: boolean;
  scheduledFor: number;
  ringAt: number;
  rungAt: number | null;
  advancePaise: number;
  createdAt: number;
  lines: Array<{ name: string; nameHi: string | null; quantity: number; pricePaise: number }>;
  /** The admin who confirmed the advance (the order's first step is theirs). */
  adminId: number | null;
}

/** Writes a party's order with its lines and first status; its bill is the caller's (it carries the advance). */
export function insertPartyOrder(database: AppDatabase, p: PartyOrder): number {
  const { partyOrder, item, history } = statements(database);
  const { lines, adminId, ...row } = p;
  const id = partyOrder.get({
    ...row,
    pricesIncludeTax: p.pricesIncludeTax ? 1 : 0,
    itemsSummary: itemsSummary(lines),
  }) as number;
  for (const line of lines) item.run(id, line.name, line.nameHi, line.quantity, line.pricePaise);
  history.run(id, 'placed', p.createdAt, 'admin', adminId);
  return id;
}

/**
 * The bare inserts of a bulk load (scripts/seed-large.ts: a million orders for load tests), a
 * row each with no bill and no checks: the script makes its rows consistent itself, by the
 * hundred thousand in a transaction. Here so that this module alone writes `orders`.
 */
export const bulkInsertStatements = preparedOnce((sqlite) => ({
  order: sqlite.prepare(
    `insert into orders (id, customer_id, customer_name, customer_phone, restaurant_id, restaurant_name, delivery_person_id, delivery_person_name,
                         status, subtotal_paise, delivery_charge_paise, total_paise, commission_bp, created_at, updated_at, items_summary)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  item: sqlite.prepare('insert into order_items (order_id, name, quantity, price_paise) values (?, ?, ?, ?)'),
  history: sqlite.prepare('insert into order_status_history (order_id, status, at) values (?, ?, ?)'),
}));
