/**
 * The accountant's month: GET /api/admin/reports/gst adds up the bill register of an India month
 * per restaurant (a regular GST restaurant with CGST + SGST, a composition-scheme one whose total
 * is its turnover), leaves cancelled and deleted orders' bills out of the money but counts them
 * among the bills issued, cuts the month at midnight India time, and answers the same figures as
 * a CSV; the bill register's own CSV lists the bills of a range. Orders are placed through the
 * checkout's own code at chosen times (placeOrder with `now`), so tax and bill numbers are real.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  caller,
  customerToken,
  fixtures,
  loginAsAdmin,
  makeApp,
  adminWithRole,
  partnerAccount,
  storefront,
  type TestApp,
} from './helper';
import { menuItems } from '../../db/schema';
import { placeOrder } from '../../db/orders';
import { IST_OFFSET_MS } from '../../shared/indiaTime';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;
let composition: { id: number; dishId: number };
let phone = 0;

const REGULAR_GSTIN = '09AAACG1234F1Z2';
const COMPOSITION_GSTIN = '27AAPFU0939F1ZV';

/** UTC ms of a time written in India time ("2026-03-31 23:50"). */
const india = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00Z`) - IST_OFFSET_MS;

/** Places a pickup order at the storefront (the restaurant given), at `when` India time, through the checkout's code. */
function orderAt(restaurant: { id: number; dishId: number }, when: string, quantity: number): number {
  t.database.sqlite.prepare('update restaurants set is_storefront = 0 where id != ?').run(restaurant.id);
  t.database.sqlite.prepare('update restaurants set is_storefront = 1 where id = ?').run(restaurant.id);
  const placed = placeOrder(t.database, {
    source: 'online',
    now: india(when),
    request: {
      customer: { name: 'Sunita Devi', phone: `98${String(30_000_000 + phone++).padStart(8, '0')}` },
      fulfilment: 'pickup',
      items: [{ dishId: restaurant.dishId, quantity }],
    },
  });
  return placed.id;
}

/** The rows of a CSV file as objects by its header (this test's cells hold no comma or quote, so none is quoted). */
function parse(text: string): Array<Record<string, string>> {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text).not.toContain('"');
  const [header, ...lines] = text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
  return lines.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
}

interface BillAnswer {
  billNumber: string;
  taxableValue: number;
  cgst: number;
  sgst: number;
  total: number;
  gstMode: string;
}
const billOf = async (id: number): Promise<BillAnswer> =>
  (await admin('GET', `/api/admin/orders/${id}/bill`)).json().data;
const paise = (rupees: number) => Math.round(rupees * 100);
/** The sums of some bills, in rupees, added in paise. */
function sums(bills: BillAnswer[]) {
  const add = (key: 'taxableValue' | 'cgst' | 'sgst' | 'total') =>
    bills.reduce((sum, b) => sum + paise(b[key]), 0) / 100;
  return { taxableValue: add('taxableValue'), cgst: add('cgst'), sgst: add('sgst'), total: add('total') };
}

const report = async (month: string) => {
  const res = await admin('GET', `/api/admin/reports/gst?month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data as Array<{
    restaurantId: number;
    name: string;
    gstin: string | null;
    gstMode: string;
    taxableValue: number;
    cgst: number;
    sgst: number;
    total: number;
    bills: { from: string; to: string; count: number; cancelled: number };
    sac: string;
  }>;
};

/** What the March orders' bills were, kept to compare the report with. */
const regular: Record<string, number> = {};
const regularBills: Record<string, BillAnswer> = {};
const compositionOrders: Record<string, number> = {};
const compositionBills: Record<string, BillAnswer> = {};

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  shop = storefront(t.database);
  expect(
    (
      await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, {
        gstin: REGULAR_GSTIN,
        gstMode: 'regular',
        pricesIncludeTax: true,
      })
    ).statusCode,
  ).toBe(200);
  const f = fixtures(t.database);
  const other = f.restaurant('Chulha Composition Kitchen', { opensAt: '00:00', closesAt: '24:00' });
  expect(
    (await admin('PUT', `/api/admin/restaurants/${other.id}`, { gstin: COMPOSITION_GSTIN, gstMode: 'composition' }))
      .statusCode,
  ).toBe(200);
  const dish = t.database.db
    .insert(menuItems)
    .values({ restaurantId: other.id, name: 'Litti Chokha', pricePaise: 9000, category: 'thali' })
    .returning()
    .get();
  composition = { id: other.id, dishId: dish.id };
  // A restaurant without a bill in March has no row.
  f.restaurant('Quiet Kitchen');

  const kitchen = { id: shop.kitchen.id, dishId: shop.thali.id };
  // In the order the checkout would take them: the series counts up through the financial year 2025-26.
  regular.february = orderAt(kitchen, '2026-02-28 23:50', 1);
  regular.first = orderAt(kitchen, '2026-03-01 00:10', 1);
  regular.cancelled = orderAt(kitchen, '2026-03-10 12:00', 2);
  regular.delivered = orderAt(kitchen, '2026-03-15 13:30', 3);
  regular.deleted = orderAt(kitchen, '2026-03-20 20:00', 4);
  regular.lastDay = orderAt(kitchen, '2026-03-31 23:50', 5);
  // 00:10 on 1 April India time is still 31 March in UTC: April, and the financial year 2026-27.
  regular.nextMonth = orderAt(kitchen, '2026-04-01 00:10', 6);
  compositionOrders.first = orderAt(composition, '2026-03-05 09:00', 2);
  compositionOrders.lastDay = orderAt(composition, '2026-03-31 23:50', 3);
  compositionOrders.nextMonth = orderAt(composition, '2026-04-01 00:10', 1);
  for (const [key, id] of Object.entries(regular)) regularBills[key] = await billOf(id);
  for (const [key, id] of Object.entries(compositionOrders)) compositionBills[key] = await billOf(id);

  // A cancelled order keeps its bill, cancelled; so does a deleted one.
  expect((await admin('PUT', `/api/admin/orders/${regular.cancelled}`, { status: 'cancelled' })).statusCode).toBe(200);
  expect((await admin('DELETE', `/api/admin/orders/${regular.deleted}`)).statusCode).toBe(200);
  expect((await admin('GET', `/api/admin/orders/${regular.deleted}`)).statusCode).toBe(404);
});
afterAll(() => t.close());

describe('GET /api/admin/reports/gst', () => {
  it('adds up the issued bills of the India month per restaurant: CGST + SGST for the regular one, none for the composition one', async () => {
    const rows = await report('2026-03');
    expect(rows.map((r) => r.restaurantId)).toEqual([composition.id, shop.kitchen.id]); // by name; no row for a restaurant without bills

    const issued = [regularBills.first!, regularBills.delivered!, regularBills.lastDay!];
    const kitchen = rows.find((r) => r.restaurantId === shop.kitchen.id)!;
    expect(kitchen).toEqual({
      restaurantId: shop.kitchen.id,
      name: 'Gaon Rasoi Janghai',
      gstin: REGULAR_GSTIN,
      gstMode: 'regular',
      ...sums(issued),
      bills: { from: '2025-26/000002', to: '2025-26/000006', count: 5, cancelled: 2 },
      sac: '996331',
    });
    // Worked by hand: 1 + 3 + 5 thalis at ₹180, prices including 5% GST: ₹1,620.00 in all.
    // Each bill: tax = total − round(total / 1.05), CGST = round(tax / 2), SGST = the rest.
    // 1 thali: tax ₹8.57 = 4.29 + 4.28; 3: ₹25.71 = 12.86 + 12.85; 5: ₹42.86 = 21.43 + 21.43.
    expect(kitchen).toMatchObject({ taxableValue: 1542.86, cgst: 38.58, sgst: 38.56, total: 1620 });
    expect(paise(kitchen.taxableValue) + paise(kitchen.cgst) + paise(kitchen.sgst)).toBe(paise(kitchen.total));

    // The composition scheme: bills of supply, no tax; the total is the turnover (₹90 × 5).
    const chulha = rows.find((r) => r.restaurantId === composition.id)!;
    expect(chulha).toEqual({
      restaurantId: composition.id,
      name: 'Chulha Composition Kitchen',
      gstin: COMPOSITION_GSTIN,
      gstMode: 'composition',
      taxableValue: 450,
      cgst: 0,
      sgst: 0,
      total: 450,
      bills: {
        from: compositionBills.first!.billNumber,
        to: compositionBills.lastDay!.billNumber,
        count: 2,
        cancelled: 0,
      },
      sac: '996331',
    });
    expect(compositionBills.first!.gstMode).toBe('composition');
  });

  it('cuts months at midnight India time: 23:50 on the last day is in the month, 00:10 on the 1st in the next', async () => {
    const march = await report('2026-03');
    const kitchenMarch = march.find((r) => r.restaurantId === shop.kitchen.id)!;
    expect(kitchenMarch.bills.to).toBe(regularBills.lastDay!.billNumber);
    expect(kitchenMarch.bills.from).toBe(regularBills.first!.billNumber);

    const april = await report('2026-04');
    const kitchenApril = april.find((r) => r.restaurantId === shop.kitchen.id)!;
    // A new financial year: the series starts again.
    expect(kitchenApril).toMatchObject({
      ...sums([regularBills.nextMonth!]),
      bills: { from: '2026-27/000001', to: '2026-27/000001', count: 1, cancelled: 0 },
    });
    expect(april.find((r) => r.restaurantId === composition.id)).toMatchObject({ total: 90, bills: { count: 1 } });

    const february = await report('2026-02');
    expect(february).toEqual([
      expect.objectContaining({
        restaurantId: shop.kitchen.id,
        ...sums([regularBills.february!]),
        bills: { from: '2025-26/000001', to: '2025-26/000001', count: 1, cancelled: 0 },
      }),
    ]);
    expect(await report('2026-05')).toEqual([]);
  });

  it('agrees with the bill register of the same days', async () => {
    const register = (
      await admin('GET', `/api/admin/bills?restaurantId=${shop.kitchen.id}&from=2026-03-01&to=2026-03-31`)
    ).json().data as Array<BillAnswer & { status: string }>;
    expect(register.map((b) => [b.billNumber, b.status])).toEqual([
      ['2025-26/000002', 'issued'],
      ['2025-26/000003', 'cancelled'],
      ['2025-26/000004', 'issued'],
      ['2025-26/000005', 'cancelled'],
      ['2025-26/000006', 'issued'],
    ]);
    const kitchen = (await report('2026-03')).find((r) => r.restaurantId === shop.kitchen.id)!;
    expect(sums(register.filter((b) => b.status === 'issued'))).toEqual({
      taxableValue: kitchen.taxableValue,
      cgst: kitchen.cgst,
      sgst: kitchen.sgst,
      total: kitchen.total,
    });
  });

  it('answers the same figures as a CSV named after the month', async () => {
    const res = await admin('GET', '/api/admin/reports/gst?month=2026-03&format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gst-2026-03.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = parse(res.body);
    const rows = await report('2026-03');
    // The month's totals close the file, under the money and bill columns.
    const total = lines.pop()!;
    const all = sums(rows as unknown as BillAnswer[]);
    expect(total).toMatchObject({
      Month: '2026-03',
      Restaurant: 'Total',
      'Taxable Value': all.taxableValue.toFixed(2),
      CGST: all.cgst.toFixed(2),
      SGST: all.sgst.toFixed(2),
      Total: all.total.toFixed(2),
      Bills: String(rows.reduce((n, r) => n + r.bills.count, 0)),
      Cancelled: String(rows.reduce((n, r) => n + r.bills.cancelled, 0)),
    });
    expect(
      lines.map((l) => ({
        restaurantId: Number(l['Restaurant ID']),
        name: l.Restaurant,
        gstin: l.GSTIN || null,
        mode: l['GST Mode'],
        sac: l.SAC,
        month: l.Month,
        money: [l['Taxable Value'], l.CGST, l.SGST, l.Total],
        bills: { from: l['First Bill'], to: l['Last Bill'], count: Number(l.Bills), cancelled: Number(l.Cancelled) },
      })),
    ).toEqual(
      rows.map((r) => ({
        restaurantId: r.restaurantId,
        name: r.name,
        gstin: r.gstin,
        mode: r.gstMode === 'regular' ? 'Regular' : 'Composition',
        sac: '996331',
        month: '2026-03',
        money: [r.taxableValue, r.cgst, r.sgst, r.total].map((v) => v.toFixed(2)),
        bills: r.bills,
      })),
    );
  });

  it('refuses a missing or malformed month with a 400 naming month, and changes nothing', async () => {
    for (const query of [
      '',
      '?month=',
      '?month=2026-13',
      '?month=2026-3',
      '?month=March',
      '?month=2026-03-01',
      '?month=2026-00',
    ]) {
      const res = await admin('GET', `/api/admin/reports/gst${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { month: expect.any(String) } });
    }
    const csv = await admin('GET', '/api/admin/reports/gst?month=2026-03&format=xml');
    expect(csv.statusCode).toBe(400);
    expect(csv.json().errors).toHaveProperty('format');
  });

  it('is for the back office only: any admin role reads it, other tokens are refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports/gst?month=2026-03' })).statusCode).toBe(401);
    for (const token of [
      await customerToken(t.app),
      (await partnerAccount(t.app, 'vendor')).token,
      (await partnerAccount(t.app, 'delivery')).token,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/reports/gst?month=2026-03&format=csv',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().success).toBe(false);
    }
    const manager = await adminWithRole(t, 'restaurant_manager');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reports/gst?month=2026-03', headers: bearer(manager) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('GET /api/admin/bills?format=csv', () => {
  it('lists the bills of the range as the JSON does, cancelled ones marked, in a file named after the India days', async () => {
    const query = `restaurantId=${shop.kitchen.id}&from=2026-03-01&to=2026-04-01`;
    const json = (await admin('GET', `/api/admin/bills?${query}`)).json().data as Array<{
      billNumber: string;
      orderId: string;
      date: string;
      status: string;
      taxableValue: number;
      cgst: number;
      sgst: number;
      total: number;
      paidWith: string[];
      paid: number;
      refunded: number;
    }>;
    const res = await admin('GET', `/api/admin/bills?${query}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="bills-2026-03-01_to_2026-04-01-restaurant-${shop.kitchen.id}.csv"`,
    );
    const lines = parse(res.body);
    // The issued bills' totals close the file (cancelled ones are not supplies).
    const total = lines.pop()!;
    const issued = sums(json.filter((b) => b.status !== 'cancelled') as unknown as BillAnswer[]);
    expect(total).toEqual({
      'Bill Number': 'Total',
      'Order ID': `${json.filter((b) => b.status !== 'cancelled').length} issued`,
      'Date (IST)': '',
      Status: '',
      'Taxable Value': issued.taxableValue.toFixed(2),
      CGST: issued.cgst.toFixed(2),
      SGST: issued.sgst.toFixed(2),
      Total: issued.total.toFixed(2),
      // What the ledger says was paid and given back, over every bill of the file.
      'Paid With': '',
      Paid: (json.reduce((s, b) => s + Math.round(b.paid * 100), 0) / 100).toFixed(2),
      Refunded: (json.reduce((s, b) => s + Math.round(b.refunded * 100), 0) / 100).toFixed(2),
      Restaurant: '',
    });
    expect(Object.keys(lines[0]!)).toEqual([
      'Bill Number',
      'Order ID',
      'Date (IST)',
      'Status',
      'Taxable Value',
      'CGST',
      'SGST',
      'Total',
      'Paid With',
      'Paid',
      'Refunded',
      'Restaurant',
    ]);
    expect(lines.map((l) => [l['Paid With'], l.Paid, l.Refunded])).toEqual(
      json.map((b) => [
        b.paidWith.length
          ? b.paidWith.map((m) => ({ cash: 'Cash', upi: 'UPI', credit: 'Khata' })[m]).join(' + ')
          : 'Not paid',
        b.paid.toFixed(2),
        b.refunded.toFixed(2),
      ]),
    );
    expect(lines.map((l) => [l['Bill Number'], l['Order ID'], l.Status])).toEqual(
      json.map((b) => [b.billNumber, b.orderId, b.status === 'cancelled' ? 'Cancelled' : 'Issued']),
    );
    expect(lines.map((l) => [l['Taxable Value'], l.CGST, l.SGST, l.Total])).toEqual(
      json.map((b) => [b.taxableValue, b.cgst, b.sgst, b.total].map((v) => v.toFixed(2))),
    );
    // India time, to the minute: the last order of March and the first of April.
    expect(lines.map((l) => l['Date (IST)']).slice(-2)).toEqual(['2026-03-31 23:50', '2026-04-01 00:10']);
    expect(new Set(lines.map((l) => l.Restaurant))).toEqual(new Set(['Gaon Rasoi Janghai']));
    // The deleted order's bill is still there, cancelled, under its order's code.
    expect(lines.find((l) => l['Bill Number'] === regularBills.deleted!.billNumber)).toMatchObject({
      'Order ID': `ORD-${String(regular.deleted).padStart(6, '0')}`,
      Status: 'Cancelled',
    });

    const oneDay = await admin('GET', '/api/admin/bills?from=2026-03-31&to=2026-03-31&format=csv');
    expect(oneDay.headers['content-disposition']).toBe('attachment; filename="bills-2026-03-31.csv"');
    expect(
      parse(oneDay.body)
        .slice(0, -1)
        .map((l) => l.Restaurant)
        .sort(),
    ).toEqual(['Chulha Composition Kitchen', 'Gaon Rasoi Janghai']);
    expect((await admin('GET', '/api/admin/bills?from=2026-02-30&format=csv')).statusCode).toBe(400);
  });
});

describe('a month billed under two GST modes', () => {
  it('is one row per GST mode and GSTIN in the summary and its CSV, never the unregistered bills read as regular', async () => {
    const f = fixtures(t.database);
    const kitchen = f.restaurant('Badalti Rasoi', { opensAt: '00:00', closesAt: '24:00' });
    const dish = t.database.db
      .insert(menuItems)
      .values({ restaurantId: kitchen.id, name: 'Kadhi Chawal', pricePaise: 10_000, category: 'thali' })
      .returning()
      .get();
    const k = { id: kitchen.id, dishId: dish.id };
    const before = await billOf(orderAt(k, '2026-05-03 12:00', 3));
    // Registered mid-month: the bills from then on are tax invoices under the GSTIN.
    expect(
      (
        await admin('PUT', `/api/admin/restaurants/${kitchen.id}`, {
          gstin: REGULAR_GSTIN,
          gstMode: 'regular',
          pricesIncludeTax: true,
        })
      ).statusCode,
    ).toBe(200);
    const after = await billOf(orderAt(k, '2026-05-20 12:00', 1));

    const rows = (await report('2026-05')).filter((r) => r.restaurantId === kitchen.id);
    expect(rows.map((r) => [r.gstMode, r.gstin, r.taxableValue, r.cgst, r.total, r.bills.from, r.bills.count])).toEqual(
      [
        ['none', null, before.total, 0, before.total, before.billNumber, 1],
        ['regular', REGULAR_GSTIN, after.taxableValue, after.cgst, after.total, after.billNumber, 1],
      ],
    );
    const csv = parse((await admin('GET', '/api/admin/reports/gst?month=2026-05&format=csv')).body);
    expect(
      csv
        .filter((l) => l.Restaurant === 'Badalti Rasoi')
        .map((l) => [l['GST Mode'], l.GSTIN, l.Total, l['First Bill']]),
    ).toEqual([
      ['Not registered', '', before.total.toFixed(2), before.billNumber],
      ['Regular', REGULAR_GSTIN, after.total.toFixed(2), after.billNumber],
    ]);
  });
});
