/**
 * A lawful bill: the restaurant's FSSAI and GSTIN settings (refused when malformed), a bill
 * number from a gap-free series per restaurant and financial year given in the order's own
 * transaction, GST as CGST + SGST adding up to the tax to the paisa (prices with or without
 * tax), a bill of supply for the composition scheme, no tax lines when unregistered, and who
 * may read a bill (admin, the order's kitchen, the customer with the tracking secret).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, caller, fixtures, loginAsAdmin, makeApp, partnerAccount, storefront, type TestApp } from './helper';
import { coupons, orders, restaurants } from '../../db/schema';
import {
  FSSAI_MESSAGE,
  GSTIN_MESSAGE,
  GSTIN_REQUIRED_MESSAGE,
  financialYearOf,
  formatBillNumber,
  gstinCheckCharacter,
  isGstin,
} from '../../shared/tax';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let token: string;
let shop: ReturnType<typeof storefront>;
let n = 0;

const GSTIN = '09AAACG1234F1Z2';
const order = (over: Record<string, unknown> = {}) => ({
  customer: { name: 'Sunita Devi', phone: `98${String(12_000_000 + n++).padStart(8, '0')}` },
  fulfilment: 'delivery',
  villageId: shop.village.id,
  address: 'House 12, near the well',
  items: [
    { dishId: shop.thali.id, quantity: 2 },
    { dishId: shop.lassi.id, quantity: 1 },
  ],
  ...over,
});
const place = async (over: Record<string, unknown> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: order(over) });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json().data as { orderId: string; totalAmount: number; tax: number; trackingUrl: string };
  return {
    ...placed,
    id: Number(placed.orderId.slice(4)),
    token: new URL(placed.trackingUrl, 'http://x').searchParams.get('t')!,
  };
};
const bill = async (id: number) => {
  const res = await admin('GET', `/api/admin/orders/${id}/bill`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const setKitchen = async (body: Record<string, unknown>) => {
  const res = await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const paise = (rupees: number) => Math.round(rupees * 100);

beforeAll(async () => {
  t = await makeApp();
  token = await loginAsAdmin(t.app);
  admin = caller(t.app, token);
  shop = storefront(t.database);
});
afterAll(() => t.close());

describe('the rules', () => {
  it('checks a GSTIN by its format and its check character', () => {
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isGstin(GSTIN)).toBe(true);
    expect(isGstin('09AAACG1234F1Z5')).toBe(false);
    expect(isGstin('09AAACG1234F1Y2')).toBe(false);
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });
  it('counts financial years from April, India time, and keeps bill numbers within 16 characters', () => {
    expect(financialYearOf(Date.parse('2027-03-31T18:29:59Z'))).toBe(2026);
    expect(financialYearOf(Date.parse('2027-03-31T18:30:00Z'))).toBe(2027);
    expect(formatBillNumber(2026, 42)).toBe('2026-27/000042');
    expect(formatBillNumber(2099, 99_999_999).length).toBeLessThanOrEqual(16);
  });
});

describe('restaurant bill settings', () => {
  it('are off until set: no FSSAI, no GSTIN, unregistered, prices include tax, GST not paid by the marketplace', async () => {
    const res = await admin('GET', `/api/admin/restaurants/${shop.kitchen.id}`);
    expect(res.json().data).toMatchObject({
      fssaiNumber: null,
      gstin: null,
      gstMode: 'none',
      pricesIncludeTax: true,
      gstByOperator: false,
    });
  });
  it('refuses an FSSAI number that is not 14 digits', async () => {
    for (const fssaiNumber of ['1234567890123', '123456789012345', '1234567890123A']) {
      const res = await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { fssaiNumber });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: FSSAI_MESSAGE, errors: { fssaiNumber: FSSAI_MESSAGE } });
    }
  });
  it('refuses a malformed GSTIN or a wrong check character, and a registration without a GSTIN', async () => {
    for (const gstin of ['09AAACG1234F1Z', '09AAACG1234F1Z5', 'GSTIN-123']) {
      const res = await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { gstin });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: GSTIN_MESSAGE, errors: { gstin: GSTIN_MESSAGE } });
    }
    const res = await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { gstMode: 'regular' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ gstin: GSTIN_REQUIRED_MESSAGE });
    const created = await admin('POST', '/api/admin/restaurants', {
      name: 'Another',
      address: 'Road 1',
      cuisine: 'Thali',
      gstMode: 'composition',
    });
    expect(created.statusCode).toBe(400);
    expect((await admin('GET', `/api/admin/restaurants/${shop.kitchen.id}`)).json().data.gstMode).toBe('none');
  });
  it('are saved (GSTIN in capitals)', async () => {
    const saved = await setKitchen({ fssaiNumber: '12722999000123', gstin: GSTIN.toLowerCase(), gstMode: 'regular' });
    expect(saved).toMatchObject({
      fssaiNumber: '12722999000123',
      gstin: GSTIN,
      gstMode: 'regular',
      pricesIncludeTax: true,
      gstByOperator: false,
    });
  });
});

describe('the bill', () => {
  it('of a regular restaurant with tax-inclusive prices: the total is unchanged and contains CGST + SGST, to the paisa', async () => {
    await setKitchen({ gstMode: 'regular', pricesIncludeTax: true });
    const placed = await place();
    // 2 × ₹180 + ₹60 + ₹30 delivery
    expect(placed).toMatchObject({ totalAmount: 450, tax: 0 });
    const b = await bill(placed.id);
    expect(b).toMatchObject({
      kind: 'tax_invoice',
      orderId: placed.orderId,
      fssai: '12722999000123',
      gstin: GSTIN,
      restaurant: { name: 'Gaon Rasoi Janghai', address: 'Main Road, Janghai' },
      customer: { name: 'Sunita Devi' },
      subtotal: 420,
      deliveryCharge: 30,
      discount: 0,
      total: 450,
      gstRate: 5,
      pricesIncludeTax: true,
      paymentMethod: 'cash',
      paymentStatus: 'cash_on_delivery',
      cancelled: false,
      compositionLine: null,
    });
    expect(b.lines).toEqual([
      { name: 'Village Thali', nameHi: null, quantity: 2, price: 180, amount: 360 },
      { name: 'Sweet Lassi', nameHi: null, quantity: 1, price: 60, amount: 60 },
    ]);
    expect(b.billNumber).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
    expect(b.billNumber.length).toBeLessThanOrEqual(16);
    // ₹450 contains 450 − 450/1.05 = ₹21.43 of GST
    expect(b.tax).toBe(21.43);
    expect(b.taxableValue).toBe(428.57);
    expect(paise(b.cgst) + paise(b.sgst)).toBe(paise(b.tax));
    expect([b.cgst, b.sgst].sort()).toEqual([10.71, 10.72]);
  });

  it('of a regular restaurant with prices before tax: 5% on food after the discount plus delivery, added to the order and its total', async () => {
    const menuGst = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/menu' })).json().data.kitchen.gstOnTopPercent;
    expect(await menuGst()).toBeUndefined();
    await setKitchen({ pricesIncludeTax: false });
    // The checkout adds the same 5% before placing.
    expect(await menuGst()).toBe(5);
    t.database.db
      .insert(coupons)
      .values({ code: 'THALI15', discount: 15, validFrom: '2020-01-01', validTo: '2099-12-31', usageLimit: 100 })
      .run();
    const placed = await place({ couponCode: 'thali15' });
    // food ₹420 − 15% (₹63) + ₹30 delivery = ₹387; GST 5% = ₹19.35; total ₹406.35
    expect(placed).toMatchObject({ tax: 19.35, totalAmount: 406.35 });
    const answer = (await admin('GET', `/api/admin/orders/${placed.id}`)).json().data;
    expect(answer).toMatchObject({ tax: 19.35, totalAmount: 406.35, billNumber: (await bill(placed.id)).billNumber });
    const row = t.database.db.select().from(orders).where(eq(orders.id, placed.id)).get()!;
    expect(row).toMatchObject({
      taxPaise: 1935,
      totalPaise: 40635,
      discountPaise: 6300,
      gstMode: 'regular',
      pricesIncludeTax: false,
    });
    const b = await bill(placed.id);
    expect(b).toMatchObject({
      kind: 'tax_invoice',
      discount: 63,
      couponCode: 'THALI15',
      taxableValue: 387,
      tax: 19.35,
      total: 406.35,
      pricesIncludeTax: false,
    });
    expect(paise(b.cgst) + paise(b.sgst)).toBe(1935);
    expect(b.cgst).toBe(9.68);
    expect(b.sgst).toBe(9.67);
    const tracking = await t.app.inject({ method: 'GET', url: `/api/track/${placed.orderId}?t=${placed.token}` });
    expect(tracking.json().data).toMatchObject({ tax: 19.35, totalAmount: 406.35 });
  });

  it('keeps the GST of the order when the setting changes later', async () => {
    const placed = await place();
    await setKitchen({ pricesIncludeTax: true, gstMode: 'none' });
    const b = await bill(placed.id);
    expect(b).toMatchObject({ kind: 'tax_invoice', pricesIncludeTax: false, tax: 22.5, total: 472.5 });
  });

  it('of a composition-scheme restaurant is a bill of supply with the composition line and no tax', async () => {
    await setKitchen({ gstMode: 'composition' });
    const placed = await place();
    expect(placed).toMatchObject({ tax: 0, totalAmount: 450 });
    const b = await bill(placed.id);
    expect(b).toMatchObject({ kind: 'bill_of_supply', gstin: GSTIN, tax: 0, cgst: 0, sgst: 0, gstRate: 0, total: 450 });
    expect(b.compositionLine.en).toMatch(/Composition taxable person, not eligible to collect tax/);
  });

  it('of an unregistered restaurant has no tax lines, even with prices set before tax', async () => {
    await setKitchen({ gstMode: 'none', gstin: null, pricesIncludeTax: false });
    const placed = await place();
    expect(placed).toMatchObject({ tax: 0, totalAmount: 450 });
    const b = await bill(placed.id);
    expect(b).toMatchObject({ kind: 'bill', gstin: null, tax: 0, cgst: 0, sgst: 0, compositionLine: null, total: 450 });
  });

  it('of a cancelled order keeps its number and says cancelled', async () => {
    const placed = await place();
    const before = await bill(placed.id);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/track/${placed.orderId}/cancel?t=${placed.token}` })).statusCode,
    ).toBe(200);
    const after = await bill(placed.id);
    expect(after).toMatchObject({ billNumber: before.billNumber, cancelled: true, status: 'cancelled' });
  });

  it('is 404 for an order that does not exist', async () => {
    expect((await admin('GET', '/api/admin/orders/999999/bill')).statusCode).toBe(404);
  });
});

describe('who reads a bill', () => {
  it('the customer with the tracking secret; a wrong or missing secret is 404 like a missing order', async () => {
    const mine = await place();
    const theirs = await place();
    const res = await t.app.inject({ method: 'GET', url: `/api/track/${mine.orderId}/bill?t=${mine.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ orderId: mine.orderId, billNumber: (await bill(mine.id)).billNumber });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/track/${theirs.orderId}/bill?t=${mine.token}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/track/${mine.orderId}/bill` })).statusCode).toBe(404);
  });
  it('the customer also gets it as a printable page (80 mm or A4, English or Hindi), with the same secret', async () => {
    await setKitchen({ gstMode: 'regular', gstin: GSTIN, pricesIncludeTax: true });
    const mine = await place();
    const number = (await bill(mine.id)).billNumber;
    const page = await t.app.inject({ method: 'GET', url: `/api/track/${mine.orderId}/bill.html?t=${mine.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(number);
    expect(page.body).toContain('Tax Invoice');
    expect(page.body).toContain('size: 80mm auto');
    expect(page.body).toContain('CGST @ 2.5%');
    expect(page.body).toContain('12722999000123');
    const a4 = await t.app.inject({
      method: 'GET',
      url: `/api/track/${mine.orderId}/bill.html?t=${mine.token}&paper=a4&lang=hi`,
    });
    expect(a4.body).toContain('size: A4');
    expect(a4.body).toContain('<html lang="hi">');
    expect(a4.body).toContain('टैक्स इनवॉइस');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/track/${mine.orderId}/bill.html?t=wrong` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/track/${mine.orderId}/bill.html?t=${mine.token}&paper=58` }))
        .statusCode,
    ).toBe(400);
    const script = await t.app.inject({ method: 'GET', url: '/api/bill-print.js' });
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it("the order's kitchen; another kitchen gets 404, no token 401", async () => {
    const owner = await partnerAccount(t.app, 'vendor');
    const other = await partnerAccount(t.app, 'vendor', 'Other Kitchen');
    t.database.db.update(restaurants).set({ ownerId: owner.id }).where(eq(restaurants.id, shop.kitchen.id)).run();
    const placed = await place();
    const get = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/vendor/orders/${placed.id}/bill`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const res = await get(owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.orderId).toBe(placed.orderId);
    expect((await get(other.token)).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(401);
    const f = fixtures(t.database);
    const elsewhere = f.restaurant('Elsewhere');
    const foreign = f.order({ restaurantId: elsewhere.id, restaurantName: 'Elsewhere' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/vendor/orders/${foreign}/bill`,
          headers: { authorization: `Bearer ${owner.token}` },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('bill numbers', () => {
  it('are gap-free and unique per restaurant and financial year over 20 concurrent orders', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => place()));
    const numbers = await Promise.all(results.map(async (r) => (await bill(r.id)).billNumber as string));
    expect(new Set(numbers).size).toBe(20);
    const all = t.database.db
      .select({ billNumber: orders.billNumber })
      .from(orders)
      .where(eq(orders.restaurantId, shop.kitchen.id))
      .all();
    const fy = financialYearOf(Date.now());
    const serials = all
      .map((o) => o.billNumber!)
      .filter((b) => b.startsWith(`${fy}-`))
      .map((b) => Number(b.split('/')[1]))
      .sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: serials.length }, (_, i) => i + 1));
  });

  it('start again at 1 in a new financial year and for another restaurant; an order inserted by any path gets one', () => {
    const f = fixtures(t.database);
    const other = f.restaurant('Second Kitchen');
    const march = Date.parse('2027-03-31T18:00:00Z');
    const april = Date.parse('2027-03-31T19:00:00Z');
    const ids = [march, april, april].map((createdAt) =>
      f.order({ restaurantId: other.id, restaurantName: 'Second Kitchen', createdAt }),
    );
    const got = ids.map(
      (id) => t.database.db.select({ b: orders.billNumber }).from(orders).where(eq(orders.id, id)).get()!.b,
    );
    expect(got).toEqual(['2026-27/000001', '2027-28/000001', '2027-28/000002']);
  });

  it('are not reused: a failed insert gives its number back, and the next order takes the next one', () => {
    const f = fixtures(t.database);
    const r = f.restaurant('Third Kitchen');
    const first = f.order({ restaurantId: r.id, restaurantName: 'Third Kitchen' });
    expect(() =>
      t.database.sqlite.transaction(() => {
        f.order({ restaurantId: r.id, restaurantName: 'Third Kitchen' });
        throw new Error('crash before commit');
      })(),
    ).toThrow('crash before commit');
    const second = f.order({ restaurantId: r.id, restaurantName: 'Third Kitchen' });
    const numberOf = (id: number) =>
      t.database.db.select({ b: orders.billNumber }).from(orders).where(eq(orders.id, id)).get()!.b!;
    expect(numberOf(first).endsWith('/000001')).toBe(true);
    expect(numberOf(second).endsWith('/000002')).toBe(true);
  });
});

describe('an issued bill', () => {
  const page = async (placed: { orderId: string; token: string }) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/track/${placed.orderId}/bill.html?t=${placed.token}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  it('is reprinted as it was issued, whatever the restaurant settings say later (name, address, FSSAI, GSTIN, GST mode, the section 9(5) line)', async () => {
    await setKitchen({
      name: 'Gaon Rasoi Janghai',
      fssaiNumber: '12722999000123',
      gstin: GSTIN,
      gstMode: 'regular',
      pricesIncludeTax: true,
      gstByOperator: false,
    });
    const placed = await place();
    const issued = await bill(placed.id);
    expect(issued).toMatchObject({
      kind: 'tax_invoice',
      gstin: GSTIN,
      fssai: '12722999000123',
      gstByOperator: false,
      restaurant: { name: 'Gaon Rasoi Janghai' },
    });
    const printed = await page(placed);
    expect(printed).not.toContain('section 9(5)');

    await setKitchen({ gstByOperator: true });
    await setKitchen({
      name: 'Renamed Kitchen',
      address: 'Elsewhere Road',
      fssaiNumber: '22722999000999',
      gstMode: 'composition',
    });
    await setKitchen({ gstMode: 'none', gstin: null, pricesIncludeTax: false });
    expect(await bill(placed.id)).toEqual(issued);
    const reprinted = await page(placed);
    expect(reprinted).not.toContain('section 9(5)');
    expect(reprinted).toContain(GSTIN);
    expect(reprinted).toContain('Gaon Rasoi Janghai');
    expect(reprinted).not.toContain('Renamed Kitchen');
    expect(reprinted).toContain('Tax Invoice');
    // A new order is billed under the new settings.
    expect(await bill((await place()).id)).toMatchObject({
      kind: 'bill',
      gstin: null,
      fssai: '22722999000999',
      gstByOperator: true,
      restaurant: { name: 'Renamed Kitchen', address: 'Elsewhere Road' },
    });
    await setKitchen({
      name: 'Gaon Rasoi Janghai',
      address: 'Main Road, Janghai',
      fssaiNumber: '12722999000123',
      gstin: GSTIN,
      gstMode: 'regular',
      pricesIncludeTax: true,
      gstByOperator: false,
    });
  });

  it('has a payment line that follows the order: a delivered cash order was paid, a cancelled one owes nothing', async () => {
    const delivery = await place();
    expect((await bill(delivery.id)).payment).toBe('due_on_delivery');
    const moved = await admin('PUT', `/api/admin/orders/${delivery.id}`, { status: 'delivered' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await bill(delivery.id)).toMatchObject({ status: 'delivered', payment: 'paid', cancelled: false });
    const printed = await page(delivery);
    expect(printed).not.toContain('due on delivery');
    expect(printed).toMatch(/Cash — <span[^>]*>paid</);

    const pickup = await place({ fulfilment: 'pickup', villageId: undefined, address: undefined });
    expect((await bill(pickup.id)).payment).toBe('due_at_pickup');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/track/${pickup.orderId}/cancel?t=${pickup.token}` })).statusCode,
    ).toBe(200);
    expect(await bill(pickup.id)).toMatchObject({ cancelled: true, payment: 'cancelled' });
    const cancelled = await page(pickup);
    expect(cancelled).not.toContain('due at pickup');
    expect(cancelled).toContain('order cancelled, nothing due');
  });

  it('stays in the register when its order is deleted: cancelled, the same number, and the admin and the customer still open it', async () => {
    const placed = await place();
    const issued = await bill(placed.id);
    const deleted = await admin('DELETE', `/api/admin/orders/${placed.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await admin('GET', `/api/admin/orders/${placed.id}`)).statusCode).toBe(404);
    const after = await bill(placed.id);
    expect(after).toEqual({ ...issued, status: 'cancelled', cancelled: true, payment: 'cancelled' });
    const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${placed.orderId}/bill?t=${placed.token}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().data).toEqual(after);
    expect((await t.app.inject({ method: 'GET', url: `/api/track/${placed.orderId}/bill?t=wrong` })).statusCode).toBe(
      404,
    );
    const printed = await page(placed);
    expect(printed).toContain(issued.billNumber);
    expect(printed).toContain('CANCELLED');
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const register = (
      await admin('GET', `/api/admin/bills?restaurantId=${shop.kitchen.id}&from=${today}&to=${today}`)
    ).json().data as Array<{ billNumber: string }>;
    expect(register.find((b) => b.billNumber === issued.billNumber)).toEqual({
      billNumber: issued.billNumber,
      orderId: placed.orderId,
      restaurantId: shop.kitchen.id,
      date: issued.date,
      status: 'cancelled',
      cancelReason: null,
      taxableValue: issued.taxableValue,
      cgst: issued.cgst,
      sgst: issued.sgst,
      total: issued.total,
      // Its order and its payment rows are gone: the register knows of no money on it.
      paidWith: [],
      paid: 0,
      refunded: 0,
    });
  });

  it('keeps its restaurant: a restaurant whose deleted orders left bills is not deleted', async () => {
    const f = fixtures(t.database);
    const r = f.restaurant('Short-lived Kitchen');
    const id = f.order({ restaurantId: r.id, restaurantName: 'Short-lived Kitchen' });
    expect((await admin('DELETE', `/api/admin/orders/${id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/restaurants/${r.id}`)).statusCode).toBe(409);
  });
});

describe('the bill register', () => {
  const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  type Entry = {
    billNumber: string;
    orderId: string;
    status: 'issued' | 'cancelled';
    taxableValue: number;
    cgst: number;
    sgst: number;
    total: number;
  };
  const register = async (query: string) => {
    const res = await admin('GET', `/api/admin/bills?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Entry[];
  };

  it('has no gap after deletions, cancellations and 20 concurrent orders: every number of the series, cancelled ones marked', async () => {
    const first = await place();
    const cancelled = await place();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/track/${cancelled.orderId}/cancel?t=${cancelled.token}` }))
        .statusCode,
    ).toBe(200);
    const gone = await place();
    expect((await admin('DELETE', `/api/admin/orders/${gone.id}`)).statusCode).toBe(200);
    const together = await Promise.all(Array.from({ length: 20 }, () => place()));
    const deleted = [together[3], together[17]];
    for (const d of deleted) expect((await admin('DELETE', `/api/admin/orders/${d.id}`)).statusCode).toBe(200);

    const bills = await register(`restaurantId=${shop.kitchen.id}&from=${today()}&to=${today()}`);
    const fy = financialYearOf(Date.now());
    const serials = bills
      .map((b) => b.billNumber)
      .filter((n) => n.startsWith(`${fy}-`))
      .map((n) => Number(n.split('/')[1]));
    // Numbers consecutive from the first of the year: nothing missing, nothing twice.
    expect(serials).toEqual(Array.from({ length: serials.length }, (_, i) => i + 1));
    // The counter gave no number the register does not hold.
    const last = t.database.sqlite
      .prepare('select last from bill_counters where restaurant_id = ? and financial_year = ?')
      .pluck()
      .get(shop.kitchen.id, fy);
    expect(serials.length).toBe(last);
    const byOrder = new Map(bills.map((b) => [b.orderId, b]));
    for (const o of [first, ...together]) expect(byOrder.get(o.orderId), o.orderId).toBeDefined();
    for (const o of [cancelled, gone, ...deleted]) expect(byOrder.get(o.orderId)!.status, o.orderId).toBe('cancelled');
    for (const o of [first, together[0], together[19]]) expect(byOrder.get(o.orderId)!.status).toBe('issued');
    for (const b of bills) expect(paise(b.cgst) + paise(b.sgst) + paise(b.taxableValue)).toBe(paise(b.total));
    // Every restaurant's register, and a range without today.
    expect((await register(`from=${today()}&to=${today()}`)).length).toBeGreaterThanOrEqual(bills.length);
    expect(await register(`restaurantId=${shop.kitchen.id}&from=2020-01-01&to=2020-01-31`)).toEqual([]);
    // Today by default.
    expect(await register(`restaurantId=${shop.kitchen.id}`)).toEqual(bills);
  });

  it('refuses a day that does not exist or a range that ends before it starts', async () => {
    expect((await admin('GET', '/api/admin/bills?from=2026-02-30')).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/bills?from=2026-05-02&to=2026-05-01')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/bills' })).statusCode).toBe(401);
  });
});

describe('the bill register, read again', () => {
  it('answers 304 while nothing changed, and the new bill once an order is placed', async () => {
    const url = `/api/admin/bills?restaurantId=${shop.kitchen.id}`;
    const first = await admin('GET', url);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const placed = await place();
    const after = await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect((after.json().data as Array<{ orderId: string }>).some((b) => b.orderId === placed.orderId)).toBe(true);
  });
});
