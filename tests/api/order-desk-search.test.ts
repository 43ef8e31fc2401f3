/**
 * On the server, the order list's search also finds an order number and a phone
 * (index look-ups, not text search), its today / this-week filter, and the dashboard's today.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, storefront, type TestApp } from './helper';
import { searchKeys } from '../../db/orders';
import { DAY_MS, istDate, istDayStart, istWeekStart } from '../../shared/indiaTime';

let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;
let fx: ReturnType<typeof fixtures>;

beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
  shop = storefront(t.database);
  fx = fixtures(t.database);
});
afterAll(() => t.close());

const order = (extra: Parameters<ReturnType<typeof fixtures>['order']>[0] extends infer O ? Partial<O> : never) =>
  fx.order({ restaurantId: shop.kitchen.id, restaurantName: shop.kitchen.name, ...extra });
const ids = async (query: string) =>
  ((await call('GET', `/api/admin/orders?${query}`)).json().data as Array<{ id: number }>).map((o) => o.id);

describe('searchKeys', () => {
  it('reads order numbers and phones', () => {
    expect(searchKeys('ORD-000464')).toEqual({ id: 464 });
    expect(searchKeys('ord464')).toEqual({ id: 464 });
    expect(searchKeys('#464')).toEqual({ id: 464 });
    expect(searchKeys('464')).toEqual({ id: 464 });
    expect(searchKeys('98765 43210')).toEqual({ phone: '9876543210' });
    expect(searchKeys('+91-98765-43210')).toEqual({ phone: '9876543210' });
    expect(searchKeys('Sita')).toEqual({});
    expect(searchKeys('ORD-0')).toEqual({});
    // 4–9 digits: an order number or the end of the caller's number.
    expect(searchKeys('3210')).toEqual({ id: 3210, phoneEnd: '3210' });
    expect(searchKeys('43210')).toEqual({ id: 43210, phoneEnd: '43210' });
  });
});

describe('GET /api/admin/orders search and period', () => {
  it('finds the orders of a caller by the last four or more digits of the number, uses the index', async () => {
    const mine = order({ customerName: 'Last Four', customerPhone: '9876501357' });
    const other = order({ customerName: 'Not Mine', customerPhone: '9876511357' });
    const ids = async (q: string) =>
      ((await call('GET', `/api/admin/orders?q=${q}&limit=100`)).json().data as Array<{ id: number }>).map((o) => o.id);
    expect(await ids('1357')).toEqual(expect.arrayContaining([mine, other]));
    expect(await ids('01357')).toContain(mine);
    expect(await ids('01357')).not.toContain(other);
    const plan = t.database.sqlite
      .prepare(
        `explain query plan select id from orders where substr(customer_phone, -4) = ? and customer_phone like ?`,
      )
      .all('1357', '%01357') as Array<{ detail: string }>;
    expect(plan.map((p) => p.detail).join(' ')).toContain('orders_phone_last4_idx');
  });

  it('finds an order by its number (ORD-000123 or 123) and by the customer phone', async () => {
    const a = order({ customerName: 'Kamla Devi', customerPhone: '9812345678' });
    const b = order({ customerName: 'Kamla Devi', customerPhone: '9812345678' });
    order({ customerName: 'Other', customerPhone: '9800000000' });
    const code = `ORD-${String(a).padStart(6, '0')}`;
    expect(await ids(`q=${code}`)).toEqual([a]);
    expect(await ids(`q=${a}`)).toEqual([a]);
    expect((await ids('q=98123%2045678')).sort()).toEqual([a, b].sort());
    expect((await ids('q=%2B919812345678')).sort()).toEqual([a, b].sort());
    const res = await call('GET', `/api/admin/orders?q=${code}`);
    expect(res.json().total).toBe(1);
    // A name search still works.
    expect((await ids('q=Kamla')).sort()).toEqual([a, b].sort());
  });

  it('filters today and this week (India days), with totals that match', async () => {
    const now = Date.now();
    const today = order({ createdAt: istDayStart(now) + 60_000 });
    const weekStart = istWeekStart(now);
    const earlierThisWeek = weekStart < istDayStart(now) ? order({ createdAt: weekStart + 60_000 }) : undefined;
    const lastWeek = order({ createdAt: weekStart - DAY_MS });
    const todayIds = await ids('period=today&limit=100');
    expect(todayIds).toContain(today);
    expect(todayIds).not.toContain(lastWeek);
    if (earlierThisWeek) expect(todayIds).not.toContain(earlierThisWeek);
    const weekIds = await ids('period=week&limit=100');
    expect(weekIds).toContain(today);
    if (earlierThisWeek) expect(weekIds).toContain(earlierThisWeek);
    expect(weekIds).not.toContain(lastWeek);
    const res = await call('GET', '/api/admin/orders?period=today&limit=1');
    expect(res.json().total).toBe(todayIds.length);
    expect((await call('GET', '/api/admin/orders?period=month')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/dashboard today', () => {
  it('counts today, the waiting, preparing and out-for-delivery orders', async () => {
    const now = Date.now();
    const waitingSince = now - 20 * 60_000;
    order({ status: 'placed', createdAt: waitingSince });
    order({ status: 'preparing' });
    order({ status: 'delivered' });
    const today = (await call('GET', '/api/admin/dashboard')).json().data.today;
    const db = t.database.sqlite;
    const start = istDayStart(now);
    const one = (sql: string, ...p: unknown[]) =>
      db
        .prepare(sql)
        .pluck()
        .get(...p) as number;
    expect(today).toEqual({
      date: istDate(now),
      orders: one('select count(*) from orders where created_at >= ? and created_at < ?', start, start + DAY_MS),
      delivered: one(
        `select count(*) from orders where status = 'delivered' and created_at >= ? and created_at < ?`,
        start,
        start + DAY_MS,
      ),
      takings:
        one(
          `select coalesce(sum(total_paise), 0) from orders where status = 'delivered' and created_at >= ? and created_at < ?`,
          start,
          start + DAY_MS,
        ) / 100,
      // Those takings by payment method (all cash here: the orders above are cash on delivery).
      cashTakings:
        one(
          `select coalesce(sum(total_paise), 0) from orders where status = 'delivered' and payment_method = 'cash' and created_at >= ? and created_at < ?`,
          start,
          start + DAY_MS,
        ) / 100,
      upiTakings: 0,
      upiAwaiting: 0,
      // The money of orders taken today, by the day each payment row was received.
      received: (() => {
        const sum = (where: string) =>
          one(
            `select coalesce(sum(amount_paise), 0) from payments where order_id is not null and voided_at is null and at >= ? and at < ? and ${where}`,
            start,
            start + DAY_MS,
          ) / 100;
        return {
          cash: sum(`kind = 'payment' and method = 'cash'`),
          upi: sum(`kind = 'payment' and method = 'upi'`),
          upiToCheck: sum(`kind = 'payment' and method = 'upi' and checked_at is null`),
          credit: sum(`kind = 'payment' and method = 'credit'`),
          refunded: sum(`kind = 'refund'`),
        };
      })(),
      refundsDue: { count: 0, amount: 0 },
      advances: { count: 0, amount: 0 },
      waiting: one(`select count(*) from orders where status = 'placed'`),
      oldestWaitingAt: new Date(one(`select min(created_at) from orders where status = 'placed'`)).toISOString(),
      onKhata: { amount: 0, people: 0 },
      byFulfilment: Object.fromEntries(
        (['delivery', 'pickup', 'dine_in'] as const).map((fulfilment) => {
          const placedToday = `from orders where fulfilment = ? and status != 'cancelled' and created_at >= ? and created_at < ?`;
          return [
            fulfilment,
            {
              orders: one(`select count(*) ${placedToday}`, fulfilment, start, start + DAY_MS),
              amount:
                one(`select coalesce(sum(total_paise), 0) ${placedToday}`, fulfilment, start, start + DAY_MS) / 100,
            },
          ];
        }),
      ),
      inPreparation: one(`select count(*) from orders where status in ('accepted', 'preparing')`),
      outForDelivery: one(`select count(*) from orders where status = 'out_for_delivery'`),
    });
    expect(today.waiting).toBeGreaterThan(0);
  });
});
