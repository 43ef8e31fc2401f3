/**
 * A customer follows their order by Web Push from the tracking page: the subscription is made
 * with the tracking link's secret, and the local push service (./pushReceiver.ts, allowed by the
 * app's PUSH_HOSTS) decrypts each message and checks its VAPID signature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAsAdmin, makeApp, partnerAccount, storefront, type TestApp } from './helper';
import { startPushReceiver, type PushReceiver, type Received } from './pushReceiver';

let push: PushReceiver;
let t: TestApp;
let admin: string;
let publicKey: string;
let owner: { id: number; token: string };
let shop: ReturnType<typeof storefront>;
let n = 0;

const rows = (where = '1 = 1', ...args: unknown[]) =>
  t.database.sqlite
    .prepare(`select count(*) from customer_push_subscriptions where ${where}`)
    .pluck()
    .get(...args) as number;
const tokenOf = (trackingUrl: string) => new URL(trackingUrl, 'http://x').searchParams.get('t')!;

async function placeOrder(): Promise<{ id: number; orderId: string; token: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      customer: { name: 'Sunita Devi', phone: `98${String(22_000_000 + n++).padStart(8, '0')}` },
      fulfilment: 'delivery',
      villageId: shop.village.id,
      address: 'House 12',
      items: [{ dishId: shop.thali.id, quantity: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json().data;
  return { id: Number(placed.orderId.slice(4)), orderId: placed.orderId, token: tokenOf(placed.trackingUrl) };
}

const url = (orderId: string, token: string) => `/api/track/${orderId}/push-subscription?t=${token}`;

async function setStatus(id: number, status: string, more: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}`,
    headers: bearer(admin),
    payload: { status, ...more },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  push = await startPushReceiver();
  t = await makeApp({ push: { tickMs: 100, pushHosts: [push.host], subject: 'mailto:owner@gaonrasoi.example' } });
  admin = await loginAsAdmin(t.app);
  owner = await partnerAccount(t.app, 'vendor');
  shop = storefront(t.database, { ownerId: owner.id });
  publicKey = (await t.app.inject({ url: '/api/push/key' })).json().data.publicKey;
});

afterAll(async () => {
  await t?.close();
  await push?.close();
});

describe('POST/DELETE /api/track/:orderId/push-subscription', () => {
  it('is the same 404 as tracking with a wrong token or order, and stores nothing', async () => {
    const order = await placeOrder();
    const body = push.subscription('/wrong');
    for (const path of [url(order.orderId, 'wrong'), url(order.orderId, ''), url('ORD-999999', order.token)]) {
      const res = await t.app.inject({ method: 'POST', url: path, payload: body });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(order.orderId, 'x'), payload: { endpoint: body.endpoint } }))
        .statusCode,
    ).toBe(404);
    expect(rows()).toBe(0);
  });

  it('refuses an endpoint that is not a push service (400 naming endpoint) and bad keys, storing nothing', async () => {
    const order = await placeOrder();
    const good = push.subscription('/refused');
    for (const endpoint of ['https://evil.example/push/1', 'http://169.254.169.254/latest', 'not a url']) {
      const res = await t.app.inject({
        method: 'POST',
        url: url(order.orderId, order.token),
        payload: { ...good, endpoint },
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().errors).toHaveProperty('endpoint');
    }
    const badKey = await t.app.inject({
      method: 'POST',
      url: url(order.orderId, order.token),
      payload: { ...good, keys: { ...good.keys, auth: 'abc' } },
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors).toHaveProperty(['keys.auth']);
    const badLanguage = await t.app.inject({
      method: 'POST',
      url: url(order.orderId, order.token),
      payload: { ...good, language: 'fr' },
    });
    expect(badLanguage.statusCode).toBe(400);
    expect(rows()).toBe(0);
  });

  it('tells the customer when the order is accepted, on its way and delivered, each once; then the subscription is gone', async () => {
    const order = await placeOrder();
    const body = push.subscription('/customer-en');
    const res = await t.app.inject({ method: 'POST', url: url(order.orderId, order.token), payload: body });
    expect(res.statusCode, res.body).toBe(201);
    expect(rows('order_id = ?', order.id)).toBe(1);
    const mine = (r: Received) => r.path === '/customer-en';

    // The kitchen accepts it from its app.
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${order.id}`,
      headers: bearer(owner.token),
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [first] = await push.pushes(mine, 1, 2000);
    expect(first!.message).toEqual({
      type: 'order.status',
      orderId: order.orderId,
      status: 'accepted',
      title: `Order ${order.orderId}`,
      body: 'Accepted — your food is being prepared · Gaon Rasoi Janghai',
      url: `/track/${order.orderId}`,
    });
    expect(first!.headers['content-encoding']).toBe('aes128gcm');
    expect(first!.vapid).toMatchObject({ k: publicKey, sub: 'mailto:owner@gaonrasoi.example' });

    // Preparing is not a message of its own; out for delivery is.
    await setStatus(order.id, 'preparing');
    const rider = await partnerAccount(t.app, 'delivery');
    await setStatus(order.id, 'out_for_delivery', { deliveryPersonId: rider.id });
    const second = await push.pushes(mine, 2, 2000);
    expect(second[1]!.message).toMatchObject({
      status: 'out_for_delivery',
      body: expect.stringMatching(/^Out for delivery/),
    });

    await setStatus(order.id, 'delivered');
    const all = await push.pushes(mine, 3, 2000);
    expect(all[2]!.message).toMatchObject({
      type: 'order.status',
      status: 'delivered',
      body: expect.stringMatching(/^Delivered — enjoy your meal/),
    });
    await t.app.push.settle();
    expect(rows('order_id = ?', order.id)).toBe(0);

    // Later ticks and order changes send nothing more.
    await t.app.inject({ method: 'GET', url: `/api/track/${order.orderId}?t=${order.token}` });
    t.app.push.tick();
    await t.app.push.settle();
    expect(push.received.filter(mine).map((r) => r.message!.status)).toEqual([
      'accepted',
      'out_for_delivery',
      'delivered',
    ]);
    // A finished order takes no new subscription.
    const late = await t.app.inject({ method: 'POST', url: url(order.orderId, order.token), payload: body });
    expect(late.statusCode).toBe(409);
    expect(rows('order_id = ?', order.id)).toBe(0);
  });

  it('speaks Hindi when the page subscribed in Hindi, and a cancelled order is its last message', async () => {
    const order = await placeOrder();
    const body = push.subscription('/customer-hi');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: url(order.orderId, order.token),
          payload: { ...body, language: 'hi' },
        })
      ).statusCode,
    ).toBe(201);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/track/${order.orderId}/cancel?t=${order.token}` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [message] = await push.pushes((r) => r.path === '/customer-hi', 1, 2000);
    expect(message!.message).toMatchObject({
      status: 'cancelled',
      title: `ऑर्डर ${order.orderId}`,
      body: expect.stringMatching(/^रद्द/),
      url: `/hi/track/${order.orderId}`,
    });
    await t.app.push.settle();
    expect(rows('order_id = ?', order.id)).toBe(0);
  });

  it('DELETE stops the messages; a 410 from the push service drops the subscription', async () => {
    const stopped = await placeOrder();
    const body = push.subscription('/customer-stop');
    expect(
      (await t.app.inject({ method: 'POST', url: url(stopped.orderId, stopped.token), payload: body })).statusCode,
    ).toBe(201);
    const off = await t.app.inject({
      method: 'DELETE',
      url: url(stopped.orderId, stopped.token),
      payload: { endpoint: body.endpoint },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(rows('order_id = ?', stopped.id)).toBe(0);

    const gone = await placeOrder();
    const goneBody = push.subscription('/customer-gone');
    push.answerFor.set('/customer-gone', 410);
    expect(
      (await t.app.inject({ method: 'POST', url: url(gone.orderId, gone.token), payload: goneBody })).statusCode,
    ).toBe(201);
    await setStatus(stopped.id, 'accepted');
    await setStatus(gone.id, 'accepted');
    await push.pushes((r) => r.path === '/customer-gone', 1, 2000);
    await t.app.push.settle();
    expect(rows('order_id = ?', gone.id)).toBe(0);
    expect(push.received.filter((r) => r.path === '/customer-stop')).toHaveLength(0);
  });

  it('a following left behind by a finished order (its last answer lost in a restart) is swept after an hour', async () => {
    const order = await placeOrder();
    const body = push.subscription('/customer-left');
    t.database.sqlite
      .prepare("update orders set status = 'delivered', updated_at = ? where id = ?")
      .run(Date.now() - 2 * 3600_000, order.id);
    t.database.sqlite
      .prepare(
        "insert into customer_push_subscriptions (order_id, endpoint, p256dh, auth, sent) values (?, ?, ?, ?, 'accepted,delivered')",
      )
      .run(order.id, body.endpoint, body.keys.p256dh, body.keys.auth);
    t.app.push.tick(Date.now(), false); // the clock's tick
    await t.app.push.settle();
    expect(rows('order_id = ?', order.id)).toBe(0);
    expect(push.received.filter((r) => r.path === '/customer-left')).toHaveLength(0);
  });
});
