import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, memoryStorage } from './fakeFetch';

const storage = memoryStorage();
vi.stubGlobal('localStorage', storage);
const { dataProvider, listQuery, resourcePath } = await import('../../admin/providers/dataProvider');
const { authProvider } = await import('../../admin/providers/authProvider');
const { errorMessage, errorStatus } = await import('../../admin/providers/httpClient');
const { saveSession, readSession } = await import('../../admin/providers/session');

const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ body: { success: true, data, ...extra } });

let fake: ReturnType<typeof fakeFetch>;
function answer(...responses: Parameters<typeof fakeFetch>[0]) {
  fake = fakeFetch(responses);
  vi.stubGlobal('fetch', fake.fn);
  return fake.calls;
}
const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

beforeEach(() => {
  localStorage.clear();
  saveSession({ token: 'tok-1', name: 'Asha', role: 'super_admin' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('localStorage', storage);
});

describe('resource paths', () => {
  it('maps resources one to one under /admin, delivery-staff to users with role delivery', () => {
    expect(resourcePath('orders')).toEqual({ path: '/admin/orders', query: {} });
    expect(resourcePath('delivery-staff')).toEqual({ path: '/admin/users', query: { role: 'delivery' } });
  });

  it('turns list params into page/limit/sort/order/q and filters, skipping empty ones', () => {
    const q = listQuery('delivery-staff', {
      pagination: { page: 3, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ram', status: '', x: undefined },
    });
    expect(Object.fromEntries(q)).toEqual({
      role: 'delivery',
      page: '3',
      limit: '5',
      sort: 'name',
      order: 'asc',
      q: 'ram',
    });
    expect(Object.fromEntries(listQuery('orders', { sort: { field: 'id', order: 'DESC' } }))).toEqual({
      page: '1',
      limit: '25',
      order: 'desc',
    });
  });

  it('reads Delivery Staff "Waiting for approval" as the waiting riders, and a rider status as the approved ones with it', () => {
    const staff = (status: string) => Object.fromEntries(listQuery('delivery-staff', { filter: { status } }));
    expect(staff('waiting')).toEqual({ role: 'delivery', page: '1', limit: '25', approved: 'false' });
    expect(staff('active')).toEqual({ role: 'delivery', page: '1', limit: '25', status: 'active', approved: 'true' });
    expect(staff('on_leave')).toMatchObject({ status: 'on_leave', approved: 'true' });
    // The users list passes its own approved filter through.
    expect(Object.fromEntries(listQuery('users', { filter: { approved: 'false' } }))).toEqual({
      role: 'all',
      page: '1',
      limit: '25',
      approved: 'false',
    });
  });
});

describe('CRUD mapping and envelope unwrapping', () => {
  it('getList reads data and total from the envelope, with the bearer token', async () => {
    const calls = answer(ok([{ id: 1 }, { id: 2 }], { total: 12 }));
    const result = await dataProvider.getList('orders', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'asha' },
    });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 12 });
    expect(path(calls[0]!.url)).toBe('/api/admin/orders?page=2&limit=5&sort=createdAt&order=desc&q=asha');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('getList falls back to X-Total-Count when the envelope has no total', async () => {
    answer({ body: { success: true, data: [{ id: 1 }] }, headers: { 'X-Total-Count': '40' } });
    expect(
      (
        await dataProvider.getList('villages', {
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
        })
      ).total,
    ).toBe(40);
  });

  it('delivery-staff lists go to /admin/users?role=delivery', async () => {
    const calls = answer(ok([], { total: 0 }));
    await dataProvider.getList('delivery-staff', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: { status: 'on_leave' },
    });
    expect(path(calls[0]!.url)).toBe(
      '/api/admin/users?role=delivery&page=1&limit=100&sort=name&order=asc&status=on_leave&approved=true',
    );
  });

  it('getOne, create, update and delete use GET/POST/PUT/DELETE on /api/admin/<resource>[/id]', async () => {
    const calls = answer(ok({ id: 7, name: 'A' }), ok({ id: 8, name: 'B' }), ok({ id: 7, name: 'C' }), ok({ id: 7 }));
    expect((await dataProvider.getOne('restaurants', { id: 7 })).data).toEqual({ id: 7, name: 'A' });
    expect((await dataProvider.create('restaurants', { data: { name: 'B' } })).data).toMatchObject({
      id: 8,
      name: 'B',
    });
    expect(
      (await dataProvider.update('restaurants', { id: 7, data: { name: 'C' }, previousData: { id: 7 } })).data,
    ).toEqual({ id: 7, name: 'C' });
    await dataProvider.delete('restaurants', { id: 7, previousData: { id: 7 } });
    expect(calls.map((c) => `${c.method} ${path(c.url)}`)).toEqual([
      'GET /api/admin/restaurants/7',
      'POST /api/admin/restaurants',
      'PUT /api/admin/restaurants/7',
      'DELETE /api/admin/restaurants/7',
    ]);
    expect(calls[1]!.body).toEqual({ name: 'B' });
    expect(calls[1]!.headers.get('Content-Type')).toBe('application/json');
    // A bodiless DELETE carries no content type (the API refuses text/plain with 415).
    expect(calls[3]!.headers.get('Content-Type')).toBeNull();
    expect(calls[2]!.body).toEqual({ name: 'C' });
  });

  it('update sends only the fields the person changed, so a save never undoes another person’s change to a field left alone', async () => {
    // The admin opened the dish while it was available; meanwhile the kitchen marked it sold out.
    const dish = {
      id: 5,
      _id: 5,
      name: 'Kheer',
      price: 50,
      category: 'dessert',
      description: 'Rice pudding',
      image: null,
      popular: false,
      spicy: 0,
      featured: false,
      available: true,
      restaurantId: 1,
    };
    const calls = answer(
      ok({ ...dish, description: 'Slow-cooked rice pudding', available: false }),
      ok({ id: 2 }),
      ok({ id: 2 }),
    );
    const saved = await dataProvider.update('menu-items', {
      id: 5,
      data: { ...dish, description: 'Slow-cooked rice pudding' },
      previousData: dish,
    });
    expect(calls[0]!.body).toEqual({ description: 'Slow-cooked rice pudding' });
    expect(saved.data).toMatchObject({ description: 'Slow-cooked rice pudding', available: false });

    // Lists and objects compare by content; a field the record did not have is always sent.
    await dataProvider.update('delivery-staff', {
      id: 2,
      data: { name: 'Ravi', tags: [1, 2], vehicleDetails: { number: 'UP70' }, password: '' },
      previousData: { id: 2, name: 'Ravi', tags: [1, 2], vehicleDetails: { number: 'UP70' } },
    });
    expect(calls[1]!.body).toEqual({ password: '' });

    // A village's PUT takes the whole village (as its POST does): it is sent whole.
    await dataProvider.update('villages', {
      id: 2,
      data: { name: 'Janghai', deliveryZone: 'A', deliveryCharge: 40 },
      previousData: { id: 2, name: 'Janghai', deliveryZone: 'A', deliveryCharge: 30 },
    });
    expect(calls[2]!.body).toEqual({ name: 'Janghai', deliveryZone: 'A', deliveryCharge: 40 });
  });

  it('a save that changes nothing makes no call and answers the record as it was', async () => {
    const calls = answer();
    const record = { id: 3, name: 'Kheer', price: 50 };
    expect(
      (await dataProvider.update('menu-items', { id: 3, data: { ...record }, previousData: record })).data,
    ).toEqual(record);
    expect(calls).toEqual([]);
  });

  it('delivery-staff create and update go to /admin/users', async () => {
    const calls = answer(ok({ id: 3 }), ok({ id: 3 }));
    await dataProvider.create('delivery-staff', { data: { name: 'R', role: 'delivery' } });
    await dataProvider.update('delivery-staff', { id: 3, data: { name: 'R', password: '' }, previousData: { id: 3 } });
    expect(calls.map((c) => `${c.method} ${path(c.url)}`)).toEqual(['POST /api/admin/users', 'PUT /api/admin/users/3']);
  });

  it('getMany reads each id; getManyReference filters by the target', async () => {
    const calls = answer(ok({ id: 1 }), ok({ id: 2 }), ok([{ id: 5 }], { total: 1 }));
    expect((await dataProvider.getMany('villages', { ids: [1, 2] })).data).toEqual([{ id: 1 }, { id: 2 }]);
    await dataProvider.getManyReference('orders', {
      target: 'restaurantId',
      id: 4,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(path(calls[2]!.url)).toBe('/api/admin/orders?page=1&limit=10&sort=createdAt&order=desc&restaurantId=4');
  });
});

describe('custom methods', () => {
  it('getDashboard, getEarnings and getUsersGrouped answer the envelope data', async () => {
    const calls = answer(ok({ totalOrders: 3 }), ok({ totalEarnings: 10 }), ok({ vendors: [], deliveryPersons: [] }));
    expect(await dataProvider.getDashboard()).toEqual({ totalOrders: 3 });
    expect(await dataProvider.getEarnings('week')).toEqual({ totalEarnings: 10 });
    expect(await dataProvider.getUsersGrouped(1)).toEqual({ vendors: [], deliveryPersons: [] });
    expect(calls.map((c) => path(c.url))).toEqual([
      '/api/admin/dashboard',
      '/api/admin/earnings?period=week',
      '/api/admin/users?limit=1',
    ]);
  });

  it('the order commands POST /admin/orders/:id/<command>: no body where none is needed, and answer the order with the server’s message', async () => {
    const calls = answer(
      ok({ id: 9, status: 'accepted' }, { message: 'Order status updated successfully.' }),
      ok({ id: 9, status: 'cancelled' }, { message: 'Order status updated successfully.' }),
      ok({ id: 9, deliveryPerson: null }, { message: 'Delivery person removed' }),
      ok({ id: 9, refundStatus: 'refunded' }, { message: 'Refund recorded.' }),
      ok({ id: 9, paymentStatus: 'paid' }, { message: 'Payment confirmed.' }),
      ok({ id: 9, fakeAt: 'x' }, { message: 'Order marked fake: the number has a strike.' }),
    );
    expect(await dataProvider.acceptOrder(9)).toEqual({
      data: { id: 9, status: 'accepted' },
      message: 'Order status updated successfully.',
    });
    await dataProvider.cancelOrder(9, { reason: 'No gas' });
    expect((await dataProvider.assignRider(9, null)).message).toBe('Delivery person removed');
    await dataProvider.refundOrder(9, { method: 'upi', utr: '123456789012' });
    await dataProvider.confirmPayment(9, {});
    await dataProvider.markOrderFake(9, { reason: 'no one there' });
    expect(calls.map((c) => `${c.method} ${path(c.url)}`)).toEqual([
      'POST /api/admin/orders/9/accept',
      'POST /api/admin/orders/9/cancel',
      'POST /api/admin/orders/9/assign',
      'POST /api/admin/orders/9/refund',
      'POST /api/admin/orders/9/payment',
      'POST /api/admin/orders/9/fake',
    ]);
    expect(calls.map((c) => c.body)).toEqual([
      undefined,
      { reason: 'No gas' },
      { riderId: null },
      { method: 'upi', utr: '123456789012' },
      {},
      { reason: 'no one there' },
    ]);
    expect(calls[0]!.headers.get('Content-Type')).toBeNull();
  });

  it('deleteUser sends the role in a JSON body and falls back to POST .../delete only on a 500', async () => {
    let calls = answer(
      { status: 500, body: { success: false, message: 'boom' } },
      ok({ id: 4 }, { message: 'User deleted successfully.' }),
    );
    expect(await dataProvider.deleteUser(4, 'delivery')).toMatchObject({ message: 'User deleted successfully.' });
    expect(calls.map((c) => `${c.method} ${path(c.url)}`)).toEqual([
      'DELETE /api/admin/users/4',
      'POST /api/admin/users/4/delete',
    ]);
    expect(calls[0]!.body).toEqual({ role: 'delivery' });
    expect(calls[1]!.body).toEqual({ role: 'delivery', action: 'delete' });

    calls = answer({
      status: 409,
      body: { success: false, message: 'Cannot delete a delivery person who is out for delivery.' },
    });
    await expect(dataProvider.deleteUser(4, 'delivery')).rejects.toMatchObject({
      status: 409,
      message: 'Cannot delete a delivery person who is out for delivery.',
    });
    expect(calls).toHaveLength(1);
  });

  it('uploadRestaurantImage posts multipart form data without a JSON content type', async () => {
    const calls = answer(ok({ id: 2, image: '/uploads/x.png' }));
    const file = new File([new Uint8Array([1, 2, 3])], 'x.png', { type: 'image/png' });
    expect(await dataProvider.uploadRestaurantImage(2, file)).toEqual({ id: 2, image: '/uploads/x.png' });
    expect(calls[0]!.method).toBe('POST');
    expect(path(calls[0]!.url)).toBe('/api/admin/restaurants/2/image');
    expect(calls[0]!.body).toBeInstanceOf(FormData);
    expect(calls[0]!.headers.get('Content-Type')).toBeNull();
  });
});

describe('errors', () => {
  it('a failed call throws an HttpError with the server message, status and envelope', async () => {
    answer({
      status: 400,
      body: { success: false, message: 'Cannot change status from delivered to preparing', errors: { status: 'x' } },
    });
    const error = await dataProvider.prepareOrder(1).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: 'Cannot change status from delivered to preparing' });
    expect(errorMessage(error, 'Failed to update order status.')).toBe(
      'Cannot change status from delivered to preparing',
    );
    expect(errorStatus(error)).toBe(400);
  });

  it('success:false in a 200 answer is an error too', async () => {
    answer({ status: 200, body: { success: false, message: 'Nope' } });
    await expect(dataProvider.getDashboard()).rejects.toMatchObject({ message: 'Nope' });
  });

  it('without a server message the screen falls back to its own text', async () => {
    answer(new TypeError('Failed to fetch'));
    const error = await dataProvider.getDashboard().catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed to fetch dashboard data.')).toBe('Failed to fetch dashboard data.');
    expect(errorStatus(error)).toBeUndefined();
  });

  it('a 401 goes through authProvider.checkError: the session is cleared and the admin sent to /admin/login', async () => {
    answer({ status: 401, body: { success: false, message: 'Unauthorized' } });
    const error = await dataProvider
      .getList('orders', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      })
      .catch((e: unknown) => e);
    expect(errorStatus(error)).toBe(401);
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('a 403 is a refusal, not a logout', async () => {
    answer({ status: 403, body: { success: false, message: 'You do not have permission to delete orders.' } });
    const error = await dataProvider.delete('orders', { id: 1, previousData: { id: 1 } }).catch((e: unknown) => e);
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(readSession()).not.toBeNull();
  });
});
