/**
 * The order's commands: every change to an order after it is placed, each one exported function
 * and one transaction (a savepoint inside a caller's). Each checks the status policy
 * (shared/orderStatus.ts) and what the order itself rules out, writes the row and its history,
 * and queues what follows in the same transaction (the kitchen's tickets; the rider's status by
 * rule). The event each write makes is the triggers' (migration 0006_order_events: the outbox),
 * so it commits with the write and no command has to remember it.
 *
 * A kitchen or rider runs a command on their own orders only: the order is checked to be theirs
 * inside the write (it may have been given to another rider since the request's guard ran), and
 * a command answers false when the order is not found or not theirs.
 */
import type { AppDatabase } from '../client';
import type { OrderStatus, StaffStatus } from '../schema';
import { handOverError, readyMarkError, statusChangeError } from '../../shared/orderStatus';
import type { LedgerMethod, StatusActor } from '../../shared/statuses';
import { preparedOnce } from '../statements';
import { owns, type PartnerKind } from '../partners';
import { addStrike } from '../blocklist';
import { FAKE_REASON } from '../../shared/trust';
import { Refusal } from '../../shared/refusal';
import { queueOnStatus } from '../printers';
import { givePortionsBack } from './portions';
import { assertDeliveryProof, issueDeliveryCode, type DeliveryProof } from './deliveryCode';
import {
  checkPayment,
  moneyOf,
  paymentsOf,
  recordPayment,
  recordRefund,
  type OrderMoney,
  type Receiver,
} from '../ledger';
import { putOnKhata } from '../khata';
import { findOrderRow, isWaitingToConfirm, type OrderRow } from './row';

const statements = preparedOnce((sqlite) => ({
  setStatus: sqlite.prepare('update orders set status = ?, updated_at = ? where id = ?'),
  recordStatus: sqlite.prepare(
    'insert into order_status_history (order_id, status, at, by, admin_id, user_id, reason) values (?, ?, ?, ?, ?, ?, ?)',
  ),
  setReady: sqlite.prepare('update orders set ready_at = ?, updated_at = ? where id = ?'),
  confirm: sqlite.prepare(
    'update orders set confirmed_at = ?, confirmed_by = ?, confirmed_by_name = ?, updated_at = ? where id = ?',
  ),
  markFake: sqlite.prepare(
    'update orders set fake_at = ?, fake_by = ?, fake_by_name = ?, fake_reason = ?, updated_at = ? where id = ?',
  ),
  riderBusy: sqlite.prepare(
    `select 1 from orders where delivery_person_id = ? and status = 'out_for_delivery' limit 1`,
  ),
  // A rider not on leave is on delivery while an order of theirs is out, else active.
  followWork: sqlite.prepare(
    `update users set status = case when exists (select 1 from orders o where o.delivery_person_id = users.id and o.status = 'out_for_delivery') then 'on_delivery' else 'active' end
      where id = ? and role = 'delivery' and status is not 'on_leave'`,
  ),
  unassign: sqlite.prepare('update orders set delivery_person_id = null, delivery_person_name = null where id = ?'),
  person: sqlite.prepare('select id, name, role, status, approved from users where id = ?'),
  assign: sqlite.prepare('update orders set delivery_person_id = ?, delivery_person_name = ? where id = ?'),
  // When the money was seen: the kitchen's bell rings for a UPI order from then (db/push.ts).
  paidAt: sqlite.prepare('update orders set paid_at = ?, updated_at = ? where id = ?'),
  // The order's payment status as its rows of the ledger make it, kept on the row for what filters
  // and indexes read there (the list's filter, the kitchen's bell, a trusted number). Written even
  // when it stays the same: money moved, so the order's answer changed, and the write is what puts
  // its live event in the outbox (a refund on a cancelled order keeps "paid" but must reach every
  // open screen).
  followLedger: sqlite.prepare('update orders set payment_status = @status, updated_at = @now where id = @id'),
  // Paid at the door in a way other than the order said: the method is where the money went.
  setMethod: sqlite.prepare(
    'update orders set payment_method = @method, updated_at = @now where id = @id and payment_method != @method',
  ),
  // The kitchen took an order in: its run of missed orders starts again (no write when there is none).
  resetMissedRun: sqlite.prepare(
    'update restaurants set missed_run = 0 where id = (select restaurant_id from orders where id = ?) and missed_run > 0',
  ),
  acknowledge: sqlite.prepare(
    'update orders set rider_acknowledged_by = delivery_person_id, rider_acknowledged_at = ? where id = ? and delivery_person_id = ? and rider_acknowledged_by is not delivery_person_id',
  ),
  remove: sqlite.prepare('delete from orders where id = ?'),
  onClosedSitting: sqlite
    .prepare(
      'select 1 from orders o join table_sittings s on s.id = o.sitting_id where o.id = ? and s.closed_at is not null',
    )
    .pluck(),
}));

/** Who changes an order: recorded in its status history (and by name on a confirmation or a fake mark). */
export type Actor = (
  | { by: 'admin'; adminId: number }
  | { by: 'vendor' | 'delivery'; userId: number }
  | { by: Extract<StatusActor, 'customer' | 'system'> }
) & { name?: string };

/**
 * Moves an order to `status` per the policy and records who did it, and why when they said
 * (a kitchen's reason for cancelling). Call inside a transaction (the caller read the order in
 * it too, so two people cannot race a move).
 */
function applyStatusChange(
  database: AppDatabase,
  order: Pick<OrderRow, 'id' | 'status' | 'fulfilment' | 'deliveryPersonId' | 'holdReason' | 'confirmedAt'>,
  status: OrderStatus,
  actor: Actor,
  now: number,
  reason: string | null = null,
): void {
  const refusal = statusChangeError(order.status, status);
  if (refusal) throw new Refusal('invalid', refusal, 'status');
  const conflictWithOrder = stateConflict(order, status, actor);
  if (conflictWithOrder) throw new Refusal('conflict', conflictWithOrder, 'status');
  const { setStatus, recordStatus } = statements(database);
  // Moving a held order forward (accepting it, or starting it straight away) is confirming it:
  // whoever does has spoken to the customer or chosen to trust them.
  if (status !== 'cancelled' && isWaitingToConfirm(order))
    statements(database).confirm.run(now, actor.by, actor.name ?? null, now, order.id);
  setStatus.run(status, now, order.id);
  if (status === 'cancelled') givePortionsBack(database, order.id);
  if (status === 'out_for_delivery') issueDeliveryCode(database, order.id, now);
  riderFollowsWork(database, order.deliveryPersonId);
  if (order.status === 'placed' && status !== 'cancelled') statements(database).resetMissedRun.run(order.id);
  recordStatus.run(
    order.id,
    status,
    now,
    actor.by,
    actor.by === 'admin' ? actor.adminId : null,
    actor.by === 'vendor' || actor.by === 'delivery' ? actor.userId : null,
    reason,
  );
  // The kitchen's automatic tickets go with the change itself: committed together, or not at all.
  queueOnStatus(database, order.id, status, now);
}

/**
 * What the order itself rules out beyond the status policy: only a delivery order with a rider
 * goes out for delivery, and a rider acts only on what the kitchen has accepted — picked up from
 * accepted or preparing, delivered once picked up.
 */
function stateConflict(
  order: Pick<OrderRow, 'status' | 'fulfilment' | 'deliveryPersonId'>,
  status: OrderStatus,
  actor: Actor,
): string | null {
  if (status === 'out_for_delivery') {
    if (order.fulfilment === 'pickup')
      return 'A pickup order is not sent out for delivery: mark it delivered when the customer collects it';
    if (order.deliveryPersonId === null) return 'Assign a delivery person before sending the order out for delivery';
  }
  if (actor.by === 'delivery') {
    if (status === 'out_for_delivery' && order.status !== 'accepted' && order.status !== 'preparing')
      return 'The kitchen has not accepted this order yet: it cannot be picked up';
    if (status === 'delivered' && order.status !== 'out_for_delivery')
      return 'Mark the order picked up before delivering it';
  }
  return null;
}

/**
 * A kitchen finishing an order: its extra rule on top of the policy (only a pickup order, once
 * preparing or ready, is handed over by the kitchen). Call inside a transaction.
 */
function assertKitchenMove(order: Pick<OrderRow, 'status' | 'fulfilment' | 'readyAt'>, status: OrderStatus): void {
  const refusal = status === 'delivered' ? handOverError(order) : null;
  if (refusal) throw new Refusal('conflict', refusal, 'status');
}

/** The kitchen marks the food ready: a time on the order, the status stays. Call inside a transaction. */
function applyReadyMark(
  database: AppDatabase,
  order: Pick<OrderRow, 'id' | 'status' | 'fulfilment' | 'readyAt'>,
  now: number,
): void {
  const refusal = readyMarkError(order);
  if (refusal) throw new Refusal('conflict', refusal, 'ready');
  statements(database).setReady.run(now, now, order.id);
}

const FINISHED: readonly OrderStatus[] = ['delivered', 'cancelled'];

export const ON_DELIVERY_BY_HAND = 'On delivery follows the orders out for delivery and cannot be set by hand';

/**
 * The staff status a rider ends up with when `requested` is asked for (by an admin or the rider).
 * "On delivery" follows the work and is never set by hand (sending back the status the rider
 * already has is not a change); going on leave is refused while an order is out for delivery; a
 * rider back at work with an order out is on delivery. Call inside a transaction.
 */
export function riderStatusFor(
  database: AppDatabase,
  rider: { id: number; name: string; status: StaffStatus | null },
  requested: StaffStatus,
  leaveRefusal = `${rider.name} has an order out for delivery: it must be delivered first`,
): StaffStatus {
  const busy = statements(database).riderBusy.get(rider.id) !== undefined;
  if (requested === 'on_delivery' && rider.status !== 'on_delivery')
    throw new Refusal('conflict', ON_DELIVERY_BY_HAND, 'status');
  if (requested === 'on_leave' && busy) throw new Refusal('conflict', leaveRefusal, 'status');
  return requested === 'on_leave' ? 'on_leave' : busy ? 'on_delivery' : 'active';
}

/**
 * Gives the order to a rider (or takes it from them with null), keeping the name snapshot the
 * lists show. Refused: an unknown person or not a rider (400), a rider on leave, a finished
 * order, a pickup order, or leaving an order out for delivery with no rider (409). Call inside
 * a transaction.
 */
function applyAssignment(
  database: AppDatabase,
  order: Pick<OrderRow, 'id' | 'status' | 'fulfilment' | 'deliveryPersonId'>,
  deliveryPersonId: number | null,
): void {
  if (FINISHED.includes(order.status))
    throw new Refusal(
      'conflict',
      `Cannot change the delivery person of an order that is ${order.status}`,
      'deliveryPersonId',
    );
  if (deliveryPersonId === null) {
    if (order.deliveryPersonId === null) return;
    if (order.status === 'out_for_delivery')
      throw new Refusal(
        'conflict',
        'The order is out for delivery: assign another delivery person instead of none',
        'deliveryPersonId',
      );
    statements(database).unassign.run(order.id);
    riderFollowsWork(database, order.deliveryPersonId);
    return;
  }
  const person = statements(database).person.get(deliveryPersonId) as
    { id: number; name: string; role: string; status: string | null; approved: number } | undefined;
  if (!person) throw new Refusal('invalid', 'Delivery person not found', 'deliveryPersonId');
  if (person.role !== 'delivery')
    throw new Refusal('invalid', `${person.name} is not a delivery person`, 'deliveryPersonId');
  if (order.fulfilment === 'pickup')
    throw new Refusal('conflict', 'A pickup order has no delivery person', 'deliveryPersonId');
  if (order.deliveryPersonId === person.id) return;
  if (person.status === 'on_leave') throw new Refusal('conflict', `${person.name} is on leave`, 'deliveryPersonId');
  if (!person.approved) throw new Refusal('conflict', `${person.name} is waiting for approval`, 'deliveryPersonId');
  statements(database).assign.run(person.id, person.name, order.id);
  riderFollowsWork(database, order.deliveryPersonId);
  riderFollowsWork(database, person.id);
}

/**
 * A rider's status follows their work: "on delivery" while an order of theirs is out for
 * delivery, "active" once none is; "on leave" is theirs to change. Called, in the same
 * transaction, by every write that sends an order out, finishes it, deletes it or moves it to
 * another rider.
 */
export function riderFollowsWork(database: AppDatabase, riderId: number | null): void {
  if (riderId !== null) statements(database).followWork.run(riderId);
}

/** One line of money taken for an order: how, how much, and a UPI line's UTR when shown. */
export type PaymentLine = { method: LedgerMethod; amountPaise: number; utr: string | null };

/**
 * How an order being finished was paid: `collected` is one line of the whole balance ("cash", or
 * "upi" with its UTR when shown); `lines` are the payment lines (part cash, part UPI, part on khata).
 */
export type Collected = { collected: 'cash' | 'upi'; utr: string | null } | { lines: PaymentLine[] };

/** Who took money, as the ledger names them: the rider at the door, the kitchen's counter, the owner. */
function receiverOf(caller: OrderCaller, order: OrderRow, counter: boolean): Receiver {
  if (caller.by === 'admin') return { kind: 'owner', id: caller.adminId, name: caller.name ?? 'Owner' };
  if (caller.by === 'delivery') return { kind: 'rider', id: caller.userId, name: caller.name ?? 'Rider' };
  return { kind: counter ? 'counter' : 'kitchen', id: caller.userId, name: caller.name ?? order.restaurantName };
}

/**
 * The order's payment status follows its rows (see the followLedger statement), and its live event
 * goes out. Call after rows of the order are written: by a command here, or by a table's close.
 */
export function followLedger(database: AppDatabase, orderId: number, now: number): void {
  const money = moneyOf(database, orderId);
  if (money) statements(database).followLedger.run({ status: money.paymentStatus, now, id: orderId });
}

/**
 * Writes payment lines of an order: credit goes on the customer's khata (db/khata.ts refuses a
 * phone without one, or over its limit), the rest straight to the ledger. UPI is seen at once
 * only when `checkedByName` says who saw it; else it is "to check".
 */
function recordLines(
  database: AppDatabase,
  order: OrderRow,
  lines: PaymentLine[],
  receivedBy: Receiver,
  now: number,
  checkedByName: string | null = null,
): void {
  for (const line of lines) {
    if (line.method === 'credit')
      putOnKhata(database, order.customerPhone, {
        orderId: order.id,
        amountPaise: line.amountPaise,
        receivedBy,
        at: now,
      });
    else
      recordPayment(database, {
        orderId: order.id,
        method: line.method,
        amountPaise: line.amountPaise,
        utr: line.utr,
        receivedBy,
        at: now,
        checkedByName,
      });
  }
}

/** What is left for someone to take: the balance less UPI already said to be sent (still to check). */
const leftToTake = (money: OrderMoney) => Math.max(money.balanceDuePaise - money.toCheckPaise, 0);

/**
 * The money of an order being finished (delivered by its rider, handed over by its kitchen), as
 * rows of the ledger taken by them: lines summing to what is left to pay (more: 400, less: 400,
 * both naming `payments`), or `collected`, one line of all of it. UPI at the door is the rider's
 * word: "to check" until the kitchen or the owner sees it (the kitchen's own counter UPI is seen). Whole "cash" makes the order a cash
 * order, whole "upi" a UPI one: the method is where the money went. An order with nothing left
 * needs nothing; "upi" on it changes nothing (a tap queued offline while someone confirmed the
 * payment), "cash" contradicts the payment seen (409). The back office delivering for a rider
 * takes no money itself: a cash order's balance is the cash of its rider (the counter's for a
 * pickup, else the kitchen's), as the day close always counted it. Call inside the transaction of
 * the status change.
 */
function applyCollection(
  database: AppDatabase,
  order: OrderRow,
  caller: OrderCaller,
  collected: Collected | undefined,
  now: number,
): void {
  // A round of a table is paid with its whole sitting when the table is closed (db/tables.ts).
  if (order.fulfilment === 'dine_in') return;
  const money = moneyOf(database, order.id)!;
  const left = leftToTake(money);
  if (caller.by === 'admin') {
    if (left > 0 && order.paymentMethod === 'cash')
      recordLines(database, order, [{ method: 'cash', amountPaise: left, utr: null }], takerOfCash(order), now);
    return;
  }
  const receivedBy = receiverOf(caller, order, order.fulfilment === 'pickup');
  // The kitchen taking UPI at its own counter sees it arrive in its own UPI app: seen, not to check.
  const seenBy = caller.by === 'vendor' ? receivedBy.name : null;
  if (left === 0) {
    if (collected && 'collected' in collected && collected.collected === 'cash')
      throw new Refusal('conflict', 'This order is already paid by UPI: there was no cash to collect', 'collected');
    if (collected && 'lines' in collected)
      throw new Refusal('invalid', 'Nothing is left to pay on this order', 'payments');
    return;
  }
  if (!collected) throw new Refusal('invalid', COLLECTED_MESSAGE, 'collected');
  if ('collected' in collected) {
    const method = collected.collected;
    recordLines(
      database,
      order,
      [{ method, amountPaise: left, utr: method === 'upi' ? collected.utr : null }],
      receivedBy,
      now,
      seenBy,
    );
    statements(database).setMethod.run({ method, now, id: order.id });
    return;
  }
  const sum = collected.lines.reduce((total, line) => total + line.amountPaise, 0);
  if (sum !== left)
    throw new Refusal(
      'invalid',
      `${sum > left ? 'More than' : 'Less than'} is left to pay: the lines must add up to ₹${(left / 100).toFixed(2)}`,
      'payments',
    );
  recordLines(database, order, collected.lines, receivedBy, now, seenBy);
}

/** Who holds a cash order's money when the back office marks it delivered: its rider, else the counter (pickup), else the kitchen. */
function takerOfCash(order: OrderRow): Receiver {
  if (order.deliveryPersonId !== null)
    return { kind: 'rider', id: order.deliveryPersonId, name: order.deliveryPersonName ?? 'Rider' };
  if (order.fulfilment === 'pickup') return { kind: 'counter', id: null, name: 'Counter' };
  return { kind: 'kitchen', id: null, name: order.restaurantName };
}

export const COLLECTED_MESSAGE = 'Say how the order was paid: collected "cash" or "upi"';

/**
 * Someone saw the money arrive in the account: the UPI still to check on the order (the
 * customer's "I've paid", the rider's UPI at the door) counts from now on, the UTR shown filling in
 * one that had none; what is still left is a UPI payment they saw, with that UTR. A second
 * confirmation, one on a cancelled order, or a UTR already used anywhere is refused (409). Call
 * inside a transaction.
 */
function applyPayment(
  database: AppDatabase,
  order: OrderRow,
  caller: OrderCaller,
  utr: string | null,
  now: number,
): void {
  if (order.status === 'cancelled')
    throw new Refusal('conflict', 'A cancelled order takes no payment', 'paymentStatus');
  const money = moneyOf(database, order.id)!;
  if (money.balanceDuePaise === 0 || money.paymentStatus === 'paid')
    throw new Refusal('conflict', 'The payment is already confirmed', 'paymentStatus');
  const seenBy = { name: caller.name ?? 'Owner', at: now };
  let utrLeft = utr;
  for (const row of paymentsOf(database, order.id)) {
    if (row.kind !== 'payment' || row.method !== 'upi' || row.voidedAt !== null || row.checkedAt !== null) continue;
    const fillIn = row.utr === null && utrLeft !== null && utrLeft !== row.utr ? utrLeft : null;
    checkPayment(database, row.id, { ...seenBy, utr: fillIn });
    if (fillIn || row.utr === utrLeft) utrLeft = null;
  }
  const left = leftToTake(moneyOf(database, order.id)!);
  if (left > 0)
    recordLines(
      database,
      order,
      [{ method: 'upi', amountPaise: left, utr: utrLeft }],
      receiverOf(caller, order, false),
      now,
      seenBy.name,
    );
  statements(database).paidAt.run(now, now, order.id);
  // Money seen is a real customer: a held order (a number with strikes paying first) is confirmed with it.
  if (isWaitingToConfirm(order)) statements(database).confirm.run(now, caller.by, caller.name ?? null, now, order.id);
}

/**
 * The money of a cancelled order given back (by UPI with its reference, in cash, or back on the
 * khata it was put on): a refund row, all that is due unless `amountPaise` says less. 409 unless a
 * refund is due. Call inside a transaction.
 */
function applyRefund(
  database: AppDatabase,
  order: OrderRow,
  caller: OrderCaller,
  refund: { method: LedgerMethod; amountPaise?: number; utr: string | null },
  now: number,
): void {
  recordRefund(database, {
    orderId: order.id,
    method: refund.method,
    amountPaise: refund.amountPaise,
    utr: refund.method === 'upi' ? refund.utr : null,
    by: receiverOf(caller, order, false),
    at: now,
  });
}

/**
 * Money the owner took for an order (cash, UPI they saw, or a bill put on the customer's khata),
 * before or after it is delivered: a row of the ledger. More than is left to pay is a 400 naming
 * `amount`; a cancelled order takes none (409).
 */
function applyOwnerPayment(
  database: AppDatabase,
  order: OrderRow,
  caller: OrderCaller,
  line: PaymentLine,
  now: number,
) {
  const owner = receiverOf(caller, order, false);
  recordLines(database, order, [line], owner, now, owner.name);
  if (line.method === 'upi') statements(database).paidAt.run(now, now, order.id);
}

/**
 * The server accepts a new order for a kitchen that asked for it (auto-accept): the same status
 * change as the kitchen's Accept, recorded as the system's. False when the order is gone, no
 * longer waits, or is held to confirm.
 */
export function acceptAutomatically(database: AppDatabase, id: number, now: number): boolean {
  return database.sqlite
    .transaction(() => {
      const order = findOrderRow(database, id);
      if (!order || order.status !== 'placed' || isWaitingToConfirm(order)) return false;
      applyStatusChange(database, order, 'accepted', { by: 'system', name: 'Auto-accept' }, now);
      return true;
    })
    .immediate();
}

export const UTR_MESSAGE = 'UTR must be the 12-digit UPI reference';

/** Who runs a command: the back office, on any order; or a kitchen or rider, on their own orders only. */
export type OrderCaller =
  { by: 'admin'; adminId: number; name?: string } | { by: PartnerKind; userId: number; name?: string };

/**
 * One command's transaction: the order read inside it (so two people cannot race a move), then
 * `change` checks and writes it; a refusal it throws leaves the order as it was. False when the
 * order is not found, or not the caller's.
 */
function command(database: AppDatabase, id: number, caller: OrderCaller, change: (order: OrderRow) => void): boolean {
  return database.sqlite
    .transaction(() => {
      if (caller.by !== 'admin' && !owns(database, { id: caller.userId, kind: caller.by }, 'order', id)) return false;
      const order = findOrderRow(database, id);
      if (!order) return false;
      change(order);
      return true;
    })
    .immediate();
}

/**
 * A move of the status by whoever runs it (a kitchen's own rule on finishing an order applies on
 * top of the policy). A kitchen or rider finishing an order says how it was paid, written with
 * the status or neither (see applyCollection).
 */
function move(
  database: AppDatabase,
  id: number,
  status: OrderStatus,
  caller: OrderCaller,
  now: number,
  more: { reason?: string | null; collected?: Collected; proof?: DeliveryProof } = {},
): boolean {
  return command(database, id, caller, (order) => {
    if (caller.by === 'vendor') assertKitchenMove(order, status);
    if (more.proof) assertDeliveryProof(database, order, more.proof, caller, now);
    applyStatusChange(database, order, status, caller, now, more.reason ?? null);
    if (status === 'delivered') {
      applyCollection(database, order, caller, more.collected, now);
      followLedger(database, id, now);
    }
  });
}

/**
 * A table's close serves the rounds the kitchen has taken in: the guests have eaten and paid,
 * and in a rush the kitchen does not always tap "served". Each accepted or cooking round is served
 * with the close, by whoever closed it, so the day's takings (which count served orders) hold the
 * sitting's money. A round still waiting for the kitchen stays with it (it is paid, but not yet
 * cooked or even printed): the kitchen serves it as usual. Call inside the close's transaction.
 */
export function serveWithClose(database: AppDatabase, orderIds: number[], actor: Actor, now: number): void {
  for (const id of orderIds) {
    const order = findOrderRow(database, id);
    if (order && (order.status === 'accepted' || order.status === 'preparing'))
      applyStatusChange(database, order, 'delivered', actor, now);
  }
}

/** The kitchen takes a new order in (a held one is confirmed with it). */
export const accept = (database: AppDatabase, id: number, caller: OrderCaller, now: number): boolean =>
  move(database, id, 'accepted', caller, now);

/** The kitchen starts cooking. */
export const prepare = (database: AppDatabase, id: number, caller: OrderCaller, now: number): boolean =>
  move(database, id, 'preparing', caller, now);

/** The rider (or the back office) sends a delivery order out: it needs its rider. */
export const pickUp = (database: AppDatabase, id: number, caller: OrderCaller, now: number): boolean =>
  move(database, id, 'out_for_delivery', caller, now);

/**
 * The order reached the customer at their door; the rider says how it was paid. An order with a
 * delivery code needs it (or the owner's reason), checked before anything is written.
 */
export const deliver = (
  database: AppDatabase,
  id: number,
  caller: OrderCaller,
  collected: Collected | undefined,
  now: number,
  proof: DeliveryProof = {},
): boolean => move(database, id, 'delivered', caller, now, { collected, proof });

/** The kitchen hands a pickup order over at the counter (once preparing or ready); it says how it was paid. */
export const handOver = (
  database: AppDatabase,
  id: number,
  caller: OrderCaller,
  collected: Collected | undefined,
  now: number,
): boolean => move(database, id, 'delivered', caller, now, { collected });

/** The order is off, with why when given (the customer reads it on their tracking page). */
export const cancel = (
  database: AppDatabase,
  id: number,
  caller: OrderCaller,
  reason: string | null,
  now: number,
): boolean => move(database, id, 'cancelled', caller, now, { reason });

/** The kitchen marks the food ready: a time on the order, the status stays. */
export const ready = (database: AppDatabase, id: number, caller: OrderCaller, now: number): boolean =>
  command(database, id, caller, (order) => applyReadyMark(database, order, now));

/**
 * Someone spoke to the customer (a call, their WhatsApp "CONFIRM ORD-…") and confirms a held
 * order: the kitchen's bell rings for it from now on.
 */
export const confirm = (database: AppDatabase, id: number, caller: OrderCaller, now: number): boolean =>
  command(database, id, caller, (order) => {
    if (order.status === 'cancelled') throw new Refusal('conflict', 'A cancelled order cannot be confirmed', 'confirm');
    if (order.holdReason === null)
      throw new Refusal('conflict', 'This order is not waiting to be confirmed', 'confirm');
    if (order.confirmedAt !== null) throw new Refusal('conflict', 'The order is already confirmed', 'confirm');
    statements(database).confirm.run(now, caller.by, caller.name ?? null, now, id);
  });

/**
 * "Fake / no one there": the order is cancelled unless it was delivered (or already cancelled),
 * who marked it and why stay on the order, and its phone number gets a strike.
 */
export const markFake = (
  database: AppDatabase,
  id: number,
  caller: OrderCaller,
  reason: string | null,
  now: number,
): boolean =>
  command(database, id, caller, (order) => {
    if (order.fakeAt !== null) throw new Refusal('conflict', 'This order is already marked fake', 'fake');
    if (!order.customerPhone) throw new Refusal('conflict', 'This order has no phone number to mark', 'fake');
    const why = reason ?? FAKE_REASON;
    const { setStatus, recordStatus, markFake: mark } = statements(database);
    mark.run(now, caller.by, caller.name ?? null, why, now, id);
    // Past the status policy on purpose: a rider at an empty house has the order out for delivery.
    if (order.status !== 'delivered' && order.status !== 'cancelled') {
      setStatus.run('cancelled', now, id);
      givePortionsBack(database, id);
      recordStatus.run(
        id,
        'cancelled',
        now,
        caller.by,
        caller.by === 'admin' ? caller.adminId : null,
        caller.by === 'admin' ? null : caller.userId,
        why,
      );
      // A rider at an empty house is free again, and a kitchen cooking from a printed KOT hears it is off.
      riderFollowsWork(database, order.deliveryPersonId);
      queueOnStatus(database, id, 'cancelled', now);
    }
    addStrike(database, {
      phone: order.customerPhone,
      orderId: id,
      at: now,
      by: caller.by,
      byName: caller.name ?? null,
      reason: why,
    });
  });

/** Someone saw the money arrive, with the UPI reference (UTR) the customer showed or without one (see applyPayment). */
export const confirmPayment = (
  database: AppDatabase,
  id: number,
  caller: OrderCaller,
  utr: string | null,
  now: number,
): boolean =>
  command(database, id, caller, (order) => {
    applyPayment(database, order, caller, utr, now);
    followLedger(database, id, now);
  });

/** The money of a cancelled order, given back (see applyRefund). */
export const refund = (
  database: AppDatabase,
  id: number,
  caller: OrderCaller,
  given: { method: LedgerMethod; amountPaise?: number; utr: string | null },
  now: number,
): boolean =>
  command(database, id, caller, (order) => {
    applyRefund(database, order, caller, given, now);
    followLedger(database, id, now);
  });

/** Money the owner took for an order (see applyOwnerPayment). */
export const takePayment = (
  database: AppDatabase,
  id: number,
  caller: OrderCaller,
  line: PaymentLine,
  now: number,
): boolean =>
  command(database, id, caller, (order) => {
    applyOwnerPayment(database, order, caller, line, now);
    followLedger(database, id, now);
  });

/** Gives the order to a rider, or takes it from them with null (see applyAssignment). */
export const assignRider = (
  database: AppDatabase,
  id: number,
  caller: OrderCaller,
  riderId: number | null,
  // Every command takes the time it runs at; an assignment keeps none.
  _now: number,
): boolean => command(database, id, caller, (order) => applyAssignment(database, order, riderId));

/**
 * The rider says they saw the order given to them ("Got it"): their ringing stops. False when
 * the order is not (or no longer) theirs; acknowledging twice changes nothing.
 */
export const acknowledge = (database: AppDatabase, id: number, caller: OrderCaller, now: number): boolean =>
  database.sqlite
    .transaction(() => {
      const order = findOrderRow(database, id);
      if (caller.by !== 'delivery' || !order || order.deliveryPersonId !== caller.userId) return false;
      statements(database).acknowledge.run(now, id, caller.userId);
      return true;
    })
    .immediate();

/** Deletes the order with its items and status history (ON DELETE CASCADE), freeing its rider; false when there was none. */
export function deleteOrder(database: AppDatabase, id: number): boolean {
  return database.sqlite.transaction(() => {
    const order = findOrderRow(database, id);
    if (!order) return false;
    // A round of a closed table is on the sitting's one bill, paid with the others: deleting it
    // would leave that bill without its order (or cancel it) while the other rounds hold the money.
    if (statements(database).onClosedSitting.get(id))
      throw new Refusal('conflict', 'This round is on its table’s bill: it cannot be deleted', 'id');
    // Plates not eaten go back to the dish, as a cancel gives them (a cancelled order gave them already).
    if (order.status !== 'delivered' && order.status !== 'cancelled') givePortionsBack(database, id);
    statements(database).remove.run(id);
    riderFollowsWork(database, order.deliveryPersonId);
    return true;
  })();
}
