import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, loginAsAdmin, bearer, fixtures, customerToken, type TestApp } from './helper';
import { istDateStart } from '../../shared/indiaTime';

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

beforeAll(async () => {
  t = await makeApp();
  token = await loginAsAdmin(t.app);
  const f = fixtures(t.database);
  const dhaba = f.restaurant('Janghai Dhaba');
  const other = f.restaurant('Saidabad Kitchen');
  restaurantId = dhaba.id;
  const at = istDateStart(DAY) + 3_600_000;
  ids = {
    quoted: f.order({ restaurantId: dhaba.id, restaurantName: dhaba.name, customerName: 'Ravi "Raju", Yadav', customerPhone: '9876543210', status: 'delivered', createdAt: at, items: [{ name: 'Thali, large', quantity: 2, pricePaise: 15050 }] }),
    formula: f.order({ restaurantId: dhaba.id, restaurantName: dhaba.name, customerName: '=HYPERLINK("http://x")', status: 'placed', createdAt: at + 60_000 }),
    newline: f.order({ restaurantId: dhaba.id, restaurantName: dhaba.name, customerName: 'Line\nbreak', status: 'placed', createdAt: at - 3 * 86_400_000 }),
    other: f.order({ restaurantId: other.id, restaurantName: other.name, customerName: 'Meena Devi', status: 'cancelled', createdAt: at + 120_000 }),
  };
});
afterAll(() => t.close());

const exportOf = (query = '') => t.app.inject({ method: 'GET', url: `/api/admin/orders/export${query}`, headers: bearer(token) });

describe('GET /api/admin/orders/export', () => {
  it('answers CSV: a header row, then every order, newest first', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-.*\.csv"$/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['Order ID', 'Customer', 'Phone', 'Restaurant', 'Status', 'Items', 'Total Amount', 'Created At']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.other, ids.formula, ids.quoted, ids.newline].map((id) => `ORD-${String(id).padStart(6, '0')}`));
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', async () => {
    const res = await exportOf();
    const rows = parseCsv(res.body);
    const quoted = rows.find((r) => r[0] === `ORD-${String(ids.quoted).padStart(6, '0')}`)!;
    expect(quoted).toEqual([quoted[0], 'Ravi "Raju", Yadav', '9876543210', 'Janghai Dhaba', 'delivered', 'Thali, large x2', '331.00', new Date(istDateStart(DAY) + 3_600_000).toISOString()]);
    expect(res.body).toContain('"Ravi ""Raju"", Yadav"');
    const formula = rows.find((r) => r[0] === `ORD-${String(ids.formula).padStart(6, '0')}`)!;
    expect(formula[1]).toBe(`'=HYPERLINK("http://x")`);
    const newline = rows.find((r) => r[0] === `ORD-${String(ids.newline).padStart(6, '0')}`)!;
    expect(newline[1]).toBe('Line\nbreak');
  });

  it('takes the list filters: status, restaurantId, date, q (the same rows as the list)', async () => {
    const codes = async (query: string) => parseCsv((await exportOf(query)).body).slice(1).map((r) => r[0]);
    const listed = async (query: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}${query ? '&' : '?'}limit=500`, headers: bearer(token) })).json().data as Array<{ orderId: string }>).map((o) => o.orderId);
    for (const query of ['?status=placed', `?restaurantId=${restaurantId}`, `?date=${DAY}`, `?restaurantId=${restaurantId}&date=${DAY}`, '?q=Raju', '?q=Me', '?status=delivered&q=nobody']) {
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
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders/export', headers: bearer(customer) })).statusCode).toBe(403);
  });
});
