/**
 * The rules of an order's and a rider's state that no route may step around: only a delivery
 * order with a rider goes out, a rider acts only on what the kitchen accepted, and a rider's
 * "on delivery" follows the work while going on leave waits for the order out to be delivered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, fixtures, loginAsAdmin, makeApp, partnerAccount, storefront, type TestApp } from './helper';

let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;
let f: ReturnType<typeof fixtures>;

beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
  shop = storefront(t.database);
  f = fixtures(t.database);
});
afterAll(() => t.close());

const statusOf = (id: number) =>
  (t.database.sqlite.prepare('select status from orders where id = ?').get(id) as { status: string }).status;
const riderStatus = (id: number) =>
  (t.database.sqlite.prepare('select status from users where id = ?').get(id) as { status: string }).status;
const order = (extra: Parameters<typeof f.order>[0] extends infer O ? Partial<O> : never = {}) =>
  f.order({ restaurantId: shop.kitchen.id, restaurantName: shop.kitchen.name, ...extra });

describe('out for delivery', () => {
  it('refuses (409, the reason) a delivery order with no rider and any pickup order; nothing changes', async () => {
    const noRider = order({ status: 'preparing' });
    const pickup = order({ status: 'preparing', fulfilment: 'pickup' });
    for (const [id, reason] of [
      [noRider, 'Assign a delivery person before sending the order out for delivery'],
      [pickup, 'A pickup order is not sent out for delivery: mark it delivered when the customer collects it'],
    ] as const) {
      const res = await call('PUT', `/api/admin/orders/${id}`, { status: 'out_for_delivery' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: reason, errors: { status: reason } });
      expect(statusOf(id)).toBe('preparing');
    }
    expect((await call('PUT', `/api/admin/orders/${pickup}`, { status: 'delivered' })).statusCode).toBe(200);
  });

  it('assigning a rider and sending out in one request works', async () => {
    const rider = await partnerAccount(t.app, 'delivery', 'One Step');
    const id = order({ status: 'preparing' });
    const res = await call('PUT', `/api/admin/orders/${id}`, {
      deliveryPersonId: rider.id,
      status: 'out_for_delivery',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'out_for_delivery', deliveryPerson: { id: rider.id } });
  });
});

describe('a rider acts only on orders the kitchen accepted', () => {
  it('cannot deliver or pick up a placed order, nor deliver one not picked up (409); picks up from accepted, delivers from out for delivery', async () => {
    const rider = await partnerAccount(t.app, 'delivery', 'Rules Rider');
    // Delivered says how the customer paid (cash here); the refusals below come before that question.
    const put = (id: number, status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/delivery/orders/${id}`,
        headers: bearer(rider.token),
        payload: status === 'delivered' ? { status, collected: 'cash' } : { status },
      });
    const placed = order({ status: 'placed', deliveryPersonId: rider.id, deliveryPersonName: 'Rules Rider' });
    for (const status of ['delivered', 'out_for_delivery']) {
      const res = await put(placed, status);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().success).toBe(false);
    }
    expect(statusOf(placed)).toBe('placed');

    const accepted = order({ status: 'accepted', deliveryPersonId: rider.id, deliveryPersonName: 'Rules Rider' });
    const early = await put(accepted, 'delivered');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Mark the order picked up before delivering it');
    expect((await put(accepted, 'out_for_delivery')).statusCode).toBe(200);
    expect((await put(accepted, 'delivered')).statusCode).toBe(200);
    expect(statusOf(accepted)).toBe('delivered');
  });
});

describe("a rider's status follows the work", () => {
  it('an admin cannot put a rider with an order out on leave, nor set on delivery by hand (409); active with an order out stays on delivery', async () => {
    const rider = await partnerAccount(t.app, 'delivery', 'Busy Rider');
    const out = order({ status: 'preparing' });
    expect(
      (await call('PUT', `/api/admin/orders/${out}`, { deliveryPersonId: rider.id, status: 'out_for_delivery' }))
        .statusCode,
    ).toBe(200);
    expect(riderStatus(rider.id)).toBe('on_delivery');

    const leave = await call('PUT', `/api/admin/users/${rider.id}`, { status: 'on_leave' });
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toMatchObject({
      success: false,
      errors: { status: expect.stringContaining('out for delivery') },
    });
    expect(riderStatus(rider.id)).toBe('on_delivery');
    // The edit dialog sending the status back unchanged is not a change.
    expect(
      (await call('PUT', `/api/admin/users/${rider.id}`, { status: 'on_delivery', name: 'Busy Rider' })).statusCode,
    ).toBe(200);
    expect((await call('PUT', `/api/admin/users/${rider.id}`, { status: 'active' })).json().data.status).toBe(
      'on_delivery',
    );

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/delivery/orders/${out}`,
          headers: bearer(rider.token),
          payload: { status: 'delivered', collected: 'cash' },
        })
      ).statusCode,
    ).toBe(200);
    expect(riderStatus(rider.id)).toBe('active');
    const byHand = await call('PUT', `/api/admin/users/${rider.id}`, { status: 'on_delivery' });
    expect(byHand.statusCode).toBe(409);
    expect(riderStatus(rider.id)).toBe('active');
    expect(
      (
        await call('POST', '/api/admin/users', {
          role: 'delivery',
          name: 'New Rider',
          email: 'new-rider@example.com',
          phone: '9876512345',
          password: 'rider-pass-1',
          vehicleNumber: 'UP70 AB 1111',
          status: 'on_delivery',
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('PUT', `/api/admin/users/${rider.id}`, { status: 'on_leave' })).json().data.status).toBe(
      'on_leave',
    );
  });
});
