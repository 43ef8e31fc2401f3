/**
 * Hindi names (dishes, villages, restaurants, categories) from the admin to the menu, orders and
 * tracking; the contact form by phone; "My village is not listed"; and the upgrade that adds
 * them keeping every row.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { migrationJournal, olderMigrations } from '../reliability/util';
import { bearer, caller, loginAsAdmin, makeApp, partnerAccount, snapshot, storefront, type TestApp } from './helper';

let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
  shop = storefront(t.database);
});
afterAll(() => t.close());

describe('Hindi names', () => {
  it("the admin sets a dish's, a village's and a restaurant's Hindi name; GET /api/menu answers both; blank clears it", async () => {
    const dish = await call('PUT', `/api/admin/menu-items/${shop.thali.id}`, {
      nameHi: ' गाँव की थाली ',
      descriptionHi: 'दाल, सब्ज़ी, रोटी',
    });
    expect(dish.statusCode).toBe(200);
    expect(dish.json().data).toMatchObject({
      name: 'Village Thali',
      nameHi: 'गाँव की थाली',
      descriptionHi: 'दाल, सब्ज़ी, रोटी',
    });
    const village = await call('PUT', `/api/admin/villages/${shop.village.id}`, {
      name: shop.village.name,
      deliveryZone: 'Zone A',
      nameHi: 'जंघई',
    });
    expect(village.json().data).toMatchObject({ nameHi: 'जंघई' });
    const kitchen = await call('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { nameHi: 'गाँव रसोई' });
    expect(kitchen.json().data).toMatchObject({ name: 'Gaon Rasoi Janghai', nameHi: 'गाँव रसोई' });

    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu' })).json().data;
    expect(menu.kitchen).toMatchObject({ name: 'Gaon Rasoi Janghai', nameHi: 'गाँव रसोई' });
    expect(menu.dishes.find((d: { id: number }) => d.id === shop.thali.id)).toMatchObject({
      name: 'Village Thali',
      nameHi: 'गाँव की थाली',
      description: '',
      descriptionHi: 'दाल, सब्ज़ी, रोटी',
    });
    expect(menu.dishes.find((d: { id: number }) => d.id === shop.lassi.id)).toMatchObject({
      nameHi: null,
      descriptionHi: null,
    });
    expect(menu.deliveryAreas[0]).toMatchObject({ name: shop.village.name, nameHi: 'जंघई' });
    expect(menu.categories.find((c: { id: string }) => c.id === 'thali')).toEqual({
      id: 'thali',
      name: 'Thali Special',
      nameHi: 'थाली स्पेशल',
    });

    const cleared = await call('PUT', `/api/admin/menu-items/${shop.lassi.id}`, { nameHi: '  ' });
    expect(cleared.json().data.nameHi).toBeNull();
  });

  it("an order keeps the Hindi name as ordered: tracking, the kitchen's list and the admin answer it", async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': 'hindi-names-1' },
      payload: {
        customer: { name: 'Sita Devi', phone: '9876543210' },
        fulfilment: 'pickup',
        items: [
          { dishId: shop.thali.id, quantity: 1 },
          { dishId: shop.lassi.id, quantity: 1 },
        ],
      },
    });
    expect(placed.statusCode).toBe(201);
    const { orderId, trackingUrl } = placed.json().data as { orderId: string; trackingUrl: string };
    const tracked = (await t.app.inject({ method: 'GET', url: `/api${trackingUrl}` })).json().data;
    // Each line names the menu dish it is, so "Order again" on a Hindi page finds it by id.
    expect(tracked.items).toEqual([
      { name: 'Village Thali', nameHi: 'गाँव की थाली', quantity: 1, price: 180, dishId: shop.thali.id },
      { name: 'Sweet Lassi', nameHi: null, quantity: 1, price: 60, dishId: shop.lassi.id },
    ]);
    // A later rename does not change what was ordered.
    await call('PUT', `/api/admin/menu-items/${shop.thali.id}`, { nameHi: 'देसी थाली' });
    const orders = (await call('GET', `/api/admin/orders?q=${orderId}`)).json().data;
    expect(orders[0].items[0]).toMatchObject({ name: 'Village Thali', nameHi: 'गाँव की थाली' });

    const vendor = await partnerAccount(t.app, 'vendor');
    t.database.sqlite.prepare('update restaurants set owner_id = ? where id = ?').run(vendor.id, shop.kitchen.id);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/vendor/orders', headers: bearer(vendor.token) })
    ).json().data;
    expect(mine[0].items[0]).toMatchObject({ nameHi: 'गाँव की थाली' });
    const restaurants = (
      await t.app.inject({ method: 'GET', url: '/api/vendor/restaurants', headers: bearer(vendor.token) })
    ).json().data;
    expect(restaurants[0]).toMatchObject({ nameHi: 'गाँव रसोई' });
    expect(restaurants[0].menu[0]).toMatchObject({ nameHi: 'देसी थाली' });
  });
});

describe('the contact form by phone, and villages not listed', () => {
  it('takes a phone number instead of an e-mail; neither is a 400 on both fields, in Hindi when asked', async () => {
    const byPhone = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ramesh', phone: '98765 43210', message: 'Do you deliver on Sundays?' },
    });
    expect(byPhone.statusCode).toBe(201);
    const ticket = (await call('GET', `/api/admin/support?q=${encodeURIComponent('Sundays')}`)).json().data[0];
    expect(ticket).toMatchObject({ customer: 'Ramesh', email: '', phone: '9876543210', type: 'Feedback' });

    const before = snapshot(t.database);
    const neither = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ramesh', message: 'Hello' },
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors).toEqual({ email: 'Email or phone is required', phone: 'Email or phone is required' });
    const badPhone = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'hi' },
      payload: { name: 'Ramesh', phone: '12345', message: 'Hello' },
    });
    expect(badPhone.json().errors).toEqual({ phone: 'मोबाइल नंबर 10 अंकों का होना चाहिए' });
    expect(snapshot(t.database)).toEqual(before);
  });

  it('"My village is not listed" opens a VillageRequest ticket the admin can filter', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/village-requests',
      payload: { village: ' Mungra Badshahpur ', phone: '९८७६५४३२१०' },
    });
    expect(res.statusCode).toBe(201);
    const list = (await call('GET', '/api/admin/support?type=VillageRequest')).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      type: 'VillageRequest',
      message: 'Mungra Badshahpur',
      phone: '9876543210',
      customer: '9876543210',
      status: 'open',
    });

    const before = snapshot(t.database);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/village-requests',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
      payload: { village: ' ', phone: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ village: 'गाँव का नाम लिखें', phone: 'मोबाइल नंबर 10 अंकों का होना चाहिए' });
    expect(snapshot(t.database)).toEqual(before);
  });
});

describe('upgrading a database of the previous version', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-hindi-upgrade-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it("keeps every row (contact messages rebuilt with their tickets' links), the new names empty", () => {
    const last = migrationJournal.entries.findIndex((e) => e.tag.endsWith('_hindi_names'));
    expect(last).toBeGreaterThan(0);
    const older = olderMigrations(work, last);

    const file = path.join(work, 'old.db');
    const old = new Database(file);
    migrate(drizzle(old), { migrationsFolder: older });
    old.exec(`
      insert into villages (name, delivery_zone) values ('Janghai', 'Zone A');
      insert into restaurants (name, address, cuisine, village_id) values ('Gaon Rasoi', 'Station Road', 'Thali', 1);
      insert into menu_items (restaurant_id, name, price_paise, description) values (1, 'Village Thali', 18000, 'Dal, rice');
      insert into orders (customer_name, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise) values ('Sita', 1, 'Gaon Rasoi', 'placed', 18000, 3000, 21000);
      insert into order_items (order_id, name, quantity, price_paise) values (1, 'Village Thali', 1, 18000);
      insert into contact_messages (name, email, phone, message) values ('Neha', 'neha@example.in', null, 'Weddings?');
      insert into tickets (customer, email, type, message, contact_message_id) values ('Neha', 'neha@example.in', 'Feedback', 'Weddings?', 1);
    `);
    const tables = ['villages', 'restaurants', 'menu_items', 'orders', 'order_items', 'contact_messages', 'tickets'];
    const rows = (db: Database.Database) =>
      Object.fromEntries(tables.map((name) => [name, db.prepare(`select * from ${name} order by id`).all()]));
    const before = rows(old);
    old.close();

    const upgraded = openDatabase(file);
    try {
      const after = rows(upgraded.sqlite);
      for (const name of tables) {
        expect(after[name], name).toHaveLength(before[name].length);
        after[name].forEach((row, i) => expect(row, name).toMatchObject(before[name][i] as object));
      }
      expect(after.menu_items[0]).toMatchObject({ name_hi: null, description_hi: null });
      expect(after.villages[0]).toMatchObject({ name_hi: null });
      expect(after.tickets[0]).toMatchObject({ contact_message_id: 1, phone: null });
      // An e-mail is no longer required.
      upgraded.sqlite
        .prepare("insert into contact_messages (name, phone, message) values ('Ramesh', '9876543210', 'Sundays?')")
        .run();
      expect(upgraded.sqlite.pragma('foreign_key_check')).toEqual([]);
    } finally {
      upgraded.close();
    }
  });

  it("order answers carry the village's and the kitchen's Hindi names, for the partner app in Hindi", async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': 'hindi-names-village' },
      payload: {
        customer: { name: 'Sita Devi', phone: '9876543211' },
        fulfilment: 'delivery',
        villageId: shop.village.id,
        address: 'House 12, Purab Tola',
        items: [{ dishId: shop.thali.id, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data.orderId as string;
    const vendor = await partnerAccount(t.app, 'vendor', 'Hindi Kitchen');
    t.database.sqlite.prepare('update restaurants set owner_id = ? where id = ?').run(vendor.id, shop.kitchen.id);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/vendor/orders', headers: bearer(vendor.token) })
    ).json().data as Array<Record<string, unknown>>;
    const order = mine.find((o) => o.orderId === orderId)!;
    expect(order).toMatchObject({
      villageName: shop.village.name,
      villageNameHi: 'जंघई',
      restaurant: { name: 'Gaon Rasoi Janghai', nameHi: 'गाँव रसोई' },
    });
    const one = (await call('GET', `/api/admin/orders/${Number(orderId.slice(4))}`)).json().data;
    expect(one).toMatchObject({ villageNameHi: 'जंघई', restaurant: { nameHi: 'गाँव रसोई' } });
  });
});
