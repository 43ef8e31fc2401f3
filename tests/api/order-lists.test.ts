/**
 * The apps apply a live event to the order lists they show without fetching them again, deciding
 * on the phone which lists the order belongs in and where (shared/orderLists.ts). Here that rule
 * is held to the real server: for each filter and sort the admin, kitchen and rider lists take,
 * the orders GET …/orders answers are those the rule picks, in the same order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, loginAsAdmin, makeApp, partnerAccount, caller, type TestApp } from './helper';
import { orderListComparator, orderMatchesFilter, type OrderListAudience } from '../../shared/orderLists';
import type { Order } from '../../shared/api/orders';
import { DAY_MS, istDate } from '../../shared/indiaTime';
import { recordRefund } from '../../db/ledger';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let kitchen: ReturnType<typeof caller>;
let rider: ReturnType<typeof caller>;
let riderId: number;
let restaurantId: number;
const now = Date.now();
const today = istDate(now);
const tomorrow = istDate(now + DAY_MS);
const lastWeek = istDate(now - 8 * DAY_MS);

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  const owner = await partnerAccount(t.app, 'vendor');
  const delivery = await partnerAccount(t.app, 'delivery');
  kitchen = caller(t.app, owner.token);
  rider = caller(t.app, delivery.token);
  riderId = delivery.id;
  const fx = fixtures(t.database);
  const mine = fx.restaurant('Lists Kitchen', { ownerId: owner.id });
  const other = fx.restaurant('Other Kitchen');
  restaurantId = mine.id;
  const set = (id: number, sql: string, ...params: unknown[]) =>
    t.database.sqlite.prepare(`update orders set ${sql} where id = ?`).run(...params, id);
  const place = (extra: Parameters<typeof fx.order>[0]) => fx.order({ customerName: 'Sita Devi', ...extra });
  const at = (daysAgo: number, minutes = 0) => now - daysAgo * DAY_MS - minutes * 60_000;
  const riding = { deliveryPersonId: riderId, deliveryPersonName: 'Rider' };
  const k = { restaurantId: mine.id, restaurantName: mine.name };
  const o = { restaurantId: other.id, restaurantName: other.name };

  place({ ...k, status: 'placed', createdAt: at(0, 5) });
  place({ ...k, status: 'placed', createdAt: at(0, 50), paymentMethod: 'upi' });
  place({ ...k, status: 'accepted', createdAt: at(0, 20), ...riding });
  place({ ...k, status: 'preparing', createdAt: at(0, 30) });
  place({ ...k, status: 'out_for_delivery', createdAt: at(0, 40), ...riding });
  // Delivered, for later: no longer "later".
  set(place({ ...k, status: 'delivered', createdAt: at(0, 90), ...riding }), 'scheduled_for = ?', at(0, 30));
  place({ ...k, status: 'delivered', createdAt: at(2), ...riding, paymentMethod: 'upi', paymentStatus: 'paid' });
  place({ ...k, status: 'cancelled', createdAt: at(8), paymentMethod: 'upi', paymentStatus: 'paid' });
  const refunded = place({ ...k, status: 'cancelled', createdAt: at(3), paymentMethod: 'upi', paymentStatus: 'paid' });
  recordRefund(t.database, {
    orderId: refunded,
    method: 'cash',
    by: { kind: 'owner', id: null, name: 'Owner' },
    at: at(2),
  });
  // Held "to confirm", and one marked fake.
  set(place({ ...k, status: 'placed', createdAt: at(0, 10) }), 'hold_reason = ?', 'first_order');
  set(place({ ...k, status: 'cancelled', createdAt: at(1) }), 'fake_at = ?, fake_reason = ?', at(1), 'no one there');
  // Orders for later: due tomorrow and not rung yet; due soon and rung.
  set(
    place({ ...k, status: 'placed', createdAt: at(0, 60) }),
    'scheduled_for = ?, ring_at = ?, rung_at = null',
    now + DAY_MS,
    now + DAY_MS - 3600_000,
  );
  set(
    place({ ...k, status: 'accepted', createdAt: at(1, 30) }),
    'scheduled_for = ?, ring_at = ?, rung_at = ?',
    now + 3600_000,
    now - 60_000,
    now - 60_000,
  );
  place({ ...o, status: 'placed', createdAt: at(0, 15), customerName: 'Ram Lal' });
  place({ ...o, status: 'delivered', createdAt: at(5), ...riding });
});

afterAll(() => t.close());

const ids = (orders: Order[]) => orders.map((o) => o.id);

async function list(call: ReturnType<typeof caller>, path: string, query: Record<string, unknown>): Promise<Order[]> {
  const params = new URLSearchParams({ limit: '100' });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  const res = await call('GET', `${path}?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Order[];
}

/** What the rule says the list is: the matching orders of `all`, sorted as the list asks. */
function byRule(all: Order[], audience: OrderListAudience, filter: Record<string, unknown>, sort?: string) {
  const picked = all.filter((o) => orderMatchesFilter(o, filter, audience, now));
  return ids(picked.sort(orderListComparator({ field: sort, order: 'DESC' })!));
}

const ADMIN_FILTERS: Array<Record<string, unknown>> = [
  {},
  { status: 'placed' },
  { status: 'cancelled' },
  { paymentMethod: 'upi' },
  { paymentStatus: 'paid' },
  { toConfirm: true },
  { toConfirm: false },
  { fake: true },
  { refundStatus: 'due' },
  { refundStatus: 'refunded' },
  { later: true },
  { later: false },
  { upcoming: true },
  { status: 'placed', upcoming: false },
  { date: today },
  { date: tomorrow },
  { period: 'today' },
  { period: 'week' },
  { from: lastWeek, to: today },
  { to: lastWeek },
];

describe('the rule for which list an order belongs to (shared/orderLists.ts) is the server’s', () => {
  it('admin: every filter of GET /api/admin/orders picks the same orders', async () => {
    const all = await list(admin, '/api/admin/orders', {});
    expect(all.length).toBe(15);
    for (const filter of [
      ...ADMIN_FILTERS,
      { restaurantId },
      { restaurantId: String(restaurantId), status: 'placed' },
    ]) {
      const server = ids(await list(admin, '/api/admin/orders', filter));
      expect({ filter, ids: byRule(all, 'admin', filter) }).toEqual({ filter, ids: server });
    }
  });

  it('admin: each sort orders the list as the server does, both ways', async () => {
    const all = await list(admin, '/api/admin/orders', {});
    for (const sort of ['createdAt', 'totalAmount', 'status', 'scheduledFor'])
      for (const order of ['ASC', 'DESC'] as const) {
        const server = ids(await list(admin, '/api/admin/orders', { sort, order: order.toLowerCase() }));
        expect({ sort, order, ids: ids([...all].sort(orderListComparator({ field: sort, order })!)) }).toEqual({
          sort,
          order,
          ids: server,
        });
      }
  });

  it('kitchen: its tabs (by stage, new, later, a day) pick and order as GET /api/vendor/orders', async () => {
    const all = await list(kitchen, '/api/vendor/orders', {});
    expect(all.length).toBe(13);
    const tabs: Array<[Record<string, unknown>, string, 'ASC' | 'DESC']> = [
      [{}, 'stage', 'ASC'],
      [{}, 'stage', 'DESC'],
      [{ status: 'placed', upcoming: false }, 'createdAt', 'DESC'],
      [{ status: 'placed', upcoming: false, toConfirm: true }, 'createdAt', 'DESC'],
      [{ status: 'accepted' }, 'createdAt', 'DESC'],
      [{ later: true }, 'scheduledFor', 'ASC'],
      [{ date: today }, 'createdAt', 'DESC'],
      [{ date: tomorrow }, 'createdAt', 'DESC'],
    ];
    for (const [filter, sort, order] of tabs) {
      const server = ids(await list(kitchen, '/api/vendor/orders', { ...filter, sort, order: order.toLowerCase() }));
      const picked = all.filter((o) => orderMatchesFilter(o, filter, 'vendor', now));
      const rule = ids(picked.sort(orderListComparator({ field: sort, order })!));
      expect({ filter, sort, order, ids: rule }).toEqual({ filter, sort, order, ids: server });
    }
  });

  it("rider: the unfinished orders, a status, a day's deliveries pick as GET /api/delivery/orders", async () => {
    const everything = await list(admin, '/api/admin/orders', {});
    const theirs = everything.filter((o) => o.deliveryPerson?.id === riderId);
    for (const filter of [{}, { status: 'delivered' }, { status: 'delivered', date: today }, { status: 'accepted' }]) {
      const server = ids(await list(rider, '/api/delivery/orders', filter));
      expect({ filter, ids: byRule(theirs, 'delivery', filter) }).toEqual({ filter, ids: server });
    }
    expect(ids(await list(rider, '/api/delivery/orders', {})).length).toBe(2);
  });

  it('a text search is left to the server: the rule cannot tell', async () => {
    const [order] = await list(admin, '/api/admin/orders', {});
    expect(orderMatchesFilter(order!, { q: 'Sita' }, 'admin', now)).toBeUndefined();
    expect(orderMatchesFilter(order!, { q: '' }, 'admin', now)).toBe(true);
  });
});
