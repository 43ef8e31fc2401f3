/**
 * A busy or paused kitchen: the kitchen sets its own restaurant (PUT /api/vendor/restaurants/:id/pause,
 * minutes from now), an admin any restaurant (PUT /api/admin/restaurants/:id, busyUntil /
 * pausedUntil as ISO times). Both end by themselves; the menu carries them; an order placed
 * while paused is a 409 saying until when.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, partnerAccount, snapshot, storefront, type TestApp } from './helper';
import { formatClock, indiaClockOf } from '../../shared/ordering';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let vendor: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  const me = await partnerAccount(t.app, 'vendor', 'Pause Owner');
  vendor = caller(t.app, me.token);
  shop = storefront(t.database, { ownerId: me.id });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const body = () => ({
  customer: { name: 'Sita Devi', phone: '9876543210' },
  fulfilment: 'pickup',
  items: [{ dishId: shop.thali.id, quantity: 1 }],
});
const place = () => t.app.inject({ method: 'POST', url: '/api/orders', payload: body() });
const menu = async () => (await t.app.inject({ method: 'GET', url: '/api/menu' })).json().data.kitchen;
const setTimes = (id: number, busyUntil: number | null, pausedUntil: number | null) =>
  t.database.sqlite
    .prepare('update restaurants set busy_until = ?, paused_until = ? where id = ?')
    .run(busyUntil, pausedUntil, id);

describe('the kitchen pauses and is busy', () => {
  it('pauses new orders for 30 minutes: the menu says so, an order is a 409 saying until when, ending it takes orders again', async () => {
    const before = Date.now();
    const res = await vendor('PUT', `/api/vendor/restaurants/${shop.kitchen.id}/pause`, { pauseMinutes: 30 });
    expect(res.statusCode).toBe(200);
    const pausedUntil = Date.parse(res.json().data.pausedUntil);
    expect(pausedUntil).toBeGreaterThanOrEqual(before + 30 * MINUTE);
    expect(pausedUntil).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);
    const until = formatClock(indiaClockOf(pausedUntil));
    expect(res.json().message).toBe(`Not taking orders until ${until}`);
    expect(res.json().data.busyUntil).toBeNull();

    expect(await menu()).toMatchObject({
      isOpen: false,
      isActive: true,
      pausedUntil: res.json().data.pausedUntil,
      busyUntil: null,
      busyMinutes: 0,
    });
    const kept = snapshot(t.database);
    const refused = await place();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: `Not taking orders until ${until}` });
    expect(snapshot(t.database)).toEqual(kept);
    // The restaurant answers carry it too, the kitchen's and the admin's.
    expect((await vendor('GET', '/api/vendor/restaurants')).json().data[0].pausedUntil).toBe(
      res.json().data.pausedUntil,
    );
    expect((await admin('GET', `/api/admin/restaurants/${shop.kitchen.id}`)).json().data.pausedUntil).toBe(
      res.json().data.pausedUntil,
    );

    const ended = await vendor('PUT', `/api/vendor/restaurants/${shop.kitchen.id}/pause`, { pauseMinutes: 0 });
    expect(ended.json()).toMatchObject({
      success: true,
      message: 'Taking orders as usual',
      data: { pausedUntil: null },
    });
    expect((await menu()).isOpen).toBe(true);
    expect((await place()).statusCode).toBe(201);
  });

  it('is busy for 20 minutes: the menu gives the extra wait, orders still go through', async () => {
    const res = await vendor('PUT', `/api/vendor/restaurants/${shop.kitchen.id}/pause`, { busyMinutes: 20 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.busyUntil).toEqual(expect.any(String));
    expect(res.json().message).toMatch(/^Busy until \d{1,2}:\d{2} [AP]M$/);
    expect(await menu()).toMatchObject({ isOpen: true, busyMinutes: 20, pausedUntil: null });
    expect((await place()).statusCode).toBe(201);
    await vendor('PUT', `/api/vendor/restaurants/${shop.kitchen.id}/pause`, { busyMinutes: 0 });
    expect(await menu()).toMatchObject({ busyUntil: null, busyMinutes: 0 });
  });

  it('ends by itself: a time that has passed answers null everywhere and orders go through', async () => {
    setTimes(shop.kitchen.id, Date.now() - 1000, Date.now() - 1000);
    expect(await menu()).toMatchObject({ isOpen: true, busyUntil: null, pausedUntil: null, busyMinutes: 0 });
    expect((await vendor('GET', '/api/vendor/restaurants')).json().data[0]).toMatchObject({
      busyUntil: null,
      pausedUntil: null,
    });
    expect((await admin('GET', `/api/admin/restaurants/${shop.kitchen.id}`)).json().data).toMatchObject({
      busyUntil: null,
      pausedUntil: null,
    });
    expect((await place()).statusCode).toBe(201);
    setTimes(shop.kitchen.id, null, null);
  });

  it('takes minutes from 0 to 720 and at least one of them; another kitchen’s restaurant is a 404', async () => {
    for (const payload of [
      { pauseMinutes: 721 },
      { busyMinutes: -1 },
      { pauseMinutes: 1.5 },
      {},
      { pauseMinutes: null },
      { pauseMinutes: '' },
      { busyMinutes: '20' },
    ]) {
      const res = await vendor('PUT', `/api/vendor/restaurants/${shop.kitchen.id}/pause`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const other = fixtures(t.database).restaurant('Someone Else Kitchen');
    const res = await vendor('PUT', `/api/vendor/restaurants/${other.id}/pause`, { pauseMinutes: 30 });
    expect(res.statusCode).toBe(404);
    expect(t.database.sqlite.prepare('select paused_until as p from restaurants where id = ?').get(other.id)).toEqual({
      p: null,
    });
    expect(
      (await admin('PUT', `/api/vendor/restaurants/${shop.kitchen.id}/pause`, { pauseMinutes: 30 })).statusCode,
    ).toBe(403);
  });
});

describe('the admin pauses any restaurant', () => {
  it('sets and clears busyUntil / pausedUntil with ISO times', async () => {
    const pausedUntil = new Date(Date.now() + 45 * MINUTE).toISOString();
    const res = await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { pausedUntil });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pausedUntil, busyUntil: null });
    expect((await place()).json().message).toBe(
      `Not taking orders until ${formatClock(indiaClockOf(Date.parse(pausedUntil)))}`,
    );
    // The whole record sent back (react-admin's edit) keeps the time it has, even once it has passed.
    const whole = (await admin('GET', `/api/admin/restaurants/${shop.kitchen.id}`)).json().data;
    expect(
      (
        await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, {
          name: whole.name,
          pausedUntil: whole.pausedUntil,
          busyUntil: whole.busyUntil,
        })
      ).statusCode,
    ).toBe(200);
    const busyUntil = new Date(Date.now() + 10 * MINUTE).toISOString();
    const both = await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { pausedUntil: null, busyUntil });
    expect(both.json().data).toMatchObject({ pausedUntil: null, busyUntil });
    expect(
      (await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, { busyUntil: null })).json().data.busyUntil,
    ).toBeNull();
  });

  it('refuses a time in the past, more than 12 hours ahead, or not a time, with the field named', async () => {
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [
        { pausedUntil: new Date(Date.now() - MINUTE).toISOString() },
        'pausedUntil',
        /^Paused until must be in the future/,
      ],
      [
        { busyUntil: new Date(Date.now() + 12 * 60 * MINUTE + MINUTE).toISOString() },
        'busyUntil',
        /^Busy until must be at most 12 hours from now$/,
      ],
      [{ pausedUntil: 'soon' }, 'pausedUntil', /ISO date-time/],
      [{ pausedUntil: '2030-01-01T10:00' }, 'pausedUntil', /ISO date-time/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect((await admin('GET', `/api/admin/restaurants/${shop.kitchen.id}`)).json().data).toMatchObject({
      pausedUntil: null,
      busyUntil: null,
    });
  });
});
