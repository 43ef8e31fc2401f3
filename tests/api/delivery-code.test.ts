/**
 * Proof of delivery: a restaurant that requires a delivery code gets one for each order going out
 * for delivery. The customer reads it on their tracking page (and in their push); the rider types
 * it to deliver; a wrong one is a 409, five lock it and the owner hears it; the owner can deliver
 * without it with a reason, recorded. The code is never in a kitchen, rider or admin answer, and a
 * new one asked for by the customer replaces the old.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, loginAsAdmin, makeApp, partnerAccount, snapshot, storefront, type TestApp } from './helper';
import { startPushReceiver, type PushReceiver } from './pushReceiver';

let push: PushReceiver;
let t: TestApp;
let admin: ReturnType<typeof caller>;
let adminToken: string;
let kitchen: ReturnType<typeof caller>;
let rider: ReturnType<typeof caller>;
let riderId: number;
let shop: ReturnType<typeof storefront>;
let n = 0;

const tokenOf = (trackingUrl: string) => new URL(trackingUrl, 'http://x').searchParams.get('t')!;

/** A delivery order placed on the site, accepted, given to the rider and picked up: out for delivery. */
async function outForDelivery(): Promise<{ id: number; orderId: string; token: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      customer: { name: 'Sunita Devi', phone: `98${String(33_000_000 + n++).padStart(8, '0')}` },
      fulfilment: 'delivery',
      villageId: shop.village.id,
      address: 'House 12',
      items: [{ dishId: shop.thali.id, quantity: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json().data;
  const order = { id: Number(placed.orderId.slice(4)), orderId: placed.orderId, token: tokenOf(placed.trackingUrl) };
  expect((await kitchen('POST', `/api/vendor/orders/${order.id}/accept`)).statusCode).toBe(200);
  expect((await admin('POST', `/api/admin/orders/${order.id}/assign`, { riderId })).statusCode).toBe(200);
  const picked = await rider('POST', `/api/delivery/orders/${order.id}/pick-up`);
  expect(picked.statusCode, picked.body).toBe(200);
  return order;
}

const track = async (order: { orderId: string; token: string }) =>
  (await t.app.inject({ url: `/api/track/${order.orderId}?t=${order.token}` })).json().data;
const deliver = (id: number, body: Record<string, unknown>) =>
  rider('POST', `/api/delivery/orders/${id}/deliver`, { collected: 'cash', ...body });
/** A code that is not this one. */
const otherThan = (code: string) => (code === '0000' ? '1111' : '0000');

beforeAll(async () => {
  push = await startPushReceiver();
  t = await makeApp({ push: { tickMs: 100, pushHosts: [push.host], subject: 'mailto:owner@gaonrasoi.example' } });
  adminToken = await loginAsAdmin(t.app);
  admin = caller(t.app, adminToken);
  const owner = await partnerAccount(t.app, 'vendor', 'Code Kitchen');
  kitchen = caller(t.app, owner.token);
  const me = await partnerAccount(t.app, 'delivery', 'Ramesh');
  riderId = me.id;
  rider = caller(t.app, me.token);
  shop = storefront(t.database, { ownerId: owner.id });
  const on = await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { deliveryCode: true });
  expect(on.statusCode, on.body).toBe(200);
  expect(on.json().data.deliveryCode).toBe(true);
});

afterAll(async () => {
  await t?.close();
  await push?.close();
});

describe('the delivery code', () => {
  it("shows on the customer's tracking page once out for delivery, and in their push", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customer: { name: 'Pushed', phone: '9844000001' },
        fulfilment: 'delivery',
        villageId: shop.village.id,
        address: 'House 1',
        items: [{ dishId: shop.thali.id, quantity: 1 }],
      },
    });
    const placed = res.json().data;
    const order = { id: Number(placed.orderId.slice(4)), orderId: placed.orderId, token: tokenOf(placed.trackingUrl) };
    const subscribed = await t.app.inject({
      method: 'POST',
      url: `/api/track/${order.orderId}/push-subscription?t=${order.token}`,
      payload: push.subscription('/customer-code'),
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    expect((await track(order)).deliveryCode).toBeNull();
    await kitchen('POST', `/api/vendor/orders/${order.id}/accept`);
    await admin('POST', `/api/admin/orders/${order.id}/assign`, { riderId });
    expect((await track(order)).deliveryCode).toBeNull();
    await rider('POST', `/api/delivery/orders/${order.id}/pick-up`);

    const code = (await track(order)).deliveryCode;
    expect(code).toMatch(/^\d{4}$/);
    const [told] = await push.pushes(
      (r) => r.path === '/customer-code' && r.message?.status === 'out_for_delivery',
      1,
      10_000,
    );
    expect(told!.message!.body).toBe(
      `Out for delivery — delivery code ${code}: tell it to the rider · ${shop.kitchen.name}`,
    );
    expect((await deliver(order.id, { code })).statusCode).toBe(200);
    expect((await track(order)).deliveryCode).toBeNull();
  });

  it('is never in a kitchen, rider or admin answer; they see only that it is needed', async () => {
    const order = await outForDelivery();
    // A code no date, amount or number of these answers could hold by chance, so any sight of it is a leak.
    t.database.sqlite.prepare("update delivery_codes set code = '7391' where order_id = ?").run(order.id);
    const code = (await track(order)).deliveryCode as string;
    expect(code).toBe('7391');
    const answers = await Promise.all([
      rider('GET', '/api/delivery/orders'),
      kitchen('GET', '/api/vendor/orders'),
      kitchen('GET', `/api/vendor/orders/${order.id}/bill`),
      admin('GET', '/api/admin/orders'),
      admin('GET', `/api/admin/orders/${order.id}`),
      admin('GET', `/api/admin/orders/${order.id}/bill`),
      admin('GET', '/api/admin/orders/export'),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(code);
      expect(res.body).not.toContain('deliveryCode"');
    }
    const mine = (await rider('GET', '/api/delivery/orders')).json().data;
    expect(mine.find((o: { id: number }) => o.id === order.id).deliveryProof).toBe('needed');
    // The rider's answer to a command carries no code either.
    expect((await rider('POST', `/api/delivery/orders/${order.id}/acknowledge`)).body).not.toContain(code);
  });

  it('a wrong code is a 409 that writes nothing of the delivery; the fifth locks it and the owner is told', async () => {
    const owner = push.subscription('/owner');
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/push-subscriptions',
      headers: bearer(adminToken),
      payload: owner,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const order = await outForDelivery();
    const code = (await track(order)).deliveryCode as string;

    const missing = await deliver(order.id, {});
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({
      message: 'This order needs the 4-digit delivery code: ask the customer, it is on their tracking page',
      errors: { code: expect.any(String) },
    });
    const badShape = await deliver(order.id, { code: '12a4' });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().errors).toHaveProperty('code');

    const before = snapshot(t.database);
    for (const left of [4, 3, 2, 1]) {
      const wrong = await deliver(order.id, { code: otherThan(code) });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json()).toMatchObject({
        success: false,
        message: `Wrong delivery code: ${left} ${left === 1 ? 'try' : 'tries'} left`,
        errors: { code: expect.any(String) },
      });
    }
    // The old PUT door counts the same tries.
    const fifth = await rider('PUT', `/api/delivery/orders/${order.id}`, {
      status: 'delivered',
      collected: 'cash',
      code: otherThan(code),
    });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().message).toBe(
      'Wrong delivery code: it is locked after 5 wrong tries and the owner has been told',
    );
    expect(snapshot(t.database)).toEqual(before);
    expect((await track(order)).status).toBe('out_for_delivery');

    // Locked: even the right code no longer delivers.
    const locked = await deliver(order.id, { code });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(
      'The delivery code is locked after 5 wrong tries: the owner can deliver the order with a reason',
    );
    const [alert] = await push.pushes((r) => r.path === '/owner', 1, 10_000);
    expect(alert!.message).toMatchObject({
      type: 'order.codeLocked',
      orderId: order.orderId,
      title: `Order ${order.orderId}: delivery code locked`,
      url: `/admin/orders/${order.id}/show`,
    });
    expect(alert!.message!.body).toContain('Ramesh typed 5 wrong codes');
  });

  it('the owner delivers a locked order with a reason, which is recorded; the rider cannot override', async () => {
    const order = await outForDelivery();
    const wrong = otherThan((await track(order)).deliveryCode);
    for (let i = 0; i < 5; i++) expect((await deliver(order.id, { code: wrong })).statusCode).toBe(409);
    const byRider = await deliver(order.id, { overrideCode: 'Customer says it came' });
    expect(byRider.statusCode).toBe(403);
    expect(byRider.json().errors).toHaveProperty('overrideCode');
    const blank = await admin('POST', `/api/admin/orders/${order.id}/deliver`, { overrideCode: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('overrideCode');
    const withoutReason = await admin('POST', `/api/admin/orders/${order.id}/deliver`, {});
    expect(withoutReason.statusCode).toBe(409);

    const res = await admin('POST', `/api/admin/orders/${order.id}/deliver`, {
      overrideCode: 'Called the customer: food received',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'delivered', deliveryProof: 'overridden' });
    const recorded = t.database.sqlite
      .prepare(
        'select override_reason as reason, overridden_by_name as byName, overridden_at is not null as at from delivery_codes where order_id = ?',
      )
      .get(order.id);
    expect(recorded).toEqual({ reason: 'Called the customer: food received', byName: expect.any(String), at: 1 });
  });

  it('the right code delivers (POST and the old PUT), and the order shows it was proven by the code', async () => {
    const first = await outForDelivery();
    const res = await deliver(first.id, { code: (await track(first)).deliveryCode });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'delivered', deliveryProof: 'code' });

    const second = await outForDelivery();
    const put = await rider('PUT', `/api/delivery/orders/${second.id}`, {
      status: 'delivered',
      collected: 'cash',
      code: (await track(second)).deliveryCode,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.status).toBe('delivered');
  });

  it('a new code asked for by the customer replaces the old one, which no longer delivers', async () => {
    const order = await outForDelivery();
    const old = (await track(order)).deliveryCode as string;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/track/${order.orderId}/delivery-code?t=${order.token}`,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = resent.json().data.deliveryCode as string;
    expect(fresh).toMatch(/^\d{4}$/);
    expect(fresh).not.toBe(old);
    expect((await track(order)).deliveryCode).toBe(fresh);
    expect((await deliver(order.id, { code: old })).statusCode).toBe(409);
    expect((await deliver(order.id, { code: fresh })).statusCode).toBe(200);
    // Delivered: nothing more to send.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/track/${order.orderId}/delivery-code?t=${order.token}`,
    });
    expect(late.statusCode).toBe(409);
    const wrongToken = await t.app.inject({ method: 'POST', url: `/api/track/${order.orderId}/delivery-code?t=nope` });
    expect(wrongToken.statusCode).toBe(404);
  });

  it('a restaurant without the setting delivers as before, with no code', async () => {
    await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { deliveryCode: false });
    try {
      const order = await outForDelivery();
      expect((await track(order)).deliveryCode).toBeNull();
      const res = await deliver(order.id, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.deliveryProof).toBeNull();
    } finally {
      await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { deliveryCode: true });
    }
  });
});

describe('the orders list by delivery proof', () => {
  it('filters delivered orders: with the code, overridden by the owner, or without a code', async () => {
    const ids = async (proof: string) =>
      (await admin('GET', `/api/admin/orders?deliveryProof=${proof}&limit=100`))
        .json()
        .data.map((o: { id: number; status: string; deliveryProof: string | null }) => [o.status, o.deliveryProof]);
    const withCode = await ids('code');
    expect(withCode.length).toBeGreaterThan(0);
    expect(withCode.every(([s, p]: [string, string]) => s === 'delivered' && p === 'code')).toBe(true);
    const overridden = await ids('overridden');
    expect(overridden).toEqual([['delivered', 'overridden']]);
    const none = await ids('none');
    expect(none).toEqual([['delivered', null]]);
    const bad = await admin('GET', '/api/admin/orders?deliveryProof=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('deliveryProof');
  });
});
