/**
 * Udhaar (khata): the owner opens a khata with a limit, bills go on it up to the limit, the
 * customer settles by cash or UPI, the statement lists every entry, and the customer reads it
 * (and a UPI link for the balance) only through their private link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWithRole, caller, fixtures, makeApp, snapshot, storefront, type TestApp } from './helper';
import { putOnKhata } from '../../db/khata';
import { moneyOf } from '../../db/ledger';
import { Refusal } from '../../shared/refusal';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let kitchen: { id: number; name: string };
const PHONE = '9876501234';
const counter = { kind: 'counter' as const, id: 1, name: 'Counter' };

/** An order of `paise` for the khata's phone, delivered at the counter. */
function order(paise: number): number {
  return fixtures(t.database).order({
    restaurantId: kitchen.id,
    restaurantName: kitchen.name,
    customerPhone: PHONE,
    customerName: 'Ramesh Yadav',
    // Still being made: nothing paid yet, the bill goes on the khata.
    status: 'preparing',
    fulfilment: 'pickup',
    deliveryChargePaise: 0,
    items: [{ name: 'Village Thali', quantity: 1, pricePaise: paise }],
  });
}

const put = (orderId: number, amountPaise: number, phone: string | null = PHONE) =>
  t.database.sqlite.transaction(() =>
    putOnKhata(t.database, phone, { orderId, amountPaise, receivedBy: counter, at: Date.now() }),
  )();

function refused(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(Refusal);
    return { kind: (err as Refusal).kind, errors: (err as Refusal).errors };
  }
  throw new Error('not refused');
}

beforeAll(async () => {
  t = await makeApp();
  admin = caller(
    t.app,
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: 'admin@example.com', password: 'admin-password-123' },
      })
    ).json().data.token,
  );
  kitchen = storefront(t.database, { upiId: 'gaonrasoi@okaxis', upiName: 'Gaon Rasoi' }).kitchen;
});
afterAll(() => t.close());

describe('opening a khata', () => {
  it('a number with no khata cannot buy on credit', () => {
    const id = order(10000);
    expect(refused(() => put(id, 10000))).toEqual({
      kind: 'conflict',
      errors: { khata: 'This customer has no khata: the owner opens one first' },
    });
    expect(refused(() => put(id, 10000, null))).toMatchObject({ kind: 'conflict' });
  });

  it('a new number needs a name; one that ordered before takes its name; only the owner sets a limit', async () => {
    const manager = caller(t.app, await adminWithRole(t, 'delivery_manager'));
    const before = snapshot(t.database);
    const nameless = await admin('PUT', '/api/admin/khata/9876509999', { limit: 500 });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().errors).toEqual({ name: 'Give the customer’s name: this number has no order yet' });
    expect((await manager('PUT', `/api/admin/khata/${PHONE}`, { limit: 500 })).statusCode).toBe(403);
    expect(snapshot(t.database)).toEqual(before);

    const opened = await admin('PUT', `/api/admin/khata/${PHONE}`, { limit: 500 });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().data).toEqual({
      id: PHONE,
      phone: PHONE,
      name: 'Ramesh Yadav',
      limit: 500,
      balance: 0,
      lastPaidAt: null,
    });
    const changed = await admin('PUT', `/api/admin/khata/${PHONE}`, { name: 'Ramesh (dairy)', limit: 425 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Ramesh (dairy)', limit: 425 });
    // A settlement can be recorded by any admin, a limit only by the owner.
    expect((await manager('GET', '/api/admin/khata')).statusCode).toBe(200);
  });
});

describe('credit up to the limit, and settling it', () => {
  let first: number;
  let second: number;

  it('bills go on the khata until the limit; over it is refused with the limit and what is owed', () => {
    first = order(30000);
    put(first, 30000);
    expect(moneyOf(t.database, first)).toMatchObject({ paidPaise: 30000, balanceDuePaise: 0, paymentStatus: 'paid' });
    second = order(15000);
    expect(refused(() => put(second, 15000))).toEqual({
      kind: 'conflict',
      errors: { khata: 'Over the khata’s limit: ₹425, ₹300 already owed' },
    });
    expect(moneyOf(t.database, second)).toMatchObject({ paidPaise: 0, balanceDuePaise: 15000 });
    put(second, 12500);
    expect(moneyOf(t.database, second)).toMatchObject({ paidPaise: 12500, balanceDuePaise: 2500 });
  });

  it('the list shows what each owes; the dashboard shows udhaar owed and by how many people', async () => {
    const list = (await admin('GET', '/api/admin/khata')).json().data;
    expect(list).toEqual([
      { id: PHONE, phone: PHONE, name: 'Ramesh (dairy)', limit: 425, balance: 425, lastPaidAt: null },
    ]);
    const dashboard = (await admin('GET', '/api/admin/dashboard')).json().data;
    expect(dashboard.today.onKhata).toEqual({ amount: 425, people: 1 });
  });

  it('a settlement pays part or all; more than the balance, a bad or used UTR are refused and write nothing', async () => {
    const url = `/api/admin/khata/${PHONE}/payments`;
    const before = snapshot(t.database);
    const over = await admin('POST', url, { method: 'cash', amount: 425.01 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ amount: 'More than the balance (₹425)' });
    const badUtr = await admin('POST', url, { method: 'upi', amount: 100, utr: '12345' });
    expect(badUtr.statusCode).toBe(400);
    expect(Object.keys(badUtr.json().errors)).toEqual(['utr']);
    const cashUtr = await admin('POST', url, { method: 'cash', amount: 100, utr: '123456789012' });
    expect(cashUtr.json().errors).toEqual({ utr: 'A UTR is given only with UPI' });
    expect(
      (await admin('POST', '/api/admin/khata/9876509999/payments', { method: 'cash', amount: 1 })).statusCode,
    ).toBe(404);
    expect(snapshot(t.database)).toEqual(before);

    const cash = await admin('POST', url, { method: 'cash', amount: 200 });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json().data.khata).toMatchObject({ balance: 225 });
    const upi = await admin('POST', url, { method: 'upi', amount: 25, utr: '7777 8888 9999' });
    expect(upi.statusCode, upi.body).toBe(201);
    expect(upi.json().data).toMatchObject({
      khata: { balance: 200 },
      payment: { method: 'upi', amount: 25, utr: '777788889999' },
    });
    expect(upi.json().data.khata.lastPaidAt).not.toBeNull();

    const again = await admin('POST', url, { method: 'upi', amount: 25, utr: '777788889999' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ utr: `This UTR was already used: a khata settlement of ${PHONE}` });
    // The settled room lets a new bill on.
    put(second, 2500);
    expect(moneyOf(t.database, second)).toMatchObject({ balanceDuePaise: 0, paymentStatus: 'paid' });
  });

  it('the statement lists every credit with its order and every settlement, with the balance after each', async () => {
    const res = await admin('GET', `/api/admin/khata/${PHONE}`);
    expect(res.statusCode).toBe(200);
    const statement = res.json().data;
    expect(statement).toMatchObject({ phone: PHONE, balance: 225, limit: 425 });
    expect(
      statement.entries.map((e: Record<string, unknown>) => [e.type, e.method, e.amount, e.orderId, e.utr, e.balance]),
    ).toEqual([
      ['credit', 'credit', 300, first, null, 300],
      ['credit', 'credit', 125, second, null, 425],
      ['settlement', 'cash', 200, null, null, 225],
      ['settlement', 'upi', 25, null, '777788889999', 200],
      ['credit', 'credit', 25, second, null, 225],
    ]);
    expect(statement.entries[0].orderCode).toMatch(/^ORD-0+\d+$/);
    expect(statement.privateUrl).toMatch(new RegExp(`^/khata/${PHONE}\\?t=[\\w-]{24}$`));
  });
});

describe("the customer's private link", () => {
  it('answers the statement and a UPI link of the balance, only with its own secret', async () => {
    const { privateUrl } = (await admin('GET', `/api/admin/khata/${PHONE}`)).json().data as { privateUrl: string };
    const token = new URL(privateUrl, 'http://x').searchParams.get('t')!;
    const res = await t.app.inject({ method: 'GET', url: `/api${privateUrl}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = res.json().data;
    expect(view).toMatchObject({ phone: PHONE, name: 'Ramesh (dairy)', balance: 225 });
    expect(view.entries).toHaveLength(5);
    expect(view.upiLink).toBe(
      'upi://pay?pa=gaonrasoi%40okaxis&pn=Gaon%20Rasoi&am=225.00&cu=INR&tr=KHATA-9876501234&tn=Gaon%20Rasoi%20KHATA-9876501234',
    );
    expect(view.upiQr).toMatch(/^data:image\/png;base64,/);
    expect(view).not.toHaveProperty('privateUrl');

    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const url of [
      `/api/khata/${PHONE}?t=${wrong}`,
      `/api/khata/${PHONE}`,
      // Another number's secret opens nothing else.
      `/api/khata/9876509999?t=${token}`,
    ]) {
      const refusedRead = await t.app.inject({ method: 'GET', url });
      expect(refusedRead.statusCode, url).toBe(404);
      expect(refusedRead.json().message).toBe('Khata not found');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/khata/12345?t=${token}` })).statusCode).toBe(400);
  });
});

describe('a khata bill cancelled and refunded to the khata', () => {
  it('takes the debt off the khata, and is not money given back on the day’s screens', async () => {
    const KEPT = '9876501299';
    const id = fixtures(t.database).order({
      restaurantId: kitchen.id,
      restaurantName: kitchen.name,
      customerPhone: KEPT,
      customerName: 'Shanti Devi',
      status: 'accepted',
      fulfilment: 'pickup',
      deliveryChargePaise: 0,
      items: [{ name: 'Village Thali', quantity: 1, pricePaise: 20000 }],
    });
    expect((await admin('PUT', `/api/admin/khata/${KEPT}`, { limit: 1000 })).statusCode).toBe(201);
    t.database.sqlite.transaction(() =>
      putOnKhata(t.database, KEPT, { orderId: id, amountPaise: 20000, receivedBy: counter, at: Date.now() }),
    )();
    const before = (await admin('GET', '/api/admin/dashboard')).json().data.today.received;
    expect((await admin('POST', `/api/admin/orders/${id}/cancel`, { reason: 'Kitchen ran out' })).statusCode).toBe(200);
    const refunded = await admin('POST', `/api/admin/orders/${id}/refund`, { method: 'credit' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await admin('GET', `/api/admin/khata/${KEPT}`)).json().data).toMatchObject({ balance: 0 });
    const after = (await admin('GET', '/api/admin/dashboard')).json().data.today.received;
    expect(after.refunded).toBe(before.refunded);
    expect(after.cash).toBe(before.cash);
  });
});
