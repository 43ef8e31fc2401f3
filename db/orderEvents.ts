/**
 * The `order_events` table the triggers on `orders` fill (migration 0006_order_events): what the
 * live event streams hand out, read in id order, and pruned once no stream needs the rows.
 */
import type { AppDatabase } from './client';
import { ORDER_COLUMNS, type OrderRow } from './orders/row';
import { readLiveOrders, type LiveOrder } from './orders/read';
import { preparedOnce } from './statements';

export interface OrderEventRow {
  id: number;
  type: 'order.created' | 'order.updated' | 'order.deleted';
  orderId: number;
  deliveryPersonId: number | null;
  previousDeliveryPersonId: number | null;
  restaurantOwnerId: number | null;
}

/** Events read at once: a stream catching up far behind reads in steps. */
const EVENT_BATCH = 500;

const statements = preparedOnce((sqlite) => ({
  after: sqlite.prepare(
    `select e.id, e.type, e.order_id as orderId, e.delivery_person_id as deliveryPersonId,
            e.previous_delivery_person_id as previousDeliveryPersonId, r.owner_id as restaurantOwnerId
       from order_events e left join restaurants r on r.id = e.restaurant_id
      where e.id > ? and e.id <= ? order by e.id limit ${EVENT_BATCH}`,
  ),
  maxId: sqlite.prepare('select coalesce(max(id), 0) from order_events').pluck(),
  minId: sqlite.prepare('select min(id) from order_events').pluck(),
  orderRows: sqlite.prepare(`select ${ORDER_COLUMNS} from orders where id in (select value from json_each(?))`),
  stale: sqlite.prepare('select 1 from order_events where id = ? and (id <= ? or at < ?)'),
  prune: sqlite.prepare('delete from order_events where id <= ? or at < ?'),
}));

/** The id of the newest event (0 when there is none). */
export function lastEventId(database: AppDatabase): number {
  return statements(database).maxId.get() as number;
}

/** The id of the oldest event kept, or null when there is none. */
export function firstEventId(database: AppDatabase): number | null {
  return statements(database).minId.get() as number | null;
}

/** The events after `fromId` up to `toId`, at most EVENT_BATCH of them, oldest first. */
export function eventsBetween(database: AppDatabase, fromId: number, toId: number): OrderEventRow[] {
  return statements(database).after.all(fromId, toId) as OrderEventRow[];
}

/** The orders with these ids as they are now, by id (a deleted one is missing). */
export function currentOrders(database: AppDatabase, ids: number[]): Map<number, LiveOrder> {
  const rows = ids.length ? (statements(database).orderRows.all(JSON.stringify(ids)) as OrderRow[]) : [];
  return new Map(readLiveOrders(database, rows).map((o) => [o.id, o]));
}

/**
 * Drops the events up to `keepFrom` and those older than `cutoff`. A read first, so a prune with
 * nothing to drop writes nothing (it leaves the database exactly as it was).
 */
export function pruneEvents(database: AppDatabase, keepFrom: number, cutoff: number): void {
  const oldest = firstEventId(database);
  if (oldest === null) return;
  const { stale, prune } = statements(database);
  if (stale.get(oldest, keepFrom, cutoff)) prune.run(keepFrom, cutoff);
}
