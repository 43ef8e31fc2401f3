/**
 * Today's portions of a dish: the kitchen sets "5 left" (PUT /api/vendor/menu-items/:id
 * {portionsLeft}); every order takes its plates in the order's own transaction, never below 0, so
 * 30 customers for the last 5 plates: exactly 5 get them and the others a 409 naming the dish and
 * how many are left; a cancelled order gives its plates back; at 0 the menu shows the dish sold
 * out; the next opening resets the count to no limit or to the kitchen's usual batch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginAsAdmin, makeApp, partnerAccount, snapshot, storefront, type TestApp } from './helper';
import { portionsValidUntil, resetPortionsAtOpening } from '../../db/kitchens';
import { DAY_MS, istDayStart } from '../../shared/indiaTime';

let t: TestApp;
let vendor: ReturnType<typeof caller>;
let admin: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  const me = await partnerAccount(t.app, 'vendor', 'Portions Owner');
  vendor = caller(t.app, me.token);
  shop = storefront(t.database, { ownerId: me.id });
});
afterAll(() => t.close());

const order = (n: number, quantity = 1, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: {
      customer: { name: `Customer ${n}`, phone: `98${String(10_000_000 + n).padStart(8, '0')}` },
      fulfilment: 'pickup',
      items: [{ dishId: shop.thali.id, quantity }],
    },
  });
const menuThali = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/menu' }))
    .json()
    .data.dishes.find((d: { id: number }) => d.id === shop.thali.id);
const setPortions = (body: Record<string, unknown>) => vendor('PUT', `/api/vendor/menu-items/${shop.thali.id}`, body);

describe("today's portions", () => {
  it('the kitchen sets 5 left with a warning level; the menu carries them', async () => {
    const res = await setPortions({ portionsLeft: 5, lowAt: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: '5 left', data: { portionsLeft: 5, lowAt: 2, available: true } });
    expect(await menuThali()).toMatchObject({ portionsLeft: 5, available: true });
    expect(await menuThali()).not.toHaveProperty('lowAt');
  });

  it('30 customers at once for the last 5 plates: exactly 5 orders, the others a 409 naming the dish and how many are left', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => order(i)));
    const placed = answers.filter((res) => res.statusCode === 201 || res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const res of refused)
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Village Thali is sold out (0 left)',
        errors: { items: 'Village Thali is sold out (0 left)' },
      });
    expect(await menuThali()).toMatchObject({ portionsLeft: 0, available: false });
    // The kitchen was told once, as the plates fell to its warning level (2), in both languages.
    const warnings = t.database.sqlite
      .prepare(
        "select message, target, target_value as targetValue from notifications where message like 'Village Thali:%'",
      )
      .all();
    expect(warnings).toEqual([
      { message: 'Village Thali: 2 left · Village Thali: 2 बचीं', target: 'restaurant', targetValue: shop.kitchen.name },
    ]);
  });

  it('an order for more than are left is refused with how many are, in English or Hindi, and writes nothing', async () => {
    await setPortions({ portionsLeft: 2 });
    const kept = snapshot(t.database);
    const english = await order(100, 3);
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe('Only 2 Village Thali left');
    const hindi = await order(101, 3, { 'accept-language': 'hi' });
    expect(hindi.json().message).toBe('Village Thali सिर्फ़ 2 बचे हैं');
    expect(snapshot(t.database)).toEqual(kept);
    expect((await menuThali()).portionsLeft).toBe(2);
  });

  it('a phone order at the desk takes its plates the same way', async () => {
    await setPortions({ portionsLeft: 1 });
    const body = {
      customer: { name: 'Phone Customer', phone: '9812345678' },
      fulfilment: 'pickup',
      items: [{ dishId: shop.thali.id, quantity: 1 }],
    };
    expect((await admin('POST', '/api/admin/orders', body)).statusCode).toBe(201);
    const refused = await admin('POST', '/api/admin/orders', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Village Thali is sold out (0 left)');
  });

  it('a cancelled order gives its plates back: by the kitchen, by the customer on the tracking page', async () => {
    await setPortions({ portionsLeft: 4 });
    const first = await order(200, 2);
    const second = await order(201, 1);
    expect((await menuThali()).portionsLeft).toBe(1);

    const firstId = Number(first.json().data.orderId.replace(/\D/g, ''));
    const cancelled = await vendor('PUT', `/api/vendor/orders/${firstId}`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect((await menuThali()).portionsLeft).toBe(3);

    const trackingUrl: string = second.json().data.trackingUrl;
    const [, code, token] = /^\/track\/([^?]+)\?t=(.+)$/.exec(trackingUrl)!;
    const byCustomer = await t.app.inject({ method: 'POST', url: `/api/track/${code}/cancel?t=${token}` });
    expect(byCustomer.statusCode).toBe(200);
    expect((await menuThali()).portionsLeft).toBe(4);
  });

  it('an order the admin deletes before it is delivered gives its plates back; a cancelled one gives nothing twice', async () => {
    await setPortions({ portionsLeft: 5 });
    const idOf = (res: Awaited<ReturnType<typeof order>>) => Number(res.json().data.orderId.replace(/\D/g, ''));
    const open = idOf(await order(210, 2));
    const cancelled = idOf(await order(211, 1));
    expect((await menuThali()).portionsLeft).toBe(2);

    expect((await admin('DELETE', `/api/admin/orders/${open}`)).statusCode).toBe(200);
    expect((await menuThali()).portionsLeft).toBe(4);

    expect((await vendor('PUT', `/api/vendor/orders/${cancelled}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await menuThali()).portionsLeft).toBe(5);
    expect((await admin('DELETE', `/api/admin/orders/${cancelled}`)).statusCode).toBe(200);
    expect((await menuThali()).portionsLeft).toBe(5);
  });

  it('no limit (null) takes nothing; the admin dish form sets it too', async () => {
    const res = await admin('PUT', `/api/admin/menu-items/${shop.thali.id}`, { portionsLeft: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.portionsLeft).toBeNull();
    expect((await order(300, 8)).statusCode).toBe(201);
    // The public menu says plates left only of a counted dish, and never the kitchen's warning level.
    expect(await menuThali()).not.toHaveProperty('portionsLeft');
    expect(await menuThali()).not.toHaveProperty('lowAt');
  });

  it("the owner's dashboard shows the plates left per counted dish, fewest first", async () => {
    await setPortions({ portionsLeft: 3, lowAt: 1 });
    const res = await admin('GET', '/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.portions).toEqual([
      {
        dishId: shop.thali.id,
        restaurantId: shop.kitchen.id,
        restaurantName: shop.kitchen.name,
        name: 'Village Thali',
        nameHi: null,
        portionsLeft: 3,
        lowAt: 1,
      },
    ]);
  });

  it('refuses a negative count or an unknown reset, naming the field, changing nothing', async () => {
    const negative = await setPortions({ portionsLeft: -1 });
    expect(negative.statusCode).toBe(400);
    expect(JSON.stringify(negative.json())).toMatch(/portionsLeft/);
    const reset = await setPortions({ portionsReset: 'tomorrow' });
    expect(reset.statusCode).toBe(400);
    expect(JSON.stringify(reset.json())).toMatch(/portionsReset/);
  });

  it('the next opening resets the count: to no limit, or to the usual batch as the kitchen chose', async () => {
    await setPortions({ portionsLeft: 3 });
    await vendor('PUT', `/api/vendor/menu-items/${shop.lassi.id}`, {
      portionsLeft: 1,
      usualBatch: 40,
      portionsReset: 'batch',
    });
    // Counted yesterday: today's opening (00:00 for this kitchen) starts both afresh.
    t.database.sqlite
      .prepare('update menu_items set portions_set_at = ? where id in (?, ?)')
      .run(istDayStart(Date.now()) - 3_600_000, shop.thali.id, shop.lassi.id);
    const stored = () => t.database.sqlite.prepare('select * from menu_items order by id').all();
    const before = stored();
    // Every read shows today's count, and none writes it: two at the same moment cannot race.
    const [first, second, stock, dashboard, kitchen] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/menu' }),
      t.app.inject({ method: 'GET', url: '/api/menu' }),
      t.app.inject({ method: 'GET', url: '/api/menu/stock' }),
      admin('GET', '/api/admin/dashboard'),
      vendor('GET', '/api/vendor/restaurants'),
    ]);
    for (const menu of [first, second]) {
      const dishes = menu.json().data.dishes;
      expect(dishes.find((d: { id: number }) => d.id === shop.thali.id).portionsLeft).toBeUndefined();
      expect(dishes.find((d: { id: number }) => d.id === shop.lassi.id).portionsLeft).toBe(40);
    }
    expect(stock.json().data.dishes).toEqual(
      expect.arrayContaining([
        { id: shop.thali.id, available: true, portionsLeft: null },
        { id: shop.lassi.id, available: true, portionsLeft: 40 },
      ]),
    );
    expect(dashboard.json().data.portions).toEqual([
      expect.objectContaining({ dishId: shop.lassi.id, portionsLeft: 40 }),
    ]);
    const kitchenMenu = kitchen.json().data[0].menu as Array<{ id: number; portionsLeft: number | null }>;
    expect(kitchenMenu.find((d) => d.id === shop.lassi.id)?.portionsLeft).toBe(40);
    expect(stored()).toEqual(before);

    // The next order stores the opening's count and takes from it.
    const lassiOrder = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customer: { name: 'Lassi Customer', phone: '9876512345' },
        fulfilment: 'pickup',
        items: [{ dishId: shop.lassi.id, quantity: 2 }],
      },
    });
    expect(lassiOrder.statusCode, lassiOrder.body).toBe(201);
    const lassiRow = t.database.sqlite
      .prepare('select portions_left as portionsLeft, portions_set_at as setAt from menu_items where id = ?')
      .get(shop.lassi.id) as { portionsLeft: number; setAt: number };
    expect(lassiRow.portionsLeft).toBe(38);
    expect(lassiRow.setAt).toBeGreaterThanOrEqual(istDayStart(Date.now()));

    // Set today: the same day's later reads and writes leave it alone.
    await setPortions({ portionsLeft: 7 });
    resetPortionsAtOpening(t.database, Date.now());
    expect((await menuThali()).portionsLeft).toBe(7);
  });

  it('an answer kept by its ETag that shows plates left lasts until the next kitchen opens, at most until midnight', () => {
    const day = istDayStart(Date.now());
    const opensAt = (time: string) =>
      t.database.sqlite.prepare('update restaurants set opens_at = ? where id = ?').run(time, shop.kitchen.id);
    opensAt('07:30');
    try {
      expect(portionsValidUntil(t.database, day + 6 * 3_600_000)).toBe(day + 7.5 * 3_600_000);
      expect(portionsValidUntil(t.database, day + 8 * 3_600_000)).toBe(day + DAY_MS);
    } finally {
      opensAt('00:00');
    }
  });
});
