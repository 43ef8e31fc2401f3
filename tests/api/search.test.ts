/**
 * The order search ignores case for every letter, whatever the length of
 * the search. Three characters or more go through the trigram index (Unicode case folding);
 * shorter ones through LIKE, which folded ASCII letters only, so "ém" missed "Émile Øster".
 * Both paths must find the same rows: here, the orders whose names contain the search
 * ignoring case.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, type TestApp } from './helper';

let t: TestApp;
let call: ReturnType<typeof caller>;
const NAMES = [
  'Émile Øster',
  'ÉMILE ØSTER',
  'émile øster',
  'Emile Oster',
  'Ölçer Şahin',
  'Çağla Işık',
  'Zoë Brontë',
  'Sita Devi',
];
const orders: Array<{ id: number; customer: string; restaurant: string }> = [];
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
  const f = fixtures(t.database);
  const kitchens = [f.restaurant('Gaon Rasoi Janghai'), f.restaurant('Château Ōmi Dhaba')];
  NAMES.forEach((customer, i) => {
    const r = kitchens[i % 2];
    orders.push({
      id: f.order({ restaurantId: r.id, restaurantName: r.name, customerName: customer }),
      customer,
      restaurant: r.name,
    });
  });
});
afterAll(() => t.close());

const expected = (q: string) =>
  orders
    .filter(
      (o) => o.customer.toLowerCase().includes(q.toLowerCase()) || o.restaurant.toLowerCase().includes(q.toLowerCase()),
    )
    .map((o) => o.id)
    .sort((a, b) => a - b);
const found = async (q: string) => {
  const res = await call('GET', `/api/admin/orders?limit=100&q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().total, q).toBe(res.json().data.length);
  return (res.json().data as Array<{ id: number }>).map((o) => o.id).sort((a, b) => a - b);
};

describe('order search ignores case for every letter, on both paths', () => {
  it('"ém" (LIKE path) finds Émile Øster, as "émi" (trigram path) does', async () => {
    const emile = orders.filter((o) => o.customer.toLowerCase().startsWith('émile')).map((o) => o.id);
    for (const q of ['ém', 'ÉM', 'Ém', 'éM', 'émi', 'ÉMI']) expect(await found(q), q).toEqual(emile);
  });

  it.each([
    'é',
    'É',
    'ø',
    'Ø',
    'øs',
    'ØS',
    'ÖL',
    'öl',
    'ç',
    'Ç',
    'ë',
    'Ë',
    'Ō',
    'ō',
    'âT',
    'si',
    'SI',
    'e',
    'ster',
    'ØSTER',
    'ölçer',
    'ÇAĞ',
    'château',
    'ÔMI',
  ])('%s matches the names that contain it ignoring case', async (q) => {
    expect(await found(q)).toEqual(expected(q));
  });

  it('a short search keeps LIKE wildcards literal', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
  });
});

describe('a common name: the newest matches, page by page', () => {
  // Most of the orders match "ram", as "ram" does in a village's order book. The first pages are
  // read by walking the orders newest first, the later ones by sorting the matches (db/orders/list.ts
  // chooses by how dense the matches are): every page must be the same as the other way gives.
  const matching: Array<{ id: number; createdAt: number; status: string }> = [];
  beforeAll(() => {
    const f = fixtures(t.database);
    const kitchen = f.restaurant('Pokhra Dhaba');
    const names = ['Ram Kumar', 'Shriram Yadav', 'Sita Devi', 'Vikram Singh', 'Mohan Lal'];
    const start = Date.parse('2026-06-01T08:00:00+05:30');
    for (let i = 0; i < 300; i++) {
      const customerName = names[i % names.length]!;
      // Placed out of id order, some at the same moment (the page order is then the newest id first).
      const createdAt = start + ((i * 7919) % 300) * 60_000 - (i % 11 === 0 ? 60_000 : 0);
      const status = (['delivered', 'placed', 'cancelled'] as const)[i % 3]!;
      const id = f.order({ restaurantId: kitchen.id, restaurantName: kitchen.name, customerName, createdAt, status });
      if (/ram/i.test(customerName)) matching.push({ id, createdAt, status });
    }
    matching.sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  });

  it('every page of "ram" is the next 25 of the matches, newest first, and the total counts them all', async () => {
    expect(matching.length).toBe(180);
    for (const q of ['ram', 'RAM']) {
      for (let page = 1; page <= Math.ceil(matching.length / 25); page++) {
        const res = await call('GET', `/api/admin/orders?q=${q}&page=${page}&limit=25`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().total, `${q} page ${page}`).toBe(matching.length);
        expect(
          (res.json().data as Array<{ id: number }>).map((o) => o.id),
          `${q} page ${page}`,
        ).toEqual(matching.slice((page - 1) * 25, page * 25).map((o) => o.id));
      }
    }
  });

  it('with a filter beside the search, the same matches narrowed', async () => {
    const res = await call('GET', `/api/admin/orders?q=ram&status=delivered&limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    const delivered = matching.filter((o) => o.status === 'delivered').map((o) => o.id);
    expect(delivered.length).toBeGreaterThan(25);
    expect(res.json().total).toBe(delivered.length);
    expect((res.json().data as Array<{ id: number }>).map((o) => o.id)).toEqual(delivered);
  });
});
