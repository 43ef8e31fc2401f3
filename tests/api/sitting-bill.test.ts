/**
 * The sitting's bill: a table closed with one bill for every round reads and prints it like any
 * bill — from any of its rounds (admin and kitchen), on the bill printer at the close, and for the
 * guest on the table's page for a while after — with each round's lines, the table, GST as for any
 * bill, the payments taken and, only while something is still due, the UPI QR for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, loginAsAdmin, makeApp, partnerAccount, storefront, type TestApp } from './helper';
import { paymentsOf, voidPayment } from '../../db/ledger';
import { CLOSED_BILL_SHOWN_MS } from '../../db/tables';
import { parseOrderCode } from '../../shared/ordering';
import { splitGst, gstWithin } from '../../shared/tax';
import { billLines } from '../../server/printing/ticket';
import type { Bill } from '../../shared/api/bills';
import jsQR from 'jsqr';

const GSTIN = '09AAACG1234A1Z5';
const KHATA_PHONE = '9876502222';
let t: TestApp;
let admin: ReturnType<typeof caller>;
let kitchen: ReturnType<typeof caller>;
let kitchenToken: string;
let shop: ReturnType<typeof storefront>;

const guest = (method: 'GET' | 'POST', url: string, payload?: object, lang?: string) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: lang ? { 'accept-language': lang } : {} });

/** A table with two rounds: the guest's (2 thalis) and one keyed in by staff (1 lassi): ₹420. */
async function seated(name: string) {
  const res = await admin('POST', '/api/admin/tables', { restaurantId: shop.kitchen.id, name, seats: 4 });
  const table = res.json().data as { id: number; token: string };
  await guest('POST', `/api/tables/${table.token}/rounds`, { items: [{ dishId: shop.thali.id, quantity: 2 }] });
  await admin('POST', `/api/admin/tables/${table.id}/rounds`, { items: [{ dishId: shop.lassi.id, quantity: 1 }] });
  const rounds = t.database.sqlite
    .prepare('select id from orders where table_id = ? order by id')
    .pluck()
    .all(table.id) as number[];
  return { ...table, rounds };
}

const billJobs = (orderId: number) =>
  t.database.sqlite
    .prepare(`select count(*) from print_jobs where order_id = ? and kind = 'bill'`)
    .pluck()
    .get(orderId) as number;

/** Draws the bill's QR path (runs of dark modules) as a picture with its quiet zone, and reads it as a phone would. */
function readQr(size: number, path: string): string | undefined {
  const scale = 4;
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(run) * scale; dx++)
      for (let dy = 0; dy < scale; dy++) {
        const px = (Number(x) + 4) * scale + dx;
        const py = (Number(y) + 4) * scale + dy;
        pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
      }
  }
  return jsQR(pixels, side, side)?.data;
}

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  const owner = await partnerAccount(t.app, 'vendor');
  kitchen = caller(t.app, owner.token);
  kitchenToken = owner.token;
  shop = storefront(t.database, {
    ownerId: owner.id,
    upiId: 'gaonrasoi@okaxis',
    upiName: 'Gaon Rasoi',
    gstin: GSTIN,
    gstMode: 'regular',
    fssaiNumber: '12722999000123',
  });
  // A bill printer on the network: the sitting's bill is queued on it at the close. Nothing listens
  // on this port; only the queue is looked at.
  t.database.sqlite
    .prepare(
      `insert into printers (restaurant_id, name, connection, host, port, paper_width, copies, prints_kot, prints_bill)
       values (?, 'Counter', 'network', '127.0.0.1', 9, 80, 1, 0, 1)`,
    )
    .run(shop.kitchen.id);
});
afterAll(() => t.close());

describe('the bill of a closed table', () => {
  it('any round opens the sitting’s one bill: its table, every round’s lines under the round, GST, the payments split cash + UPI', async () => {
    const table = await seated('Table 3');
    const [first, second] = table.rounds as [number, number];
    // Served rounds print no bill of their own on the bill printer.
    for (const id of table.rounds) await admin('PUT', `/api/admin/orders/${id}`, { status: 'delivered' });
    expect(billJobs(first) + billJobs(second)).toBe(0);

    const closed = await admin('POST', `/api/admin/tables/${table.id}/close`, {
      payments: [
        { method: 'cash', amount: 300 },
        { method: 'upi', amount: 120, utr: '432109876543' },
      ],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const { billNumber, orderId } = closed.json().data;
    expect(parseOrderCode(orderId)).toBe(first);
    // The bill prints by itself at the close, once, on the bill printer.
    expect(billJobs(first)).toBe(1);

    const fromFirst = (await admin('GET', `/api/admin/orders/${first}/bill`)).json().data as Bill;
    const fromSecond = (await admin('GET', `/api/admin/orders/${second}/bill`)).json().data as Bill;
    const fromKitchen = (await kitchen('GET', `/api/vendor/orders/${second}/bill`)).json().data as Bill;
    expect(fromSecond).toEqual(fromFirst);
    expect(fromKitchen).toEqual(fromFirst);
    const tax = gstWithin(42000);
    expect(fromFirst).toMatchObject({
      billNumber,
      kind: 'tax_invoice',
      fulfilment: 'dine_in',
      gstin: GSTIN,
      total: 420,
      tax: tax / 100,
      cgst: splitGst(tax).cgstPaise / 100,
      sgst: splitGst(tax).sgstPaise / 100,
      lines: [
        { name: 'Village Thali', quantity: 2, amount: 360 },
        { name: 'Sweet Lassi', quantity: 1, amount: 60 },
      ],
    });
    expect(fromFirst.sitting).toEqual({
      table: 'Table 3',
      rounds: [
        {
          orderId: `ORD-${String(first).padStart(6, '0')}`,
          placedAt: expect.any(String),
          lines: [{ name: 'Village Thali', nameHi: null, quantity: 2, price: 180, amount: 360 }],
        },
        {
          orderId: `ORD-${String(second).padStart(6, '0')}`,
          placedAt: expect.any(String),
          lines: [{ name: 'Sweet Lassi', nameHi: null, quantity: 1, price: 60, amount: 60 }],
        },
      ],
      payments: [
        { method: 'cash', amount: 300, utr: null },
        { method: 'upi', amount: 120, utr: '432109876543' },
      ],
      balanceDue: 0,
      upi: null,
    });
    // The thermal ticket of the bill printer says the same: the table, each round, each payment.
    const ticket = billLines(fromFirst, 'en').map((l) => ('text' in l ? `${l.text}|${l.right ?? ''}` : '—'));
    expect(ticket).toEqual(
      expect.arrayContaining([
        'Table: Table 3 · Eaten at the restaurant|',
        expect.stringMatching(/^Round 1 · /),
        expect.stringMatching(/^Round 2 · /),
        'Cash|₹300.00',
        'UPI · UTR 432109876543|₹120.00',
      ]),
    );
  });

  it('a round of a table still eating has no bill yet: 409 in the admin, the kitchen app and a reprint, in Hindi too', async () => {
    const table = await seated('Table 4');
    const [first, second] = table.rounds as [number, number];
    const res = await admin('GET', `/api/admin/orders/${second}/bill`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This round’s table is still eating: its one bill is issued when the table is closed',
    );
    const hindi = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/orders/${first}/bill`,
      headers: { ...bearer(kitchenToken), 'accept-language': 'hi' },
    });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toBe('इस राउंड की टेबल पर अभी खाना चल रहा है: पूरी बैठक का एक बिल टेबल बंद होने पर बनेगा');
    const reprint = await admin('POST', `/api/admin/orders/${first}/print`, { kind: 'bill' });
    expect(reprint.statusCode).toBe(409);
    expect(billJobs(first)).toBe(0);
    await admin('POST', `/api/admin/tables/${table.id}/close`, { payments: [{ method: 'cash', amount: 420 }] });
    // A reprint of any round's bill, once closed, prints the sitting's bill.
    expect((await admin('POST', `/api/admin/orders/${second}/print`, { kind: 'bill' })).statusCode).toBe(202);
    expect(billJobs(first)).toBe(2);
  });

  it('a payment voided after the close leaves a balance: the bill then says it and carries the UPI QR for it', async () => {
    const table = await seated('Table 5');
    const closed = await admin('POST', `/api/admin/tables/${table.id}/close`, {
      payments: [{ method: 'cash', amount: 420 }],
    });
    const billOrder = parseOrderCode(closed.json().data.orderId)!;
    const paid = (await admin('GET', `/api/admin/orders/${billOrder}/bill`)).json().data as Bill;
    expect(paid.sitting).toMatchObject({ balanceDue: 0, upi: null });
    // The cash of the second round was counted by mistake.
    const row = paymentsOf(t.database, table.rounds[1]!)[0]!;
    voidPayment(t.database, row.id, { name: 'Owner', at: Date.now(), reason: 'Counted twice' });
    const due = (await admin('GET', `/api/admin/orders/${billOrder}/bill`)).json().data as Bill;
    expect(due.sitting!.payments).toEqual([{ method: 'cash', amount: 360, utr: null }]);
    expect(due.sitting!.balanceDue).toBe(60);
    expect(due.sitting!.upi!.link).toBe(
      `upi://pay?pa=gaonrasoi%40okaxis&pn=Gaon%20Rasoi&am=60.00&cu=INR&tr=${closed.json().data.orderId}&tn=Gaon%20Rasoi%20${closed.json().data.orderId}`,
    );
    // The QR code the sheet draws from the path reads back as that link.
    expect(readQr(due.sitting!.upi!.qrSize, due.sitting!.upi!.qrPath)).toBe(due.sitting!.upi!.link);
  });
});

describe('the guest’s bill on the table’s page', () => {
  it('after the close the page offers the bill (JSON and a printable page, 80 mm and A4, English and Hindi), without the khata’s phone', async () => {
    const table = await seated('Table 6');
    expect((await guest('GET', `/api/tables/${table.token}/bill`)).statusCode).toBe(404);
    expect((await guest('GET', `/api/tables/${table.token}`)).json().data.closedBill).toBeNull();
    await admin('PUT', `/api/admin/khata/${KHATA_PHONE}`, { name: 'Sita', limit: 2000 });
    const closed = await admin('POST', `/api/admin/tables/${table.id}/close`, {
      payments: [
        { method: 'upi', amount: 200, utr: '123450987654' },
        { method: 'credit', amount: 220, phone: KHATA_PHONE },
      ],
    });
    const { billNumber } = closed.json().data;
    const page = (await guest('GET', `/api/tables/${table.token}`)).json().data;
    expect(page).toMatchObject({ rounds: [], total: 0, closedBill: { billNumber, total: 420 } });
    const bill = await guest('GET', `/api/tables/${table.token}/bill`);
    expect(bill.statusCode).toBe(200);
    expect(bill.json().data).toEqual((await admin('GET', `/api/admin/orders/${table.rounds[0]}/bill`)).json().data);
    expect(bill.json().data.sitting.payments).toEqual([
      { method: 'upi', amount: 200, utr: '123450987654' },
      { method: 'credit', amount: 220, utr: null },
    ]);
    expect(bill.body).not.toContain(KHATA_PHONE);

    for (const [paper, lang] of [
      ['80', 'en'],
      ['a4', 'hi'],
    ] as const) {
      const html = await guest('GET', `/api/tables/${table.token}/bill.html?paper=${paper}&lang=${lang}`);
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain(`data-paper="${paper}"`);
      expect(html.body).toContain(billNumber);
      expect(html.body).toContain(lang === 'hi' ? 'राउंड 2' : 'Round 2');
      expect(html.body).toContain(lang === 'hi' ? 'खाता (उधार)' : 'Khata (udhaar)');
      expect(html.body).toContain('123450987654');
      expect(html.body).not.toContain(KHATA_PHONE);
      // Nothing is due: no UPI QR.
      expect(html.body).not.toContain('data-testid="bill-upi-qr"');
    }
  });

  it('the bill leaves the page when the next guest orders, or 2 hours after the close', async () => {
    const table = await seated('Table 8');
    await admin('POST', `/api/admin/tables/${table.id}/close`, { payments: [{ method: 'cash', amount: 420 }] });
    expect((await guest('GET', `/api/tables/${table.token}/bill`)).statusCode).toBe(200);
    t.database.sqlite
      .prepare('update table_sittings set closed_at = closed_at - ? where table_id = ?')
      .run(CLOSED_BILL_SHOWN_MS, table.id);
    const late = await guest('GET', `/api/tables/${table.token}/bill.html`, undefined, 'hi');
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe('इस टेबल का कोई बिल दिखाने को नहीं है: बिल टेबल बंद होने के 2 घंटे तक दिखता है');
    expect((await guest('GET', `/api/tables/${table.token}`)).json().data.closedBill).toBeNull();

    const next = await seated('Table 9');
    await admin('POST', `/api/admin/tables/${next.id}/close`, { payments: [{ method: 'cash', amount: 420 }] });
    expect((await guest('GET', `/api/tables/${next.token}/bill`)).statusCode).toBe(200);
    await guest('POST', `/api/tables/${next.token}/rounds`, { items: [{ dishId: shop.lassi.id, quantity: 1 }] });
    expect((await guest('GET', `/api/tables/${next.token}/bill`)).statusCode).toBe(404);
    expect((await guest('GET', `/api/tables/${next.token}`)).json().data.closedBill).toBeNull();
    expect((await guest('GET', '/api/tables/not-a-real-token/bill')).statusCode).toBe(404);
  });
});
