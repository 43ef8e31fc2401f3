/**
 * Over a socket, answers already in memory are sent before Fastify routes the request
 * (server/app.ts): a cached admin answer (server/plugins/app/response-cache.ts) and a current
 * site page (server/plugins/app/frontends.ts). Each must be the very answer Fastify would
 * send, a cached one only to a caller the admin guard accepts, and never a stale one:
 * anything else goes through Fastify as before. A root onResponse hook (it runs for every
 * request Fastify handles, refused ones too) counts them, so each case sees which way a
 * request went.
 */
import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, customerToken, fixtures, loginAsAdmin, makeApp, partnerAccount, standInDist, storefront, type TestApp } from './helper';

const PAGE1 = '/api/admin/orders?page=1&limit=25';

interface Served {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Went through Fastify's routing and hooks. */
  routed: boolean;
}

/** A listening app whose root onResponse hook counts what Fastify handles. */
async function listeningApp(logger?: FastifyServerOptions['logger'], distDir?: string) {
  let routed = 0;
  const t = await makeApp({ logger, distDir, beforeReady: (app) => app.addHook('onResponse', (_request, _reply, done) => void (routed++, done())) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const get = async (url: string, token?: string, method = 'GET', sent: Record<string, string> = {}): Promise<Served> => {
    const before = routed;
    const res = await fetch(base + url, { method, headers: { ...sent, ...(token ? bearer(token) : {}) } });
    const headers = Object.fromEntries(res.headers);
    delete headers.date;
    return { status: res.status, headers, body: await res.text(), routed: routed > before };
  };
  return { t, get };
}

describe('cached admin answers sent before routing', () => {
  let t: TestApp;
  let get: Awaited<ReturnType<typeof listeningApp>>['get'];
  let token: string;
  let newest: number;

  beforeAll(async () => {
    ({ t, get } = await listeningApp());
    token = await loginAsAdmin(t.app);
    const f = fixtures(t.database);
    const kitchen = f.restaurant('Fast Path Kitchen');
    for (let i = 0; i < 3; i++) newest = f.order({ restaurantId: kitchen.id, restaurantName: kitchen.name, customerName: `Customer ${i}` });
  });
  afterAll(() => t.close());

  const newestName = (served: Served) => (JSON.parse(served.body).data as Array<{ id: number; customerInfo: { name: string } }>).find((o) => o.id === newest)?.customerInfo.name;

  it('sends a repeated request from the cache without routing it, with the very status, headers and bytes Fastify sent', async () => {
    const first = await get(PAGE1, token);
    expect(first.status).toBe(200);
    expect(first.routed).toBe(true);
    const second = await get(PAGE1, token);
    expect(second.routed).toBe(false);
    expect(second).toEqual({ ...first, routed: false });
    // The security headers and the list's totals are among them.
    expect(second.headers).toMatchObject({ 'x-total-count': '3', 'content-range': 'items 0-2/3', 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'content-type': 'application/json; charset=utf-8' });
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('routes the first request after a write of this process or of another connection, and answers the new data', async () => {
    await get(PAGE1, token);
    t.database.sqlite.prepare('update orders set customer_name = ? where id = ?').run('Renamed Here', newest);
    const afterOwn = await get(PAGE1, token);
    expect(afterOwn.routed).toBe(true);
    expect(newestName(afterOwn)).toBe('Renamed Here');
    expect((await get(PAGE1, token)).routed).toBe(false);

    const other = new Database(t.databasePath);
    other.prepare('update orders set customer_name = ? where id = ?').run('Renamed Elsewhere', newest);
    other.close();
    const afterOther = await get(PAGE1, token);
    expect(afterOther.routed).toBe(true);
    expect(newestName(afterOther)).toBe('Renamed Elsewhere');
  });

  it('routes every caller the admin guard refuses, who gets its 401 or 403, though the answer is in the cache', async () => {
    // The accounts first: registering them writes, which would make the cached answer stale.
    const vendor = (await partnerAccount(t.app, 'vendor')).token;
    const customer = await customerToken(t.app);
    expect((await get(PAGE1, token)).status).toBe(200);
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const cases: Array<[string, string | undefined, number, string]> = [
      ['no token', undefined, 401, 'Authentication required'],
      ['an altered token', altered, 401, 'Invalid or missing token'],
      ['a kitchen token', vendor, 403, 'Admin access required'],
      ['a customer token', customer, 403, 'Admin access required'],
    ];
    for (const [, auth, status, message] of cases) {
      // The answer is in the cache and current: the admin's next request is answered before routing.
      expect((await get(PAGE1, token)).routed).toBe(false);
      const refused = await get(PAGE1, auth);
      expect({ status: refused.status, routed: refused.routed, body: JSON.parse(refused.body) }).toEqual({ status, routed: true, body: { success: false, message } });
    }
  });

  it('refuses a token at the first request after its logout, or after a logout through another connection', async () => {
    const mine = await loginAsAdmin(t.app);
    await get(PAGE1, mine);
    expect((await get(PAGE1, mine)).routed).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/admin/logout', headers: bearer(mine) })).statusCode).toBe(200);
    const afterLogout = await get(PAGE1, mine);
    expect({ status: afterLogout.status, routed: afterLogout.routed, message: JSON.parse(afterLogout.body).message }).toEqual({ status: 401, routed: true, message: 'Session expired, please log in again' });

    const again = await loginAsAdmin(t.app);
    await get(PAGE1, again);
    expect((await get(PAGE1, again)).routed).toBe(false);
    const other = new Database(t.databasePath);
    other.prepare('update admins set token_version = token_version + 1').run();
    other.close();
    expect((await get(PAGE1, again)).status).toBe(401);
    token = await loginAsAdmin(t.app);
  });

  it('refuses a token at the first request after it expires, though it was answered before routing until then', async () => {
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; tv: number; role: string };
    const short = t.app.jwt.sign({ sub: claims.sub, kind: 'admin', tv: claims.tv, role: claims.role }, { expiresIn: '1s' });
    const { exp } = JSON.parse(Buffer.from(short.split('.')[1]!, 'base64url').toString()) as { exp: number };
    await get(PAGE1, short);
    expect((await get(PAGE1, short)).routed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now()) + 20));
    const late = await get(PAGE1, short);
    expect({ status: late.status, routed: late.routed, message: JSON.parse(late.body).message }).toEqual({ status: 401, routed: true, message: 'Session expired, please log in again' });
  });

  it('routes what is not a GET of a cached URL: a HEAD, another query, a route without a cache', async () => {
    await get(PAGE1, token);
    expect((await get(PAGE1, token, 'HEAD')).routed).toBe(true);
    expect((await get('/api/admin/orders?page=1&limit=10', token)).routed).toBe(true);
    await get('/api/admin/villages', token);
    expect((await get('/api/admin/villages', token)).routed).toBe(true);
  });
});

describe('a server that logs every request', () => {
  it('routes every request, so each one is in the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) });
    const { t, get } = await listeningApp({ level: 'info', stream });
    try {
      const token = await loginAsAdmin(t.app);
      for (let i = 0; i < 3; i++) expect(await get(PAGE1, token)).toMatchObject({ status: 200, routed: true });
      const completed = lines.map((line) => JSON.parse(line) as { msg: string; res?: { statusCode: number } }).filter((l) => l.msg === 'request completed');
      expect(completed.length).toBeGreaterThanOrEqual(3);
    } finally {
      await t.close();
    }
  });
});

describe('site pages sent before routing', () => {
  let t: TestApp;
  let get: Awaited<ReturnType<typeof listeningApp>>['get'];
  let dist: ReturnType<typeof standInDist>;
  let thali: number;

  beforeAll(async () => {
    dist = standInDist();
    ({ t, get } = await listeningApp(undefined, dist.dist));
    thali = storefront(t.database).thali.id;
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  it('sends a current page without routing it, in each encoding, with the very headers and page the route sent', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      // A write (the same price again) makes the page due for a check: the first load goes through the route.
      t.database.sqlite.prepare('update menu_items set price_paise = price_paise where id = ?').run(thali);
      const first = await get('/', undefined, 'GET', { 'accept-encoding': encoding });
      expect({ status: first.status, routed: first.routed }).toEqual({ status: 200, routed: true });
      expect(first.body).toContain('Village Thali');
      const second = await get('/', undefined, 'GET', { 'accept-encoding': encoding });
      expect(second).toEqual({ ...first, routed: false });
      expect(second.headers).toMatchObject({ 'cache-control': 'no-cache', vary: 'Accept-Encoding', 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'SAMEORIGIN' });
      expect(second.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    }
  });

  it('routes the first load after a price change, which shows at once', async () => {
    await get('/');
    expect((await get('/')).routed).toBe(false);
    t.database.sqlite.prepare('update menu_items set price_paise = ? where id = ?').run(19500, thali);
    const changed = await get('/');
    expect(changed.routed).toBe(true);
    expect(changed.body).toContain('₹195');
    expect((await get('/')).routed).toBe(false);
  });

  it('sends the other pages the same way, with or without the trailing slash; a query string or a tracking link is routed', async () => {
    for (const url of ['/hi', '/hi/', '/privacy-policy', '/privacy-policy/']) {
      const first = await get(url);
      const second = await get(url);
      expect({ url, status: second.status, routed: second.routed }).toEqual({ url, status: 200, routed: false });
      expect(second.body).toBe(first.body);
    }
    await get('/?utm_source=whatsapp');
    expect((await get('/?utm_source=whatsapp')).routed).toBe(true);
    await get('/track/ORD-000001');
    expect((await get('/track/ORD-000001')).routed).toBe(true);
  });
});
