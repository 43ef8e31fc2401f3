/**
 * The admin's announcements reach the partner apps: pushed once, at their time, to the
 * subscriptions of the kitchens and riders they are for (a local push service decrypts what
 * arrives, ./pushReceiver.ts), counted per notification, and listed by
 * GET /api/(vendor|delivery)/notifications. Time is moved by calling the push loop's tick with
 * the time to act at; the app's own timer runs on the real clock, an hour before anything is due.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAsAdmin, makeApp, partnerAccount, storefront, type TestApp } from './helper';
import { startPushReceiver, until, type PushReceiver, type Received } from './pushReceiver';

let push: PushReceiver;
let t: TestApp;
let admin: string;
let kitchen: { id: number; token: string };
let otherKitchen: { id: number; token: string };
let rider: { id: number; token: string };
let secondRider: { id: number; token: string };
let shop: ReturnType<typeof storefront>;

const HOUR = 3_600_000;
const appOptions = () => ({ push: { tickMs: 100, pushHosts: [push.host], subject: 'mailto:owner@gaonrasoi.example' } });

async function subscribe(role: 'vendor' | 'delivery', token: string, path: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${role}/push-subscriptions`,
    headers: bearer(token),
    payload: push.subscription(path),
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function announce(
  body: Record<string, unknown>,
): Promise<{ id: number; status: string; sentAt: string | null; reached: number | null }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/notifications',
    headers: bearer(admin),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function adminRecord(
  id: number,
): Promise<{ id: number; status: string; sentAt: string | null; reached: number | null }> {
  const res = await t.app.inject({ url: '/api/admin/notifications?limit=100', headers: bearer(admin) });
  return res.json().data.find((n: { id: number }) => n.id === id);
}

const reachedOf = (id: number) =>
  t.database.sqlite.prepare('select reached from notifications where id = ?').pluck().get(id) as number | null;
const about = (id: number) => (r: Received) => r.message?.type === 'announcement' && r.message.id === id;
const pathsOf = (id: number) =>
  push.received
    .filter(about(id))
    .map((r) => r.path)
    .sort();

async function partnerList(role: 'vendor' | 'delivery', token: string, query = '') {
  const res = await t.app.inject({ url: `/api/${role}/notifications${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

beforeAll(async () => {
  push = await startPushReceiver();
  t = await makeApp(appOptions());
  admin = await loginAsAdmin(t.app);
  kitchen = await partnerAccount(t.app, 'vendor');
  otherKitchen = await partnerAccount(t.app, 'vendor');
  rider = await partnerAccount(t.app, 'delivery');
  secondRider = await partnerAccount(t.app, 'delivery');
  shop = storefront(t.database, { ownerId: kitchen.id });
  await subscribe('vendor', kitchen.token, '/kitchen-phone');
  await subscribe('vendor', otherKitchen.token, '/other-kitchen-phone');
  await subscribe('delivery', rider.token, '/rider-phone');
  await subscribe('delivery', rider.token, '/rider-second-phone');
  await subscribe('delivery', secondRider.token, '/second-rider-phone');
});

afterAll(async () => {
  await t?.close();
  await push?.close();
});

describe('an announcement sent now', () => {
  it("to riders reaches every rider's subscription and no kitchen's, in the rider's language, and the admin sees how many devices it reached", async () => {
    t.database.sqlite.prepare("update users set language = 'en' where id = ?").run(secondRider.id);
    const created = await announce({
      message: 'Helmet check at the Janghai kitchen on Monday, 10 AM.',
      target: 'riders',
      scheduledAt: new Date().toISOString(),
    });
    // Sent now: the answer comes once the devices' push services answered, with the count.
    expect(created).toMatchObject({ status: 'sent', reached: 3 });
    expect(created.sentAt).not.toBeNull();
    await push.pushes(about(created.id), 3, 2000);
    expect(pathsOf(created.id)).toEqual(['/rider-phone', '/rider-second-phone', '/second-rider-phone']);
    const [hindi] = push.received.filter((r) => about(created.id)(r) && r.path === '/rider-phone');
    expect(hindi!.message).toEqual({
      type: 'announcement',
      id: created.id,
      title: 'गाँव रसोई की सूचना',
      body: 'Helmet check at the Janghai kitchen on Monday, 10 AM.',
      url: '/partner/notifications',
    });
    expect(hindi!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(hindi!.headers.ttl)).toBeGreaterThan(0);
    expect(hindi!.vapid).toMatchObject({ aud: push.origin, sub: 'mailto:owner@gaonrasoi.example' });
    const [english] = push.received.filter((r) => about(created.id)(r) && r.path === '/second-rider-phone');
    expect(english!.message!.title).toBe('Gaon Rasoi announcement');
    expect(await adminRecord(created.id)).toMatchObject({ status: 'sent', reached: 3, sentAt: created.sentAt });
  });

  it('to kitchens reaches the kitchens only; to everyone reaches kitchens and riders', async () => {
    const kitchens = await announce({
      message: 'Mark dishes sold out as soon as they run short.',
      target: 'vendors',
      scheduledAt: new Date().toISOString(),
    });
    const everyone = await announce({
      message: 'Diwali: the app is open all night.',
      target: 'all',
      scheduledAt: new Date().toISOString(),
    });
    await push.pushes(about(kitchens.id), 2, 2000);
    await push.pushes(about(everyone.id), 5, 2000);
    await until(() => reachedOf(kitchens.id) === 2 && reachedOf(everyone.id) === 5);
    expect(pathsOf(kitchens.id)).toEqual(['/kitchen-phone', '/other-kitchen-phone']);
    expect(pathsOf(everyone.id)).toEqual([
      '/kitchen-phone',
      '/other-kitchen-phone',
      '/rider-phone',
      '/rider-second-phone',
      '/second-rider-phone',
    ]);
  });

  it('to a restaurant or a village reaches the kitchens of that restaurant or village only', async () => {
    const toRestaurant = await announce({
      message: 'Your FSSAI licence renewal is due.',
      target: 'restaurant',
      targetValue: 'gaon rasoi janghai',
      scheduledAt: new Date().toISOString(),
    });
    const toVillage = await announce({
      message: 'The road to the village is closed today.',
      target: 'village',
      targetValue: shop.village.name,
      scheduledAt: new Date().toISOString(),
    });
    await push.pushes(about(toRestaurant.id), 1, 2000);
    await push.pushes(about(toVillage.id), 1, 2000);
    await until(() => reachedOf(toRestaurant.id) === 1 && reachedOf(toVillage.id) === 1);
    expect(pathsOf(toRestaurant.id)).toEqual(['/kitchen-phone']);
    expect(pathsOf(toVillage.id)).toEqual(['/kitchen-phone']);
  });

  it('counts only the devices whose push service took it; a 410 drops that subscription', async () => {
    push.answerFor.set('/rider-gone', 410);
    push.answerFor.set('/rider-refused', 500);
    await subscribe('delivery', secondRider.token, '/rider-gone');
    await subscribe('delivery', secondRider.token, '/rider-refused');
    const created = await announce({
      message: 'Collect your new rain jackets.',
      target: 'riders',
      scheduledAt: new Date().toISOString(),
    });
    await push.pushes(about(created.id), 5, 2000);
    await until(
      () =>
        t.database.sqlite
          .prepare('select count(*) from push_subscriptions where endpoint like ?')
          .pluck()
          .get('%/rider-gone') === 0,
    );
    await until(() => reachedOf(created.id) === 3);
    expect((await adminRecord(created.id)).reached).toBe(3);
    const dropRefused = await t.app.inject({
      method: 'DELETE',
      url: '/api/delivery/push-subscriptions',
      headers: bearer(secondRider.token),
      payload: { endpoint: `${push.origin}/rider-refused` },
    });
    expect(dropRefused.statusCode).toBe(200);
  });
});

describe('a scheduled announcement', () => {
  it('goes at its time, once, and not before', async () => {
    const at = Date.now() + HOUR;
    const created = await announce({
      message: 'Holi: kitchens open at 9 AM tomorrow.',
      target: 'all',
      scheduledAt: new Date(at).toISOString(),
    });
    expect(created).toMatchObject({ status: 'scheduled', sentAt: null, reached: null });
    t.app.push.tick(at - 1000, false);
    await t.app.push.settle();
    expect(push.received.filter(about(created.id))).toHaveLength(0);
    expect((await partnerList('delivery', rider.token)).json().data.map((n: { id: number }) => n.id)).not.toContain(
      created.id,
    );

    t.app.push.tick(at, false);
    await push.pushes(about(created.id), 5, 2000);
    await t.app.push.settle();
    t.app.push.tick(at + 60_000, false);
    t.app.push.tick(at + 2 * HOUR, false);
    await t.app.push.settle();
    expect(push.received.filter(about(created.id))).toHaveLength(5);
    expect(await adminRecord(created.id)).toMatchObject({
      status: 'sent',
      reached: 5,
      sentAt: new Date(at).toISOString(),
    });
  });

  it('deleted before its time, never goes', async () => {
    const at = Date.now() + HOUR;
    const created = await announce({
      message: 'Cancelled plan.',
      target: 'all',
      scheduledAt: new Date(at).toISOString(),
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/notifications/${created.id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(200);
    t.app.push.tick(at + 1000, false);
    await t.app.push.settle();
    expect(push.received.filter(about(created.id))).toHaveLength(0);
  });

  it('far too late (the server was off at its time) is listed but not pushed', async () => {
    const at = Date.now() + HOUR;
    const created = await announce({
      message: 'Closed today for Holi.',
      target: 'riders',
      scheduledAt: new Date(at).toISOString(),
    });
    t.app.push.tick(at + 13 * HOUR, false);
    await t.app.push.settle();
    expect(push.received.filter(about(created.id))).toHaveLength(0);
    expect(await adminRecord(created.id)).toMatchObject({
      status: 'sent',
      reached: null,
      sentAt: new Date(at).toISOString(),
    });
    expect((await partnerList('delivery', rider.token)).json().data.map((n: { id: number }) => n.id)).toContain(
      created.id,
    );
  });

  it('survives a restart: due while the server was stopped, it goes once when the server is back', async () => {
    const at = Date.now() + HOUR;
    const pending = await announce({
      message: 'Monsoon menu from Monday.',
      target: 'vendors',
      scheduledAt: new Date(at).toISOString(),
    });
    const already = await announce({
      message: 'Sent before the restart.',
      target: 'vendors',
      scheduledAt: new Date().toISOString(),
    });
    await push.pushes(about(already.id), 2, 2000);
    await t.app.push.settle();
    await t.stop();

    t = await makeApp({ ...appOptions(), dir: t.dir });
    admin = await loginAsAdmin(t.app);
    t.app.push.tick(at + 1000, false);
    await push.pushes(about(pending.id), 2, 2000);
    t.app.push.tick(at + 2000, false);
    await t.app.push.settle();
    expect(pathsOf(pending.id)).toEqual(['/kitchen-phone', '/other-kitchen-phone']);
    expect(push.received.filter(about(already.id))).toHaveLength(2);
    await until(() => reachedOf(pending.id) === 2);
    // The tokens of before the restart were signed with another secret: sign in again.
    for (const account of [kitchen, otherKitchen, rider, secondRider]) {
      const email = t.database.sqlite.prepare('select email from users where id = ?').pluck().get(account.id) as string;
      const role = t.database.sqlite.prepare('select role from users where id = ?').pluck().get(account.id) as string;
      const login = await t.app.inject({
        method: 'POST',
        url: `/api/auth/${role}/login`,
        payload: { email, password: 'partner-pass-1' },
      });
      account.token = login.json().data.token;
    }
  });
});

describe('GET /api/(vendor|delivery)/notifications', () => {
  it("lists what went out to the kitchen or rider, newest first, paged; never another audience's", async () => {
    const messagesOf = (res: Awaited<ReturnType<typeof partnerList>>) =>
      res.json().data.map((n: { message: string }) => n.message);
    const forKitchen = messagesOf(await partnerList('vendor', kitchen.token, '?limit=100'));
    expect(forKitchen).toContain('Mark dishes sold out as soon as they run short.');
    expect(forKitchen).toContain('Diwali: the app is open all night.');
    expect(forKitchen).toContain('Your FSSAI licence renewal is due.');
    expect(forKitchen).toContain('The road to the village is closed today.');
    expect(forKitchen).not.toContain('Helmet check at the Janghai kitchen on Monday, 10 AM.');

    const forOtherKitchen = messagesOf(await partnerList('vendor', otherKitchen.token, '?limit=100'));
    expect(forOtherKitchen).toContain('Mark dishes sold out as soon as they run short.');
    expect(forOtherKitchen).not.toContain('Your FSSAI licence renewal is due.');
    expect(forOtherKitchen).not.toContain('The road to the village is closed today.');

    const riderPage = await partnerList('delivery', rider.token, '?limit=100');
    const forRider = messagesOf(riderPage);
    expect(forRider).toContain('Helmet check at the Janghai kitchen on Monday, 10 AM.');
    expect(forRider).toContain('Diwali: the app is open all night.');
    expect(forRider).not.toContain('Mark dishes sold out as soon as they run short.');
    expect(forRider).not.toContain('Monsoon menu from Monday.');
    const times = riderPage.json().data.map((n: { sentAt: string }) => Date.parse(n.sentAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(riderPage.json().data[0]).toEqual({
      id: expect.any(Number),
      _id: expect.any(Number),
      message: expect.any(String),
      sentAt: expect.any(String),
    });

    const first = await partnerList('delivery', rider.token, '?limit=2');
    const second = await partnerList('delivery', rider.token, '?limit=2&page=2');
    expect(first.json().total).toBe(forRider.length);
    expect(first.headers['x-total-count']).toBe(String(forRider.length));
    expect([...messagesOf(first), ...messagesOf(second)]).toEqual(forRider.slice(0, 4));
  });

  it('since=<time> keeps what went out after it: the unread count', async () => {
    // The app remembers the newest sentAt it has shown (the server's clock, not the phone's).
    const opened = (await partnerList('delivery', rider.token, '?limit=1')).json().data[0].sentAt as string;
    const before = (await partnerList('delivery', rider.token, `?since=${encodeURIComponent(opened)}&limit=1`)).json();
    expect(before.total).toBe(0);
    const at = Math.max(Date.now(), Date.parse(opened)) + 1000;
    await announce({
      message: 'New: tap an order to call the customer.',
      target: 'riders',
      scheduledAt: new Date(at).toISOString(),
    });
    t.app.push.tick(at, false);
    const after = (await partnerList('delivery', rider.token, `?since=${encodeURIComponent(opened)}&limit=1`)).json();
    expect(after.total).toBe(1);
    expect(after.data[0].message).toBe('New: tap an order to call the customer.');
    const kitchenOpened = (await partnerList('vendor', kitchen.token, '?limit=1')).json().data[0].sentAt as string;
    expect(
      (await partnerList('vendor', kitchen.token, `?since=${encodeURIComponent(kitchenOpened)}`)).json().total,
    ).toBe(0);
  });

  it('refuses a since that is not a time (400 naming since), and another kind of token', async () => {
    const bad = await t.app.inject({
      url: '/api/delivery/notifications?since=yesterday',
      headers: bearer(rider.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('since');
    expect((await t.app.inject({ url: '/api/vendor/notifications', headers: bearer(rider.token) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/delivery/notifications' })).statusCode).toBe(401);
  });
});

describe('customers who asked for news on a tracking page', () => {
  let n = 0;
  /** A storefront order and the tracking link's secret, as the customer has them. */
  async function placeOrder(): Promise<{ orderId: string; token: string }> {
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
    return { orderId: placed.orderId, token: new URL(placed.trackingUrl, 'http://x').searchParams.get('t')! };
  }
  const follow = async (
    order: { orderId: string; token: string },
    path: string,
    more: { announcements?: boolean; language?: 'hi' | 'en' },
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/track/${order.orderId}/push-subscription?t=${order.token}`,
      payload: { ...push.subscription(path), ...more },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const now = () => new Date().toISOString();

  it('hear announcements for customers and for everyone, never those for kitchens or riders; a tap opens the site', async () => {
    const order = await placeOrder();
    await follow(order, '/customer-news', { announcements: true, language: 'hi' });
    await follow(await placeOrder(), '/customer-order-only', {});
    const forCustomers = await announce({
      message: 'Closed on Holi, back on Friday.',
      target: 'customers',
      scheduledAt: now(),
    });
    const forKitchens = await announce({ message: 'Stock up on paneer.', target: 'vendors', scheduledAt: now() });
    const forEveryone = await announce({ message: 'New: Litti Chokha on Sundays.', target: 'all', scheduledAt: now() });
    expect(forCustomers).toMatchObject({ status: 'sent', reached: 1 });
    await push.pushes(about(forEveryone.id), 6, 2000);
    expect(pathsOf(forCustomers.id)).toEqual(['/customer-news']);
    expect(pathsOf(forKitchens.id)).not.toContain('/customer-news');
    expect(pathsOf(forEveryone.id)).toContain('/customer-news');
    expect(push.received.some((r) => r.path === '/customer-order-only' && r.message?.type === 'announcement')).toBe(
      false,
    );
    const [told] = push.received.filter((r) => about(forCustomers.id)(r));
    expect(told!.message).toEqual({
      type: 'announcement',
      id: forCustomers.id,
      title: 'गाँव रसोई की सूचना',
      body: 'Closed on Holi, back on Friday.',
      url: '/hi/',
    });
    // The news outlives the order it was asked on.
    expect(t.database.sqlite.prepare('select count(*) from customer_announcement_subscriptions').pluck().get()).toBe(1);

    // Stop on the tracking page ends the news as well as the order's messages.
    const stop = await t.app.inject({
      method: 'DELETE',
      url: `/api/track/${order.orderId}/push-subscription?t=${order.token}`,
      payload: { endpoint: `${push.origin}/customer-news` },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    const afterStop = await announce({ message: 'Open again.', target: 'customers', scheduledAt: now() });
    expect(afterStop).toMatchObject({ status: 'sent', reached: 0 });
  });

  it('a browser its push service says is gone (410) is dropped', async () => {
    push.answerFor.set('/customer-gone', 410);
    await follow(await placeOrder(), '/customer-gone', { announcements: true });
    const created = await announce({ message: 'Monsoon menu from Monday.', target: 'customers', scheduledAt: now() });
    expect(created.reached).toBe(0);
    await until(
      () => t.database.sqlite.prepare('select count(*) from customer_announcement_subscriptions').pluck().get() === 0,
    );
  });
});
