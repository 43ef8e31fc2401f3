/**
 * Money by the day it was received, across midnight: the dashboard and Daily Order count an order
 * on the day it is due (its takings), the day close on the day the money was taken. Their money
 * received — cash, UPI, party advances — is the ledger's rows of the day, so for a day holding
 * orders placed the day before the three agree to the paisa.
 *
 * "Now" is a fixed India time: only Date is faked, so the app's own timers keep running.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caller, loginAsAdmin, makeApp, partnerAccount, storefront, type TestApp } from './helper';

/** UTC ms of an India wall-clock time, "2026-03-10T12:05". */
const ist = (local: string) => Date.parse(`${local}:00.000+05:30`);
const now = (local: string) => vi.setSystemTime(ist(local));
const paise = (rupees: number) => Math.round(rupees * 100);

const DAY_1 = '2026-03-10';
const DAY_2 = '2026-03-11';

let t: TestApp;
let shop: ReturnType<typeof storefront>;
let phones = 0;
let adminToken: { token: string; at: number } | null = null;

/** The admin's calls, signed in again once the clock has moved past the token's hours. */
async function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const at = Date.now();
  if (!adminToken || at < adminToken.at || at - adminToken.at > 6 * 3600_000)
    adminToken = { token: await loginAsAdmin(t.app), at };
  return caller(t.app, adminToken.token)(method, url, payload);
}

async function place(paymentMethod: 'cash' | 'upi', scheduledFor?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      customer: { name: 'Sita Devi', phone: `98${String(20_000_000 + phones++).slice(-8)}` },
      fulfilment: 'delivery',
      villageId: shop.village.id,
      address: 'House 4, Station Road',
      items: [{ dishId: shop.thali.id, quantity: 1 }],
      paymentMethod,
      ...(scheduledFor ? { scheduledFor: `${scheduledFor}:00+05:30` } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { orderId: string; totalAmount: number };
  return { id: Number(data.orderId.slice(4)), total: paise(data.totalAmount) };
}

/** The order goes out with the rider and is delivered, paid as `body` says. */
async function deliver(rider: ReturnType<typeof caller>, riderId: number, id: number, body: object) {
  for (const step of ['accept', 'prepare']) {
    const res = await admin('POST', `/api/admin/orders/${id}/${step}`);
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await admin('POST', `/api/admin/orders/${id}/assign`, { riderId })).statusCode).toBe(200);
  expect((await rider('POST', `/api/delivery/orders/${id}/pick-up`)).statusCode).toBe(200);
  const done = await rider('POST', `/api/delivery/orders/${id}/deliver`, body);
  expect(done.statusCode, done.body).toBe(200);
}

/** The money received of a day on the three screens, in paise. */
async function screens(date: string) {
  const asPaise = (r: { cash: number; upi: number; upiToCheck: number; credit: number; refunded: number }) => ({
    cash: paise(r.cash),
    upi: paise(r.upi),
    upiToCheck: paise(r.upiToCheck),
  });
  const close = (await admin('GET', `/api/admin/cash?date=${date}`)).json().data;
  const daily = (await admin('GET', `/api/admin/orders?date=${date}&restaurantId=${shop.kitchen.id}&limit=100`)).json();
  return { close, daily, closeReceived: asPaise(close.received), dailyReceived: asPaise(daily.received), asPaise };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  now(`${DAY_1}T11:00`);
  t = await makeApp();
  shop = storefront(t.database, { upiId: 'gaonrasoi@upi', upiName: 'Gaon Rasoi' });
  // New customers' cash orders would wait "to confirm": this day has only known customers.
  expect((await admin('PUT', '/api/admin/settings', { holdFirstOrder: false })).statusCode).toBe(200);
});
afterAll(() => {
  vi.useRealTimers();
  return t.close();
});

describe('money by the day it was received', () => {
  it('an order placed on day 1 for day 2, one placed late on day 1 and delivered after midnight, and UPI paid on day 1 for day 2: each day the dashboard, Daily Order and the day close hold the same money', async () => {
    // Day 1: an order for tomorrow (cash), one for tomorrow paid now by UPI (seen by the owner), one for now at 23:50.
    now(`${DAY_1}T12:00`);
    const forTomorrow = await place('cash', `${DAY_2}T13:00`);
    const paidAhead = await place('upi', `${DAY_2}T13:30`);
    const seen = await admin('PUT', `/api/admin/orders/${paidAhead.id}`, {
      paymentStatus: 'paid',
      utr: '710000000001',
    });
    expect(seen.statusCode, seen.body).toBe(200);
    now(`${DAY_1}T23:50`);
    const lateNight = await place('cash');

    // Day 2: the late order reaches the door after midnight, the two for today at their time; all by one rider.
    now(`${DAY_2}T00:20`);
    const me = await partnerAccount(t.app, 'delivery', 'Raju Night');
    const rider = caller(t.app, me.token);
    await deliver(rider, me.id, lateNight.id, { collected: 'cash' });
    now(`${DAY_2}T13:10`);
    await deliver(rider, me.id, forTomorrow.id, { collected: 'cash' });
    await deliver(rider, me.id, paidAhead.id, {});

    // Day 2, evening: the money received is the same on every screen — the rider's cash of the day.
    now(`${DAY_2}T21:00`);
    const day2 = await screens(DAY_2);
    const dashboard = (await admin('GET', '/api/admin/dashboard')).json().data.today;
    expect(dashboard.date).toBe(DAY_2);
    const cash2 = lateNight.total + forTomorrow.total;
    expect(day2.asPaise(dashboard.received)).toEqual({ cash: cash2, upi: 0, upiToCheck: 0 });
    expect(day2.dailyReceived).toEqual({ cash: cash2, upi: 0, upiToCheck: 0 });
    expect(day2.closeReceived).toEqual({ cash: cash2, upi: 0, upiToCheck: 0 });
    expect(paise(day2.close.total)).toBe(cash2);
    expect(
      day2.close.riders.map((r: { riderId: number; cashCollected: number }) => [r.riderId, paise(r.cashCollected)]),
    ).toEqual([[me.id, cash2]]);
    // The takings still count each order on the day it is due: today's two, not the one of last night.
    expect({ delivered: dashboard.delivered, takings: paise(dashboard.takings) }).toEqual({
      delivered: 2,
      takings: forTomorrow.total + paidAhead.total,
    });
    expect(paise(day2.daily.totalAmount)).toBe(forTomorrow.total + paidAhead.total);
    // Which is why the takings' own cash (sales of today's orders paid in cash) is not the cash taken today.
    expect(paise(dashboard.cashTakings)).toBe(forTomorrow.total);

    // Day 1: the UPI paid for today's order was received then, on every screen; no cash.
    const day1 = await screens(DAY_1);
    expect(day1.dailyReceived).toEqual({ cash: 0, upi: paidAhead.total, upiToCheck: 0 });
    expect(day1.closeReceived).toEqual({ cash: 0, upi: paidAhead.total, upiToCheck: 0 });
    expect(paise(day1.close.total)).toBe(0);
  });
});
