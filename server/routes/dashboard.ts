import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES } from '../../db/schema';
import { ok } from '../envelope';
import { earningsTotals } from '../lib/earnings';
import { istDayStart, istMonthStart, toRupees } from '../lib/money';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { sqlite } = app.database;
  const countsStmt = sqlite.prepare(
    `select (select count(*) from restaurants) as restaurants,
            (select count(*) from users where role = 'vendor') as vendors,
            (select count(*) from users where role = 'delivery') as delivery,
            (select count(*) from orders) as orders`,
  );
  const statusStmt = sqlite.prepare(`select status, count(*) as n from orders group by status`);

  app.get('/dashboard', async () => {
    const now = Date.now();
    const c = countsStmt.get() as { restaurants: number; vendors: number; delivery: number; orders: number };
    const orderStatusCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<string, number>;
    for (const row of statusStmt.all() as Array<{ status: string; n: number }>) orderStatusCounts[row.status] = row.n;
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
    });
  });
}
