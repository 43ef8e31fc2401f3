/**
 * The ledger (db/ledger.ts): every rupee is a row. A database of the previous version, with
 * orders of every kind of money, is upgraded; each order's money and the day's sums read from
 * the rows are what the screens computed from the orders' columns before, to the paisa — but for
 * the two defects the rows put right (a rider is not handed a party's UPI advance as cash; a
 * cancelled party's advance is owed back). Then the rows' own rules: UTR once, no overpaying,
 * voiding, checking.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../../db/client';
import {
  checkPayment,
  moneyOf,
  moneyOfDay,
  paymentsOf,
  recordPayment,
  recordRefund,
  upiStatement,
  voidPayment,
} from '../../db/ledger';
import { DAY_MS, istDateStart } from '../../shared/indiaTime';
import { Refusal } from '../../shared/refusal';

/**
 * How the previous version added money up from the orders' columns (its db/money.ts), kept here
 * to read the old database with: the figures the ledger must give again.
 */
const OLD_MONEY_SUMS = [
  `coalesce(sum(total_paise) filter (where status = 'delivered' and payment_method = 'cash'), 0) as cashPaise`,
  `coalesce(sum(total_paise) filter (where status = 'delivered' and payment_method = 'upi'), 0) as upiPaise`,
  `coalesce(sum(total_paise) filter (where status = 'delivered' and payment_method = 'upi' and payment_status != 'paid'), 0) as upiAwaitingPaise`,
].join(', ');
const OLD_RIDER_DAY = 'coalesce(updated_at, created_at) >= ? and coalesce(updated_at, created_at) < ?';
const RIDERS_DAY_MONEY = `select delivery_person_id as riderId, count(*) as deliveries, ${OLD_MONEY_SUMS} from orders
  where status = 'delivered' and ${OLD_RIDER_DAY} and delivery_person_id is not null and (? is null or delivery_person_id = ?)
  group by delivery_person_id`;
const COUNTER_DAY_CASH = `select coalesce(sum(total_paise), 0) from orders
  where status = 'delivered' and payment_method = 'cash' and fulfilment = 'pickup' and delivery_person_id is null and ${OLD_RIDER_DAY}`;
const REFUND_DUE = `(status = 'cancelled' and payment_status = 'paid' and refunded_at is null)`;
const REFUND_DUE_FROM = 'orders';
const refundStatusOf = (o: { status: string; paymentStatus: string; refundedAt: number | null }) =>
  o.refundedAt !== null ? 'refunded' : o.status === 'cancelled' && o.paymentStatus === 'paid' ? 'due' : null;
import { migrationJournal, olderMigrations } from '../reliability/util';

const DAY = '2026-11-20';
const FROM = istDateStart(DAY);
const TO = FROM + DAY_MS;
const at = (hour: number, minute = 0) => FROM + (hour * 60 + minute) * 60_000;
const R1 = 11;
const R2 = 12;

/** The orders of a day with every kind of money, as the previous version stored them. */
const SEED = `
  insert into villages (id, name, delivery_zone) values (1, 'Janghai', 'Zone A');
  insert into restaurants (id, name, address, cuisine, village_id) values (1, 'Gaon Rasoi', 'Station Road', 'Thali', 1);
  insert into users (id, name, email, password_hash, role) values
    (${R1}, 'Ravi', 'ravi@example.in', 'x', 'delivery'), (${R2}, 'Suresh', 'suresh@example.in', 'x', 'delivery'),
    (13, 'Kitchen', 'kitchen@example.in', 'x', 'vendor');
  insert into party_requests (id, token_hash, restaurant_id, name, phone, date, guests, status, total_paise, advance_paise, advance_paid_at, advance_utr, advance_confirmed_by_name) values
    (1, 'h1', 1, 'Meena', '9876500001', '${DAY}', 40, 'advance_paid', 100000, 30000, ${at(8)}, '400000000001', 'Owner Anil'),
    (2, 'h2', 1, 'Gita', '9876500002', '${DAY}', 20, 'advance_paid', 50000, 50000, ${at(8, 30)}, '400000000002', 'Owner Anil'),
    (3, 'h3', 1, 'Kamla', '9876500003', '${DAY}', 30, 'advance_paid', 60000, 20000, ${at(9)}, '400000000003', 'Owner Anil');
  insert into orders (id, customer_name, customer_phone, restaurant_id, restaurant_name, status, subtotal_paise, total_paise, fulfilment,
                      payment_method, payment_status, utr, paid_at, customer_paid_at, customer_utr, delivery_person_id, delivery_person_name,
                      created_at, updated_at, refunded_at, refund_method, refund_utr, refunded_by_name, party_request_id, advance_paise) values
    -- 1 cash, delivered by Ravi
    (1, 'Sita', '9000000001', 1, 'Gaon Rasoi', 'delivered', 21000, 21000, 'delivery', 'cash', 'cash_on_delivery', null, null, null, null, ${R1}, 'Ravi', ${at(10)}, ${at(11)}, null, null, null, null, null, 0),
    -- 2 cash pickup handed over at the counter
    (2, 'Ram', '9000000002', 1, 'Gaon Rasoi', 'delivered', 15050, 15050, 'pickup', 'cash', 'cash_on_delivery', null, null, null, null, null, null, ${at(10)}, ${at(12)}, null, null, null, null, null, 0),
    -- 3 UPI paid at checkout, delivered by Ravi later
    (3, 'Lakshmi', '9000000003', 1, 'Gaon Rasoi', 'delivered', 45780, 45780, 'delivery', 'upi', 'paid', '100000000003', ${at(9)}, null, null, ${R1}, 'Ravi', ${at(9)}, ${at(13)}, null, null, null, null, null, 0),
    -- 4 UPI collected at the door by Suresh (paid as it was delivered)
    (4, 'Mohan', '9000000004', 1, 'Gaon Rasoi', 'delivered', 30000, 30000, 'delivery', 'upi', 'paid', '100000000004', ${at(14)}, null, null, ${R2}, 'Suresh', ${at(12)}, ${at(14)}, null, null, null, null, null, 0),
    -- 5 UPI delivered, nobody has seen the money
    (5, 'Radha', '9000000005', 1, 'Gaon Rasoi', 'delivered', 25000, 25000, 'delivery', 'upi', 'awaiting_upi', null, null, null, null, ${R2}, 'Suresh', ${at(12)}, ${at(15)}, null, null, null, null, null, 0),
    -- 6 UPI, the customer said "I've paid"
    (6, 'Gopal', '9000000006', 1, 'Gaon Rasoi', 'accepted', 18000, 18000, 'delivery', 'upi', 'awaiting_upi', null, null, ${at(16)}, '100000000006', null, null, ${at(16)}, ${at(16)}, null, null, null, null, null, 0),
    -- 7 UPI paid then cancelled: refund due
    (7, 'Hari', '9000000007', 1, 'Gaon Rasoi', 'cancelled', 12000, 12000, 'delivery', 'upi', 'paid', '100000000007', ${at(10)}, null, null, null, null, ${at(10)}, ${at(11)}, null, null, null, null, null, 0),
    -- 8 UPI paid, cancelled, refunded by UPI
    (8, 'Uma', '9000000008', 1, 'Gaon Rasoi', 'cancelled', 9900, 9900, 'delivery', 'upi', 'paid', '100000000008', ${at(10)}, null, null, null, null, ${at(10)}, ${at(17)}, ${at(17)}, 'upi', '300000000008', 'Owner Anil', null, 0),
    -- 9 party, ₹300 advance by UPI, the rest in cash to Ravi
    (9, 'Meena', '9876500001', 1, 'Gaon Rasoi', 'delivered', 100000, 100000, 'delivery', 'cash', 'cash_on_delivery', null, null, null, null, ${R1}, 'Ravi', ${at(8)}, ${at(18)}, null, null, null, null, 1, 30000),
    -- 10 party paid in full by its advance, not yet delivered
    (10, 'Gita', '9876500002', 1, 'Gaon Rasoi', 'accepted', 50000, 50000, 'delivery', 'upi', 'paid', null, null, null, null, null, null, ${at(8, 30)}, ${at(9)}, null, null, null, null, 2, 50000),
    -- 11 party with an advance, then cancelled
    (11, 'Kamla', '9876500003', 1, 'Gaon Rasoi', 'cancelled', 60000, 60000, 'delivery', 'cash', 'cash_on_delivery', null, null, null, null, null, null, ${at(9)}, ${at(19)}, null, null, null, null, 3, 20000),
    -- 12 cash, not delivered; 13 cash cancelled
    (12, 'Dev', '9000000012', 1, 'Gaon Rasoi', 'preparing', 8000, 8000, 'delivery', 'cash', 'cash_on_delivery', null, null, null, null, null, null, ${at(19)}, ${at(19)}, null, null, null, null, null, 0),
    (13, 'Asha', '9000000013', 1, 'Gaon Rasoi', 'cancelled', 8000, 8000, 'delivery', 'cash', 'cash_on_delivery', null, null, null, null, null, null, ${at(19)}, ${at(19)}, null, null, null, null, null, 0),
    -- 14 UPI paid with a UTR order 3 had already used (stored before one UTR could pay one thing)
    (14, 'Nanda', '9000000014', 1, 'Gaon Rasoi', 'delivered', 5000, 5000, 'pickup', 'upi', 'paid', '100000000003', ${at(20)}, null, null, null, null, ${at(20)}, ${at(20)}, null, null, null, null, null, 0);
  update party_requests set order_id = id + 8;
  insert into order_status_history (order_id, status, at, by, user_id) values
    (3, 'delivered', ${at(13)}, 'delivery', ${R1}), (4, 'delivered', ${at(14)}, 'delivery', ${R2}), (1, 'delivered', ${at(11)}, 'delivery', ${R1});
`;

interface Before {
  orders: Array<{ id: number; status: string; paymentStatus: string; refundStatus: string | null; totalPaise: number }>;
  riders: Array<{ riderId: number; cashPaise: number }>;
  counterPaise: number;
  refundsDue: { count: number; paise: number };
  upiPaidPaise: number;
}

/** The figures the previous version's statements (db/money.ts) give on the old database. */
function figuresBefore(old: Database.Database): Before {
  const orders = (
    old
      .prepare(
        'select id, status, payment_status as paymentStatus, refunded_at as refundedAt, total_paise as totalPaise from orders order by id',
      )
      .all() as Array<{
      id: number;
      status: string;
      paymentStatus: string;
      refundedAt: number | null;
      totalPaise: number;
    }>
  ).map((o) => ({ ...o, refundStatus: refundStatusOf(o) }));
  return {
    orders,
    riders: (old.prepare(RIDERS_DAY_MONEY).all(FROM, TO, null, null) as Before['riders']).map(
      ({ riderId, cashPaise }) => ({ riderId, cashPaise }),
    ),
    counterPaise: old.prepare(COUNTER_DAY_CASH).pluck().get(FROM, TO) as number,
    refundsDue: old
      .prepare(
        `select count(*) as count, coalesce(sum(total_paise), 0) as paise from ${REFUND_DUE_FROM} where ${REFUND_DUE}`,
      )
      .get() as Before['refundsDue'],
    upiPaidPaise: old
      .prepare(
        `select coalesce(sum(total_paise - advance_paise), 0) from orders where payment_method = 'upi' and payment_status = 'paid' and paid_at >= ? and paid_at < ?`,
      )
      .pluck()
      .get(FROM, TO) as number,
  };
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-ledger-'));
let database: AppDatabase;
let before: Before;

beforeAll(() => {
  const last = migrationJournal.entries.findIndex((e) => e.tag.endsWith('_ledger'));
  expect(last).toBeGreaterThan(0);
  const file = path.join(work, 'old.db');
  const old = new Database(file);
  migrate(drizzle(old), { migrationsFolder: olderMigrations(work, last) });
  old.exec(SEED);
  before = figuresBefore(old);
  old.close();
  database = openDatabase(file);
});
afterAll(() => {
  database?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('upgrading: every order’s money becomes rows and every figure stays', () => {
  it('each order reads the payment and refund status it showed, from its rows', () => {
    for (const o of before.orders) {
      const money = moneyOf(database, o.id)!;
      const label = `order ${o.id}`;
      if (o.id === 11) {
        // A party cancelled after its advance: the ₹200 advance is owed back (it was owed to nobody before).
        expect(money, label).toMatchObject({ refundStatus: 'due', refundDuePaise: 20000, paidPaise: 20000 });
        continue;
      }
      // A delivered cash order's cash is in hand: "paid" (its balance is 0); before, the column said cash on delivery.
      const paymentStatus =
        o.status === 'delivered' && o.paymentStatus === 'cash_on_delivery' ? 'paid' : o.paymentStatus;
      expect(money.paymentStatus, label).toBe(paymentStatus);
      expect(money.refundStatus, label).toBe(o.refundStatus);
      const paid = paymentStatus === 'paid' && o.refundStatus !== 'refunded' ? o.totalPaise : 0;
      expect(money.paidPaise, label).toBe(paid);
      expect(money.balanceDuePaise, label).toBe(o.status === 'cancelled' ? 0 : o.totalPaise - paid);
      expect(money.refundDuePaise, label).toBe(o.refundStatus === 'due' ? o.totalPaise : 0);
    }
  });

  it("the day's cash per rider and at the counter, the refunds due and the UPI seen are the same to the paisa", () => {
    const day = moneyOfDay(database, FROM, TO);
    const cashOf = (kind: string, id: number | null) =>
      day.byReceiver.find((r) => r.kind === kind && r.id === id)?.cashPaise ?? 0;
    for (const r of before.riders) {
      // Ravi delivered the ₹1,000 party whose ₹300 advance came by UPI: his cash is the ₹700 he took.
      const advance = r.riderId === R1 ? 30000 : 0;
      expect(cashOf('rider', r.riderId), `rider ${r.riderId}`).toBe(r.cashPaise - advance);
    }
    expect(cashOf('rider', R1)).toBe(21000 + 70000);
    expect(cashOf('counter', null)).toBe(before.counterPaise);
    expect(before.counterPaise).toBe(15050);

    const due = [...Array(14).keys()].map((i) => moneyOf(database, i + 1)!).filter((m) => m.refundStatus === 'due');
    expect(due.length).toBe(before.refundsDue.count + 1);
    expect(due.reduce((sum, m) => sum + m.refundDuePaise, 0)).toBe(before.refundsDue.paise + 20000);

    // UPI seen that day: the orders' (by when they were paid) and the three advances, which no screen counted before.
    expect(day.upiPaise).toBe(before.upiPaidPaise + 30000 + 50000 + 20000);
    expect(day.upiToCheckPaise).toBe(18000);
    expect(day.refundUpiPaise).toBe(9900);
    expect(day.cashPaise).toBe(21000 + 15050 + 70000);
  });

  it('keeps who took each payment: the rider at the door, the customer at checkout, the owner for an advance', () => {
    expect(paymentsOf(database, 4)).toMatchObject([
      {
        kind: 'payment',
        method: 'upi',
        amountPaise: 30000,
        utr: '100000000004',
        receivedByKind: 'rider',
        receivedById: R2,
        receivedByName: 'Suresh',
        checkedAt: at(14),
      },
    ]);
    expect(paymentsOf(database, 3)).toMatchObject([{ receivedByKind: 'customer', receivedByName: 'Lakshmi' }]);
    expect(paymentsOf(database, 9)).toMatchObject([
      {
        method: 'upi',
        amountPaise: 30000,
        utr: '400000000001',
        receivedByKind: 'owner',
        receivedByName: 'Owner Anil',
        at: at(8),
      },
      { method: 'cash', amountPaise: 70000, receivedByKind: 'rider', receivedById: R1, at: at(18) },
    ]);
    expect(paymentsOf(database, 6)).toMatchObject([
      { method: 'upi', utr: '100000000006', receivedByKind: 'customer', checkedAt: null },
    ]);
    expect(paymentsOf(database, 8)).toMatchObject([
      { kind: 'payment', amountPaise: 9900 },
      {
        kind: 'refund',
        method: 'upi',
        amountPaise: 9900,
        utr: '300000000008',
        receivedByName: 'Owner Anil',
        at: at(17),
      },
    ]);
    // The second use of a UTR keeps its money, not the UTR.
    expect(paymentsOf(database, 14)).toMatchObject([{ amountPaise: 5000, utr: null }]);
    expect(paymentsOf(database, 12)).toEqual([]);
    expect(paymentsOf(database, 13)).toEqual([]);
  });

  it("the day's UPI statement lists every UTR received and sent back, with who took it and whether it was checked", () => {
    const lines = upiStatement(database, FROM, TO);
    expect(lines.map((l) => [l.kind, l.utr, l.checkedAt !== null])).toEqual([
      ['payment', '400000000001', true],
      ['payment', '400000000002', true],
      ['payment', '400000000003', true],
      ['payment', '100000000003', true],
      ['payment', '100000000007', true],
      ['payment', '100000000008', true],
      ['payment', '100000000004', true],
      ['payment', '100000000006', false],
      ['refund', '300000000008', false],
      ['payment', null, true],
    ]);
    expect(database.sqlite.pragma('foreign_key_check')).toEqual([]);
  });
});

describe('recording money', () => {
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      expect(err).toBeInstanceOf(Refusal);
      const r = err as Refusal;
      return { kind: r.kind, message: r.message, errors: r.errors };
    }
    throw new Error('not refused');
  };
  const owner = { kind: 'owner' as const, id: 1, name: 'Owner Anil' };

  it('a split: part cash, part UPI; more than is left is refused; the order is paid once its balance is 0', () => {
    database.sqlite.exec(
      `insert into orders (id, customer_name, restaurant_id, restaurant_name, status, subtotal_paise, total_paise) values (20, 'Split', 1, 'Gaon Rasoi', 'out_for_delivery', 45780, 45780)`,
    );
    recordPayment(database, {
      orderId: 20,
      method: 'cash',
      amountPaise: 20000,
      receivedBy: { kind: 'rider', id: R1, name: 'Ravi' },
      at: at(21),
    });
    expect(moneyOf(database, 20)).toMatchObject({
      paidPaise: 20000,
      balanceDuePaise: 25780,
      paymentStatus: 'cash_on_delivery',
    });
    expect(
      refusal(() =>
        recordPayment(database, {
          orderId: 20,
          method: 'upi',
          amountPaise: 25781,
          utr: '500000000020',
          receivedBy: owner,
          at: at(21),
          checkedByName: 'Owner Anil',
        }),
      ),
    ).toMatchObject({ kind: 'invalid', errors: { amount: 'More than is left to pay (₹257.80)' } });
    recordPayment(database, {
      orderId: 20,
      method: 'upi',
      amountPaise: 25780,
      utr: '500000000020',
      receivedBy: owner,
      at: at(21),
      checkedByName: 'Owner Anil',
    });
    expect(moneyOf(database, 20)).toMatchObject({ paidPaise: 45780, balanceDuePaise: 0, paymentStatus: 'paid' });
  });

  it('a UTR moves money once, anywhere: an order, an advance, a refund', () => {
    database.sqlite.exec(
      `insert into orders (id, customer_name, restaurant_id, restaurant_name, status, subtotal_paise, total_paise, payment_method, payment_status) values (21, 'Twice', 1, 'Gaon Rasoi', 'accepted', 10000, 10000, 'upi', 'awaiting_upi')`,
    );
    const pay = (utr: string) => () =>
      recordPayment(database, {
        orderId: 21,
        method: 'upi',
        amountPaise: 10000,
        utr,
        receivedBy: owner,
        at: at(22),
        checkedByName: 'Owner Anil',
      });
    expect(refusal(pay('500000000020'))).toMatchObject({
      kind: 'conflict',
      errors: { utr: 'This UTR already paid order ORD-000020' },
    });
    expect(refusal(pay('400000000001'))).toMatchObject({
      kind: 'conflict',
      errors: { utr: 'This UTR already paid the advance of PTY-000001' },
    });
    expect(refusal(pay('300000000008'))).toMatchObject({
      errors: { utr: 'This UTR was already used: the refund of ORD-000008' },
    });
    expect(paymentsOf(database, 21)).toEqual([]);
  });

  it('UPI a rider took is to check until someone sees it; a double tap is voided and frees its UTR', () => {
    const rider = { kind: 'rider' as const, id: R2, name: 'Suresh' };
    const first = recordPayment(database, {
      orderId: 21,
      method: 'upi',
      amountPaise: 10000,
      utr: '500000000021',
      receivedBy: rider,
      at: at(22),
    });
    expect(moneyOf(database, 21)).toMatchObject({ paidPaise: 0, toCheckPaise: 10000, paymentStatus: 'awaiting_upi' });
    // Nothing is left to take while the UPI is to check.
    expect(
      refusal(() =>
        recordPayment(database, { orderId: 21, method: 'cash', amountPaise: 100, receivedBy: rider, at: at(22) }),
      ),
    ).toMatchObject({
      errors: { amount: 'More than is left to pay (₹0.00)' },
    });
    voidPayment(database, first.id, { name: 'Owner Anil', at: at(23), reason: 'double tap' });
    expect(refusal(() => voidPayment(database, first.id, { name: 'Owner Anil', at: at(23) }))).toMatchObject({
      kind: 'conflict',
    });
    const again = recordPayment(database, {
      orderId: 21,
      method: 'upi',
      amountPaise: 10000,
      utr: '500000000021',
      receivedBy: rider,
      at: at(23),
    });
    checkPayment(database, again.id, { name: 'Kitchen', at: at(23) });
    expect(moneyOf(database, 21)).toMatchObject({ paidPaise: 10000, toCheckPaise: 0, paymentStatus: 'paid' });
    expect(paymentsOf(database, 21).map((p) => [p.voidedAt !== null, p.voidedByName, p.checkedByName])).toEqual([
      [true, 'Owner Anil', null],
      [false, null, 'Kitchen'],
    ]);
  });

  it('refunds: only what is due on a cancelled order, the advance included', () => {
    expect(refusal(() => recordRefund(database, { orderId: 20, method: 'cash', by: owner, at: at(23) }))).toMatchObject(
      {
        kind: 'conflict',
        errors: { refundStatus: 'No refund is due on this order: only a paid order that was cancelled is refunded' },
      },
    );
    expect(
      refusal(() => recordRefund(database, { orderId: 11, method: 'cash', amountPaise: 20001, by: owner, at: at(23) })),
    ).toMatchObject({
      errors: { amount: 'More than the refund due (₹200.00)' },
    });
    recordRefund(database, { orderId: 11, method: 'upi', utr: '600000000011', by: owner, at: at(23) });
    expect(moneyOf(database, 11)).toMatchObject({
      paidPaise: 0,
      refundDuePaise: 0,
      refundedPaise: 20000,
      refundStatus: 'refunded',
    });
    expect(
      refusal(() =>
        recordPayment(database, { orderId: 11, method: 'cash', amountPaise: 100, receivedBy: owner, at: at(23) }),
      ),
    ).toMatchObject({
      kind: 'conflict',
    });
  });
});
