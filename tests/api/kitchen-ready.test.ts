/**
 * The kitchen finishes its orders: a ready mark (readyAt, the status stays) for every order,
 * and Handed over (→ delivered) for a pickup order. The customer's tracking, the rider's list,
 * the admin and the event streams all carry readyAt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder } from '../../db/orders';
import { caller, fixtures, loginAsAdmin, makeApp, partnerAccount, snapshot, storefront, type TestApp } from './helper';

let t: TestApp;
let fx: ReturnType<typeof fixtures>;
let admin: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await makeApp();
  fx = fixtures(t.database);
  admin = caller(t.app, await loginAsAdmin(t.app));
});
afterAll(() => t.close());

async function kitchen(name: string) {
  const me = await partnerAccount(t.app, 'vendor', name);
  const r = fx.restaurant(`${name} Kitchen`, { ownerId: me.id });
  const order = (extra: Partial<NewOrder> = {}) => fx.order({ restaurantId: r.id, restaurantName: r.name, ...extra });
  return { vendor: caller(t.app, me.token), order };
}

const historyOf = (id: number) =>
  t.database.sqlite.prepare('select status, by from order_status_history where order_id = ? order by id').all(id);

describe('the ready mark', () => {
  it('is set once from accepted or preparing, keeps the status, and every order answer carries it', async () => {
    const { vendor, order } = await kitchen('Kamla');
    const id = order({ status: 'preparing' });
    const history = historyOf(id);
    const before = Date.now();
    const res = await vendor('PUT', `/api/vendor/orders/${id}`, { ready: true });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('preparing');
    expect(Date.parse(data.readyAt)).toBeGreaterThanOrEqual(before - 1000);
    // Not a status: the history keeps the six status values.
    expect(historyOf(id)).toEqual(history);

    expect(
      (await vendor('GET', '/api/vendor/orders')).json().data.find((o: { id: number }) => o.id === id).readyAt,
    ).toBe(data.readyAt);
    expect((await admin('GET', `/api/admin/orders/${id}`)).json().data.readyAt).toBe(data.readyAt);
    expect(
      (await admin('GET', '/api/admin/orders?limit=100')).json().data.find((o: { id: number }) => o.id === id).readyAt,
    ).toBe(data.readyAt);

    const again = await vendor('PUT', `/api/vendor/orders/${id}`, { ready: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'Order is already marked ready',
      errors: { ready: 'Order is already marked ready' },
    });

    const accepted = order({ status: 'accepted' });
    expect((await vendor('PUT', `/api/vendor/orders/${accepted}`, { ready: true })).json().data).toMatchObject({
      status: 'accepted',
      readyAt: expect.any(String),
    });
  });

  it('is refused on a new, finished or cancelled order, and on another kitchen’s order (404), changing nothing', async () => {
    const { vendor, order } = await kitchen('Vimla');
    const other = await kitchen('Sunita');
    for (const status of ['placed', 'out_for_delivery', 'delivered', 'cancelled'] as const) {
      const id = order({ status });
      const res = await vendor('PUT', `/api/vendor/orders/${id}`, { ready: true });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toMatch(/^Cannot mark an order ready/);
      expect((await admin('GET', `/api/admin/orders/${id}`)).json().data.readyAt).toBeNull();
    }
    const theirs = other.order({ status: 'preparing' });
    const before = snapshot(t.database);
    expect((await vendor('PUT', `/api/vendor/orders/${theirs}`, { ready: true })).statusCode).toBe(404);
    expect(snapshot(t.database)).toEqual(before);
    expect((await admin('GET', `/api/admin/orders/${theirs}`)).json().data.readyAt).toBeNull();
  });

  it('takes a status or ready: true, not both, not neither, not ready: false', async () => {
    const { vendor, order } = await kitchen('Meena');
    const id = order({ status: 'preparing' });
    for (const body of [
      {},
      { status: 'preparing', ready: true },
      { ready: false },
      { ready: 'yes' },
      { ready: true, reason: 'because' },
    ]) {
      const res = await vendor('PUT', `/api/vendor/orders/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await admin('GET', `/api/admin/orders/${id}`)).json().data).toMatchObject({
      status: 'preparing',
      readyAt: null,
    });
  });
});

describe('handing over a pickup order', () => {
  it('finishes a pickup order from preparing, or from accepted once ready; the history says the kitchen did it', async () => {
    const { vendor, order } = await kitchen('Geeta');
    const preparing = order({ status: 'preparing', fulfilment: 'pickup' });
    const res = await vendor('PUT', `/api/vendor/orders/${preparing}`, { status: 'delivered', collected: 'cash' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('delivered');
    expect(historyOf(preparing).at(-1)).toEqual({ status: 'delivered', by: 'vendor' });

    const accepted = order({ status: 'accepted', fulfilment: 'pickup' });
    expect((await vendor('PUT', `/api/vendor/orders/${accepted}`, { status: 'delivered' })).statusCode).toBe(409);
    await vendor('PUT', `/api/vendor/orders/${accepted}`, { ready: true });
    expect(
      (await vendor('PUT', `/api/vendor/orders/${accepted}`, { status: 'delivered', collected: 'upi' })).json().data,
    ).toMatchObject({ status: 'delivered', paymentMethod: 'upi', paymentStatus: 'paid' });
  });

  it('is refused for a delivery order (the rider finishes it) and for a new pickup order', async () => {
    const { vendor, order } = await kitchen('Radha');
    const delivery = order({ status: 'preparing', fulfilment: 'delivery' });
    const refused = await vendor('PUT', `/api/vendor/orders/${delivery}`, { status: 'delivered' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, errors: { status: expect.stringMatching(/pickup/) } });
    const fresh = order({ status: 'placed', fulfilment: 'pickup' });
    expect((await vendor('PUT', `/api/vendor/orders/${fresh}`, { status: 'delivered' })).statusCode).toBe(409);
    for (const id of [delivery, fresh])
      expect((await admin('GET', `/api/admin/orders/${id}`)).json().data.status).not.toBe('delivered');
  });
});

describe('who sees the ready mark', () => {
  it('the customer’s tracking page and the rider', async () => {
    const me = await partnerAccount(t.app, 'vendor', 'Storefront Owner');
    const { kitchen: store, thali, village } = storefront(t.database, { ownerId: me.id });
    const vendor = caller(t.app, me.token);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': 'ready-mark-track-1' },
      payload: {
        customer: { name: 'Asha', phone: '9876543210' },
        fulfilment: 'delivery',
        villageId: village.id,
        address: 'House 4',
        items: [{ dishId: thali.id, quantity: 1 }],
      },
    });
    expect(placed.statusCode).toBe(201);
    const { orderId, trackingUrl } = placed.json().data as { orderId: string; trackingUrl: string };
    const id = Number(orderId.replace('ORD-', ''));
    const track = () => t.app.inject({ method: 'GET', url: `/api/${trackingUrl.slice(1)}` });
    expect((await track()).json().data.readyAt).toBeNull();

    const rider = await partnerAccount(t.app, 'delivery', 'Ravi');
    expect((await admin('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: rider.id })).statusCode).toBe(200);
    await vendor('PUT', `/api/vendor/orders/${id}`, { status: 'accepted' });
    const ready = (await vendor('PUT', `/api/vendor/orders/${id}`, { ready: true })).json().data.readyAt;
    expect(ready).toEqual(expect.any(String));
    expect((await track()).json().data).toMatchObject({ status: 'accepted', readyAt: ready });
    const riderList = (await caller(t.app, rider.token)('GET', '/api/delivery/orders')).json().data;
    expect(riderList.find((o: { id: number }) => o.id === id)).toMatchObject({
      readyAt: ready,
      restaurant: { id: store.id },
    });
  });
});
