/**
 * The dining hall: the owner adds tables; a guest opens a table's page by its QR code's token,
 * sends rounds to the kitchen (orders eaten in, no phone), follows them and asks for the bill;
 * staff close the table with one bill for every round, paid in several lines (cash, UPI, khata).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginAsAdmin, makeApp, snapshot, storefront, type TestApp } from './helper';
import { getBill } from '../../db/bills';
import { moneyOf, paymentsOf } from '../../db/ledger';
import { parseOrderCode } from '../../shared/ordering';
import { readLiveOrder } from '../../db/orders';
import { kotLines } from '../../server/printing/ticket';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;

const guest = (method: 'GET' | 'POST', url: string, payload?: object, lang?: string) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: lang ? { 'accept-language': lang } : {} });

async function addTable(name: string, seats = 4) {
  const res = await admin('POST', '/api/admin/tables', { restaurantId: shop.kitchen.id, name, seats });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; token: string; name: string; restaurantId: number; seats: number };
}

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  shop = storefront(t.database, { upiId: 'gaonrasoi@okaxis', upiName: 'Gaon Rasoi', nameHi: 'गाँव रसोई' });
});
afterAll(() => t.close());

describe('tables', () => {
  it('the owner adds, lists, renames and deletes tables; each has its own unguessable token', async () => {
    const one = await addTable('Table 1', 4);
    const two = await addTable('Table 2', 2);
    expect(one).toMatchObject({ restaurantId: shop.kitchen.id, name: 'Table 1', seats: 4 });
    expect(one.token).toMatch(/^[\w-]{16}$/);
    expect(one.token).not.toBe(two.token);
    const list = await admin('GET', `/api/admin/tables?restaurantId=${shop.kitchen.id}`);
    expect(list.json().data.map((x: { name: string }) => x.name)).toEqual(['Table 1', 'Table 2']);
    const renamed = await admin('PUT', `/api/admin/tables/${two.id}`, {
      restaurantId: shop.kitchen.id,
      name: 'Window',
      seats: 6,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Window', seats: 6, token: two.token });
    expect((await admin('DELETE', `/api/admin/tables/${two.id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/tables/${two.id}`)).statusCode).toBe(404);
    // A deleted table's QR code opens no table.
    const gone = await guest('GET', `/api/tables/${two.token}`, undefined, 'hi');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('इस टेबल का QR कोड अब चालू नहीं है');
  });

  it('refuses a blank name, no seats, an unknown restaurant and a second table of the same name', async () => {
    const before = snapshot(t.database);
    const blank = await admin('POST', '/api/admin/tables', { restaurantId: shop.kitchen.id, name: '   ', seats: 2 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ name: 'Name is required' });
    const seats = await admin('POST', '/api/admin/tables', { restaurantId: shop.kitchen.id, name: 'X', seats: 0 });
    expect(seats.statusCode).toBe(400);
    const unknown = await admin('POST', '/api/admin/tables', { restaurantId: 9999, name: 'X', seats: 2 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ restaurantId: 'Unknown restaurant' });
    const twice = await admin('POST', '/api/admin/tables', {
      restaurantId: shop.kitchen.id,
      name: 'table 1',
      seats: 2,
    });
    expect(twice.statusCode).toBe(409);
    expect(snapshot(t.database)).toEqual(before);
  });
});

describe('a sitting', () => {
  it('a guest sends rounds with no phone; each is an order eaten in, with no bill of its own, on the running bill', async () => {
    const table = await addTable('Table 7');
    const empty = (await guest('GET', `/api/tables/${table.token}`)).json().data;
    expect(empty).toMatchObject({
      table: { name: 'Table 7', restaurantName: shop.kitchen.name },
      rounds: [],
      total: 0,
    });
    const menu = (await guest('GET', `/api/tables/${table.token}/menu`)).json().data;
    expect(menu.isOpen).toBe(true);
    expect(menu.dishes.map((d: { name: string }) => d.name)).toContain('Village Thali');

    const first = await guest('POST', `/api/tables/${table.token}/rounds`, {
      items: [{ dishId: shop.thali.id, quantity: 2 }],
    });
    expect(first.statusCode).toBe(201);
    const second = await guest(
      'POST',
      `/api/tables/${table.token}/rounds`,
      { items: [{ dishId: shop.lassi.id, quantity: 1 }] },
      'hi',
    );
    expect(second.json().message).toBe('रसोई में भेज दिया');
    const sitting = second.json().data;
    expect(sitting.total).toBe(420);
    expect(sitting.rounds).toHaveLength(2);
    expect(sitting.rounds[0]).toMatchObject({
      status: 'placed',
      total: 360,
      items: [{ name: 'Village Thali', quantity: 2 }],
    });

    const id = parseOrderCode(sitting.rounds[0].orderId)!;
    const order = (await admin('GET', `/api/admin/orders/${id}`)).json().data;
    // The kitchen's card names the table as the order's customer.
    expect(order).toMatchObject({ fulfilment: 'dine_in', customerInfo: { name: 'Table 7' } });
    const row = t.database.sqlite
      .prepare('select table_id as tableId, bill_number as bill from orders where id = ?')
      .get(id);
    expect(row).toEqual({ tableId: table.id, bill: null });

    // The KOT says the round is eaten in and names the table, in both languages.
    const kot = (lang: 'en' | 'hi') =>
      kotLines(readLiveOrder(t.database, id)!, lang, Date.now()).map((l) => 'text' in l && l.text);
    expect(kot('en')).toEqual(expect.arrayContaining(['KOT · Dine-in', 'Table: Table 7']));
    expect(kot('hi')).toEqual(expect.arrayContaining(['KOT · यहीं खाना', 'टेबल: Table 7']));

    const floor = (await admin('GET', '/api/admin/tables/floor')).json().data;
    expect(floor.find((x: { id: number }) => x.id === table.id)).toMatchObject({
      state: 'eating',
      total: 420,
      rounds: 2,
    });
    // The dashboard splits the day by delivery, pickup and dine-in.
    const today = (await admin('GET', '/api/admin/dashboard')).json().data.today;
    expect(today.byFulfilment).toEqual({
      delivery: { orders: 0, amount: 0 },
      pickup: { orders: 0, amount: 0 },
      dine_in: { orders: 2, amount: 420 },
    });
    const asked = await guest('POST', `/api/tables/${table.token}/bill`);
    expect(asked.json().data.billAskedAt).not.toBeNull();
    const after = (await admin('GET', '/api/admin/tables/floor')).json().data;
    expect(after.find((x: { id: number }) => x.id === table.id)).toMatchObject({ state: 'bill_asked' });
  });

  it('a closed kitchen and a sold-out dish are refused with the usual messages, writing nothing', async () => {
    const table = await addTable('Table 8');
    t.database.sqlite.prepare('update menu_items set available = 0 where id = ?').run(shop.lassi.id);
    const before = snapshot(t.database);
    const soldOut = await guest(
      'POST',
      `/api/tables/${table.token}/rounds`,
      { items: [{ dishId: shop.lassi.id, quantity: 1 }] },
      'hi',
    );
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Sweet Lassi खत्म हो गया है');
    t.database.sqlite.prepare('update menu_items set available = 1 where id = ?').run(shop.lassi.id);
    t.database.sqlite.prepare('update restaurants set is_active = 0 where id = ?').run(shop.kitchen.id);
    const closed = await guest('POST', `/api/tables/${table.token}/rounds`, {
      items: [{ dishId: shop.thali.id, quantity: 1 }],
    });
    t.database.sqlite.prepare('update restaurants set is_active = 1 where id = ?').run(shop.kitchen.id);
    expect(closed.statusCode).toBe(409);
    const empty = await guest('POST', `/api/tables/${table.token}/rounds`, { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ items: 'Your cart is empty' });
    expect(snapshot(t.database)).toEqual(before);
    expect((await guest('POST', `/api/tables/${table.token}/bill`)).statusCode).toBe(409);
    expect((await guest('GET', '/api/tables/not-a-real-token')).statusCode).toBe(404);
  });
});

describe('closing a table', () => {
  async function seated(name: string) {
    const table = await addTable(name);
    await guest('POST', `/api/tables/${table.token}/rounds`, { items: [{ dishId: shop.thali.id, quantity: 1 }] });
    const staff = await admin('POST', `/api/admin/tables/${table.id}/rounds`, {
      items: [{ dishId: shop.lassi.id, quantity: 2 }],
    });
    expect(staff.statusCode).toBe(201);
    expect(staff.json().data.fulfilment).toBe('dine_in');
    return table;
  }

  it('one bill of the series for every round, paid split cash + UPI, and the table is free again; a second close is refused', async () => {
    const table = await seated('Table 9');
    const wrong = await admin('POST', `/api/admin/tables/${table.id}/close`, {
      payments: [{ method: 'cash', amount: 100 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['payments']);
    const res = await admin('POST', `/api/admin/tables/${table.id}/close`, {
      payments: [
        { method: 'cash', amount: 200 },
        { method: 'upi', amount: 100, utr: '123456789012' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const closed = res.json().data;
    expect(closed).toMatchObject({ tableId: table.id, total: 300 });
    expect(closed.billNumber).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
    const bill = getBill(t.database, parseOrderCode(closed.orderId)!)!;
    expect(bill.billNumber).toBe(closed.billNumber);
    expect(bill.fulfilment).toBe('dine_in');
    expect(bill.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Village Thali', 1],
      ['Sweet Lassi', 2],
    ]);
    expect(bill.totalPaise).toBe(30000);
    const bills = t.database.sqlite
      .prepare('select count(*) from bills where bill_number = ?')
      .pluck()
      .get(closed.billNumber);
    expect(bills).toBe(1);
    // Every round is paid in the ledger; the UTR moved money once.
    const rounds = t.database.sqlite
      .prepare('select id from orders where table_id = ? order by id')
      .pluck()
      .all(table.id) as number[];
    for (const id of rounds) expect(moneyOf(t.database, id)!.balanceDuePaise).toBe(0);
    const rows = rounds.flatMap((id) => paymentsOf(t.database, id));
    expect(rows.filter((r) => r.utr === '123456789012')).toHaveLength(1);
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(30000);

    const floor = (await admin('GET', '/api/admin/tables/floor')).json().data;
    expect(floor.find((x: { id: number }) => x.id === table.id)).toMatchObject({ state: 'free', total: 0 });
    expect((await guest('GET', `/api/tables/${table.token}`)).json().data).toMatchObject({ rounds: [], total: 0 });
    const again = await admin('POST', `/api/admin/tables/${table.id}/close`, {
      payments: [{ method: 'cash', amount: 300 }],
    });
    expect(again.statusCode).toBe(409);
  });

  it('a round served at the table takes no money of its own: the whole sitting is paid once, at the close', async () => {
    const table = await seated('Verandah 1');
    const rounds = t.database.sqlite
      .prepare('select id from orders where table_id = ? order by id')
      .pluck()
      .all(table.id) as number[];
    for (const id of rounds) {
      const served = await admin('PUT', `/api/admin/orders/${id}`, { status: 'delivered' });
      expect(served.statusCode, served.body).toBe(200);
      expect(paymentsOf(t.database, id)).toEqual([]);
    }
    const res = await admin('POST', `/api/admin/tables/${table.id}/close`, {
      payments: [{ method: 'cash', amount: 300 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = rounds.flatMap((id) => paymentsOf(t.database, id));
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(30000);
  });

  it('a table closed before the kitchen served its rounds: the close serves the ones taken in, and the day’s takings hold them', async () => {
    const before = (await admin('GET', '/api/admin/dashboard')).json().data.today;
    const table = await seated('Courtyard 2');
    const rounds = t.database.sqlite
      .prepare('select id from orders where table_id = ? order by id')
      .pluck()
      .all(table.id) as number[];
    // The thali (₹180) cooking; the lassis (₹120) still waiting for the kitchen: neither tapped "served".
    expect((await admin('PUT', `/api/admin/orders/${rounds[0]}`, { status: 'preparing' })).statusCode).toBe(200);
    const res = await admin('POST', `/api/admin/tables/${table.id}/close`, {
      payments: [{ method: 'cash', amount: 300 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(readLiveOrder(t.database, rounds[0]!)).toMatchObject({ status: 'delivered' });
    // Paid, but the kitchen has not even seen it: it stays on the kitchen's list to cook and serve.
    expect(readLiveOrder(t.database, rounds[1]!)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    let after = (await admin('GET', '/api/admin/dashboard')).json().data.today;
    expect(after.cashTakings - before.cashTakings).toBe(180);
    expect(after.received.cash - before.received.cash).toBe(300);
    expect((await admin('PUT', `/api/admin/orders/${rounds[1]}`, { status: 'delivered' })).statusCode).toBe(200);
    after = (await admin('GET', '/api/admin/dashboard')).json().data.today;
    expect(after.cashTakings - before.cashTakings).toBe(300);
  });

  it('a round of a closed table is on its bill: deleting it is refused and changes nothing', async () => {
    const table = await seated('Garden 3');
    const rounds = t.database.sqlite
      .prepare('select id from orders where table_id = ? order by id')
      .pluck()
      .all(table.id) as number[];
    const closed = await admin('POST', `/api/admin/tables/${table.id}/close`, {
      payments: [{ method: 'cash', amount: 300 }],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const before = snapshot(t.database);
    for (const id of rounds) {
      const res = await admin('DELETE', `/api/admin/orders/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This round is on its table’s bill: it cannot be deleted');
    }
    expect(snapshot(t.database)).toEqual(before);
    expect(getBill(t.database, rounds[0]!)!.billNumber).toBe(closed.json().data.billNumber);
  });

  it('a sitting whose rounds were all cancelled closes with nothing to pay and no bill', async () => {
    const table = await addTable('Table 11');
    const sent = await guest('POST', `/api/tables/${table.token}/rounds`, {
      items: [{ dishId: shop.thali.id, quantity: 1 }],
    });
    const id = parseOrderCode(sent.json().data.rounds[0].orderId)!;
    expect((await admin('PUT', `/api/admin/orders/${id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await guest('GET', `/api/tables/${table.token}`)).json().data.total).toBe(0);
    const bills = () => t.database.sqlite.prepare('select count(*) from bills').pluck().get();
    const before = bills();
    const res = await admin('POST', `/api/admin/tables/${table.id}/close`, { payments: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ billNumber: null, orderId: null, total: 0 });
    expect(bills()).toBe(before);
  });

  it('a table can go on a khata (credit to a phone with a khata); without one it is refused and nothing is written', async () => {
    const table = await seated('Table 10');
    const before = snapshot(t.database);
    const none = await admin('POST', `/api/admin/tables/${table.id}/close`, {
      payments: [{ method: 'credit', amount: 300, phone: '9876501111' }],
    });
    expect(none.statusCode).toBe(409);
    expect(snapshot(t.database)).toEqual(before);
    expect((await admin('PUT', '/api/admin/khata/9876501111', { name: 'Ramesh', limit: 1000 })).statusCode).toBe(201);
    const res = await admin('POST', `/api/admin/tables/${table.id}/close`, {
      payments: [{ method: 'credit', amount: 300, phone: '9876501111' }],
    });
    expect(res.statusCode).toBe(200);
    expect((await admin('GET', '/api/admin/khata/9876501111')).json().data.balance).toBe(300);
  });
});
