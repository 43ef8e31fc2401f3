/**
 * Nobody in: every /api/admin route (read from the app itself) refuses missing, tampered,
 * expired, wrongly signed and non-admin tokens with the right status; login rate limiting
 * answers 429 and recovers; logout and password change make old tokens stop working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac, generateKeyPairSync, sign as rsaSign } from 'node:crypto';
import { bearer, ADMIN_EMAIL, ADMIN_PASSWORD, loginAsAdmin } from '../api/helper';
import { databaseHash, envelopeOk, forgeHs256, makeRelApp, routesOf, tamper, type RelApp } from './util';

let t: RelApp;
let adminToken: string;
const tokens: Record<string, { token: string | null; status: 401 | 403 }> = {};

function rs256(claims: object): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${unsigned}.${rsaSign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
}

/** A fresh account of the kind at `path` (each partner needs a mobile number of its own). */
async function userToken(path: string, extra: Record<string, string> = {}): Promise<string> {
  const email = `${path.replace(/\W/g, '')}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/auth${path}/register`,
    payload: {
      name: 'Some One',
      email,
      phone: `98765${String(Math.floor(Math.random() * 100000)).padStart(5, '0')}`,
      password: 'secret-123',
      ...extra,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register ${path}: ${res.statusCode} ${res.body}`);
  return res.json().data.token;
}

beforeAll(async () => {
  t = await makeRelApp({ demo: true });
  adminToken = await loginAsAdmin(t.app);
  const claims = JSON.parse(Buffer.from(adminToken.split('.')[1], 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  Object.assign(tokens, {
    'no token': { token: null, status: 401 },
    'garbage token': { token: 'not.a.jwt', status: 401 },
    'empty bearer': { token: '', status: 401 },
    'tampered payload (sub changed, old signature)': { token: tamper(adminToken), status: 401 },
    'tampered signature': {
      token: adminToken.slice(0, -4) + (adminToken.endsWith('AAAA') ? 'BBBB' : 'AAAA'),
      status: 401,
    },
    'expired (right secret)': {
      token: forgeHs256({ ...claims, iat: now - 13 * 3600, exp: now - 3600 }, t.secret),
      status: 401,
    },
    'alg none': { token: forgeHs256(claims, null, { alg: 'none', typ: 'JWT' }), status: 401 },
    'alg None, signature kept': {
      token: `${Buffer.from('{"alg":"None","typ":"JWT"}').toString('base64url')}.${adminToken.split('.').slice(1).join('.')}`,
      status: 401,
    },
    'RS256 signed by another key': { token: rs256(claims), status: 401 },
    'HS512 with the right secret': {
      token: (() => {
        const unsigned = `${Buffer.from('{"alg":"HS512","typ":"JWT"}').toString('base64url')}.${adminToken.split('.')[1]}`;
        return `${unsigned}.${createHmac('sha512', t.secret).update(unsigned).digest('base64url')}`;
      })(),
      status: 401,
    },
    'HS256 with another secret': { token: forgeHs256(claims, 'not-the-secret-of-this-server'), status: 401 },
    'admin claims for an unknown admin id': { token: forgeHs256({ ...claims, sub: '9999' }, t.secret), status: 401 },
    'admin claims with a stale token version': {
      token: forgeHs256({ ...claims, tv: claims.tv + 5 }, t.secret),
      status: 401,
    },
    customer: { token: await userToken(''), status: 403 },
    vendor: { token: await userToken('/vendor'), status: 403 },
    delivery: { token: await userToken('/delivery', { vehicleNumber: 'UP70 ZZ 9' }), status: 403 },
  });
}, 60_000);
afterAll(() => t?.close());

describe('every /api/admin route refuses bad and non-admin tokens', () => {
  it('401 for missing, tampered, expired and foreign-signed tokens; 403 for customer, vendor, delivery', async () => {
    const routes = routesOf(t.app).filter((r) => r.url.startsWith('/api/admin'));
    // The admin's own account routes sit under /api/auth/admin and use the same guard.
    routes.push(
      { method: 'GET', url: '/api/auth/admin/me' },
      { method: 'POST', url: '/api/auth/admin/logout' },
      { method: 'PUT', url: '/api/auth/admin/password' },
    );
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const before = databaseHash(t.database.sqlite);
    const failures: string[] = [];
    let requests = 0;
    for (const { method, url } of routes) {
      for (const [name, { token, status }] of Object.entries(tokens)) {
        const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
        // A body that would be valid for a write, so only the token decides.
        const payload =
          method === 'GET' || method === 'HEAD'
            ? undefined
            : { status: 'accepted', name: 'X', deliveryZone: 'Y', role: 'vendor', action: 'delete' };
        const res = await t.app.inject({
          method: method as 'GET',
          url: url.replace(':id', '1'),
          headers,
          ...(payload ? { payload } : {}),
        });
        requests++;
        if (res.statusCode !== status)
          failures.push(`${method} ${url} with ${name}: ${res.statusCode} (want ${status}) ${res.body.slice(0, 100)}`);
        else if (method !== 'HEAD' && !envelopeOk(res.json()))
          failures.push(`${method} ${url} with ${name}: not an envelope ${res.body.slice(0, 100)}`);
      }
    }
    expect(databaseHash(t.database.sqlite)).toBe(before);
    console.log(
      `auth: ${routes.length} admin routes × ${Object.keys(tokens).length} token kinds = ${requests} requests, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
  }, 60_000);

  it('a valid admin token passes the guard on every GET route', async () => {
    // The event stream never ends, so inject() cannot read it: tests/api/events.test.ts reads it over a socket.
    const gets = routesOf(t.app).filter(
      (r) => r.url.startsWith('/api/admin') && r.method === 'GET' && !r.url.endsWith('/events'),
    );
    // Reads that need a query to mean anything are given one: the guard is what is tested here.
    const requiredQuery: Record<string, string> = {
      '/api/admin/reports/gst': '?month=2026-01',
      '/api/admin/prep-list': '?from=2026-01-01T16:00:00%2B05:30&to=2026-01-02T00:00:00%2B05:30',
    };
    for (const { url } of gets) {
      const res = await t.app.inject({
        method: 'GET',
        url: url.replace(':id', '1').replace(':phone', '9876543210') + (requiredQuery[url] ?? ''),
        headers: bearer(adminToken),
      });
      expect([200, 404], `${url}: ${res.body.slice(0, 100)}`).toContain(res.statusCode);
    }
  });

  it('the token is read only from the Authorization header, and only as Bearer', async () => {
    for (const headers of [
      { authorization: adminToken },
      { authorization: `Basic ${adminToken}` },
      { cookie: `token=${adminToken}` },
      { 'x-access-token': adminToken },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
      expect(res.statusCode, JSON.stringify(Object.keys(headers))).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/dashboard?token=${adminToken}` })).statusCode).toBe(
      401,
    );
  });
});

describe('login rate limiting', () => {
  it('answers 429 with a message after the limit, and recovers after the window', async () => {
    const limited = await makeRelApp({ demo: false, loginRateLimit: 3, loginRateLimitWindowMs: 1500 });
    try {
      const attempt = (password: string) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: ADMIN_EMAIL, password } });
      for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
      const refused = await attempt(ADMIN_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, message: expect.stringMatching(/too many/i) });
      expect(refused.headers['retry-after']).toBeDefined();
      // Other kinds of login share the limit per IP... and the customer login is limited too.
      expect(
        (
          await limited.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'a@b.co', password: 'x' },
          })
        ).statusCode,
      ).toBeLessThan(500);
      // Recovers: bounded wait past the window, then the right password works.
      let status = 0;
      for (let i = 0; i < 20 && status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 250));
        status = (await attempt(ADMIN_PASSWORD)).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('old tokens stop working', () => {
  it('after logout, on every admin route kind', async () => {
    const token = await loginAsAdmin(t.app);
    const other = await loginAsAdmin(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/admin/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    for (const tok of [token, other]) {
      for (const url of ['/api/admin/orders', '/api/admin/dashboard', '/api/auth/admin/me']) {
        expect((await t.app.inject({ method: 'GET', url, headers: bearer(tok) })).statusCode).toBe(401);
      }
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/admin/logout', headers: bearer(tok) })).statusCode,
      ).toBe(401);
    }
    adminToken = await loginAsAdmin(t.app);
  });

  it('after a password change (PUT /api/auth/admin/password)', async () => {
    const token = await loginAsAdmin(t.app);
    const change = (tok: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/admin/password', headers: bearer(tok), payload });
    // Refusals change nothing.
    const wrong = await change(token, { currentPassword: 'not-my-password', newPassword: 'another-pass-456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, errors: { currentPassword: expect.any(String) } });
    const short = await change(token, { currentPassword: ADMIN_PASSWORD, newPassword: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toHaveProperty('newPassword');
    expect((await change(token, {})).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(token) })).statusCode).toBe(
      200,
    );

    const done = await change(token, { currentPassword: ADMIN_PASSWORD, newPassword: 'another-pass-456' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect(JSON.stringify(done.json())).not.toMatch(/another-pass-456|scrypt/);
    // The old token is dead; the token in the answer works.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(done.json().data.token) }))
        .statusCode,
    ).toBe(200);
    // The old password no longer signs in, the new one does.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/admin/login',
          payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    const fresh = await loginAsAdmin(t.app, ADMIN_EMAIL, 'another-pass-456');
    // Put it back for the other tests.
    expect((await change(fresh, { currentPassword: 'another-pass-456', newPassword: ADMIN_PASSWORD })).statusCode).toBe(
      200,
    );
    adminToken = await loginAsAdmin(t.app);
  });
});
