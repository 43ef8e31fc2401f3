import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminWithRole,
  bearer,
  customerToken,
  loginAsAdmin,
  makeApp,
  partnerAccount,
  snapshot,
  type TestApp,
} from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(() => t.close());

describe('admin login', () => {
  it('answers name, role and a JWT in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful',
      data: { name: 'Super Admin', role: 'super_admin' },
    });
    const [header, payload] = body.data.token
      .split('.')
      .slice(0, 2)
      .map((p: string) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.kind).toBe('admin');
    // Expires in 12 hours.
    expect(payload.exp - payload.iat).toBe(12 * 3600);
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
  });

  it('refuses a wrong password or unknown e-mail with 401 and the same message', async () => {
    for (const payload of [
      { email: ADMIN_EMAIL, password: 'wrong-password' },
      { email: 'nobody@example.com', password: ADMIN_PASSWORD },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password' });
    }
  });

  it('validates the body (400 with errors) and malformed JSON', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: ADMIN_EMAIL },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('password');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'Malformed JSON body' });
  });

  it('me answers the signed-in admin; logout makes old tokens stop working', async () => {
    const token = await loginAsAdmin(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/admin/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({ email: ADMIN_EMAIL, role: 'super_admin' });
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/admin/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    // A fresh login works again.
    const fresh = await loginAsAdmin(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(fresh) })).statusCode,
    ).toBe(200);
  });
});

describe("the admin's own name", () => {
  it('starts as "Super Admin" and is set by the admin (PUT /api/auth/admin/me), blank refused with nothing changed', async () => {
    const token = await loginAsAdmin(t.app);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/admin/me', headers: bearer(token) });
    expect((await me()).json().data.name).toBe('Super Admin');
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/admin/me',
      headers: bearer(token),
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('name');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/admin/me',
      headers: bearer(token),
      payload: { name: '  Ramesh Yadav ' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ message: 'Name saved', data: { name: 'Ramesh Yadav', email: ADMIN_EMAIL } });
    expect((await me()).json().data.name).toBe('Ramesh Yadav');
    // The next sign-in greets the owner by it.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.json().data.name).toBe('Ramesh Yadav');
  });
});

describe('the /api/admin guard', () => {
  it('401 without a token, with garbage, with a token signed by another secret or alg none', async () => {
    const forged = (() => {
      const h = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
      const p = Buffer.from(
        JSON.stringify({ sub: '1', kind: 'admin', tv: 0, iat: Math.floor(Date.now() / 1000) }),
      ).toString('base64url');
      return `${h}.${p}.${createHmac('sha256', 'not-the-secret').update(`${h}.${p}`).digest('base64url')}`;
    })();
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"1","kind":"admin","tv":0}').toString('base64url')}.`;
    for (const headers of [{}, bearer('garbage'), bearer(forged), bearer(none)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('403 for customer, vendor and delivery tokens', async () => {
    const customer = await customerToken(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(customer) })).statusCode,
    ).toBe(403);
    const vendor = await t.app.inject({
      method: 'POST',
      url: '/api/auth/vendor/register',
      payload: { name: 'Vikas', email: 'vikas@example.com', phone: '9123456789', password: 'vendor-123' },
    });
    expect(vendor.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/restaurants/1',
      headers: bearer(vendor.json().data.token),
    });
    expect(res.statusCode).toBe(403);
  });

  it('401 before validation: an unauthenticated bad body is still 401', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/orders/abc', payload: { status: 'nope' } });
    expect(res.statusCode).toBe(401);
  });

  it('every admin role may read the dashboard', async () => {
    for (const role of ['admin', 'restaurant_manager', 'delivery_manager'] as const) {
      const token = await adminWithRole(t, role);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) })).statusCode,
      ).toBe(200);
    }
  });
});

describe('customer, vendor and delivery accounts', () => {
  it('register and login at the six paths; tokens carry the kind', async () => {
    const cases = [
      { prefix: '/api/auth', kind: 'customer', extra: {} },
      { prefix: '/api/auth/vendor', kind: 'vendor', extra: {} },
      { prefix: '/api/auth/delivery', kind: 'delivery', extra: { vehicleDetails: { number: 'UP70 CD 4321' } } },
    ];
    // A kitchen and a rider need numbers of their own: they sign in with them.
    for (const [i, { prefix, kind, extra }] of cases.entries()) {
      const email = `${kind}-six@example.com`;
      const reg = await t.app.inject({
        method: 'POST',
        url: `${prefix}/register`,
        payload: { name: `A ${kind}`, email, phone: `98765 4321${i}`, password: 'pass-1234', ...extra },
      });
      expect(reg.statusCode).toBe(201);
      expect(reg.json().data.user).toMatchObject({ email, role: kind, phone: `987654321${i}` });
      expect(reg.json().data.user).not.toHaveProperty('passwordHash');
      const login = await t.app.inject({
        method: 'POST',
        url: `${prefix}/login`,
        payload: { email, password: 'pass-1234' },
      });
      expect(login.statusCode).toBe(200);
      const claims = JSON.parse(Buffer.from(login.json().data.token.split('.')[1], 'base64url').toString());
      expect(claims.kind).toBe(kind);
    }
    const delivery = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delivery/login',
      payload: { email: 'delivery-six@example.com', password: 'pass-1234' },
    });
    expect(delivery.json().data.user).toMatchObject({ vehicleNumber: 'UP70 CD 4321', status: 'active' });
    // A vendor cannot sign in at the delivery path.
    const wrongPath = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delivery/login',
      payload: { email: 'vendor-six@example.com', password: 'pass-1234' },
    });
    expect(wrongPath.statusCode).toBe(401);
  });

  it('refuses bad registrations with 400/409 and stores nothing', async () => {
    const before = snapshot(t.database);
    const bad = [
      { payload: { name: ' ', email: 'a@b.co', password: 'pass-1234' }, field: 'name' },
      { payload: { name: 'X', email: 'not-an-email', password: 'pass-1234' }, field: 'email' },
      { payload: { name: 'X', email: 'x@example.com', phone: '12345', password: 'pass-1234' }, field: 'phone' },
      { payload: { name: 'X', email: 'x@example.com', password: '123' }, field: 'password' },
    ];
    for (const { payload, field } of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    }
    const noVehicle = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delivery/register',
      payload: { name: 'D', email: 'd@example.com', phone: '9999999999', password: 'pass-1234' },
    });
    expect(noVehicle.json().errors).toHaveProperty('vehicleNumber');
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Again', email: 'CUSTOMER-six@example.com', password: 'pass-1234' },
    });
    expect(dup.statusCode).toBe(409);
    expect(snapshot(t.database)).toEqual(before);
  });

  it('ignores a role smuggled into the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Sneaky', email: 'sneaky@example.com', password: 'pass-1234', role: 'vendor', kind: 'admin' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.role).toBe('customer');
  });
});

describe('kitchen and rider logout', () => {
  it.each(['vendor', 'delivery'] as const)(
    '%s: logout makes every token of the account stop working; a new login works',
    async (kind) => {
      const { token } = await partnerAccount(t.app, kind);
      const me = () => t.app.inject({ method: 'GET', url: `/api/${kind}/me`, headers: bearer(token) });
      expect((await me()).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: `/api/auth/${kind}/logout`, headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, data: null, message: 'Logged out' });
      const after = await me();
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ success: false, message: 'Session expired, please log in again' });
      // The same token cannot log out twice.
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/auth/${kind}/logout`, headers: bearer(token) })).statusCode,
      ).toBe(401);
    },
  );

  it("refuses another kind's token (403) and no token (401), changing nothing", async () => {
    const rider = (await partnerAccount(t.app, 'delivery')).token;
    const admin = await loginAsAdmin(t.app);
    const before = snapshot(t.database);
    const asRider = await t.app.inject({ method: 'POST', url: '/api/auth/vendor/logout', headers: bearer(rider) });
    expect(asRider.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/delivery/logout', headers: bearer(admin) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/delivery/logout' })).statusCode).toBe(401);
    expect(snapshot(t.database)).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/delivery/me', headers: bearer(rider) })).statusCode).toBe(
      200,
    );
  });
});

describe('login rate limit', () => {
  it('answers 429 in the envelope after too many attempts from one IP', async () => {
    const limited = await makeApp({ loginRateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/admin/login',
          payload: { email: ADMIN_EMAIL, password: 'wrong' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/Too many attempts/) });
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('security headers and unknown paths', () => {
  it('sets helmet headers and answers JSON 404 for unknown /api paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});
