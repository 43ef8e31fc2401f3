/**
 * A commission rate is stored in basis points, rounded half up exactly as
 * its decimal reads. Math.round(rate * 100) rounded 1.005 to 100 bp (1%) because the float
 * 1.005 is a little below it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, type TestApp } from './helper';
import { percentToBasisPoints } from '../../shared/money';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
});
afterAll(() => t.close());

const bpOf = (id: number) =>
  (t.database.sqlite.prepare('select commission_bp as bp from restaurants where id = ?').get(id) as { bp: number }).bp;

describe('commission rate rounding', () => {
  const CASES: Array<[number, number]> = [
    [1.005, 101],
    [1.015, 102],
    [5.015, 502],
    [16.115, 1612],
    [0.285, 29],
    [12.5, 1250],
    [12.344, 1234],
    [0, 0],
    [100, 10000],
    [1e-7, 0],
  ];

  it.each(CASES)('%s percent is %s basis points', (rate, bp) => {
    expect(percentToBasisPoints(rate)).toBe(bp);
  });

  it('create and edit store the exactly rounded rate', async () => {
    const created = await call('POST', '/api/admin/restaurants', {
      name: 'Rounding Rasoi',
      address: 'Main Road',
      cuisine: 'Thali',
      commissionRate: 1.005,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.commissionRate).toBe(1.01);
    expect(bpOf(created.json().data.id)).toBe(101);

    const r = fixtures(t.database).restaurant('Edited Rasoi');
    for (const [rate, bp] of CASES) {
      const res = await call('PUT', `/api/admin/restaurants/${r.id}`, { commissionRate: rate });
      expect(res.statusCode, res.body).toBe(200);
      expect(bpOf(r.id), `${rate}`).toBe(bp);
      expect(res.json().data.commissionRate).toBe(bp / 100);
    }
  });
});
