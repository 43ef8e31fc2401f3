/**
 * The dining hall in the kitchen's app: a kitchen sees the floor of its own restaurants' tables
 * and keys in a round for one of them, placed like any order; another kitchen's table is not
 * there for it (404), and bad rounds are refused with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, makeApp, partnerAccount, snapshot, storefront, type TestApp } from './helper';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let kitchen: ReturnType<typeof caller>;
let otherKitchen: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;
let otherRestaurantId: number;

async function addTable(restaurantId: number, name: string) {
  const res = await admin('POST', '/api/admin/tables', { restaurantId, name, seats: 4 });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; token: string; name: string };
}

beforeAll(async () => {
  t = await makeApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: { email: 'admin@example.com', password: 'admin-password-123' },
  });
  admin = caller(t.app, login.json().data.token);
  const owner = await partnerAccount(t.app, 'vendor');
  const other = await partnerAccount(t.app, 'vendor', 'Other Kitchen');
  kitchen = caller(t.app, owner.token);
  otherKitchen = caller(t.app, other.token);
  shop = storefront(t.database, { ownerId: owner.id });
  otherRestaurantId = fixtures(t.database).restaurant('Dhaba Bhadohi', {
    ownerId: other.id,
    opensAt: '00:00',
    closesAt: '24:00',
  }).id;
});
afterAll(() => t.close());

describe('the kitchen’s tables', () => {
  it('a kitchen sees only its own floor, and a round it keys in reaches the kitchen and the running bill', async () => {
    const one = await addTable(shop.kitchen.id, 'Table 1');
    await addTable(shop.kitchen.id, 'Table 2');
    await addTable(otherRestaurantId, 'Dhaba 1');

    const floor = await kitchen('GET', '/api/vendor/tables/floor');
    expect(floor.statusCode).toBe(200);
    expect(floor.json().data).toEqual([
      expect.objectContaining({ name: 'Table 1', state: 'free', total: 0, rounds: 0, seatedAt: null }),
      expect.objectContaining({ name: 'Table 2', state: 'free' }),
    ]);

    // The menu numbered as the table's guests see it, so "2" is the same dish on every screen.
    const menu = await kitchen('GET', `/api/vendor/tables/${one.id}/menu`);
    expect(menu.statusCode).toBe(200);
    const guestMenu = await t.app.inject({ method: 'GET', url: `/api/tables/${one.token}/menu` });
    expect(menu.json().data.dishes.map((d: { id: number }) => d.id)).toEqual(
      guestMenu.json().data.dishes.map((d: { id: number }) => d.id),
    );

    const round = await kitchen('POST', `/api/vendor/tables/${one.id}/rounds`, {
      items: [
        { dishId: shop.thali.id, quantity: 2 },
        { dishId: shop.lassi.id, quantity: 1 },
      ],
    });
    expect(round.statusCode).toBe(201);
    expect(round.json().message).toBe('Sent to the kitchen');
    // The kitchen's card names the table as the order's customer.
    expect(round.json().data).toMatchObject({
      fulfilment: 'dine_in',
      customerInfo: { name: 'Table 1' },
      status: 'placed',
    });
    const row = t.database.sqlite
      .prepare('select table_id as tableId from orders where id = ?')
      .get(round.json().data.id);
    expect(row).toEqual({ tableId: one.id });

    // It is on the kitchen's list like any order, and on the floor as a table eating.
    const orders = await kitchen('GET', '/api/vendor/orders');
    expect(orders.json().data.map((o: { id: string }) => o.id)).toContain(round.json().data.id);
    const after = (await kitchen('GET', '/api/vendor/tables/floor')).json().data;
    expect(after[0]).toMatchObject({ name: 'Table 1', state: 'eating', total: 420, rounds: 1 });
    expect(after[0].seatedAt).not.toBeNull();
    const sitting = await kitchen('GET', `/api/vendor/tables/${one.id}/sitting`);
    expect(sitting.json().data).toMatchObject({ total: 420, rounds: [{ items: [{ quantity: 2 }, { quantity: 1 }] }] });
    // The owner's floor shows the same.
    const owners = (await admin('GET', `/api/admin/tables/floor?restaurantId=${shop.kitchen.id}`)).json().data;
    expect(owners[0]).toMatchObject({ name: 'Table 1', state: 'eating', total: 420 });
  });

  it('another kitchen’s table is not there: its floor, menu, sitting and rounds answer 404 and change nothing', async () => {
    const dhaba = (await admin('GET', `/api/admin/tables?restaurantId=${otherRestaurantId}`)).json().data[0] as {
      id: number;
    };
    const before = snapshot(t.database);
    expect((await kitchen('GET', `/api/vendor/tables/floor?restaurantId=${otherRestaurantId}`)).json().data).toEqual(
      [],
    );
    for (const path of ['menu', 'sitting']) {
      const res = await kitchen('GET', `/api/vendor/tables/${dhaba.id}/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Table not found');
    }
    const round = await kitchen('POST', `/api/vendor/tables/${dhaba.id}/rounds`, {
      items: [{ dishId: shop.thali.id, quantity: 1 }],
    });
    expect(round.statusCode).toBe(404);
    expect(round.json().message).toBe('Table not found');
    expect((await kitchen('POST', '/api/vendor/tables/99999/rounds', { items: [] })).statusCode).toBe(404);
    expect(snapshot(t.database)).toEqual(before);
    // Its own kitchen sees it; a rider's or a customer's token is not a kitchen's.
    expect((await otherKitchen('GET', `/api/vendor/tables/${dhaba.id}/menu`)).statusCode).toBe(200);
    const rider = await partnerAccount(t.app, 'delivery');
    expect((await caller(t.app, rider.token)('GET', '/api/vendor/tables/floor')).statusCode).toBe(403);
  });

  it('refuses a bad round with the field named and nothing written', async () => {
    const table = (await kitchen('GET', '/api/vendor/tables/floor')).json().data[1] as { id: number };
    const before = snapshot(t.database);
    const noItems = await kitchen('POST', `/api/vendor/tables/${table.id}/rounds`, {});
    expect(noItems.statusCode).toBe(400);
    expect(Object.keys(noItems.json().errors ?? {}).join(' ')).toContain('items');
    const badQuantity = await kitchen('POST', `/api/vendor/tables/${table.id}/rounds`, {
      items: [{ dishId: shop.thali.id, quantity: 'two' }],
    });
    expect(badQuantity.statusCode).toBe(400);
    const empty = await kitchen('POST', `/api/vendor/tables/${table.id}/rounds`, { items: [] });
    expect(empty.statusCode).toBe(400);
    // A dish of another restaurant is not on this table's menu.
    const otherDish = t.database.sqlite
      .prepare(
        "insert into menu_items (restaurant_id, name, price_paise, category) values (?, 'Dhaba Dal', 9000, 'dal') returning id",
      )
      .pluck()
      .get(otherRestaurantId) as number;
    const before2 = snapshot(t.database);
    const foreign = await kitchen('POST', `/api/vendor/tables/${table.id}/rounds`, {
      items: [{ dishId: otherDish, quantity: 1 }],
    });
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
    expect(foreign.statusCode).toBeLessThan(500);
    expect(snapshot(t.database)).toEqual(before2);
    expect(before2.menu_items).toBe(before.menu_items + 1);
  });
});
