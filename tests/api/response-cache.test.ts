/**
 * Cached admin answers and the admin guard skip work on most requests (the database stamp of
 * db/version.ts shares data_version within a turn of the event loop for socket requests; the
 * guard is a callback hook; verified tokens and admin rows are kept): none of it may ever
 * answer what a fresh computation would not. Each case checks the very next request after
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
  return (res.json().data as Array<{ id: number; customerInfo: { name: string } }>).find((o) => o.id === newest)?.customerInfo.name;
};

beforeAll(async () => {
  t = await makeApp();
  token = await loginAsAdmin(t.app);
  const f = fixtures(t.database);
  const kitchen = f.restaurant('Cache Kitchen');
  for (let i = 0; i < 3; i++) newest = f.order({ restaurantId: kitchen.id, restaurantName: kitchen.name, customerName: `Customer ${i}` });
});
afterAll(() => t.close());

describe('the cached orders list', () => {
  it('answers a write by another connection (a script) at the very next request', async () => {
    expect(await firstName()).toBe('Customer 2');
    expect(await firstName()).toBe('Customer 2'); // now from the cache
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
    const name = async () => {
      const res = await fetch(base + PAGE1, { headers: bearer(token) });
      return ((await res.json()).data as Array<{ id: number; customerInfo: { name: string } }>).find((o) => o.id === newest)?.customerInfo.name;
    };
    expect(await name()).toBe('Renamed Here');
    expect(await name()).toBe('Renamed Here');
    const other = new Database(t.databasePath);
    other.prepare('update orders set customer_name = ? where id = ?').run('Renamed Over HTTP', newest);
    other.close();
    expect(await name()).toBe('Renamed Over HTTP');
  });
});

describe('the admin guard in front of the cache', () => {
  it('refuses a token at once after its logout, even for an answer in the cache', async () => {
    const mine = await loginAsAdmin(t.app);
    expect((await list(mine)).statusCode).toBe(200);
    expect((await list(mine)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/admin/logout', headers: bearer(mine) })).statusCode).toBe(200);
    const after = await list(mine);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: 'Session expired, please log in again' });
    token = await loginAsAdmin(t.app);
    expect((await list()).statusCode).toBe(200);
  });

  it('refuses a token after a logout made by another connection, at the very next request', async () => {
    const mine = await loginAsAdmin(t.app);
    expect((await list(mine)).statusCode).toBe(200);
    const other = new Database(t.databasePath);
    other.prepare('update admins set token_version = token_version + 1').run();
    other.close();
    expect((await list(mine)).statusCode).toBe(401);
    token = await loginAsAdmin(t.app);
  });

  it('refuses a token at the first request after it expires, though it was verified and kept before', async () => {
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; tv: number; role: string };
    const short = t.app.jwt.sign({ sub: claims.sub, kind: 'admin', tv: claims.tv, role: claims.role }, { expiresIn: '1s' });
    const { exp } = JSON.parse(Buffer.from(short.split('.')[1]!, 'base64url').toString()) as { exp: number };
    expect((await list(short)).statusCode).toBe(200);
    expect((await list(short)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now()) + 20));
    const late = await list(short);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Session expired, please log in again');
  });

  it('refuses a token signed with another secret or altered, even one whose original is kept', async () => {
    expect((await list()).statusCode).toBe(200);
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await list(altered)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: PAGE1 })).statusCode).toBe(401);
  });
});

describe('the database stamp (db/version.ts)', () => {
  const stampParts = (stamp: string) => stamp.split(':').map(Number) as [number, number];

  it('sees a write of this connection at once, within a turn too', () => {
    const before = databaseVersion(t.database.sqlite, true);
    t.database.sqlite.prepare('update orders set note = ? where id = ?').run('stamp check', newest);
    expect(stampParts(databaseVersion(t.database.sqlite, true))[0]).toBeGreaterThan(stampParts(before)[0]);
  });

  it('sees another connection\'s commit afresh, and within a turn from the next turn on', async () => {
    const sqlite = t.database.sqlite;
    const before = databaseVersion(sqlite, true);
    const other = new Database(t.databasePath);
    other.prepare('update orders set note = ? where id = ?').run('from elsewhere', newest);
    other.close();
    // Same turn: a socket request may still share the data_version read before the commit.
    expect(databaseVersion(sqlite, true)).toBe(before);
    // Read afresh (injected requests, in-process callers): the commit shows at once.
    const fresh = databaseVersion(sqlite);
    expect(stampParts(fresh)[1]).not.toBe(stampParts(before)[1]);
    const other2 = new Database(t.databasePath);
    other2.prepare('update orders set note = ? where id = ?').run('from elsewhere again', newest);
    other2.close();
    // The next turn of the event loop: every request sees it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stampParts(databaseVersion(sqlite, true))[1]).not.toBe(stampParts(fresh)[1]);
  });
});

describe('the finite-number check every request passes', () => {
  it('names the field of a number that is not finite (ajv lets "1e999" through as Infinity)', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/admin/orders?page=1e999&limit=25', headers: bearer(token) });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ success: false, message: 'Invalid input: page must be a finite number', errors: { page: 'page must be a finite number (in the querystring)' } });
  });
});
