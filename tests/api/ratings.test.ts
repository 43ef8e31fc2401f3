/**
 * Customers rate their delivered orders through the tracking link: 1–5 stars and an optional
 * line, once. The tracking answer and the admin's order show it; each dish of the order takes
 * its stars: the admin's menu shows every dish's average and count, the site's menu only from
 * the 10th rating on (before, `rating: null`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginAsAdmin, makeApp, snapshot, storefront, type TestApp } from './helper';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;
let phoneNumber = 9812340000;

beforeAll(async () => {
  t = await makeApp({ orderRateLimit: 0 });
  shop = storefront(t.database);
  admin = caller(t.app, await loginAsAdmin(t.app));
});
afterAll(() => t.close());

/** Places an order of the thali (and a lassi) as the site does; answers its code, row id and token. */
async function place(
  items = [
    { dishId: shop.thali.id, quantity: 1 },
    { dishId: shop.lassi.id, quantity: 2 },
  ],
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      customer: { name: 'Sunita Devi', phone: String(phoneNumber++) },
      fulfilment: 'delivery',
      villageId: shop.village.id,
      address: 'House 12',
      items,
    },
  });
  expect(res.statusCode).toBe(201);
  const data = res.json().data as { orderId: string; trackingUrl: string };
  return {
    code: data.orderId,
    id: Number(data.orderId.slice(4)),
    token: new URL(data.trackingUrl, 'http://x').searchParams.get('t')!,
  };
}

const deliver = (id: number) =>
  t.database.sqlite.prepare(`update orders set status = 'delivered' where id = ?`).run(id);
const rate = (o: { code: string; token: string }, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/track/${o.code}/rating?t=${o.token}`, payload: body as object });

describe('POST /api/track/:orderId/rating', () => {
  it('refuses an order not delivered, a wrong link and bad stars or feedback, changing nothing', async () => {
    const o = await place();
    const early = await rate(o, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, message: 'An order can be rated once it is delivered' });
    deliver(o.id);
    const before = snapshot(t.database);
    expect((await rate({ ...o, token: 'wrong' }, { stars: 5 })).statusCode).toBe(404);
    expect((await rate({ ...o, token: '' }, { stars: 5 })).statusCode).toBe(404);
    expect((await rate({ code: 'ORD-999999', token: o.token }, { stars: 5 })).statusCode).toBe(404);
    for (const body of [
      { stars: 0 },
      { stars: 6 },
      { stars: 3.5 },
      { stars: 'five' },
      {},
      { stars: 4, feedback: 'x'.repeat(501) },
    ]) {
      const res = await rate(o, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await rate(o, { stars: 0 })).json().errors).toHaveProperty('stars');
    expect((await rate(o, { stars: 4, feedback: 'x'.repeat(501) })).json().errors).toHaveProperty('feedback');
    expect(snapshot(t.database)).toEqual(before);
  });

  it('takes one rating of a delivered order, which tracking and the admin show; a second is a 409', async () => {
    const o = await place();
    deliver(o.id);
    const res = await rate(o, { stars: 4, feedback: '  Hot rotis, a little late  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      data: { stars: 4, feedback: 'Hot rotis, a little late', ratedAt: expect.any(String) },
    });

    const again = await rate(o, { stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already rated');
    const inHindi = await t.app.inject({
      method: 'POST',
      url: `/api/track/${o.code}/rating?t=${o.token}`,
      headers: { 'accept-language': 'hi' },
      payload: { stars: 2 },
    });
    expect(inHindi.json()).toMatchObject({ success: false, message: 'इस ऑर्डर को रेटिंग दी जा चुकी है' });

    const tracking = (await t.app.inject({ method: 'GET', url: `/api/track/${o.code}?t=${o.token}` })).json().data;
    expect(tracking.rating).toMatchObject({ stars: 4, feedback: 'Hot rotis, a little late' });
    const order = (await admin('GET', `/api/admin/orders/${o.id}`)).json().data;
    expect(order.rating).toMatchObject({ stars: 4, feedback: 'Hot rotis, a little late' });

    // Without feedback: stored as none.
    const quiet = await place();
    deliver(quiet.id);
    expect((await rate(quiet, { stars: 5, feedback: '   ' })).json().data).toMatchObject({ stars: 5, feedback: null });
    // An order not rated says so to the admin.
    const other = await place();
    expect((await admin('GET', `/api/admin/orders/${other.id}`)).json().data.rating).toBeNull();
  });

  it("gives each dish the order's stars: the admin sees every average, the site's menu only from 10 ratings", async () => {
    const menuDish = async (id: number) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/menu' })).json().data.dishes as Array<{
          id: number;
          rating: unknown;
        }>
      ).find((d) => d.id === id)!;
    const adminDish = async (id: number) =>
      (
        (await admin('GET', `/api/admin/restaurants/${shop.kitchen.id}`)).json().data.menu as Array<{
          id: number;
          customerRating: unknown;
        }>
      ).find((d) => d.id === id)!;
    // So far (the test above): 4 and 5 stars for both dishes.
    expect(await adminDish(shop.thali.id)).toMatchObject({ customerRating: { average: 4.5, count: 2 } });
    expect((await menuDish(shop.thali.id)).rating).toBeNull();

    // Eight more thali-only orders with 3 stars: the thali reaches 10 ratings, the lassi stays at 2.
    for (let i = 0; i < 8; i++) {
      const o = await place([{ dishId: shop.thali.id, quantity: 1 }]);
      deliver(o.id);
      expect((await rate(o, { stars: 3 })).statusCode).toBe(201);
    }
    // (4 + 5 + 8 × 3) / 10 = 3.3
    expect((await menuDish(shop.thali.id)).rating).toEqual({ average: 3.3, count: 10 });
    expect((await menuDish(shop.lassi.id)).rating).toBeNull();
    expect(await adminDish(shop.lassi.id)).toMatchObject({ customerRating: { average: 4.5, count: 2 } });
  });
});
