/**
 * The kitchen's and the rider's day through their APIs: orders, status moves with
 * who made them, Online/Offline, sold out, on leave, and the day's summaries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate } from '../../shared/indiaTime';
import { menuItems } from '../../db/schema';
import { caller, fixtures, loginAsAdmin, makeApp, partnerAccount, type TestApp } from './helper';

let t: TestApp;
let fx: ReturnType<typeof fixtures>;
let admin: ReturnType<typeof caller>;
const today = istDate(Date.now());

beforeAll(async () => {
  t = await makeApp();
  fx = fixtures(t.database);
  admin = caller(t.app, await loginAsAdmin(t.app));
});
afterAll(() => t.close());

const historyOf = (orderId: number) =>
  t.database.sqlite
    .prepare('select status, by, user_id as userId from order_status_history where order_id = ? order by id')
    .all(orderId) as Array<{ status: string; by: string; userId: number | null }>;

describe('the kitchen (vendor)', () => {
  it('lists only its restaurants’ orders, with the list conventions (status, date, q, paging, total)', async () => {
    const me = await partnerAccount(t.app, 'vendor', 'Kamla');
    const other = await partnerAccount(t.app, 'vendor', 'Vimla');
    const mine = fx.restaurant('Kamla Kitchen', { ownerId: me.id });
    const theirs = fx.restaurant('Vimla Kitchen', { ownerId: other.id });
    const a = fx.order({ restaurantId: mine.id, restaurantName: mine.name, customerName: 'Asha' });
    const b = fx.order({ restaurantId: mine.id, restaurantName: mine.name, customerName: 'Bela', status: 'accepted' });
    fx.order({ restaurantId: theirs.id, restaurantName: theirs.name, customerName: 'Chanda' });
    const vendor = caller(t.app, me.token);

    const all = await vendor('GET', '/api/vendor/orders');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.json().data.map((o: { id: number }) => o.id)).toEqual([b, a]);
    expect(
      (await vendor('GET', '/api/vendor/orders?status=accepted')).json().data.map((o: { id: number }) => o.id),
    ).toEqual([b]);
    expect((await vendor('GET', '/api/vendor/orders?q=Asha')).json().data.map((o: { id: number }) => o.id)).toEqual([
      a,
    ]);
    expect((await vendor('GET', '/api/vendor/orders?q=Chanda')).json().total).toBe(0);
    expect(
      (await vendor('GET', `/api/vendor/orders?date=${today}&limit=1&page=2&sort=createdAt&order=asc`)).json(),
    ).toMatchObject({ total: 2, data: [{ id: b }] });
    expect((await vendor('GET', '/api/vendor/orders?date=2026-02-30')).statusCode).toBe(400);
  });

  it('accepts and starts preparing; cancels only before preparation; every change records the kitchen', async () => {
    const me = await partnerAccount(t.app, 'vendor', 'Sunita');
    const r = fx.restaurant('Sunita Kitchen', { ownerId: me.id });
    const vendor = caller(t.app, me.token);
    const id = fx.order({ restaurantId: r.id, restaurantName: r.name });
    let res = await vendor('PUT', `/api/vendor/orders/${id}`, { status: 'accepted' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'accepted',
      statusHistory: [{ status: 'placed' }, { status: 'accepted', by: 'vendor' }],
    });
    expect((await vendor('PUT', `/api/vendor/orders/${id}`, { status: 'preparing' })).statusCode).toBe(200);
    res = await vendor('PUT', `/api/vendor/orders/${id}`, { status: 'cancelled' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/only possible before preparation/);
    // A kitchen hands over only a pickup order; a delivery order is the rider's to finish.
    expect((await vendor('PUT', `/api/vendor/orders/${id}`, { status: 'delivered' })).statusCode).toBe(409);
    expect(historyOf(id).slice(1)).toEqual([
      { status: 'accepted', by: 'vendor', userId: me.id },
      { status: 'preparing', by: 'vendor', userId: me.id },
    ]);
    const early = fx.order({ restaurantId: r.id, restaurantName: r.name });
    expect((await vendor('PUT', `/api/vendor/orders/${early}`, { status: 'cancelled' })).json().data.status).toBe(
      'cancelled',
    );
  });

  it("keeps the kitchen's reason for cancelling; a blank one is no reason, an overlong one changes nothing", async () => {
    const me = await partnerAccount(t.app, 'vendor', 'Meena');
    const r = fx.restaurant('Meena Kitchen', { ownerId: me.id });
    const vendor = caller(t.app, me.token);
    const reasonsOf = (id: number) =>
      t.database.sqlite
        .prepare('select reason from order_status_history where order_id = ? order by id')
        .pluck()
        .all(id) as Array<string | null>;

    const tooLong = fx.order({ restaurantId: r.id, restaurantName: r.name });
    const refused = await vendor('PUT', `/api/vendor/orders/${tooLong}`, {
      status: 'cancelled',
      reason: 'x'.repeat(201),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('reason');
    expect(historyOf(tooLong).map((h) => h.status)).toEqual(['placed']);

    const withReason = fx.order({ restaurantId: r.id, restaurantName: r.name });
    const res = await vendor('PUT', `/api/vendor/orders/${withReason}`, {
      status: 'cancelled',
      reason: 'Gas cylinder ran out',
    });
    expect(res.json().data.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'vendor',
      reason: 'Gas cylinder ran out',
    });
    expect(reasonsOf(withReason)).toEqual([null, 'Gas cylinder ran out']);

    const blank = fx.order({ restaurantId: r.id, restaurantName: r.name });
    await vendor('PUT', `/api/vendor/orders/${blank}`, { status: 'cancelled', reason: '   ' });
    expect(reasonsOf(blank)).toEqual([null, null]);

    // A reason belongs to a cancellation only.
    const accepted = fx.order({ restaurantId: r.id, restaurantName: r.name });
    const noted = await vendor('PUT', `/api/vendor/orders/${accepted}`, {
      status: 'accepted',
      reason: 'Will be quick',
    });
    expect(noted.statusCode).toBe(400);
    expect(noted.json().errors).toEqual({ reason: 'A reason is given only when cancelling' });
    expect(historyOf(accepted).map((h) => h.status)).toEqual(['placed']);
  });

  it('sees its restaurants with their menus, goes Offline and marks a dish sold out', async () => {
    const me = await partnerAccount(t.app, 'vendor', 'Radha');
    const r = fx.restaurant('Radha Rasoi', { ownerId: me.id });
    const dish = t.database.db
      .insert(menuItems)
      .values({ restaurantId: r.id, name: 'Aloo Paratha', pricePaise: 6000, category: 'roti', popular: true })
      .returning()
      .get();
    const vendor = caller(t.app, me.token);
    const list = await vendor('GET', '/api/vendor/restaurants');
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: r.id,
        name: 'Radha Rasoi',
        isActive: true,
        menu: [
          expect.objectContaining({
            id: dish.id,
            name: 'Aloo Paratha',
            price: 60,
            category: 'roti',
            popular: true,
            available: true,
          }),
        ],
      }),
    ]);
    expect((await vendor('PUT', `/api/vendor/restaurants/${r.id}`, { isActive: false })).json().data).toMatchObject({
      id: r.id,
      isActive: false,
    });
    expect((await admin('GET', `/api/admin/restaurants/${r.id}`)).json().data.isActive).toBe(false);
    expect((await vendor('PUT', `/api/vendor/menu-items/${dish.id}`, { available: false })).json().data).toMatchObject({
      id: dish.id,
      available: false,
      restaurantId: r.id,
    });
  });

  it('sums up the day: orders, open, delivered, cancelled and takings', async () => {
    const me = await partnerAccount(t.app, 'vendor', 'Meera');
    const r = fx.restaurant('Meera Kitchen', { ownerId: me.id });
    for (const status of ['placed', 'delivered', 'delivered', 'cancelled'] as const)
      fx.order({ restaurantId: r.id, restaurantName: r.name, status });
    fx.order({
      restaurantId: r.id,
      restaurantName: r.name,
      status: 'delivered',
      createdAt: Date.now() - 3 * 86_400_000,
    });
    const summary = await caller(t.app, me.token)('GET', '/api/vendor/summary');
    // Each fixture order: one ₹180 thali + ₹30 delivery.
    expect(summary.json().data).toEqual({ date: today, orders: 4, open: 1, delivered: 2, cancelled: 1, takings: 420 });
  });
});

describe('the rider (delivery)', () => {
  it('works the assigned orders: picked up, delivered; sees the unfinished by default and the day’s deliveries on asking', async () => {
    const me = await partnerAccount(t.app, 'delivery', 'Ramu');
    const rider = caller(t.app, me.token);
    const r = fx.restaurant('Any Kitchen');
    const id = fx.order({
      restaurantId: r.id,
      restaurantName: r.name,
      status: 'preparing',
      customerPhone: '9876501234',
    });
    fx.order({ restaurantId: r.id, restaurantName: r.name, status: 'preparing' }); // not assigned: never listed
    expect((await admin('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: me.id })).statusCode).toBe(200);

    const open = await rider('GET', '/api/delivery/orders');
    expect(open.json()).toMatchObject({
      total: 1,
      data: [
        {
          id,
          customerInfo: { name: 'Sita Devi', phone: '9876501234' },
          totalAmount: 210,
          items: [{ name: 'Village Thali', quantity: 1 }],
        },
      ],
    });

    let res = await rider('PUT', `/api/delivery/orders/${id}`, { status: 'out_for_delivery' });
    expect(res.json().data.status).toBe('out_for_delivery');
    expect(t.database.sqlite.prepare('select status from users where id = ?').pluck().get(me.id)).toBe('on_delivery');
    res = await rider('PUT', `/api/delivery/orders/${id}`, { status: 'delivered', collected: 'cash' });
    expect(res.json().data.status).toBe('delivered');
    expect(t.database.sqlite.prepare('select status from users where id = ?').pluck().get(me.id)).toBe('active');
    expect(historyOf(id).slice(-2)).toEqual([
      { status: 'out_for_delivery', by: 'delivery', userId: me.id },
      { status: 'delivered', by: 'delivery', userId: me.id },
    ]);
    expect((await rider('PUT', `/api/delivery/orders/${id}`, { status: 'out_for_delivery' })).statusCode).toBe(400);

    expect((await rider('GET', '/api/delivery/orders')).json().total).toBe(0);
    expect(
      (await rider('GET', `/api/delivery/orders?status=delivered&date=${today}`))
        .json()
        .data.map((o: { id: number }) => o.id),
    ).toEqual([id]);
    expect((await rider('GET', '/api/delivery/summary')).json().data).toEqual({
      date: today,
      deliveries: 1,
      cashCollected: 210,
      open: 0,
      handedOver: 0,
      stillOwed: 210,
    });
  });
});
