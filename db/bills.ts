/**
 * Bills: what the restaurant must print for the customer (FSSAI, GSTIN, the bill number of its
 * gap-free series, GST as CGST + SGST, or a bill of supply).
 *
 * A bill is issued once, in the order's own transaction (issueBill): the next number of the
 * restaurant's series for the financial year, and a row in the register (`bills`) that keeps
 * everything the bill says as it was then — the restaurant's name, address, FSSAI and GSTIN,
 * the GST mode, the section 9(5) line, the lines, the amounts and the tax split. A reprint
 * reads that row, never today's settings, and deleting the order leaves the row (cancelled),
 * so the series keeps no gap. Only the payment line follows the order (shared/bill/payment.ts).
 * The amounts come out in paise; the routes turn them into rupees.
 */
import crypto from 'node:crypto';
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { ledgerFieldsOf, ledgersOf, moneyOfOrders, paymentsOfOrders, refundedAtOf } from './ledger';
import { setBillNumber } from './orders/stamps';
import type { BILL_STATUSES } from './schema';
import { LEDGER_METHODS } from '../shared/statuses';
import type { Fulfilment, GstMode, LedgerMethod, OrderStatus, PaymentMethod, PaymentStatus } from '../shared/statuses';
import {
  billKindOf,
  COMPOSITION_LINE,
  COMPOSITION_LINE_HI,
  financialYearOf,
  formatBillNumber,
  GST_RATE_BP,
  gstWithin,
  splitGst,
  type BillKind,
} from '../shared/tax';
import { formatOrderCode } from '../shared/ordering';
import { Refusal } from '../shared/refusal';
import { upiLink, upiPayee } from '../shared/upi';
import { billPayment, type BillPayment } from '../shared/bill/payment';
import { DAY_MS, istDateStart } from '../shared/indiaTime';

export type BillStatus = (typeof BILL_STATUSES)[number];

/** What a bill printed when it was issued (the JSON of `bills.snapshot`, beside the money columns). */
export interface BillSnapshot {
  restaurant: { name: string; nameHi: string | null; address: string; fssai: string | null; gstin: string | null };
  customer: { name: string; phone: string | null };
  villageName: string | null;
  address: string | null;
  lines: Array<{ name: string; nameHi: string | null; quantity: number; pricePaise: number; amountPaise: number }>;
  subtotalPaise: number;
  deliveryChargePaise: number;
  discountPaise: number;
  couponCode: string | null;
  pricesIncludeTax: boolean;
  gstRateBp: number;
  gstByOperator: boolean;
  compositionLine: { en: string; hi: string } | null;
  /** An order for later: when it is wanted (UTC ms); absent on bills issued before orders for later. */
  scheduledFor?: number | null;
  /** A party order: the advance paid before its day (absent on every other bill, and on bills issued before party orders). */
  advance?: BillAdvance | null;
  /** A table's sitting: the table's name and its rounds, each with how many of `lines` (in turn) are its own. Absent on every other bill. */
  sitting?: BillSittingSnapshot;
}

export interface BillSittingSnapshot {
  table: string;
  rounds: Array<{ orderNumber: number; placedAt: number; lineCount: number }>;
}

/** One payer's line of a sitting's bill, as the ledger keeps it. */
export interface SittingPayment {
  method: LedgerMethod;
  amountPaise: number;
  utr: string | null;
}

/**
 * What a sitting's bill adds, read when it is printed: its rounds with their lines, the payments
 * taken for it (from the ledger, so a payment voided later is gone from the bill), what is still
 * due and, while something is, the restaurant's UPI link for it.
 */
export interface SittingBill {
  table: string;
  rounds: Array<{ orderNumber: number; placedAt: number; lines: BillSnapshot['lines'] }>;
  payments: SittingPayment[];
  balanceDuePaise: number;
  upiLink: string | null;
}

/** The advance a party order's bill shows as received, and where it came from. */
export interface BillAdvance {
  paise: number;
  /** UTC ms: the day the owner confirmed it arrived. */
  receivedAt: number;
  utr: string | null;
  /** The party request it was paid on, "PTY-000012". */
  partyCode: string;
}

export interface BillRow extends Omit<BillSnapshot, 'sitting'> {
  /** The bill of a table's sitting (every round's lines, the payments taken); absent on every other bill. */
  sitting?: SittingBill;
  orderId: string;
  billNumber: string;
  kind: BillKind;
  /** The order's status now; `cancelled` once the order is deleted. */
  status: OrderStatus;
  cancelled: boolean;
  createdAt: number;
  fulfilment: Fulfilment;
  gstMode: GstMode;
  taxablePaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** The payment line: follows the order (paid, due, cancelled, refund due). */
  payment: BillPayment;
}

interface OrderForBill {
  id: number;
  refundedAt: number | null;
  restaurantId: number;
  restaurantName: string;
  customerName: string;
  customerPhone: string | null;
  status: OrderStatus;
  fulfilment: Fulfilment;
  villageName: string | null;
  address: string | null;
  subtotalPaise: number;
  deliveryChargePaise: number;
  discountPaise: number;
  couponCode: string | null;
  taxPaise: number;
  totalPaise: number;
  gstMode: GstMode;
  pricesIncludeTax: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  trackingTokenHash: string | null;
  createdAt: number;
  billNumber: string | null;
  scheduledFor: number | null;
}

interface RestaurantForBill {
  nameHi: string | null;
  address: string;
  fssai: string | null;
  gstin: string | null;
  gstByOperator: number;
}

interface BillTableRow {
  billNumber: string;
  orderNumber: number;
  issuedAt: number;
  status: BillStatus;
  orderStatus: OrderStatus;
  fulfilment: Fulfilment;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  kind: BillKind;
  gstMode: GstMode;
  taxablePaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  snapshot: string;
  trackingTokenHash: string | null;
  /** When the order's money was given back after it was cancelled (read from the order), or null. */
  refundedAt: number | null;
}

const BILL_COLUMNS = `bill_number as billNumber, order_number as orderNumber, issued_at as issuedAt, status, order_status as orderStatus, fulfilment,
  payment_method as paymentMethod, payment_status as paymentStatus, kind, gst_mode as gstMode, taxable_paise as taxablePaise, tax_paise as taxPaise,
  cgst_paise as cgstPaise, sgst_paise as sgstPaise, total_paise as totalPaise, snapshot, tracking_token_hash as trackingTokenHash,
  ${refundedAtOf('bills.order_id')} as refundedAt`;

const statements = preparedOnce((sqlite) => ({
  order: sqlite.prepare(
    `select id, restaurant_id as restaurantId, restaurant_name as restaurantName, customer_name as customerName, customer_phone as customerPhone, status, fulfilment,
       village_name as villageName, address, subtotal_paise as subtotalPaise, delivery_charge_paise as deliveryChargePaise, discount_paise as discountPaise,
       coupon_code as couponCode, tax_paise as taxPaise, total_paise as totalPaise, gst_mode as gstMode, prices_include_tax as pricesIncludeTax,
       payment_method as paymentMethod, payment_status as paymentStatus, tracking_token_hash as trackingTokenHash, created_at as createdAt, bill_number as billNumber,
       ${refundedAtOf('orders.id')} as refundedAt, scheduled_for as scheduledFor
     from orders where id = ?`,
  ),
  items: sqlite.prepare(
    'select name, name_hi as nameHi, quantity, price_paise as pricePaise from order_items where order_id = ? order by id',
  ),
  restaurant: sqlite.prepare(
    'select name_hi as nameHi, address, fssai_number as fssai, gstin, gst_by_operator as gstByOperator from restaurants where id = ?',
  ),
  // The round of a table's sitting: the sitting's bill is on the round that carries it (bill_order_id) once closed.
  roundOf: sqlite.prepare(
    `select s.closed_at as closedAt, s.bill_order_id as billOrderId, o.status
     from orders o join table_sittings s on s.id = o.sitting_id where o.id = ?`,
  ),
  tableOf: sqlite.prepare('select t.name from orders o join tables t on t.id = o.table_id where o.id = ?').pluck(),
  upiPayee: sqlite.prepare('select upi_id as upiId, upi_name as upiName, name from restaurants where id = ?'),
  // The series' next serial: bill_counters only goes up, and rolls back with the transaction that took it.
  nextSerial: sqlite
    .prepare(
      `insert into bill_counters (restaurant_id, financial_year, last) values (?, ?, 1)
       on conflict (restaurant_id, financial_year) do update set last = last + 1 returning last`,
    )
    .pluck(),
  insert: sqlite.prepare(
    `insert into bills (restaurant_id, financial_year, serial, bill_number, order_id, order_number, tracking_token_hash, issued_at, status, order_status, fulfilment,
       payment_method, payment_status, kind, gst_mode, taxable_paise, tax_paise, cgst_paise, sgst_paise, total_paise, snapshot)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  byOrder: sqlite.prepare(`select ${BILL_COLUMNS} from bills where order_number = ?`),
}));

/** The tax of an order as its bill shows it (paise): stored when added at placing, contained in a tax-inclusive total. */
function taxOf(order: Pick<OrderForBill, 'gstMode' | 'pricesIncludeTax' | 'taxPaise' | 'totalPaise'>) {
  const taxPaise =
    order.gstMode !== 'regular' ? 0 : order.pricesIncludeTax ? gstWithin(order.totalPaise) : order.taxPaise;
  return { taxPaise, ...splitGst(taxPaise), taxablePaise: order.totalPaise - taxPaise };
}

function snapshotOf(
  order: OrderForBill,
  items: Array<{ name: string; nameHi: string | null; quantity: number; pricePaise: number }>,
  restaurant: RestaurantForBill | undefined,
  advance?: BillAdvance,
  sitting?: BillSittingSnapshot,
): BillSnapshot {
  return {
    ...(advance && advance.paise > 0 ? { advance } : {}),
    ...(sitting ? { sitting } : {}),
    restaurant: {
      name: order.restaurantName,
      nameHi: restaurant?.nameHi ?? null,
      address: restaurant?.address ?? '',
      fssai: restaurant?.fssai ?? null,
      gstin: restaurant?.gstin ?? null,
    },
    customer: { name: order.customerName, phone: order.customerPhone },
    villageName: order.villageName,
    address: order.address,
    lines: items.map((i) => ({
      name: i.name,
      nameHi: i.nameHi,
      quantity: i.quantity,
      pricePaise: i.pricePaise,
      amountPaise: i.pricePaise * i.quantity,
    })),
    subtotalPaise: order.subtotalPaise,
    deliveryChargePaise: order.deliveryChargePaise,
    discountPaise: order.discountPaise,
    couponCode: order.couponCode,
    pricesIncludeTax: order.pricesIncludeTax === 1,
    gstRateBp: order.gstMode === 'regular' ? GST_RATE_BP : 0,
    gstByOperator: restaurant?.gstByOperator === 1,
    compositionLine: order.gstMode === 'composition' ? { en: COMPOSITION_LINE, hi: COMPOSITION_LINE_HI } : null,
    scheduledFor: order.scheduledFor,
  };
}

/**
 * Issues the bill of an order just inserted, with its items: the next number of its
 * restaurant's series for the financial year of its time, the register's row, and the number
 * on the order. Call inside the transaction that inserted the order, so that a rolled-back
 * order gives its number back and no other writer can take the same one. Returns the number.
 * A party order's bill also keeps the advance paid on it (`extra.advance`).
 */
export function issueBill(database: AppDatabase, orderId: number, extra: { advance?: BillAdvance } = {}): string {
  const s = statements(database);
  const order = s.order.get(orderId) as OrderForBill | undefined;
  if (!order) throw new Error(`issueBill: no order ${orderId}`);
  if (order.billNumber) throw new Error(`issueBill: order ${orderId} already has bill ${order.billNumber}`);
  const items = s.items.all(orderId) as Array<{
    name: string;
    nameHi: string | null;
    quantity: number;
    pricePaise: number;
  }>;
  return registerBill(database, order, items, extra.advance);
}

type BillItem = { name: string; nameHi: string | null; quantity: number; pricePaise: number };

/** Takes the next number of the order's series and writes the register's row and the number on the order. */
function registerBill(
  database: AppDatabase,
  order: OrderForBill,
  items: BillItem[],
  advance?: BillAdvance,
  sitting?: BillSittingSnapshot,
): string {
  const s = statements(database);
  const restaurant = s.restaurant.get(order.restaurantId) as RestaurantForBill | undefined;
  const financialYear = financialYearOf(order.createdAt);
  const serial = s.nextSerial.get(order.restaurantId, financialYear) as number;
  const billNumber = formatBillNumber(financialYear, serial);
  const tax = taxOf(order);
  s.insert.run(
    order.restaurantId,
    financialYear,
    serial,
    billNumber,
    order.id,
    order.id,
    order.trackingTokenHash,
    order.createdAt,
    order.status === 'cancelled' ? 'cancelled' : 'issued',
    order.status,
    order.fulfilment,
    order.paymentMethod,
    order.paymentStatus,
    billKindOf(order.gstMode),
    order.gstMode,
    tax.taxablePaise,
    tax.taxPaise,
    tax.cgstPaise,
    tax.sgstPaise,
    order.totalPaise,
    JSON.stringify(snapshotOf(order, items, restaurant, advance, sitting)),
  );
  setBillNumber(database, order.id, billNumber);
  return billNumber;
}

/**
 * Issues one bill for a sitting of the dining hall: its rounds (orders of one table, none with a
 * bill of its own) as one bill of the series, dated `at` (when the table is closed), with every
 * round's lines and their amounts and GST summed. The register's row is the first round's (its
 * order number opens the bill). Call inside the transaction that closes the sitting.
 */
export function issueSittingBill(database: AppDatabase, orderIds: number[], at: number): string {
  const s = statements(database);
  const rounds = orderIds.map((id) => s.order.get(id) as OrderForBill | undefined);
  const first = rounds[0];
  if (!first || rounds.some((o) => !o || o.billNumber))
    throw new Error(`issueSittingBill: rounds ${orderIds.join(', ')} are not all unbilled orders`);
  const sum = (paise: (o: OrderForBill) => number) => rounds.reduce((total, o) => total + paise(o!), 0);
  const sitting: OrderForBill = {
    ...first,
    subtotalPaise: sum((o) => o.subtotalPaise),
    deliveryChargePaise: sum((o) => o.deliveryChargePaise),
    discountPaise: sum((o) => o.discountPaise),
    taxPaise: sum((o) => o.taxPaise),
    totalPaise: sum((o) => o.totalPaise),
    createdAt: at,
    scheduledFor: null,
  };
  const linesOfRounds = orderIds.map((id) => s.items.all(id) as BillItem[]);
  return registerBill(database, sitting, linesOfRounds.flat(), undefined, {
    table: (s.tableOf.get(first.id) as string | undefined) ?? first.customerName,
    rounds: rounds.map((o, i) => ({ orderNumber: o!.id, placedAt: o!.createdAt, lineCount: linesOfRounds[i]!.length })),
  });
}

/**
 * The payments of a sitting's rounds as the payers' lines: a close spreads each line over the
 * rounds in turn (db/tables.ts closeTable), so rows of one method written one after another make
 * one line again — a new UTR or another khata starts the next. Voided rows are left out.
 */
function sittingPayments(database: AppDatabase, orderNumbers: number[]): SittingPayment[] {
  const rows = [...paymentsOfOrders(database, orderNumbers).values()]
    .flat()
    .filter((r) => r.kind === 'payment' && r.voidedAt === null)
    .sort((a, b) => a.id - b.id);
  const lines: Array<SittingPayment & { khataPhone: string | null }> = [];
  for (const row of rows) {
    const last = lines.at(-1);
    if (last && last.method === row.method && last.khataPhone === row.khataPhone && !row.utr)
      last.amountPaise += row.amountPaise;
    else lines.push({ method: row.method, amountPaise: row.amountPaise, utr: row.utr, khataPhone: row.khataPhone });
  }
  // The khata's phone stays off the bill: the table's page shows it to whoever sits there next.
  return lines.map(({ method, amountPaise, utr }) => ({ method, amountPaise, utr }));
}

function sittingBillOf(database: AppDatabase, row: BillTableRow, snapshot: BillSittingSnapshot): SittingBill {
  const s = statements(database);
  const orderNumbers = snapshot.rounds.map((r) => r.orderNumber);
  const balanceDuePaise = [...moneyOfOrders(database, orderNumbers).values()].reduce(
    (sum, m) => sum + m.balanceDuePaise,
    0,
  );
  const lines = (JSON.parse(row.snapshot) as BillSnapshot).lines;
  let from = 0;
  const rounds = snapshot.rounds.map((r) => {
    const own = lines.slice(from, from + r.lineCount);
    from += r.lineCount;
    return { orderNumber: r.orderNumber, placedAt: r.placedAt, lines: own };
  });
  const restaurantId = (s.order.get(row.orderNumber) as OrderForBill | undefined)?.restaurantId;
  const payee =
    balanceDuePaise > 0 && restaurantId !== undefined
      ? upiPayee(s.upiPayee.get(restaurantId) as { upiId: string | null; upiName: string | null; name: string })
      : null;
  return {
    table: snapshot.table,
    rounds,
    payments: sittingPayments(database, orderNumbers),
    balanceDuePaise,
    upiLink: payee
      ? upiLink({ ...payee, amountPaise: balanceDuePaise, orderCode: formatOrderCode(row.orderNumber) })
      : null,
  };
}

function rowOf(database: AppDatabase, b: BillTableRow): BillRow {
  const { sitting: sittingSnapshot, ...snapshot } = JSON.parse(b.snapshot) as BillSnapshot;
  const sitting = sittingSnapshot ? sittingBillOf(database, b, sittingSnapshot) : undefined;
  const cancelled = b.status === 'cancelled';
  // A deleted order's bill is cancelled whatever its order's last status was.
  const status: OrderStatus = cancelled ? 'cancelled' : b.orderStatus;
  return {
    ...snapshot,
    ...(sitting ? { sitting } : {}),
    orderId: formatOrderCode(b.orderNumber),
    billNumber: b.billNumber,
    kind: b.kind,
    status,
    cancelled,
    createdAt: b.issuedAt,
    fulfilment: b.fulfilment,
    gstMode: b.gstMode,
    taxablePaise: b.taxablePaise,
    taxPaise: b.taxPaise,
    cgstPaise: b.cgstPaise,
    sgstPaise: b.sgstPaise,
    totalPaise: b.totalPaise,
    paymentMethod: b.paymentMethod,
    paymentStatus: b.paymentStatus,
    payment: billPayment({
      cancelled,
      status,
      fulfilment: b.fulfilment,
      paymentMethod: b.paymentMethod,
      paymentStatus: b.paymentStatus,
      refunded: b.refundedAt !== null,
    }),
  };
}

export const OPEN_SITTING_NO_BILL =
  'This round’s table is still eating: its one bill is issued when the table is closed';
export const CANCELLED_ROUND_NO_BILL = 'This round was cancelled before the table was closed: it is on no bill';

/**
 * The order whose bill an order's is: a round of a table's closed sitting reads the sitting's one
 * bill (on the round that carries it), any other order its own. A round of a sitting still open
 * has no bill yet, and a round cancelled before the close is on none (409 both).
 */
export function billOrderIdOf(database: AppDatabase, orderId: number): number {
  const round = statements(database).roundOf.get(orderId) as
    { closedAt: number | null; billOrderId: number | null; status: OrderStatus } | undefined;
  if (!round) return orderId;
  if (round.closedAt === null) throw new Refusal('conflict', OPEN_SITTING_NO_BILL);
  if (round.status === 'cancelled' || round.billOrderId === null)
    throw new Refusal('conflict', CANCELLED_ROUND_NO_BILL);
  return round.billOrderId;
}

/**
 * The bill of an order (its id), as issued; the order may since have been deleted (the bill
 * then says cancelled). Undefined when there is no such bill nor order. An order without a
 * bill (only a bulk load made with the triggers set aside has one) gets its bill made from
 * the order and today's settings, its order code standing for the number it never had.
 */
export function getBill(database: AppDatabase, orderId: number): BillRow | undefined {
  const s = statements(database);
  orderId = billOrderIdOf(database, orderId);
  const row = s.byOrder.get(orderId) as BillTableRow | undefined;
  if (row) return rowOf(database, row);
  const order = s.order.get(orderId) as OrderForBill | undefined;
  if (!order) return undefined;
  const items = s.items.all(orderId) as Array<{
    name: string;
    nameHi: string | null;
    quantity: number;
    pricePaise: number;
  }>;
  const snapshot = snapshotOf(order, items, s.restaurant.get(order.restaurantId) as RestaurantForBill | undefined);
  const tax = taxOf(order);
  return rowOf(database, {
    billNumber: order.billNumber ?? formatOrderCode(order.id),
    orderNumber: order.id,
    refundedAt: order.refundedAt,
    issuedAt: order.createdAt,
    status: order.status === 'cancelled' ? 'cancelled' : 'issued',
    orderStatus: order.status,
    fulfilment: order.fulfilment,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    kind: billKindOf(order.gstMode),
    gstMode: order.gstMode,
    ...tax,
    totalPaise: order.totalPaise,
    snapshot: JSON.stringify(snapshot),
    trackingTokenHash: order.trackingTokenHash,
  });
}

/**
 * The bill for the customer's tracking link: the secret must match the one the order was
 * placed with (kept on the bill, so the link still opens the bill of a deleted order).
 * Undefined for a wrong secret, like a missing bill.
 */
export function getTrackedBill(database: AppDatabase, orderId: number, token: string): BillRow | undefined {
  const s = statements(database);
  const row = s.byOrder.get(orderId) as BillTableRow | undefined;
  const hash = row ? row.trackingTokenHash : (s.order.get(orderId) as OrderForBill | undefined)?.trackingTokenHash;
  if (!hash || !token) return undefined;
  const given = crypto.createHash('sha256').update(token).digest();
  if (!crypto.timingSafeEqual(Buffer.from(hash, 'hex'), given)) return undefined;
  return row ? rowOf(database, row) : getBill(database, orderId);
}

/** A table's sitting's bill, by the round that carries it (table_sittings.bill_order_id): for the table's own page. */
export function getSittingBill(database: AppDatabase, billOrderId: number): BillRow | undefined {
  const row = statements(database).byOrder.get(billOrderId) as BillTableRow | undefined;
  return row ? rowOf(database, row) : undefined;
}

export interface RegisterEntry {
  restaurantId: number;
  /** The restaurant's name now (the CSV names it; the JSON answer gives its id). */
  restaurantName: string;
  billNumber: string;
  orderId: string;
  issuedAt: number;
  status: BillStatus;
  /** Why a cancelled bill has no order to say so ("lost in restore"); null otherwise. */
  cancelReason: string | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  /**
   * What the ledger knows of the bill's money (its order's rows; a table's bill: every round's):
   * how it was paid (each method once), what is paid (payments less refunds) and what went back.
   * The tax is on the bill as issued, not on these.
   */
  paidWith: LedgerMethod[];
  paidPaise: number;
  refundedPaise: number;
}

const REGISTER_SELECT = `select restaurant_id as restaurantId, (select name from restaurants where restaurants.id = bills.restaurant_id) as restaurantName, order_id as billOrderId,
    bill_number as billNumber, order_number as orderNumber, issued_at as issuedAt, status, cancel_reason as cancelReason,
    taxable_paise as taxablePaise, cgst_paise as cgstPaise, sgst_paise as sgstPaise, total_paise as totalPaise
  from bills where issued_at >= ? and issued_at < ?`;

const registerStatements = preparedOnce((sqlite) => ({
  all: sqlite.prepare(`${REGISTER_SELECT} order by restaurant_id, financial_year, serial`),
  restaurant: sqlite.prepare(`${REGISTER_SELECT} and restaurant_id = ? order by restaurant_id, financial_year, serial`),
  // The orders behind each bill: its own, or a table's every round (one bill for the sitting, issueSittingBill).
  billOrders: sqlite.prepare(
    `select f.id as billOrderId, f.id as orderId from orders f where f.id in (select value from json_each(?)) and f.sitting_id is null
     union all
     select f.id, o.id from orders f join orders o on o.sitting_id = f.sitting_id
      where f.id in (select value from json_each(?)) and f.sitting_id is not null`,
  ),
}));

type RegisterRow = Omit<RegisterEntry, 'orderId' | 'paidWith' | 'paidPaise' | 'refundedPaise'> & {
  orderNumber: number;
  billOrderId: number | null;
};

/** Each bill's money from the ledger, one read for the whole register: a bill whose order was deleted has none. */
function registerMoney(database: AppDatabase, rows: RegisterRow[]) {
  const ids = JSON.stringify(rows.flatMap((r) => (r.billOrderId === null ? [] : [r.billOrderId])));
  const links = registerStatements(database).billOrders.all(ids, ids) as Array<{
    billOrderId: number;
    orderId: number;
  }>;
  const ledgers = ledgersOf(
    database,
    links.map((l) => l.orderId),
  );
  const byBill = new Map<number, { methods: Set<LedgerMethod>; paidPaise: number; refundedPaise: number }>();
  for (const { billOrderId, orderId } of links) {
    const ledger = ledgers.get(orderId);
    if (!ledger) continue;
    const money = ledgerFieldsOf({ totalPaise: ledger.money.totalPaise, status: '', paymentMethod: '' }, ledger);
    const sum = byBill.get(billOrderId) ?? { methods: new Set<LedgerMethod>(), paidPaise: 0, refundedPaise: 0 };
    money.paidWith.forEach((m) => sum.methods.add(m));
    sum.paidPaise += money.paidPaise;
    sum.refundedPaise += money.refundedPaise;
    byBill.set(billOrderId, sum);
  }
  return byBill;
}

/**
 * The register of a range of India dates (both included): every bill issued in it, cancelled
 * ones too, by restaurant and then by number, so each series reads without a gap.
 */
export function billRegister(
  database: AppDatabase,
  range: { restaurantId?: number; from: string; to: string },
): RegisterEntry[] {
  const start = istDateStart(range.from);
  const end = istDateStart(range.to) + DAY_MS;
  const s = registerStatements(database);
  const rows = (
    range.restaurantId === undefined ? s.all.all(start, end) : s.restaurant.all(start, end, range.restaurantId)
  ) as RegisterRow[];
  const money = registerMoney(database, rows);
  return rows.map(({ orderNumber, billOrderId, ...r }) => {
    const m = billOrderId === null ? undefined : money.get(billOrderId);
    return {
      ...r,
      orderId: formatOrderCode(orderNumber),
      paidWith: LEDGER_METHODS.filter((method) => m?.methods.has(method)),
      paidPaise: m?.paidPaise ?? 0,
      refundedPaise: m?.refundedPaise ?? 0,
    };
  });
}
