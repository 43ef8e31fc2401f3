/**
 * `/` is rendered from the database and then served from memory (server/plugins/app/frontends.ts):
 * while the database stamp and the minute are unchanged, the menu is not even looked at. A
 * change, from this process or another connection, shows on the very next load, in every
 * encoding. Pages answer with an ETag (304 for a matching If-None-Match) and in the encoding
 * the client prefers, q-values honoured. A stand-in page template is used so this runs
 * without `npm run build`.
 */
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRelApp, type RelApp } from '../reliability/util';
import { standInDist, storefront } from './helper';

let t: RelApp;
let dist: ReturnType<typeof standInDist>;
let thali: number;
let kitchen: number;

beforeAll(async () => {
  dist = standInDist();
  t = await makeRelApp({ demo: false, distDir: dist.dist });
  const s = storefront(t.database);
  thali = s.thali.id;
  kitchen = s.kitchen.id;
});
afterAll(async () => {
  await t?.close();
  dist.remove();
});

async function home(encoding: 'br' | 'gzip' | 'identity' = 'br'): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/',
    headers: { 'accept-encoding': encoding, accept: 'text/html' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers.vary).toBe('Accept-Encoding');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  if (encoding === 'br') {
    expect(res.headers['content-encoding']).toBe('br');
    return zlib.brotliDecompressSync(res.rawPayload).toString();
  }
  if (encoding === 'gzip') {
    expect(res.headers['content-encoding']).toBe('gzip');
    return zlib.gunzipSync(res.rawPayload).toString();
  }
  expect(res.headers['content-encoding']).toBeUndefined();
  return res.body;
}

describe('the home page rendered from the database', () => {
  it('shows the menu in every encoding, the same page again without a change', async () => {
    const first = await home();
    expect(first).toContain('Village Thali');
    expect(first).toContain('₹180');
    expect(await home()).toBe(first);
    expect(await home('gzip')).toBe(first);
    expect(await home('identity')).toBe(first);
  });

  it('shows a price changed by this process at the very next load', async () => {
    await home();
    t.database.sqlite.prepare('update menu_items set price_paise = ? where id = ?').run(19500, thali);
    const page = await home();
    expect(page).toContain('₹195');
    expect(page).not.toContain('₹180');
    expect(await home('gzip')).toBe(page);
  });

  it('shows a change committed by another connection at the very next load', async () => {
    await home();
    const other = new Database(t.database.sqlite.name);
    other.prepare('update menu_items set price_paise = ? where id = ?').run(21000, thali);
    other.close();
    expect(await home()).toContain('₹210');
  });

  it('shows the kitchen closed at the very next load after it is set offline, over HTTP too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    const open = await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).text();
    expect(open).not.toContain('Closed now');
    expect(await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).text()).toBe(open);
    const other = new Database(t.database.sqlite.name);
    other.prepare('update restaurants set is_active = 0 where id = ?').run(kitchen);
    other.close();
    expect(await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).text()).toContain('Closed now');
  });
});

describe('conditional GETs of site pages', () => {
  const load = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', ...headers } });

  it('answers 304 with no body to a matching If-None-Match, in every encoding, and the new page after a change', async () => {
    const first = await load({});
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await load({ 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-security-policy']).toContain("default-src 'self'");
    }
    t.database.sqlite.prepare('update menu_items set price_paise = ? where id = ?').run(22500, thali);
    const changed = await load({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(zlib.brotliDecompressSync(changed.rawPayload).toString()).toContain('₹225');
  });
});

describe('content negotiation of site pages', () => {
  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['gzip, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br', 'br'],
    ['br, gzip', 'br'],
    ['identity', undefined],
    ['*', 'gzip'],
  ])('Accept-Encoding: %s → %s', async (accept, expected) => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    const html =
      expected === 'br'
        ? zlib.brotliDecompressSync(res.rawPayload)
        : expected === 'gzip'
          ? zlib.gunzipSync(res.rawPayload)
          : res.rawPayload;
    expect(html.toString()).toContain('Village Thali');
  });
});
