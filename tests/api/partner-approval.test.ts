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
    payload: {
      name,
      email: `${name.replace(/\s/g, '').toLowerCase()}-${kind}@example.com`,
      phone: kind === 'vendor' ? '9876501234' : '9876501235',
      password: 'partner-pass-1',
      ...(kind === 'delivery' ? { vehicleNumber: 'UP70 AB 9999' } : {}),
    },
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
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Your account is waiting for approval by the Gaon Rasoi team',
      });
    }
    const id = fixtures(t.database).order({
      restaurantId: shop.kitchen.id,
      restaurantName: shop.kitchen.name,
      status: 'preparing',
    });
    const assign = await call('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: user.id });
    expect(assign.statusCode).toBe(409);
    expect(assign.json().errors.deliveryPersonId).toBe('Self Rider is waiting for approval');

    const listed = (await call('GET', '/api/admin/users?role=delivery')).json().data as Array<{
      id: number;
      approved: boolean;
    }>;
    expect(listed.find((u) => u.id === user.id)).toMatchObject({ approved: false });

    expect((await call('PUT', `/api/admin/users/${user.id}`, { approved: true })).json().data.approved).toBe(true);
    expect((await t.app.inject({ url: '/api/delivery/orders', headers: bearer(token) })).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: user.id })).statusCode).toBe(200);
  });
});

describe('a self-registered kitchen', () => {
  it('cannot see or change anything until approved', async () => {
    const { user, token } = await signUp('vendor', 'Self Kitchen');
    for (const url of ['/api/vendor/orders', '/api/vendor/restaurants'])
      expect((await t.app.inject({ url, headers: bearer(token) })).statusCode, url).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/vendor/me/language',
          headers: bearer(token),
          payload: { language: 'en' },
        })
      ).statusCode,
    ).toBe(200);
    await call('PUT', `/api/admin/users/${user.id}`, { approved: true });
    expect((await t.app.inject({ url: '/api/vendor/orders', headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('accounts an admin creates', () => {
  it('are approved at once', async () => {
    const res = await call('POST', '/api/admin/users', {
      role: 'delivery',
      name: 'Admin Made',
      email: 'admin-made@example.com',
      phone: '9876509999',
      password: 'rider-pass-1',
      vehicleNumber: 'UP70 AB 1212',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.approved).toBe(true);
  });
});

describe('signing up from the partner app', () => {
  it('a kitchen names its kitchen; the owner reads it on the account; a rider has no kitchen', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/vendor/register',
      payload: {
        name: 'Kamla Sharma',
        email: 'kamla@example.com',
        phone: '98765 01301',
        password: 'partner-pass-1',
        kitchenName: '  Sharma Rasoi ',
      },
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json().data as { user: { id: number; approved: boolean; kitchenName: string | null } };
    expect(user).toMatchObject({ approved: false, kitchenName: 'Sharma Rasoi' });
    expect((await call('GET', `/api/admin/users/${user.id}`)).json().data).toMatchObject({
      kitchenName: 'Sharma Rasoi',
      approved: false,
    });

    const rider = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delivery/register',
      payload: {
        name: 'Sonu Rider',
        email: 'sonu@example.com',
        phone: '9876501302',
        password: 'partner-pass-1',
        vehicleNumber: 'UP70 CD 1302',
        kitchenName: 'Not a kitchen',
      },
    });
    expect(rider.statusCode).toBe(201);
    expect(rider.json().data.user).not.toHaveProperty('kitchenName');
    // An admin-made kitchen names none.
    const made = await call('POST', '/api/admin/users', {
      role: 'vendor',
      name: 'Admin Kitchen',
      email: 'admin-kitchen@example.com',
      phone: '9876501303',
      password: 'vendor-pass-1',
    });
    expect(made.json().data).toMatchObject({ kitchenName: null, approved: true });
  });

  it('an approved kitchen says it owns no restaurant yet, gets one from the name it registered, and then sees its orders', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/vendor/register',
      payload: {
        name: 'Geeta Pal',
        email: 'geeta@example.com',
        phone: '9876501310',
        password: 'partner-pass-1',
        kitchenName: 'Pal Rasoi',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { user, token } = res.json().data as { user: { id: number }; token: string };
    expect((await call('PUT', `/api/admin/users/${user.id}`, { approved: true })).json().data).toMatchObject({
      approved: true,
      kitchenName: 'Pal Rasoi',
      restaurants: 0,
    });
    const waiting = (await call('GET', '/api/admin/users?role=vendor&limit=100')).json().data as Array<{
      id: number;
      restaurants?: number;
    }>;
    expect(waiting.find((u) => u.id === user.id)?.restaurants).toBe(0);
    // The owner creates its restaurant from the name it registered, with it as the owner.
    const created = await call('POST', '/api/admin/restaurants', {
      name: 'Pal Rasoi',
      address: 'Janghai Bazar',
      cuisine: 'North Indian',
      ownerId: user.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Pal Rasoi', ownerId: user.id, ownerName: 'Geeta Pal' });
    expect((await call('GET', `/api/admin/users/${user.id}`)).json().data.restaurants).toBe(1);
    const mine = await t.app.inject({ url: '/api/vendor/restaurants', headers: bearer(token) });
    expect(mine.statusCode).toBe(200);
    expect((mine.json().data as Array<{ name: string }>).map((r) => r.name)).toEqual(['Pal Rasoi']);
    // A rider has no restaurant count.
    const riders = (await call('GET', '/api/admin/users?role=delivery&limit=5')).json().data as object[];
    for (const rider of riders) expect(rider).not.toHaveProperty('restaurants');
  });

  it('refuses a kitchen name longer than 120 characters and stores nothing', async () => {
    const before = (await call('GET', '/api/admin/users?role=vendor&limit=100')).json().total;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/vendor/register',
      payload: {
        name: 'Long Name',
        email: 'long-kitchen@example.com',
        phone: '9876501304',
        password: 'partner-pass-1',
        kitchenName: 'x'.repeat(121),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(Object.keys(res.json().errors ?? {})).toContain('kitchenName');
    expect((await call('GET', '/api/admin/users?role=vendor&limit=100')).json().total).toBe(before);
  });
});

describe('a rider without an e-mail', () => {
  const register = (kind: 'vendor' | 'delivery', phone: string, email?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/${kind}/register`,
      payload: {
        name: 'Ramu Rider',
        phone,
        password: 'partner-pass-1',
        ...(email === undefined ? {} : { email }),
        ...(kind === 'delivery' ? { vehicleNumber: 'UP70 CD 1234' } : { kitchenName: 'Ramu Rasoi' }),
      },
    });

  it('signs up with the mobile number alone (no e-mail, or a blank one) and signs in with it; two such riders can', async () => {
    const first = await register('delivery', '9123477001');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.user).toMatchObject({ email: '', approved: false });
    const second = await register('delivery', '9123477002', '  ');
    expect(second.statusCode, second.body).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delivery/login',
      payload: { phone: '91234 77001', password: 'partner-pass-1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    // A blank e-mail signs nobody in.
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delivery/login',
      payload: { email: '', password: 'partner-pass-1' },
    });
    expect(blank.statusCode).toBe(400);
  });

  it('a kitchen still gives one, and an e-mail given must be valid and not taken', async () => {
    const before = t.database.sqlite.prepare('select count(*) from users').pluck().get();
    const kitchen = await register('vendor', '9123477003');
    expect(kitchen.statusCode).toBe(400);
    expect(kitchen.json().errors).toEqual({ email: 'Email is required' });
    const invalid = await register('delivery', '9123477004', 'not-an-email');
    expect(invalid.json().errors).toEqual({ email: 'Email is invalid' });
    await register('delivery', '9123477005', 'ramu@example.com');
    const taken = await register('delivery', '9123477006', 'Ramu@Example.com');
    expect(taken.statusCode).toBe(409);
    expect(t.database.sqlite.prepare('select count(*) from users').pluck().get()).toBe(Number(before) + 1);
  });
});

describe('the owner sees who is waiting', () => {
  it('lists the waiting kitchens and riders apart, keeps them out of the approved riders, and counts them on the dashboard until approved', async () => {
    const waitingBefore = (await call('GET', '/api/admin/dashboard')).json().data.partnersWaiting as number;
    const rider = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delivery/register',
      payload: {
        name: 'Waiting Rider',
        email: 'waiting-rider@example.com',
        phone: '9876501311',
        password: 'partner-pass-1',
        vehicleNumber: 'UP70 EF 1311',
      },
    });
    const riderId = rider.json().data.user.id as number;
    const kitchen = await t.app.inject({
      method: 'POST',
      url: '/api/auth/vendor/register',
      payload: {
        name: 'Waiting Kitchen',
        email: 'waiting-kitchen@example.com',
        phone: '9876501312',
        password: 'partner-pass-1',
        kitchenName: 'Gupta Bhojanalaya',
      },
    });
    const kitchenId = kitchen.json().data.user.id as number;
    const approvedRider = fixtures(t.database).delivery('Approved Rider', 'approved-rider@example.com');

    const dashboard = (await call('GET', '/api/admin/dashboard')).json().data;
    expect(dashboard.partnersWaiting).toBe(waitingBefore + 2);
    // Every field the dashboard had stays.
    expect(dashboard).toHaveProperty('totalDeliveryPersons');
    expect(dashboard.today).toHaveProperty('refundsDue');

    const ids = async (url: string) =>
      ((await call('GET', url)).json().data as Array<{ id: number; approved: boolean }>).map((u) => u.id);
    const waiting = await ids('/api/admin/users?role=all&approved=false&limit=100');
    expect(waiting).toEqual(expect.arrayContaining([riderId, kitchenId]));
    expect(waiting).not.toContain(approvedRider.id);
    const waitingRes = await call('GET', '/api/admin/users?role=all&approved=false&limit=100');
    expect(waitingRes.json().total).toBe(waitingBefore + 2);
    expect(await ids('/api/admin/users?role=delivery&approved=false&limit=100')).not.toContain(kitchenId);

    // The "Active" riders: the approved ones only (the waiting rider's stored status is active too).
    const activeApproved = await ids('/api/admin/users?role=delivery&status=active&approved=true&limit=100');
    expect(activeApproved).toContain(approvedRider.id);
    expect(activeApproved).not.toContain(riderId);
    // Without the filter nothing changes for existing callers.
    expect(await ids('/api/admin/users?role=delivery&status=active&limit=100')).toContain(riderId);

    expect((await call('PUT', `/api/admin/users/${riderId}`, { approved: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/dashboard')).json().data.partnersWaiting).toBe(waitingBefore + 1);
    expect(await ids('/api/admin/users?role=delivery&status=active&approved=true&limit=100')).toContain(riderId);
    expect(await ids('/api/admin/users?role=all&approved=false&limit=100')).not.toContain(riderId);
  });

  it('refuses an approved filter that is not true or false', async () => {
    const res = await call('GET', '/api/admin/users?role=all&approved=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});
