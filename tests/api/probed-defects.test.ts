/**
 * What probing the running shop from outside found, each as the user meets it: unpaid UPI orders
 * do not shut a kitchen, a full disk says "not now" (and health says why), drawing tickets is
 * limited per account, odd values are not read as numbers, blank-looking names and messages
 * and impossible dates are refused, and a push key must be a real P-256 point.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createECDH, randomBytes } from 'node:crypto';
import {
  bearer,
  caller,
  fixtures,
  loginAsAdmin,
  makeApp,
  partnerAccount,
  snapshot,
  storefront,
  type TestApp,
} from './helper';
import { until } from './pushReceiver';
import { parseZonedTime } from '../../shared/scheduling';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let owner: { id: number; token: string };
let shop: ReturnType<typeof storefront>;
let rider: { id: number };
let phones = 0;

const PUSH_HOST = '127.0.0.1:9';
const nextPhone = () => `98${String(21_000_000 + phones++).padStart(8, '0')}`;
const missed = (id: number) =>
  t.database.sqlite.prepare('select count(*) from order_misses where order_id = ?').pluck().get(id) === 1;
const orderCount = () => t.database.sqlite.prepare('select count(*) from orders').pluck().get() as number;

/** An order from the site: UPI (paid first) or cash. */
const placeOnline = (paymentMethod: 'upi' | 'cash') =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': `probe-${randomBytes(6).toString('hex')}` },
    payload: {
      customer: { name: 'Sita Devi', phone: nextPhone() },
      fulfilment: 'pickup',
      items: [{ dishId: shop.thali.id, quantity: 1 }],
      paymentMethod,
    },
  });

/** A phone order taken by the admin (never held to confirm). */
async function phoneOrder(): Promise<number> {
  const res = await admin('POST', '/api/admin/orders', {
    customer: { name: 'Gita Devi', phone: nextPhone() },
    fulfilment: 'pickup',
    items: [{ dishId: shop.thali.id, quantity: 1 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

beforeAll(async () => {
  t = await makeApp({
    push: { escalateAfterMs: 300, ringRepeatMs: 60_000, tickMs: 50, pushHosts: [PUSH_HOST] },
    ticketRateLimit: 3,
  });
  admin = caller(t.app, await loginAsAdmin(t.app));
  owner = await partnerAccount(t.app, 'vendor', 'Ramesh');
  rider = await partnerAccount(t.app, 'delivery', 'Suresh');
  shop = storefront(t.database, { ownerId: owner.id, upiId: 'gaonrasoi@okaxis', upiName: 'Gaon Rasoi' });
});
afterAll(() => t.close());

describe('a kitchen that pauses itself after missed orders', () => {
  it('does not count an unpaid UPI order as missed; once its money is confirmed, it counts from then', async () => {
    const setPause = await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { pauseAfterMissed: 3 });
    expect(setPause.statusCode, setPause.body).toBe(200);
    const upi = await placeOnline('upi');
    expect(upi.statusCode, upi.body).toBe(201);
    const upiId = t.database.sqlite.prepare('select max(id) from orders').pluck().get() as number;
    // A later order is missed: the loop has looked at the UPI order, older than it, too.
    const later = await phoneOrder();
    await until(() => missed(later), 10_000);
    expect(missed(upiId)).toBe(false);

    const paid = await admin('PUT', `/api/admin/orders/${upiId}`, { paymentStatus: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    await until(() => missed(upiId), 10_000);
    expect(
      t.database.sqlite.prepare('select paused_until from restaurants where id = ?').pluck().get(shop.kitchen.id),
    ).toBeNull();
    await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { pauseAfterMissed: null });
  });
});

describe('a full disk', () => {
  it('answers 503 "We cannot take orders right now" with Retry-After, health says the disk is full, and nothing taken is lost', async () => {
    const sqlite = t.database.sqlite;
    const limit = sqlite.pragma('max_page_count', { simple: true }) as number;
    // SQLite itself refuses to grow the file past its current size: SQLITE_FULL, as on a full disk.
    sqlite.pragma(`max_page_count = ${sqlite.pragma('page_count', { simple: true }) as number}`);
    let taken = 0;
    let refused;
    try {
      const before = orderCount();
      for (let i = 0; i < 300 && !refused; i++) {
        const res = await placeOnline('cash');
        if (res.statusCode === 201) taken++;
        else refused = res;
      }
      expect(refused, 'the disk never filled').toBeDefined();
      expect(refused!.statusCode, refused!.body).toBe(503);
      expect(refused!.json()).toEqual({ success: false, message: 'We cannot take orders right now' });
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
      expect(orderCount()).toBe(before + taken);

      const health = await t.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ success: false, message: 'Database: The disk is full.' });

      const hindi = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'accept-language': 'hi', 'idempotency-key': `probe-${randomBytes(6).toString('hex')}` },
        payload: {
          customer: { name: 'Sita Devi', phone: nextPhone() },
          fulfilment: 'pickup',
          items: [{ dishId: shop.thali.id, quantity: 1 }],
        },
      });
      expect(hindi.statusCode).toBe(503);
      expect(hindi.json().message).toBe('अभी हम ऑर्डर नहीं ले पा रहे हैं');
    } finally {
      sqlite.pragma(`max_page_count = ${limit}`);
    }
    // Room again: the next order is taken and health is ready.
    expect((await placeOnline('cash')).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('drawing tickets', () => {
  it('is limited per kitchen account: over the limit a 429 in the envelope, another kitchen unaffected', async () => {
    const order = fixtures(t.database).order({ restaurantId: shop.kitchen.id, restaurantName: shop.kitchen.name });
    const ticket = (token: string, id: number) =>
      t.app.inject({ url: `/api/vendor/orders/${id}/ticket`, headers: bearer(token) });
    for (let i = 0; i < 3; i++) {
      const res = await ticket(owner.token, order);
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await ticket(owner.token, order);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: expect.stringContaining('Too many attempts') });
    expect(limited.headers['retry-after']).toBeDefined();

    const other = await partnerAccount(t.app, 'vendor', 'Mohan');
    const theirs = fixtures(t.database).restaurant('Mohan Dhaba', { ownerId: other.id });
    const theirOrder = fixtures(t.database).order({ restaurantId: theirs.id, restaurantName: theirs.name });
    expect((await ticket(other.token, theirOrder)).statusCode).toBe(200);
  });
});

describe('numbers are numbers', () => {
  it('refuses true, [1], " " and "0x10" on money, settings and id fields with a 400 naming the field; nothing is written', async () => {
    const before = snapshot(t.database);
    const settingsBefore = (await admin('GET', '/api/admin/settings')).json().data;
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['POST', '/api/admin/cash/handovers', { riderId: rider.id, amount: true }, 'amount'],
      ['POST', '/api/admin/cash/handovers', { riderId: rider.id, amount: [1] }, 'amount'],
      ['POST', '/api/admin/cash/handovers', { riderId: '0x10', amount: 100 }, 'riderId'],
      ['POST', '/api/admin/cash/handovers', { riderId: String(rider.id), amount: 100 }, 'riderId'],
      ['PUT', '/api/admin/settings', { cashLimit: true }, 'cashLimit'],
      ['PUT', '/api/admin/settings', { strikeLimit: ' ' }, 'strikeLimit'],
      ['PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { leadMinutes: ' ' }, 'leadMinutes'],
      ['PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { leadMinutes: '0x10' }, 'leadMinutes'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await admin(method as 'POST' | 'PUT', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().errors, JSON.stringify(payload)).toHaveProperty([field]);
    }
    expect(snapshot(t.database)).toEqual(before);
    expect((await admin('GET', '/api/admin/settings')).json().data).toEqual(settingsBefore);
  });

  it('reads "12" as 12 in a query string and a path, and refuses " ", "0x10" and "12abc" there', async () => {
    expect((await admin('GET', '/api/admin/orders?page=1&limit=12')).statusCode).toBe(200);
    for (const query of ['page=0x10', 'limit=%20', 'limit=12abc']) {
      const res = await admin('GET', `/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([query.split('=')[0]]);
    }
    expect((await admin('GET', `/api/admin/restaurants/0x${shop.kitchen.id.toString(16)}`)).statusCode).toBe(400);
  });
});

describe('blank-looking names and messages', () => {
  const invisible = ['\u200B', '\u0000', '\u00AD', ' \u200B\u00AD '];

  it('refuses an announcement whose message shows nothing, naming message; nothing is stored', async () => {
    const before = snapshot(t.database);
    for (const message of invisible) {
      const res = await admin('POST', '/api/admin/notifications', {
        message,
        target: 'all',
        scheduledAt: '2030-01-01T10:00',
      });
      expect(res.statusCode, JSON.stringify(message)).toBe(400);
      expect(res.json().errors).toHaveProperty('message');
    }
    expect(snapshot(t.database)).toEqual(before);
  });

  it('refuses a printer whose name shows nothing, on adding and on renaming; nothing is stored', async () => {
    const kitchen = caller(t.app, owner.token);
    const before = snapshot(t.database);
    for (const name of invisible) {
      const res = await kitchen('POST', '/api/vendor/printers', { name, connection: 'browser' });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().errors).toHaveProperty('name');
    }
    expect(snapshot(t.database)).toEqual(before);
    const added = await kitchen('POST', '/api/vendor/printers', { name: 'Counter', connection: 'browser' });
    expect(added.statusCode, added.body).toBe(201);
    const renamed = await kitchen('PUT', `/api/vendor/printers/${added.json().data.id}`, { name: '\u200B' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toHaveProperty('name');
  });
});

describe('impossible dates', () => {
  it('refuses a hand-over or a coupon dated 0000-01-01 and a GST month 0000-01 or 2101-01, naming the field', async () => {
    const handover = await admin('POST', '/api/admin/cash/handovers', {
      riderId: rider.id,
      amount: 10,
      date: '0000-01-01',
    });
    expect(handover.statusCode).toBe(400);
    expect(handover.json().errors).toHaveProperty('date');
    for (const month of ['0000-01', '2101-01']) {
      const res = await admin('GET', `/api/admin/reports/gst?month=${month}`);
      expect(res.statusCode, month).toBe(400);
      expect(res.json().errors).toHaveProperty('month');
    }
    expect((await admin('GET', '/api/admin/reports/gst?month=2026-02')).statusCode).toBe(200);
    const coupon = await admin('POST', '/api/admin/coupons', {
      code: 'YEARZERO',
      discount: 10,
      validFrom: '0000-01-01',
      validTo: '2030-01-01',
    });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json().errors).toHaveProperty('validFrom');
  });

  it('refuses an order for 30 February instead of reading it as 2 March', async () => {
    expect(parseZonedTime('2027-02-30T12:00:00+05:30')).toBeNaN();
    expect(parseZonedTime('2027-03-02T12:00:00+05:30')).not.toBeNaN();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      payload: {
        customer: { name: 'Sita Devi', phone: nextPhone() },
        fulfilment: 'pickup',
        items: [{ dishId: shop.thali.id, quantity: 1 }],
        scheduledFor: '2027-02-30T12:00:00+05:30',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.scheduledFor).toMatch(/ISO date-time/);
  });

  it('refuses a push key of 65 bytes that is not a point of P-256, and takes a real one', async () => {
    const kitchen = caller(t.app, owner.token);
    const subscription = (p256dh: string) => ({
      endpoint: `http://${PUSH_HOST}/${randomBytes(4).toString('hex')}`,
      keys: { p256dh, auth: randomBytes(16).toString('base64url') },
    });
    const notAPoint = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const refused = await kitchen('POST', '/api/vendor/push-subscriptions', subscription(notAPoint));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty(['keys.p256dh']);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const taken = await kitchen('POST', '/api/vendor/push-subscriptions', subscription(ecdh.getPublicKey('base64url')));
    expect(taken.statusCode, taken.body).toBe(201);
  });
});
