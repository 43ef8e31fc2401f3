import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, type TestApp } from './helper';
import { istDayStart, istMonthStart, istWeekStart, istDate } from '../../shared/indiaTime';

/**
 * Earnings and dashboard against a hand computation. Commission is per restaurant:
 * round(sum of item subtotals × rate), plus the delivery charges; only delivered orders count.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
  const f = fixtures(t.database);
  const r1 = f.restaurant('Janghai Dhaba', { commissionBp: 1000 });
  const r2 = f.restaurant('Saidabad Rasoi', { commissionBp: 1250 });
  const now = Date.now() - 1000;
  // Before this month and outside the 30-day analytics window.
  const lastMonth = Math.min(istMonthStart(Date.now()) - 86_400_000, Date.now() - 40 * 86_400_000);
  // O1: 2 × 180 + 1 × 25 = 385.00, delivery 30 → 415.00
  f.order({
    restaurantId: r1.id,
    restaurantName: r1.name,
    status: 'delivered',
    createdAt: now,
    items: [
      { name: 'Village Thali', quantity: 2, pricePaise: 18000 },
      { name: 'Tandoori Roti', quantity: 1, pricePaise: 2500 },
    ],
  });
  // O2 (last month): 220.00 + 30 → 250.00
  f.order({
    restaurantId: r1.id,
    restaurantName: r1.name,
    status: 'delivered',
    createdAt: lastMonth,
    items: [{ name: 'Rajasthani Thali', quantity: 1, pricePaise: 22000 }],
  });
  // O3: 3 × 45 + 1 × 40.50 = 175.50, delivery 25 → 200.50
  f.order({
    restaurantId: r2.id,
    restaurantName: r2.name,
    status: 'delivered',
    createdAt: now,
    deliveryChargePaise: 2500,
    items: [
      { name: 'Aloo Paratha', quantity: 3, pricePaise: 4500 },
      { name: 'Gulab Jamun', quantity: 1, pricePaise: 4050 },
    ],
  });
  // Not delivered: never counted.
  f.order({
    restaurantId: r2.id,
    restaurantName: r2.name,
    status: 'cancelled',
    createdAt: now,
    items: [{ name: 'Kheer', quantity: 2, pricePaise: 5000 }],
  });
  f.order({ restaurantId: r1.id, restaurantName: r1.name, status: 'placed', createdAt: now });
});
afterAll(() => t.close());

describe('GET /admin/earnings', () => {
  it('period=all matches the hand computation', async () => {
    const res = await call('GET', '/api/admin/earnings');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    // R1: subtotal 605.00 × 10 % = 60.50 + delivery 60 = 120.50; revenue 665.00
    // R2: subtotal 175.50 × 12.5 % = 21.9375 → 21.94 + delivery 25 = 46.94; revenue 200.50
    expect(d).toMatchObject({ period: 'all', totalEarnings: 167.44, totalRevenue: 865.5, totalOrders: 3 });
    expect(d.summary).toEqual({
      totalCommissionEarnings: 82.44,
      totalDeliveryCharges: 85,
      averageCommissionRate: 10.6,
      deliveryChargePerOrder: 28.33,
    });
    expect(d.earningsBreakdown).toEqual([
      {
        restaurantId: 1,
        restaurantName: 'Janghai Dhaba',
        totalOrders: 2,
        totalRevenue: 665,
        commissionRate: 10,
        totalCommission: 60.5,
        totalDeliveryCharges: 60,
        totalEarnings: 120.5,
      },
      {
        restaurantId: 2,
        restaurantName: 'Saidabad Rasoi',
        totalOrders: 1,
        totalRevenue: 200.5,
        commissionRate: 12.5,
        totalCommission: 21.94,
        totalDeliveryCharges: 25,
        totalEarnings: 46.94,
      },
    ]);
  });

  it('today and month leave out last month; week sits between today and all', async () => {
    for (const period of ['today', 'month']) {
      const d = (await call('GET', `/api/admin/earnings?period=${period}`)).json().data;
      expect(d).toMatchObject({ period, totalEarnings: 115.44, totalRevenue: 615.5, totalOrders: 2 });
    }
    const week = (await call('GET', '/api/admin/earnings?period=week')).json().data;
    expect(week.totalEarnings).toBeGreaterThanOrEqual(115.44);
    expect(week.totalEarnings).toBeLessThanOrEqual(167.44);
  });

  it('400 for an unknown period, 401 without a token', async () => {
    expect((await call('GET', '/api/admin/earnings?period=year')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/earnings' })).statusCode).toBe(401);
  });
});

describe('GET /admin/dashboard', () => {
  it('counts, revenue and admin earnings in rupees, status counts zero-filled', async () => {
    const res = await call('GET', '/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      totalRestaurants: 2,
      partnersWaiting: 0,
      portions: [],
      totalVendors: 0,
      totalDeliveryPersons: 0,
      totalUsers: 0,
      totalOrders: 5,
      totalRevenue: 865.5,
      todayRevenue: 615.5,
      thisMonthRevenue: 615.5,
      totalAdminEarnings: 167.44,
      todayAdminEarnings: 115.44,
      thisMonthAdminEarnings: 115.44,
      orderStatusCounts: { placed: 1, accepted: 0, preparing: 0, out_for_delivery: 0, delivered: 3, cancelled: 1 },
      // Additive: today's delivered orders are the ones todayRevenue sums.
      today: {
        date: istDate(Date.now()),
        orders: expect.any(Number),
        delivered: 2,
        takings: 615.5,
        cashTakings: 615.5,
        upiTakings: 0,
        upiAwaiting: 0,
        // The money of the day by the day it was taken: today's two deliveries, in cash.
        received: { cash: 615.5, upi: 0, upiToCheck: 0, credit: 0, refunded: 0 },
        refundsDue: { count: 0, amount: 0 },
        waiting: 1,
        oldestWaitingAt: expect.any(String),
        onKhata: { amount: 0, people: 0 },
        advances: { count: 0, amount: 0 },
        // The day's orders (not cancelled) by how they are eaten: all three are delivery orders.
        byFulfilment: {
          delivery: { orders: 3, amount: 825.5 },
          pickup: { orders: 0, amount: 0 },
          dine_in: { orders: 0, amount: 0 },
        },
        inPreparation: 0,
        outForDelivery: 0,
      },
    });
  });
});

describe('GET /admin/analytics', () => {
  it('last 7 IST days zero-filled, tops and counters from real orders', async () => {
    const d = (await call('GET', '/api/admin/analytics')).json().data;
    expect(d.dailyOrders).toHaveLength(7);
    expect(d.dailyOrders[6]).toEqual({ date: istDate(Date.now()), orders: 3, revenue: 615.5 });
    expect(d.topRestaurants).toEqual([
      { name: 'Janghai Dhaba', orders: 2 },
      { name: 'Saidabad Rasoi', orders: 1 },
    ]);
    expect(d.topDishes[0]).toEqual({ name: 'Aloo Paratha', orders: 3 });
    expect(d.topDishes.length).toBeLessThanOrEqual(4);
    expect(d).toMatchObject({ activeUsers: 0, repeatCustomers: 0, ordersByVillage: [] });
  });
});

describe('India time boundaries', () => {
  it('day, week (Monday) and month start at 00:00 IST', () => {
    // 2024-03-06 (a Wednesday) 20:00 UTC is 2024-03-07 01:30 IST.
    const at = Date.parse('2024-03-06T20:00:00Z');
    expect(new Date(istDayStart(at)).toISOString()).toBe('2024-03-06T18:30:00.000Z');
    expect(new Date(istWeekStart(at)).toISOString()).toBe('2024-03-03T18:30:00.000Z');
    expect(new Date(istMonthStart(at)).toISOString()).toBe('2024-02-29T18:30:00.000Z');
    expect(istDate(at)).toBe('2024-03-07');
  });
});

describe('money coming in', () => {
  it('refuses amounts with more than two decimals (400 on the field) instead of rounding them; whole paise pass; nothing changes', async () => {
    const f = fixtures(t.database);
    const r = f.restaurant('Paise Check');
    await call('PUT', `/api/admin/restaurants/${r.id}`, { menu: [{ name: 'Chai', price: 10 }] });
    const dish = (await call('GET', `/api/admin/restaurants/${r.id}`)).json().data.menu[0] as {
      id: number;
      price: number;
    };
    const place = { name: 'Paise Gaon', deliveryZone: 'Zone A' };
    const village = (await call('POST', '/api/admin/villages', place)).json().data as { id: number };

    const refused: Array<['PUT', string, Record<string, unknown>, string]> = [
      ['PUT', `/api/admin/menu-items/${dish.id}`, { price: 1.005 }, 'price'],
      ['PUT', `/api/admin/menu-items/${dish.id}`, { price: 10.005 }, 'price'],
      [
        'PUT',
        `/api/admin/restaurants/${r.id}`,
        { menu: [{ id: dish.id, name: 'Chai', price: 10.001 }] },
        'menu.0.price',
      ],
      ['PUT', `/api/admin/villages/${village.id}`, { ...place, deliveryCharge: 30.555 }, 'deliveryCharge'],
      ['PUT', `/api/admin/villages/${village.id}`, { ...place, minimumOrder: 99.999 }, 'minimumOrder'],
    ];
    for (const [method, url, body, field] of refused) {
      const res = await call(method, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toBe(`${field} must be in rupees with at most two decimals (whole paise)`);
    }
    expect((await call('GET', `/api/admin/restaurants/${r.id}`)).json().data.menu[0].price).toBe(10);

    expect((await call('PUT', `/api/admin/menu-items/${dish.id}`, { price: 0.29 })).json().data.price).toBe(0.29);
    expect((await call('PUT', `/api/admin/menu-items/${dish.id}`, { price: 40.5 })).json().data.price).toBe(40.5);
    expect(
      (
        await call('PUT', `/api/admin/villages/${village.id}`, { ...place, deliveryCharge: 30.55, minimumOrder: 99.99 })
      ).json().data,
    ).toMatchObject({ ...place, deliveryCharge: 30.55, minimumOrder: 99.99 });
  });
});
