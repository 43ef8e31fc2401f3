/**
 * Where a rider collects an order: the kitchen's name, address, village and phone, for a kitchen
 * the rider has an order from; any other kitchen is a 404, as for a missing one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, makeApp, partnerAccount, type TestApp } from './helper';

let t: TestApp;
let fx: ReturnType<typeof fixtures>;

beforeAll(async () => {
  t = await makeApp();
  fx = fixtures(t.database);
});
afterAll(() => t.close());

describe('GET /api/delivery/restaurants/:id', () => {
  it('answers the kitchen of one of my orders, and 404 for any other', async () => {
    const rider = await partnerAccount(t.app, 'delivery', 'Suresh');
    const owner = await partnerAccount(t.app, 'vendor', 'Kamla');
    t.database.sqlite.prepare("update users set phone = '9123456780' where id = ?").run(owner.id);
    const village = t.database.sqlite
      .prepare("insert into villages (name, delivery_zone) values ('Handia', 'Zone B') returning id")
      .get() as { id: number };
    const mine = fx.restaurant('Kamla Rasoi', { ownerId: owner.id, villageId: village.id });
    const other = fx.restaurant('Another Dhaba');
    fx.order({ restaurantId: mine.id, restaurantName: mine.name, status: 'accepted', deliveryPersonId: rider.id });
    const get = caller(t.app, rider.token);

    const res = await get('GET', `/api/delivery/restaurants/${mine.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: mine.id,
      _id: mine.id,
      name: 'Kamla Rasoi',
      nameHi: null,
      address: mine.address,
      villageName: 'Handia',
      villageNameHi: null,
      phone: '9123456780',
      upi: null,
    });

    const refused = await get('GET', `/api/delivery/restaurants/${other.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, message: 'Restaurant not found' });
    expect((await get('GET', '/api/delivery/restaurants/999999')).statusCode).toBe(404);

    // A kitchen's token is not a rider's.
    expect((await caller(t.app, owner.token)('GET', `/api/delivery/restaurants/${mine.id}`)).statusCode).toBe(403);
  });
});
