/**
 * Orders as the live desk, the kitchen and the rider work them: reading one order in the shape
 * the admin list answers, and the two writes everyone shares — a status change (by whoever
 * makes it, recorded in the history) and a rider assignment. The rider's own status follows
 * by trigger (migration 0006_order_events), so no caller has to remember it.
 */
import type Database from 'better-sqlite3';
import { getTableColumns } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { orders, type OrderStatus, type StaffStatus } from './schema';
import { serializeOrder, type OrderRow } from './records';
import { handOverError, readyMarkError, statusChangeError } from '../shared/orderStatus';
import type { StatusActor } from '../shared/statuses';

type ItemRow = { orderId: number; name: string; quantity: number; pricePaise: number };

interface Statements {
  order: Database.Statement;
  items: Database.Statement;
  history: Database.Statement;
}
const statementsOf = new WeakMap<Database.Database, Statements>();

/** Same columns and names as Drizzle's select() of the table, so rows serialize the same. */
/** An order's status history, oldest first: what, when, who, and why when a reason was given. */
export const HISTORY_SQL = 'select status, at, by, reason from order_status_history where order_id = ? order by at, id';
export type HistoryRow = { status: OrderStatus; at: number; by: StatusActor; reason: string | null };

export const ORDER_COLUMNS = Object.entries(getTableColumns(orders))
  .map(([key, column]) => `"${column.name}" as "${key}"`)
  .join(', ');

function statements(sqlite: Database.Database): Statements {
  let s = statementsOf.get(sqlite);
  if (!s) {
    s = {
      order: sqlite.prepare(`select ${ORDER_COLUMNS} from orders where id = ?`),
      items: sqlite.prepare('select order_id as orderId, name, quantity, price_paise as pricePaise from order_items where order_id in (select value from json_each(?)) order by id'),
      history: sqlite.prepare(HISTORY_SQL),
    };
    statementsOf.set(sqlite, s);
  }
  return s;
}

/** Live answers give an order exactly as the admin list does (with who made each change in its history). */
export type LiveOrder = ReturnType<typeof serializeOrder>;

export function itemsOf(sqlite: Database.Database, ids: number[]): Map<number, ItemRow[]> {
  const byOrder = new Map<number, ItemRow[]>();
  if (ids.length === 0) return byOrder;
  for (const item of statements(sqlite).items.all(JSON.stringify(ids)) as ItemRow[]) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return byOrder;
}

/** Rows of the orders table → live orders with their items (one query for all items). */
export function readLiveOrders(sqlite: Database.Database, rows: OrderRow[]): LiveOrder[] {
  const items = itemsOf(sqlite, rows.map((r) => r.id));
  return rows.map((row) => serializeOrder(row, items.get(row.id) ?? []));
}

export function findOrderRow(sqlite: Database.Database, id: number): OrderRow | undefined {
  return statements(sqlite).order.get(id) as OrderRow | undefined;
}

/** One order with its items and status history (who and when), or undefined. */
export function readLiveOrder(sqlite: Database.Database, id: number): LiveOrder | undefined {
  const row = findOrderRow(sqlite, id);
  if (!row) return undefined;
  const history = statements(sqlite).history.all(id) as HistoryRow[];
  return serializeOrder(row, itemsOf(sqlite, [id]).get(id) ?? [], history);
}

/** Who changes an order: recorded in its status history. */
export type Actor = { by: 'admin'; adminId: number } | { by: 'vendor' | 'delivery'; userId: number } | { by: Extract<StatusActor, 'customer' | 'system'> };

/** A refusal the routes turn into a 4xx envelope. */
export class OrderChangeError extends Error {
  constructor(
    public statusCode: 400 | 404 | 409,
    message: string,
    public field?: string,
  ) {
    super(message);
  }
}

/**
 * Moves an order to `status` per the policy and records who did it, and why when they said
 * (a kitchen's reason for cancelling). Call inside a transaction (the caller read the order in
 * it too, so two people cannot race a move).
 */
export function applyStatusChange(database: AppDatabase, order: Pick<OrderRow, 'id' | 'status' | 'fulfilment' | 'deliveryPersonId'>, status: OrderStatus, actor: Actor, now: number, reason: string | null = null): void {
  const refusal = statusChangeError(order.status, status);
  if (refusal) throw new OrderChangeError(400, refusal, 'status');
  const conflictWithOrder = stateConflict(order, status, actor);
  if (conflictWithOrder) throw new OrderChangeError(409, conflictWithOrder, 'status');
  const { sqlite } = database;
  sqlite.prepare('update orders set status = ?, updated_at = ? where id = ?').run(status, now, order.id);
  sqlite
    .prepare('insert into order_status_history (order_id, status, at, by, admin_id, user_id, reason) values (?, ?, ?, ?, ?, ?, ?)')
    .run(order.id, status, now, actor.by, actor.by === 'admin' ? actor.adminId : null, actor.by === 'vendor' || actor.by === 'delivery' ? actor.userId : null, reason);
}

/**
 * What the order itself rules out beyond the status policy: only a delivery order with a rider
 * goes out for delivery, and a rider acts only on what the kitchen has accepted — picked up from
 * accepted or preparing, delivered once picked up.
 */
function stateConflict(order: Pick<OrderRow, 'status' | 'fulfilment' | 'deliveryPersonId'>, status: OrderStatus, actor: Actor): string | null {
  if (status === 'out_for_delivery') {
    if (order.fulfilment === 'pickup') return 'A pickup order is not sent out for delivery: mark it delivered when the customer collects it';
    if (order.deliveryPersonId === null) return 'Assign a delivery person before sending the order out for delivery';
  }
  if (actor.by === 'delivery') {
    if (status === 'out_for_delivery' && order.status !== 'accepted' && order.status !== 'preparing') return 'The kitchen has not accepted this order yet: it cannot be picked up';
    if (status === 'delivered' && order.status !== 'out_for_delivery') return 'Mark the order picked up before delivering it';
  }
  return null;
}

/**
 * A kitchen finishing an order: its extra rule on top of the policy (only a pickup order, once
 * preparing or ready, is handed over by the kitchen). Call inside a transaction.
 */
export function assertKitchenMove(order: Pick<OrderRow, 'status' | 'fulfilment' | 'readyAt'>, status: OrderStatus): void {
  const refusal = status === 'delivered' ? handOverError(order) : null;
  if (refusal) throw new OrderChangeError(409, refusal, 'status');
}

/** The kitchen marks the food ready: a time on the order, the status stays. Call inside a transaction. */
export function applyReadyMark(database: AppDatabase, order: Pick<OrderRow, 'id' | 'status' | 'fulfilment' | 'readyAt'>, now: number): void {
  const refusal = readyMarkError(order);
  if (refusal) throw new OrderChangeError(409, refusal, 'ready');
  database.sqlite.prepare('update orders set ready_at = ?, updated_at = ? where id = ?').run(now, now, order.id);
}

const FINISHED: readonly OrderStatus[] = ['delivered', 'cancelled'];

export const ON_DELIVERY_BY_HAND = 'On delivery follows the orders out for delivery and cannot be set by hand';

/**
 * The staff status a rider ends up with when `requested` is asked for (by an admin or the rider).
 * "On delivery" follows the work and is never set by hand (sending back the status the rider
 * already has is not a change); going on leave is refused while an order is out for delivery; a
 * rider back at work with an order out is on delivery. Call inside a transaction.
 */
export function riderStatusFor(sqlite: Database.Database, rider: { id: number; name: string; status: StaffStatus | null }, requested: StaffStatus, leaveRefusal = `${rider.name} has an order out for delivery: it must be delivered first`): StaffStatus {
  const busy = sqlite.prepare(`select 1 from orders where delivery_person_id = ? and status = 'out_for_delivery' limit 1`).get(rider.id) !== undefined;
  if (requested === 'on_delivery' && rider.status !== 'on_delivery') throw new OrderChangeError(409, ON_DELIVERY_BY_HAND, 'status');
  if (requested === 'on_leave' && busy) throw new OrderChangeError(409, leaveRefusal, 'status');
  return requested === 'on_leave' ? 'on_leave' : busy ? 'on_delivery' : 'active';
}

/**
 * Gives the order to a rider (or takes it from them with null), keeping the name snapshot the
 * lists show. Refused: an unknown person or not a rider (400), a rider on leave, a finished
 * order, a pickup order, or leaving an order out for delivery with no rider (409). Call inside
 * a transaction.
 */
export function applyAssignment(database: AppDatabase, order: Pick<OrderRow, 'id' | 'status' | 'fulfilment' | 'deliveryPersonId'>, deliveryPersonId: number | null): void {
  const { sqlite } = database;
  if (FINISHED.includes(order.status)) throw new OrderChangeError(409, `Cannot change the delivery person of an order that is ${order.status}`, 'deliveryPersonId');
  if (deliveryPersonId === null) {
    if (order.deliveryPersonId === null) return;
    if (order.status === 'out_for_delivery') throw new OrderChangeError(409, 'The order is out for delivery: assign another delivery person instead of none', 'deliveryPersonId');
    sqlite.prepare('update orders set delivery_person_id = null, delivery_person_name = null where id = ?').run(order.id);
    return;
  }
  const person = sqlite.prepare('select id, name, role, status, approved from users where id = ?').get(deliveryPersonId) as
    | { id: number; name: string; role: string; status: string | null; approved: number }
    | undefined;
  if (!person) throw new OrderChangeError(400, 'Delivery person not found', 'deliveryPersonId');
  if (person.role !== 'delivery') throw new OrderChangeError(400, `${person.name} is not a delivery person`, 'deliveryPersonId');
  if (order.fulfilment === 'pickup') throw new OrderChangeError(409, 'A pickup order has no delivery person', 'deliveryPersonId');
  if (order.deliveryPersonId === person.id) return;
  if (person.status === 'on_leave') throw new OrderChangeError(409, `${person.name} is on leave`, 'deliveryPersonId');
  if (!person.approved) throw new OrderChangeError(409, `${person.name} is waiting for approval`, 'deliveryPersonId');
  sqlite.prepare('update orders set delivery_person_id = ?, delivery_person_name = ? where id = ?').run(person.id, person.name, order.id);
}
