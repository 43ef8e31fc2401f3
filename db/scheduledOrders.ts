/**
 * Orders for later reach the kitchen as new orders when their time less the lead time comes:
 * `rung_at` is written then. The write is what tells everyone: the triggers on `orders` turn it
 * into an order.updated event, which the event streams hand out (the kitchen's "New" list and
 * bell, the admin's alert) and the push loop follows (it starts ringing the kitchen's phones).
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';

const statements = preparedOnce((sqlite) => ({
  // orders_ring_due_idx holds only the orders still waiting to ring: a range of a few rows.
  due: sqlite.prepare('select 1 from orders where ring_at is not null and rung_at is null and ring_at <= ? limit 1'),
  ring: sqlite.prepare('update orders set rung_at = ? where ring_at is not null and rung_at is null and ring_at <= ?'),
}));

/**
 * Marks rung every order for later whose ring time has come (one accepted or cancelled early
 * too, so none waits in the index for ever); how many. A read first, so a tick with nothing due
 * leaves the database exactly as it was.
 */
export function ringDueOrders(database: AppDatabase, now: number): number {
  const { due, ring } = statements(database);
  if (!due.get(now)) return 0;
  return ring.run(now, now).changes;
}
