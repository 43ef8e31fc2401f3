/**
 * Analytics from real orders, in SQL. Cancelled orders are not counted as
 * orders; revenue is the total of delivered orders. Days are IST calendar days.
 */
import type { AppDatabase } from './client';
import { istDate, istDayNumber, istDayStart, istWeekStart } from '../shared/indiaTime';
import { toRupees } from '../shared/money';
import { preparedOnce } from './statements';
import { dueBetween, dueParams } from './dueDay';

const DAY = 86_400_000;
/** Top restaurants, dishes and villages look at this many recent days (keeps the scan bounded). */
export const ANALYTICS_WINDOW_DAYS = 30;

const statements = preparedOnce((sqlite) => ({
  // Whole IST days come from the rollups the triggers keep (db/derived.ts): one row per day
  // here; the partial first day of the rolling 30-day window comes from the orders
  // themselves. Same figures as a full scan, without reading a month of orders per request.
  daily: sqlite.prepare(
    `select day, placed - cancelled as orders, delivered_total as revenue from order_day_totals where day >= ?`,
  ),
  // Orders per restaurant in the window: week rows from the first whole week on, the days of
  // the window's first week added from day rows (or, when it includes most of that week, its
  // week row with the days before the window taken away), and the orders of the partial first
  // day. At most five week rows and three day rows per restaurant, whatever the day of the
  // month. The rows count orders not cancelled, on the day each is due: the days of this week
  // after today (orders for later) are taken away again.
  restaurantCounts: sqlite
    .prepare(
      `select restaurant_id as id, sum(n) as orders from (
        select restaurant_id, orders as n from restaurant_week_orders where week >= ? and week <= ?
        union all
        select restaurant_id, ? * orders from restaurant_day_orders where day >= ? and day < ?
        union all
        select restaurant_id, -orders from restaurant_day_orders where day > ? and day < ?
        union all
        select restaurant_id, 1 from orders where ${dueBetween()} and status != 'cancelled'
      ) group by restaurant_id having sum(n) > 0`,
    )
    .raw(true),
  // Rows as arrays (restaurantCounts too): better-sqlite3 building thousands of small objects
  // cost more than these queries.
  restaurantList: sqlite.prepare(`select id, name, village_id from restaurants`).raw(true),
  villageList: sqlite.prepare(`select id, name from villages`).raw(true),
  dishCounts: sqlite.prepare(
    `select name, sum(q) as orders from (
        select name, quantity as q from dish_daily_stats where day >= ? and day <= ?
        union all
        select i.name, i.quantity from orders o join order_items i on i.order_id = o.id
         where ${dueBetween('o')} and o.status != 'cancelled'
      ) group by name having sum(q) > 0 order by orders desc, name limit 4`,
  ),
  // Customers whose last order falls in the window: a range over the index the triggers keep.
  activeUsers: sqlite.prepare(`select count(*) as n from customer_last_orders where at >= ?`),
  newSignups: sqlite.prepare(`select count(*) as n from users where created_at >= ?`),
  repeatCustomers: sqlite.prepare(`select count(*) as n from customer_order_counts where n >= 2`),
  // The oldest order inside the rolling window: when it leaves the window the answer changes.
  oldestInWindow: sqlite.prepare('select min(created_at) from orders where created_at >= ?').pluck(),
}));

/** Until when the figures computed at `now` stay true: the next IST midnight, or when the oldest order leaves the window. */
export function analyticsValidUntil(database: AppDatabase, now: number): number {
  const oldest = statements(database).oldestInWindow.get(now - ANALYTICS_WINDOW_DAYS * DAY) as number | null;
  return Math.min(
    istDayStart(now) + DAY,
    oldest == null ? Number.POSITIVE_INFINITY : oldest + ANALYTICS_WINDOW_DAYS * DAY,
  );
}

/** Monday-to-Sunday weeks in India time, numbered from the one of 1 January 1970 (a Thursday, day 0). */
const weekOf = (dayNumber: number) => Math.floor((dayNumber + 3) / 7);
const firstDayOfWeek = (week: number) => week * 7 - 3;

/**
 * How the whole days from `firstDay` on are read: week rows from `fromWeek` on, plus `sign` ×
 * the day rows of [fromDay, toDay). The days of the first week inside the window are added
 * one by one, or, when they are more than half of it, the week is counted whole and the days
 * before the window are taken away: never more than three day rows per restaurant.
 */
function wholeDaysOfWindow(firstDay: number): { fromWeek: number; sign: 1 | -1; fromDay: number; toDay: number } {
  const week = weekOf(firstDay);
  const weekStart = firstDayOfWeek(week);
  const inside = weekStart + 7 - firstDay;
  if (inside === 7) return { fromWeek: week, sign: 1, fromDay: firstDay, toDay: firstDay };
  if (inside <= 3) return { fromWeek: week + 1, sign: 1, fromDay: firstDay, toDay: weekStart + 7 };
  return { fromWeek: week, sign: -1, fromDay: weekStart, toDay: firstDay };
}

/** The last 7 days' orders and revenue, the 30-day tops (restaurants, dishes, villages) and customer counts. */
export function analyticsAt(database: AppDatabase, now: number) {
  const s = statements(database);
  const firstDay = istDayStart(now) - 6 * DAY;
  const byDay = new Map(
    (s.daily.all(istDayNumber(firstDay)) as Array<{ day: number; orders: number; revenue: number }>).map((r) => [
      r.day,
      r,
    ]),
  );
  const dailyOrders = Array.from({ length: 7 }, (_, i) => {
    const date = istDate(firstDay + i * DAY);
    const row = byDay.get(istDayNumber(firstDay) + i);
    return { date, orders: row?.orders ?? 0, revenue: toRupees(row?.revenue ?? 0) };
  });
  const windowStart = now - ANALYTICS_WINDOW_DAYS * DAY;
  // The first whole IST day inside the window; before it, the orders are read directly.
  const wholeFrom = istDayStart(windowStart) === windowStart ? windowStart : istDayStart(windowStart) + DAY;

  const days = wholeDaysOfWindow(istDayNumber(wholeFrom));
  // Orders for later due after today are not in the window yet.
  const today = istDayNumber(now);
  const counts = new Map(
    s.restaurantCounts.all(
      days.fromWeek,
      weekOf(today),
      days.sign,
      days.fromDay,
      days.toDay,
      today,
      firstDayOfWeek(weekOf(today)) + 7,
      ...dueParams(windowStart, wholeFrom),
    ) as Array<[id: number, orders: number]>,
  );
  const restaurants = s.restaurantList.all() as Array<[id: number, name: string, villageId: number | null]>;
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const topRestaurants = restaurants
    .filter(([id]) => counts.has(id))
    .map(([id, name]) => ({ id, name, orders: counts.get(id)! }))
    .sort((a, b) => b.orders - a.orders || byName(a, b) || a.id - b.id)
    .slice(0, 5)
    .map(({ name, orders }) => ({ name, orders }));
  const villageOrders = new Map<number, number>();
  for (const [id, , villageId] of restaurants)
    if (villageId != null) villageOrders.set(villageId, (villageOrders.get(villageId) ?? 0) + (counts.get(id) ?? 0));
  const ordersByVillage = (s.villageList.all() as Array<[id: number, name: string]>)
    .map(([id, name]) => ({ village: name, orders: villageOrders.get(id) ?? 0 }))
    .sort((a, b) => b.orders - a.orders || (a.village < b.village ? -1 : a.village > b.village ? 1 : 0));

  const n = (stmt: { get: (...a: unknown[]) => unknown }, ...args: unknown[]) => (stmt.get(...args) as { n: number }).n;
  return {
    dailyOrders,
    topRestaurants,
    topDishes: s.dishCounts.all(istDayNumber(wholeFrom), today, ...dueParams(windowStart, wholeFrom)) as Array<{
      name: string;
      orders: number;
    }>,
    ordersByVillage,
    activeUsers: n(s.activeUsers, windowStart),
    newSignups: n(s.newSignups, istWeekStart(now)),
    repeatCustomers: n(s.repeatCustomers),
    windowDays: ANALYTICS_WINDOW_DAYS,
  };
}
