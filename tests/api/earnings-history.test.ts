/**
 * An order keeps the commission rate it was taken at (as it keeps its
 * prices). Changing a restaurant's rate used to change its earnings for every past order;
 * now it changes only the orders taken afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, type TestApp } from './helper';
import { earningsTotals } from '../../db/earnings';
import { menuItems } from '../../db/schema';
import { placeOrder } from '../../db/orders';
import { istMonthStart } from '../../shared/indiaTime';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
});
afterAll(() => t.close());

const DAY = 86_400_000;
const rateOf = (orderId: number) =>
  (t.database.sqlite.prepare('select commission_bp as bp from orders where id = ?').get(orderId) as { bp: number }).bp;
const earnings = async (period: string) => (await call('GET', `/api/admin/earnings?period=${period}`)).json().data;
const rowOf = (data: { earningsBreakdown: Array<{ restaurantId: number; commissionRate: number }> }, id: number) =>
  data.earningsBreakdown.find((r) => r.restaurantId === id);

describe('earnings keep the commission rate each order was taken at', () => {
  it("a rate change leaves last month's earnings as they were; a new order uses the new rate", async () => {
    const f = fixtures(t.database);
    const r = f.restaurant('Handia Dhaba', {
      commissionBp: 1000,
      isStorefront: true,
      opensAt: '00:00',
      closesAt: '24:00',
    });
    const dish = t.database.db
      .insert(menuItems)
      .values({ restaurantId: r.id, name: 'Village Thali', pricePaise: 20000 })
      .returning()
      .get();
    const now = Date.now();
    const monthStart = istMonthStart(now);
    const lastMonthStart = istMonthStart(monthStart - DAY);
    // Last month: ₹1,000 of dishes delivered at 10 % → ₹100 commission + ₹30 delivery.
    const old = f.order({
      restaurantId: r.id,
      restaurantName: r.name,
      status: 'delivered',
      createdAt: lastMonthStart + 3 * DAY,
      items: [{ name: 'Village Thali', quantity: 5, pricePaise: 20000 }],
    });
    expect(rateOf(old)).toBe(1000);
    const lastMonth = earningsTotals(t.database, lastMonthStart, monthStart);
    expect(lastMonth).toMatchObject({ commissionPaise: 10000, earningsPaise: 13000 });
    const allTime = await earnings('all');
    expect(rowOf(allTime, r.id)).toMatchObject({ commissionRate: 10, totalCommission: 100, totalEarnings: 130 });

    expect((await call('PUT', `/api/admin/restaurants/${r.id}`, { commissionRate: 20 })).statusCode).toBe(200);

    expect(rateOf(old)).toBe(1000);
    expect(earningsTotals(t.database, lastMonthStart, monthStart)).toEqual(lastMonth);
    expect(await earnings('all')).toEqual(allTime);

    // Orders taken now carry 20 %: one from the demo-style insert, one placed on the site.
    const fresh = f.order({
      restaurantId: r.id,
      restaurantName: r.name,
      status: 'delivered',
      createdAt: now,
      items: [{ name: 'Village Thali', quantity: 1, pricePaise: 20000 }],
    });
    const placed = placeOrder(t.database, {
      source: 'online',
      request: {
        customer: { name: 'Sita Devi', phone: '9876543210' },
        fulfilment: 'pickup',
        items: [{ dishId: dish.id, quantity: 2 }],
      },
    });
    expect(rateOf(fresh)).toBe(2000);
    expect(rateOf(placed.id)).toBe(2000);

    // All time: ₹100 (old, 10 %) + ₹40 (fresh, 20 % of ₹200); the placed order is not delivered yet.
    const after = rowOf(await earnings('all'), r.id);
    expect(after).toMatchObject({ totalOrders: 2, totalCommission: 140, totalDeliveryCharges: 60, totalEarnings: 200 });
    // The row's rate is what its orders were taken at, weighted by subtotal: 140 / 1200 = 11.67 %.
    expect(after!.commissionRate).toBe(11.67);
    const thisMonth = rowOf(await earnings('month'), r.id);
    expect(thisMonth).toMatchObject({ commissionRate: 20, totalCommission: 40 });
    expect(earningsTotals(t.database, lastMonthStart, monthStart)).toEqual(lastMonth);
  });
});
