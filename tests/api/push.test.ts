/**
 * Web Push end to end: a local push service (./pushReceiver.ts, allowed by the app's
 * PUSH_HOSTS) receives what the server sends, decrypts each message with the subscription's own
 * private key (aes128gcm, RFC 8291) and checks its VAPID JWT (RFC 8292) against the server's key.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { bearer, loginAsAdmin, makeApp, partnerAccount, storefront, type TestApp } from './helper';
import { startPushReceiver, until, type PushReceiver, type Received } from './pushReceiver';

let push: PushReceiver;
let received: Received[];
let answerFor: Map<string, number>;
let origin: string;
let t: TestApp;
let admin: string;
let publicKey: string;

const subscription = (path: string) => push.subscription(path);
const pushes = (match: (r: Received) => boolean, count = 1, withinMs = 5000) => push.pushes(match, count, withinMs);

const code = (id: number) => `ORD-${String(id).padStart(6, '0')}`;
const subscriptionRows = (endpoint: string) =>
  t.database.sqlite
    .prepare('select count(*) from push_subscriptions where endpoint = ?')
    .pluck()
    .get(endpoint) as number;

/** Orders come in for the storefront kitchen only: every test uses it, each with its own subscriptions (told apart by path). */
let theKitchen: { owner: { id: number; token: string }; shop: ReturnType<typeof storefront> };
async function kitchen() {
  if (!theKitchen) {
    const owner = await partnerAccount(t.app, 'vendor');
    theKitchen = { owner, shop: storefront(t.database, { ownerId: owner.id }) };
  }
  return theKitchen;
}

async function placeOrder(shop: ReturnType<typeof storefront>, phone = '9876543210'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: bearer(admin),
    payload: {
      customer: { name: 'Sita Devi', phone },
      fulfilment: 'delivery',
      villageId: shop.village.id,
      address: 'Near the temple',
      items: [{ dishId: shop.thali.id, quantity: 2 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function subscribe(role: 'vendor' | 'delivery' | 'admin', token: string, path: string) {
  const body = subscription(path);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${role}/push-subscriptions`,
    headers: bearer(token),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return body;
}

beforeAll(async () => {
  push = await startPushReceiver();
  ({ received, answerFor, origin } = push);
  t = await makeApp({
    push: {
      ringRepeatMs: 1000,
      escalateAfterMs: 3000,
      tickMs: 100,
      pushHosts: [push.host],
      subject: 'mailto:owner@gaonrasoi.example',
    },
  });
  admin = await loginAsAdmin(t.app);
  publicKey = (await t.app.inject({ url: '/api/push/key' })).json().data.publicKey;
});

afterAll(async () => {
  await t.close();
  await push.close();
});

describe('GET /api/push/key', () => {
  it('answers the VAPID public key (an uncompressed P-256 point), the same on every call and kept in the database', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
    expect((await t.app.inject({ url: '/api/push/key' })).json()).toEqual({ success: true, data: { publicKey } });
    expect(t.database.sqlite.prepare('select public_key from push_state where id = 1').pluck().get()).toBe(publicKey);
  });
});

describe('POST/DELETE /api/(admin|vendor|delivery)/push-subscriptions', () => {
  it('refuses an endpoint that is not a push service (400 naming endpoint) and stores nothing', async () => {
    const { owner } = await kitchen();
    const port = new URL(origin).port;
    for (const endpoint of [
      'https://evil.example/push/1',
      'http://evil.example/push/1',
      `http://127.0.0.2:${port}/push/1`,
      `http://localhost:${Number(port) + 1}/push/1`,
      'https://10.0.0.7/push/1',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.1.1/push',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'ftp://fcm.googleapis.com/x',
      'not a url',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vendor/push-subscriptions',
        headers: bearer(owner.token),
        payload: { ...subscription('/unused'), endpoint },
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().errors, endpoint).toHaveProperty('endpoint');
      expect(subscriptionRows(endpoint)).toBe(0);
    }
    expect(
      t.database.sqlite.prepare('select count(*) from push_subscriptions where account_id = ?').pluck().get(owner.id),
    ).toBe(0);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', async () => {
    const { owner } = await kitchen();
    const good = subscription('/keys');
    const badPoint = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/push-subscriptions',
      headers: bearer(owner.token),
      payload: { ...good, keys: { ...good.keys, p256dh: randomBytes(10).toString('base64url') } },
    });
    expect(badPoint.statusCode).toBe(400);
    expect(badPoint.json().errors).toHaveProperty(['keys.p256dh']);
    const badAuth = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/push-subscriptions',
      headers: bearer(owner.token),
      payload: { ...good, keys: { ...good.keys, auth: 'abc' } },
    });
    expect(badAuth.statusCode).toBe(400);
    expect(subscriptionRows(good.endpoint)).toBe(0);
  });

  it("takes the browsers' push services (201), needs a partner or admin token, and DELETE removes it (200)", async () => {
    const { owner } = await kitchen();
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://wns2-by3p.notify.windows.com/w/?token=x',
      'https://web.push.apple.com/QGx',
      'https://api.push.apple.com/3/device/x',
    ];
    for (const endpoint of endpoints) {
      const body = { ...subscription('/unused'), endpoint };
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/vendor/push-subscriptions',
            headers: bearer(owner.token),
            payload: body,
          })
        ).statusCode,
        endpoint,
      ).toBe(201);
      expect(subscriptionRows(endpoint)).toBe(1);
      const gone = await t.app.inject({
        method: 'DELETE',
        url: '/api/vendor/push-subscriptions',
        headers: bearer(owner.token),
        payload: { endpoint },
      });
      expect(gone.statusCode).toBe(200);
      expect(subscriptionRows(endpoint)).toBe(0);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/vendor/push-subscriptions', payload: subscription('/x') }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/push-subscriptions',
          headers: bearer(owner.token),
          payload: subscription('/x'),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('pushing orders', () => {
  it('a new order reaches its kitchen within 2 s: aes128gcm, VAPID for this origin signed with the published key, a TTL', async () => {
    const { owner, shop } = await kitchen();
    await subscribe('vendor', owner.token, '/kitchen-new');
    const before = Date.now();
    const id = await placeOrder(shop);
    const [push] = await pushes((r) => r.path === '/kitchen-new' && r.message?.orderId === code(id), 1, 2000);
    expect(Date.now() - before).toBeLessThanOrEqual(2000);
    expect(push!.message).toMatchObject({
      type: 'order.new',
      orderId: code(id),
      url: expect.stringContaining(code(id)),
    });
    expect(push!.message!.title).toContain(code(id));
    expect(push!.message!.body.length).toBeGreaterThan(0);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    expect(push!.vapid).toMatchObject({ aud: origin, k: publicKey, sub: 'mailto:owner@gaonrasoi.example' });
    expect(push!.vapid!.exp * 1000).toBeGreaterThan(Date.now());
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${id}`,
      headers: bearer(owner.token),
      payload: { status: 'accepted' },
    });
  });

  it('rings again every RING_REPEAT_S until the kitchen accepts it, then stops', async () => {
    const { owner, shop } = await kitchen();
    await subscribe('vendor', owner.token, '/kitchen-repeat');
    const id = await placeOrder(shop);
    const isRing = (r: Received) =>
      r.path === '/kitchen-repeat' && r.message?.orderId === code(id) && r.message.type === 'order.new';
    await pushes(isRing, 3, 6000);
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${id}`,
      headers: bearer(owner.token),
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const rung = received.filter(isRing).length;
    // Another order of the same kitchen rings twice meanwhile (a full repeat interval): the accepted one stays quiet.
    const other = await placeOrder(shop, '9876500001');
    await pushes((r) => r.path === '/kitchen-repeat' && r.message?.orderId === code(other), 2, 5000);
    expect(received.filter(isRing).length).toBe(rung);
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${other}`,
      headers: bearer(owner.token),
      payload: { status: 'accepted' },
    });
  });

  it('stops ringing once the kitchen opens the order', async () => {
    const { owner, shop } = await kitchen();
    await subscribe('vendor', owner.token, '/kitchen-open');
    const id = await placeOrder(shop);
    const isRing = (r: Received) => r.path === '/kitchen-open' && r.message?.orderId === code(id);
    await pushes(isRing, 1, 2000);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/vendor/orders/${id}/opened`, headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(200);
    const rung = received.filter(isRing).length;
    const other = await placeOrder(shop, '9876500002');
    await pushes((r) => r.path === '/kitchen-open' && r.message?.orderId === code(other), 2, 5000);
    expect(received.filter(isRing).length).toBe(rung);
    // Another kitchen's order is not theirs to open.
    const stranger = await partnerAccount(t.app, 'vendor');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/vendor/orders/${id}/opened`, headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(404);
    for (const order of [id, other])
      await t.app.inject({
        method: 'PUT',
        url: `/api/vendor/orders/${order}`,
        headers: bearer(owner.token),
        payload: { status: 'accepted' },
      });
  });

  it('an order still not accepted after ESCALATE_AFTER_S is pushed once to the admins', async () => {
    const { owner, shop } = await kitchen();
    await subscribe('admin', admin, '/admin-bell');
    await subscribe('vendor', owner.token, '/kitchen-slow');
    const id = await placeOrder(shop);
    const isEscalation = (r: Received) => r.path === '/admin-bell' && r.message?.orderId === code(id);
    const [push] = await pushes(isEscalation, 1, 8000);
    expect(push!.message).toMatchObject({ type: 'order.unaccepted', orderId: code(id) });
    expect(push!.vapid).toMatchObject({ aud: origin, k: publicKey });
    // Two more rings of the kitchen later, still one escalation.
    const rings = received.filter((r) => r.path === '/kitchen-slow' && r.message?.orderId === code(id)).length;
    await pushes((r) => r.path === '/kitchen-slow' && r.message?.orderId === code(id), rings + 2, 5000);
    expect(received.filter(isEscalation)).toHaveLength(1);
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${id}`,
      headers: bearer(owner.token),
      payload: { status: 'accepted' },
    });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/admin/push-subscriptions',
          headers: bearer(admin),
          payload: { endpoint: `${origin}/admin-bell` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('an order given to a rider is pushed to that rider', async () => {
    const { owner, shop } = await kitchen();
    const rider = await partnerAccount(t.app, 'delivery');
    await subscribe('delivery', rider.token, '/rider');
    const id = await placeOrder(shop);
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${id}`,
      headers: bearer(owner.token),
      payload: { status: 'accepted' },
    });
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: bearer(admin),
      payload: { deliveryPersonId: rider.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [push] = await pushes((r) => r.path === '/rider' && r.message?.orderId === code(id), 1, 2000);
    expect(push!.message).toMatchObject({ type: 'order.assigned', orderId: code(id) });
    expect(push!.vapid).toMatchObject({ aud: origin, k: publicKey });
  });

  it('a held order rings as "to confirm", and rings again at once when someone confirms it', async () => {
    const { owner, shop } = await kitchen();
    await subscribe('vendor', owner.token, '/kitchen-held');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': `held-${randomBytes(6).toString('hex')}` },
      payload: {
        customer: { name: 'New Caller', phone: '9812300077' },
        fulfilment: 'pickup',
        items: [{ dishId: shop.thali.id, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = Number(placed.json().data.orderId.slice(4));
    const held = await t.app.inject({
      url: `/api/vendor/orders?status=placed&toConfirm=true`,
      headers: bearer(owner.token),
    });
    expect(held.json().data.map((o: { id: number }) => o.id)).toContain(id);
    const isRing = (r: Received) => r.path === '/kitchen-held' && r.message?.orderId === code(id);
    const [first] = await pushes(isRing, 1, 2000);
    expect(first!.message).toMatchObject({ type: 'order.new' });
    // Opened: the ringing stops; confirmed by the admin: it rings at once again.
    await t.app.inject({ method: 'POST', url: `/api/vendor/orders/${id}/opened`, headers: bearer(owner.token) });
    const rung = received.filter(isRing).length;
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: bearer(admin),
      payload: { confirm: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await pushes(isRing, rung + 1, 2000);
    expect(after.at(-1)!.message).toMatchObject({ type: 'order.new', orderId: code(id) });
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${id}`,
      headers: bearer(owner.token),
      payload: { status: 'accepted' },
    });
  });

  it('a 410 from the push service drops that subscription', async () => {
    const { owner, shop } = await kitchen();
    answerFor.set('/gone', 410);
    const body = await subscribe('vendor', owner.token, '/gone');
    await subscribe('vendor', owner.token, '/still-here');
    const id = await placeOrder(shop);
    await pushes((r) => r.path === '/gone' && r.message?.orderId === code(id), 1, 2000);
    await until(() => subscriptionRows(body.endpoint) === 0);
    expect(subscriptionRows(`${origin}/still-here`)).toBe(1);
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${id}`,
      headers: bearer(owner.token),
      payload: { status: 'accepted' },
    });
  });

  it("a logout ends the account's subscriptions made with the older token", async () => {
    const { owner, shop } = await kitchen();
    const body = await subscribe('vendor', owner.token, '/logged-out');
    expect(subscriptionRows(body.endpoint)).toBe(1);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/vendor/logout', headers: bearer(owner.token) })).statusCode,
    ).toBe(200);
    expect(subscriptionRows(body.endpoint)).toBe(0);
    // Its orders now reach only a browser subscribed with a current token.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/vendor/login',
      payload: {
        email: t.database.sqlite.prepare('select email from users where id = ?').pluck().get(owner.id),
        password: 'partner-pass-1',
      },
    });
    await subscribe('vendor', login.json().data.token, '/logged-in-again');
    const id = await placeOrder(shop);
    await pushes((r) => r.path === '/logged-in-again' && r.message?.orderId === code(id), 1, 2000);
    expect(received.some((r) => r.path === '/logged-out')).toBe(false);
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${id}`,
      headers: bearer(login.json().data.token),
      payload: { status: 'accepted' },
    });
    // The tests after this one act as the kitchen with its current token.
    owner.token = login.json().data.token;
  });
});

describe('when the loop follows the orders', () => {
  it('only when the event hub publishes an order change: a write request that changes no order does not run it', async () => {
    const { owner, shop } = await kitchen();
    await subscribe('vendor', owner.token, '/kitchen-follows');
    const tick = vi.spyOn(t.app.push, 'tick');
    try {
      const followed = () => tick.mock.calls.filter(([, events]) => events !== false).length;
      const village = await t.app.inject({
        method: 'POST',
        url: '/api/admin/villages',
        headers: bearer(admin),
        payload: { name: `Follows ${randomBytes(2).toString('hex')}`, deliveryZone: 'Zone B' },
      });
      expect(village.statusCode, village.body).toBe(201);
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/vendor/orders/999999',
        headers: bearer(owner.token),
        payload: { status: 'accepted' },
      });
      expect(refused.statusCode).toBe(404);
      expect(followed()).toBe(0);
      const id = await placeOrder(shop);
      expect(followed()).toBe(1);
      await pushes((r) => r.path === '/kitchen-follows' && r.message?.orderId === code(id), 1, 2000);
      await t.app.inject({
        method: 'PUT',
        url: `/api/vendor/orders/${id}`,
        headers: bearer(owner.token),
        payload: { status: 'accepted' },
      });
    } finally {
      tick.mockRestore();
    }
  });
});
