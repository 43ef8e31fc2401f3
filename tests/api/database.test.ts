import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { seedDemoData } from '../../db/demo';
import { ensureFirstAdmin } from '../../server/bootstrap';
import { readConfig } from '../../server/config';
import { caller, fixtures, loginAsAdmin, makeApp, snapshot, type TestApp } from './helper';

describe('opening the database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-db-'));
  const file = path.join(dir, 'app.db');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a second openDatabase() on the same file changes nothing; seeding happens only on an empty database', async () => {
    const config = { ...readConfig({}), databasePath: file, adminPassword: 'first-password-1' };
    const first = openDatabase(file);
    const admin = await ensureFirstAdmin(first, config);
    expect(admin?.email).toBe('admin@example.com');
    expect(await seedDemoData(first)).toBe(true);
    const seeded = snapshot(first);
    const schema = first.sqlite.prepare('select sql from sqlite_master order by name').all();
    first.close();

    const second = openDatabase(file);
    expect(await ensureFirstAdmin(second, config)).toBeUndefined();
    expect(await seedDemoData(second)).toBe(false);
    expect(snapshot(second)).toEqual(seeded);
    expect(second.sqlite.prepare('select sql from sqlite_master order by name').all()).toEqual(schema);
    second.close();
  });

  it('does not seed a database that already has marketplace data', async () => {
    const other = openDatabase(path.join(dir, 'other.db'));
    fixtures(other).village('Janghai');
    const before = snapshot(other);
    expect(await seedDemoData(other)).toBe(false);
    expect(snapshot(other)).toEqual(before);
    other.close();
  });

  it('has exactly the triggers docs/triggers.md lists and explains', () => {
    const database = openDatabase(path.join(dir, 'triggers.db'));
    const inDatabase = database.sqlite
      .prepare("select name from sqlite_master where type = 'trigger' order by name")
      .pluck()
      .all() as string[];
    database.close();
    const doc = fs.readFileSync(path.join(import.meta.dirname, '../../docs/triggers.md'), 'utf8');
    // The names in backticks of the tables' first column.
    const listed = new Set(
      doc
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...line.split('|')[1].matchAll(/`(\w+)`/g)].map((m) => m[1])),
    );
    expect([...listed].sort()).toEqual(inDatabase);
  });
});

describe('demo data', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await makeApp();
    await seedDemoData(t.database);
    call = caller(t.app, await loginAsAdmin(t.app));
  });
  afterAll(() => t.close());

  it('fills every screen: orders in all six statuses over 60 days, two+ pending applications', async () => {
    const counts = snapshot(t.database);
    expect(counts.orders).toBeGreaterThanOrEqual(300);
    expect(counts.orders).toBeLessThanOrEqual(600);
    for (const table of [
      'restaurants',
      'villages',
      'menu_items',
      'coupons',
      'tickets',
      'notifications',
      'applications',
    ])
      expect(counts[table], table).toBeGreaterThan(0);
    const dash = (await call('GET', '/api/admin/dashboard')).json().data;
    for (const n of Object.values(dash.orderStatusCounts)) expect(n).toBeGreaterThan(0);
    expect(dash.totalAdminEarnings).toBeGreaterThan(0);
    const oldest = t.database.sqlite.prepare('select min(created_at) as m from orders').get() as { m: number };
    expect(Date.now() - oldest.m).toBeLessThanOrEqual(61 * 86_400_000);
    const pending = (await call('GET', '/api/admin/onboarding?status=pending')).json();
    expect(pending.total).toBeGreaterThanOrEqual(2);
    const users = (await call('GET', '/api/admin/users')).json().data;
    expect(users.vendors.length).toBeGreaterThan(0);
    expect(users.deliveryPersons.length).toBeGreaterThan(0);
    const analytics = (await call('GET', '/api/admin/analytics')).json().data;
    expect(analytics.topRestaurants).toHaveLength(5);
    expect(analytics.repeatCustomers).toBeGreaterThan(0);
    expect(analytics.ordersByVillage.length).toBe(10);
  });

  it('shows every payment and trust state: UPI awaiting and paid (with UTR), held to confirm, fake with a strike', async () => {
    const list = async (query: string) =>
      (await call('GET', `/api/admin/orders?limit=100&${query}`)).json() as {
        total: number;
        data: Array<{ utr: string | null; status: string; fakeReason: string | null; customerInfo: { phone: string } }>;
      };
    expect((await list('paymentMethod=upi&paymentStatus=awaiting_upi')).total).toBeGreaterThanOrEqual(2);
    const paid = await list('paymentMethod=upi&paymentStatus=paid');
    expect(paid.total).toBeGreaterThanOrEqual(2);
    expect(paid.data.every((o) => /^\d{12}$/.test(o.utr ?? ''))).toBe(true);
    expect(paid.data.some((o) => o.status === 'delivered')).toBe(true);
    expect((await list('toConfirm=true')).total).toBeGreaterThanOrEqual(1);
    const fake = await list('fake=true');
    expect(fake.total).toBe(1);
    expect(fake.data[0]).toMatchObject({ status: 'cancelled', fakeReason: expect.stringContaining('no such house') });
    const blocklist = (await call('GET', '/api/admin/blocklist')).json();
    expect(blocklist.data).toEqual([
      expect.objectContaining({ phone: fake.data[0].customerInfo.phone, strikes: 1, state: 'ok' }),
    ]);
    // The storefront takes UPI (a handle no bank has: a demo QR pays nobody).
    const storefront = t.database.sqlite
      .prepare('select upi_id as upiId from restaurants where is_storefront = 1')
      .get() as { upiId: string };
    expect(storefront.upiId).toBe('gaonrasoi.demo@example');
  });

  it('order lists and aggregates use indexes (ready for a million orders)', () => {
    const plan = (q: string, ...args: unknown[]) =>
      (t.database.sqlite.prepare(`explain query plan ${q}`).all(...args) as Array<{ detail: string }>)
        .map((r) => r.detail)
        .join(' | ');
    expect(plan('select * from orders order by created_at desc, id desc limit 25')).toMatch(/orders_created_idx/);
    expect(plan('select * from orders where restaurant_id = ? order by created_at desc limit 25', 1)).toMatch(
      /orders_restaurant_created_idx/,
    );
    expect(plan('select * from orders where status = ? order by created_at desc limit 25', 'placed')).toMatch(
      /orders_status_created_idx/,
    );
    expect(
      plan(
        `select restaurant_id, sum(total_paise) from orders where status = 'delivered' and created_at >= ? group by restaurant_id`,
        0,
      ),
    ).toMatch(/orders_status_created_idx/);
    expect(plan('select * from order_items where order_id in (1, 2, 3)')).toMatch(/order_items_order_idx/);
  });

  it('the storefront delivers to Janghai and three neighbours at their own charges', async () => {
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu' })).json().data;
    expect(
      menu.deliveryAreas.map((a: { name: string; deliveryCharge: number; minimumOrder: number }) => [
        a.name,
        a.deliveryCharge,
        a.minimumOrder,
      ]),
    ).toEqual([
      ['Janghai', 30, 0],
      ['Handia', 50, 200],
      ['Jhunsi', 40, 0],
      ['Saidabad', 40, 150],
    ]);
    // The lists name only the neighbours: a kitchen's own village is its area by its village_id.
    const ownListed = t.database.sqlite
      .prepare(
        'select count(*) as n from village_delivery_restaurants d join restaurants r on r.id = d.restaurant_id where d.village_id = r.village_id',
      )
      .get();
    expect(ownListed).toEqual({ n: 0 });
    // Its demo orders went to those villages, each at that village's charge (a party order carries
    // its quote's delivery charge instead).
    const delivered = t.database.sqlite
      .prepare(
        `select o.village_name as village, count(*) as n, sum(o.delivery_charge_paise <> v.delivery_charge_paise) as wrongCharge
           from orders o join villages v on v.id = o.village_id join restaurants r on r.id = o.restaurant_id
          where r.is_storefront = 1 and o.fulfilment = 'delivery' and o.party_request_id is null group by o.village_name order by o.village_name`,
      )
      .all() as Array<{ village: string; n: number; wrongCharge: number }>;
    expect(delivered.map((d) => d.village)).toEqual(['Handia', 'Janghai', 'Jhunsi', 'Saidabad']);
    for (const d of delivered) expect(d.wrongCharge, d.village).toBe(0);
  });

  it('orders add up: total = subtotal + delivery, subtotal = sum of items', () => {
    const bad = t.database.sqlite
      .prepare(
        `select o.id from orders o join (select order_id, sum(quantity * price_paise) s from order_items group by order_id) i on i.order_id = o.id where i.s != o.subtotal_paise or o.total_paise != o.subtotal_paise + o.delivery_charge_paise`,
      )
      .all();
    expect(bad).toEqual([]);
  });

  it("a restaurant's bills count up with their dates, as a real register does", () => {
    const outOfOrder = t.database.sqlite
      .prepare(
        `select a.bill_number as earlier, b.bill_number as later from bills a join bills b
           on b.restaurant_id = a.restaurant_id and b.financial_year = a.financial_year and b.serial > a.serial
          where b.issued_at < a.issued_at`,
      )
      .all();
    expect(outOfOrder).toEqual([]);
  });
});
