/**
 * The live desk's writes: rider assignment and the rider's status following
 * the work, phone orders with the site's rules, the returning-customer lookup, ticket prints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { bearer, caller, fixtures, loginAsAdmin, makeApp, partnerAccount, storefront, type TestApp } from './helper';

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

const riderStatus = (id: number) =>
  t.database.db.select({ status: users.status }).from(users).where(eq(users.id, id)).get()!.status;
const newOrder = (status: 'placed' | 'preparing' | 'delivered' | 'cancelled' = 'placed') =>
  fx.order({ restaurantId: shop.kitchen.id, restaurantName: shop.kitchen.name, status });

describe('PUT /api/admin/orders/:id { deliveryPersonId }', () => {
  it('assigns, reassigns and unassigns, keeping the name snapshot', async () => {
    const a = fx.delivery('Ramesh', 'ramesh@x.in');
    const b = fx.delivery('Suresh', 'suresh@x.in');
    const id = newOrder();
    let res = await call('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: a.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deliveryPerson).toMatchObject({ id: a.id, name: 'Ramesh' });
    expect(res.json().data.status).toBe('placed');
    res = await call('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: b.id });
    expect(res.json().data.deliveryPerson).toMatchObject({ id: b.id, name: 'Suresh' });
    res = await call('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deliveryPerson).toBeNull();
  });

  it('refuses with a message: unknown person, not a delivery person (400); on leave, finished order, pickup order (409)', async () => {
    const id = newOrder();
    const vendor = fx.vendor('Kamla', `kamla-${id}@x.in`);
    const away = fx.delivery('Away', `away-${id}@x.in`, 'on_leave');
    const cases: Array<[number, unknown, number, RegExp]> = [
      [id, { deliveryPersonId: 999999 }, 400, /not found/],
      [id, { deliveryPersonId: vendor.id }, 400, /not a delivery person/],
      [id, { deliveryPersonId: away.id }, 409, /on leave/],
      [newOrder('delivered'), { deliveryPersonId: fx.delivery('D1', `d1-${id}@x.in`).id }, 409, /delivered/],
      [newOrder('cancelled'), { deliveryPersonId: fx.delivery('D2', `d2-${id}@x.in`).id }, 409, /cancelled/],
      [id, {}, 400, /Nothing to change/],
    ];
    for (const [orderId, body, code, message] of cases) {
      const res = await call('PUT', `/api/admin/orders/${orderId}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(code);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
    const pickup = await call('POST', '/api/admin/orders', {
      customer: { name: 'Gita', phone: '9000000011' },
      fulfilment: 'pickup',
      items: [{ dishId: shop.thali.id, quantity: 1 }],
    });
    const res = await call('PUT', `/api/admin/orders/${pickup.json().data.id}`, {
      deliveryPersonId: fx.delivery('D3', `d3-${id}@x.in`).id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/pickup/);
    expect((await call('PUT', '/api/admin/orders/999999', { deliveryPersonId: null })).statusCode).toBe(404);
  });

  it('assigns and sends out in one request; the rider is on_delivery while an order of theirs is out, active again when it is delivered', async () => {
    const rider = fx.delivery('Mohan', 'mohan@x.in');
    const first = newOrder('preparing');
    const second = newOrder('preparing');
    expect(
      (await call('PUT', `/api/admin/orders/${first}`, { deliveryPersonId: rider.id, status: 'out_for_delivery' }))
        .statusCode,
    ).toBe(200);
    expect(riderStatus(rider.id)).toBe('on_delivery');
    await call('PUT', `/api/admin/orders/${second}`, { deliveryPersonId: rider.id, status: 'out_for_delivery' });
    await call('PUT', `/api/admin/orders/${first}`, { status: 'delivered' });
    expect(riderStatus(rider.id)).toBe('on_delivery'); // the second is still out
    await call('PUT', `/api/admin/orders/${second}`, { status: 'delivered' });
    expect(riderStatus(rider.id)).toBe('active');
  });

  it('a reassignment of an order out for delivery moves the busy status to the new rider; unassigning it is refused', async () => {
    const a = fx.delivery('Raju', 'raju@x.in');
    const b = fx.delivery('Bablu', 'bablu@x.in');
    const id = newOrder('preparing');
    await call('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: a.id, status: 'out_for_delivery' });
    expect(riderStatus(a.id)).toBe('on_delivery');
    expect((await call('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: b.id })).statusCode).toBe(200);
    expect([riderStatus(a.id), riderStatus(b.id)]).toEqual(['active', 'on_delivery']);
    expect((await call('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: null })).statusCode).toBe(409);
    // Deleting the order frees the rider too.
    await call('DELETE', `/api/admin/orders/${id}`);
    expect(riderStatus(b.id)).toBe('active');
  });

  it('a refused status move changes nothing, not even the rider sent with it', async () => {
    const rider = fx.delivery('Kallu', 'kallu@x.in');
    const id = newOrder('delivered');
    const res = await call('PUT', `/api/admin/orders/${id}`, { status: 'preparing', deliveryPersonId: rider.id });
    expect(res.statusCode).toBe(409);
    expect((await call('GET', `/api/admin/orders/${id}`)).json().data.deliveryPerson).toBeNull();
  });

  it('records the admin as the author of a status change', async () => {
    const id = newOrder();
    await call('PUT', `/api/admin/orders/${id}`, { status: 'accepted' });
    const row = t.database.sqlite
      .prepare(`select by, admin_id as adminId from order_status_history where order_id = ? and status = 'accepted'`)
      .get(id) as { by: string; adminId: number };
    expect(row.by).toBe('admin');
    expect(row.adminId).toBeGreaterThan(0);
  });
});

describe('a rider on leave', () => {
  it('sets themselves on leave and gets no new assignments; back at work they can be assigned again', async () => {
    const rider = await partnerAccount(t.app, 'delivery', 'Pappu');
    const me = (status: string) =>
      t.app.inject({ method: 'PUT', url: '/api/delivery/me', headers: bearer(rider.token), payload: { status } });
    expect((await me('on_leave')).json().data.status).toBe('on_leave');
    const id = newOrder();
    expect((await call('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: rider.id })).statusCode).toBe(409);
    expect((await me('active')).json().data.status).toBe('active');
    expect(
      (await call('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: rider.id, status: 'out_for_delivery' }))
        .statusCode,
    ).toBe(200);
    const refused = await me('on_leave');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/out for delivery/);
    expect(riderStatus(rider.id)).toBe('on_delivery');
  });
});

describe('POST /api/admin/orders (phone orders)', () => {
  const body = () => ({
    customer: { name: 'Sita Devi', phone: '+91 98765 43210' },
    fulfilment: 'delivery',
    villageId: shop.village.id,
    address: 'Near the well',
    landmark: 'Blue gate',
    note: 'Less spicy',
    items: [
      { dishId: shop.thali.id, quantity: 2 },
      { dishId: shop.lassi.id, quantity: 1 },
    ],
  });

  it('places the order with the site prices, source phone, history by admin; answers the order as the admin reads it', async () => {
    const res = await call('POST', '/api/admin/orders', body());
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      source: 'phone',
      status: 'placed',
      fulfilment: 'delivery',
      villageId: shop.village.id,
      address: 'Near the well',
      landmark: 'Blue gate',
      note: 'Less spicy',
      paymentMethod: 'cash',
      customerInfo: { name: 'Sita Devi', phone: '9876543210' },
      subtotal: 420,
      deliveryCharge: 30,
      totalAmount: 450,
      printCount: 0,
      statusHistory: [{ status: 'placed', by: 'admin' }],
    });
    const shown = (await call('GET', `/api/admin/orders/${order.id}`)).json().data;
    expect(shown).toMatchObject({ id: order.id, totalAmount: 450, printCount: 0 });
  });

  it('applies the same rules: 400 per field, 409 for a sold-out dish or a closed kitchen', async () => {
    const bad = await call('POST', '/api/admin/orders', { ...body(), customer: { name: '', phone: '12' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'customer.name': expect.any(String),
      'customer.phone': expect.any(String),
    });
    t.database.sqlite.prepare('update menu_items set available = 0 where id = ?').run(shop.lassi.id);
    const soldOut = await call('POST', '/api/admin/orders', body());
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toMatch(/Sweet Lassi is sold out/);
    t.database.sqlite.prepare('update menu_items set available = 1 where id = ?').run(shop.lassi.id);
  });

  it('finds a returning customer by phone: name, village, address and landmark of their last order', async () => {
    const found = await call('GET', '/api/admin/customers/lookup?phone=09876543210');
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({
      name: 'Sita Devi',
      phone: '9876543210',
      villageId: shop.village.id,
      villageName: shop.village.name,
      address: 'Near the well',
      landmark: 'Blue gate',
    });
    expect((await call('GET', '/api/admin/customers/lookup?phone=9111111111')).json().data).toBeNull();
  });
});

describe('POST /api/admin/orders/:id/printed', () => {
  it('counts each print and answers the order with printCount', async () => {
    const id = newOrder();
    expect((await call('POST', `/api/admin/orders/${id}/printed`)).json().data.printCount).toBe(1);
    expect((await call('POST', `/api/admin/orders/${id}/printed`)).json().data.printCount).toBe(2);
    expect(
      (await call('GET', `/api/admin/orders?limit=500`)).json().data.find((o: { id: number }) => o.id === id)
        .printCount,
    ).toBe(2);
    expect((await call('POST', '/api/admin/orders/999999/printed')).statusCode).toBe(404);
  });
});
