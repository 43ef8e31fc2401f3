/**
 * Orders and menu answers always price against the storefront as it is now (kitchen, dishes,
 * areas; db/storefront.ts), whoever changed it, and orders arriving together are each written
 * whole in their own transaction (db/orders/place.ts), or not at all.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fixtures, makeApp, type TestApp } from './helper';
import { menuItems, villageDeliveryRestaurants, villages } from '../../db/schema';
import { getStorefrontMenu } from '../../db/storefront';

let t: TestApp;
let thali: number;
let janghai: number;
let kitchenId: number;

const place = (items: Array<{ dishId: number; quantity: number }>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: key ? { 'idempotency-key': key } : {},
    payload: {
      customer: { name: 'Sunita Devi', phone: '9876543210' },
      fulfilment: 'delivery',
      villageId: janghai,
      address: 'House 12',
      items,
    },
  });

beforeAll(async () => {
  t = await makeApp();
  const f = fixtures(t.database);
  janghai = f.village('Janghai').id;
  const kitchen = f.restaurant('Gaon Rasoi Janghai', {
    villageId: janghai,
    isStorefront: true,
    opensAt: '00:00',
    closesAt: '24:00',
  });
  kitchenId = kitchen.id;
  thali = t.database.db
    .insert(menuItems)
    .values({ restaurantId: kitchen.id, name: 'Village Thali', pricePaise: 18000, category: 'thali' })
    .returning()
    .get().id;
});
afterAll(() => t.close());

describe('the storefront as it is now', () => {
  it('follows a price change made by this connection at the very next order', async () => {
    expect((await place([{ dishId: thali, quantity: 1 }])).json().data.subtotal).toBe(180);
    t.database.db.update(menuItems).set({ pricePaise: 20000 }).where(eq(menuItems.id, thali)).run();
    expect((await place([{ dishId: thali, quantity: 1 }])).json().data.subtotal).toBe(200);
  });

  it('follows a change committed by another connection (a script)', async () => {
    expect(getStorefrontMenu(t.database, Date.now())!.deliveryAreas[0]!.deliveryCharge).toBe(30);
    const other = new Database(t.databasePath);
    other.prepare('update villages set delivery_charge_paise = 4500 where id = ?').run(janghai);
    other.close();
    expect(getStorefrontMenu(t.database, Date.now())!.deliveryAreas[0]!.deliveryCharge).toBe(45);
    expect((await place([{ dishId: thali, quantity: 1 }])).json().data.deliveryCharge).toBe(45);
  });

  it('follows the villages that list the kitchen: a direct write, a cascade and another connection', () => {
    const areaNames = () => getStorefrontMenu(t.database, Date.now())!.deliveryAreas.map((a) => a.name);
    const mungra = t.database.db
      .insert(villages)
      .values({ name: 'Mungra', deliveryZone: 'Zone A' })
      .returning()
      .get().id;
    expect(areaNames()).not.toContain('Mungra');
    t.database.db.insert(villageDeliveryRestaurants).values({ villageId: mungra, restaurantId: kitchenId }).run();
    expect(areaNames()).toContain('Mungra');
    // Deleting the village removes its list rows by cascade.
    t.database.db.delete(villages).where(eq(villages.id, mungra)).run();
    expect(areaNames()).not.toContain('Mungra');

    const soraon = t.database.db
      .insert(villages)
      .values({ name: 'Soraon', deliveryZone: 'Zone A' })
      .returning()
      .get().id;
    expect(areaNames()).not.toContain('Soraon');
    const other = new Database(t.databasePath);
    other
      .prepare('insert into village_delivery_restaurants (village_id, restaurant_id) values (?, ?)')
      .run(soraon, kitchenId);
    other.close();
    expect(areaNames()).toContain('Soraon');
  });

  it('forgets what was read inside a transaction that rolled back', () => {
    const before = getStorefrontMenu(t.database, Date.now())!.dishes[0]!.price;
    expect(() =>
      t.database.sqlite.transaction(() => {
        t.database.db.update(menuItems).set({ pricePaise: 99900 }).where(eq(menuItems.id, thali)).run();
        expect(getStorefrontMenu(t.database, Date.now())!.dishes[0]!.price).toBe(999);
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(getStorefrontMenu(t.database, Date.now())!.dishes[0]!.price).toBe(before);
  });

  it('sees a dish sold out at once', async () => {
    t.database.db.update(menuItems).set({ available: false }).where(eq(menuItems.id, thali)).run();
    expect((await place([{ dishId: thali, quantity: 1 }])).statusCode).toBe(409);
    t.database.db.update(menuItems).set({ available: true }).where(eq(menuItems.id, thali)).run();
    t.database.db.update(villages).set({ deliveryChargePaise: 3000 }).where(eq(villages.id, janghai)).run();
  });
});

describe('orders placed together', () => {
  it('each get their own order, the refused ones write nothing, and replays answer the first answer', async () => {
    const count = () => t.database.sqlite.prepare('select count(*) from orders').pluck().get() as number;
    const before = count();
    const answers = await Promise.all([
      place([{ dishId: thali, quantity: 1 }], 'together-1'),
      place([{ dishId: thali, quantity: 2 }], 'together-2'),
      place([{ dishId: 999_999, quantity: 1 }], 'together-3'),
      place([{ dishId: thali, quantity: 1 }], 'together-1'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 409, 201]);
    const [first, second, , replay] = answers.map((a) => a.json().data);
    expect(first.orderId).not.toBe(second.orderId);
    expect(replay).toEqual(first);
    expect(second.subtotal).toBe(2 * first.subtotal);
    expect(count()).toBe(before + 2);
  });

  it('answers 409 to a concurrent copy of a key with another body, and writes each order whole, in arrival order', async () => {
    const answers = await Promise.all([
      place([{ dishId: thali, quantity: 1 }], 'batch-key-a'),
      place([{ dishId: thali, quantity: 3 }], 'batch-key-a'),
      place([{ dishId: thali, quantity: 2 }], 'batch-key-b'),
      place([{ dishId: thali, quantity: 4 }]),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 409, 201, 201]);
    expect(answers[1]!.json().message).toBe('This Idempotency-Key was already used for a different order');
    const ids = [answers[0], answers[2], answers[3]].map((a) => Number(a!.json().data.orderId.slice(4)));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    const { sqlite } = t.database;
    const price = sqlite.prepare('select price_paise from menu_items where id = ?').pluck().get(thali) as number;
    ids.forEach((id, i) => {
      const quantity = [1, 2, 4][i]!;
      expect(sqlite.prepare('select subtotal_paise from orders where id = ?').pluck().get(id)).toBe(price * quantity);
      expect(
        sqlite.prepare('select name, quantity, price_paise as price from order_items where order_id = ?').all(id),
      ).toEqual([{ name: 'Village Thali', quantity, price }]);
      expect(sqlite.prepare('select status, by from order_status_history where order_id = ?').all(id)).toEqual([
        { status: 'placed', by: 'customer' },
      ]);
    });
    const stored = sqlite
      .prepare(
        "select key, order_id as orderId, response from order_requests where key in ('online:batch-key-a', 'online:batch-key-b') order by key",
      )
      .all() as Array<{ key: string; orderId: number; response: string }>;
    expect(stored.map((r) => [r.key, r.orderId])).toEqual([
      ['online:batch-key-a', ids[0]],
      ['online:batch-key-b', ids[1]],
    ]);
    expect(JSON.parse(stored[0]!.response)).toEqual(answers[0]!.json().data);
    // The order is found by the search index.
    expect(sqlite.prepare(`select rowid from orders_fts where orders_fts match '"Sunita"'`).pluck().all()).toEqual(
      expect.arrayContaining(ids),
    );
  });

  it('fails only the order whose write fails; the orders placed with it are written', async () => {
    const { sqlite } = t.database;
    const count = () => sqlite.prepare('select count(*) from orders').pluck().get() as number;
    const before = count();
    // A write SQLite refuses for one order only (no check of the API refuses it first).
    sqlite.exec(
      `create temp trigger refuse_quantity_seven before insert on order_items when new.quantity = 7 begin select raise(abort, 'refused for the test'); end`,
    );
    try {
      const answers = await Promise.all([
        place([{ dishId: thali, quantity: 1 }], 'fails-key-1'),
        place([{ dishId: thali, quantity: 7 }], 'fails-key-2'),
        place([{ dishId: thali, quantity: 2 }], 'fails-key-3'),
      ]);
      // A constraint's refusal is the app's 400 (server/plugins/app/errors.ts).
      expect(answers.map((a) => a.statusCode)).toEqual([201, 400, 201]);
      expect(count()).toBe(before + 2);
      expect(sqlite.prepare("select count(*) from order_requests where key = 'online:fails-key-2'").pluck().get()).toBe(
        0,
      );
      // Nothing of the failed order is left behind: every order has its items.
      expect(
        sqlite
          .prepare(
            'select count(*) from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
          )
          .pluck()
          .get(),
      ).toBe(0);
    } finally {
      sqlite.exec('drop trigger refuse_quantity_seven');
    }
  });
});
