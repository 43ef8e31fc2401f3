import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeApp, loginAsAdmin, bearer, fixtures, customerToken, type TestApp } from './helper';
import { istDateStart } from '../../shared/indiaTime';
import { ORDER_STATUS_LABELS, type OrderStatusName } from '../../shared/orderStatus';
import {
  HOLD_REASONS,
  PAYMENT_METHODS,
  ORDER_STATUSES,
  type HoldReason,
  type PaymentMethod,
} from '../../shared/statuses';

let t: TestApp;
let token: string;
let ids: Record<string, number>;
let restaurantId: number;
const DAY = '2026-03-10';

/** Minimal RFC 4180 reader: rows of cells, quotes and line breaks inside quotes kept. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** The header row, exactly as an accountant's spreadsheet gets it. */
const HEADER = [
  'Order ID',
  'Placed At (IST)',
  'Status',
  'Customer',
  'Phone',
  'Village',
  'Address',
  'Items',
  'Subtotal',
  'Delivery Charge',
  'Discount',
  'Total',
  'Payment Method',
  'Rider',
  'Kitchen',
  'Bill Number',
  'Coupon',
  'Confirmation',
  'Taxable Value',
  'CGST',
  'SGST',
  'UTR',
  'Due For (IST)',
  'Payments',
];
const HINDI_NAME = 'सीता देवी';
// 19:05 in India is 13:35 UTC: a time written in UTC would show here.
const AT = istDateStart(DAY) + (19 * 60 + 5) * 60_000;

beforeAll(async () => {
  t = await makeApp();
  token = await loginAsAdmin(t.app);
  const f = fixtures(t.database);
  const dhaba = f.restaurant('Janghai Dhaba');
  const other = f.restaurant('Saidabad Kitchen');
  const rider = f.delivery('Mohan Kumar', 'mohan@example.com');
  restaurantId = dhaba.id;
  const delivery = {
    villageName: 'Janghai',
    address: 'House 12, Bazar Gali',
    deliveryPersonId: rider.id,
    deliveryPersonName: rider.name,
  };
  ids = {
    quoted: f.order({
      restaurantId: dhaba.id,
      restaurantName: dhaba.name,
      customerName: 'Ravi "Raju", Yadav',
      customerPhone: '9876543210',
      status: 'delivered',
      createdAt: AT,
      items: [{ name: 'Thali, large', quantity: 2, pricePaise: 15050 }],
      ...delivery,
    }),
    formula: f.order({
      restaurantId: dhaba.id,
      restaurantName: dhaba.name,
      customerName: '=HYPERLINK("http://x")',
      status: 'placed',
      createdAt: AT + 60_000,
    }),
    newline: f.order({
      restaurantId: dhaba.id,
      restaurantName: dhaba.name,
      customerName: 'Line\nbreak',
      status: 'placed',
      createdAt: AT - 3 * 86_400_000,
    }),
    other: f.order({
      restaurantId: other.id,
      restaurantName: other.name,
      customerName: 'Meena Devi',
      status: 'cancelled',
      fulfilment: 'pickup',
      deliveryChargePaise: 0,
      createdAt: AT + 120_000,
    }),
    hindi: f.order({
      restaurantId: dhaba.id,
      restaurantName: dhaba.name,
      customerName: HINDI_NAME,
      status: 'out_for_delivery',
      createdAt: AT + 180_000,
      ...delivery,
    }),
  };
  // An order for later, due at 21:30 India time.
  t.database.sqlite
    .prepare('update orders set scheduled_for = ? where id = ?')
    .run(AT + (2 * 60 + 25) * 60_000, ids.formula);
});
afterAll(() => t.close());

const exportOf = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/export${query}`, headers: bearer(token) });
const code = (id: number) => `ORD-${String(id).padStart(6, '0')}`;
/** The rows of an export, after its byte order mark: the header and the orders (the totals row that closes it left off). */
const rowsOf = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const rows = parseCsv(body.slice(1));
  expect(rows[rows.length - 1]![0]).toBe('Total');
  return rows.slice(0, -1);
};

describe('GET /api/admin/orders/export', () => {
  it('answers CSV: a header row, then every order, newest first', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-.*\.csv"$/);
    const rows = rowsOf(res.body);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      [ids.hindi, ids.other, ids.formula, ids.quoted, ids.newline].map(code),
    );
  });

  it("is ready for Excel, byte by byte: BOM, header, Hindi, India time, the list's status words", async () => {
    const bytes = (await exportOf()).rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.slice(0, text.indexOf('\r\n'))).toBe(HEADER.join(','));
    expect(bytes.includes(Buffer.from(HINDI_NAME, 'utf8'))).toBe(true);
    const hindi = parseCsv(text).find((r) => r[0] === code(ids.hindi))!;
    expect(hindi.slice(0, 4)).toEqual([code(ids.hindi), '2026-03-10 19:08', 'Out for delivery', HINDI_NAME]);
  });

  it("writes every column: India time, the list's status words, money with two decimals, payment, rider, kitchen, the kitchen's bill number, its taxable value, CGST and SGST, the UTR", async () => {
    const rows = rowsOf((await exportOf()).body);
    const quoted = rows.find((r) => r[0] === code(ids.quoted))!;
    expect(quoted).toEqual([
      code(ids.quoted),
      '2026-03-10 19:05',
      'Delivered',
      'Ravi "Raju", Yadav',
      '9876543210',
      'Janghai',
      'House 12, Bazar Gali',
      'Thali, large x2',
      '301.00',
      '30.00',
      '0.00',
      '331.00',
      'Cash on delivery — paid',
      'Mohan Kumar',
      'Janghai Dhaba',
      '2025-26/000001',
      '',
      '',
      '331.00',
      '0.00',
      '0.00',
      '',
      '',
      'Cash 331.00 by Mohan Kumar',
    ]);
    const pickup = rows.find((r) => r[0] === code(ids.other))!;
    expect(pickup).toEqual([
      code(ids.other),
      '2026-03-10 19:07',
      'Cancelled',
      'Meena Devi',
      '',
      '',
      '',
      'Village Thali x1',
      '180.00',
      '0.00',
      '0.00',
      '180.00',
      'Cash at pickup',
      '',
      'Saidabad Kitchen',
      '2025-26/000001',
      '',
      '',
      '180.00',
      '0.00',
      '0.00',
      '',
      '',
      '',
    ]);
  });

  it('says when an order for later is due, and ends with the totals of the orders not cancelled', async () => {
    const rows = parseCsv((await exportOf()).body.slice(1));
    const due = rows[0]!.indexOf('Due For (IST)');
    expect(rows.find((r) => r[0] === code(ids.formula))![due]).toBe('2026-03-10 21:30');
    expect(rows.find((r) => r[0] === code(ids.hindi))![due]).toBe('');
    const orders = rows.slice(1, -1);
    const live = orders.filter((r) => r[2] !== 'Cancelled');
    const column = (name: string) => rows[0]!.indexOf(name);
    const sum = (name: string) =>
      (live.reduce((paise, r) => paise + Math.round(Number(r[column(name)] || 0) * 100), 0) / 100).toFixed(2);
    const total = Object.fromEntries(rows[0]!.map((name, i) => [name, rows[rows.length - 1]![i]]));
    expect(total).toMatchObject({
      'Order ID': 'Total',
      Status: `${live.length} not cancelled`,
      Subtotal: sum('Subtotal'),
      'Delivery Charge': sum('Delivery Charge'),
      Discount: sum('Discount'),
      Total: sum('Total'),
      'Taxable Value': sum('Taxable Value'),
      CGST: sum('CGST'),
      SGST: sum('SGST'),
      Customer: '',
    });
    // The cancelled pickup's ₹180.00 is left out of the money.
    expect(orders.length - live.length).toBe(1);
    // A day's file adds up that day's orders only.
    const day = parseCsv((await exportOf(`?date=2026-03-07`)).body.slice(1));
    expect(day.map((r) => r[0])).toEqual(['Order ID', code(ids.newline), 'Total']);
  });

  it('is named after the India date: at 1:30 AM on 2 December it is still 1 December in UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T20:00:00Z'));
    try {
      expect((await exportOf()).headers['content-disposition']).toBe('attachment; filename="orders-2026-12-02.csv"');
    } finally {
      vi.useRealTimers();
    }
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', async () => {
    const res = await exportOf();
    const rows = rowsOf(res.body);
    expect(res.body).toContain('"Ravi ""Raju"", Yadav"');
    const formula = rows.find((r) => r[0] === code(ids.formula))!;
    expect(formula[3]).toBe(`'=HYPERLINK("http://x")`);
    expect(formula[2]).toBe('Placed');
    const newline = rows.find((r) => r[0] === code(ids.newline))!;
    expect(newline[3]).toBe('Line\nbreak');
  });

  it('takes the list filters: status, restaurantId, date, q (the same rows as the list)', async () => {
    const codes = async (query: string) =>
      rowsOf((await exportOf(query)).body)
        .slice(1)
        .map((r) => r[0]);
    const listed = async (query: string) =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/orders${query}${query ? '&' : '?'}limit=500`,
            headers: bearer(token),
          })
        ).json().data as Array<{ orderId: string }>
      ).map((o) => o.orderId);
    for (const query of [
      '?status=placed',
      `?restaurantId=${restaurantId}`,
      `?date=${DAY}`,
      `?restaurantId=${restaurantId}&date=${DAY}`,
      '?q=Raju',
      '?q=Me',
      `?q=${encodeURIComponent('सीता')}`,
      '?status=delivered&q=nobody',
    ]) {
      expect(await codes(query), query).toEqual(await listed(query));
    }
    expect(await codes('?status=placed')).toHaveLength(2);
  });

  it('refuses bad filters with the envelope, and other tokens', async () => {
    const bad = await exportOf('?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.status).toBeTruthy();
    const day = await exportOf('?date=2026-02-30');
    expect(day.statusCode).toBe(400);
    expect(day.json().errors.date).toBe('date must be a real day (YYYY-MM-DD)');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders/export' })).statusCode).toBe(401);
    const customer = await customerToken(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders/export', headers: bearer(customer) })).statusCode,
    ).toBe(403);
  });

  it('names every status, payment method and hold reason an order can have, in the words of the list and the site', async () => {
    const f = fixtures(t.database);
    const kitchen = f.restaurant('Words Kitchen');
    const order = (o: { status: OrderStatusName; paymentMethod?: PaymentMethod }) =>
      f.order({ restaurantId: kitchen.id, restaurantName: kitchen.name, createdAt: AT, ...o });
    // Typed by the lists the orders table takes: a new method or reason fails typecheck here until the export names it.
    const PAYMENT: Record<PaymentMethod, string> = { cash: 'Cash on delivery', upi: 'UPI — awaiting confirmation' };
    const HOLD: Record<HoldReason, string> = {
      first_order: 'To confirm: first order from this number',
      over_limit: 'To confirm: cash order over the limit',
      strikes: 'To confirm: number with strikes',
    };
    const byStatus = ORDER_STATUSES.map((status) => [status, order({ status })] as const);
    const byMethod = PAYMENT_METHODS.map(
      (method) => [method, order({ status: 'placed', paymentMethod: method })] as const,
    );
    const byHold = HOLD_REASONS.map((reason) => {
      const id = order({ status: 'placed' });
      t.database.sqlite.prepare('update orders set hold_reason = ? where id = ?').run(reason, id);
      return [reason, id] as const;
    });
    const rows = new Map(
      rowsOf((await exportOf(`?restaurantId=${kitchen.id}`)).body)
        .slice(1)
        .map((r) => [r[0], r]),
    );
    for (const [status, id] of byStatus) expect(rows.get(code(id))![2], status).toBe(ORDER_STATUS_LABELS[status]);
    for (const [method, id] of byMethod) expect(rows.get(code(id))![12], method).toBe(PAYMENT[method]);
    for (const [reason, id] of byHold) expect(rows.get(code(id))![17], reason).toBe(HOLD[reason]);
  });
});

describe('a long export', () => {
  let big: TestApp;
  let bigToken: string;
  beforeAll(async () => {
    big = await makeApp();
    bigToken = await loginAsAdmin(big.app);
    const f = fixtures(big.database);
    const dhaba = f.restaurant('Janghai Dhaba');
    // 1,203 orders, many placed in the same minute: the file is read in pieces, and orders
    // sharing a time must be neither repeated nor lost where one piece ends.
    for (let i = 0; i < 1203; i++)
      f.order({
        restaurantId: dhaba.id,
        restaurantName: dhaba.name,
        customerName: `Customer ${i}`,
        status: 'placed',
        createdAt: AT + Math.floor(i / 7) * 60_000,
      });
    // A budget for writing 1,203 orders on a busy machine, not a timing assertion.
  }, 60_000);
  afterAll(() => big.close());

  it('writes every order once, newest first, the same order as the list', async () => {
    const res = await big.app.inject({ method: 'GET', url: '/api/admin/orders/export', headers: bearer(bigToken) });
    const codes = rowsOf(res.body)
      .slice(1)
      .map((r) => r[0]);
    expect(codes).toHaveLength(1203);
    expect(new Set(codes).size).toBe(1203);
    const listed: string[] = [];
    for (let p = 1; p <= 13; p++) {
      const page = await big.app.inject({
        method: 'GET',
        url: `/api/admin/orders?page=${p}&limit=100`,
        headers: bearer(bigToken),
      });
      listed.push(...(page.json().data as Array<{ orderId: string }>).map((o) => o.orderId));
    }
    expect(codes).toEqual(listed);
  });
});
