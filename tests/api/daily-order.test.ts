/**
 * Daily Order lists every order of a restaurant's day, cancelled ones too
 * (marked by their status), and its total is that of the orders that count: the delivered
 * ones, as in earnings, split into cash and UPI. It used to add cancelled and unfinished orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, type TestApp } from './helper';
import { earningsTotals } from '../../db/earnings';
import { istDateStart } from '../../shared/indiaTime';
import { toRupees } from '../../shared/money';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
});
afterAll(() => t.close());

describe('Daily Order total', () => {
  it('lists every order of the day with its status; totalAmount sums the delivered ones and says so', async () => {
    const f = fixtures(t.database);
    const r = f.restaurant('Gaon Rasoi Janghai');
    const other = f.restaurant('Handia Dhaba');
    const day = istDateStart('2026-03-10');
    const at = (h: number) => day + h * 3_600_000;
    const thali = (rupees: number) => [{ name: 'Village Thali', quantity: 1, pricePaise: rupees * 100 }];
    const ids = [
      f.order({
        restaurantId: r.id,
        restaurantName: r.name,
        status: 'delivered',
        items: thali(200),
        createdAt: at(12),
      }),
      f.order({
        restaurantId: r.id,
        restaurantName: r.name,
        status: 'delivered',
        items: thali(100),
        createdAt: at(13),
        paymentMethod: 'upi',
      }),
      f.order({
        restaurantId: r.id,
        restaurantName: r.name,
        status: 'cancelled',
        items: thali(500),
        createdAt: at(14),
      }),
      f.order({ restaurantId: r.id, restaurantName: r.name, status: 'placed', items: thali(300), createdAt: at(20) }),
      f.order({
        restaurantId: r.id,
        restaurantName: r.name,
        status: 'out_for_delivery',
        items: thali(150),
        createdAt: at(21),
      }),
    ];
    f.order({ restaurantId: r.id, restaurantName: r.name, status: 'delivered', items: thali(999), createdAt: day - 1 });
    f.order({
      restaurantId: other.id,
      restaurantName: other.name,
      status: 'delivered',
      items: thali(999),
      createdAt: at(12),
    });

    const res = await call('GET', `/api/admin/orders?restaurantId=${r.id}&date=2026-03-10&limit=2`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    // ₹230 + ₹130 (with ₹30 delivery each): the two delivered orders, whatever page is shown.
    expect(body).toMatchObject({ totalAmount: 360, totalAmountOf: 'delivered', totalAmountOrders: 2 });
    // By payment method: ₹230 in cash, ₹130 by UPI that nobody has confirmed yet.
    expect(body).toMatchObject({ cashAmount: 230, upiAmount: 130, upiAwaitingAmount: 130 });
    expect(
      (await call('PUT', `/api/admin/orders/${ids[1]}`, { paymentStatus: 'paid', utr: '123456789012' })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/admin/orders?restaurantId=${r.id}&date=2026-03-10&limit=2`)).json()).toMatchObject({
      cashAmount: 230,
      upiAmount: 130,
      upiAwaitingAmount: 0,
    });

    const all = (await call('GET', `/api/admin/orders?restaurantId=${r.id}&date=2026-03-10&limit=100`)).json();
    expect(all.data.map((o: { id: number }) => o.id).sort()).toEqual([...ids].sort());
    expect(all.data.find((o: { id: number }) => o.id === ids[2]).status).toBe('cancelled');
    expect(all.totalAmount).toBe(360);

    // The same figure as the restaurant's revenue in earnings for that day.
    const earned = earningsTotals(t.database, day, day + 86_400_000).rows.find((row) => row.restaurantId === r.id)!;
    expect(toRupees(earned.revenuePaise)).toBe(all.totalAmount);
    expect(earned.orders).toBe(all.totalAmountOrders);
  });
});
