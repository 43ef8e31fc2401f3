import type { FastifyInstance } from 'fastify';
import { ok } from '../envelope';
import { IST_OFFSET_SECONDS, istDate, istDayStart, istWeekStart, toRupees } from '../lib/money';

const DAY = 86_400_000;
/** Top restaurants, dishes and villages look at this many recent days (keeps the scan bounded). */
export const ANALYTICS_WINDOW_DAYS = 30;

/**
 * Analytics from real orders (DESIGN section 4). Cancelled orders are not counted as orders;
 * revenue is the total of delivered orders. Days are IST calendar days.
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const { sqlite } = app.database;
  const daily = sqlite.prepare(
    `select date(created_at / 1000 + ${IST_OFFSET_SECONDS}, 'unixepoch') as day,
            sum(status != 'cancelled') as orders,
            sum(case when status = 'delivered' then total_paise else 0 end) as revenue
       from orders where created_at >= ? group by day`,
  );
  const topRestaurants = sqlite.prepare(
    `select r.name as name, t.orders from
       (select restaurant_id, count(*) as orders from orders
         where created_at >= ? and status != 'cancelled' group by restaurant_id order by orders desc limit 5) t
       join restaurants r on r.id = t.restaurant_id order by t.orders desc, r.name`,
  );
  const topDishes = sqlite.prepare(
    `select i.name as name, sum(i.quantity) as orders
       from orders o join order_items i on i.order_id = o.id
      where o.created_at >= ? and o.status != 'cancelled'
      group by i.name order by orders desc, i.name limit 4`,
  );
  const byVillage = sqlite.prepare(
    `select v.name as village, coalesce(sum(t.orders), 0) as orders
       from villages v
       left join restaurants r on r.village_id = v.id
       left join (select restaurant_id, count(*) as orders from orders
                   where created_at >= ? and status != 'cancelled' group by restaurant_id) t on t.restaurant_id = r.id
      group by v.id order by orders desc, v.name`,
  );
  const activeUsers = sqlite.prepare(`select count(distinct customer_id) as n from orders where created_at >= ? and customer_id is not null`);
  const newSignups = sqlite.prepare(`select count(*) as n from users where created_at >= ?`);
  const repeatCustomers = sqlite.prepare(
    `select count(*) as n from (select customer_id from orders where customer_id is not null group by customer_id having count(*) >= 2)`,
  );

  app.get('/analytics', async () => {
    const now = Date.now();
    const firstDay = istDayStart(now) - 6 * DAY;
    const byDay = new Map((daily.all(firstDay) as Array<{ day: string; orders: number; revenue: number }>).map((r) => [r.day, r]));
    const dailyOrders = Array.from({ length: 7 }, (_, i) => {
      const date = istDate(firstDay + i * DAY);
      const row = byDay.get(date);
      return { date, orders: row?.orders ?? 0, revenue: toRupees(row?.revenue ?? 0) };
    });
    const windowStart = now - ANALYTICS_WINDOW_DAYS * DAY;
    const n = (stmt: { get: (...a: unknown[]) => unknown }, ...args: unknown[]) => (stmt.get(...args) as { n: number }).n;
    return ok({
      dailyOrders,
      topRestaurants: topRestaurants.all(windowStart),
      topDishes: topDishes.all(windowStart),
      ordersByVillage: byVillage.all(windowStart),
      activeUsers: n(activeUsers, windowStart),
      newSignups: n(newSignups, istWeekStart(now)),
      repeatCustomers: n(repeatCustomers),
      windowDays: ANALYTICS_WINDOW_DAYS,
    });
  });
}
