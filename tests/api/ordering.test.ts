/**
 * Online ordering through the API: the menu, placing an order (prices from the
 * database, every rule, idempotent replays), tracking with the secret link, and cancelling.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { caller, fixtures, loginAsAdmin, makeApp, partnerAccount, snapshot, type TestApp } from './helper';
import { menuItems, restaurants } from '../../db/schema';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let kitchen: { id: number; name: string };
let janghai: { id: number };
let elsewhere: { id: number };
const dish: Record<string, number> = {};

const place = (body: unknown, key?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...(key ? { 'idempotency-key': key } : {}), ...headers },
    payload: body as object,
  });

const order = (over: Record<string, unknown> = {}) => ({
  customer: { name: 'Sunita Devi', phone: '9876543210' },
  fulfilment: 'delivery',
  villageId: janghai.id,
  address: 'House 12, near the Shiv temple',
  landmark: 'Blue gate',
  note: 'Less spicy please',
  items: [
    { dishId: dish.thali, quantity: 2 },
    { dishId: dish.roti, quantity: 4 },
  ],
  ...over,
});

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${keyCounter++}`;

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  const f = fixtures(t.database);
  janghai = f.village('Janghai');
  elsewhere = f.village('Handia');
  // Open around the clock, so the tests do not depend on the hour CI runs at.
  kitchen = f.restaurant('Gaon Rasoi Janghai', {
    villageId: janghai.id,
    isStorefront: true,
    opensAt: '00:00',
    closesAt: '24:00',
  });
  f.restaurant('Handia Dhaba', { villageId: elsewhere.id });
  const add = (
    name: string,
    pricePaise: number,
    category: string,
    extra: Partial<typeof menuItems.$inferInsert> = {},
  ) =>
    t.database.db
      .insert(menuItems)
      .values({ restaurantId: kitchen.id, name, pricePaise, category, ...extra })
      .returning()
      .get().id;
  dish.thali = add('Village Thali', 18000, 'thali', {
    popular: true,
    spicy: 1,
    featured: true,
    description: 'Dal, sabji, roti, rice',
  });
  dish.roti = add('Tandoori Roti', 2500, 'roti');
  dish.paneer = add('Palak Paneer', 14000, 'sabji', { available: false });
});
afterAll(() => t.close());

beforeEach(() => {
  t.database.db
    .update(restaurants)
    .set({ isActive: true, opensAt: '00:00', closesAt: '24:00' })
    .where(eq(restaurants.id, kitchen.id))
    .run();
});

describe('GET /api/menu', () => {
  it('answers the storefront kitchen, its dishes and delivery areas without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menu' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.kitchen).toEqual({
      id: kitchen.id,
      name: 'Gaon Rasoi Janghai',
      nameHi: null,
      isOpen: true,
      opensAt: '00:00',
      closesAt: '24:00',
      isActive: true,
      pausedUntil: null,
      busyUntil: null,
      busyMinutes: 0,
      slotMinutes: 15,
      leadMinutes: 30,
      firstSlotAt: expect.any(String),
    });
    expect(data.categories.map((c: { id: string }) => c.id)).toEqual([
      'thali',
      'roti',
      'sabji',
      'dal',
      'rice',
      'dessert',
    ]);
    expect(data.dishes).toContainEqual({
      id: dish.thali,
      category: 'thali',
      name: 'Village Thali',
      description: 'Dal, sabji, roti, rice',
      nameHi: null,
      descriptionHi: null,
      price: 180,
      image: null,
      popular: true,
      spicy: 1,
      featured: true,
      available: true,
      // Fewer than 10 ratings: the site keeps its fixed 4.5.
      rating: null,
    });
    expect(data.dishes.find((d: { id: number }) => d.id === dish.paneer).available).toBe(false);
    expect(data.categories[0]).toEqual({ id: 'thali', name: 'Thali Special', nameHi: 'थाली स्पेशल' });
    expect(data.deliveryAreas).toEqual([
      { id: janghai.id, name: 'Janghai', nameHi: null, deliveryCharge: 30, minimumOrder: 0 },
    ]);
  });

  it('says closed when the kitchen is offline', async () => {
    t.database.db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, kitchen.id)).run();
    const res = await t.app.inject({ method: 'GET', url: '/api/menu' });
    expect(res.json().data.kitchen.isOpen).toBe(false);
  });
});

describe('POST /api/orders', () => {
  it('prices every line from the database, whatever the body says, and answers the tracking link', async () => {
    const res = await place(
      {
        ...order(),
        items: [
          { dishId: dish.thali, quantity: 2, price: 1 },
          { dishId: dish.roti, quantity: 4 },
        ],
        totalAmount: 1,
      },
      newKey(),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      orderId: expect.stringMatching(/^ORD-\d{6}$/),
      status: 'placed',
      subtotal: 460,
      deliveryCharge: 30,
      totalAmount: 490,
    });
    expect(data.trackingUrl).toMatch(new RegExp(`^/track/${data.orderId}\\?t=[A-Za-z0-9_-]{20,}$`));
    // The admin sees it like any other order, with where it goes and where it came from.
    const list = await admin('GET', `/api/admin/orders?q=Sunita`);
    const row = list.json().data.find((o: { orderId: string }) => o.orderId === data.orderId);
    expect(row).toMatchObject({
      source: 'online',
      fulfilment: 'delivery',
      villageId: janghai.id,
      villageName: 'Janghai',
      address: 'House 12, near the Shiv temple',
      landmark: 'Blue gate',
      note: 'Less spicy please',
      paymentMethod: 'cash',
      totalAmount: 490,
    });
  });

  it('charges no delivery for pickup', async () => {
    const res = await place(order({ fulfilment: 'pickup', villageId: undefined, address: undefined }), newKey());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ subtotal: 460, deliveryCharge: 0, totalAmount: 460 });
  });

  it('answers 400 with a message per field and writes nothing', async () => {
    const before = snapshot(t.database);
    const res = await place(
      {
        customer: { name: '', phone: '12345' },
        fulfilment: 'delivery',
        villageId: elsewhere.id,
        address: ' ',
        items: [],
      },
      newKey(),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining(['customer.name', 'customer.phone', 'villageId', 'address', 'items']),
    );
    expect(snapshot(t.database)).toEqual(before);
  });

  it('refuses a name of only invisible characters and phones nobody can call back; nothing is written', async () => {
    const before = snapshot(t.database);
    for (const name of ['\u200b', '\u0000\u0007', '\u202e\u200b']) {
      const res = await place(order({ customer: { name, phone: '9876543210' } }), newKey());
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().errors['customer.name']).toBe('Name is required');
    }
    for (const phone of ['0000000000', '1234567890', '9999999999']) {
      const res = await place(order({ customer: { name: 'Sunita Devi', phone } }), newKey());
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().errors['customer.phone']).toBe('Phone must be a mobile number starting with 6, 7, 8 or 9');
    }
    expect(snapshot(t.database)).toEqual(before);
  });

  it('takes a phone typed in Devanagari digits and stores its ASCII digits; the admin finds the order by the number typed either way', async () => {
    const res = await place(order({ customer: { name: 'सुनीता देवी', phone: '९८७६५ ४३२९९' } }), newKey());
    expect(res.statusCode).toBe(201);
    const id = Number(res.json().data.orderId.replace('ORD-', ''));
    expect(
      (
        t.database.sqlite.prepare('select customer_phone as phone from orders where id = ?').get(id) as {
          phone: string;
        }
      ).phone,
    ).toBe('9876543299');
    for (const q of ['9876543299', '९८७६५४३२९९']) {
      const found = await admin('GET', `/api/admin/orders?q=${encodeURIComponent(q)}`);
      expect(
        found.json().data.map((o: { id: number }) => o.id),
        q,
      ).toContain(id);
    }
  });

  it('refuses quantities outside 1–20 and more than 30 lines', async () => {
    for (const items of [
      [{ dishId: dish.thali, quantity: 0 }],
      [{ dishId: dish.thali, quantity: 21 }],
      Array.from({ length: 31 }, () => ({ dishId: dish.roti, quantity: 1 })),
    ]) {
      const res = await place(order({ items }), newKey());
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('items');
    }
  });

  it('answers 409 when the kitchen is closed or offline, or a dish is sold out, and writes nothing', async () => {
    const before = snapshot(t.database);
    t.database.db
      .update(restaurants)
      .set({ opensAt: '03:00', closesAt: '03:01' })
      .where(eq(restaurants.id, kitchen.id))
      .run();
    const closed = await place(order(), newKey());
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/Closed now/);
    t.database.db
      .update(restaurants)
      .set({ opensAt: '00:00', closesAt: '24:00', isActive: false })
      .where(eq(restaurants.id, kitchen.id))
      .run();
    expect((await place(order(), newKey())).statusCode).toBe(409);
    t.database.db.update(restaurants).set({ isActive: true }).where(eq(restaurants.id, kitchen.id)).run();
    const soldOut = await place(order({ items: [{ dishId: dish.paneer, quantity: 1 }] }), newKey());
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toContain('Palak Paneer');
    expect(snapshot(t.database)).toEqual(before);
  });

  it('refuses a village the kitchen does not serve', async () => {
    const res = await place(order({ villageId: elsewhere.id }), newKey());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('villageId');
  });

  it('refuses a malformed Idempotency-Key', async () => {
    expect((await place(order(), 'short')).statusCode).toBe(400);
    expect((await place(order(), 'has spaces in it')).statusCode).toBe(400);
  });

  it('answers the first answer again for the same key and body, and 409 for the same key with another body', async () => {
    const key = newKey();
    const first = await place(order(), key);
    const again = await place(order(), key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    const other = await place(order({ note: 'Extra onion' }), key);
    expect(other.statusCode).toBe(409);
  });

  it('makes one order from 20 copies of one key arriving at the same moment', async () => {
    const before = snapshot(t.database).orders;
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(order(), key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().data.orderId)).size).toBe(1);
    expect(snapshot(t.database).orders).toBe(before + 1);
  });
});

describe('tracking', () => {
  async function placed() {
    const data = (await place(order(), newKey())).json().data as { orderId: string; trackingUrl: string };
    const token = new URL(data.trackingUrl, 'http://x').searchParams.get('t')!;
    return { ...data, token, id: Number(data.orderId.slice(4)) };
  }

  it('answers the order with its history to the right token, and 404 to a wrong or missing one', async () => {
    const o = await placed();
    const res = await t.app.inject({ method: 'GET', url: `/api/track/${o.orderId}?t=${o.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      orderId: o.orderId,
      status: 'placed',
      fulfilment: 'delivery',
      items: [
        { name: 'Village Thali', quantity: 2, price: 180 },
        { name: 'Tandoori Roti', quantity: 4, price: 25 },
      ],
      subtotal: 460,
      deliveryCharge: 30,
      totalAmount: 490,
      history: [{ status: 'placed', by: 'customer' }],
      deliveryPerson: null,
      canCancel: true,
    });
    for (const url of [
      `/api/track/${o.orderId}?t=wrong-token-123456789`,
      `/api/track/${o.orderId}`,
      `/api/track/ORD-999999?t=${o.token}`,
    ]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().success).toBe(false);
    }
  });

  it('follows status changes made in the back office', async () => {
    const o = await placed();
    expect((await admin('PUT', `/api/admin/orders/${o.id}`, { status: 'accepted' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/track/${o.orderId}?t=${o.token}` });
    expect(res.json().data).toMatchObject({
      status: 'accepted',
      canCancel: true,
      history: [{ status: 'placed' }, { status: 'accepted', by: 'admin' }],
    });
  });

  it('lets the customer cancel before preparation, and not after', async () => {
    const early = await placed();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/track/${early.orderId}/cancel?t=${early.token}`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      history: [{ status: 'placed' }, { status: 'cancelled', by: 'customer' }],
    });

    const late = await placed();
    await admin('PUT', `/api/admin/orders/${late.id}`, { status: 'preparing' });
    const before = snapshot(t.database);
    const refused = await t.app.inject({ method: 'POST', url: `/api/track/${late.orderId}/cancel?t=${late.token}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/before preparation/);
    expect(snapshot(t.database)).toEqual(before);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/track/${late.orderId}/cancel?t=nope-nope-nope` })).statusCode,
    ).toBe(404);
  });

  it("shows the customer who cancelled and the kitchen's reason", async () => {
    const owner = await partnerAccount(t.app, 'vendor', 'Storefront Owner');
    t.database.db.update(restaurants).set({ ownerId: owner.id }).where(eq(restaurants.id, kitchen.id)).run();
    const o = await placed();
    const res = await caller(t.app, owner.token)('PUT', `/api/vendor/orders/${o.id}`, {
      status: 'cancelled',
      reason: '  Out of paneer today  ',
    });
    expect(res.statusCode).toBe(200);
    const tracked = (await t.app.inject({ method: 'GET', url: `/api/track/${o.orderId}?t=${o.token}` })).json().data;
    expect(tracked.history).toEqual([
      { status: 'placed', at: expect.any(String), by: 'customer', reason: null },
      { status: 'cancelled', at: expect.any(String), by: 'vendor', reason: 'Out of paneer today' },
    ]);
    const inBackOffice = (await admin('GET', `/api/admin/orders/${o.id}`)).json().data;
    expect(inBackOffice.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'vendor',
      reason: 'Out of paneer today',
    });
  });
});

describe('PUT /api/admin/menu-items/:id', () => {
  it('changes a dish, and the menu answers the change', async () => {
    const res = await admin('PUT', `/api/admin/menu-items/${dish.roti}`, {
      price: 30,
      available: false,
      spicy: 2,
      description: 'From the tandoor',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: dish.roti,
      price: 30,
      available: false,
      spicy: 2,
      description: 'From the tandoor',
    });
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu' })).json().data;
    expect(menu.dishes.find((d: { id: number }) => d.id === dish.roti)).toMatchObject({ price: 30, available: false });
    await admin('PUT', `/api/admin/menu-items/${dish.roti}`, { price: 25, available: true });
  });

  it('refuses a bad spice level or price with a message per field', async () => {
    const res = await admin('PUT', `/api/admin/menu-items/${dish.roti}`, { spicy: 4, price: -1 });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/admin/restaurants/:id hours and storefront', () => {
  it('sets opening hours (24:00 allowed as a close) and refuses malformed ones', async () => {
    expect(
      (await admin('PUT', `/api/admin/restaurants/${kitchen.id}`, { opensAt: '18:00', closesAt: '02:00' })).statusCode,
    ).toBe(200);
    expect(
      (await admin('PUT', `/api/admin/restaurants/${kitchen.id}`, { opensAt: '10:00', closesAt: '24:00' })).statusCode,
    ).toBe(200);
    expect((await admin('PUT', `/api/admin/restaurants/${kitchen.id}`, { opensAt: '24:00' })).statusCode).toBe(400);
    expect((await admin('PUT', `/api/admin/restaurants/${kitchen.id}`, { closesAt: '7pm' })).statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past ORDER_RATE_LIMIT orders a minute from one IP, counting each visitor behind a proxy apart', async () => {
    const limited = await makeApp({ orderRateLimit: 2, trustProxy: true });
    try {
      const from = (ip: string) =>
        limited.app.inject({ method: 'POST', url: '/api/orders', headers: { 'x-forwarded-for': ip }, payload: {} });
      expect((await from('203.0.113.1')).statusCode).toBe(400);
      expect((await from('203.0.113.1')).statusCode).toBe(400);
      const refused = await from('203.0.113.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json()).toMatchObject({ success: false, message: expect.stringMatching(/Too many/) });
      expect((await from('203.0.113.2')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
