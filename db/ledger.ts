/**
 * The ledger: the one module that reads and writes `payments`, the rows every movement of money
 * is (db/schema.ts). An order's money is read from its rows, never from columns of the order:
 *
 * - received: its payments not voided that count — cash and credit at once, UPI once someone saw
 *   it in the account (`checked_at`); UPI a rider or the customer only says was sent is "to check".
 * - paid = received less its refunds; balance due = total less paid (never below 0; 0 once
 *   cancelled); refund due = what is still paid on a cancelled order (advances too).
 * - paymentStatus: "paid" once received covers the total (or a cancelled order received money: its
 *   refundStatus says whether it is owed or went back), else "awaiting_upi" while UPI is to check
 *   or the order was to be paid by UPI, else "cash_on_delivery".
 *
 * Writers run inside their caller's transaction (the order's command, the khata's settlement),
 * so a refused row leaves nothing half-written.
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { Refusal } from '../shared/refusal';
import { formatOrderCode } from '../shared/ordering';
import { formatPartyCode } from '../shared/party';
import { LEDGER_METHODS } from '../shared/statuses';
import type { LedgerKind, LedgerMethod, PaymentStatus, ReceiverKind, RefundStatus } from '../shared/statuses';

export interface Receiver {
  kind: ReceiverKind;
  /** A users id (rider, kitchen), an admins id (owner, counter), a customer's users id, or null. */
  id: number | null;
  name: string;
}

export interface PaymentRow {
  id: number;
  orderId: number | null;
  kind: LedgerKind;
  method: LedgerMethod;
  amountPaise: number;
  utr: string | null;
  receivedByKind: ReceiverKind;
  receivedById: number | null;
  receivedByName: string;
  at: number;
  khataPhone: string | null;
  checkedAt: number | null;
  checkedByName: string | null;
  voidedAt: number | null;
  voidedByName: string | null;
  voidReason: string | null;
}

export interface OrderMoney {
  totalPaise: number;
  /** Payments that count (cash, credit, UPI checked) less refunds. */
  paidPaise: number;
  /** UPI said to be sent, nobody has seen it yet: counted in no figure but this one. */
  toCheckPaise: number;
  balanceDuePaise: number;
  refundDuePaise: number;
  refundedPaise: number;
  paymentStatus: PaymentStatus;
  refundStatus: RefundStatus | null;
}

/** A receiver's money of a day: cash in hand, UPI seen, UPI still to check, bills put on khata. */
export interface ReceiverDay {
  kind: ReceiverKind;
  id: number | null;
  name: string;
  cashPaise: number;
  upiPaise: number;
  upiToCheckPaise: number;
  creditPaise: number;
}

export interface DaySums {
  /** Payments that count, by method (UPI to check apart), and refunds given back, by method. */
  cashPaise: number;
  upiPaise: number;
  upiToCheckPaise: number;
  creditPaise: number;
  refundCashPaise: number;
  refundUpiPaise: number;
  refundCreditPaise: number;
  byReceiver: ReceiverDay[];
}

export interface UpiStatementLine {
  id: number;
  kind: LedgerKind;
  amountPaise: number;
  utr: string | null;
  at: number;
  orderId: number | null;
  khataPhone: string | null;
  receivedByKind: ReceiverKind;
  receivedById: number | null;
  receivedByName: string;
  checkedAt: number | null;
  checkedByName: string | null;
}

const COLUMNS = `id, order_id as orderId, kind, method, amount_paise as amountPaise, utr, received_by_kind as receivedByKind,
  received_by_id as receivedById, received_by_name as receivedByName, at, khata_phone as khataPhone, checked_at as checkedAt,
  checked_by_name as checkedByName, voided_at as voidedAt, voided_by_name as voidedByName, void_reason as voidReason`;

/** A row that counts as money received: not voided, and not UPI nobody has seen. Over `payments` unqualified. */
const COUNTS = `(voided_at is null and (method != 'upi' or checked_at is not null))`;
const TO_CHECK = `(voided_at is null and method = 'upi' and checked_at is null)`;

/**
 * The sums of an order's rows, one row per order of the json array bound: what moneyFrom() turns
 * into an order's money. Orders with no row answer zeros.
 */
const ORDER_SUMS = `select o.id as orderId, o.total_paise as totalPaise, o.status, o.payment_method as paymentMethod,
    coalesce(sum(p.amount_paise) filter (where p.kind = 'payment' and (p.voided_at is null and (p.method != 'upi' or p.checked_at is not null))), 0) as receivedPaise,
    coalesce(sum(p.amount_paise) filter (where p.kind = 'payment' and p.voided_at is null and p.method = 'upi' and p.checked_at is null), 0) as toCheckPaise,
    coalesce(sum(p.amount_paise) filter (where p.kind = 'refund' and p.voided_at is null), 0) as refundedPaise
  from orders o left join payments p on p.order_id = o.id
  where o.id in (select value from json_each(?))
  group by o.id`;

/** What an order of `orders` (unqualified) still holds: payments that count less refunds. For statements over that table. */
const PAID_OF_ORDER = `(select coalesce(sum(case when p.kind = 'refund' then -p.amount_paise else p.amount_paise end), 0)
    from payments p where p.order_id = orders.id and p.voided_at is null
     and (p.kind = 'refund' or p.method != 'upi' or p.checked_at is not null))`;

/** A cancelled order still holding money paid: a refund owed (refundStatus "due"). Over `orders` unqualified. */
export const REFUND_DUE = `(status = 'cancelled' and ${PAID_OF_ORDER} > 0)`;
/** Money given back and none still owed (refundStatus "refunded"). Over `orders` unqualified. */
export const REFUNDED = `(exists (select 1 from payments p where p.order_id = orders.id and p.kind = 'refund' and p.voided_at is null) and not ${REFUND_DUE})`;

/** When the money of the order whose id is `orderId` (an SQL expression) was last given back, or null. */
export const refundedAtOf = (orderId: string) =>
  `(select max(p.at) from payments p where p.order_id = ${orderId} and p.kind = 'refund' and p.voided_at is null)`;

/** The payments of the order `id` (an SQL expression) that match `where`, in paise: for statements over orders. */
const paymentsOfOrderSql = (id: string, where: string) =>
  `(select coalesce(sum(p.amount_paise), 0) from payments p where p.order_id = ${id} and p.kind = 'payment' and p.voided_at is null and ${where})`;

/**
 * The select list of a day's money over the orders a statement reads (`status` and `total_paise`
 * of each, `id` the SQL expression of its id), delivered orders only: `cashPaise` the cash taken
 * for them, `upiPaise` the rest but what went on a khata (an advance paid by UPI is UPI, never the
 * rider's cash; cash + UPI = the delivered total less credit), and `upiAwaitingPaise` the part of
 * that UPI nobody has seen yet (said to be sent, or not even that).
 */
export const deliveredMoneySums = (id: string): string => {
  const cash = paymentsOfOrderSql(id, `p.method = 'cash'`);
  const credit = paymentsOfOrderSql(id, `p.method = 'credit'`);
  const upiSeen = paymentsOfOrderSql(id, `p.method = 'upi' and p.checked_at is not null`);
  return [
    `coalesce(sum(${cash}) filter (where status = 'delivered'), 0) as cashPaise`,
    `coalesce(sum(total_paise - ${cash} - ${credit}) filter (where status = 'delivered'), 0) as upiPaise`,
    `coalesce(sum(max(total_paise - ${cash} - ${credit} - ${upiSeen}, 0)) filter (where status = 'delivered'), 0) as upiAwaitingPaise`,
  ].join(', ');
};

/** A day's money of delivered orders, as deliveredMoneySums adds it up. */
export type MoneySums = { cashPaise: number; upiPaise: number; upiAwaitingPaise: number };

/** A party's advance: the owner's payment of its order recorded as the order was made (db/partyRequests.ts). Over `payments p` joined to `orders o`. */
const IS_ADVANCE = `(o.party_request_id is not null and p.received_by_kind = 'owner' and p.at = o.created_at)`;

interface OrderSums {
  orderId: number;
  totalPaise: number;
  status: string;
  paymentMethod: string;
  receivedPaise: number;
  toCheckPaise: number;
  refundedPaise: number;
}

const statements = preparedOnce((sqlite) => ({
  insert: sqlite.prepare(
    `insert into payments (order_id, kind, method, amount_paise, utr, received_by_kind, received_by_id, received_by_name, at, khata_phone, checked_at, checked_by_name)
     values (@orderId, @kind, @method, @amountPaise, @utr, @receivedByKind, @receivedById, @receivedByName, @at, @khataPhone, @checkedAt, @checkedByName)
     returning ${COLUMNS}`,
  ),
  byId: sqlite.prepare(`select ${COLUMNS} from payments where id = ?`),
  ofOrder: sqlite.prepare(`select ${COLUMNS} from payments where order_id = ? order by at, id`),
  ofOrders: sqlite.prepare(
    `select ${COLUMNS} from payments where order_id in (select value from json_each(?)) order by order_id, at, id`,
  ),
  sums: sqlite.prepare(ORDER_SUMS),
  // Where a UTR already moved money: a row of the ledger, or (until every writer records rows) an
  // order's or a party advance's own column.
  // A party's advance is the owner's payment of its order made as the order was (db/partyRequests.ts).
  utrPayment: sqlite.prepare(
    `select p.kind, p.order_id as orderId, p.khata_phone as khataPhone,
            case when ${IS_ADVANCE} then o.party_request_id end as partyId
       from payments p left join orders o on o.id = p.order_id
      where p.utr = ? and p.voided_at is null limit 1`,
  ),
  utrOrder: sqlite.prepare(`select id from orders where utr = ? and id is not ? limit 1`).pluck(),
  utrParty: sqlite.prepare(`select id from party_requests where advance_utr = ? limit 1`).pluck(),
  void: sqlite.prepare(`update payments set voided_at = ?, voided_by_name = ?, void_reason = ? where id = ?`),
  check: sqlite.prepare(`update payments set checked_at = ?, checked_by_name = ? where id = ?`),
  setUtr: sqlite.prepare(`update payments set utr = ? where id = ?`),
  advances: sqlite.prepare(
    `select count(*) as count, coalesce(sum(p.amount_paise), 0) as paise
       from payments p join orders o on o.id = p.order_id
      where p.at >= ? and p.at < ? and p.kind = 'payment' and p.voided_at is null and ${IS_ADVANCE}`,
  ),
  // Every refund still owed, whatever day its order was placed: the cancelled orders holding money.
  refundsDue: sqlite.prepare(
    `select count(*) as count, coalesce(sum(paid), 0) as paise
       from (select ${PAID_OF_ORDER} as paid from orders where status = 'cancelled') where paid > 0`,
  ),
  day: sqlite.prepare(
    `select coalesce(sum(amount_paise) filter (where kind = 'payment' and method = 'cash' and ${COUNTS}), 0) as cashPaise,
            coalesce(sum(amount_paise) filter (where kind = 'payment' and method = 'upi' and ${COUNTS}), 0) as upiPaise,
            coalesce(sum(amount_paise) filter (where kind = 'payment' and ${TO_CHECK}), 0) as upiToCheckPaise,
            coalesce(sum(amount_paise) filter (where kind = 'payment' and method = 'credit' and ${COUNTS}), 0) as creditPaise,
            coalesce(sum(amount_paise) filter (where kind = 'refund' and method = 'cash' and voided_at is null), 0) as refundCashPaise,
            coalesce(sum(amount_paise) filter (where kind = 'refund' and method = 'upi' and voided_at is null), 0) as refundUpiPaise,
            coalesce(sum(amount_paise) filter (where kind = 'refund' and method = 'credit' and voided_at is null), 0) as refundCreditPaise
       from payments where at >= ? and at < ?`,
  ),
  dayByReceiver: sqlite.prepare(
    `select received_by_kind as kind, received_by_id as id, max(received_by_name) as name,
            coalesce(sum(amount_paise) filter (where method = 'cash' and ${COUNTS}), 0) as cashPaise,
            coalesce(sum(amount_paise) filter (where method = 'upi' and ${COUNTS}), 0) as upiPaise,
            coalesce(sum(amount_paise) filter (where ${TO_CHECK}), 0) as upiToCheckPaise,
            coalesce(sum(amount_paise) filter (where method = 'credit' and ${COUNTS}), 0) as creditPaise
       from payments where at >= ? and at < ? and kind = 'payment' and voided_at is null
      group by received_by_kind, received_by_id
      order by received_by_kind, max(received_by_name) collate nocase, received_by_id`,
  ),
  // Money of orders received in a day (a restaurant's, or every one's when the parameter is null): the rows' own day.
  // A refund to a khata only takes the debt off it: no money left the till, so it is not money given back.
  received: sqlite.prepare(
    `select coalesce(sum(p.amount_paise) filter (where p.kind = 'payment' and p.method = 'cash'), 0) as cashPaise,
            coalesce(sum(p.amount_paise) filter (where p.kind = 'payment' and p.method = 'upi'), 0) as upiPaise,
            coalesce(sum(p.amount_paise) filter (where p.kind = 'payment' and p.method = 'upi' and p.checked_at is null), 0) as upiToCheckPaise,
            coalesce(sum(p.amount_paise) filter (where p.kind = 'payment' and p.method = 'credit'), 0) as creditPaise,
            coalesce(sum(p.amount_paise) filter (where p.kind = 'refund' and p.method != 'credit'), 0) as refundedPaise
       from payments p join orders o on o.id = p.order_id
      where p.at >= @from and p.at < @to and p.voided_at is null and (@restaurantId is null or o.restaurant_id = @restaurantId)`,
  ),
  advanceList: sqlite.prepare(
    `select p.id, p.order_id as orderId, o.party_request_id as partyRequestId, p.method, p.amount_paise as amountPaise,
            p.utr, p.at, p.checked_at as checkedAt, o.scheduled_for as scheduledFor
       from payments p join orders o on o.id = p.order_id
      where p.at >= @from and p.at < @to and p.kind = 'payment' and p.voided_at is null and ${IS_ADVANCE}
        and (@restaurantId is null or o.restaurant_id = @restaurantId)
      order by p.at, p.id`,
  ),
  upi: sqlite.prepare(
    `select id, kind, amount_paise as amountPaise, utr, at, order_id as orderId, khata_phone as khataPhone,
            received_by_kind as receivedByKind, received_by_id as receivedById, received_by_name as receivedByName,
            checked_at as checkedAt, checked_by_name as checkedByName
       from payments where at >= ? and at < ? and method = 'upi' and voided_at is null order by at, id`,
  ),
}));

/** One order's money from the sums of its rows. */
function moneyFrom(s: OrderSums): OrderMoney {
  const cancelled = s.status === 'cancelled';
  const paid = s.receivedPaise - s.refundedPaise;
  const refundDue = cancelled ? Math.max(paid, 0) : 0;
  const paymentStatus: PaymentStatus =
    (s.receivedPaise >= s.totalPaise && (s.receivedPaise > 0 || s.paymentMethod === 'upi')) ||
    (cancelled && s.receivedPaise > 0)
      ? 'paid'
      : s.toCheckPaise > 0 || s.paymentMethod === 'upi'
        ? 'awaiting_upi'
        : 'cash_on_delivery';
  return {
    totalPaise: s.totalPaise,
    paidPaise: paid,
    toCheckPaise: s.toCheckPaise,
    balanceDuePaise: cancelled ? 0 : Math.max(s.totalPaise - paid, 0),
    refundDuePaise: refundDue,
    refundedPaise: s.refundedPaise,
    paymentStatus,
    refundStatus: refundDue > 0 ? 'due' : s.refundedPaise > 0 ? 'refunded' : null,
  };
}

/** The money of each order asked for (orders that do not exist are left out). */
export function moneyOfOrders(database: AppDatabase, orderIds: number[]): Map<number, OrderMoney> {
  if (orderIds.length === 0) return new Map();
  const rows = statements(database).sums.all(JSON.stringify(orderIds)) as OrderSums[];
  return new Map(rows.map((r) => [r.orderId, moneyFrom(r)]));
}

/** One order's money, or undefined when there is no such order. */
export function moneyOf(database: AppDatabase, orderId: number): OrderMoney | undefined {
  return moneyOfOrders(database, [orderId]).get(orderId);
}

/** The party advances received in [from, to) (an India day): how many and how much, whatever day their parties are. */
export function advancesOfDay(database: AppDatabase, from: number, to: number): { count: number; paise: number } {
  return statements(database).advances.get(from, to) as { count: number; paise: number };
}

/** Money of orders received in a day: cash, UPI (`upiToCheckPaise` of it nobody has seen yet), credit, refunds given back. */
export interface ReceivedSums {
  cashPaise: number;
  upiPaise: number;
  upiToCheckPaise: number;
  creditPaise: number;
  refundedPaise: number;
}

/**
 * The money of orders received in [from, to) (an India day), by the day each row moved — the
 * day close's basis, whatever day the order is for (the takings count an order on the day it is
 * due). Party advances are in it (UPI or cash of the owner); khata settlements are not (they pay no
 * order: the khata page and the UPI statement list them). `restaurantId`: that restaurant's orders only.
 */
export function receivedOfDay(database: AppDatabase, from: number, to: number, restaurantId?: number): ReceivedSums {
  return statements(database).received.get({ from, to, restaurantId: restaurantId ?? null }) as ReceivedSums;
}

export interface AdvanceReceived {
  id: number;
  orderId: number;
  partyRequestId: number;
  method: LedgerMethod;
  amountPaise: number;
  utr: string | null;
  at: number;
  checkedAt: number | null;
  /** The party's day (its order is for then). */
  scheduledFor: number | null;
}

/** Each party advance received in [from, to), whatever day its party is (a restaurant's when given), in the order they came. */
export function advancesReceived(
  database: AppDatabase,
  from: number,
  to: number,
  restaurantId?: number,
): AdvanceReceived[] {
  return statements(database).advanceList.all({ from, to, restaurantId: restaurantId ?? null }) as AdvanceReceived[];
}

/** The refunds owed: cancelled orders still holding money paid (advances too), how many and how much. */
export function refundsDue(database: AppDatabase): { count: number; paise: number } {
  return statements(database).refundsDue.get() as { count: number; paise: number };
}

/** Every row of an order, voided ones too, in the order the money moved. */
export function paymentsOf(database: AppDatabase, orderId: number): PaymentRow[] {
  return statements(database).ofOrder.all(orderId) as PaymentRow[];
}

/** Every row of each order asked for (voided ones too), in the order the money moved. */
export function paymentsOfOrders(database: AppDatabase, orderIds: number[]): Map<number, PaymentRow[]> {
  const byOrder = new Map<number, PaymentRow[]>();
  if (orderIds.length === 0) return byOrder;
  for (const row of statements(database).ofOrders.all(JSON.stringify(orderIds)) as PaymentRow[]) {
    const list = byOrder.get(row.orderId!) ?? [];
    list.push(row);
    byOrder.set(row.orderId!, list);
  }
  return byOrder;
}

/** An order's money and its rows, as an order's answer reads them. */
export interface OrderLedger {
  money: OrderMoney;
  rows: PaymentRow[];
}

/** The money of each order asked for, with its rows: one read of each for a whole page of orders. */
export function ledgersOf(database: AppDatabase, orderIds: number[]): Map<number, OrderLedger> {
  const money = moneyOfOrders(database, orderIds);
  const rows = paymentsOfOrders(database, orderIds);
  return new Map([...money].map(([id, m]) => [id, { money: m, rows: rows.get(id) ?? [] }]));
}

/**
 * The money fields of an order's answer, read from its rows: its status, the UTR it was paid
 * with (the last UPI seen), the customer's "I've paid" (their last UPI row) and the last refund.
 * An order not found in the ledger (written whole by a test) answers as having no money moved.
 */
export function ledgerFieldsOf(
  order: { totalPaise: number; status: string; paymentMethod: string },
  ledger?: OrderLedger,
) {
  const money: OrderMoney = ledger?.money ?? {
    totalPaise: order.totalPaise,
    paidPaise: 0,
    toCheckPaise: 0,
    balanceDuePaise: order.status === 'cancelled' ? 0 : order.totalPaise,
    refundDuePaise: 0,
    refundedPaise: 0,
    paymentStatus: order.paymentMethod === 'upi' ? 'awaiting_upi' : 'cash_on_delivery',
    refundStatus: null,
  };
  const live = (ledger?.rows ?? []).filter((r) => r.voidedAt === null);
  const last = <T>(rows: T[]): T | undefined => rows[rows.length - 1];
  const seenUpi = last(live.filter((r) => r.kind === 'payment' && r.method === 'upi' && r.checkedAt !== null));
  const told = last(live.filter((r) => r.kind === 'payment' && r.method === 'upi' && r.receivedByKind === 'customer'));
  const refund = last(live.filter((r) => r.kind === 'refund'));
  const methods = new Set(live.filter((r) => r.kind === 'payment').map((r) => r.method));
  return {
    ...money,
    /** How the money came (cash, UPI, credit on a khata), each once: a split has more than one. */
    paidWith: LEDGER_METHODS.filter((m) => methods.has(m)),
    utr: seenUpi?.utr ?? null,
    customerPaidAt: told?.at ?? null,
    customerUtr: told?.utr ?? null,
    refundMethod: refund?.method ?? null,
    refundUtr: refund?.utr ?? null,
    refundedAt: refund?.at ?? null,
    refundedByName: refund?.receivedByName ?? null,
  };
}

export function findPayment(database: AppDatabase, id: number): PaymentRow | undefined {
  return statements(database).byId.get(id) as PaymentRow | undefined;
}

/**
 * Refuses (409 naming `utr`, saying where) a UTR that already moved money anywhere: one UPI
 * transfer pays one thing. `orderId` is the order being paid, whose own column may hold it.
 */
export function assertUtrFree(
  database: AppDatabase,
  utr: string | null | undefined,
  orderId: number | null = null,
): void {
  if (!utr) return;
  const s = statements(database);
  const used = s.utrPayment.get(utr) as
    { kind: LedgerKind; orderId: number | null; khataPhone: string | null; partyId: number | null } | undefined;
  if (used) {
    const message =
      used.orderId === null
        ? `This UTR was already used: a khata settlement of ${used.khataPhone}`
        : used.kind === 'refund'
          ? `This UTR was already used: the refund of ${formatOrderCode(used.orderId)}`
          : used.partyId !== null
            ? `This UTR already paid the advance of ${formatPartyCode(used.partyId)}`
            : `This UTR already paid order ${formatOrderCode(used.orderId)}`;
    throw new Refusal('conflict', message, 'utr');
  }
  const order = s.utrOrder.get(utr, orderId) as number | undefined;
  if (order !== undefined)
    throw new Refusal('conflict', `This UTR already paid order ${formatOrderCode(order)}`, 'utr');
  const party = s.utrParty.get(utr) as number | undefined;
  if (party !== undefined)
    throw new Refusal('conflict', `This UTR already paid the advance of ${formatPartyCode(party)}`, 'utr');
}

export interface NewPayment {
  /** The order paid; null for a khata settlement (then `khataPhone` is required). */
  orderId: number | null;
  method: LedgerMethod;
  amountPaise: number;
  utr?: string | null;
  receivedBy: Receiver;
  at: number;
  /** The khata a credit goes on or a settlement pays. db/khata.ts checks its limit. */
  khataPhone?: string | null;
  /** UPI seen in the account as it is recorded (the owner or kitchen confirming): who saw it. Else it is to check. */
  checkedByName?: string | null;
}

/**
 * Records money taken. For an order: refused when the order is not there (404) or cancelled
 * (409), and when it would pay more than is left to pay, UPI still to check included (400 naming
 * `amount`). A UTR used anywhere before is a 409 naming `utr`. Cash and credit count at once; UPI
 * when `checkedByName` says who saw it. Call inside the caller's transaction.
 */
export function recordPayment(database: AppDatabase, payment: NewPayment): PaymentRow {
  if (!Number.isInteger(payment.amountPaise) || payment.amountPaise <= 0)
    throw new Refusal('invalid', 'amount must be more than 0', 'amount');
  if (payment.utr && payment.method !== 'upi') throw new Refusal('invalid', 'Only a UPI payment has a UTR', 'utr');
  if (payment.method === 'credit' && !payment.khataPhone)
    throw new Refusal('conflict', 'This customer has no khata', 'khata');
  if (payment.orderId !== null) {
    const sums = statements(database).sums.get(JSON.stringify([payment.orderId])) as OrderSums | undefined;
    if (!sums) throw new Refusal('not_found', 'Order not found');
    if (sums.status === 'cancelled') throw new Refusal('conflict', 'A cancelled order takes no payment', 'amount');
    const money = moneyFrom(sums);
    const left = money.balanceDuePaise - money.toCheckPaise;
    if (payment.amountPaise > left)
      throw new Refusal('invalid', `More than is left to pay (₹${(Math.max(left, 0) / 100).toFixed(2)})`, 'amount');
  } else if (!payment.khataPhone) {
    throw new Refusal('invalid', 'A payment pays an order or a khata', 'orderId');
  }
  assertUtrFree(database, payment.utr, payment.orderId);
  const checked = payment.method === 'upi' && payment.checkedByName ? payment.checkedByName : null;
  return statements(database).insert.get({
    orderId: payment.orderId,
    kind: 'payment',
    method: payment.method,
    amountPaise: payment.amountPaise,
    utr: payment.utr || null,
    receivedByKind: payment.receivedBy.kind,
    receivedById: payment.receivedBy.id,
    receivedByName: payment.receivedBy.name,
    at: payment.at,
    khataPhone: payment.khataPhone ?? null,
    checkedAt: checked ? payment.at : null,
    checkedByName: checked,
  }) as PaymentRow;
}

/**
 * The money of an order written whole (the demo's, the tests'), as the upgrade moved the older
 * orders' (migration 0047): paid ("paid") is UPI the customer sent at checkout, seen as it was
 * written; a delivered cash order's total is the cash of its rider, else the counter's (pickup),
 * else the kitchen's, taken when it was delivered. No refusal: the order says what happened.
 */
export function writeOrderMoney(
  database: AppDatabase,
  order: {
    id: number;
    status: string;
    totalPaise: number;
    paymentMethod: string;
    paymentStatus: string;
    utr: string | null;
    fulfilment: string;
    customerId: number | null;
    customerName: string;
    deliveryPersonId: number | null;
    deliveryPersonName: string | null;
    restaurantName: string;
    createdAt: number;
    deliveredAt: number;
  },
): void {
  if (order.totalPaise <= 0) return;
  const row = {
    orderId: order.id,
    kind: 'payment',
    amountPaise: order.totalPaise,
    khataPhone: null,
  };
  if (order.paymentStatus === 'paid')
    statements(database).insert.get({
      ...row,
      method: 'upi',
      utr: order.utr,
      receivedByKind: 'customer',
      receivedById: order.customerId,
      receivedByName: order.customerName,
      at: order.createdAt,
      checkedAt: order.createdAt,
      checkedByName: order.restaurantName,
    });
  else if (order.paymentMethod === 'cash' && order.status === 'delivered') {
    const rider = order.deliveryPersonId !== null;
    const counter = !rider && order.fulfilment === 'pickup';
    statements(database).insert.get({
      ...row,
      method: 'cash',
      utr: null,
      receivedByKind: rider ? 'rider' : counter ? 'counter' : 'kitchen',
      receivedById: order.deliveryPersonId,
      receivedByName: rider ? (order.deliveryPersonName ?? 'Rider') : counter ? 'Counter' : order.restaurantName,
      at: order.deliveredAt,
      checkedAt: null,
      checkedByName: null,
    });
  }
}

export interface NewRefund {
  orderId: number;
  method: LedgerMethod;
  /** Paise; all that is due when left out. */
  amountPaise?: number;
  utr?: string | null;
  /** Who gave it back. */
  by: Receiver;
  at: number;
}

/**
 * Records money given back on a cancelled order: 409 unless a refund is due, 400 naming `amount`
 * above what is due. Credit given back goes to the khata the order was put on (none: 409).
 * Call inside the caller's transaction.
 */
export function recordRefund(database: AppDatabase, refund: NewRefund): PaymentRow {
  const money = moneyOf(database, refund.orderId);
  if (!money) throw new Refusal('not_found', 'Order not found');
  if (money.refundDuePaise <= 0)
    throw new Refusal(
      'conflict',
      'No refund is due on this order: only a paid order that was cancelled is refunded',
      'refundStatus',
    );
  const amount = refund.amountPaise ?? money.refundDuePaise;
  if (!Number.isInteger(amount) || amount <= 0) throw new Refusal('invalid', 'amount must be more than 0', 'amount');
  if (amount > money.refundDuePaise)
    throw new Refusal('invalid', `More than the refund due (₹${(money.refundDuePaise / 100).toFixed(2)})`, 'amount');
  if (refund.utr && refund.method !== 'upi') throw new Refusal('invalid', 'Only a UPI refund has a UTR', 'utr');
  let khataPhone: string | null = null;
  if (refund.method === 'credit') {
    khataPhone =
      paymentsOf(database, refund.orderId).find((p) => p.method === 'credit' && p.voidedAt === null)?.khataPhone ??
      null;
    if (!khataPhone) throw new Refusal('conflict', 'This order was not put on a khata', 'method');
  }
  assertUtrFree(database, refund.utr, refund.orderId);
  return statements(database).insert.get({
    orderId: refund.orderId,
    kind: 'refund',
    method: refund.method,
    amountPaise: amount,
    utr: refund.utr || null,
    receivedByKind: refund.by.kind,
    receivedById: refund.by.id,
    receivedByName: refund.by.name,
    at: refund.at,
    khataPhone,
    checkedAt: null,
    checkedByName: null,
  }) as PaymentRow;
}

/**
 * Voids a row recorded by mistake (a double tap, a wrong amount): it stays, with who and when, and
 * counts nowhere; its UTR may be used again. 404 for no such row, 409 for one already voided.
 */
export function voidPayment(
  database: AppDatabase,
  id: number,
  by: { name: string; at: number; reason?: string | null },
): PaymentRow {
  const row = findPayment(database, id);
  if (!row) throw new Refusal('not_found', 'Payment not found');
  if (row.voidedAt !== null) throw new Refusal('conflict', 'This payment is already voided', 'voidedAt');
  statements(database).void.run(by.at, by.name, by.reason ?? null, id);
  return findPayment(database, id)!;
}

/**
 * Someone saw a UPI row arrive in the account: it counts from now on; `utr`, when given, fills in
 * the reference of a row that had none (409 when used before). 409 for cash, credit, a voided or a
 * checked row.
 */
export function checkPayment(
  database: AppDatabase,
  id: number,
  by: { name: string; at: number; utr?: string | null },
): PaymentRow {
  const row = findPayment(database, id);
  if (!row) throw new Refusal('not_found', 'Payment not found');
  if (row.method !== 'upi' || row.voidedAt !== null || row.checkedAt !== null)
    throw new Refusal('conflict', 'Only UPI still to check can be checked', 'checkedAt');
  if (by.utr && row.utr === null) {
    assertUtrFree(database, by.utr, row.orderId);
    statements(database).setUtr.run(by.utr, id);
  }
  statements(database).check.run(by.at, by.name, id);
  return findPayment(database, id)!;
}

/**
 * The money of [from, to) (an India day: shared/indiaTime.ts), by the day each row moved: by
 * method and by who took it. A party's advance counts on the day it was received, as UPI of the
 * owner; a rider's cash is the cash that rider took.
 */
export function moneyOfDay(database: AppDatabase, from: number, to: number): DaySums {
  const s = statements(database);
  return {
    ...(s.day.get(from, to) as Omit<DaySums, 'byReceiver'>),
    byReceiver: s.dayByReceiver.all(from, to) as ReceiverDay[],
  };
}

/** Every UTR received or sent back in [from, to), checked or not, to tick against the bank's statement. */
export function upiStatement(database: AppDatabase, from: number, to: number): UpiStatementLine[] {
  return statements(database).upi.all(from, to) as UpiStatementLine[];
}
