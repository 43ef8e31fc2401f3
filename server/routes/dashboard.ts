import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { periodSums } from '../../db/earnings';
import { istDate, istDayNumber, istDayStart, istMonthStart } from '../../shared/indiaTime';
import { toRupees } from '../../shared/money';
import { adminErrors, bearer, Ok } from '../../shared/api/common';
import { Dashboard } from '../../shared/api/reports';
import {
  oldestWaitingOrderAt,
  ordersOfDay,
  ordersByFulfilment,
  portionsLeftPerDish,
  orderStatusCounts as statusCounts,
  recordCounts,
  takingsByPaymentMethod,
  upcomingOrders,
} from '../../db/dashboard';
import { countWaitingForApproval } from '../../db/users';
import { khataOwed } from '../../db/khata';
import { portionsValidUntil } from '../../db/kitchens';
import { advancesOfDay, receivedOfDay, refundsDue } from '../../db/ledger';
import { receivedAnswer } from '../lib/received';
import { ok } from '../envelope';
import type { Fulfilment } from '../../shared/statuses';

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  // Today and this month change at IST midnight, the plates left at a kitchen's opening: an answer
  // (and its ETag) lasts until the first of them at most.
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The dashboard figures',
        security: bearer,
        response: { 200: Ok(Dashboard), ...adminErrors() },
      },
      config: { conditionalGet: { validUntil: (_request, now) => portionsValidUntil(database, now) } },
    },
    async () => {
      const now = Date.now();
      const c = recordCounts(database);
      const orderStatusCounts = statusCounts(database);
      const all = periodSums(database, 0);
      const today = periodSums(database, istDayStart(now));
      const month = periodSums(database, istMonthStart(now));
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
        partnersWaiting: countWaitingForApproval(database),
        today: (() => {
          const t = ordersOfDay(database, istDayNumber(now));
          const oldest = oldestWaitingOrderAt(database);
          const start = istDayStart(now);
          const split = takingsByPaymentMethod(database, start, start + 86_400_000);
          return {
            date: istDate(now),
            orders: t.orders,
            delivered: t.delivered,
            takings: toRupees(t.takingsPaise),
            cashTakings: toRupees(split.cashPaise),
            upiTakings: toRupees(split.upiPaise),
            upiAwaiting: toRupees(split.upiAwaitingPaise),
            // The takings count an order on the day it is due; the money received, on the day each payment was
            // taken: the day close's figures (an order of yesterday paid today is today's money).
            received: receivedAnswer(receivedOfDay(database, start, start + 86_400_000)),
            refundsDue: (({ count, paise }) => ({ count, amount: toRupees(paise) }))(refundsDue(database)),
            advances: (({ count, paise }) => ({ count, amount: toRupees(paise) }))(
              advancesOfDay(database, start, start + 86_400_000),
            ),
            onKhata: (({ paise, people }) => ({ amount: toRupees(paise), people }))(khataOwed(database)),
            // Orders for later wait for their time, not for the kitchen.
            waiting: orderStatusCounts.placed - upcomingOrders(database),
            oldestWaitingAt: oldest === null ? null : new Date(oldest).toISOString(),
            inPreparation: orderStatusCounts.accepted + orderStatusCounts.preparing,
            outForDelivery: orderStatusCounts.out_for_delivery,
            byFulfilment: Object.fromEntries(
              Object.entries(ordersByFulfilment(database, start, start + 86_400_000)).map(([f, { orders, paise }]) => [
                f,
                { orders, amount: toRupees(paise) },
              ]),
            ) as Record<Fulfilment, { orders: number; amount: number }>,
          };
        })(),
        portions: portionsLeftPerDish(database),
      });
    },
  );
};
