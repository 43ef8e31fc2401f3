/**
 * The authorization sweep of the kitchen and rider APIs: every route × every kind
 * of caller and record. Another kitchen's or rider's record answers 404 exactly like one that
 * does not exist, other kinds of tokens 403, bad tokens 401, and the database is byte-for-byte
 * unchanged after every refusal (a hash of every row of every table).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../../db/schema';
import { databaseHash } from '../reliability/util';
import { bearer, customerToken, fixtures, loginAsAdmin, makeApp, partnerAccount, type TestApp } from './helper';

let t: TestApp;
type Kind = 'vendor' | 'delivery';
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await makeApp();
  const fx = fixtures(t.database);
  const vendorA = await partnerAccount(t.app, 'vendor', 'Owner A');
  const vendorB = await partnerAccount(t.app, 'vendor', 'Owner B');
  const riderA = await partnerAccount(t.app, 'delivery', 'Rider A');
  const riderB = await partnerAccount(t.app, 'delivery', 'Rider B');
  const ra = fx.restaurant('Kitchen A', { ownerId: vendorA.id });
  const rb = fx.restaurant('Kitchen B', { ownerId: vendorB.id });
  const dish = (restaurantId: number) =>
    t.database.db.insert(menuItems).values({ restaurantId, name: 'Thali', pricePaise: 15000 }).returning().get().id;
  Object.assign(ids, {
    restaurantA: ra.id,
    restaurantB: rb.id,
    dishA: dish(ra.id),
    dishB: dish(rb.id),
    orderA: fx.order({ restaurantId: ra.id, restaurantName: ra.name }),
    orderB: fx.order({ restaurantId: rb.id, restaurantName: rb.name }),
    riderOrderA: fx.order({
      restaurantId: ra.id,
      restaurantName: ra.name,
      status: 'preparing',
      deliveryPersonId: riderA.id,
      deliveryPersonName: 'Rider A',
    }),
    riderOrderB: fx.order({
      restaurantId: rb.id,
      restaurantName: rb.name,
      status: 'preparing',
      deliveryPersonId: riderB.id,
      deliveryPersonName: 'Rider B',
    }),
  });

  const now = Math.floor(Date.now() / 1000);
  const expired = (sub: number, kind: Kind) => {
    // Signed with the right secret, but its time is up.
    const claims = { sub: String(sub), kind, tv: 0, iat: now - 8 * 86400, exp: now - 3600 };
    return t.app.jwt.sign(claims);
  };
  Object.assign(tokens, {
    vendor: vendorA.token,
    delivery: riderA.token,
    admin: await loginAsAdmin(t.app),
    customer: await customerToken(t.app),
    expiredVendor: expired(vendorA.id, 'vendor'),
    expiredDelivery: expired(riderA.id, 'delivery'),
    tamperedVendor: tamper(vendorA.token),
    tamperedDelivery: tamper(riderA.token),
  });
});
afterAll(() => t.close());

/** The same token with one character of its signature changed. */
function tamper(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

interface Route {
  kind: Kind;
  method: 'GET' | 'PUT';
  path: string;
  body?: object;
  /** For routes on a record: the caller's own, another kitchen's or rider's, and one that does not exist. */
  records?: { own: string; others: string[] };
  /** A stream: the success case is tested in events.test.ts, not here (it does not end). */
  stream?: boolean;
}

const ROUTES: Route[] = [
  { kind: 'vendor', method: 'GET', path: '/api/vendor/orders' },
  {
    kind: 'vendor',
    method: 'PUT',
    path: '/api/vendor/orders/:id',
    body: { status: 'accepted' },
    records: { own: 'orderA', others: ['orderB', 'riderOrderB'] },
  },
  { kind: 'vendor', method: 'GET', path: '/api/vendor/restaurants' },
  {
    kind: 'vendor',
    method: 'PUT',
    path: '/api/vendor/restaurants/:id',
    body: { isActive: false },
    records: { own: 'restaurantA', others: ['restaurantB'] },
  },
  {
    kind: 'vendor',
    method: 'PUT',
    path: '/api/vendor/menu-items/:id',
    body: { available: false },
    records: { own: 'dishA', others: ['dishB'] },
  },
  { kind: 'vendor', method: 'GET', path: '/api/vendor/summary' },
  { kind: 'vendor', method: 'GET', path: '/api/vendor/notifications' },
  { kind: 'vendor', method: 'GET', path: '/api/vendor/me' },
  { kind: 'vendor', method: 'PUT', path: '/api/vendor/me/language', body: { language: 'en' } },
  { kind: 'vendor', method: 'GET', path: '/api/vendor/events', stream: true },
  { kind: 'delivery', method: 'GET', path: '/api/delivery/orders' },
  {
    kind: 'delivery',
    method: 'PUT',
    path: '/api/delivery/orders/:id',
    body: { status: 'out_for_delivery' },
    records: { own: 'riderOrderA', others: ['riderOrderB', 'orderA'] },
  },
  { kind: 'delivery', method: 'PUT', path: '/api/delivery/me', body: { status: 'active' } },
  { kind: 'delivery', method: 'GET', path: '/api/delivery/me' },
  { kind: 'delivery', method: 'PUT', path: '/api/delivery/me/language', body: { language: 'en' } },
  { kind: 'delivery', method: 'GET', path: '/api/delivery/summary' },
  { kind: 'delivery', method: 'GET', path: '/api/delivery/notifications' },
  { kind: 'delivery', method: 'GET', path: '/api/delivery/events', stream: true },
];

const request = (route: Route, token: string | undefined, id?: number) =>
  t.app.inject({
    method: route.method,
    url: route.path.replace(':id', String(id ?? ids[route.records?.own ?? ''] ?? 0)),
    headers: token ? bearer(token) : {},
    ...(route.body ? { payload: route.body } : {}),
  });

async function expectRefused(route: Route, token: string | undefined, status: number, id?: number) {
  const before = databaseHash(t.database.sqlite);
  const res = await request(route, token, id);
  expect(res.statusCode, `${route.method} ${route.path} → ${status}`).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  expect(databaseHash(t.database.sqlite), `${route.method} ${route.path}: database unchanged`).toBe(before);
  return res.json().message as string;
}

describe.each(ROUTES)('$method $path', (route) => {
  const other: Kind = route.kind === 'vendor' ? 'delivery' : 'vendor';

  it('401 without a token, with an expired token and with a tampered token', async () => {
    await expectRefused(route, undefined, 401);
    await expectRefused(route, tokens[route.kind === 'vendor' ? 'expiredVendor' : 'expiredDelivery'], 401);
    await expectRefused(route, tokens[route.kind === 'vendor' ? 'tamperedVendor' : 'tamperedDelivery'], 401);
  });

  it('403 for an admin, a customer and the other kind of partner', async () => {
    for (const token of [tokens.admin, tokens.customer, tokens[other]]) await expectRefused(route, token, 403);
  });

  if (route.records) {
    const { own, others } = route.records;
    it("404 for another kitchen's or rider's record, exactly as for one that does not exist", async () => {
      const missing = await expectRefused(route, tokens[route.kind], 404, 999999);
      for (const name of others) expect(await expectRefused(route, tokens[route.kind], 404, ids[name])).toBe(missing);
    });
    it('200 for its own record', async () => {
      expect((await request(route, tokens[route.kind], ids[own])).statusCode).toBe(200);
    });
  } else if (!route.stream) {
    it('200 for its own token', async () => {
      expect((await request(route, tokens[route.kind])).statusCode).toBe(200);
    });
  }
});

describe('partner tokens on the admin API', () => {
  it('vendor and delivery tokens keep getting 403 on /api/admin/*', async () => {
    for (const kind of ['vendor', 'delivery'] as const) {
      for (const url of ['/api/admin/orders', '/api/admin/events', '/api/admin/customers/lookup?phone=9876543210']) {
        expect((await t.app.inject({ url, headers: bearer(tokens[kind]!) })).statusCode).toBe(403);
      }
      const before = databaseHash(t.database.sqlite);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/admin/orders/${ids.orderA}/printed`,
            headers: bearer(tokens[kind]!),
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/admin/orders/${ids.orderA}`,
            headers: bearer(tokens[kind]!),
            payload: { status: 'accepted' },
          })
        ).statusCode,
      ).toBe(403);
      expect(databaseHash(t.database.sqlite)).toBe(before);
    }
  });
});
