/**
 * Orders for later and the cap per time slot, through the API: the time rules (lead time, the
 * kitchen's hours, 7 days ahead, a kitchen closed or paused now, India time across midnight,
 * the quote), the cap (concurrent checkouts never overfill a slot; the 409 names the next slot
 * with room) and when the kitchen hears of an order for later (at its time less the lead time:
 * not in its new orders, its bell or its phone's push before then).
 *
 * "Now" is a fixed India time: only Date is faked, so the app's own timers (the loop that rings
 * orders for later, the push loop) keep running and read that clock.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes } from 'node:crypto';
import { bearer, caller, loginAsAdmin, makeApp, partnerAccount, snapshot, storefront, type TestApp } from './helper';
import { DERIVED_TABLES, rebuildDerivedData } from '../../db/derived';
import { ringDueOrders } from '../../db/orders';

/** UTC ms of an India wall-clock time, "2026-03-10T12:05". */
const ist = (local: string) => Date.parse(`${local}:00.000+05:30`);
const isoOf = (local: string) => new Date(ist(local)).toISOString();
/** What a customer's phone sends: India time with its zone. */
const zoned = (local: string) => `${local}:00+05:30`;

let t: TestApp;
let adminToken: { token: string; at: number } | null = null;
let vendor: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;
let receiver: http.Server;
/** Push messages received, by their Topic header (order-new-ORD000012). */
const topics: string[] = [];
let phoneCounter = 0;

const now = (local: string) => vi.setSystemTime(ist(local));
/** The admin's calls, signed in again when the clock has moved past the token's 12 hours (or back before it). */
async function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const at = Date.now();
  if (!adminToken || at < adminToken.at || at - adminToken.at > 6 * 3600_000)
    adminToken = { token: await loginAsAdmin(t.app), at };
  return caller(t.app, adminToken.token)(method, url, payload);
}
const kitchen = (values: Record<string, unknown>) => {
  const columns = Object.keys(values)
    .map((k) => `${k} = @${k}`)
    .join(', ');
  t.database.sqlite.prepare(`update restaurants set ${columns} where id = @id`).run({ ...values, id: shop.kitchen.id });
};
/** Every order a new phone number, so none is refused for another's sake. */
const body = (scheduledFor?: string | null, extra: Record<string, unknown> = {}) => ({
  customer: { name: 'Sita Devi', phone: `98${String(10_000_000 + phoneCounter++).slice(-8)}` },
  fulfilment: 'pickup',
  items: [{ dishId: shop.thali.id, quantity: 1 }],
  ...(scheduledFor === undefined ? {} : { scheduledFor }),
  ...extra,
});
const place = (scheduledFor?: string | null) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: body(scheduledFor) });
const quote = (scheduledFor?: string | null) =>
  t.app.inject({ method: 'POST', url: '/api/orders/quote', payload: body(scheduledFor) });
const idOf = (orderId: string) => Number(orderId.slice(4));
const trackingOf = async (placed: { trackingUrl: string }) =>
  (await t.app.inject({ url: `/api/${placed.trackingUrl.slice(1)}` })).json().data;
/** Orders due in [from, to), not cancelled: what the cap counts. */
const dueIn = (from: number, to: number) =>
  t.database.sqlite
    .prepare(
      `select count(*) from orders where coalesce(scheduled_for, created_at) >= ? and coalesce(scheduled_for, created_at) < ? and status != 'cancelled'`,
    )
    .pluck()
    .get(from, to) as number;

async function until(condition: () => boolean | Promise<boolean>, withinMs = 5000): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      topics.push(String(request.headers.topic ?? ''));
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  vi.useFakeTimers({ toFake: ['Date'] });
  now('2026-03-10T10:00');
  t = await makeApp({ push: { pushHosts: [new URL(origin).host], tickMs: 100 } });
  const owner = await partnerAccount(t.app, 'vendor', 'Later Owner');
  vendor = caller(t.app, owner.token);
  shop = storefront(t.database, { ownerId: owner.id, opensAt: '11:00', closesAt: '23:00' });
  // The kitchen's phone, subscribed to its orders' pushes.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `${origin}/kitchen-phone`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/vendor/push-subscriptions',
        headers: bearer(owner.token),
        payload: subscription,
      })
    ).statusCode,
  ).toBe(201);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});
afterEach(() => {
  kitchen({
    opens_at: '11:00',
    closes_at: '23:00',
    paused_until: null,
    is_active: 1,
    max_orders_per_slot: null,
    slot_minutes: 15,
    lead_minutes: 30,
  });
});

describe('the time of an order for later', () => {
  it('is taken while the kitchen is closed, for when it is open: answered, tracked and listed with scheduledFor', async () => {
    now('2026-03-10T10:00');
    const closed = await place();
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Closed now — opens at 11:00 AM');

    const res = await place(zoned('2026-03-10T11:00'));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data;
    expect(placed.scheduledFor).toBe(isoOf('2026-03-10T11:00'));
    expect((await trackingOf(placed)).scheduledFor).toBe(isoOf('2026-03-10T11:00'));
    const listed = (await admin('GET', `/api/admin/orders/${idOf(placed.orderId)}`)).json().data;
    expect(listed).toMatchObject({
      scheduledFor: isoOf('2026-03-10T11:00'),
      ringAt: isoOf('2026-03-10T10:30'),
      upcoming: true,
      status: 'placed',
    });

    // An order for now answers null.
    now('2026-03-10T12:00');
    const asap = (await place()).json().data;
    expect(asap.scheduledFor).toBeNull();
    expect((await trackingOf(asap)).scheduledFor).toBeNull();
    expect((await admin('GET', `/api/admin/orders/${idOf(asap.orderId)}`)).json().data).toMatchObject({
      scheduledFor: null,
      ringAt: null,
      upcoming: false,
    });
  });

  it('must be at least the lead time ahead, inside the hours, at most 7 days ahead and a time with its zone: else a 400 naming scheduledFor that changes nothing', async () => {
    now('2026-03-10T10:00');
    const kept = snapshot(t.database);
    const refusals: Array<[string, string]> = [
      [zoned('2026-03-10T10:20'), 'Choose a time at least 30 minutes from now'],
      [zoned('2026-03-10T09:00'), 'Choose a time at least 30 minutes from now'],
      [zoned('2026-03-10T23:00'), 'The kitchen is closed at that time: it takes orders from 11:00 AM to 11:00 PM'],
      [zoned('2026-03-11T07:30'), 'The kitchen is closed at that time: it takes orders from 11:00 AM to 11:00 PM'],
      [zoned('2026-03-17T11:00'), 'Choose a time within the next 7 days'],
      ['2026-03-10T12:00:00', 'scheduledFor must be an ISO date-time with its zone, e.g. 2026-03-10T19:30:00+05:30'],
      ['tomorrow at noon', 'scheduledFor must be an ISO date-time with its zone, e.g. 2026-03-10T19:30:00+05:30'],
    ];
    for (const [when, message] of refusals) {
      const res = await place(when);
      expect({ when, status: res.statusCode, body: res.json() }).toEqual({
        when,
        status: 400,
        body: { success: false, message, errors: { scheduledFor: message } },
      });
    }
    // With other mistakes, every field is named at once.
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: body(zoned('2026-03-10T10:20'), { customer: { name: '', phone: '12' } }),
    });
    expect(Object.keys(both.json().errors).sort()).toEqual(['customer.name', 'customer.phone', 'scheduledFor']);
    expect(snapshot(t.database)).toEqual(kept);

    // The edges are taken: exactly the lead time ahead, the last minute of the hours, and (open round
    // the clock) 6 days, 23 hours and 59 minutes ahead.
    now('2026-03-10T11:00');
    for (const when of ['2026-03-10T11:30', '2026-03-10T22:59', '2026-03-17T10:59']) {
      if (when.startsWith('2026-03-17')) kitchen({ closes_at: '24:00', opens_at: '00:00' });
      const res = await place(zoned(when));
      expect({ when, status: res.statusCode }).toEqual({ when, status: 201 });
    }
    // Blank or null: as soon as possible.
    expect((await place('')).json().data.scheduledFor).toBeNull();
    expect((await place(null)).json().data.scheduledFor).toBeNull();
  });

  it('follows the lead time the admin sets, and is refused while the kitchen is Offline', async () => {
    now('2026-03-10T12:00');
    expect(
      (
        await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, {
          leadMinutes: 90,
          slotMinutes: 30,
          maxOrdersPerSlot: 8,
        })
      ).json().data,
    ).toMatchObject({ leadMinutes: 90, slotMinutes: 30, maxOrdersPerSlot: 8 });
    expect((await place(zoned('2026-03-10T13:00'))).json().errors).toEqual({
      scheduledFor: 'Choose a time at least 90 minutes from now',
    });
    expect((await place(zoned('2026-03-10T13:30'))).statusCode).toBe(201);
    // The kitchen's own answer carries them too.
    expect((await vendor('GET', '/api/vendor/restaurants')).json().data[0]).toMatchObject({
      leadMinutes: 90,
      slotMinutes: 30,
      maxOrdersPerSlot: 8,
    });
    for (const wrong of [
      { slotMinutes: 0 },
      { slotMinutes: 2.5 },
      { leadMinutes: -1 },
      { maxOrdersPerSlot: 0 },
      { maxOrdersPerSlot: 'five' },
    ]) {
      const res = await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, wrong);
      expect({ wrong, status: res.statusCode, field: Object.keys(res.json().errors ?? {}) }).toEqual({
        wrong,
        status: 400,
        field: Object.keys(wrong),
      });
    }
    expect(
      (await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { maxOrdersPerSlot: null })).json().data
        .maxOrdersPerSlot,
    ).toBeNull();
    kitchen({ is_active: 0 });
    const offline = await place(zoned('2026-03-10T15:00'));
    expect(offline.statusCode).toBe(409);
    expect(offline.json().message).toBe('Closed now — not taking orders at the moment');
  });

  it('is taken while the kitchen is paused, for a time after the pause', async () => {
    now('2026-03-10T12:00');
    kitchen({ paused_until: ist('2026-03-10T13:00') });
    expect((await place()).json().message).toBe('Not taking orders until 1:00 PM');
    expect((await place(zoned('2026-03-10T12:45'))).json().errors).toEqual({
      scheduledFor: 'Not taking orders until 1:00 PM: choose a later time',
    });
    expect((await place(zoned('2026-03-10T13:00'))).statusCode).toBe(201);
  });

  it('reads the hours in India time across midnight', async () => {
    // Open 6 PM to 2 AM; at 11:50 PM India time it is 6:20 PM in UTC, the same calendar day.
    kitchen({ opens_at: '18:00', closes_at: '02:00' });
    now('2026-03-10T23:50');
    const late = await place(zoned('2026-03-11T01:30'));
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().data.scheduledFor).toBe('2026-03-10T20:00:00.000Z');
    expect((await place(zoned('2026-03-11T02:00'))).json().errors).toEqual({
      scheduledFor: 'The kitchen is closed at that time: it takes orders from 6:00 PM to 2:00 AM',
    });
    // The same time written in UTC is the same moment.
    expect((await place('2026-03-10T20:15:00Z')).statusCode).toBe(201);
    expect((await place('2026-03-10T21:00:00Z')).statusCode).toBe(400);
  });

  it('is quoted like it is placed: while closed, its money; a bad time, the same 400', async () => {
    now('2026-03-10T10:00');
    expect((await quote()).statusCode).toBe(409);
    const quoted = await quote(zoned('2026-03-10T13:00'));
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().data).toEqual({ subtotal: 180, deliveryCharge: 0, discount: 0, tax: 0, totalAmount: 180 });
    expect((await quote(zoned('2026-03-10T10:15'))).json()).toEqual({
      success: false,
      message: 'Choose a time at least 30 minutes from now',
      errors: { scheduledFor: 'Choose a time at least 30 minutes from now' },
    });
  });
});

describe('the cap per time slot', () => {
  it('lets exactly 5 of 30 concurrent checkouts into a slot of 5; the 25 others get the same next slot with room', async () => {
    // 12:05 India time: the slot of now is 12:00–12:15. Slots start at least 30 minutes ahead, so
    // the first one after it an order can be placed for is 12:45, and that one is already full.
    now('2026-03-12T12:05');
    kitchen({ max_orders_per_slot: 5 });
    for (let i = 0; i < 5; i++) expect((await place(zoned('2026-03-12T12:45'))).statusCode).toBe(201);
    // A cancelled order leaves its place: the slot of 13:00 has one cancelled and four live orders.
    for (let i = 0; i < 5; i++) {
      const placed = (await place(zoned('2026-03-12T13:00'))).json().data;
      if (i === 0)
        expect(
          (await t.app.inject({ method: 'POST', url: `/api/${placed.trackingUrl.slice(1).replace('?', '/cancel?')}` }))
            .statusCode,
        ).toBe(200);
    }
    const answers = await Promise.all(Array.from({ length: 30 }, () => place()));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({
        success: false,
        message: 'No room for more orders at that time: the next free time is 1:00 PM',
        data: { nextSlotAt: isoOf('2026-03-12T13:00') },
      });
    }
    expect(dueIn(ist('2026-03-12T12:00'), ist('2026-03-12T12:15'))).toBe(5);

    // Now's slot is full, and an order for a slot with room is taken: the next slot offered, once.
    const later = await place(zoned('2026-03-12T13:00'));
    expect(later.statusCode, later.body).toBe(201);
    expect(dueIn(ist('2026-03-12T13:00'), ist('2026-03-12T13:15'))).toBe(5);
    // That slot is full now too: the 409 names the next, for an order for now and for later alike.
    const again = await place(zoned('2026-03-12T13:00'));
    expect(again.json()).toEqual({
      success: false,
      message: 'No room for more orders at that time: the next free time is 1:15 PM',
      data: { nextSlotAt: isoOf('2026-03-12T13:15') },
    });
    expect((await place()).json().data).toEqual({ nextSlotAt: isoOf('2026-03-12T13:15') });
    // The quote says the same, so the checkout can offer it before the tap.
    expect((await quote()).json()).toMatchObject({
      message: 'No room for more orders at that time: the next free time is 1:15 PM',
      data: { nextSlotAt: isoOf('2026-03-12T13:15') },
    });
  });

  it('counts slots from India midnight, and looks past the closing time to the next day', async () => {
    kitchen({ opens_at: '18:00', closes_at: '02:00', max_orders_per_slot: 1 });
    now('2026-03-13T23:50');
    expect((await place()).statusCode).toBe(201);
    // 11:45 PM is full; 12:15 AM is less than 30 minutes ahead; the next slot is 12:30 AM, tomorrow in India.
    expect((await place()).json().data).toEqual({ nextSlotAt: isoOf('2026-03-14T00:30') });
    // Hour-long slots: 1 AM is the last before closing; full, the next is tomorrow's opening.
    kitchen({ slot_minutes: 60 });
    expect((await place(zoned('2026-03-14T01:00'))).statusCode).toBe(201);
    const refused = await place(zoned('2026-03-14T01:30'));
    expect(refused.json()).toEqual({
      success: false,
      message: 'No room for more orders at that time: the next free time is 6:00 PM tomorrow',
      data: { nextSlotAt: isoOf('2026-03-14T18:00') },
    });
  });
});

describe('when the kitchen hears of an order for later', () => {
  it('not when it is placed, but at its time less the lead time: then it is new, rings and is pushed to the kitchen', async () => {
    now('2026-03-15T14:00');
    const placed = (await place(zoned('2026-03-15T19:30'))).json().data;
    const id = idOf(placed.orderId);
    const topic = `order-new-${placed.orderId}`;
    await t.app.push.settle();
    const newOrders = async () =>
      (await vendor('GET', '/api/vendor/orders?status=placed&upcoming=false'))
        .json()
        .data.map((o: { id: number }) => o.id);
    const laterOrders = async () =>
      (await vendor('GET', '/api/vendor/orders?later=true&sort=scheduledFor&order=ASC')).json().data;
    expect(await newOrders()).not.toContain(id);
    expect((await laterOrders()).map((o: { id: number }) => o.id)).toContain(id);
    expect((await laterOrders()).find((o: { id: number }) => o.id === id)).toMatchObject({
      scheduledFor: isoOf('2026-03-15T19:30'),
      upcoming: true,
    });
    expect(topics).not.toContain(topic);
    const dashboard = async () => (await admin('GET', '/api/admin/dashboard')).json().data.today;
    // Orders of the earlier tests whose time has come are rung first, so only this one changes below.
    ringDueOrders(t.database, Date.now());
    const waitingBefore = (await dashboard()).waiting;

    // A minute before it is due to ring: still nothing.
    now('2026-03-15T18:59');
    expect(await newOrders()).not.toContain(id);

    // 7:00 PM, half an hour before it is due: the server's loop rings it.
    now('2026-03-15T19:00');
    await until(async () => (await newOrders()).includes(id));
    await until(() => topics.includes(topic));
    expect((await admin('GET', `/api/admin/orders/${id}`)).json().data).toMatchObject({
      upcoming: false,
      ringAt: isoOf('2026-03-15T19:00'),
    });
    expect((await dashboard()).waiting).toBe(waitingBefore + 1);
    // Still under Later until it is delivered: the Later list is every order for later not finished.
    expect((await laterOrders()).map((o: { id: number }) => o.id)).toContain(id);
  });

  it('lists orders for later for the admin, by the time they are due', async () => {
    const later = (await admin('GET', '/api/admin/orders?later=true&sort=scheduledFor&order=ASC&limit=100')).json();
    const times = later.data.map((o: { scheduledFor: string }) => o.scheduledFor);
    expect(times.length).toBeGreaterThan(5);
    expect(times.every(Boolean)).toBe(true);
    expect([...times].sort()).toEqual(times);
    expect(later.data.every((o: { status: string }) => o.status !== 'delivered' && o.status !== 'cancelled')).toBe(
      true,
    );
    const others = (await admin('GET', '/api/admin/orders?later=false&limit=100')).json().data;
    expect(
      others.every(
        (o: { scheduledFor: string | null; status: string }) => o.scheduledFor === null || o.status === 'cancelled',
      ),
    ).toBe(true);
  });
});

describe('figures', () => {
  it('count an order for later on the day it is due and delivered, not the day it was placed; the rollups agree with a rebuild', async () => {
    now('2026-03-15T20:00');
    const today = async () => (await admin('GET', '/api/admin/dashboard')).json().data.today;
    const day = async (date: string) => (await admin('GET', `/api/admin/orders?date=${date}&limit=100`)).json();
    const kitchenDay = async (date: string) => (await vendor('GET', `/api/vendor/summary?date=${date}`)).json().data;
    const analytics = async () => {
      const { topDishes, topRestaurants, dailyOrders } = (await admin('GET', '/api/admin/analytics')).json().data;
      return { topDishes, topRestaurants, dailyOrders };
    };
    const before = {
      today: await today(),
      placedDay: (await day('2026-03-15')).total,
      dueDay: (await day('2026-03-16')).total,
      kitchen: await kitchenDay('2026-03-16'),
      analytics: await analytics(),
    };

    const placed = (await place(zoned('2026-03-16T13:00'))).json().data;
    const id = idOf(placed.orderId);
    // Placed today, for tomorrow: today's figures and list do not have it; tomorrow's do.
    expect((await today()).orders).toBe(before.today.orders);
    expect((await day('2026-03-15')).total).toBe(before.placedDay);
    expect((await day('2026-03-16')).data.map((o: { id: number }) => o.id)).toContain(id);
    expect((await kitchenDay('2026-03-16')).orders).toBe(before.kitchen.orders + 1);
    // Nor do analytics (the last 7 days, the 30-day tops) count it before its day.
    expect(await analytics()).toEqual(before.analytics);

    // The next day, the kitchen hands it over: it counts in that day's takings, cash, earnings and Daily Order.
    now('2026-03-16T13:05');
    const dueBefore = await today();
    for (const status of ['accepted', 'preparing', 'delivered'])
      expect((await admin('PUT', `/api/admin/orders/${id}`, { status })).statusCode).toBe(200);
    const dueAfter = await today();
    expect(dueAfter.date).toBe('2026-03-16');
    expect(dueAfter.delivered).toBe(dueBefore.delivered + 1);
    expect(dueAfter.takings).toBe(dueBefore.takings + 180);
    expect(dueAfter.cashTakings).toBe(dueBefore.cashTakings + 180);
    const daily = await day('2026-03-16');
    expect(daily.totalAmount).toBeGreaterThanOrEqual(180);
    const earnings = (await admin('GET', '/api/admin/earnings?period=today')).json().data;
    expect(JSON.stringify(earnings)).toContain('Gaon Rasoi Janghai');
    const kitchen = await kitchenDay('2026-03-16');
    expect(kitchen.delivered).toBe(before.kitchen.delivered + 1);
    expect(kitchen.takings).toBe(before.kitchen.takings + 180);

    // What the triggers keep is what a rebuild from the orders gives (the triggers leave rows at 0 where a rebuild has none).
    const empty = (row: Record<string, unknown>) => row.orders === 0 || row.n === 0 || row.quantity === 0;
    const derived = () =>
      Object.fromEntries(
        DERIVED_TABLES.map((table) => [
          table,
          (t.database.sqlite.prepare(`select * from ${table}`).all() as Array<Record<string, unknown>>)
            .filter((row) => !empty(row))
            .map((row) => JSON.stringify(row))
            .sort(),
        ]),
      );
    const kept = derived();
    rebuildDerivedData(t.database.sqlite);
    expect(derived()).toEqual(kept);
  });
});
