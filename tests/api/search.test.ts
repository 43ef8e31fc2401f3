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
