/**
 * Paging far past the end of every admin list. A page number whose
 * offset leaves the 64-bit range used to reach SQLite as a fraction (500 "datatype
 * mismatch"); an empty page used to claim an item in Content-Range.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, type TestApp } from './helper';
const MAX_PAGE = 1_000_000_000;

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
  const f = fixtures(t.database);
  const village = f.village('Janghai');
  const r = f.restaurant('Gaon Rasoi Janghai', { villageId: village.id });
  f.vendor('Ramesh Vendor', 'vendor@example.in');
  f.delivery('Suresh Rider', 'rider@example.in');
  f.order({ restaurantId: r.id, restaurantName: r.name });
});
afterAll(() => t.close());

const LISTS = [
  '/api/admin/villages',
  '/api/admin/users?role=vendor',
  '/api/admin/users?role=delivery',
  '/api/admin/users?role=all',
  '/api/admin/users',
  '/api/admin/restaurants',
  '/api/admin/coupons',
  '/api/admin/support',
  '/api/admin/onboarding',
  '/api/admin/notifications',
  '/api/admin/orders',
  '/api/admin/orders?q=si',
  '/api/admin/orders?q=sita',
  '/api/admin/orders?status=placed',
  '/api/admin/orders?date=2026-03-10',
];
const withPage = (url: string, p: string) => `${url}${url.includes('?') ? '&' : '?'}page=${p}`;

describe('a page number past the end', () => {
  it.each(LISTS)('%s: a page beyond the maximum is a 400 on page, never a 500', async (url) => {
    for (const p of ['400000000000000000', '1e20', String(MAX_PAGE + 1)]) {
      const res = await call('GET', withPage(url, p));
      expect(res.statusCode, `page=${p}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { page: expect.any(String) } });
    }
  });

  it.each(LISTS.filter((url) => !url.endsWith('/users')))(
    '%s: the last allowed page is an empty page whose range names no item',
    async (url) => {
      const res = await call('GET', withPage(url, String(MAX_PAGE)));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([]);
      const total = res.json().total as number;
      expect(res.headers['x-total-count']).toBe(String(total));
      expect(res.headers['content-range']).toBe(`items */${total}`);
    },
  );

  it('a page with rows keeps its range', async () => {
    const res = await call('GET', '/api/admin/villages?page=1&limit=5');
    expect(res.headers['content-range']).toBe('items 0-0/1');
  });
});
