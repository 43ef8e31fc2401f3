/**
 * The order row itself: its columns as every read of this module names them, one order by id
 * or by its tracking link, and the facts read straight off a row. A leaf of the module (it
 * imports nothing of db/ but the schema), so any db module may read an order through it
 * without importing the module's writes.
 */
import crypto from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { orders, type OrderStatus, type StatusActor } from '../schema';
import { preparedOnce } from '../statements';
import { sha256 } from '../requestHash';

export type OrderRow = typeof orders.$inferSelect;

/** Same columns and names as Drizzle's select() of the table, so rows serialize the same. */
export const ORDER_COLUMNS = Object.entries(getTableColumns(orders))
  .map(([key, column]) => `"${column.name}" as "${key}"`)
  .join(', ');

export type HistoryRow = { status: OrderStatus; at: number; by: StatusActor; reason: string | null };

const statements = preparedOnce((sqlite) => ({
  order: sqlite.prepare(`select ${ORDER_COLUMNS} from orders where id = ?`),
  history: sqlite.prepare('select status, at, by, reason from order_status_history where order_id = ? order by at, id'),
}));

export function findOrderRow(database: AppDatabase, id: number): OrderRow | undefined {
  return statements(database).order.get(id) as OrderRow | undefined;
}

/** An order's status history, oldest first: what, when, who, and why when a reason was given. */
export function historyOf(database: AppDatabase, id: number): HistoryRow[] {
  return statements(database).history.all(id) as HistoryRow[];
}

/** The order behind a tracking link, or null when the id or the secret is wrong (both look the same). */
export function findTracked(database: AppDatabase, id: number, token: string): OrderRow | null {
  const order = findOrderRow(database, id);
  if (!order?.trackingTokenHash || !token) return null;
  const expected = Buffer.from(order.trackingTokenHash, 'hex');
  const given = Buffer.from(sha256(token), 'hex');
  return crypto.timingSafeEqual(expected, given) ? order : null;
}

/** An order's items in one line, as `orders.items_summary` keeps them: "Dal Tadka x2; Tandoori Roti x4". */
export function itemsSummary(items: ReadonlyArray<{ name: string; quantity: number }>): string {
  return items.map((i) => `${i.name} x${i.quantity}`).join('; ');
}

/** Held "to confirm" and not yet confirmed (a cancelled order waits for nothing). */
export function isWaitingToConfirm(order: Pick<OrderRow, 'status' | 'holdReason' | 'confirmedAt'>): boolean {
  return order.holdReason !== null && order.confirmedAt === null && order.status !== 'cancelled';
}
