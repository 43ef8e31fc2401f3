/**
 * The owner's day close for cash (GET /api/admin/cash, POST /api/admin/cash/handovers): each
 * rider's cash of an India day, the very figure their own Today (GET /api/delivery/summary)
 * shows, against the hand-overs recorded for that day; the counter's cash; the total, which is
 * the dashboard's cash of the day. Bad input is a 400 naming the field and writes nothing; only
 * the back office reads or records it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder } from '../../db/orders';
import { istDate } from '../../shared/indiaTime';
import {
  adminWithRole,
  caller,
  customerToken,
  fixtures,
  loginAsAdmin,
  makeApp,
  partnerAccount,
  type TestApp,
} from './helper';

let t: TestApp;
let fx: ReturnType<typeof fixtures>;
let admin: ReturnType<typeof caller>;

const DAY = 86_400_000;
const today = istDate(Date.now());
const yesterday = istDate(Date.now() - DAY);
const tomorrow = istDate(Date.now() + DAY);
const paise = (rupees: number) => Math.round(rupees * 100);

async function rider(name: string) {
  const me = await partnerAccount(t.app, 'delivery', name);
  return {
    id: me.id,
    name,
    call: caller(t.app, me.token),
    out: { status: 'out_for_delivery' as const, deliveryPersonId: me.id, deliveryPersonName: name },
  };
}
type Rider = Awaited<ReturnType<typeof rider>>;

let kitchen: { restaurantId: number; restaurantName: string };
let vendor: ReturnType<typeof caller>;
/** An order of the kitchen whose one line costs `price` paise (no delivery charge, so the total is the price). */
const order = (price: number, extra: Partial<NewOrder> = {}) =>
  fx.order({
    ...kitchen,
    deliveryChargePaise: 0,
    items: [{ name: 'Village Thali', quantity: 1, pricePaise: price }],
    ...extra,
  });

async function deliver(r: Rider, id: number, body: Record<string, unknown>) {
  const res = await r.call('PUT', `/api/delivery/orders/${id}`, { status: 'delivered', ...body });
  expect(res.statusCode, res.body).toBe(200);
}

const cashDay = async (date?: string) => {
  const res = await admin('GET', `/api/admin/cash${date ? `?date=${date}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    date: string;
    riders: Array<{ riderId: number; name: string; cashCollected: number; handedOver: number; difference: number }>;
    counterCash: number;
    total: number;
    received: { cash: number; upi: number; upiToCheck: number; credit: number; refunded: number };
  };
};
const handover = (body: Record<string, unknown>, who = admin) => who('POST', '/api/admin/cash/handovers', body);
const handoverCount = () => t.database.sqlite.prepare('select count(*) from cash_handovers').pluck().get() as number;

let amar: Rider;
let bablu: Rider;
let chotu: Rider;
let dinesh: Rider;
let idle: Rider;

beforeAll(async () => {
  t = await makeApp();
  fx = fixtures(t.database);
  admin = caller(t.app, await loginAsAdmin(t.app));
  const owner = await partnerAccount(t.app, 'vendor', 'Kitchen Owner');
  const r = fx.restaurant('Cash Kitchen', { ownerId: owner.id });
  kitchen = { restaurantId: r.id, restaurantName: r.name };
  vendor = caller(t.app, owner.token);
  // Named so that the day close's order by name differs from the order they were made in.
  dinesh = await rider('Dinesh');
  bablu = await rider('Bablu');
  amar = await rider('amar');
  chotu = await rider('Chotu');
  idle = await rider('Idle Ishaan');
});
afterAll(() => t.close());

describe("the owner's day close", () => {
  it("lists each rider's cash as their own Today does, the counter's cash and the total, and the hand-overs against them", async () => {
    // Amar: ₹210.50 cash; ₹130.25 UPI paid before; ₹310.75 cash order paid by UPI at the door.
    const aCash = order(21050, amar.out);
    const aPrepaid = order(13025, { ...amar.out, paymentMethod: 'upi', paymentStatus: 'paid', utr: '100020003000' });
    const aUpiAtDoor = order(31075, amar.out);
    // Bablu: ₹220.10 UPI order paid in cash at the door; ₹69.99 cash.
    const bUpiInCash = order(22010, { ...bablu.out, paymentMethod: 'upi' });
    const bCash = order(6999, bablu.out);
    // Dinesh: only UPI, so he delivered but holds no cash.
    const dUpi = order(40000, { ...dinesh.out, paymentMethod: 'upi' });
    // At the counter: ₹360 in cash and ₹145.55 by UPI.
    const counterCash = order(36000, { status: 'preparing', fulfilment: 'pickup' });
    const counterUpi = order(14555, { status: 'preparing', fulfilment: 'pickup', paymentMethod: 'upi' });
    // Not counted: cancelled, still out, and Amar's cash delivery of yesterday.
    order(50000, { status: 'cancelled' });
    order(70000, amar.out);
    const older = order(9900, amar.out);

    await deliver(amar, aCash, { collected: 'cash' });
    await deliver(amar, aPrepaid, {});
    await deliver(amar, aUpiAtDoor, { collected: 'upi', utr: '200030004000' });
    await deliver(amar, older, { collected: 'cash' });
    await deliver(bablu, bUpiInCash, { collected: 'cash' });
    await deliver(bablu, bCash, { collected: 'cash' });
    await deliver(dinesh, dUpi, { collected: 'upi' });
    for (const [id, collected] of [
      [counterCash, 'cash'],
      [counterUpi, 'upi'],
    ] as const) {
      const res = await vendor('PUT', `/api/vendor/orders/${id}`, { status: 'delivered', collected });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Placed and delivered a day earlier.
    t.database.sqlite
      .prepare('update orders set created_at = created_at - ?, updated_at = updated_at - ? where id = ?')
      .run(DAY, DAY, older);
    t.database.sqlite.prepare('update payments set at = at - ? where order_id = ?').run(DAY, older);
    t.database.sqlite.prepare('update order_status_history set at = at - ? where order_id = ?').run(DAY, older);

    const day = await cashDay();
    expect(day).toEqual({
      date: today,
      // Sorted by name, whatever the case of its first letter; Chotu and Idle did nothing today.
      riders: [
        // UPI the rider says they took is listed beside their cash until someone sees it arrive.
        { riderId: amar.id, name: 'amar', cashCollected: 210.5, handedOver: 0, difference: 210.5, upiToCheck: 310.75 },
        { riderId: bablu.id, name: 'Bablu', cashCollected: 290.09, handedOver: 0, difference: 290.09, upiToCheck: 0 },
        { riderId: dinesh.id, name: 'Dinesh', cashCollected: 0, handedOver: 0, difference: 0, upiToCheck: 400 },
      ],
      counterCash: 360,
      total: 860.59,
      handovers: [],
      advances: { count: 0, amount: 0 },
      // Every payment of the day, whoever took it: the riders' and the counter's cash; Amar's prepaid UPI,
      // the counter's UPI and the UPI still to check at the door (Amar's ₹310.75, Dinesh's ₹400).
      received: { cash: 860.59, upi: 986.55, upiToCheck: 710.75, credit: 0, refunded: 0 },
    });
    // Without a date it is today's.
    expect(await cashDay(today)).toEqual(day);

    // Each rider's figure is, to the paisa, the one their own app shows, on either day; nothing handed in yet.
    for (const r of [amar, bablu, dinesh]) {
      const own = (await r.call('GET', '/api/delivery/summary')).json().data;
      const row = day.riders.find((line) => line.riderId === r.id)!;
      expect(own.cashCollected, r.name).toBe(row.cashCollected);
      expect(own, r.name).toMatchObject({ handedOver: 0, stillOwed: row.cashCollected });
    }
    const before = await cashDay(yesterday);
    expect(before.riders).toEqual([
      { riderId: amar.id, name: 'amar', cashCollected: 99, handedOver: 0, difference: 99, upiToCheck: 0 },
    ]);
    expect((await amar.call('GET', `/api/delivery/summary?date=${yesterday}`)).json().data.cashCollected).toBe(99);

    // The riders' cash and the counter's are the dashboard's cash of the day.
    const dashboard = (await admin('GET', '/api/admin/dashboard')).json().data.today;
    expect(paise(dashboard.cashTakings)).toBe(paise(day.total));
    // And the money received today is the same on both.
    expect(dashboard.received).toEqual(day.received);

    // Hand-overs: Amar in two parts, Bablu more than he collected, Chotu for a day he delivered nothing.
    const first = await handover({ riderId: amar.id, amount: 100 });
    expect(first.statusCode, first.body).toBe(201);
    const recorded = first.json().data;
    expect(recorded).toEqual({
      id: expect.any(Number),
      _id: recorded.id,
      riderId: amar.id,
      riderName: 'amar',
      amount: 100,
      date: today,
      recordedAt: expect.any(String),
      recordedByName: expect.any(String),
      voidedAt: null,
      voidedByName: null,
    });
    expect(Math.abs(Date.parse(recorded.recordedAt) - Date.now())).toBeLessThan(60_000);
    expect((await handover({ riderId: amar.id, amount: 110.5, date: today })).statusCode).toBe(201);
    expect((await handover({ riderId: bablu.id, amount: 300 })).statusCode).toBe(201);
    expect((await handover({ riderId: chotu.id, amount: 20.25 })).statusCode).toBe(201);
    // For yesterday: that day's row only.
    const late = await handover({ riderId: amar.id, amount: 99, date: yesterday });
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().data.date).toBe(yesterday);

    const after = await cashDay();
    expect(after.riders).toEqual([
      { riderId: amar.id, name: 'amar', cashCollected: 210.5, handedOver: 210.5, difference: 0, upiToCheck: 310.75 },
      { riderId: bablu.id, name: 'Bablu', cashCollected: 290.09, handedOver: 300, difference: -9.91, upiToCheck: 0 },
      { riderId: chotu.id, name: 'Chotu', cashCollected: 0, handedOver: 20.25, difference: -20.25, upiToCheck: 0 },
      { riderId: dinesh.id, name: 'Dinesh', cashCollected: 0, handedOver: 0, difference: 0, upiToCheck: 400 },
    ]);
    // The rider's own Today says what they handed in and what is still to hand in (never below 0).
    for (const [r, handedOver, stillOwed] of [
      [amar, 210.5, 0],
      [bablu, 300, 0],
      [dinesh, 0, 0],
    ] as const) {
      expect((await r.call('GET', '/api/delivery/summary')).json().data, r.name).toMatchObject({
        handedOver,
        stillOwed,
      });
    }
    // Hand-overs never change what was collected.
    expect(after.total).toBe(day.total);
    expect(after.counterCash).toBe(360);
    expect((await cashDay(yesterday)).riders).toEqual([
      { riderId: amar.id, name: 'amar', cashCollected: 99, handedOver: 99, difference: 0, upiToCheck: 0 },
    ]);
    // A day with nothing: empty, zero.
    expect(await cashDay('2020-01-01')).toEqual({
      date: '2020-01-01',
      riders: [],
      counterCash: 0,
      total: 0,
      handovers: [],
      advances: { count: 0, amount: 0 },
      received: { cash: 0, upi: 0, upiToCheck: 0, credit: 0, refunded: 0 },
    });
    expect((await cashDay()).riders.map((r) => r.riderId)).not.toContain(idle.id);
  });
});

describe('bad input', () => {
  it('a day that is not a day is a 400 naming date', async () => {
    for (const date of ['2026-02-30', '20260101', 'today', '2026-13-01']) {
      const res = await admin('GET', `/api/admin/cash?date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { date: expect.any(String) } });
    }
  });

  it('a hand-over with a bad amount, rider or day is a 400 naming the field, and nothing is recorded', async () => {
    const vendorUser = fx.vendor('Not A Rider', 'not-a-rider@example.com');
    const count = handoverCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ riderId: amar.id, amount: 0 }, 'amount'],
      [{ riderId: amar.id, amount: -5 }, 'amount'],
      [{ riderId: amar.id, amount: 10.001 }, 'amount'],
      [{ riderId: amar.id, amount: '12.50x' }, 'amount'],
      [{ riderId: amar.id }, 'amount'],
      [{ riderId: amar.id, amount: 5_000_000 }, 'amount'],
      [{ amount: 10 }, 'riderId'],
      [{ riderId: 987654, amount: 10 }, 'riderId'],
      [{ riderId: vendorUser.id, amount: 10 }, 'riderId'],
      [{ riderId: 'amar', amount: 10 }, 'riderId'],
      [{ riderId: amar.id, amount: 10, date: tomorrow }, 'date'],
      [{ riderId: amar.id, amount: 10, date: '2026-02-30' }, 'date'],
      [{ riderId: amar.id, amount: 10, date: '30/01/2026' }, 'date'],
    ];
    for (const [body, field] of cases) {
      const res = await handover(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(handoverCount()).toBe(count);
  });
});

describe('who may', () => {
  it('every admin role reads and records the day close, as they record refunds; riders, kitchens and customers are refused', async () => {
    for (const role of ['restaurant_manager', 'delivery_manager'] as const) {
      const manager = caller(t.app, await adminWithRole(t, role));
      expect((await manager('GET', '/api/admin/cash')).statusCode, role).toBe(200);
      const res = await handover({ riderId: chotu.id, amount: 1 }, manager);
      expect(res.statusCode, role).toBe(201);
      expect(res.json().data.recordedByName).toBe(`A ${role}`);
    }
    const count = handoverCount();
    const customer = caller(t.app, await customerToken(t.app));
    for (const who of [amar.call, vendor, customer]) {
      expect((await who('GET', '/api/admin/cash')).statusCode).toBe(403);
      expect((await who('POST', '/api/admin/cash/handovers', { riderId: amar.id, amount: 10 })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/cash' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/cash/handovers',
          payload: { riderId: amar.id, amount: 10 },
        })
      ).statusCode,
    ).toBe(401);
    expect(handoverCount()).toBe(count);
  });
});
