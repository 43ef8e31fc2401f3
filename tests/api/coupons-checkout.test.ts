/**
 * Coupons at checkout: a code the customer (or the admin taking a phone call) types is checked
 * against every rule of the coupon, and the discount follows the order into its total, the
 * tracking page, the admin's list, the CSV and the commission. One refusal per rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, type TestApp } from './helper';
import { coupons, menuItems } from '../../db/schema';
import { istDate } from '../../shared/indiaTime';
import { applyCoupon } from '../../shared/couponRules';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let janghai: { id: number };
let thali: number;
let phoneCounter = 0;
/** A new phone per order unless given: per-phone limits stay out of the other tests' way. */
const newPhone = () => `98${String(76_000_000 + phoneCounter++).padStart(8, '0')}`;

const today = istDate(Date.now());
const DAY = 86_400_000;

function addCoupon(code: string, extra: Partial<typeof coupons.$inferInsert> = {}) {
  return t.database.db
    .insert(coupons)
    .values({
      code,
      discount: 10,
      validFrom: istDate(Date.now() - DAY),
      validTo: istDate(Date.now() + DAY),
      usageLimit: 100,
      ...extra,
    })
    .returning()
    .get();
}

const order = (couponCode: string | undefined, over: Record<string, unknown> = {}) => ({
  customer: { name: 'Sunita Devi', phone: newPhone() },
  fulfilment: 'delivery',
  villageId: janghai.id,
  address: 'House 12',
  items: [{ dishId: thali, quantity: 2 }],
  ...(couponCode === undefined ? {} : { couponCode }),
  ...over,
});
const place = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: body as object });

async function refused(body: unknown, reason: string | RegExp) {
  const res = await place(body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().errors.couponCode).toMatch(reason);
  return res;
}

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  const f = fixtures(t.database);
  janghai = f.village('Janghai');
  const kitchen = f.restaurant('Gaon Rasoi Janghai', {
    villageId: janghai.id,
    isStorefront: true,
    opensAt: '00:00',
    closesAt: '24:00',
    commissionBp: 1000,
  });
  thali = t.database.db
    .insert(menuItems)
    .values({ restaurantId: kitchen.id, name: 'Village Thali', pricePaise: 18000, category: 'thali' })
    .returning()
    .get().id;
});
afterAll(() => t.close());

describe('a valid coupon', () => {
  it('takes its percent off the food only, case-insensitive, and the order keeps it everywhere', async () => {
    const c = addCoupon('THALI15', { discount: 15 });
    const res = await place(order(' thali15 '));
    expect(res.statusCode, res.body).toBe(201);
    // 2 × ₹180 = ₹360 food, ₹30 delivery: 15% of ₹360 = ₹54.
    expect(res.json().data).toMatchObject({
      subtotal: 360,
      deliveryCharge: 30,
      discount: 54,
      totalAmount: 336,
      paymentMethod: 'cash',
      paymentStatus: 'cash_on_delivery',
    });
    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/track/${res.json().data.orderId}?t=${new URL(res.json().data.trackingUrl, 'http://x').searchParams.get('t')}`,
    });
    expect(tracking.json().data).toMatchObject({ discount: 54, couponCode: 'THALI15', totalAmount: 336 });
    const id = Number(res.json().data.orderId.slice(4));
    const one = await admin('GET', `/api/admin/orders/${id}`);
    expect(one.json().data).toMatchObject({ discount: 54, couponCode: 'THALI15', totalAmount: 336 });
    expect(
      t.database.db
        .select()
        .from(coupons)
        .all()
        .find((x) => x.id === c.id)?.used,
    ).toBe(1);
    const csv = await admin('GET', `/api/admin/orders/export?q=${encodeURIComponent(res.json().data.orderId)}`);
    // The items as placed online (2 × Village Thali), then the money.
    expect(csv.body).toContain('Village Thali x2,360.00,30.00,54.00,336.00');
  });

  it('comes off the delivery charge too only when the coupon says so, and never below zero', async () => {
    addCoupon('FREEALL', { discount: 100, includesDelivery: true });
    const res = await place(order('freeall'));
    expect(res.json().data).toMatchObject({ subtotal: 360, deliveryCharge: 30, discount: 390, totalAmount: 0 });
    addCoupon('FOODFREE', { discount: 100 });
    const food = await place(order('FoodFree'));
    expect(food.json().data).toMatchObject({ discount: 360, totalAmount: 30 });
  });

  it('counts in earnings on the discounted food amount', async () => {
    addCoupon('EARN50', { discount: 50 });
    const before = (await admin('GET', '/api/admin/earnings')).json().data.summary.totalCommissionEarnings as number;
    const res = await place(order('EARN50'));
    const id = Number(res.json().data.orderId.slice(4));
    // Delivered (the rider's steps are not what this test is about).
    t.database.sqlite.prepare(`update orders set status = 'delivered' where id = ?`).run(id);
    const after = (await admin('GET', '/api/admin/earnings')).json().data.summary.totalCommissionEarnings as number;
    // 10% of (₹360 − ₹180).
    expect(Math.round((after - before) * 100)).toBe(1800);
  });
});

describe('a refused coupon is a 400 on couponCode with the reason', () => {
  it('an unknown code', () => refused(order('NOSUCH'), /does not exist/));
  it('two codes at once (coupons never stack)', () => refused(order('THALI15, FREEALL'), /one coupon/i));
  it('an inactive coupon', async () => {
    addCoupon('SLEEPY', { status: 'inactive' });
    await refused(order('SLEEPY'), /not active/);
  });
  it('before its first day', async () => {
    addCoupon('LATER', { validFrom: istDate(Date.now() + 2 * DAY), validTo: istDate(Date.now() + 5 * DAY) });
    await refused(order('LATER'), /not valid yet/);
  });
  it('after its last day', async () => {
    addCoupon('OLDONE', { validFrom: istDate(Date.now() - 5 * DAY), validTo: istDate(Date.now() - 2 * DAY) });
    await refused(order('OLDONE'), /expired/);
  });
  it('another village', async () => {
    addCoupon('HANDIA10', { applicableVillages: ['Handia'] });
    await refused(order('HANDIA10'), /not valid for delivery to Janghai/);
  });
  it('a pickup order with a village coupon', async () => {
    addCoupon('JANGHAI10', { applicableVillages: ['janghai'] });
    expect((await place(order('JANGHAI10'))).statusCode).toBe(201);
    await refused(order('JANGHAI10', { fulfilment: 'pickup', villageId: null, address: null }), /only for delivery/);
  });
  it('another restaurant', async () => {
    addCoupon('DHABA10', { applicableRestaurants: ['Handia Dhaba'] });
    await refused(order('DHABA10'), /not valid at Gaon Rasoi Janghai/);
  });
  it('below its minimum order', async () => {
    addCoupon('BIG500', { minimumOrderPaise: 50_000 });
    await refused(order('BIG500'), /at least ₹500/);
  });
  it('used up', async () => {
    addCoupon('ONCE', { usageLimit: 1 });
    expect((await place(order('ONCE'))).statusCode).toBe(201);
    await refused(order('ONCE'), /used up/);
  });
  it('already used by this phone', async () => {
    addCoupon('NEWUSER', { discount: 30, perPhoneLimit: 1 });
    const phone = newPhone();
    expect((await place(order('NEWUSER', { customer: { name: 'Ram', phone } }))).statusCode).toBe(201);
    await refused(order('NEWUSER', { customer: { name: 'Ram', phone: `+91 ${phone}` } }), /already used/);
    // Another phone still may.
    expect((await place(order('NEWUSER'))).statusCode).toBe(201);
  });
  it('in Hindi for a Hindi customer', async () => {
    const res = await place(order('NOSUCH'), { 'accept-language': 'hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.couponCode).toBe('यह कूपन कोड मौजूद नहीं है');
  });
  it('a refused order writes nothing and uses nothing', async () => {
    const c = addCoupon('KEEP', { usageLimit: 5, minimumOrderPaise: 100_000 });
    const before = t.database.sqlite.prepare('select count(*) as n from orders').get();
    await refused(order('KEEP'), /at least/);
    expect(t.database.sqlite.prepare('select count(*) as n from orders').get()).toEqual(before);
    expect(
      t.database.db
        .select()
        .from(coupons)
        .all()
        .find((x) => x.id === c.id)?.used,
    ).toBe(0);
  });
});

describe('concurrent orders', () => {
  it('never use a coupon more often than its limit', async () => {
    addCoupon('RUSH', { usageLimit: 3 });
    const results = await Promise.all(Array.from({ length: 8 }, () => place(order('RUSH'))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
  });
});

describe('applyCoupon', () => {
  it('rounds down to the paisa and applies on the last valid day', () => {
    const coupon = {
      id: 1,
      code: 'X',
      discount: 15,
      validFrom: today,
      validTo: today,
      usageLimit: 1,
      used: 0,
      applicableVillages: [],
      applicableRestaurants: [],
      status: 'active' as const,
      minimumOrderPaise: 0,
      perPhoneLimit: null,
      includesDelivery: false,
    };
    expect(
      applyCoupon(coupon, {
        subtotalPaise: 333,
        deliveryChargePaise: 0,
        villageName: null,
        restaurantName: 'R',
        today,
        phoneUses: 0,
      }),
    ).toEqual({ ok: true, discountPaise: 49 });
  });
});

describe('saving a coupon', () => {
  it.each(['DIWALI 50', 'THALI,15', 'SAVE+10', 'A;B'])(
    'refuses the code %j, which checkout would read as several codes, and saves nothing',
    async (code) => {
      const before = t.database.db.select().from(coupons).all().length;
      const res = await admin('POST', '/api/admin/coupons', { code, discount: 10, validFrom: today, validTo: today });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.code).toBe('A coupon code is one word: no spaces, commas, + or ;');
      expect(t.database.db.select().from(coupons).all().length).toBe(before);
    },
  );

  it('refuses renaming a coupon to such a code, and keeps its old one', async () => {
    const coupon = addCoupon('RENAMEME');
    const res = await admin('PUT', `/api/admin/coupons/${coupon.id}`, { code: 'RENAME ME' });
    expect(res.statusCode).toBe(400);
    expect((await admin('GET', `/api/admin/coupons/${coupon.id}`)).json().data.code).toBe('RENAMEME');
  });
});

describe('the quote before the tap (POST /api/orders/quote)', () => {
  it('answers the very amounts the order then gets, coupon included, and stores nothing', async () => {
    addCoupon('QUOTE20', { discount: 20 });
    const body = order('quote20');
    const ordersBefore = t.database.sqlite.prepare('select count(*) from orders').pluck().get();
    const usedBefore = t.database.sqlite.prepare(`select used from coupons where code = 'QUOTE20'`).pluck().get();
    const quote = await t.app.inject({ method: 'POST', url: '/api/orders/quote', payload: body });
    expect(quote.statusCode, quote.body).toBe(200);
    // 2 × ₹180 = ₹360, 20% off = ₹72, + ₹30 delivery.
    expect(quote.json().data).toEqual({ subtotal: 360, deliveryCharge: 30, discount: 72, tax: 0, totalAmount: 318 });
    expect(t.database.sqlite.prepare('select count(*) from orders').pluck().get()).toBe(ordersBefore);
    expect(t.database.sqlite.prepare(`select used from coupons where code = 'QUOTE20'`).pluck().get()).toBe(usedBefore);
    const placed = (await place(body)).json().data;
    expect(placed).toMatchObject(quote.json().data);
  });

  it('refuses a coupon with the same 400 on couponCode as checkout', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/quote', payload: order('NOSUCH') });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.couponCode).toMatch(/does not exist/);
  });
});
