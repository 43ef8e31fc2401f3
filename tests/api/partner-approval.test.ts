/**
 * Anyone can sign up as a kitchen or a rider; such an account waits for an admin. Until then it
 * can sign in and read its own account (to show "waiting for approval"), is not assignable and
 * cannot act on anything. Accounts an admin creates work at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, fixtures, loginAsAdmin, makeApp, storefront, type TestApp } from './helper';

let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;

beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
  shop = storefront(t.database);
});
afterAll(() => t.close());

async function signUp(kind: 'vendor' | 'delivery', name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/auth/${kind}/register`,
    payload: { name, email: `${name.replace(/\s/g, '').toLowerCase()}-${kind}@example.com`, phone: '9876501234', password: 'partner-pass-1', ...(kind === 'delivery' ? { vehicleNumber: 'UP70 AB 9999' } : {}) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { user: { id: number; approved: boolean }; token: string };
}

describe('a self-registered rider', () => {
  it('waits for approval: signs in and reads its account, cannot act or be assigned until an admin approves it', async () => {
    const { user, token } = await signUp('delivery', 'Self Rider');
    expect(user.approved).toBe(false);
    const me = await t.app.inject({ url: '/api/delivery/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: user.id, approved: false });
    for (const [method, url, payload] of [
      ['GET', '/api/delivery/orders', undefined],
      ['GET', '/api/delivery/events', undefined],
      ['PUT', '/api/delivery/me', { status: 'on_leave' }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(token), payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: 'Your account is waiting for approval by the Gaon Rasoi team' });
    }
    const id = fixtures(t.database).order({ restaurantId: shop.kitchen.id, restaurantName: shop.kitchen.name, status: 'preparing' });
    const assign = await call('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: user.id });
    expect(assign.statusCode).toBe(409);
    expect(assign.json().errors.deliveryPersonId).toBe('Self Rider is waiting for approval');

    const listed = (await call('GET', '/api/admin/users?role=delivery')).json().data as Array<{ id: number; approved: boolean }>;
    expect(listed.find((u) => u.id === user.id)).toMatchObject({ approved: false });

    expect((await call('PUT', `/api/admin/users/${user.id}`, { approved: true })).json().data.approved).toBe(true);
    expect((await t.app.inject({ url: '/api/delivery/orders', headers: bearer(token) })).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: user.id })).statusCode).toBe(200);
  });
});

describe('a self-registered kitchen', () => {
  it('cannot see or change anything until approved', async () => {
    const { user, token } = await signUp('vendor', 'Self Kitchen');
    for (const url of ['/api/vendor/orders', '/api/vendor/restaurants']) expect((await t.app.inject({ url, headers: bearer(token) })).statusCode, url).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/vendor/me/language', headers: bearer(token), payload: { language: 'en' } })).statusCode).toBe(200);
    await call('PUT', `/api/admin/users/${user.id}`, { approved: true });
    expect((await t.app.inject({ url: '/api/vendor/orders', headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('accounts an admin creates', () => {
  it('are approved at once', async () => {
    const res = await call('POST', '/api/admin/users', { role: 'delivery', name: 'Admin Made', email: 'admin-made@example.com', phone: '9876509999', password: 'rider-pass-1', vehicleNumber: 'UP70 AB 1212' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.approved).toBe(true);
  });
});
