/**
 * Never miss an order, beyond the push itself: a kitchen that lets orders go unaccepted pauses
 * itself (and is told why), the desk sees who was rung for an order, a kitchen may have its new
 * orders accepted by the server, and a rider is rung for an order given to them until "Got it".
 * A local push service (./pushReceiver.ts) receives what the server sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { bearer, loginAsAdmin, makeApp, partnerAccount, storefront, type TestApp } from './helper';
import { startPushReceiver, until, type PushReceiver, type Received } from './pushReceiver';

let push: PushReceiver;
let t: TestApp;
let admin: string;
let owner: { id: number; token: string };
let shop: ReturnType<typeof storefront>;

const code = (id: number) => `ORD-${String(id).padStart(6, '0')}`;

async function placeOrder(phone = '9876543210'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: bearer(admin),
    payload: {
      customer: { name: 'Sita Devi', phone },
      fulfilment: 'delivery',
      villageId: shop.village.id,
      address: 'Near the temple',
      items: [{ dishId: shop.thali.id, quantity: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function subscribe(role: 'vendor' | 'delivery' | 'admin', token: string, path: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${role}/push-subscriptions`,
    headers: bearer(token),
    payload: push.subscription(path),
  });
  expect(res.statusCode, res.body).toBe(201);
}

const accept = async (id: number) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/vendor/orders/${id}`,
    headers: bearer(owner.token),
    payload: { status: 'accepted' },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const setRestaurant = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/restaurants/${shop.kitchen.id}`,
    headers: bearer(admin),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const kitchenAnswer = async () => {
  const res = await t.app.inject({ url: '/api/vendor/restaurants', headers: bearer(owner.token) });
  return (
    res.json().data as Array<{
      id: number;
      pausedUntil: string | null;
      autoPausedMissed: number | null;
      autoAccept: boolean;
    }>
  ).find((r) => r.id === shop.kitchen.id)!;
};
const missed = (id: number) =>
  t.database.sqlite.prepare('select count(*) from order_misses where order_id = ?').pluck().get(id) === 1;
const orderOf = async (id: number) =>
  (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: bearer(admin) })).json().data;

beforeAll(async () => {
  push = await startPushReceiver();
  t = await makeApp({ push: { ringRepeatMs: 700, escalateAfterMs: 1200, tickMs: 100, pushHosts: [push.host] } });
  admin = await loginAsAdmin(t.app);
  owner = await partnerAccount(t.app, 'vendor', 'Ramesh');
  shop = storefront(t.database, { ownerId: owner.id });
});

afterAll(async () => {
  await t.close();
  await push.close();
});

describe('pause after N missed orders in a row', () => {
  it('is a restaurant setting: null (never) by default, 1–50, kept by PUT and answered', async () => {
    const before = (
      await t.app.inject({ url: `/api/admin/restaurants/${shop.kitchen.id}`, headers: bearer(admin) })
    ).json().data;
    expect(before).toMatchObject({ pauseAfterMissed: null, autoAccept: false, autoPausedMissed: null });
    for (const bad of [0, 51, 1.5, 'three']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/restaurants/${shop.kitchen.id}`,
        headers: bearer(admin),
        payload: { pauseAfterMissed: bad },
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors).toHaveProperty('pauseAfterMissed');
    }
    expect(await setRestaurant({ pauseAfterMissed: 2 })).toMatchObject({ pauseAfterMissed: 2 });
  });

  it('pauses the kitchen after 2 unaccepted orders in a row (an accepted one starts the count again), tells the kitchen and the admins, in its language', async () => {
    await subscribe('vendor', owner.token, '/kitchen');
    await subscribe('admin', admin, '/admin');
    const first = await placeOrder('9876500011');
    await until(() => missed(first), 5000);
    // The kitchen takes the missed order after all: the run starts again.
    await accept(first);
    const second = await placeOrder('9876500012');
    await until(() => missed(second), 5000);
    expect((await kitchenAnswer()).pausedUntil).toBeNull();
    const third = await placeOrder('9876500013');
    const [toKitchen] = await push.pushes(
      (r) => r.path === '/kitchen' && r.message?.type === 'kitchen.paused',
      1,
      5000,
    );
    const [toAdmin] = await push.pushes((r) => r.path === '/admin' && r.message?.type === 'kitchen.paused', 1, 5000);
    expect(missed(third)).toBe(true);
    // Kitchens read Hindi first; admins English.
    expect(toKitchen!.message!.title).toBe('रसोई रोकी गई');
    expect(toKitchen!.message!.body).toContain('2');
    expect(toAdmin!.message!.title).toBe('Gaon Rasoi Janghai paused');
    expect(toAdmin!.message!.body).toContain('2 orders in a row were not accepted in time');

    const kitchen = await kitchenAnswer();
    expect(kitchen.autoPausedMissed).toBe(2);
    expect(Date.parse(kitchen.pausedUntil!)).toBeGreaterThan(Date.now() + 3600_000);
    const adminView = (
      await t.app.inject({ url: `/api/admin/restaurants/${shop.kitchen.id}`, headers: bearer(admin) })
    ).json().data;
    expect(adminView).toMatchObject({ autoPausedMissed: 2, pauseAfterMissed: 2 });
    // The site takes no order from a paused kitchen.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': `paused-${randomBytes(6).toString('hex')}` },
      payload: {
        customer: { name: 'Gita', phone: '9812300001' },
        fulfilment: 'pickup',
        items: [{ dishId: shop.thali.id, quantity: 1 }],
      },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);

    // The kitchen starts again: the pause and its reason go.
    const resumed = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/restaurants/${shop.kitchen.id}/pause`,
      headers: bearer(owner.token),
      payload: { pauseMinutes: 0 },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(await kitchenAnswer()).toMatchObject({ pausedUntil: null, autoPausedMissed: null });
    for (const id of [second, third]) await accept(id);
    await setRestaurant({ pauseAfterMissed: null });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/push-subscriptions',
      headers: bearer(admin),
      payload: { endpoint: `${push.origin}/admin` },
    });
  });
});

describe('GET /api/admin/orders/:id/rings', () => {
  it('lists each push tried for the order: whom (role, name, device), when, what and the result', async () => {
    await subscribe('vendor', owner.token, '/kitchen-phone-2');
    const id = await placeOrder('9876500021');
    await push.pushes((r) => r.path === '/kitchen-phone-2' && r.message?.orderId === code(id), 2, 5000);
    await accept(id);
    await t.app.push.settle();
    const res = await t.app.inject({ url: `/api/admin/orders/${id}/rings`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const rings = res.json().data as Array<{
      at: string;
      role: string;
      name: string | null;
      device: number;
      type: string;
      result: string;
    }>;
    const toKitchen = rings.filter((r) => r.role === 'vendor' && r.type === 'order.new');
    // Two phones of the kitchen, each rung at least twice.
    expect(new Set(toKitchen.map((r) => r.device)).size).toBe(2);
    expect(toKitchen.length).toBeGreaterThanOrEqual(4);
    expect(toKitchen.every((r) => r.name === 'Ramesh' && r.result === 'delivered')).toBe(true);
    expect(rings.map((r) => r.at)).toEqual([...rings.map((r) => r.at)].sort());
    expect((await t.app.inject({ url: '/api/admin/orders/999999/rings', headers: bearer(admin) })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ url: `/api/admin/orders/${id}/rings`, headers: bearer(owner.token) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/orders/${id}/rings` })).statusCode).toBe(401);
  });

  it('records a push the service refused, and an order nobody was rung for has none', async () => {
    push.answerFor.set('/kitchen-broken', 500);
    await subscribe('vendor', owner.token, '/kitchen-broken');
    const id = await placeOrder('9876500022');
    await push.pushes((r) => r.path === '/kitchen-broken' && r.message?.orderId === code(id), 1, 5000);
    await accept(id);
    await t.app.push.settle();
    const rings = (await t.app.inject({ url: `/api/admin/orders/${id}/rings`, headers: bearer(admin) })).json()
      .data as Array<{ result: string; status: number | null }>;
    expect(rings).toContainEqual(expect.objectContaining({ result: 'refused', status: 500 }));
    push.answerFor.delete('/kitchen-broken');
    await t.app.inject({
      method: 'DELETE',
      url: '/api/vendor/push-subscriptions',
      headers: bearer(owner.token),
      payload: { endpoint: `${push.origin}/kitchen-broken` },
    });
  });
});

describe('auto-accept', () => {
  it('accepts a new order at once as the kitchen would (the system in its history) and never rings for it; a held order waits', async () => {
    expect(await setRestaurant({ autoAccept: true })).toMatchObject({ autoAccept: true });
    expect((await kitchenAnswer()).autoAccept).toBe(true);
    const id = await placeOrder('9876500031');
    await until(
      () => t.database.sqlite.prepare('select status from orders where id = ?').pluck().get(id) === 'accepted',
      5000,
    );
    const order = await orderOf(id);
    expect(order.status).toBe('accepted');
    expect(order.statusHistory.at(-1)).toMatchObject({ status: 'accepted', by: 'system' });
    await t.app.push.settle();
    expect(push.received.some((r: Received) => r.message?.orderId === code(id) && r.message.type === 'order.new')).toBe(
      false,
    );

    // A first-time caller's order is held to confirm: it waits (and rings) until someone confirms it.
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': `held-${randomBytes(6).toString('hex')}` },
      payload: {
        customer: { name: 'New Caller', phone: '9812300077' },
        fulfilment: 'pickup',
        items: [{ dishId: shop.thali.id, quantity: 1 }],
      },
    });
    expect(held.statusCode, held.body).toBe(201);
    const heldId = Number(held.json().data.orderId.slice(4));
    await push.pushes((r) => r.path === '/kitchen' && r.message?.orderId === code(heldId), 1, 5000);
    expect((await orderOf(heldId)).status).toBe('placed');
    // Confirmed by the admin: now the server accepts it.
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${heldId}`,
      headers: bearer(admin),
      payload: { confirm: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await until(
      () => t.database.sqlite.prepare('select status from orders where id = ?').pluck().get(heldId) === 'accepted',
      5000,
    );
    await setRestaurant({ autoAccept: false });
  });
});

describe('a rider acknowledges an order given to them', () => {
  it('rings the rider again until "Got it" (PUT {acknowledged: true}), then stops; only their own order', async () => {
    const rider = await partnerAccount(t.app, 'delivery', 'Suresh');
    await subscribe('delivery', rider.token, '/rider');
    const id = await placeOrder('9876500041');
    await accept(id);
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: bearer(admin),
      payload: { deliveryPersonId: rider.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data.deliveryPerson).toMatchObject({ name: 'Suresh', acknowledgedAt: null });
    const isRing = (r: Received) =>
      r.path === '/rider' && r.message?.orderId === code(id) && r.message.type === 'order.assigned';
    await push.pushes(isRing, 3, 6000);

    const stranger = await partnerAccount(t.app, 'delivery');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/delivery/orders/${id}`,
          headers: bearer(stranger.token),
          payload: { acknowledged: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/delivery/orders/${id}`,
          headers: bearer(rider.token),
          payload: { acknowledged: false },
        })
      ).statusCode,
    ).toBe(400);

    const ack = await t.app.inject({
      method: 'PUT',
      url: `/api/delivery/orders/${id}`,
      headers: bearer(rider.token),
      payload: { acknowledged: true },
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(Date.parse(ack.json().data.deliveryPerson.acknowledgedAt)).toBeGreaterThan(0);
    await t.app.push.settle();
    const rung = push.received.filter(isRing).length;
    // Meanwhile a new order rings its kitchen twice (more than a repeat interval): the rider stays quiet.
    const other = await placeOrder('9876500042');
    await push.pushes((r) => r.path === '/kitchen' && r.message?.orderId === code(other), 2, 5000);
    expect(push.received.filter(isRing).length).toBe(rung);
    // Acknowledging again is harmless.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/delivery/orders/${id}`,
          headers: bearer(rider.token),
          payload: { acknowledged: true },
        })
      ).statusCode,
    ).toBe(200);
    await accept(other);
  });

  it('picking the order up stops the ringing too, and the old bodies still work', async () => {
    const rider = await partnerAccount(t.app, 'delivery', 'Mohan');
    await subscribe('delivery', rider.token, '/rider-2');
    const id = await placeOrder('9876500051');
    await accept(id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: bearer(admin),
      payload: { deliveryPersonId: rider.id },
    });
    const isRing = (r: Received) => r.path === '/rider-2' && r.message?.orderId === code(id);
    await push.pushes(isRing, 2, 5000);
    const picked = await t.app.inject({
      method: 'PUT',
      url: `/api/delivery/orders/${id}`,
      headers: bearer(rider.token),
      payload: { status: 'out_for_delivery' },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    await t.app.push.settle();
    const rung = push.received.filter(isRing).length;
    const other = await placeOrder('9876500052');
    await push.pushes((r) => r.path === '/kitchen' && r.message?.orderId === code(other), 2, 5000);
    expect(push.received.filter(isRing).length).toBe(rung);
    await accept(other);
  });
});

describe('an order cancelled while the kitchen makes it', () => {
  it('rings the kitchen once when the customer cancels an accepted order, in its language; not when the kitchen cancels it itself', async () => {
    await subscribe('vendor', owner.token, '/kitchen-cancel');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: bearer(admin),
      payload: {
        customer: { name: 'Sita Devi', phone: '9876543210' },
        fulfilment: 'delivery',
        villageId: shop.village.id,
        address: 'Near the temple',
        items: [{ dishId: shop.thali.id, quantity: 1 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, trackingUrl } = res.json().data as { id: number; trackingUrl: string };
    await accept(id);
    const told = () =>
      push.received.filter(
        (r: Received) =>
          r.path === '/kitchen-cancel' && r.message?.orderId === code(id) && r.message.type === 'order.cancelled',
      );
    const cancel = await t.app.inject({ method: 'POST', url: `/api${trackingUrl.replace('?', '/cancel?')}` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await until(() => told().length === 1);
    // Hindi is the kitchen's language until it chooses English.
    expect(told()[0]!.message).toMatchObject({
      title: `ऑर्डर ${code(id)} रद्द`,
      url: `/partner/orders?open=${code(id)}`,
    });
    expect(told()[0]!.message!.body).toContain('इसे न बनाएँ');
    expect(told()[0]!.headers.ttl).toBe('3600');

    // Cancelled by the kitchen itself: nobody needs telling.
    const own = await placeOrder('9876543211');
    await accept(own);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${own}`,
      headers: bearer(owner.token),
      payload: { status: 'cancelled', reason: 'Out of paneer' },
    });
    expect(put.statusCode, put.body).toBe(200);
    t.app.push.tick();
    await t.app.push.settle();
    expect(push.received.some((r) => r.message?.orderId === code(own) && r.message.type === 'order.cancelled')).toBe(
      false,
    );
    expect(told()).toHaveLength(1);
  });
});
