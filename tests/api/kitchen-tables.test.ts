/**
 * The dining hall in the kitchen's app: a kitchen sees the floor of its own restaurants' tables,
 * keys in a round for one of them, placed like any order, closes a table with its payments as
 * the owner does (the money received by the kitchen) and rings up a walk-in at its counter;
 * another kitchen's table or restaurant is not there for it (404), and bad requests are refused
 * with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, partnerAccount, snapshot, storefront, type TestApp } from './helper';
import { getBill } from '../../db/bills';
import { paymentsOf } from '../../db/ledger';
import { parseOrderCode } from '../../shared/ordering';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let kitchen: ReturnType<typeof caller>;
let otherKitchen: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;
let otherRestaurantId: number;
let owner: { id: number; token: string };
let other: { id: number; token: string };

async function addTable(restaurantId: number, name: string) {
  const res = await admin('POST', '/api/admin/tables', { restaurantId, name, seats: 4 });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; token: string; name: string };
}

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  owner = await partnerAccount(t.app, 'vendor');
  other = await partnerAccount(t.app, 'vendor', 'Other Kitchen');
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

/** A table of the kitchen's storefront with a round keyed in by the kitchen: one thali and two lassis, ₹300. */
async function seated(name: string) {
  const table = await addTable(shop.kitchen.id, name);
  const round = await kitchen('POST', `/api/vendor/tables/${table.id}/rounds`, {
    items: [
      { dishId: shop.thali.id, quantity: 1 },
      { dishId: shop.lassi.id, quantity: 2 },
    ],
  });
  expect(round.statusCode).toBe(201);
  return { ...table, roundId: Number(round.json().data.id) };
}

/** A dish of the other kitchen's restaurant. */
const dhabaDish = (name: string, pricePaise: number) => ({
  id: t.database.sqlite
    .prepare("insert into menu_items (restaurant_id, name, price_paise, category) values (?, ?, ?, 'dal') returning id")
    .pluck()
    .get(otherRestaurantId, name, pricePaise) as number,
});

const placedBy = (orderId: number) =>
  t.database.sqlite
    .prepare("select by from order_status_history where order_id = ? and status = 'placed'")
    .pluck()
    .get(orderId);

describe('the kitchen closes a table', () => {
  it('closes its own table split cash + UPI: one bill, the money received by the kitchen, the table free again; a second close is a 409', async () => {
    const table = await seated('Table 3');
    // Keyed in by staff as the owner's rounds are (source phone), and its history says the kitchen did.
    expect(placedBy(table.roundId)).toBe('vendor');
    expect(t.database.sqlite.prepare('select source from orders where id = ?').pluck().get(table.roundId)).toBe(
      'phone',
    );

    const res = await kitchen('POST', `/api/vendor/tables/${table.id}/close`, {
      payments: [
        { method: 'cash', amount: 200 },
        { method: 'upi', amount: 100, utr: '223456789012' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Table closed');
    const closed = res.json().data;
    expect(closed).toMatchObject({ tableId: table.id, total: 300 });
    expect(closed.billNumber).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
    const bill = getBill(t.database, parseOrderCode(closed.orderId)!)!;
    expect(bill.billNumber).toBe(closed.billNumber);
    expect(bill.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Village Thali', 1],
      ['Sweet Lassi', 2],
    ]);
    // The kitchen prints it from its app.
    const printed = await kitchen('GET', `/api/vendor/orders/${parseOrderCode(closed.orderId)}/bill`);
    expect(printed.json().data.billNumber).toBe(closed.billNumber);

    const rows = paymentsOf(t.database, table.roundId);
    expect(rows.map((r) => [r.method, r.amountPaise, r.receivedByKind, r.receivedById])).toEqual([
      ['cash', 20000, 'kitchen', owner.id],
      ['upi', 10000, 'kitchen', owner.id],
    ]);
    const floor = (await kitchen('GET', '/api/vendor/tables/floor')).json().data;
    expect(floor.find((x: { id: number }) => x.id === table.id)).toMatchObject({ state: 'free', total: 0 });

    const again = await kitchen('POST', `/api/vendor/tables/${table.id}/close`, {
      payments: [{ method: 'cash', amount: 300 }],
    });
    expect(again.statusCode).toBe(409);
    expect((await admin('POST', `/api/admin/tables/${table.id}/close`, { payments: [] })).statusCode).toBe(409);
  });

  it('refuses payments that do not add up to the bill, and credit over a khata’s limit, writing nothing', async () => {
    const table = await seated('Table 4');
    const before = snapshot(t.database);
    const short = await kitchen('POST', `/api/vendor/tables/${table.id}/close`, {
      payments: [{ method: 'cash', amount: 100 }],
    });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().errors)).toEqual(['payments']);
    const over = await kitchen('POST', `/api/vendor/tables/${table.id}/close`, {
      payments: [
        { method: 'cash', amount: 300 },
        { method: 'upi', amount: 50 },
      ],
    });
    expect(over.statusCode).toBe(400);
    const noPhone = await kitchen('POST', `/api/vendor/tables/${table.id}/close`, {
      payments: [{ method: 'credit', amount: 300 }],
    });
    expect(noPhone.statusCode).toBe(400);
    expect(Object.keys(noPhone.json().errors)).toEqual(['payments.0.phone']);
    expect(snapshot(t.database)).toEqual(before);

    expect((await admin('PUT', '/api/admin/khata/9876502222', { name: 'Ramesh', limit: 100 })).statusCode).toBe(201);
    const beforeCredit = snapshot(t.database);
    const overLimit = await kitchen('POST', `/api/vendor/tables/${table.id}/close`, {
      payments: [{ method: 'credit', amount: 300, phone: '9876502222' }],
    });
    expect(overLimit.statusCode).toBe(409);
    // The khata is the owner's: the kitchen learns neither its limit nor what is owed, nor who has one.
    expect(overLimit.json().errors).toEqual({ khata: 'This bill cannot go on this customer’s khata: ask the owner' });
    const noKhata = await kitchen('POST', `/api/vendor/tables/${table.id}/close`, {
      payments: [{ method: 'credit', amount: 300, phone: '9876502223' }],
    });
    expect(noKhata.statusCode).toBe(409);
    expect(noKhata.json().errors).toEqual(overLimit.json().errors);
    expect(snapshot(t.database)).toEqual(beforeCredit);

    // Within the limit, the rest in cash: the table closes and the khata owes what went on it.
    const split = await kitchen('POST', `/api/vendor/tables/${table.id}/close`, {
      payments: [
        { method: 'credit', amount: 100, phone: '9876502222' },
        { method: 'cash', amount: 200 },
      ],
    });
    expect(split.statusCode, split.body).toBe(200);
    expect((await admin('GET', '/api/admin/khata/9876502222')).json().data.balance).toBe(100);
  });

  it('another kitchen’s table cannot be closed: 404 as a missing one, nothing written', async () => {
    const dhaba = await addTable(otherRestaurantId, 'Dhaba 2');
    const dish = dhabaDish('Dhaba Paratha', 5000);
    const round = await caller(t.app, other.token)('POST', `/api/vendor/tables/${dhaba.id}/rounds`, {
      items: [{ dishId: dish.id, quantity: 1 }],
    });
    expect(round.statusCode, round.body).toBe(201);
    const before = snapshot(t.database);
    const res = await kitchen('POST', `/api/vendor/tables/${dhaba.id}/close`, {
      payments: [{ method: 'cash', amount: 50 }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Table not found');
    expect(snapshot(t.database)).toEqual(before);
    // Its own kitchen closes it.
    const own = await caller(t.app, other.token)('POST', `/api/vendor/tables/${dhaba.id}/close`, {
      payments: [{ method: 'cash', amount: 50 }],
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('a close sent twice under one Idempotency-Key closes once and answers the first answer again', async () => {
    const table = await seated('Table 5');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/vendor/tables/${table.id}/close`,
        headers: { authorization: `Bearer ${owner.token}`, 'idempotency-key': 'close-table-5-once' },
        payload: { payments: [{ method: 'cash', amount: 300 }] },
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    const second = await send();
    expect(second.statusCode).toBe(200);
    expect(second.json().data.billNumber).toBe(first.json().data.billNumber);
    expect(paymentsOf(t.database, table.roundId)).toHaveLength(1);
  });
});

describe('a walk-in at the kitchen’s counter', () => {
  it('rings up a pickup order of its own restaurant with the customer’s name and number, keyed in by the kitchen', async () => {
    const menu = await kitchen('GET', `/api/vendor/restaurants/${shop.kitchen.id}/counter-menu`);
    expect(menu.statusCode).toBe(200);
    expect(menu.json().data.isOpen).toBe(true);
    const thali = menu.json().data.dishes.find((d: { id: number }) => d.id === shop.thali.id);
    expect(thali).toMatchObject({ name: 'Village Thali', price: 180 });

    const res = await kitchen('POST', `/api/vendor/restaurants/${shop.kitchen.id}/walk-ins`, {
      customer: { name: 'Mohan', phone: '9876512388' },
      items: [{ dishId: shop.thali.id, quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Sent to the kitchen');
    const order = res.json().data;
    expect(order).toMatchObject({ fulfilment: 'pickup', status: 'placed', customerInfo: { name: 'Mohan' } });
    const id = Number(order.id);
    const row = t.database.sqlite
      .prepare('select source, restaurant_id as restaurantId, total_paise as totalPaise from orders where id = ?')
      .get(id);
    expect(row).toEqual({ source: 'phone', restaurantId: shop.kitchen.id, totalPaise: 36000 });
    expect(placedBy(id)).toBe('vendor');
    const list = (await kitchen('GET', '/api/vendor/orders')).json().data;
    expect(list.map((o: { id: string }) => Number(o.id))).toContain(id);
  });

  it('a walk-in of a kitchen that is not the storefront is priced from its own menu', async () => {
    const dish = dhabaDish('Dhaba Chai', 2000);
    const res = await caller(t.app, other.token)('POST', `/api/vendor/restaurants/${otherRestaurantId}/walk-ins`, {
      customer: { name: 'Sita', phone: '9876512377' },
      items: [{ dishId: dish.id, quantity: 3 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = t.database.sqlite
      .prepare('select restaurant_id as restaurantId, total_paise as totalPaise, fulfilment from orders where id = ?')
      .get(Number(res.json().data.id));
    expect(row).toEqual({ restaurantId: otherRestaurantId, totalPaise: 6000, fulfilment: 'pickup' });
  });

  it('another kitchen’s restaurant is a 404, and a walk-in without a mobile number or dishes is refused; nothing is written', async () => {
    const before = snapshot(t.database);
    const foreign = await kitchen('POST', `/api/vendor/restaurants/${otherRestaurantId}/walk-ins`, {
      customer: { name: 'Mohan', phone: '9876512388' },
      items: [{ dishId: shop.thali.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Restaurant not found');
    expect((await kitchen('GET', `/api/vendor/restaurants/${otherRestaurantId}/counter-menu`)).statusCode).toBe(404);
    const noPhone = await kitchen('POST', `/api/vendor/restaurants/${shop.kitchen.id}/walk-ins`, {
      customer: { name: 'Mohan', phone: '123' },
      items: [{ dishId: shop.thali.id, quantity: 1 }],
    });
    expect(noPhone.statusCode).toBe(400);
    expect(Object.keys(noPhone.json().errors)).toContain('customer.phone');
    const empty = await kitchen('POST', `/api/vendor/restaurants/${shop.kitchen.id}/walk-ins`, {
      customer: { name: 'Mohan', phone: '9876512388' },
      items: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(snapshot(t.database)).toEqual(before);
  });
});
