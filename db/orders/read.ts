/**
 * Orders as every app shows them (the admin's lists, the kitchen's cards, the rider's list, the
 * live events): the row with its items, the Hindi names of its village and kitchen as they are
 * now, and its rider's name and phone, each read once for a whole page of orders.
 */
import type { AppDatabase } from '../client';
import { serializeOrder, type OrderLinks } from '../records';
import { preparedOnce } from '../statements';
import type { DeliveryProof } from '../../shared/statuses';
import { findOrderRow, historyOf, type OrderRow } from './row';
import { ledgersOf } from '../ledger';

type ItemRow = { orderId: number; name: string; nameHi: string | null; quantity: number; pricePaise: number };

/**
 * How the delivery was proven, from the order's delivery code (`dc`): never the code itself, so
 * that no kitchen, rider or admin answer can carry it.
 */
const DELIVERY_PROOF = `case when dc.overridden_at is not null then 'overridden' when dc.verified_at is not null then 'code'
  when dc.order_id is not null then 'needed' end`;

const statements = preparedOnce((sqlite) => ({
  items: sqlite.prepare(
    'select order_id as orderId, name, name_hi as nameHi, quantity, price_paise as pricePaise from order_items where order_id in (select value from json_each(?)) order by id',
  ),
  // The order keeps its village's, kitchen's and rider's names as they were; their Hindi names and
  // the rider's phone are read as they are now, with one join for the whole page.
  links: sqlite.prepare(
    `select o.id as orderId, v.name_hi as villageNameHi, r.name_hi as restaurantNameHi,
            u.id as riderId, u.name as riderName, u.phone as riderPhone, ${DELIVERY_PROOF} as deliveryProof
       from orders o left join villages v on v.id = o.village_id left join restaurants r on r.id = o.restaurant_id
            left join users u on u.id = o.delivery_person_id left join delivery_codes dc on dc.order_id = o.id
      where o.id in (select value from json_each(?))`,
  ),
}));

/** Live answers give an order exactly as the admin list does (with who made each change in its history). */
export type LiveOrder = ReturnType<typeof serializeOrder>;

export function itemsOf(database: AppDatabase, ids: number[]): Map<number, ItemRow[]> {
  const byOrder = new Map<number, ItemRow[]>();
  if (ids.length === 0) return byOrder;
  for (const item of statements(database).items.all(JSON.stringify(ids)) as ItemRow[]) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return byOrder;
}

type LinkRow = {
  orderId: number;
  villageNameHi: string | null;
  restaurantNameHi: string | null;
  riderId: number | null;
  riderName: string | null;
  riderPhone: string | null;
  deliveryProof: DeliveryProof | null;
};

function linksOf(database: AppDatabase, ids: number[]): Map<number, OrderLinks> {
  if (ids.length === 0) return new Map();
  const rows = statements(database).links.all(JSON.stringify(ids)) as LinkRow[];
  return new Map(
    rows.map((r) => [
      r.orderId,
      {
        villageNameHi: r.villageNameHi,
        restaurantNameHi: r.restaurantNameHi,
        rider: r.riderId === null ? null : { id: r.riderId, name: r.riderName ?? '', phone: r.riderPhone },
        deliveryProof: r.deliveryProof,
      },
    ]),
  );
}

/** Rows of the orders table → live orders with their items (one query for all items, one for the names now). */
export function readLiveOrders(database: AppDatabase, rows: OrderRow[]): LiveOrder[] {
  const ids = rows.map((r) => r.id);
  const items = itemsOf(database, ids);
  const links = linksOf(database, ids);
  const ledgers = ledgersOf(database, ids);
  return rows.map((row) =>
    serializeOrder(row, items.get(row.id) ?? [], undefined, links.get(row.id), ledgers.get(row.id)),
  );
}

/** One order with its items and status history (who and when), or undefined. */
export function readLiveOrder(database: AppDatabase, id: number): LiveOrder | undefined {
  const row = findOrderRow(database, id);
  if (!row) return undefined;
  return serializeOrder(
    row,
    itemsOf(database, [id]).get(id) ?? [],
    historyOf(database, id),
    linksOf(database, [id]).get(id),
    ledgersOf(database, [id]).get(id),
  );
}
