import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminWithRole,
  caller,
  customerToken,
  fixtures,
  loginAsAdmin,
  makeApp,
  snapshot,
  type TestApp,
} from './helper';

let t: TestApp;
let call: ReturnType<typeof caller>;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
  f = fixtures(t.database);
  f.vendor('Anil Yadav', 'anil@example.com');
  f.vendor('Bhola Prasad', 'bhola@example.com');
  f.delivery('Chandan Kumar', 'chandan@example.com', 'active');
  f.delivery('Deepak Maurya', 'deepak@example.com', 'on_leave');
  f.customer('Customer Only', 'cust@example.com');
});
afterAll(() => t.close());

describe('GET /admin/users', () => {
  it('groups vendors and delivery persons without role, customers excluded', async () => {
    const res = await call('GET', '/api/admin/users');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.vendors.map((u: { name: string }) => u.name)).toEqual(['Anil Yadav', 'Bhola Prasad']);
    expect(body.data.deliveryPersons).toHaveLength(2);
    expect(body.total).toBe(4);
    expect(res.headers['x-total-count']).toBe('4');
    expect(body.data.vendors[0]).toMatchObject({
      id: expect.any(Number),
      _id: body.data.vendors[0].id,
      role: 'vendor',
    });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('answers a plain page with role, searching, filtering by status and paging', async () => {
    const res = await call('GET', '/api/admin/users?role=delivery&limit=1&page=2&sort=name');
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toMatchObject({
      name: 'Deepak Maurya',
      vehicleNumber: 'UP70 AB 1234',
      vehicleDetails: { number: 'UP70 AB 1234' },
      status: 'on_leave',
    });
    expect(res.json().total).toBe(2);
    expect(res.headers['content-range']).toBe('items 1-1/2');
    const search = await call('GET', '/api/admin/users?role=vendor&q=BHOLA');
    expect(search.json().data.map((u: { name: string }) => u.name)).toEqual(['Bhola Prasad']);
    const status = await call('GET', '/api/admin/users?role=delivery&status=active');
    expect(status.json().data.map((u: { name: string }) => u.name)).toEqual(['Chandan Kumar']);
  });

  it('400 for bad list parameters (limit above 500, unknown role)', async () => {
    expect((await call('GET', '/api/admin/users?role=delivery&limit=501')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/users?role=admin')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/users?role=vendor&sort=password')).statusCode).toBe(400);
  });

  it('403 for a customer token, 401 without', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    const customer = caller(t.app, await customerToken(t.app));
    expect((await customer('GET', '/api/admin/users')).statusCode).toBe(403);
  });
});

describe('GET /admin/users?role=all (vendors and delivery staff as one list)', () => {
  // An app of its own, so the rows (and the vendor token below) do not move the other tests' counts.
  let t2: TestApp;
  let call2: ReturnType<typeof caller>;
  const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((u) => u.name);
  beforeAll(async () => {
    t2 = await makeApp();
    call2 = caller(t2.app, await loginAsAdmin(t2.app));
    const f2 = fixtures(t2.database);
    // Name order interleaves the roles; created_at and email orders differ from it.
    const rows = [
      [f2.vendor('Anil Yadav', 'mango@example.com'), 5],
      [f2.vendor('Bhola Prasad', 'apple@example.com'), 2],
      [f2.delivery('Chandan Kumar', 'kiwi@example.com', 'active'), 6],
      [f2.delivery('Deepak Maurya', 'banana@example.com', 'on_leave'), 1],
      [f2.delivery('Esha Singh', 'zucchini@example.com', 'active'), 4],
      [f2.vendor('Farida Khan', 'cherry@example.com'), 3],
      [f2.customer('Aaron Customer', 'aaron@example.com'), 7],
      [f2.customer('Zed Customer', 'zed@example.com'), 8],
    ] as const;
    const setCreated = t2.database.sqlite.prepare('update users set created_at = ? where id = ?');
    for (const [user, day] of rows) setCreated.run(Date.UTC(2024, 0, day), user.id);
    t2.database.sqlite.prepare("update users set phone = '9111122222' where name = 'Esha Singh'").run();
  });
  afterAll(() => t2.close());

  it('answers one page by name over both roles, customers never included', async () => {
    const res = await call2('GET', '/api/admin/users?role=all');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual([
      'Anil Yadav',
      'Bhola Prasad',
      'Chandan Kumar',
      'Deepak Maurya',
      'Esha Singh',
      'Farida Khan',
    ]);
    expect(res.json().data.map((u: { role: string }) => u.role)).toEqual([
      'vendor',
      'vendor',
      'delivery',
      'delivery',
      'delivery',
      'vendor',
    ]);
    expect(res.json().total).toBe(6);
    expect(res.headers['x-total-count']).toBe('6');
    expect(res.headers['content-range']).toBe('items 0-5/6');
    expect(res.json().data[2]).toMatchObject({
      id: expect.any(Number),
      _id: res.json().data[2].id,
      status: 'active',
      vehicleDetails: { number: 'UP70 AB 1234' },
    });
    expect(res.body).not.toMatch(/password|Customer/i);
  });

  it('pages with page and limit; total and headers count every match', async () => {
    const p2 = await call2('GET', '/api/admin/users?role=all&limit=2&page=2');
    expect(names(p2)).toEqual(['Chandan Kumar', 'Deepak Maurya']);
    expect(p2.json().total).toBe(6);
    expect(p2.headers['content-range']).toBe('items 2-3/6');
    const p3 = await call2('GET', '/api/admin/users?role=all&limit=4&page=2');
    expect(names(p3)).toEqual(['Esha Singh', 'Farida Khan']);
    expect(p3.headers['content-range']).toBe('items 4-5/6');
    const past = await call2('GET', '/api/admin/users?role=all&limit=4&page=3');
    expect(past.json()).toMatchObject({ success: true, data: [], total: 6 });
    expect(past.headers['x-total-count']).toBe('6');
  });

  it('sorts by name, email or createdAt, either way', async () => {
    expect(names(await call2('GET', '/api/admin/users?role=all&order=desc'))).toEqual([
      'Farida Khan',
      'Esha Singh',
      'Deepak Maurya',
      'Chandan Kumar',
      'Bhola Prasad',
      'Anil Yadav',
    ]);
    expect(names(await call2('GET', '/api/admin/users?role=all&sort=email&order=asc'))).toEqual([
      'Bhola Prasad',
      'Deepak Maurya',
      'Farida Khan',
      'Chandan Kumar',
      'Anil Yadav',
      'Esha Singh',
    ]);
    expect(names(await call2('GET', '/api/admin/users?role=all&sort=createdAt'))).toEqual([
      'Deepak Maurya',
      'Bhola Prasad',
      'Farida Khan',
      'Esha Singh',
      'Anil Yadav',
      'Chandan Kumar',
    ]);
    const newest = await call2('GET', '/api/admin/users?role=all&sort=createdAt&order=DESC&limit=2&page=2');
    expect(names(newest)).toEqual(['Esha Singh', 'Farida Khan']);
  });

  it('searches name, email and phone (case-insensitive) before paging', async () => {
    expect(names(await call2('GET', '/api/admin/users?role=all&q=khan'))).toEqual(['Farida Khan']);
    expect(names(await call2('GET', '/api/admin/users?role=all&q=BANANA@'))).toEqual(['Deepak Maurya']);
    expect(names(await call2('GET', '/api/admin/users?role=all&q=11122'))).toEqual(['Esha Singh']);
    // "ya" matches a vendor and a delivery person; the total is that of the search, paging after it.
    const a = await call2('GET', '/api/admin/users?role=all&q=ya&limit=1&page=2');
    expect(names(a)).toEqual(['Deepak Maurya']);
    expect(a.json().total).toBe(2);
    expect(a.headers['content-range']).toBe('items 1-1/2');
    // A search that matches customers only finds nothing.
    const none = await call2('GET', '/api/admin/users?role=all&q=customer');
    expect(none.json()).toMatchObject({ data: [], total: 0 });
    // % and _ are literal.
    expect((await call2('GET', '/api/admin/users?role=all&q=%25')).json().total).toBe(0);
  });

  it('status filters the delivery staff only, as in the grouped answer', async () => {
    const res = await call2('GET', '/api/admin/users?role=all&status=on_leave');
    expect(names(res)).toEqual(['Anil Yadav', 'Bhola Prasad', 'Deepak Maurya', 'Farida Khan']);
    expect(res.json().total).toBe(4);
  });

  it('breaks name ties by id in the sort direction, so pages neither repeat nor skip rows', async () => {
    const f2 = fixtures(t2.database);
    const v = f2.vendor('Same Name', 'same-v@example.com');
    const d = f2.delivery('Same Name', 'same-d@example.com');
    const asc = await call2('GET', '/api/admin/users?role=all&q=same%20name');
    expect(asc.json().data.map((u: { id: number }) => u.id)).toEqual([v.id, d.id]);
    const desc = await call2('GET', '/api/admin/users?role=all&q=same%20name&order=desc');
    expect(desc.json().data.map((u: { id: number }) => u.id)).toEqual([d.id, v.id]);
    const seen = [];
    for (let p = 1; p <= 4; p++)
      seen.push(
        ...(await call2('GET', `/api/admin/users?role=all&limit=2&page=${p}`))
          .json()
          .data.map((u: { id: number }) => u.id),
      );
    expect(new Set(seen).size).toBe(8);
    // The answer follows writes.
    expect((await call2('GET', '/api/admin/users?role=all&limit=1')).json().total).toBe(8);
  });

  it('400 for bad parameters; the grouped answer without role is unchanged', async () => {
    expect((await call2('GET', '/api/admin/users?role=customer')).statusCode).toBe(400);
    expect((await call2('GET', '/api/admin/users?role=all&limit=501')).statusCode).toBe(400);
    expect((await call2('GET', '/api/admin/users?role=all&sort=password')).statusCode).toBe(400);
    expect((await call2('GET', '/api/admin/users?role=all&page=0')).statusCode).toBe(400);
    const grouped = (await call2('GET', '/api/admin/users')).json();
    expect(Object.keys(grouped.data).sort()).toEqual(['deliveryPersons', 'totals', 'vendors']);
    expect(Array.isArray(grouped.data)).toBe(false);
  });

  it('401 without a token, 403 for customer and vendor tokens', async () => {
    expect((await t2.app.inject({ method: 'GET', url: '/api/admin/users?role=all' })).statusCode).toBe(401);
    const customer = caller(t2.app, await customerToken(t2.app));
    expect((await customer('GET', '/api/admin/users?role=all')).statusCode).toBe(403);
    const reg = await t2.app.inject({
      method: 'POST',
      url: '/api/auth/vendor/register',
      payload: { name: 'Vendor Token', email: 'vendor-token@example.com', phone: '9876501234', password: 'secret-123' },
    });
    expect(reg.statusCode).toBe(201);
    const vendor = caller(t2.app, reg.json().data.token);
    expect((await vendor('GET', '/api/admin/users?role=all')).statusCode).toBe(403);
  });
});

describe('POST /admin/users (add staff)', () => {
  it('registers a delivery person', async () => {
    const res = await call('POST', '/api/admin/users', {
      name: 'Esha Singh',
      phone: '9812345678',
      email: 'esha@example.com',
      password: 'staff-pass',
      role: 'delivery',
      vehicleNumber: 'UP70 EF 1111',
      vehicleDetails: { number: 'UP70 EF 1111' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Staff added successfully',
      data: { name: 'Esha Singh', role: 'delivery', status: 'active', vehicleNumber: 'UP70 EF 1111' },
    });
  });

  it('refuses duplicates (409) and missing fields (400), storing nothing', async () => {
    const before = snapshot(t.database);
    const dup = await call('POST', '/api/admin/users', {
      name: 'X',
      phone: '9812345678',
      email: 'ESHA@example.com',
      password: 'staff-pass',
      role: 'delivery',
      vehicleNumber: 'A',
    });
    expect(dup.statusCode).toBe(409);
    const missing = await call('POST', '/api/admin/users', {
      name: 'X',
      email: 'x@example.com',
      password: 'staff-pass',
      role: 'delivery',
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['phone', 'vehicleNumber']);
    const noRole = await call('POST', '/api/admin/users', {
      name: 'X',
      email: 'x@example.com',
      password: 'staff-pass',
      phone: '9812345678',
    });
    expect(noRole.statusCode).toBe(400);
    expect(snapshot(t.database)).toEqual(before);
  });
});

describe('PUT /admin/users/:id', () => {
  it('updates name, email, phone, vehicle; an empty password leaves it unchanged', async () => {
    const u = f.delivery('Faiz Khan', 'faiz@example.com');
    const res = await call('PUT', `/api/admin/users/${u.id}`, {
      name: 'Faiz Ahmad Khan',
      email: 'faiz.k@example.com',
      phone: '(981) 234-5679',
      role: 'delivery',
      vehicleNumber: 'UP70 ZZ 9',
      password: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Faiz Ahmad Khan',
      email: 'faiz.k@example.com',
      phone: '9812345679',
      vehicleNumber: 'UP70 ZZ 9',
    });
    const [row] = t.database.sqlite.prepare('select password_hash from users where id = ?').all(u.id) as Array<{
      password_hash: string;
    }>;
    expect(row.password_hash).toBe('x');
  });

  it('answers the spec messages for bad input and changes nothing', async () => {
    const u = f.vendor('Gopal Das', 'gopal@example.com');
    const cases: Array<[object, string, string]> = [
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'gopal-at-example' }, 'email', 'Email is invalid'],
      [{ phone: '12345' }, 'phone', 'Phone must be 10 digits'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('PUT', `/api/admin/users/${u.id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    }
    const dup = await call('PUT', `/api/admin/users/${u.id}`, { email: 'anil@example.com' });
    expect(dup.statusCode).toBe(409);
    expect((await call('GET', `/api/admin/users/${u.id}`)).json().data).toMatchObject({
      name: 'Gopal Das',
      email: 'gopal@example.com',
    });
  });

  it('cannot set fields it should not (password hash, id, token version)', async () => {
    const u = f.vendor('Hari Om', 'hari@example.com');
    const res = await call('PUT', `/api/admin/users/${u.id}`, {
      name: 'Hari Om Ji',
      passwordHash: 'hacked',
      id: 999,
      tokenVersion: 7,
      role: 'vendor',
    });
    expect(res.statusCode).toBe(200);
    const [row] = t.database.sqlite
      .prepare('select id, password_hash, token_version from users where id = ?')
      .all(u.id) as Array<Record<string, unknown>>;
    expect(row).toEqual({ id: u.id, password_hash: 'x', token_version: 0 });
    expect((await call('PUT', `/api/admin/users/${u.id}`, { role: 'customer' })).statusCode).toBe(400);
  });

  it('accepts the record as read back (react-admin update)', async () => {
    const u = f.delivery('Record Rider', 'rider@example.com');
    const record = (await call('GET', `/api/admin/users/${u.id}`)).json().data;
    const res = await call('PUT', `/api/admin/users/${u.id}`, { ...record, status: 'on_leave', password: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'on_leave', vehicleNumber: 'UP70 AB 1234' });
  });

  it('404 for unknown ids and customers, 400 for a non-numeric id', async () => {
    expect((await call('PUT', '/api/admin/users/99999', { name: 'X' })).statusCode).toBe(404);
    const c = f.customer('Cust Two', 'cust2@example.com');
    expect((await call('GET', `/api/admin/users/${c.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/users/abc')).statusCode).toBe(400);
  });
});

describe('DELETE /admin/users/:id', () => {
  it('deletes with a JSON body naming the role; past orders keep the name as removed', async () => {
    const d = f.delivery('Indu Pal', 'indu@example.com');
    const r = f.restaurant('Delete Test Dhaba');
    const orderId = f.order({
      restaurantId: r.id,
      restaurantName: r.name,
      status: 'delivered',
      deliveryPersonId: d.id,
      deliveryPersonName: d.name,
    });
    const res = await call('DELETE', `/api/admin/users/${d.id}`, { role: 'delivery' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'User deleted successfully.' });
    const order = (await call('GET', `/api/admin/orders/${orderId}`)).json().data;
    expect(order.deliveryPerson).toEqual({
      id: null,
      _id: null,
      name: 'Indu Pal',
      removed: true,
      acknowledgedAt: null,
    });
  });

  it('refuses a delivery person out for delivery (409) and a role mismatch (400)', async () => {
    const d = f.delivery('Jai Prakash', 'jai@example.com', 'on_delivery');
    const r = f.restaurant('Busy Dhaba');
    f.order({
      restaurantId: r.id,
      restaurantName: r.name,
      status: 'out_for_delivery',
      deliveryPersonId: d.id,
      deliveryPersonName: d.name,
    });
    const before = snapshot(t.database);
    expect((await call('DELETE', `/api/admin/users/${d.id}`, { role: 'delivery' })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/users/${d.id}`, { role: 'vendor' })).statusCode).toBe(400);
    expect(snapshot(t.database)).toEqual(before);
  });

  it('refuses to delete or re-role a delivery person with any order in progress, allows it once the orders are done', async () => {
    const d = f.delivery('Ravi Kushwaha', 'ravi.k@example.com');
    const r = f.restaurant('Kachhar Rasoi');
    const order = f.order({
      restaurantId: r.id,
      restaurantName: r.name,
      status: 'preparing',
      deliveryPersonId: d.id,
      deliveryPersonName: d.name,
    });
    const before = snapshot(t.database);
    const refused = await call('DELETE', `/api/admin/users/${d.id}`, { role: 'delivery' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/orders in progress/);
    expect((await call('PUT', `/api/admin/users/${d.id}`, { role: 'vendor' })).statusCode).toBe(409);
    expect(snapshot(t.database)).toEqual(before);
    t.database.sqlite.prepare("update orders set status = 'delivered' where id = ?").run(order);
    expect((await call('DELETE', `/api/admin/users/${d.id}`, { role: 'delivery' })).statusCode).toBe(200);
  });

  it('POST /:id/delete is the fallback; a vendor removal frees their restaurants', async () => {
    const v = f.vendor('Kamla Devi', 'kamla@example.com');
    const r = f.restaurant('Kamla Rasoi', { ownerId: v.id });
    const res = await call('POST', `/api/admin/users/${v.id}/delete`, { role: 'vendor', action: 'delete' });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/restaurants/${r.id}`)).json().data.ownerId).toBeNull();
    expect(
      (await call('POST', `/api/admin/users/${v.id}/delete`, { role: 'vendor', action: 'erase' })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/api/admin/users/${v.id}`, { role: 'vendor' })).statusCode).toBe(404);
  });

  it('works without a body and with a bodiless JSON content type (react-admin)', async () => {
    const v = f.vendor('Lal Babu', 'lal@example.com');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${v.id}`,
      headers: { authorization: await tokenHeader(), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('all four admin roles may delete users', async () => {
    const token = await adminWithRole(t, 'delivery_manager');
    const v = f.vendor('Mohan Lal', 'mohan@example.com');
    expect((await caller(t.app, token)('DELETE', `/api/admin/users/${v.id}`, { role: 'vendor' })).statusCode).toBe(200);
  });
});

async function tokenHeader() {
  return `Bearer ${await loginAsAdmin(t.app)}`;
}
