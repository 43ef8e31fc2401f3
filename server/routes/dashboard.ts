import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { earningsTotals } from '../../db/earnings';
import { DAY_MS, istDate, istDayStart, istMonthStart } from '../../shared/indiaTime';
import { toRupees } from '../../shared/money';
import { adminErrors, bearer, Ok } from '../../shared/api/common';
import { Dashboard } from '../../shared/api/reports';
import { ORDER_STATUSES } from '../../db/schema';
import { ok } from '../envelope';

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sqlite } = app.database;
  const countsStmt = sqlite.prepare(
    `select (select count(*) from restaurants) as restaurants,
            (select count(*) from users where role = 'vendor') as vendors,
            (select count(*) from users where role = 'delivery') as delivery,
            (select coalesce(sum(n), 0) from order_status_counts) as orders`,
  );
  // Counters kept by triggers (db/derived.ts): no scan of the orders.
  const statusStmt = sqlite.prepare(`select status, n from order_status_counts`);

  // Today's orders: a range over orders_created_idx; the oldest waiting order: orders_status_created_idx.
  const todayStmt = sqlite.prepare(
    `select count(*) as orders, count(*) filter (where status = 'delivered') as delivered,
            coalesce(sum(total_paise) filter (where status = 'delivered'), 0) as takingsPaise
       from orders where created_at >= ? and created_at < ?`,
  );
  const oldestWaitingStmt = sqlite.prepare(`select min(created_at) from orders where status = 'placed'`).pluck();

  // Today and this month change at IST midnight: an answer (and its ETag) lasts until then at most.
  app.get('/dashboard', { schema: { tags: ['dashboard'], summary: 'The dashboard figures', security: bearer, response: { 200: Ok(Dashboard), ...adminErrors() } }, config: { conditionalGet: { validUntil: (_request, now) => istDayStart(now) + 86_400_000 } } }, async () => {
    const now = Date.now();
    const c = countsStmt.get() as { restaurants: number; vendors: number; delivery: number; orders: number };
    const orderStatusCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<(typeof ORDER_STATUSES)[number], number>;
    for (const row of statusStmt.all() as Array<{ status: (typeof ORDER_STATUSES)[number]; n: number }>) orderStatusCounts[row.status] = row.n;
    const all = earningsTotals(app.database, 0);
    const today = earningsTotals(app.database, istDayStart(now));
    const month = earningsTotals(app.database, istMonthStart(now));
    return ok({
      totalRestaurants: c.restaurants,
      totalVendors: c.vendors,
      totalDeliveryPersons: c.delivery,
      totalUsers: c.vendors + c.delivery,
      totalOrders: c.orders,
      totalRevenue: toRupees(all.revenuePaise),
      todayRevenue: toRupees(today.revenuePaise),
      thisMonthRevenue: toRupees(month.revenuePaise),
      totalAdminEarnings: toRupees(all.earningsPaise),
      todayAdminEarnings: toRupees(today.earningsPaise),
      thisMonthAdminEarnings: toRupees(month.earningsPaise),
      orderStatusCounts,
      today: (() => {
        const dayStart = istDayStart(now);
        const t = todayStmt.get(dayStart, dayStart + DAY_MS) as { orders: number; delivered: number; takingsPaise: number };
        const oldest = oldestWaitingStmt.get() as number | null;
        return {
          date: istDate(now),
          orders: t.orders,
          delivered: t.delivered,
          takings: toRupees(t.takingsPaise),
          waiting: orderStatusCounts.placed,
          oldestWaitingAt: oldest === null ? null : new Date(oldest).toISOString(),
          inPreparation: orderStatusCounts.accepted + orderStatusCounts.preparing,
          outForDelivery: orderStatusCounts.out_for_delivery,
        };
      })(),
    });
  });
};
