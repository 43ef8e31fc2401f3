import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWithRole, caller, fixtures, loginAsAdmin, makeApp, snapshot, type TestApp } from './helper';
import { istDate, istDateStart } from '../../shared/indiaTime';

let t: TestApp;
let call: ReturnType<typeof caller>;
let f: ReturnType<typeof fixtures>;
let r1: { id: number; name: string };
let r2: { id: number; name: string };
const DAY = 86_400_000;
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
  f = fixtures(t.database);
  r1 = f.restaurant('Prayag Thali House');
  r2 = f.restaurant('Handia Dhaba');
  const now = Date.now();
  f.order({
    restaurantId: r1.id,
    restaurantName: r1.name,
    customerName: 'Sunita Verma',
    customerPhone: '9876500001',
    createdAt: now - 3 * DAY,
  });
  f.order({
    restaurantId: r1.id,
    restaurantName: r1.name,
    customerName: 'Rakesh Tiwari',
    status: 'delivered',
    createdAt: now - 2 * DAY,
  });
  f.order({
    restaurantId: r2.id,
    restaurantName: r2.name,
    customerName: 'Pooja Mishra',
    status: 'preparing',
    createdAt: now - DAY,
  });
});
afterAll(() => t.close());

describe('GET /admin/orders', () => {
  it('newest first with items, paging headers and the spec fields', async () => {
    const res = await call('GET', '/api/admin/orders?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(res.headers['x-total-count']).toBe('3');
    expect(body.data.map((o: { customerInfo: { name: string } }) => o.customerInfo.name)).toEqual([
      'Pooja Mishra',
      'Rakesh Tiwari',
    ]);
    expect(body.data[0]).toMatchObject({
      orderId: expect.stringMatching(/^ORD-\d{6}$/),
      restaurant: { name: 'Handia Dhaba' },
      status: 'preparing',
      deliveryPerson: null,
      items: [{ name: 'Village Thali', quantity: 1, price: 180 }],
      subtotal: 180,
      deliveryCharge: 30,
      totalAmount: 210,
    });
  });

  it('q matches customer or restaurant name case-insensitively; filters by status, restaurantId and IST date', async () => {
    const names = async (qs: string) =>
      (await call('GET', `/api/admin/orders?${qs}`))
        .json()
        .data.map((o: { customerInfo: { name: string } }) => o.customerInfo.name);
    expect(await names('q=SUNITA')).toEqual(['Sunita Verma']);
    expect(await names('q=handia')).toEqual(['Pooja Mishra']);
    expect(await names('status=delivered')).toEqual(['Rakesh Tiwari']);
    expect(await names(`restaurantId=${r1.id}&limit=100`)).toEqual(['Rakesh Tiwari', 'Sunita Verma']);
    expect(await names(`date=${istDate(Date.now() - DAY)}`)).toEqual(['Pooja Mishra']);
    expect(await names('sort=totalAmount&order=asc')).toHaveLength(3);
  });

  it("a day's list (Daily Order) carries the sum of that day's delivered orders, beyond the page", async () => {
    const day = istDate(Date.now() - 3 * DAY);
    const extra = f.order({
      restaurantId: r1.id,
      restaurantName: r1.name,
      customerName: 'Late Diner',
      status: 'delivered',
      createdAt: istDateStart(day) + 60_000,
    });
    try {
      const res = await call('GET', `/api/admin/orders?restaurantId=${r1.id}&date=${day}&limit=1`);
      // Sunita's order is still placed: listed and counted in total, not in totalAmount.
      expect(res.json()).toMatchObject({
        total: 2,
        totalAmount: 210,
        totalAmountOf: 'delivered',
        totalAmountOrders: 1,
      });
      expect(res.json().data).toHaveLength(1);
      // Lists without a day do not carry it.
      expect((await call('GET', `/api/admin/orders?restaurantId=${r1.id}`)).json()).not.toHaveProperty('totalAmount');
    } finally {
      t.database.sqlite.prepare('delete from orders where id = ?').run(extra);
    }
  });

  it('from/to keep the orders placed on those India days, both ends included, with the count of the range', async () => {
    const names = async (qs: string) => {
      const body = (await call('GET', `/api/admin/orders?${qs}`)).json();
      expect(body.total).toBe(body.data.length);
      return body.data.map((o: { customerInfo: { name: string } }) => o.customerInfo.name);
    };
    const day = (back: number) => istDate(Date.now() - back * DAY);
    expect(await names(`from=${day(3)}&to=${day(2)}`)).toEqual(['Rakesh Tiwari', 'Sunita Verma']);
    expect(await names(`from=${day(2)}`)).toEqual(['Pooja Mishra', 'Rakesh Tiwari']);
    expect(await names(`to=${day(3)}`)).toEqual(['Sunita Verma']);
    expect(await names(`from=${day(1)}&to=${day(1)}&restaurantId=${r2.id}`)).toEqual(['Pooja Mishra']);
    expect(await names(`from=${day(1)}&to=${day(3)}`)).toEqual([]);
    for (const qs of ['from=2026-13-01', 'to=yesterday'])
      expect((await call('GET', `/api/admin/orders?${qs}`)).statusCode, qs).toBe(400);
  });

  it('400 for bad filters', async () => {
    for (const qs of [
      'status=lost',
      'date=2024-13-01',
      'date=2026-09-31',
      'date=2026-02-29',
      'limit=0',
      'limit=1000',
      'page=0',
      'sort=customer',
      'restaurantId=abc',
    ]) {
      const res = await call('GET', `/api/admin/orders?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('PUT /admin/orders/:id (status policy)', () => {
  it('moves forward one step at a time and records history', async () => {
    const rider = f.delivery('Policy Rider', 'policy-rider@example.com');
    const id = f.order({
      restaurantId: r1.id,
      restaurantName: r1.name,
      deliveryPersonId: rider.id,
      deliveryPersonName: rider.name,
    });
    for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered']) {
      const res = await call('PUT', `/api/admin/orders/${id}`, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Order status updated successfully.',
        data: { id, status },
      });
    }
    const order = (await call('GET', `/api/admin/orders/${id}`)).json().data;
    expect(order.statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'placed',
      'accepted',
      'preparing',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('cancels only before preparation; refuses backward moves with a readable 400', async () => {
    const placed = f.order({ restaurantId: r1.id, restaurantName: r1.name });
    expect((await call('PUT', `/api/admin/orders/${placed}`, { status: 'cancelled' })).statusCode).toBe(200);
    const accepted = f.order({ restaurantId: r1.id, restaurantName: r1.name, status: 'accepted' });
    expect((await call('PUT', `/api/admin/orders/${accepted}`, { status: 'cancelled' })).statusCode).toBe(200);

    const preparing = f.order({ restaurantId: r1.id, restaurantName: r1.name, status: 'preparing' });
    const delivered = f.order({ restaurantId: r1.id, restaurantName: r1.name, status: 'delivered' });
    const before = snapshot(t.database);
    const cancel = await call('PUT', `/api/admin/orders/${preparing}`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().message).toMatch(/Cannot cancel/);
    const back = await call('PUT', `/api/admin/orders/${delivered}`, { status: 'preparing' });
    expect(back.json()).toMatchObject({ success: false, message: 'Cannot change status from delivered to preparing' });
    expect((await call('PUT', `/api/admin/orders/${preparing}`, { status: 'preparing' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/admin/orders/${placed}`, { status: 'accepted' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/admin/orders/${preparing}`, { status: 'shipped' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/admin/orders/${preparing}`, {})).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/orders/999999', { status: 'accepted' })).statusCode).toBe(404);
    expect(snapshot(t.database)).toEqual(before);
  });

  it('may skip forward (a pickup order goes from preparing straight to delivered), with history', async () => {
    const id = f.order({ restaurantId: r1.id, restaurantName: r1.name, status: 'preparing' });
    const res = await call('PUT', `/api/admin/orders/${id}`, { status: 'delivered' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('delivered');
    expect(res.json().data.statusHistory.map((h: { status: string }) => h.status)).toContain('delivered');
    expect((await call('PUT', `/api/admin/orders/${id}`, { status: 'out_for_delivery' })).statusCode).toBe(400);
  });

  it('ignores fields other than status', async () => {
    const id = f.order({ restaurantId: r1.id, restaurantName: r1.name });
    const res = await call('PUT', `/api/admin/orders/${id}`, {
      status: 'accepted',
      totalAmount: 1,
      customerInfo: { name: 'Hacker' },
    });
    expect(res.json().data).toMatchObject({ totalAmount: 210, customerInfo: { name: 'Sita Devi' } });
  });
});

describe('DELETE /admin/orders/:id', () => {
  it('super_admin and admin may delete; the managers get 403', async () => {
    const a = f.order({ restaurantId: r2.id, restaurantName: r2.name });
    const b = f.order({ restaurantId: r2.id, restaurantName: r2.name });
    for (const role of ['restaurant_manager', 'delivery_manager'] as const) {
      const res = await caller(t.app, await adminWithRole(t, role))('DELETE', `/api/admin/orders/${a}`);
      expect(res.statusCode).toBe(403);
    }
    const res = await call('DELETE', `/api/admin/orders/${a}`);
    expect(res.json()).toMatchObject({ success: true, message: 'Order deleted successfully.' });
    expect((await call('GET', `/api/admin/orders/${a}`)).statusCode).toBe(404);
    expect(t.database.sqlite.prepare('select count(*) as n from order_items where order_id = ?').get(a)).toEqual({
      n: 0,
    });
    const admin = caller(t.app, await adminWithRole(t, 'admin'));
    expect((await admin('DELETE', `/api/admin/orders/${b}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/orders/${b}`)).statusCode).toBe(404);
  });
});
