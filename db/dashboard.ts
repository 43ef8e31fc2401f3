/** The dashboard's figures: counters the triggers keep (db/derived.ts) and index ranges, no scan of all the orders. */
import type { AppDatabase } from './client';
import { FULFILMENTS, ORDER_STATUSES, type Fulfilment, type OrderStatus } from './schema';
import { preparedOnce } from './statements';
import { deliveredMoneySums, type MoneySums } from './ledger';
import { UPCOMING } from './orders/list';
import { deliveredDueIn, dueParams } from './dueDay';
import { PORTIONS_LEFT_NOW, portionsClock } from './kitchens';

const statements = preparedOnce((sqlite) => ({
  // Few rows: only dishes whose plates are counted today.
  portions: sqlite.prepare(
    `select * from (
       select m.id as dishId, m.restaurant_id as restaurantId, r.name as restaurantName, m.name, m.name_hi as nameHi,
              ${PORTIONS_LEFT_NOW('m')} as portionsLeft, m.low_at as lowAt, m.position
         from menu_items m join restaurants r on r.id = m.restaurant_id
        where m.portions_left is not null or m.portions_reset = 'batch')
      where portionsLeft is not null order by portionsLeft, restaurantName, position, dishId`,
  ),
  counts: sqlite.prepare(
    `select (select count(*) from restaurants) as restaurants,
            (select count(*) from users where role = 'vendor') as vendors,
            (select count(*) from users where role = 'delivery') as delivery,
            (select coalesce(sum(n), 0) from order_status_counts) as orders`,
  ),
  byStatus: sqlite.prepare(`select status, n from order_status_counts`),
  // The day's orders by how they are eaten: one range of orders_created_idx.
  byFulfilment: sqlite.prepare(
    `select fulfilment, count(*) as orders, coalesce(sum(total_paise), 0) as paise from orders
      where created_at >= ? and created_at < ? and status != 'cancelled' group by fulfilment`,
  ),
  // A day's orders: its row of the day totals the triggers keep; the oldest waiting order: orders_status_created_idx.
  day: sqlite.prepare(
    `select placed as orders, delivered, delivered_total as takingsPaise from order_day_totals where day = ?`,
  ),
  // An order for later waits from when its kitchen is rung; before that it is not waiting at all.
  oldestWaiting: sqlite
    .prepare(
      `select min(max(created_at, coalesce(ring_at, 0))) from orders where status = 'placed' and not (${UPCOMING})`,
    )
    .pluck(),
  upcoming: sqlite.prepare(`select count(*) from orders where ${UPCOMING} and status = 'placed'`).pluck(),
  // Today's delivered orders by how they were paid (their rows of the ledger): those due today (db/dueDay.ts), two
  // index ranges (a day's deliveries, not all orders), each order's rows then read by its id.
  takingsByMethod: sqlite.prepare(
    `select ${deliveredMoneySums('orderId')} from ${deliveredDueIn('id as orderId, status, total_paise')}`,
  ),
}));

/** How many restaurants, kitchens (vendors), riders and orders there are. */
export function recordCounts(database: AppDatabase): {
  restaurants: number;
  vendors: number;
  delivery: number;
  orders: number;
} {
  return statements(database).counts.get() as {
    restaurants: number;
    vendors: number;
    delivery: number;
    orders: number;
  };
}

/** The number of orders in every status (0 for a status with none). */
export function orderStatusCounts(database: AppDatabase): Record<OrderStatus, number> {
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of statements(database).byStatus.all() as Array<{ status: OrderStatus; n: number }>)
    counts[row.status] = row.n;
  return counts;
}

/** The orders due on an IST day (its day number: placed that day, or for later that day), the delivered ones and their takings. */
export function ordersOfDay(
  database: AppDatabase,
  day: number,
): { orders: number; delivered: number; takingsPaise: number } {
  return (
    (statements(database).day.get(day) as { orders: number; delivered: number; takingsPaise: number } | undefined) ?? {
      orders: 0,
      delivered: 0,
      takingsPaise: 0,
    }
  );
}

/** Orders for later placed and not yet rung: counted as placed, but nobody waits on them yet. */
export function upcomingOrders(database: AppDatabase): number {
  return statements(database).upcoming.get() as number;
}

/** When the oldest order still waiting to be accepted came in (placed, or rung for later), or null. */
export function oldestWaitingOrderAt(database: AppDatabase): number | null {
  return statements(database).oldestWaiting.get() as number | null;
}

/**
 * The takings of the orders due in [from, to) (placed then, or scheduled for then) and delivered (the dashboard's "takings"), split
 * by payment method: cash + UPI = takings. `upiAwaitingPaise` is the part of the UPI sum nobody
 * has confirmed yet (no UTR seen, no "received").
 */
export function takingsByPaymentMethod(database: AppDatabase, from: number, to: number): MoneySums {
  return statements(database).takingsByMethod.get(...dueParams(from, to)) as MoneySums;
}

export interface DishPortionsLeft {
  dishId: number;
  restaurantId: number;
  restaurantName: string;
  name: string;
  nameHi: string | null;
  portionsLeft: number;
  lowAt: number | null;
}

/** The dishes whose plates are counted, fewest left first (the owner sees what runs out next). */
export function portionsLeftPerDish(database: AppDatabase, now = Date.now()): DishPortionsLeft[] {
  return (statements(database).portions.all(portionsClock(now)) as Array<DishPortionsLeft & { position: number }>).map(
    ({ position: _position, ...dish }) => dish,
  );
}

/** The orders placed in [from, to) and not cancelled, by delivery, pickup and eaten in (dine_in): how many and their totals. */
export function ordersByFulfilment(
  database: AppDatabase,
  from: number,
  to: number,
): Record<Fulfilment, { orders: number; paise: number }> {
  const split = Object.fromEntries(FULFILMENTS.map((f) => [f, { orders: 0, paise: 0 }])) as Record<
    Fulfilment,
    { orders: number; paise: number }
  >;
  for (const row of statements(database).byFulfilment.all(from, to) as Array<{
    fulfilment: Fulfilment;
    orders: number;
    paise: number;
  }>)
    split[row.fulfilment] = { orders: row.orders, paise: row.paise };
  return split;
}
