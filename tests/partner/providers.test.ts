import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, memoryStorage } from '../admin/fakeFetch';
import { createAuthProvider, partnerCanAccess } from '../../partner/providers/authProvider';
import { readSession, saveSession } from '../../partner/providers/session';
import { dataProvider, listQuery, resourcePath } from '../../partner/providers/dataProvider';
import { askFirstList, firstListPath } from '../../partner/first/firstPath';
import { keptFirstList, startFirstList } from '../../partner/first/firstList';

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

const loginAnswer = (role: string, status?: string) => ({
  status: 200,
  body: {
    success: true,
    message: 'Login successful',
    data: {
      token: `jwt-${role}`,
      user: { id: 4, name: 'Ramesh Yadav', email: 'r@example.in', role, ...(status ? { status } : {}) },
    },
  },
});
const refused = { status: 401, body: { success: false, message: 'Invalid email or password' } };

describe('partner authProvider', () => {
  it('sends a mobile number as typed (any digits) as phone, an e-mail as email', async () => {
    const { fn, calls } = fakeFetch([loginAnswer('delivery')]);
    await createAuthProvider(fn as unknown as typeof fetch).login({
      username: ' ९८७६५ ४३२१० ',
      password: 'demo-pass-123',
      role: 'delivery',
    });
    expect(calls[0]).toMatchObject({
      url: '/api/auth/delivery/login',
      body: { phone: '९८७६५ ४३२१०', password: 'demo-pass-123' },
    });
    expect(readSession()).toMatchObject({ role: 'delivery', waitingForApproval: false });
  });

  it('logs a kitchen in at the vendor login and keeps the session under its own keys', async () => {
    const { fn, calls } = fakeFetch([loginAnswer('vendor')]);
    const auth = createAuthProvider(fn as unknown as typeof fetch);
    await expect(
      auth.login({ username: ' r@example.in ', password: 'demo-pass-123', role: 'vendor' }),
    ).resolves.toEqual({ redirectTo: '/' });
    expect(calls[0]).toMatchObject({
      url: '/api/auth/vendor/login',
      method: 'POST',
      body: { email: 'r@example.in', password: 'demo-pass-123' },
    });
    expect(localStorage.getItem('partnerToken')).toBe('jwt-vendor');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(readSession()).toMatchObject({ role: 'vendor', name: 'Ramesh Yadav', id: 4 });
    await expect(auth.getPermissions!({})).resolves.toBe('vendor');
  });

  it('without a chosen kind, tries the vendor login and then the delivery one', async () => {
    const { fn, calls } = fakeFetch([refused, loginAnswer('delivery', 'on_leave')]);
    const auth = createAuthProvider(fn as unknown as typeof fetch);
    await auth.login({ username: 'rider@example.in', password: 'pw' });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/vendor/login', '/api/auth/delivery/login']);
    expect(readSession()).toMatchObject({ role: 'delivery', riderStatus: 'on_leave' });
  });

  it("shows the server's message on a refusal and does not try again after a 429", async () => {
    const { fn } = fakeFetch([refused]);
    await expect(
      createAuthProvider(fn as unknown as typeof fetch).login({ username: 'a@b.in', password: 'x', role: 'delivery' }),
    ).rejects.toThrow('Invalid email or password');
    const limited = fakeFetch([{ status: 429, body: { success: false, message: 'Too many requests' } }]);
    await expect(
      createAuthProvider(limited.fn as unknown as typeof fetch).login({ username: 'a@b.in', password: 'x' }),
    ).rejects.toThrow('Too many requests');
    expect(limited.calls).toHaveLength(1);
    expect(readSession()).toBeNull();
  });

  it('a 401 ends the session and sends to the login; a 403 does not', async () => {
    saveSession({ token: 't', role: 'vendor', name: 'K', id: 1 });
    const auth = createAuthProvider(fakeFetch([]).fn as unknown as typeof fetch);
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    expect(localStorage.getItem('partnerToken')).toBeNull();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('logout revokes the token at the server for its kind, then forgets it; offline it still forgets it', async () => {
    for (const role of ['vendor', 'delivery'] as const) {
      saveSession({ token: `jwt-${role}`, role, name: 'K', id: 1 });
      const { fn, calls } = fakeFetch([{ status: 200, body: { success: true, data: null, message: 'Logged out' } }]);
      await expect(createAuthProvider(fn as unknown as typeof fetch).logout({})).resolves.toBe('/login');
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ url: `/api/auth/${role}/logout`, method: 'POST' });
      expect(calls[0]!.headers.get('authorization')).toBe(`Bearer jwt-${role}`);
      expect(readSession()).toBeNull();
    }
    saveSession({ token: 'jwt-vendor', role: 'vendor', name: 'K', id: 1 });
    await expect(
      createAuthProvider(fakeFetch([new Error('offline')]).fn as unknown as typeof fetch).logout({}),
    ).resolves.toBe('/login');
    expect(readSession()).toBeNull();
    // Already signed out (after a 401): nothing to revoke.
    const none = fakeFetch([]);
    await createAuthProvider(none.fn as unknown as typeof fetch).logout({});
    expect(none.calls).toHaveLength(0);
  });

  it('gives each kind its own screens', () => {
    expect(partnerCanAccess('vendor', 'restaurants')).toBe(true);
    expect(partnerCanAccess('delivery', 'restaurants')).toBe(false);
    expect(partnerCanAccess('delivery', 'today')).toBe(true);
    expect(partnerCanAccess('delivery', 'notifications')).toBe(true);
    expect(partnerCanAccess('vendor', 'notifications')).toBe(true);
    expect(partnerCanAccess(undefined, 'orders')).toBe(false);
  });
});

describe('partner dataProvider', () => {
  it('maps "orders" to the vendor or the delivery API by the signed-in role', () => {
    expect(resourcePath('orders', 'vendor')).toBe('/vendor/orders');
    expect(resourcePath('orders', 'delivery')).toBe('/delivery/orders');
    expect(resourcePath('menu-items', 'vendor')).toBe('/vendor/menu-items');
    expect(resourcePath('notifications', 'delivery')).toBe('/delivery/notifications');
    expect(resourcePath('notifications', 'vendor')).toBe('/vendor/notifications');
    expect(
      listQuery({
        pagination: { page: 2, perPage: 20 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { status: 'placed', q: '' },
      }).toString(),
    ).toBe('page=2&limit=20&sort=createdAt&order=desc&status=placed');
  });

  it('lists with the bearer token and moves an order by its command', async () => {
    saveSession({ token: 'rider-token', role: 'delivery', name: 'R', id: 9 });
    const { fn, calls } = fakeFetch([
      { body: { success: true, data: [{ id: 1, orderId: 'ORD-000001', status: 'preparing' }], total: 1 } },
      { body: { success: true, data: { id: 1, orderId: 'ORD-000001', status: 'out_for_delivery' } } },
      { body: { success: true, data: { id: 9, status: 'on_leave' } } },
    ]);
    vi.stubGlobal('fetch', fn);
    const list = await dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: {},
    });
    expect(list).toMatchObject({ total: 1, data: [{ orderId: 'ORD-000001' }] });
    expect(calls[0].url).toBe('/api/delivery/orders?page=1&limit=20&sort=createdAt&order=asc');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer rider-token');
    const pickedUp = await dataProvider.pickUpOrder(1, {
      previousData: { id: 1, orderId: 'ORD-000001', status: 'preparing' } as never,
    });
    // A command that needs nothing goes without a body, as its route takes none.
    expect(calls[1]).toMatchObject({ url: '/api/delivery/orders/1/pick-up', method: 'POST', body: undefined });
    expect(calls[1].headers.get('Authorization')).toBe('Bearer rider-token');
    expect(pickedUp).toMatchObject({ queued: false, data: { id: 1, status: 'out_for_delivery' } });
    await expect(dataProvider.setRiderStatus('on_leave')).resolves.toBe('on_leave');
    expect(calls[2]).toMatchObject({ url: '/api/delivery/me', method: 'PUT', body: { status: 'on_leave' } });
    expect(readSession()?.riderStatus).toBe('on_leave');
  });

  it('the orders asked for as the page starts are the list the app opens on: one request, kept on the phone', async () => {
    saveSession({ token: 'kitchen-token', role: 'vendor', name: 'K', id: 3 });
    const orders = [{ id: 1, orderId: 'ORD-000001', status: 'placed' }];
    const { fn, calls } = fakeFetch([{ body: { success: true, data: orders, total: 1 } }]);
    vi.stubGlobal('fetch', fn);
    const path = firstListPath('/partner/', '')!;
    const answer = startFirstList(path, askFirstList(path));
    // The app's list (KitchenOrderList: All, by stage, 20) takes that answer instead of asking again.
    const list = await dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'stage', order: 'ASC' },
      filter: {},
    });
    expect(list).toMatchObject({ total: 1, data: [{ orderId: 'ORD-000001' }] });
    await expect(answer).resolves.toMatchObject({ total: 1 });
    expect(calls.map((call) => call.url)).toEqual(['/api/vendor/orders?page=1&limit=20&sort=stage&order=asc']);
    expect(calls[0].headers.get('Authorization')).toBe('Bearer kitchen-token');
    expect(keptFirstList(path)?.data).toEqual(orders);
    // Later lists ask the server.
    await dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'stage', order: 'ASC' },
      filter: {},
    });
    expect(calls).toHaveLength(2);
  });

  it("the light first screen opens only on the orders of an approved account, and on a kitchen's All tab", () => {
    expect(firstListPath('/partner/', '')).toBeNull();
    saveSession({ token: 't', role: 'delivery', name: 'R', id: 9 });
    expect(firstListPath('/partner', '')).toBe('/delivery/orders?page=1&limit=20&sort=createdAt&order=asc');
    expect(firstListPath('/partner/today', '')).toBeNull();
    saveSession({ token: 't', role: 'vendor', name: 'K', id: 3 });
    expect(firstListPath('/partner/orders', '')).toBe('/vendor/orders?page=1&limit=20&sort=stage&order=asc');
    expect(firstListPath('/partner/orders', '?filter=%7B%7D')).toBeNull();
    localStorage.setItem('RaStorePartner.orders.listParams', JSON.stringify({ filter: { status: 'placed' } }));
    expect(firstListPath('/partner/', '')).toBeNull();
    saveSession({ token: 't', role: 'vendor', name: 'K', id: 3, waitingForApproval: true });
    expect(firstListPath('/partner/', '')).toBeNull();
  });

  it("throws the server's message on a refusal", async () => {
    saveSession({ token: 'k', role: 'vendor', name: 'K', id: 1 });
    vi.stubGlobal(
      'fetch',
      fakeFetch([{ status: 400, body: { success: false, message: 'Cannot cancel an order that is preparing' } }]).fn,
    );
    await expect(dataProvider.cancelOrder(1, { reason: 'No gas' })).rejects.toMatchObject({
      status: 400,
      message: 'Cannot cancel an order that is preparing',
    });
  });
});
