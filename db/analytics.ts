/**
 * Analytics from real orders (DESIGN section 4), in SQL. Cancelled orders are not counted as
 * orders; revenue is the total of delivered orders. Days are IST calendar days.
 */
import type { AppDatabase } from './client';
import { istDate, istDayNumber, istDayStart, istMonthStart, istWeekStart } from '../shared/indiaTime';
import { toRupees } from '../shared/money';
import { preparedOnce } from './statements';

const DAY = 86_400_000;
/** Top restaurants, dishes and villages look at this many recent days (keeps the scan bounded). */
export const ANALYTICS_WINDOW_DAYS = 30;

const statements = preparedOnce((sqlite) => ({
  // Whole IST days come from the rollups the triggers keep (db/derived.ts): one row per day
  // here; the partial first day of the rolling 30-day window comes from the orders
  // themselves. Same figures as a full scan, without reading a month of orders per request.
  daily: sqlite.prepare(`select day, placed - cancelled as orders, delivered_total as revenue from order_day_totals where day >= ?`),
  // Orders per restaurant in the window: this month's month rows, the day rows of the whole
  // days before it, and the orders of the partial first day (a month row stands for up to 30
  // day rows per restaurant). The rows count orders not cancelled, one per restaurant each.
  restaurantCounts: sqlite.prepare(
    `select restaurant_id as id, sum(n) as orders from (
        select restaurant_id, orders as n from restaurant_month_orders where month >= ?
        union all
        select restaurant_id, orders from restaurant_day_orders where day >= ? and day < ?
        union all
        select restaurant_id, 1 from orders where created_at >= ? and created_at < ? and status != 'cancelled'
      ) group by restaurant_id having sum(n) > 0`,
  ),
  restaurantList: sqlite.prepare(`select id, name, village_id as villageId from restaurants`),
  villageList: sqlite.prepare(`select id, name from villages`),
  dishCounts: sqlite.prepare(
    `select name, sum(q) as orders from (
        select name, quantity as q from dish_daily_stats where day >= ?
        union all
        select i.name, i.quantity from orders o join order_items i on i.order_id = o.id
         where o.created_at >= ? and o.created_at < ? and o.status != 'cancelled'
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
  return Math.min(istDayStart(now) + DAY, oldest == null ? Number.POSITIVE_INFINITY : oldest + ANALYTICS_WINDOW_DAYS * DAY);
}

/** The last 7 days' orders and revenue, the 30-day tops (restaurants, dishes, villages) and customer counts. */
export function analyticsAt(database: AppDatabase, now: number) {
  const s = statements(database);
  const firstDay = istDayStart(now) - 6 * DAY;
  const byDay = new Map((s.daily.all(istDayNumber(firstDay)) as Array<{ day: number; orders: number; revenue: number }>).map((r) => [r.day, r]));
  const dailyOrders = Array.from({ length: 7 }, (_, i) => {
    const date = istDate(firstDay + i * DAY);
    const row = byDay.get(istDayNumber(firstDay) + i);
    return { date, orders: row?.orders ?? 0, revenue: toRupees(row?.revenue ?? 0) };
  });
  const windowStart = now - ANALYTICS_WINDOW_DAYS * DAY;
  // The first whole IST day inside the window; before it, the orders are read directly.
  const wholeFrom = istDayStart(windowStart) === windowStart ? windowStart : istDayStart(windowStart) + DAY;

  // This month's rows count when the month started inside the window's whole days (not on
  // the 31st, when the window starts after the 1st); otherwise day rows only.
  const monthStart = istMonthStart(now);
  const monthFromWindow = wholeFrom <= monthStart;
  const counts = new Map(
    (
      s.restaurantCounts.all(
        monthFromWindow ? istDate(monthStart).slice(0, 7) : '9999-12',
        istDayNumber(wholeFrom),
        monthFromWindow ? istDayNumber(monthStart) : Number.MAX_SAFE_INTEGER,
        windowStart,
        wholeFrom,
      ) as Array<{ id: number; orders: number }>
    ).map((r) => [r.id, r.orders]),
  );
  const restaurants = s.restaurantList.all() as Array<{ id: number; name: string; villageId: number | null }>;
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const topRestaurants = restaurants
    .filter((r) => counts.has(r.id))
    .map((r) => ({ id: r.id, name: r.name, orders: counts.get(r.id)! }))
    .sort((a, b) => b.orders - a.orders || byName(a, b) || a.id - b.id)
    .slice(0, 5)
    .map(({ name, orders }) => ({ name, orders }));
  const villageOrders = new Map<number, number>();
  for (const r of restaurants) if (r.villageId != null) villageOrders.set(r.villageId, (villageOrders.get(r.villageId) ?? 0) + (counts.get(r.id) ?? 0));
  const ordersByVillage = (s.villageList.all() as Array<{ id: number; name: string }>)
    .map((v) => ({ village: v.name, orders: villageOrders.get(v.id) ?? 0 }))
    .sort((a, b) => b.orders - a.orders || (a.village < b.village ? -1 : a.village > b.village ? 1 : 0));

  const n = (stmt: { get: (...a: unknown[]) => unknown }, ...args: unknown[]) => (stmt.get(...args) as { n: number }).n;
  return {
    dailyOrders,
    topRestaurants,
    topDishes: s.dishCounts.all(istDayNumber(wholeFrom), windowStart, wholeFrom) as Array<{ name: string; orders: number }>,
    ordersByVillage,
    activeUsers: n(s.activeUsers, windowStart),
    newSignups: n(s.newSignups, istWeekStart(now)),
    repeatCustomers: n(s.repeatCustomers),
    windowDays: ANALYTICS_WINDOW_DAYS,
  };
}
