/**
 * Upgrades: a database made by an older version (only the first N migrations) opened by this
 * version gets the pending migrations, keeps its rows, and ends with foreign keys ON and a
 * clean foreign_key_check.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { getBill, issueBill } from '../../db/bills';
import { COMPOSITION_LINE, COMPOSITION_LINE_HI } from '../../shared/tax';
import { migrationJournal, olderMigrations as olderMigrationsIn, tableNames } from './util';

const journal = migrationJournal;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-upgrade-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const olderMigrations = (count: number) => olderMigrationsIn(work, count);

function schemaSql(sqlite: Database.Database): string[] {
  return (
    sqlite.prepare(`select sql from sqlite_master where sql is not null order by name`).all() as Array<{ sql: string }>
  ).map((r) => r.sql);
}

function counts(sqlite: Database.Database): Record<string, number> {
  return Object.fromEntries(
    tableNames(sqlite)
      .filter((t) => !t.startsWith('__drizzle'))
      .map((t) => [t, (sqlite.prepare(`select count(*) as n from "${t}"`).get() as { n: number }).n]),
  );
}

/** A database file made by the migrations before `tag`: what the version before it left, for this one to open. */
function databaseBefore(tag: string): { file: string; old: Database.Database } {
  const file = path.join(work, `before-${tag}.db`);
  const old = new Database(file);
  migrate(drizzle(old), { migrationsFolder: olderMigrations(journal.entries.findIndex((e) => e.tag === tag)) });
  return { file, old };
}

/** Derived tables (refilled from the orders, never holding data of their own) that a later migration replaced. */
const REPLACED_DERIVED_TABLES = ['restaurant_month_orders', 'order_export_lines'];

describe('upgrading an older database', () => {
  it('has more than one migration to upgrade through', () => {
    expect(journal.entries.length).toBeGreaterThanOrEqual(2);
    expect(journal.entries[0].tag).toBe('0000_init');
  });

  const prefixes = journal.entries.slice(0, -1).map((_, i) => i + 1);
  it.each(prefixes)(
    'from a database made by the first %i migration(s): rows survive, the newer schema appears',
    (count) => {
      const file = path.join(work, `from-${count}.db`);
      const old = new Database(file);
      old.pragma('journal_mode = WAL');
      migrate(drizzle(old), { migrationsFolder: olderMigrations(count) });
      const oldTables = new Set(tableNames(old));
      const oldSchema = schemaSql(old);
      // Rows of the older version: admins always (0000), more where the tables exist.
      const insertAdmin = old.prepare(
        'insert into admins (name, email, password_hash, role, token_version) values (?, ?, ?, ?, ?)',
      );
      insertAdmin.run('Old Super', 'old-super@example.com', 'scrypt$old$hash', 'super_admin', 3);
      insertAdmin.run('Old Manager', 'old-manager@example.com', 'scrypt$old$hash2', 'restaurant_manager', 0);
      if (oldTables.has('villages'))
        old.prepare("insert into villages (name, delivery_zone) values ('Old Village', 'Zone O')").run();
      const before = counts(old);
      const adminsBefore = old.prepare('select * from admins order by id').all();
      old.close();

      const database = openDatabase(file);
      let after: Record<string, number>;
      try {
        const { sqlite } = database;
        after = counts(sqlite);
        for (const [table, n] of Object.entries(before))
          if (!REPLACED_DERIVED_TABLES.includes(table)) expect(after[table], table).toBe(n);
        expect(sqlite.prepare('select * from admins order by id').all()).toEqual(adminsBefore);
        // The tables of the newer migrations now exist.
        for (const t of [
          'admins',
          'users',
          'restaurants',
          'orders',
          'order_items',
          'order_status_history',
          'villages',
          'coupons',
          'tickets',
          'notifications',
        ]) {
          expect(after, t).toHaveProperty(t);
        }
        // Every later migration changed the schema (new tables, or new columns such as 0003's).
        expect(schemaSql(sqlite)).not.toEqual(oldSchema);
        expect((sqlite.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }).n).toBe(
          journal.entries.length,
        );
        expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
        expect(sqlite.pragma('foreign_key_check')).toEqual([]);
        expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        database.close();
      }
      // A second open (a restart) changes nothing.
      const again = openDatabase(file);
      try {
        expect(counts(again.sqlite)).toEqual(after);
        expect((again.sqlite.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }).n).toBe(
          journal.entries.length,
        );
      } finally {
        again.close();
      }
    },
  );
});

describe('0005_order_commission', () => {
  it("gives existing orders their restaurant's rate of the day and the earnings rollups their commission", () => {
    const { file, old } = databaseBefore('0005_order_commission');
    const addRestaurant = old.prepare(
      "insert into restaurants (name, address, cuisine, commission_bp) values (?, 'Main Road', 'Thali', ?) returning id",
    );
    const addOrder = old.prepare(
      "insert into orders (customer_name, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise, created_at) values ('Sita', ?, 'R', ?, ?, 3000, ? + 3000, ?)",
    );
    const dhaba = (addRestaurant.get('Handia Dhaba', 1250) as { id: number }).id;
    const rasoi = (addRestaurant.get('Gaon Rasoi', 1000) as { id: number }).id;
    const now = Date.now();
    addOrder.run(dhaba, 'delivered', 10_001, 10_001, now - 40 * 86_400_000);
    addOrder.run(dhaba, 'placed', 5_000, 5_000, now);
    addOrder.run(rasoi, 'delivered', 20_000, 20_000, now);
    old.close();

    const database = openDatabase(file);
    try {
      const { sqlite } = database;
      expect(sqlite.prepare('select restaurant_id as r, commission_bp as bp from orders order by id').all()).toEqual([
        { r: dhaba, bp: 1250 },
        { r: dhaba, bp: 1250 },
        { r: rasoi, bp: 1000 },
      ]);
      const stats = () =>
        sqlite
          .prepare(
            "select restaurant_id as r, commission from restaurant_order_stats where status = 'delivered' order by restaurant_id",
          )
          .all();
      expect(stats()).toEqual([
        { r: dhaba, commission: 10_001 * 1250 },
        { r: rasoi, commission: 20_000 * 1000 },
      ]);
      expect(
        sqlite.prepare("select sum(commission) as c from order_daily_stats where status = 'delivered'").get(),
      ).toEqual({ c: 10_001 * 1250 + 20_000 * 1000 });
      // A new rate changes nothing already taken.
      sqlite.prepare('update restaurants set commission_bp = 2000 where id = ?').run(dhaba);
      expect(stats()).toEqual([
        { r: dhaba, commission: 10_001 * 1250 },
        { r: rasoi, commission: 20_000 * 1000 },
      ]);
    } finally {
      database.close();
    }
  });
});

describe('0009_village_delivery', () => {
  it("creates the delivery lists empty (a restaurant's own village needs no row) and keeps every row", () => {
    const { file, old } = databaseBefore('0009_village_delivery');
    const addVillage = old.prepare("insert into villages (name, delivery_zone) values (?, 'Zone A') returning id");
    const addRestaurant = old.prepare(
      "insert into restaurants (name, address, cuisine, village_id) values (?, 'Main Road', 'Thali', ?) returning id",
    );
    const janghai = (addVillage.get('Janghai') as { id: number }).id;
    const handia = (addVillage.get('Handia') as { id: number }).id;
    const empty = (addVillage.get('Saidabad') as { id: number }).id;
    const rasoi = (addRestaurant.get('Gaon Rasoi Janghai', janghai) as { id: number }).id;
    const dhaba = (addRestaurant.get('Handia Dhaba', handia) as { id: number }).id;
    const second = (addRestaurant.get('Janghai Bhojnalaya', janghai) as { id: number }).id;
    addRestaurant.get('Roaming Kitchen', null);
    const before = counts(old);
    old.close();

    const database = openDatabase(file);
    try {
      const { sqlite } = database;
      const after = counts(sqlite);
      for (const [table, n] of Object.entries(before))
        if (!REPLACED_DERIVED_TABLES.includes(table)) expect(after[table], table).toBe(n);
      expect(sqlite.prepare('select count(*) as n from village_delivery_restaurants').get()).toEqual({ n: 0 });
      // Each restaurant still stands in its own village, which is its delivery area by itself.
      expect(
        sqlite
          .prepare('select id, village_id as v from restaurants where id in (?, ?, ?) order by id')
          .all(rasoi, dhaba, second),
      ).toEqual(
        [
          { id: rasoi, v: janghai },
          { id: dhaba, v: handia },
          { id: second, v: janghai },
        ].sort((a, b) => a.id - b.id),
      );
      expect(sqlite.prepare('select count(*) as n from restaurants where village_id = ?').get(empty)).toEqual({ n: 0 });
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    } finally {
      database.close();
    }
  });
});

describe('0015_money_and_trust', () => {
  it('rebuilds orders with every row, item, history and rollup kept, and its triggers working with a discount', () => {
    const { file, old } = databaseBefore('0015_money_and_trust');
    const rasoi = (
      old
        .prepare(
          "insert into restaurants (name, address, cuisine, commission_bp) values ('Gaon Rasoi', 'Main Road', 'Thali', 1000) returning id",
        )
        .get() as { id: number }
    ).id;
    const addOrder = old.prepare(
      "insert into orders (customer_name, customer_phone, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise, commission_bp, created_at) values ('Sita', '9876543210', ?, 'Gaon Rasoi', ?, ?, 3000, ? + 3000, 1000, ?) returning id",
    );
    const now = Date.now();
    for (let i = 0; i < 5; i++) {
      const id = (
        addOrder.get(rasoi, i % 2 ? 'delivered' : 'placed', 10_000 + i, 10_000 + i, now - i * 86_400_000) as {
          id: number;
        }
      ).id;
      old
        .prepare("insert into order_items (order_id, name, quantity, price_paise) values (?, 'Thali', 1, ?)")
        .run(id, 10_000 + i);
      old.prepare("insert into order_status_history (order_id, status, at) values (?, 'placed', ?)").run(id, now);
    }
    const read = (db: Database.Database) => ({
      orders: db
        .prepare(
          'select id, customer_name, customer_phone, status, subtotal_paise, total_paise, created_at from orders order by id',
        )
        .all(),
      items: db.prepare('select id, order_id, name, quantity, price_paise from order_items order by id').all(),
      history: db.prepare('select * from order_status_history order by id').all(),
      stats: db.prepare('select * from restaurant_order_stats order by status').all(),
      daily: db.prepare('select * from order_daily_stats order by status, day').all(),
      fts: db.prepare(`select rowid from orders_fts where orders_fts match '"sita"' order by rowid`).all(),
    });
    const before = read(old);
    old.close();

    const database = openDatabase(file);
    try {
      const { sqlite } = database;
      expect(read(sqlite)).toEqual(before);
      expect(
        sqlite
          .prepare('select distinct discount_paise as d, payment_method as m, payment_status as s from orders')
          .all(),
      ).toEqual([{ d: 0, m: 'cash', s: 'cash_on_delivery' }]);
      // The rebuilt triggers: a discounted order counts its commission on the food after the discount.
      sqlite
        .prepare(
          "insert into orders (customer_name, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, discount_paise, total_paise, commission_bp, created_at) values ('Ram', ?, 'Gaon Rasoi', 'delivered', 20000, 3000, 3000, 20000, 1000, ?)",
        )
        .run(rasoi, now);
      const delivered = sqlite
        .prepare("select orders, commission from restaurant_order_stats where status = 'delivered'")
        .get();
      expect(delivered).toEqual({ orders: 3, commission: (10_001 + 10_003) * 1000 + 17_000 * 1000 });
      expect(() =>
        sqlite.prepare("update orders set total_paise = total_paise + 1 where customer_name = 'Ram'").run(),
      ).toThrow(/CHECK/);
    } finally {
      database.close();
    }
  });
});

describe('0019_lawful_bill', () => {
  it('numbers every existing order per restaurant and financial year by creation time, keeps every row, and new orders continue the series', () => {
    const { file, old } = databaseBefore('0019_lawful_bill');
    const restaurant = (name: string) =>
      (
        old
          .prepare("insert into restaurants (name, address, cuisine) values (?, 'Main Road', 'Thali') returning id")
          .get(name) as { id: number }
      ).id;
    const rasoi = restaurant('Gaon Rasoi');
    const dhaba = restaurant('Dhaba');
    const addOrder = old.prepare(
      "insert into orders (customer_name, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise, created_at) values ('Sita', ?, 'R', ?, 10000, 3000, 13000, ?) returning id",
    );
    // India time: 31 March 23:59 is still 2025-26; 1 April 00:00 is 2026-27. Inserted out of time order.
    const lastOfMarch = Date.parse('2026-03-31T18:29:00Z');
    const firstOfApril = Date.parse('2026-03-31T18:30:00Z');
    const rows: Array<[number, string, number]> = [
      [rasoi, 'delivered', firstOfApril + 60_000],
      [rasoi, 'cancelled', lastOfMarch],
      [rasoi, 'placed', firstOfApril],
      [dhaba, 'placed', firstOfApril + 5_000],
      [rasoi, 'delivered', lastOfMarch - 86_400_000],
    ];
    const ids = rows.map(([r, status, at]) => (addOrder.get(r, status, at) as { id: number }).id);
    const read = (db: Database.Database) =>
      db
        .prepare('select id, customer_name, restaurant_id, status, total_paise, created_at from orders order by id')
        .all();
    const before = read(old);
    const eventsBefore = (old.prepare('select count(*) as n from order_events').get() as { n: number }).n;
    old.close();

    const database = openDatabase(file);
    try {
      const { sqlite } = database;
      expect(read(sqlite)).toEqual(before);
      const numbers = ids.map(
        (id) => (sqlite.prepare('select bill_number as b from orders where id = ?').get(id) as { b: string }).b,
      );
      expect(numbers).toEqual([
        '2026-27/000002',
        '2025-26/000002',
        '2026-27/000001',
        '2026-27/000001',
        '2025-26/000001',
      ]);
      // The migration's numbering is no order change: no order.updated event for it.
      expect((sqlite.prepare('select count(*) as n from order_events').get() as { n: number }).n).toBe(eventsBefore);
      // Since 0026 the number comes with the bill's row (db/bills.ts), in the order's transaction.
      const added = (
        sqlite
          .prepare(
            "insert into orders (customer_name, restaurant_id, restaurant_name, subtotal_paise, total_paise, created_at) values ('Ram', ?, 'R', 100, 100, ?) returning id",
          )
          .get(rasoi, firstOfApril + 120_000) as { id: number }
      ).id;
      expect(issueBill(database, added)).toBe('2026-27/000003');
      const next = (sqlite.prepare('select bill_number as b from orders where id = ?').get(added) as { b: string }).b;
      expect(next).toBe('2026-27/000003');
      expect(sqlite.prepare('select * from bill_counters order by restaurant_id, financial_year').all()).toEqual([
        { restaurant_id: rasoi, financial_year: 2025, last: 2 },
        { restaurant_id: rasoi, financial_year: 2026, last: 3 },
        { restaurant_id: dhaba, financial_year: 2026, last: 1 },
      ]);
      expect(() =>
        sqlite.prepare('update orders set bill_number = ? where id = ?').run('2026-27/000001', ids[0]),
      ).toThrow(/UNIQUE/);
    } finally {
      database.close();
    }
  });
});

describe('0023_order_items_summary', () => {
  it("writes each existing order's items on the order in the order they were added, without an order event, and a status change still makes one", () => {
    const { file, old } = databaseBefore('0023_order_items_summary');
    const rasoi = (
      old
        .prepare(
          "insert into restaurants (name, address, cuisine) values ('Gaon Rasoi', 'Main Road', 'Thali') returning id",
        )
        .get() as { id: number }
    ).id;
    const addOrder = old.prepare(
      "insert into orders (customer_name, restaurant_id, restaurant_name, status, subtotal_paise, total_paise) values ('Sita', ?, 'Gaon Rasoi', 'placed', 100, 100) returning id",
    );
    const addItem = old.prepare('insert into order_items (order_id, name, quantity, price_paise) values (?, ?, ?, 50)');
    const [two, none] = [(addOrder.get(rasoi) as { id: number }).id, (addOrder.get(rasoi) as { id: number }).id];
    addItem.run(two, 'Village Thali', 2);
    addItem.run(two, 'Lassi, sweet', 1);
    const eventsBefore = (old.prepare('select count(*) as n from order_events').get() as { n: number }).n;
    old.close();

    const database = openDatabase(file);
    try {
      const { sqlite } = database;
      const summary = (id: number) =>
        (sqlite.prepare('select items_summary as s from orders where id = ?').get(id) as { s: string | null }).s;
      expect(summary(two)).toBe('Village Thali x2; Lassi, sweet x1');
      expect(summary(none)).toBeNull();
      const events = () => (sqlite.prepare('select count(*) as n from order_events').get() as { n: number }).n;
      expect(events()).toBe(eventsBefore);
      sqlite.prepare("update orders set status = 'accepted' where id = ?").run(two);
      expect(events()).toBe(eventsBefore + 1);
    } finally {
      database.close();
    }
  });
});

describe('0026_drop_order_export_lines', () => {
  it('keeps every order and drops the stored CSV lines, their view and their triggers; orders are still written', () => {
    const { file, old } = databaseBefore('0026_drop_order_export_lines');
    const rasoi = (
      old
        .prepare(
          "insert into restaurants (name, address, cuisine) values ('Gaon Rasoi', 'Main Road', 'Thali') returning id",
        )
        .get() as { id: number }
    ).id;
    const insert = old.prepare(
      "insert into orders (customer_name, customer_phone, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise, items_summary, created_at) values ('Ravi', '9876543210', ?, 'Gaon Rasoi', 'placed', 30100, 2000, 32100, 'Village Thali x2', ?) returning id",
    );
    const id = (insert.get(rasoi, Date.UTC(2026, 2, 10, 13, 35)) as { id: number }).id;
    expect(old.prepare('select count(*) as n from order_export_lines').get()).toEqual({ n: 1 });
    old.close();

    const database = openDatabase(file);
    try {
      const { sqlite } = database;
      const named = (pattern: string) =>
        sqlite.prepare('select name from sqlite_master where name like ?').all(pattern);
      expect(named('order_export_line%')).toEqual([]);
      expect(sqlite.prepare('select customer_name as name from orders where id = ?').get(id)).toEqual({ name: 'Ravi' });
      sqlite.prepare("update orders set status = 'delivered' where id = ?").run(id);
      sqlite.prepare('delete from orders where id = ?').run(id);
    } finally {
      database.close();
    }
  });
});

describe('0027_bill_register', () => {
  it("gives every numbered order its bill's row from today's settings, keeps every row, and the bill stops following later settings", () => {
    const { file, old } = databaseBefore('0027_bill_register');
    const rasoi = (
      old
        .prepare(
          "insert into restaurants (name, name_hi, address, cuisine, fssai_number, gstin, gst_mode, prices_include_tax, gst_by_operator) values ('Gaon Rasoi', 'गाँव रसोई', 'Main Road, Janghai', 'Thali', '12722999000123', '09AAACG1234F1Z2', 'regular', 1, 0) returning id",
        )
        .get() as { id: number }
    ).id;
    const addOrder = old.prepare(
      `insert into orders (customer_name, customer_phone, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, tax_paise, total_paise, gst_mode, prices_include_tax, fulfilment, village_name, address, created_at)
       values ('Sita', '9876543210', ?, 'Gaon Rasoi', ?, ?, ?, ?, ?, ?, ?, ?, 'Janghai', 'House 12', ?) returning id`,
    );
    const addItem = old.prepare(
      'insert into order_items (order_id, name, name_hi, quantity, price_paise) values (?, ?, ?, ?, ?)',
    );
    const at = Date.parse('2026-11-20T08:00:00Z');
    // Tax-inclusive ₹450 delivered (cash), a composition order cancelled at the counter, ₹100 + 5% on top.
    const inclusive = (
      addOrder.get(rasoi, 'delivered', 42000, 3000, 0, 45000, 'regular', 1, 'delivery', at) as { id: number }
    ).id;
    addItem.run(inclusive, 'Village Thali', 'गाँव थाली', 2, 18000);
    addItem.run(inclusive, 'Sweet Lassi', null, 1, 6000);
    const composition = (
      addOrder.get(rasoi, 'cancelled', 10000, 0, 0, 10000, 'composition', 1, 'pickup', at + 1000) as { id: number }
    ).id;
    addItem.run(composition, 'Village Thali', null, 1, 10000);
    const onTop = (
      addOrder.get(rasoi, 'placed', 10000, 0, 500, 10500, 'regular', 0, 'delivery', at + 2000) as { id: number }
    ).id;
    addItem.run(onTop, 'Village Thali', null, 1, 10000);
    const numbers = (
      old.prepare('select id, bill_number as b from orders order by id').all() as Array<{ id: number; b: string }>
    ).map((r) => r.b);
    const ordersBefore = old.prepare('select * from orders order by id').all();
    old.close();

    const database = openDatabase(file);
    try {
      const { sqlite } = database;
      // Every row and value kept (later migrations may add columns beside them).
      expect(sqlite.prepare('select * from orders order by id').all()).toEqual(
        ordersBefore.map((row) => expect.objectContaining(row as object)),
      );
      expect(numbers).toEqual(['2026-27/000001', '2026-27/000002', '2026-27/000003']);
      expect(
        sqlite.prepare('select bill_number as b, status, financial_year as fy, serial from bills order by id').all(),
      ).toEqual([
        { b: '2026-27/000001', status: 'issued', fy: 2026, serial: 1 },
        { b: '2026-27/000002', status: 'cancelled', fy: 2026, serial: 2 },
        { b: '2026-27/000003', status: 'issued', fy: 2026, serial: 3 },
      ]);
      const first = getBill(database, inclusive)!;
      expect(first).toMatchObject({
        billNumber: '2026-27/000001',
        kind: 'tax_invoice',
        restaurant: {
          name: 'Gaon Rasoi',
          nameHi: 'गाँव रसोई',
          address: 'Main Road, Janghai',
          fssai: '12722999000123',
          gstin: '09AAACG1234F1Z2',
        },
        customer: { name: 'Sita', phone: '9876543210' },
        villageName: 'Janghai',
        address: 'House 12',
        subtotalPaise: 42000,
        deliveryChargePaise: 3000,
        pricesIncludeTax: true,
        gstRateBp: 500,
        // ₹450 contains 450 − round(450 / 1.05) = ₹21.43; CGST the half rounded, SGST the rest.
        taxPaise: 2143,
        cgstPaise: 1072,
        sgstPaise: 1071,
        taxablePaise: 42857,
        totalPaise: 45000,
        gstByOperator: false,
        compositionLine: null,
        payment: 'paid',
      });
      expect(first.lines).toEqual([
        { name: 'Village Thali', nameHi: 'गाँव थाली', quantity: 2, pricePaise: 18000, amountPaise: 36000 },
        { name: 'Sweet Lassi', nameHi: null, quantity: 1, pricePaise: 6000, amountPaise: 6000 },
      ]);
      expect(getBill(database, composition)).toMatchObject({
        kind: 'bill_of_supply',
        cancelled: true,
        taxPaise: 0,
        compositionLine: { en: COMPOSITION_LINE, hi: COMPOSITION_LINE_HI },
        payment: 'cancelled',
      });
      expect(getBill(database, onTop)).toMatchObject({
        pricesIncludeTax: false,
        taxPaise: 500,
        cgstPaise: 250,
        sgstPaise: 250,
        taxablePaise: 10000,
        totalPaise: 10500,
        payment: 'due_on_delivery',
      });

      // Later settings no longer reach an issued bill.
      const billsBefore = [inclusive, composition, onTop].map((id) => getBill(database, id));
      sqlite
        .prepare(
          "update restaurants set name = 'Renamed', name_hi = null, address = 'Elsewhere', fssai_number = null, gstin = null, gst_mode = 'none', gst_by_operator = 1 where id = ?",
        )
        .run(rasoi);
      sqlite.prepare("update orders set restaurant_name = 'Renamed' where restaurant_id = ?").run(rasoi);
      expect([inclusive, composition, onTop].map((id) => getBill(database, id))).toEqual(billsBefore);

      // Numbers come from db/bills.ts now; the UTR look-up has its index.
      expect(
        sqlite.prepare("select name from sqlite_master where name in ('orders_bill_number', 'orders_utr_idx')").all(),
      ).toEqual([{ name: 'orders_utr_idx' }]);
      // A deleted order's bill stays, cancelled.
      sqlite.prepare('delete from orders where id = ?').run(inclusive);
      expect(
        sqlite.prepare('select order_id as orderId, status from bills where order_number = ?').get(inclusive),
      ).toEqual({ orderId: null, status: 'cancelled' });
      expect(getBill(database, inclusive)).toMatchObject({
        ...billsBefore[0],
        status: 'cancelled',
        cancelled: true,
        payment: 'cancelled',
      });
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    } finally {
      database.close();
    }
  });
});

describe('0034_orders_for_later and 0036_figures_by_due_day', () => {
  const day = (ms: number) => Math.floor((ms + 19_800_000) / 86_400_000);
  const placedAt = Date.UTC(2026, 2, 10, 6, 30);
  const dueAt = Date.UTC(2026, 2, 12, 7, 30);

  it('gives restaurants no cap, 15-minute slots and 30 minutes of notice, and keeps every order as one for now', () => {
    const { file, old } = databaseBefore('0034_orders_for_later');
    const rasoi = (
      old
        .prepare(
          "insert into restaurants (name, address, cuisine) values ('Gaon Rasoi', 'Main Road', 'Thali') returning id",
        )
        .get() as { id: number }
    ).id;
    const before = (
      old
        .prepare(
          "insert into orders (customer_name, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise, created_at) values ('Ravi', ?, 'Gaon Rasoi', 'delivered', 18000, 0, 18000, ?) returning id",
        )
        .get(rasoi, placedAt) as { id: number }
    ).id;
    const totalsBefore = old
      .prepare('select day, placed, delivered, delivered_total as takings from order_day_totals')
      .all();
    old.close();

    const database = openDatabase(file);
    try {
      const { sqlite } = database;
      expect(
        sqlite
          .prepare(
            'select max_orders_per_slot as cap, slot_minutes as slot, lead_minutes as lead from restaurants where id = ?',
          )
          .get(rasoi),
      ).toEqual({ cap: null, slot: 15, lead: 30 });
      expect(
        sqlite
          .prepare(
            'select scheduled_for as scheduledFor, ring_at as ringAt, rung_at as rungAt from orders where id = ?',
          )
          .get(before),
      ).toEqual({ scheduledFor: null, ringAt: null, rungAt: null });
      expect(
        sqlite.prepare('select day, placed, delivered, delivered_total as takings from order_day_totals').all(),
      ).toEqual(totalsBefore);
      // An order placed on the 10th for the 12th counts on the 12th.
      sqlite
        .prepare(
          "insert into orders (customer_name, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise, created_at, scheduled_for) values ('Sita', ?, 'Gaon Rasoi', 'placed', 9000, 0, 9000, ?, ?)",
        )
        .run(rasoi, placedAt, dueAt);
      expect(sqlite.prepare('select day, placed from order_day_totals order by day').all()).toEqual([
        { day: day(placedAt), placed: 1 },
        { day: day(dueAt), placed: 1 },
      ]);
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    } finally {
      database.close();
    }
  });

  it('moves an order for later placed before figures followed the day it is due to that day, and keeps every row', () => {
    const { file, old } = databaseBefore('0036_figures_by_due_day');
    const rasoi = (
      old
        .prepare(
          "insert into restaurants (name, address, cuisine) values ('Gaon Rasoi', 'Main Road', 'Thali') returning id",
        )
        .get() as { id: number }
    ).id;
    const insert = old.prepare(
      "insert into orders (customer_name, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise, created_at, scheduled_for) values (?, ?, 'Gaon Rasoi', 'delivered', 9000, 0, 9000, ?, ?) returning id",
    );
    const now = (insert.get('Ravi', rasoi, placedAt, null) as { id: number }).id;
    const later = (insert.get('Sita', rasoi, placedAt, dueAt) as { id: number }).id;
    old
      .prepare(
        "insert into order_items (order_id, name, quantity, price_paise) values (?, 'Village Thali', 1, 9000), (?, 'Village Thali', 1, 9000)",
      )
      .run(now, later);
    // Before: both on the day they were placed.
    expect(old.prepare('select day, placed, delivered_total as takings from order_day_totals').all()).toEqual([
      { day: day(placedAt), placed: 2, takings: 18000 },
    ]);
    old.close();

    const database = openDatabase(file);
    try {
      const { sqlite } = database;
      expect(
        sqlite.prepare('select day, placed, delivered_total as takings from order_day_totals order by day').all(),
      ).toEqual([
        { day: day(placedAt), placed: 1, takings: 9000 },
        { day: day(dueAt), placed: 1, takings: 9000 },
      ]);
      expect(sqlite.prepare('select day, quantity from dish_daily_stats order by day').all()).toEqual([
        { day: day(placedAt), quantity: 1 },
        { day: day(dueAt), quantity: 1 },
      ]);
      expect(sqlite.prepare('select count(*) as n from orders').get()).toEqual({ n: 2 });
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    } finally {
      database.close();
    }
  });
});

describe('0052_drop_old_money_columns', () => {
  const DROPPED = [
    'customer_paid_at',
    'customer_utr',
    'refunded_at',
    'refund_method',
    'refund_utr',
    'refunded_by_name',
  ];

  it("drops the orders' money columns the ledger replaced, keeping every order as it was, its indexes and its triggers", () => {
    const { file, old } = databaseBefore('0052_drop_old_money_columns');
    const rasoi = (
      old
        .prepare(
          "insert into restaurants (name, address, cuisine) values ('Gaon Rasoi', 'Main Road', 'Thali') returning id",
        )
        .get() as { id: number }
    ).id;
    const insert = old.prepare(
      `insert into orders (customer_name, customer_phone, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise,
                           payment_method, payment_status, utr, paid_at, customer_paid_at, customer_utr, refunded_at, refund_method, refund_utr, refunded_by_name,
                           items_summary, created_at, updated_at)
       values (?, '9876543210', ?, 'Gaon Rasoi', ?, 30100, 2000, 32100, 'upi', 'paid', ?, 1000, 900, ?, ?, ?, ?, ?, 'Village Thali x2', 800, 1100) returning id`,
    );
    const refunded = (
      insert.get('Ravi', rasoi, 'cancelled', '100000000001', null, 1200, 'upi', '300000000001', 'Owner') as {
        id: number;
      }
    ).id;
    const told = (insert.get('Sita', rasoi, 'accepted', null, '100000000002', null, null, null, null) as { id: number })
      .id;
    const kept = (sqlite: Database.Database) => {
      const columns = (sqlite.pragma('table_info(orders)') as Array<{ name: string }>)
        .map((c) => c.name)
        .filter((c) => !DROPPED.includes(c));
      return sqlite.prepare(`select ${columns.map((c) => `"${c}"`).join(', ')} from orders order by id`).all();
    };
    const schemaOf = (sqlite: Database.Database) =>
      (
        sqlite
          .prepare(
            "select type, name from sqlite_master where tbl_name = 'orders' and type in ('index', 'trigger') order by name",
          )
          .all() as Array<{ type: string; name: string }>
      ).filter((s) => s.name !== 'orders_refund_due_idx');
    const before = { rows: kept(old), schema: schemaOf(old), counts: counts(old) };
    expect(before.schema.some((s) => s.type === 'trigger')).toBe(true);
    old.close();

    const database = openDatabase(file);
    try {
      const { sqlite } = database;
      const columns = (sqlite.pragma('table_info(orders)') as Array<{ name: string }>).map((c) => c.name);
      for (const column of DROPPED) expect(columns).not.toContain(column);
      expect(columns).toEqual(expect.arrayContaining(['utr', 'paid_at', 'payment_status', 'advance_paise']));
      expect(kept(sqlite)).toEqual(before.rows);
      expect(schemaOf(sqlite)).toEqual(before.schema);
      expect(counts(sqlite)).toMatchObject({ orders: 2, order_items: before.counts.order_items });
      // The triggers still follow every write: a status change is an order event, a delete too.
      const events = () => sqlite.prepare('select count(*) as n from order_events').pluck().get() as number;
      const eventsBefore = events();
      sqlite.prepare("update orders set status = 'delivered' where id = ?").run(told);
      sqlite.prepare('delete from orders where id = ?').run(refunded);
      expect(events()).toBe(eventsBefore + 2);
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    } finally {
      database.close();
    }
  });
});
