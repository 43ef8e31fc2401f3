/**
 * The database stamp (db/version.ts) decides when an admin row kept by the guard is read again
 * and which ETag an answer gets (server/plugins/app/conditional-get.ts); it shares
 * data_version within a turn of the event loop for socket requests. None of it may ever
 * answer what a fresh computation would not: each case checks the very next request after
 * the change, injected and over HTTP.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, fixtures, loginAsAdmin, makeApp, type TestApp } from './helper';
import { databaseVersion } from '../../db/version';

let t: TestApp;
let token: string;
let newest: number;
const PAGE1 = '/api/admin/orders?page=1&limit=25';

const list = (auth = token) => t.app.inject({ method: 'GET', url: PAGE1, headers: bearer(auth) });
const firstName = async (auth = token) => {
  const res = await list(auth);
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<{ id: number; customerInfo: { name: string } }>).find((o) => o.id === newest)
    ?.customerInfo.name;
};

beforeAll(async () => {
  t = await makeApp();
  token = await loginAsAdmin(t.app);
  const f = fixtures(t.database);
  const kitchen = f.restaurant('Cache Kitchen');
  for (let i = 0; i < 3; i++)
    newest = f.order({ restaurantId: kitchen.id, restaurantName: kitchen.name, customerName: `Customer ${i}` });
});
afterAll(() => t.close());

describe('the orders list after a write', () => {
  it('answers a write by another connection (a script) at the very next request', async () => {
    expect(await firstName()).toBe('Customer 2');
    const other = new Database(t.databasePath);
    other.prepare('update orders set customer_name = ? where id = ?').run('Renamed Elsewhere', newest);
    other.close();
    expect(await firstName()).toBe('Renamed Elsewhere');
  });

  it('answers a write by this process at the very next request', async () => {
    await list();
    t.database.sqlite.prepare('update orders set customer_name = ? where id = ?').run('Renamed Here', newest);
    expect(await firstName()).toBe('Renamed Here');
  });

  it('answers a write by another connection over HTTP at the very next request', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    let etag = '';
    const name = async () => {
      const res = await fetch(base + PAGE1, { headers: { ...bearer(token), 'if-none-match': etag } });
      if (res.status === 304) return 'not modified';
      etag = res.headers.get('etag') ?? '';
      return ((await res.json()).data as Array<{ id: number; customerInfo: { name: string } }>).find(
        (o) => o.id === newest,
      )?.customerInfo.name;
    };
    expect(await name()).toBe('Renamed Here');
    expect(await name()).toBe('not modified');
    const other = new Database(t.databasePath);
    other.prepare('update orders set customer_name = ? where id = ?').run('Renamed Over HTTP', newest);
    other.close();
    expect(await name()).toBe('Renamed Over HTTP');
  });
});

describe('the database stamp (db/version.ts)', () => {
  const stampParts = (stamp: string) => stamp.split(':').map(Number) as [number, number];

  it('sees a write of this connection at once', () => {
    const before = databaseVersion(t.database);
    t.database.sqlite.prepare('update orders set note = ? where id = ?').run('stamp check', newest);
    expect(stampParts(databaseVersion(t.database))[0]).toBeGreaterThan(stampParts(before)[0]);
  });

  it("sees another connection's commit at once", () => {
    const before = databaseVersion(t.database);
    expect(databaseVersion(t.database)).toBe(before);
    const other = new Database(t.databasePath);
    other.prepare('update orders set note = ? where id = ?').run('from elsewhere', newest);
    other.close();
    expect(stampParts(databaseVersion(t.database))[1]).not.toBe(stampParts(before)[1]);
  });
});

describe('the finite-number check every request passes', () => {
  it('names the field of a number that is not finite (ajv lets "1e999" through as Infinity)', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?page=1e999&limit=25',
      headers: bearer(token),
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({
      success: false,
      message: 'Invalid input: page must be a finite number',
      errors: { page: 'page must be a finite number (in the querystring)' },
    });
  });
});
