/**
 * Finishing an order says how it was paid: the rider's Delivered and the kitchen's Handed over
 * take `collected` ("cash" | "upi", UTR optional) for an order not yet paid, written in the same
 * transaction as the status. Then one day of cash and UPI orders, counted by every screen
 * (dashboard, Daily Order, each rider's Today), agrees to the paisa.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder } from '../../db/orders';
import { istDate } from '../../shared/indiaTime';
import { caller, fixtures, loginAsAdmin, makeApp, partnerAccount, type TestApp } from './helper';

let t: TestApp;
let fx: ReturnType<typeof fixtures>;
let admin: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await makeApp();
  fx = fixtures(t.database);
  admin = caller(t.app, await loginAsAdmin(t.app));
});
afterAll(() => t.close());

/** A kitchen with its own restaurant, and a helper placing its orders (₹180.50 thali + ₹30 delivery unless told). */
async function kitchen(name: string) {
  const me = await partnerAccount(t.app, 'vendor', name);
  const r = fx.restaurant(`${name} Kitchen`, { ownerId: me.id });
  const order = (extra: Partial<NewOrder> = {}) =>
    fx.order({
      restaurantId: r.id,
      restaurantName: r.name,
      items: [{ name: 'Village Thali', quantity: 1, pricePaise: 18050 }],
      ...extra,
    });
  return { restaurant: r, vendor: caller(t.app, me.token), order };
}

async function rider(name: string) {
  const me = await partnerAccount(t.app, 'delivery', name);
  return {
    id: me.id,
    call: caller(t.app, me.token),
    out: { status: 'out_for_delivery' as const, deliveryPersonId: me.id, deliveryPersonName: name },
  };
}

const row = (id: number) =>
  t.database.sqlite
    .prepare(
      `select status, payment_method as paymentMethod, payment_status as paymentStatus,
              (select utr from payments where order_id = orders.id and utr is not null and voided_at is null) as utr
         from orders where id = ?`,
    )
    .get(id) as {
    status: string;
    paymentMethod: string;
    paymentStatus: string;
    utr: string | null;
  };
const code = (id: number) => `ORD-${String(id).padStart(6, '0')}`;

describe("the rider's Delivered says how the customer paid", () => {
  it('is refused without `collected` on an unpaid order (400 naming it), and nothing changes', async () => {
    const { order } = await kitchen('Asha');
    const r = await rider('Ramesh');
    const id = order({ ...r.out, paymentMethod: 'upi' });
    const before = row(id);
    const res = await r.call('PUT', `/api/delivery/orders/${id}`, { status: 'delivered' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { collected: expect.any(String) } });
    expect(row(id)).toEqual(before);

    const card = await r.call('PUT', `/api/delivery/orders/${id}`, { status: 'delivered', collected: 'card' });
    expect(card.statusCode).toBe(400);
    expect(Object.keys(card.json().errors ?? {})).toContain('collected');
    // Only delivering says it.
    const early = await r.call('PUT', `/api/delivery/orders/${order({ ...r.out, status: 'accepted' })}`, {
      status: 'out_for_delivery',
      collected: 'cash',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toHaveProperty('collected');
    expect(row(id)).toEqual(before);
  });

  it('"cash" on a UPI order the customer paid in cash makes it a cash order, paid in cash', async () => {
    const { order } = await kitchen('Bela');
    const r = await rider('Suresh');
    const id = order({ ...r.out, paymentMethod: 'upi' });
    const res = await r.call('PUT', `/api/delivery/orders/${id}`, { status: 'delivered', collected: 'cash' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'delivered',
      paymentMethod: 'cash',
      paymentStatus: 'paid',
      utr: null,
      paid: 210.5,
      balanceDue: 0,
    });
  });

  it('"upi" makes it a UPI order "to check" (the rider\'s word), with the UTR when shown (spaces dropped), or without one', async () => {
    const { order } = await kitchen('Chanda');
    const r = await rider('Mohan');
    const cash = order({ ...r.out });
    const res = await r.call('PUT', `/api/delivery/orders/${cash}`, {
      status: 'delivered',
      collected: 'upi',
      utr: '4321 0987 6543',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'delivered',
      paymentMethod: 'upi',
      paymentStatus: 'awaiting_upi',
      paid: 0,
    });
    expect(row(cash).utr).toBe('432109876543');
    const noUtr = order({ ...r.out, paymentMethod: 'upi' });
    expect(
      (await r.call('PUT', `/api/delivery/orders/${noUtr}`, { status: 'delivered', collected: 'upi' })).json().data,
    ).toMatchObject({ paymentMethod: 'upi', paymentStatus: 'awaiting_upi', utr: null });
  });

  it('refuses a malformed UTR (400), a UTR with cash (400) and a UTR another order has (409 naming it), the status staying as it was', async () => {
    const { order } = await kitchen('Durga');
    const r = await rider('Vijay');
    const first = order({ ...r.out, paymentMethod: 'upi', paymentStatus: 'paid', utr: '555566667777' });
    const id = order({ ...r.out });
    const before = row(id);

    const short = await r.call('PUT', `/api/delivery/orders/${id}`, {
      status: 'delivered',
      collected: 'upi',
      utr: '12345',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toHaveProperty('utr');
    const withCash = await r.call('PUT', `/api/delivery/orders/${id}`, {
      status: 'delivered',
      collected: 'cash',
      utr: '123456789012',
    });
    expect(withCash.statusCode).toBe(400);
    expect(withCash.json().errors).toHaveProperty('utr');
    const taken = await r.call('PUT', `/api/delivery/orders/${id}`, {
      status: 'delivered',
      collected: 'upi',
      utr: '5555 6666 7777',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      success: false,
      errors: { utr: `This UTR already paid order ${code(first)}` },
    });
    expect(row(id)).toEqual(before);
    const history = t.database.sqlite
      .prepare(`select count(*) from order_status_history where order_id = ? and status = 'delivered'`)
      .pluck();
    expect(history.get(id)).toBe(0);
  });

  it('an order already paid needs no `collected` (the old body works); "upi" on it changes nothing, "cash" is refused (409)', async () => {
    const { order } = await kitchen('Ela');
    const r = await rider('Anil');
    const paid = order({ ...r.out, paymentMethod: 'upi', paymentStatus: 'paid', utr: '111122223333' });
    const res = await r.call('PUT', `/api/delivery/orders/${paid}`, { status: 'delivered' });
    expect(res.statusCode, res.body).toBe(200);
    expect(row(paid)).toEqual({
      status: 'delivered',
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      utr: '111122223333',
    });

    // A Delivered queued offline while the kitchen confirmed the payment still goes through.
    const confirmedMeanwhile = order({ ...r.out, paymentMethod: 'upi', paymentStatus: 'paid' });
    expect(
      (await r.call('PUT', `/api/delivery/orders/${confirmedMeanwhile}`, { status: 'delivered', collected: 'upi' }))
        .statusCode,
    ).toBe(200);
    const contradicted = order({ ...r.out, paymentMethod: 'upi', paymentStatus: 'paid' });
    const cash = await r.call('PUT', `/api/delivery/orders/${contradicted}`, {
      status: 'delivered',
      collected: 'cash',
    });
    expect(cash.statusCode).toBe(409);
    expect(cash.json().errors).toHaveProperty('collected');
    expect(row(contradicted).status).toBe('out_for_delivery');
  });
});

describe("the kitchen's Handed over of a pickup order says it too", () => {
  it('requires `collected` unless paid; cash, UPI with its UTR; a malformed or used UTR is refused', async () => {
    const { vendor, order } = await kitchen('Farida');
    const pickup = (extra: Partial<NewOrder> = {}) =>
      order({ status: 'preparing', fulfilment: 'pickup', deliveryChargePaise: 0, ...extra });

    const id = pickup({ paymentMethod: 'upi' });
    const missing = await vendor('PUT', `/api/vendor/orders/${id}`, { status: 'delivered' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('collected');
    expect(row(id).status).toBe('preparing');
    expect(
      (await vendor('PUT', `/api/vendor/orders/${id}`, { status: 'delivered', collected: 'cash' })).json().data,
    ).toMatchObject({ status: 'delivered', paymentMethod: 'cash', paymentStatus: 'paid' });

    const upi = pickup();
    const paid = await vendor('PUT', `/api/vendor/orders/${upi}`, {
      status: 'delivered',
      collected: 'upi',
      utr: '987654321098',
    });
    expect(paid.json().data).toMatchObject({
      status: 'delivered',
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      utr: '987654321098',
    });

    const again = pickup();
    const used = await vendor('PUT', `/api/vendor/orders/${again}`, {
      status: 'delivered',
      collected: 'upi',
      utr: '987654321098',
    });
    expect(used.statusCode).toBe(409);
    expect(used.json().errors.utr).toBe(`This UTR already paid order ${code(upi)}`);
    const bad = await vendor('PUT', `/api/vendor/orders/${again}`, {
      status: 'delivered',
      collected: 'upi',
      utr: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('utr');
    const invalid = await vendor('PUT', `/api/vendor/orders/${again}`, { status: 'delivered', collected: 'cheque' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors ?? {})).toContain('collected');
    expect(row(again)).toMatchObject({ status: 'preparing', paymentMethod: 'cash', paymentStatus: 'cash_on_delivery' });

    // Already paid by UPI: the old body hands it over.
    const prepaid = pickup({ paymentMethod: 'upi', paymentStatus: 'paid' });
    expect((await vendor('PUT', `/api/vendor/orders/${prepaid}`, { status: 'delivered' })).statusCode).toBe(200);
  });
});

describe('a day of cash and UPI adds up on every screen', () => {
  it('the dashboard, Daily Order and each rider’s Today agree to the paisa', async () => {
    const { restaurant, vendor, order } = await kitchen('Gaura');
    const a = await rider('Rider Amar');
    const b = await rider('Rider Bablu');
    const paise = (p: number) => [{ name: 'Village Thali', quantity: 1, pricePaise: p }];
    const deliver = (r: typeof a, id: number, body: Record<string, unknown>) =>
      r.call('PUT', `/api/delivery/orders/${id}`, { status: 'delivered', ...body });

    // Rider A: ₹210.50 cash; ₹160.25 UPI paid before; ₹340.75 cash order paid by UPI at the door.
    const aCash = order({ ...a.out, items: paise(18050) });
    const aPrepaid = order({
      ...a.out,
      items: paise(13025),
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      utr: '100020003000',
    });
    const aUpiAtDoor = order({ ...a.out, items: paise(31075) });
    // Rider B: ₹250.10 unconfirmed UPI paid in cash at the door; ₹99.99 cash; ₹120.40 UPI the admin marks delivered, still unconfirmed.
    const bUpiInCash = order({ ...b.out, items: paise(22010), paymentMethod: 'upi' });
    const bCash = order({ ...b.out, items: paise(6999) });
    const bAwaiting = order({ ...b.out, items: paise(9040), paymentMethod: 'upi' });
    // At the counter: ₹360 in cash, ₹145.55 by UPI.
    const counterCash = order({
      status: 'preparing',
      fulfilment: 'pickup',
      deliveryChargePaise: 0,
      items: paise(36000),
    });
    const counterUpi = order({
      status: 'preparing',
      fulfilment: 'pickup',
      deliveryChargePaise: 0,
      items: paise(14555),
      paymentMethod: 'upi',
    });
    // Not counted: a cancelled order, and one still out.
    order({ status: 'cancelled', items: paise(50000) });
    order({ ...a.out, items: paise(70000) });

    // The dashboard counts every kitchen's day (the tests above delivered some too): its change is this day's.
    const dashboard = async () =>
      (await admin('GET', '/api/admin/dashboard')).json().data.today as Record<
        'takings' | 'cashTakings' | 'upiTakings' | 'upiAwaiting',
        number
      >;
    const before = await dashboard();
    for (const [r, id, body] of [
      [a, aCash, { collected: 'cash' }],
      [a, aPrepaid, {}],
      [a, aUpiAtDoor, { collected: 'upi', utr: '200030004000' }],
      [b, bUpiInCash, { collected: 'cash' }],
      [b, bCash, { collected: 'cash' }],
    ] as const) {
      const res = await deliver(r, id, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await admin('PUT', `/api/admin/orders/${bAwaiting}`, { status: 'delivered' })).statusCode).toBe(200);
    expect(
      (await vendor('PUT', `/api/vendor/orders/${counterCash}`, { status: 'delivered', collected: 'cash' })).statusCode,
    ).toBe(200);
    expect(
      (await vendor('PUT', `/api/vendor/orders/${counterUpi}`, { status: 'delivered', collected: 'upi' })).statusCode,
    ).toBe(200);
    // UPI at the door is "to check" until the kitchen sees it arrive (its own counter's it sees at once).
    expect((await vendor('POST', `/api/vendor/orders/${aUpiAtDoor}/payment`, {})).statusCode).toBe(200);

    // In paise, by hand: cash is what changed hands as cash; UPI paid; UPI nobody has seen.
    const riderACash = 21050;
    const riderBCash = 25010 + 9999;
    const counter = 36000;
    const cash = riderACash + riderBCash + counter;
    const upiPaid = 16025 + 34075 + 14555;
    const upiAwaiting = 12040;
    const rupees = (p: number) => p / 100;

    const today = istDate(Date.now());
    const daily = (await admin('GET', `/api/admin/orders?restaurantId=${restaurant.id}&date=${today}&limit=1`)).json();
    expect(daily).toMatchObject({
      totalAmount: rupees(cash + upiPaid + upiAwaiting),
      totalAmountOrders: 8,
      cashAmount: rupees(cash),
      upiAmount: rupees(upiPaid + upiAwaiting),
      upiAwaitingAmount: rupees(upiAwaiting),
    });
    const after = await dashboard();
    const added = (field: keyof typeof after) => Math.round(after[field] * 100) - Math.round(before[field] * 100);
    expect({
      takings: added('takings'),
      cash: added('cashTakings'),
      upi: added('upiTakings'),
      awaiting: added('upiAwaiting'),
    }).toEqual({
      takings: cash + upiPaid + upiAwaiting,
      cash,
      upi: upiPaid + upiAwaiting,
      awaiting: upiAwaiting,
    });

    const summaryA = (await a.call('GET', '/api/delivery/summary')).json().data;
    const summaryB = (await b.call('GET', '/api/delivery/summary')).json().data;
    expect(summaryA).toMatchObject({ deliveries: 3, cashCollected: rupees(riderACash), open: 1 });
    expect(summaryB).toMatchObject({ deliveries: 3, cashCollected: rupees(riderBCash), open: 0 });
    // The riders' cash and the counter's make the dashboard's cash, to the paisa.
    expect(Math.round(summaryA.cashCollected * 100) + Math.round(summaryB.cashCollected * 100) + counter).toBe(
      added('cashTakings'),
    );

    // The orders behind a rider's figure: their day's deliveries, each with how it was paid.
    const listB = (await b.call('GET', `/api/delivery/orders?status=delivered&date=${today}&limit=100`)).json()
      .data as Array<{ id: number; paymentMethod: string; paymentStatus: string; totalAmount: number }>;
    expect(listB.map((o) => [o.id, o.paymentMethod, o.paymentStatus]).sort()).toEqual(
      [
        [bUpiInCash, 'cash', 'paid'],
        [bCash, 'cash', 'paid'],
        [bAwaiting, 'upi', 'awaiting_upi'],
      ].sort(),
    );
    const cashOfList = listB
      .filter((o) => o.paymentMethod === 'cash')
      .reduce((sum, o) => sum + Math.round(o.totalAmount * 100), 0);
    expect(cashOfList).toBe(riderBCash);
  });
});

describe("a rider's day is the day they delivered", () => {
  it('a UPI payment the kitchen sees the next day leaves the delivery on the day it was delivered', async () => {
    const { order, vendor } = await kitchen('Dhara');
    const r = await rider('Kishan');
    const id = order({ ...r.out, paymentMethod: 'upi' });
    const delivered = await r.call('PUT', `/api/delivery/orders/${id}`, { status: 'delivered', collected: 'upi' });
    expect(delivered.json().data, delivered.body).toMatchObject({ paymentStatus: 'awaiting_upi' });

    // Day 1 was yesterday: the delivery and its "to check" UPI were written then.
    const dayOne = Date.now() - 86_400_000;
    t.database.sqlite.prepare('update orders set updated_at = ? where id = ?').run(dayOne, id);
    t.database.sqlite
      .prepare("update order_status_history set at = ? where order_id = ? and status = 'delivered'")
      .run(dayOne, id);
    t.database.sqlite.prepare('update payments set at = ? where order_id = ?').run(dayOne, id);

    // Day 2, today: the kitchen sees the money arrive (the order is written again, today).
    expect((await vendor('POST', `/api/vendor/orders/${id}/payment`, {})).statusCode).toBe(200);
    expect(row(id).paymentStatus).toBe('paid');

    const listed = async (date: string) =>
      (
        (await r.call('GET', `/api/delivery/orders?status=delivered&date=${date}&limit=100`)).json().data as Array<{
          id: number;
        }>
      ).map((o) => o.id);
    const yesterday = istDate(dayOne);
    const today = istDate(Date.now());
    expect(await listed(yesterday)).toEqual([id]);
    expect(await listed(today)).toEqual([]);
    const summary = async (date: string) => (await r.call('GET', `/api/delivery/summary?date=${date}`)).json().data;
    expect(await summary(yesterday)).toMatchObject({ deliveries: 1 });
    expect(await summary(today)).toMatchObject({ deliveries: 0 });
  });
});
