/**
 * The prep list: per dish, the quantities of the orders due in a window that are still to be
 * served — orders for now by their time of placing, orders for later and confirmed parties by
 * their time — checked against the orders themselves. Cancelled and delivered orders, orders
 * due outside the window and other kitchens' orders are not counted; a party accepted but not
 * yet confirmed is listed apart; a kitchen cannot read another restaurant's list.
 *
 * "Now" is a fixed India time (only Date is faked, so the app's timers run).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewOrder } from '../../db/orders';
import { caller, fixtures, loginAsAdmin, makeApp, partnerAccount, snapshot, storefront, type TestApp } from './helper';

/** UTC ms of an India wall-clock time, "2026-03-10T12:05". */
const ist = (local: string) => Date.parse(`${local}:00.000+05:30`);
const iso = (local: string) => `${local}:00+05:30`;
const window = (from: string, to: string) => `from=${encodeURIComponent(iso(from))}&to=${encodeURIComponent(iso(to))}`;

let t: TestApp;
let fx: ReturnType<typeof fixtures>;
let admin: ReturnType<typeof caller>;
let vendor: ReturnType<typeof caller>;
let otherVendor: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;
let other: { id: number; name: string };
const ids: Record<string, number> = {};

const THALI = { name: 'Village Thali', nameHi: 'गाँव की थाली', pricePaise: 18000 };
const LASSI = { name: 'Sweet Lassi', nameHi: 'मीठी लस्सी', pricePaise: 6000 };
const DAL = { name: 'Dal Tadka', nameHi: 'दाल तड़का', pricePaise: 12000 };

/** An order at the storefront (or `at` another kitchen), placed at `placed` and, if given, for later at `scheduled`. */
function order(
  placed: string,
  items: NewOrder['items'],
  extra: Partial<NewOrder> & { scheduled?: string; at?: { id: number; name: string } } = {},
) {
  const { scheduled, at = shop.kitchen, ...rest } = extra;
  const id = fx.order({ restaurantId: at.id, restaurantName: at.name, createdAt: ist(placed), items, ...rest });
  if (scheduled) t.database.sqlite.prepare('update orders set scheduled_for = ? where id = ?').run(ist(scheduled), id);
  return id;
}

/** Per dish name, the sum of the quantities of these orders' lines, read from order_items. */
function sumsOf(orderIds: number[]): Record<string, { quantity: number; orders: number }> {
  const rows = t.database.sqlite
    .prepare(
      `select name, sum(quantity) as quantity, count(distinct order_id) as orders from order_items where order_id in (${orderIds.map(() => '?').join(',')}) group by name`,
    )
    .all(...orderIds) as Array<{ name: string; quantity: number; orders: number }>;
  return Object.fromEntries(rows.map((r) => [r.name, { quantity: r.quantity, orders: r.orders }]));
}
const sumsOfAnswer = (dishes: Array<{ name: string; quantity: number; orders: number }>) =>
  Object.fromEntries(dishes.map((d) => [d.name, { quantity: d.quantity, orders: d.orders }]));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ist('2026-03-10T10:00'));
  t = await makeApp();
  fx = fixtures(t.database);
  admin = caller(t.app, await loginAsAdmin(t.app));
  const me = await partnerAccount(t.app, 'vendor', 'Kamla');
  vendor = caller(t.app, me.token);
  shop = storefront(t.database, {
    ownerId: me.id,
    upiId: 'gaonrasoi@upi',
    upiName: 'Gaon Rasoi',
    opensAt: '11:00',
    closesAt: '23:00',
  });
  const them = await partnerAccount(t.app, 'vendor', 'Vimla');
  otherVendor = caller(t.app, them.token);
  other = fx.restaurant('Vimla Kitchen', { ownerId: them.id });

  // This evening (16:00 to midnight), counted: placed for now at 17:05, for later at 19:00, accepted and preparing.
  ids.now = order('2026-03-10T17:05', [
    { ...THALI, quantity: 1 },
    { ...LASSI, quantity: 2 },
  ]);
  ids.later = order(
    '2026-03-10T09:00',
    [
      { ...THALI, quantity: 3 },
      { ...DAL, quantity: 2 },
    ],
    { scheduled: '2026-03-10T19:00', status: 'accepted' },
  );
  ids.preparing = order('2026-03-10T18:40', [{ ...DAL, quantity: 1 }], { status: 'preparing' });
  // Not counted: cancelled, delivered, placed this morning for now, for later tomorrow, another kitchen's.
  ids.cancelled = order('2026-03-10T09:10', [{ ...THALI, quantity: 5 }], {
    scheduled: '2026-03-10T19:30',
    status: 'cancelled',
  });
  ids.delivered = order('2026-03-10T16:30', [{ ...THALI, quantity: 4 }], { status: 'delivered' });
  ids.morning = order('2026-03-10T09:30', [{ ...LASSI, quantity: 6 }]);
  ids.tomorrow = order('2026-03-10T09:40', [{ ...THALI, quantity: 8 }], { scheduled: '2026-03-11T13:00' });
  ids.theirs = order('2026-03-10T18:00', [{ ...THALI, quantity: 7 }], { at: other });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('the prep list of a window', () => {
  it('sums each dish over the orders due in it that are still to be served, as the orders themselves say', async () => {
    const res = await vendor('GET', `/api/vendor/prep-list?${window('2026-03-10T16:00', '2026-03-11T00:00')}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    const counted = [ids.now, ids.preparing, ids.later];
    // The orders counted, by time due: 17:05 (placed then), 18:40, 19:00 (for later).
    expect(list.orders.map((o: { id: number }) => o.id).sort()).toEqual([...counted].sort());
    expect(list.orders.map((o: { dueAt: string }) => o.dueAt)).toEqual(
      [iso('2026-03-10T17:05'), iso('2026-03-10T18:40'), iso('2026-03-10T19:00')].map((d) => new Date(d).toISOString()),
    );
    expect(list.orders.find((o: { id: number }) => o.id === ids.later)).toMatchObject({
      orderId: `ORD-${String(ids.later).padStart(6, '0')}`,
      scheduled: true,
      status: 'accepted',
      items: 5,
    });
    expect(sumsOfAnswer(list.dishes)).toEqual(sumsOf(counted));
    // Most first, with the Hindi name the order kept.
    expect(list.dishes).toEqual(
      [
        { name: 'Dal Tadka', nameHi: 'दाल तड़का', quantity: 3, orders: 2 },
        { name: 'Village Thali', nameHi: 'गाँव की थाली', quantity: 4, orders: 2 },
        { name: 'Sweet Lassi', nameHi: 'मीठी लस्सी', quantity: 2, orders: 1 },
      ].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)),
    );
    expect(list.tentative).toEqual([]);
    expect(list.restaurantId).toBeNull();
  });

  it('counts orders for now by when they were placed and orders for later by their time', async () => {
    const lunch = (
      await vendor('GET', `/api/vendor/prep-list?${window('2026-03-11T11:00', '2026-03-11T16:00')}`)
    ).json().data;
    expect(lunch.orders.map((o: { id: number }) => o.id)).toEqual([ids.tomorrow]);
    expect(lunch.dishes).toEqual([{ name: 'Village Thali', nameHi: 'गाँव की थाली', quantity: 8, orders: 1 }]);
    const morning = (
      await vendor('GET', `/api/vendor/prep-list?${window('2026-03-10T00:00', '2026-03-10T12:00')}`)
    ).json().data;
    // Placed at 9:00 for 19:00, the order counts at 19:00, not in the morning.
    expect(morning.orders.map((o: { id: number }) => o.id)).toEqual([ids.morning]);
    expect(sumsOfAnswer(morning.dishes)).toEqual(sumsOf([ids.morning]));
  });

  it('keeps to the kitchen’s own restaurants; the owner reads one restaurant or all', async () => {
    const w = window('2026-03-10T16:00', '2026-03-11T00:00');
    const before = snapshot(t.database);
    const refused = await vendor('GET', `/api/vendor/prep-list?${w}&restaurantId=${other.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, message: 'Restaurant not found' });
    expect(snapshot(t.database)).toEqual(before);

    const theirs = (await otherVendor('GET', `/api/vendor/prep-list?${w}`)).json().data;
    expect(theirs.orders.map((o: { id: number }) => o.id)).toEqual([ids.theirs]);
    expect(theirs.dishes).toEqual([{ name: 'Village Thali', nameHi: 'गाँव की थाली', quantity: 7, orders: 1 }]);
    expect(
      (await vendor('GET', `/api/vendor/prep-list?${w}&restaurantId=${shop.kitchen.id}`)).json().data.orders,
    ).toHaveLength(3);

    const one = (await admin('GET', `/api/admin/prep-list?${w}&restaurantId=${shop.kitchen.id}`)).json().data;
    expect(one.restaurantId).toBe(shop.kitchen.id);
    expect(sumsOfAnswer(one.dishes)).toEqual(sumsOf([ids.now, ids.preparing, ids.later]));
    const all = (await admin('GET', `/api/admin/prep-list?${w}`)).json().data;
    expect(sumsOfAnswer(all.dishes)).toEqual(sumsOf([ids.now, ids.preparing, ids.later, ids.theirs]));
    // A kitchen's token is no admin's, nor an admin's a kitchen's.
    expect((await vendor('GET', `/api/admin/prep-list?${w}`)).statusCode).toBe(403);
    expect((await admin('GET', `/api/vendor/prep-list?${w}`)).statusCode).toBe(403);
  });

  it('refuses a bad, reversed or too long window with a 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['from=yesterday&to=2026-03-11T00:00:00%2B05:30', 'from'],
      [`from=${encodeURIComponent(iso('2026-03-10T16:00'))}&to=2026-03-11T00:00`, 'to'],
      [window('2026-03-10T16:00', '2026-03-10T16:00'), 'to'],
      [window('2026-03-10T20:00', '2026-03-10T16:00'), 'to'],
      [window('2026-03-10T00:00', '2026-03-17T00:01'), 'to'],
      [`to=${encodeURIComponent(iso('2026-03-10T16:00'))}`, 'from'],
    ];
    for (const [query, field] of cases) {
      for (const res of [
        await vendor('GET', `/api/vendor/prep-list?${query}`),
        await admin('GET', `/api/admin/prep-list?${query}`),
      ]) {
        expect(res.statusCode, query).toBe(400);
        expect(Object.keys(res.json().errors ?? {}), `${query}: ${res.body}`).toContain(field);
      }
    }
    // Seven days exactly is a window.
    expect(
      (await vendor('GET', `/api/vendor/prep-list?${window('2026-03-10T00:00', '2026-03-17T00:00')}`)).statusCode,
    ).toBe(200);
  });
});

describe('parties', () => {
  const ask = async (phone: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/party-requests',
      payload: {
        name: 'Ramesh Yadav',
        phone,
        date: '2026-03-12',
        guests: 60,
        villageId: shop.village.id,
        address: 'Panchayat bhawan',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; token: string };
  };
  const quote = (id: number) =>
    admin('PUT', `/api/admin/party-requests/${id}`, {
      perPlate: 200,
      items: [
        { name: 'Dal makhani' },
        { name: 'Puri', quantity: 4 },
        { name: 'Gulab jamun', quantity: 100, price: 10 },
      ],
      deliveryCharge: 500,
      advancePercent: 25,
      validUntil: '2026-03-11',
      serveAt: '19:30',
    });

  it('counts a confirmed party as the order it became; lists an accepted one apart as tentative, not counted', async () => {
    const confirmed = await ask('9700000001');
    expect((await quote(confirmed.id)).statusCode).toBe(200);
    const done = await admin('PUT', `/api/admin/party-requests/${confirmed.id}`, {
      advancePaid: true,
      utr: '401234567890',
    });
    expect(done.statusCode, done.body).toBe(200);
    const partyOrder = done.json().data.order.id as number;

    const accepted = await ask('9700000002');
    expect((await quote(accepted.id)).statusCode).toBe(200);
    const yes = await t.app.inject({
      method: 'POST',
      url: `/api/party-requests/${accepted.id}/accept?t=${encodeURIComponent(accepted.token)}`,
    });
    expect(yes.statusCode, yes.body).toBe(200);
    // Only quoted, never accepted: neither counted nor tentative.
    const quotedOnly = await ask('9700000003');
    expect((await quote(quotedOnly.id)).statusCode).toBe(200);

    const list = (await vendor('GET', `/api/vendor/prep-list?${window('2026-03-12T16:00', '2026-03-13T00:00')}`)).json()
      .data;
    expect(list.orders).toEqual([
      expect.objectContaining({
        id: partyOrder,
        partyRequestId: confirmed.id,
        scheduled: true,
        dueAt: new Date(ist('2026-03-12T19:30')).toISOString(),
      }),
    ]);
    expect(sumsOfAnswer(list.dishes)).toEqual(sumsOf([partyOrder]));
    expect(list.dishes).toEqual([
      { name: 'Gulab jamun', nameHi: null, quantity: 100, orders: 1 },
      { name: 'Party plate', nameHi: 'पार्टी थाली', quantity: 60, orders: 1 },
    ]);
    expect(list.tentative).toEqual([
      {
        id: accepted.id,
        code: `PTY-${String(accepted.id).padStart(6, '0')}`,
        restaurantId: shop.kitchen.id,
        name: 'Ramesh Yadav',
        guests: 60,
        dueAt: new Date(ist('2026-03-12T19:30')).toISOString(),
        items: [
          { name: 'Dal makhani', quantity: null, price: null },
          { name: 'Puri', quantity: 4, price: null },
          { name: 'Gulab jamun', quantity: 100, price: 10 },
        ],
      },
    ]);
    // Lunch that day has neither.
    const lunch = (
      await vendor('GET', `/api/vendor/prep-list?${window('2026-03-12T11:00', '2026-03-12T16:00')}`)
    ).json().data;
    expect(lunch).toMatchObject({ dishes: [], orders: [], tentative: [] });
    // Another kitchen sees none of it.
    expect(
      (await otherVendor('GET', `/api/vendor/prep-list?${window('2026-03-12T16:00', '2026-03-13T00:00')}`)).json().data,
    ).toMatchObject({ dishes: [], orders: [], tentative: [] });
  });
});
