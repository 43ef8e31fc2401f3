/**
 * Delivery to several villages: a village lists the restaurants that deliver there
 * (`restaurantIds`), and the storefront's delivery areas are its own village plus every village
 * listing it, each with its own charge and minimum order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, snapshot, storefront, type TestApp } from './helper';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let f: ReturnType<typeof fixtures>;
let shop: ReturnType<typeof storefront>;
let keyCounter = 0;

const menu = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/menu' })).json().data as {
    deliveryAreas: Array<{ id: number; name: string; deliveryCharge: number; minimumOrder: number }>;
  };
const place = (villageId: number, quantity = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': `areas-${Date.now()}-${keyCounter++}` },
    payload: {
      customer: { name: 'Sunita Devi', phone: '9876543210' },
      fulfilment: 'delivery',
      villageId,
      address: 'House 4, Panchayat Road',
      items: [{ dishId: shop.thali.id, quantity }],
    },
  });

beforeAll(async () => {
  t = await makeApp({ orderRateLimit: 0 });
  admin = caller(t.app, await loginAsAdmin(t.app));
  f = fixtures(t.database);
  shop = storefront(t.database);
});
afterAll(() => t.close());

describe('villages listing the restaurants that deliver there', () => {
  it('offers a listed village in /api/menu with its own charge and minimum, and takes orders there at that charge', async () => {
    const saidabad = (
      await admin('POST', '/api/admin/villages', {
        name: 'Saidabad',
        deliveryZone: 'Zone A',
        deliveryCharge: 40,
        minimumOrder: 150,
        restaurantIds: [shop.kitchen.id],
      })
    ).json().data;
    expect(saidabad.restaurantIds).toEqual([shop.kitchen.id]);
    // Listing does not move the kitchen: it still stands in its own village.
    expect(saidabad.assignedRestaurantIds).toEqual([]);

    const areas = (await menu()).deliveryAreas;
    expect(areas).toEqual([
      { id: shop.village.id, name: shop.village.name, deliveryCharge: 30, minimumOrder: 0, nameHi: null },
      { id: saidabad.id, name: 'Saidabad', deliveryCharge: 40, minimumOrder: 150, nameHi: null },
    ]);

    const res = await place(saidabad.id, 2);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ subtotal: 360, deliveryCharge: 40, totalAmount: 400 });
    const order = t.database.sqlite
      .prepare(
        'select village_id as villageId, village_name as villageName, delivery_charge_paise as charge from orders where id = ?',
      )
      .get(Number(res.json().data.orderId.slice(4)));
    expect(order).toEqual({ villageId: saidabad.id, villageName: 'Saidabad', charge: 4000 });
    // The kitchen's own village still takes orders at its charge.
    expect((await place(shop.village.id)).json().data).toMatchObject({ deliveryCharge: 30, totalAmount: 210 });
  });

  it("refuses a village that does not list the kitchen, with the order rules' message, and writes nothing", async () => {
    const handia = f.village('Handia');
    const dhaba = f.restaurant('Handia Dhaba', { villageId: handia.id });
    await admin('PUT', `/api/admin/villages/${handia.id}`, {
      name: 'Handia',
      deliveryZone: 'Zone A',
      restaurantIds: [dhaba.id],
    });
    const before = snapshot(t.database);
    const res = await place(handia.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ villageId: 'We do not deliver to this village yet' });
    expect(snapshot(t.database)).toEqual(before);
    expect((await menu()).deliveryAreas.map((a) => a.name)).not.toContain('Handia');
  });

  it('editing the list changes the very next /api/menu and the very next order', async () => {
    const jhunsi = (
      await admin('POST', '/api/admin/villages', { name: 'Jhunsi', deliveryZone: 'Zone B', deliveryCharge: 45 })
    ).json().data;
    expect(jhunsi.restaurantIds).toEqual([]);
    expect((await menu()).deliveryAreas.map((a) => a.name)).not.toContain('Jhunsi');

    const listed = await admin('PUT', `/api/admin/villages/${jhunsi.id}`, {
      name: 'Jhunsi',
      deliveryZone: 'Zone B',
      restaurantIds: [shop.kitchen.id],
    });
    expect(listed.json().data.restaurantIds).toEqual([shop.kitchen.id]);
    expect((await menu()).deliveryAreas).toContainEqual({
      id: jhunsi.id,
      name: 'Jhunsi',
      deliveryCharge: 45,
      minimumOrder: 0,
      nameHi: null,
    });
    expect((await place(jhunsi.id)).json().data.deliveryCharge).toBe(45);

    // A new charge is the very next answer too.
    await admin('PUT', `/api/admin/villages/${jhunsi.id}`, {
      name: 'Jhunsi',
      deliveryZone: 'Zone B',
      deliveryCharge: 35,
    });
    expect((await menu()).deliveryAreas.find((a) => a.id === jhunsi.id)?.deliveryCharge).toBe(35);

    // Without restaurantIds the list stays; an empty list removes the kitchen.
    expect((await admin('GET', `/api/admin/villages/${jhunsi.id}`)).json().data.restaurantIds).toEqual([
      shop.kitchen.id,
    ]);
    await admin('PUT', `/api/admin/villages/${jhunsi.id}`, {
      name: 'Jhunsi',
      deliveryZone: 'Zone B',
      restaurantIds: [],
    });
    expect((await menu()).deliveryAreas.map((a) => a.name)).not.toContain('Jhunsi');
    expect((await place(jhunsi.id)).statusCode).toBe(400);
  });

  it('lets one restaurant deliver to several villages and a village list several restaurants', async () => {
    const other = f.restaurant('Mungra Rasoi');
    const naini = (
      await admin('POST', '/api/admin/villages', {
        name: 'Naini',
        deliveryZone: 'Zone C',
        restaurantIds: [other.id, shop.kitchen.id, other.id],
      })
    ).json().data;
    const mungra = (
      await admin('POST', '/api/admin/villages', {
        name: 'Mungra',
        deliveryZone: 'Zone C',
        restaurantIds: [shop.kitchen.id],
      })
    ).json().data;
    expect(naini.restaurantIds).toEqual([shop.kitchen.id, other.id].sort((a, b) => a - b));
    const names = (await menu()).deliveryAreas.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Naini', 'Mungra', 'Saidabad']));
    // The kitchen's own village first, the others by name.
    expect(names[0]).toBe(shop.village.name);
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a.localeCompare(b)));

    // Deleting a village or a restaurant takes its rows of the list with it.
    await admin('DELETE', `/api/admin/villages/${mungra.id}`);
    expect((await menu()).deliveryAreas.map((a) => a.name)).not.toContain('Mungra');
    expect((await admin('DELETE', `/api/admin/restaurants/${other.id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/villages/${naini.id}`)).json().data.restaurantIds).toEqual([
      shop.kitchen.id,
    ]);
  });

  it('answers 400 for an unknown restaurant or a malformed list and changes nothing', async () => {
    const village = f.village('Soraon');
    const before = snapshot(t.database);
    const unknown = await admin('PUT', `/api/admin/villages/${village.id}`, {
      name: 'Soraon',
      deliveryZone: 'Zone A',
      restaurantIds: [shop.kitchen.id, 999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ restaurantIds: 'Unknown restaurant in restaurantIds' });
    const created = await admin('POST', '/api/admin/villages', {
      name: 'Phulpur',
      deliveryZone: 'Zone A',
      restaurantIds: [999_999],
    });
    expect(created.statusCode).toBe(400);
    for (const restaurantIds of [['abc'], [0], 'all', [1.5]]) {
      const res = await admin('PUT', `/api/admin/villages/${village.id}`, {
        name: 'Soraon',
        deliveryZone: 'Zone A',
        restaurantIds,
      });
      expect(res.statusCode, JSON.stringify(restaurantIds)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(snapshot(t.database)).toEqual(before);
    expect((await admin('GET', `/api/admin/villages/${village.id}`)).json().data.restaurantIds).toEqual([]);
  });
});
