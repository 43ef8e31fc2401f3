import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, snapshot, type TestApp } from './helper';

let t: TestApp;
let call: ReturnType<typeof caller>;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
  f = fixtures(t.database);
});
afterAll(() => t.close());

describe('villages', () => {
  it('creates with assigned restaurants; orderVolume counts their orders', async () => {
    const a = f.restaurant('Janghai Rasoi');
    const b = f.restaurant('Bazar Dhaba');
    f.order({ restaurantId: a.id, restaurantName: a.name });
    f.order({ restaurantId: a.id, restaurantName: a.name });
    f.order({ restaurantId: b.id, restaurantName: b.name });
    const res = await call('POST', '/api/admin/villages', {
      name: 'Janghai',
      deliveryZone: 'Zone A',
      assignedRestaurants: [a.id, b.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Janghai',
      deliveryZone: 'Zone A',
      assignedRestaurants: ['Bazar Dhaba', 'Janghai Rasoi'],
      orderVolume: 3,
    });
    const list = await call('GET', '/api/admin/villages');
    expect(list.json().total).toBe(1);
    expect(list.headers['x-total-count']).toBe('1');
  });

  it('PUT moves a restaurant between villages and updates fields', async () => {
    const r = f.restaurant('Mover');
    const one = (
      await call('POST', '/api/admin/villages', {
        name: 'Saidabad',
        deliveryZone: 'Zone B',
        assignedRestaurants: [r.id],
      })
    ).json().data;
    const two = (
      await call('POST', '/api/admin/villages', { name: 'Handia', deliveryZone: 'Zone B', assignedRestaurants: [] })
    ).json().data;
    const res = await call('PUT', `/api/admin/villages/${two.id}`, {
      name: 'Handia Bazar',
      deliveryZone: 'Zone C',
      assignedRestaurants: [r.id],
    });
    expect(res.json().data).toMatchObject({
      name: 'Handia Bazar',
      deliveryZone: 'Zone C',
      assignedRestaurants: ['Mover'],
    });
    expect((await call('GET', `/api/admin/villages/${one.id}`)).json().data.assignedRestaurants).toEqual([]);
  });

  it('spec message when name or zone is blank; 409 duplicate name; 400 unknown restaurant; nothing stored', async () => {
    const before = snapshot(t.database);
    const blank = await call('POST', '/api/admin/villages', { name: '', deliveryZone: 'Z' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Name and delivery zone are required.');
    expect((await call('POST', '/api/admin/villages', { name: 'JANGHAI', deliveryZone: 'Z' })).statusCode).toBe(409);
    expect(
      (await call('POST', '/api/admin/villages', { name: 'Nowhere', deliveryZone: 'Z', assignedRestaurants: [9999] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/villages', { name: 'Nowhere', deliveryZone: 'Z', assignedRestaurants: ['abc'] }))
        .statusCode,
    ).toBe(400);
    expect(snapshot(t.database)).toEqual(before);
  });

  it('DELETE frees its restaurants, which keep their orders', async () => {
    const r = f.restaurant('Freed Dhaba');
    f.order({ restaurantId: r.id, restaurantName: r.name });
    const v = (
      await call('POST', '/api/admin/villages', {
        name: 'Kaurihar',
        deliveryZone: 'Zone D',
        assignedRestaurants: [r.id],
      })
    ).json().data;
    expect((await call('DELETE', `/api/admin/villages/${v.id}`)).statusCode).toBe(200);
    const restaurant = (await call('GET', `/api/admin/restaurants/${r.id}`)).json().data;
    expect(restaurant.villageId).toBeNull();
    expect((await call('GET', `/api/admin/orders?restaurantId=${r.id}`)).json().total).toBe(1);
    expect((await call('DELETE', `/api/admin/villages/${v.id}`)).statusCode).toBe(404);
  });

  it('accepts the record as read back (react-admin update): names in assignedRestaurants', async () => {
    const r = f.restaurant('Round Trip Rasoi');
    const v = (
      await call('POST', '/api/admin/villages', { name: 'Meja', deliveryZone: 'Zone E', assignedRestaurants: [r.id] })
    ).json().data;
    const res = await call('PUT', `/api/admin/villages/${v.id}`, { ...v, deliveryZone: 'Zone E2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ deliveryZone: 'Zone E2', assignedRestaurantIds: [r.id] });
    const byName = await call('PUT', `/api/admin/villages/${v.id}`, {
      name: 'Meja',
      deliveryZone: 'Zone E',
      assignedRestaurants: ['round trip rasoi'],
    });
    expect(byName.json().data.assignedRestaurants).toEqual(['Round Trip Rasoi']);
  });

  it('401 without a token', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/villages', payload: { name: 'X', deliveryZone: 'Y' } }))
        .statusCode,
    ).toBe(401);
  });
});
