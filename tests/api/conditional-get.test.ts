/**
 * Conditional GETs (server/plugins/app/conditional-get.ts): admin reads answer with a weak
 * ETag from the database stamp, the caller and the validity window, and a matching
 * If-None-Match gets 304 with no body. Every request goes through Fastify's whole lifecycle:
 * guards and hooks added to the admin scope, and a route's own preHandler, run for a repeated
 * request too. Over a real socket as well as injected.
 */
import Database from 'better-sqlite3';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../server/envelope';
import {
  adminWithRole,
  bearer,
  customerToken,
  fixtures,
  loginAsAdmin,
  makeApp,
  partnerAccount,
  type TestApp,
} from './helper';

const PAGE1 = '/api/admin/orders?page=1&limit=25';

interface Served {
  status: number;
  headers: Record<string, string>;
  body: string;
}

describe('ETags and 304s on admin reads', () => {
  let t: TestApp;
  let token: string;
  let newest: number;

  /** `auth` null: no Authorization header. */
  const get = async (url: string, auth: string | null = token, etag?: string): Promise<Served> => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...(auth ? bearer(auth) : {}), ...(etag ? { 'if-none-match': etag } : {}) },
    });
    return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.body };
  };

  beforeAll(async () => {
    t = await makeApp();
    token = await loginAsAdmin(t.app);
    const f = fixtures(t.database);
    const kitchen = f.restaurant('Tag Kitchen');
    for (let i = 0; i < 3; i++)
      newest = f.order({ restaurantId: kitchen.id, restaurantName: kitchen.name, customerName: `Customer ${i}` });
  });
  afterAll(() => t.close());

  it.each([
    '/api/admin/orders?page=1&limit=25',
    '/api/admin/dashboard',
    '/api/admin/earnings',
    '/api/admin/analytics',
    '/api/admin/users',
    '/api/admin/restaurants',
    '/api/admin/villages',
    '/api/admin/coupons',
    '/api/admin/support',
    '/api/admin/onboarding',
  ])('%s: a weak ETag, private no-cache, and 304 with no body for a matching If-None-Match', async (url) => {
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get(url, token, first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
    // A list of tags, and the strong form of the same tag, match too.
    expect((await get(url, token, `W/"other", ${first.headers.etag!.slice(2)}`)).status).toBe(304);
  });

  it('answers the new data after a write of this process or of another connection', async () => {
    const first = await get(PAGE1);
    t.database.sqlite.prepare('update orders set customer_name = ? where id = ?').run('Renamed Here', newest);
    const afterOwn = await get(PAGE1, token, first.headers.etag);
    expect(afterOwn.status).toBe(200);
    expect(afterOwn.headers.etag).not.toBe(first.headers.etag);
    expect(afterOwn.body).toContain('Renamed Here');

    const other = new Database(t.databasePath);
    other.prepare('update orders set customer_name = ? where id = ?').run('Renamed Elsewhere', newest);
    other.close();
    const afterOther = await get(PAGE1, token, afterOwn.headers.etag);
    expect(afterOther.status).toBe(200);
    expect(afterOther.body).toContain('Renamed Elsewhere');
  });

  it("never answers 304 to another admin holding the first admin's tag", async () => {
    const manager = await adminWithRole(t, 'restaurant_manager');
    const owners = await get(PAGE1);
    const managers = await get(PAGE1, manager, owners.headers.etag);
    expect(managers.status).toBe(200);
    expect(managers.headers.etag).not.toBe(owners.headers.etag);
  });

  it('refuses every caller the admin guard refuses with its 401 or 403, whatever tag it sends', async () => {
    const vendor = (await partnerAccount(t.app, 'vendor')).token;
    const customer = await customerToken(t.app);
    const { etag } = (await get(PAGE1)).headers;
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const cases: Array<[string | null, number, string]> = [
      [null, 401, 'Authentication required'],
      [altered, 401, 'Invalid or missing token'],
      [vendor, 403, 'Admin access required'],
      [customer, 403, 'Admin access required'],
    ];
    for (const [auth, status, message] of cases) {
      const refused = await get(PAGE1, auth, etag);
      expect({ status: refused.status, body: JSON.parse(refused.body), etag: refused.headers.etag }).toEqual({
        status,
        body: { success: false, message },
        etag: undefined,
      });
    }
  });

  it('refuses a token at the first request after its logout, here or through another connection', async () => {
    const mine = await loginAsAdmin(t.app);
    const { etag } = (await get(PAGE1, mine)).headers;
    expect((await get(PAGE1, mine, etag)).status).toBe(304);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/admin/logout', headers: bearer(mine) })).statusCode,
    ).toBe(200);
    const afterLogout = await get(PAGE1, mine, etag);
    expect({ status: afterLogout.status, message: JSON.parse(afterLogout.body).message }).toEqual({
      status: 401,
      message: 'Session expired, please log in again',
    });

    const again = await loginAsAdmin(t.app);
    expect((await get(PAGE1, again)).status).toBe(200);
    const other = new Database(t.databasePath);
    other.prepare('update admins set token_version = token_version + 1').run();
    other.close();
    expect((await get(PAGE1, again)).status).toBe(401);
    token = await loginAsAdmin(t.app);
  });

  it('refuses a token at the first request after its exp, though the verifier kept it as verified', async () => {
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      tv: number;
      role: string;
    };
    const short = t.app.jwt.sign(
      { sub: claims.sub, kind: 'admin', tv: claims.tv, role: claims.role },
      { expiresIn: '10m' },
    );
    expect((await get(PAGE1, short)).status).toBe(200);
    expect((await get(PAGE1, short)).status).toBe(200);
    // Only Date moves: eleven minutes on, the token is past its exp.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    try {
      const late = await get(PAGE1, short);
      expect({ status: late.status, message: JSON.parse(late.body).message }).toEqual({
        status: 401,
        message: 'Session expired, please log in again',
      });
    } finally {
      vi.useRealTimers();
    }
    expect((await get(PAGE1)).status).toBe(200);
  });

  it('gives the dashboard a tag that ends with the IST day, so a new day answers anew', async () => {
    const { etag } = (await get('/api/admin/dashboard')).headers;
    const orders = (await get(PAGE1)).headers.etag!;
    // The orders list without a period depends on the data only; the dashboard also on the day.
    expect(etag!.split('.').length).toBe(orders.split('.').length + 1);
  });
});

describe('guards and hooks of the admin scope and of a route run for every request, a repeated one too', () => {
  let t: TestApp;
  let base: string;
  let owner: string;
  let manager: string;
  const audit: string[] = [];
  const routeGuardRuns: string[] = [];

  /**
   * What a deployment might add: a role check for the earnings, an audit log, and a route's own
   * guard. fastify-plugin puts the hooks in the admin scope itself, not in a child of it.
   */
  const extraHooks: FastifyPluginAsync = fp(async (admin) => {
    admin.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      if (request.url.startsWith('/api/admin/earnings') && request.admin?.role !== 'super_admin') {
        reply.code(403).send({ success: false, message: 'Owners only' });
        return;
      }
      done();
    });
    admin.addHook('onResponse', (request, reply, done) => {
      audit.push(`${request.admin?.role ?? 'none'} ${request.url} ${reply.statusCode}`);
      done();
    });
    // A read that refuses in its handler: its 400 must carry no tag.
    admin.get('/refusing', { config: { conditionalGet: {} } }, async () => {
      throw new HttpError(400, 'Refused here');
    });
    admin.addHook('onRoute', (route) => {
      if (route.url !== '/api/admin/dashboard') return;
      const own = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
        routeGuardRuns.push(request.admin!.role);
        if (request.headers['x-device'] === 'blocked') {
          reply.code(403).send({ success: false, message: 'Device blocked' });
          return;
        }
        done();
      };
      route.preHandler = [
        ...(Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : []),
        own,
      ];
    });
  });

  const get = async (url: string, token: string, headers: Record<string, string> = {}): Promise<Served> => {
    const res = await fetch(base + url, { headers: { ...bearer(token), ...headers } });
    return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  };

  beforeAll(async () => {
    t = await makeApp({ adminPlugins: [extraHooks] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    owner = await loginAsAdmin(t.app);
    manager = await adminWithRole(t, 'restaurant_manager');
  });
  afterAll(() => t.close());

  it("the scope's role guard refuses a manager the owner's earnings after the owner's repeated reads", async () => {
    const first = await get('/api/admin/earnings', owner);
    expect(first.status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await get('/api/admin/earnings', owner)).status).toBe(200);
    expect((await get('/api/admin/earnings', owner, { 'if-none-match': first.headers.etag! })).status).toBe(304);
    for (const headers of [{}, { 'if-none-match': first.headers.etag! }] as Array<Record<string, string>>) {
      const refused = await get('/api/admin/earnings', manager, headers);
      expect({ status: refused.status, body: JSON.parse(refused.body) }).toEqual({
        status: 403,
        body: { success: false, message: 'Owners only' },
      });
    }
  });

  it('the audit hook sees every request, the 200s, the 304s and the refusals', async () => {
    audit.length = 0;
    const { etag } = (await get('/api/admin/orders', owner)).headers;
    await get('/api/admin/orders', owner);
    await get('/api/admin/orders', owner, { 'if-none-match': etag! });
    await get('/api/admin/earnings', manager);
    expect(audit).toEqual([
      'super_admin /api/admin/orders 200',
      'super_admin /api/admin/orders 200',
      'super_admin /api/admin/orders 304',
      'restaurant_manager /api/admin/earnings 403',
    ]);
  });

  it('a refusal from the handler of a read with ETags carries no tag', async () => {
    const refused = await get('/api/admin/refusing', owner);
    expect({ status: refused.status, etag: refused.headers.etag, body: JSON.parse(refused.body) }).toEqual({
      status: 400,
      etag: undefined,
      body: { success: false, message: 'Refused here' },
    });
  });

  it("the route's own preHandler runs for a repeated request and one whose tag matches, and its refusal stands", async () => {
    routeGuardRuns.length = 0;
    const first = await get('/api/admin/dashboard', owner);
    expect(first.status).toBe(200);
    expect((await get('/api/admin/dashboard', owner)).status).toBe(200);
    expect((await get('/api/admin/dashboard', owner, { 'if-none-match': first.headers.etag! })).status).toBe(304);
    const blocked = await get('/api/admin/dashboard', owner, {
      'if-none-match': first.headers.etag!,
      'x-device': 'blocked',
    });
    expect({ status: blocked.status, body: JSON.parse(blocked.body) }).toEqual({
      status: 403,
      body: { success: false, message: 'Device blocked' },
    });
    expect(routeGuardRuns).toEqual(['super_admin', 'super_admin', 'super_admin', 'super_admin']);
  });
});
