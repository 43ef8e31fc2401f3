/**
 * What the kitchen's order cards read: the "All" tab's order (sort=stage: new orders first, then
 * those in hand, delivered and cancelled last, newest first within each), and the rider given
 * one of its orders, to call: on the order itself (`rider`), and by GET /api/vendor/riders/:id
 * (another kitchen's rider is a 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder } from '../../db/orders';
import { caller, fixtures, loginAsAdmin, makeApp, partnerAccount, type TestApp } from './helper';

let t: TestApp;
let fx: ReturnType<typeof fixtures>;

beforeAll(async () => {
  t = await makeApp();
  fx = fixtures(t.database);
});
afterAll(() => t.close());

async function kitchen(name: string) {
  const me = await partnerAccount(t.app, 'vendor', name);
  const r = fx.restaurant(`${name} Kitchen`, { ownerId: me.id });
  const order = (extra: Partial<NewOrder> = {}) => fx.order({ restaurantId: r.id, restaurantName: r.name, ...extra });
  return { vendor: caller(t.app, me.token), order };
}

describe('the All tab', () => {
  it('lists new orders first, then those in hand, then delivered and cancelled; newest first within each', async () => {
    const { vendor, order } = await kitchen('Kamla');
    const minute = 60_000;
    const base = Date.now() - 60 * minute;
    const ids = {
      deliveredNew: order({ status: 'delivered', createdAt: base + 50 * minute }),
      placedOld: order({ status: 'placed', createdAt: base + 1 * minute }),
      preparing: order({ status: 'preparing', createdAt: base + 30 * minute }),
      cancelled: order({ status: 'cancelled', createdAt: base + 40 * minute }),
      placedNew: order({ status: 'placed', createdAt: base + 20 * minute }),
      accepted: order({ status: 'accepted', createdAt: base + 10 * minute }),
      outForDelivery: order({ status: 'out_for_delivery', createdAt: base + 5 * minute }),
    };
    // An order for later before its time is not new yet: it waits with the orders in hand.
    const later = order({ status: 'placed', createdAt: base + 45 * minute });
    t.database.sqlite
      .prepare('update orders set scheduled_for = ?, ring_at = ?, rung_at = null where id = ?')
      .run(Date.now() + 5 * 3600_000, Date.now() + 4 * 3600_000, later);

    const res = await vendor('GET', '/api/vendor/orders?sort=stage&order=asc&limit=50');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((o: { id: number }) => o.id)).toEqual([
      ids.placedNew,
      ids.placedOld,
      later,
      ids.preparing,
      ids.accepted,
      ids.outForDelivery,
      ids.deliveredNew,
      ids.cancelled,
    ]);
    // Paged, the same order carries on.
    const second = await vendor('GET', '/api/vendor/orders?sort=stage&order=asc&limit=3&page=2');
    expect(second.json().data.map((o: { id: number }) => o.id)).toEqual([
      ids.preparing,
      ids.accepted,
      ids.outForDelivery,
    ]);
  });
});

describe("the rider of the kitchen's order", () => {
  it('is answered with name and phone once given one of its orders; else, and to another kitchen, 404', async () => {
    const { vendor, order } = await kitchen('Vimla');
    const other = await kitchen('Sunita');
    const rider = fx.delivery('Raju Rider', `raju-${Date.now()}@example.com`);
    expect((await vendor('GET', `/api/vendor/riders/${rider.id}`)).statusCode).toBe(404);
    order({ status: 'out_for_delivery', deliveryPersonId: rider.id, deliveryPersonName: rider.name });
    const res = await vendor('GET', `/api/vendor/riders/${rider.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: rider.id, _id: rider.id, name: 'Raju Rider', phone: '9000000002' });
    const refused = await other.vendor('GET', `/api/vendor/riders/${rider.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, message: 'Rider not found' });
    expect((await vendor('GET', '/api/vendor/riders/999999')).statusCode).toBe(404);
  });
});

describe("the rider on the kitchen's card", () => {
  it('comes with each order of the list: id, name and phone as they are now; null without one', async () => {
    const { vendor, order } = await kitchen('Geeta');
    const rider = await partnerAccount(t.app, 'delivery', 'Mohan Rider');
    const phone = t.database.sqlite.prepare('select phone from users where id = ?').pluck().get(rider.id) as string;
    const given = order({ status: 'out_for_delivery', deliveryPersonId: rider.id, deliveryPersonName: 'Mohan' });
    const waiting = order({ status: 'placed' });

    const list = await vendor('GET', '/api/vendor/orders?limit=50');
    expect(list.statusCode, list.body).toBe(200);
    const byId = new Map(list.json().data.map((o: { id: number }) => [o.id, o]));
    // The name the rider has now, not the one the order kept when it was given.
    expect(byId.get(given)).toMatchObject({ rider: { id: rider.id, name: 'Mohan Rider', phone } });
    expect(byId.get(waiting)).toMatchObject({ rider: null });

    // The rider's own list and the back office show the same.
    const riderList = await caller(t.app, rider.token)('GET', '/api/delivery/orders?limit=50');
    expect(riderList.statusCode, riderList.body).toBe(200);
    expect(riderList.json().data.find((o: { id: number }) => o.id === given).rider).toEqual({
      id: rider.id,
      name: 'Mohan Rider',
      phone,
    });
    const admin = caller(t.app, await loginAsAdmin(t.app));
    expect((await admin('GET', `/api/admin/orders/${given}`)).json().data.rider).toEqual({
      id: rider.id,
      name: 'Mohan Rider',
      phone,
    });
    expect((await admin('GET', `/api/admin/orders/${waiting}`)).json().data.rider).toBeNull();
  });
});
