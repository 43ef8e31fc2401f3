/**
 * What other modules note on an order without changing what it is: its bill's number, a printed
 * kitchen ticket, the ring of an order for later, its kitchen's new name. They are here, not in
 * those modules, so that this module alone writes the `orders` table; each is one statement,
 * run inside its caller's transaction.
 */
import type { AppDatabase } from '../client';
import type { HoldReason } from '../../shared/statuses';
import { preparedOnce } from '../statements';

const statements = preparedOnce((sqlite) => ({
  billNumber: sqlite.prepare('update orders set bill_number = ? where id = ?'),
  // Out of the way while a whole series is numbered again: every number stays unique meanwhile.
  parkBillNumbers: sqlite.prepare(`update orders set bill_number = '~' || bill_number where bill_number is not null`),
  countPrint: sqlite.prepare('update orders set print_count = print_count + 1 where id = ?'),
  // orders_ring_due_idx holds only the orders still waiting to ring: a range of a few rows.
  ringDue: sqlite.prepare(
    'select 1 from orders where ring_at is not null and rung_at is null and ring_at <= ? limit 1',
  ),
  ring: sqlite.prepare('update orders set rung_at = ? where ring_at is not null and rung_at is null and ring_at <= ?'),
  restaurantName: sqlite.prepare('update orders set restaurant_name = ? where restaurant_id = ?'),
  hold: sqlite.prepare('update orders set hold_reason = ? where id = ?'),
}));

/** The number of the order's bill, kept on the order for its lists and search. */
export function setBillNumber(database: AppDatabase, id: number, billNumber: string): void {
  statements(database).billNumber.run(billNumber, id);
}

/** Every order's bill number set aside (prefixed "~") before the bills are numbered again (the demo's). */
export function parkBillNumbers(database: AppDatabase): void {
  statements(database).parkBillNumbers.run();
}

/** Counts one print of the order's kitchen ticket; false when there is no such order. */
export function countTicketPrint(database: AppDatabase, id: number): boolean {
  return statements(database).countPrint.run(id).changes > 0;
}

/**
 * Marks rung every order for later whose ring time has come (one accepted or cancelled early
 * too, so none waits in the index for ever); how many. A read first, so a tick with nothing due
 * leaves the database exactly as it was. The write is what tells everyone: the triggers on
 * `orders` turn it into an order.updated event, which the event streams hand out (the kitchen's
 * "New" list and bell, the admin's alert) and the push loop follows (it rings the kitchen's phones).
 */
export function ringDueOrders(database: AppDatabase, now: number): number {
  const { ringDue, ring } = statements(database);
  if (!ringDue.get(now)) return 0;
  return ring.run(now, now).changes;
}

/** A kitchen renamed: its orders show the new name (their search and lists read it off the order). */
export function renameRestaurantOnOrders(database: AppDatabase, restaurantId: number, name: string): void {
  statements(database).restaurantName.run(name, restaurantId);
}

/** Holds an order to confirm, as the trust rules hold a site order at placing (the demo's examples). */
export function holdToConfirm(database: AppDatabase, id: number, reason: HoldReason): void {
  statements(database).hold.run(reason, id);
}
