/**
 * A kitchen's or rider's tap sent twice (a retry after a timeout, a queue replayed when the
 * network returns) acts once: the same Idempotency-Key and request answer the first answer
 * and change nothing; the same key with another request is a 409; keys are per partner, and a
 * key never gets past the ownership check.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder } from '../../db/orders';
import { bearer, fixtures, makeApp, partnerAccount, snapshot, type TestApp } from './helper';

let t: TestApp;
let fx: ReturnType<typeof fixtures>;

beforeAll(async () => {
  t = await makeApp();
  fx = fixtures(t.database);
});
afterAll(() => t.close());

const key = () => `tap-${randomBytes(8).toString('hex')}`;
const historyOf = (id: number) =>
  t.database.sqlite.prepare('select status, by from order_status_history where order_id = ? order by id').all(id);

async function kitchen(name: string) {
  const me = await partnerAccount(t.app, 'vendor', name);
  const r = fx.restaurant(`${name} Kitchen`, { ownerId: me.id });
  const order = (extra: Partial<NewOrder> = {}) => fx.order({ restaurantId: r.id, restaurantName: r.name, ...extra });
  const put = (url: string, payload: unknown, idempotencyKey?: string) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload: payload as object,
      headers: { ...bearer(me.token), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    });
  return { me, order, put };
}

describe('Idempotency-Key on the partner apps’ changes', () => {
  it('the same tap twice: one change, one history entry, the same answer', async () => {
    const { order, put } = await kitchen('Kamla');
    const id = order({ status: 'placed' });
    const tap = key();
    const first = await put(`/api/vendor/orders/${id}`, { status: 'accepted' }, tap);
    expect(first.statusCode).toBe(200);
    const entries = historyOf(id).length;
    const again = await put(`/api/vendor/orders/${id}`, { status: 'accepted' }, tap);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(historyOf(id)).toHaveLength(entries);

    // Without the key the same request is judged again: accepted → accepted is refused.
    expect((await put(`/api/vendor/orders/${id}`, { status: 'accepted' })).statusCode).toBe(400);
  });

  it('a rider’s Delivered replayed from the phone’s queue changes the order once', async () => {
    const rider = await partnerAccount(t.app, 'delivery', 'Suresh');
    const r = fx.restaurant('Rider Test Kitchen');
    const id = fx.order({
      restaurantId: r.id,
      restaurantName: r.name,
      status: 'out_for_delivery',
      deliveryPersonId: rider.id,
    });
    const tap = key();
    const send = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/delivery/orders/${id}`,
        payload: { status: 'delivered', collected: 'cash' },
        headers: { ...bearer(rider.token), 'idempotency-key': tap },
      });
    const answers = [await send(), await send(), await send()];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(historyOf(id).filter((h) => (h as { status: string }).status === 'delivered')).toHaveLength(1);
  });

  it('the same key with another request is a 409 and changes nothing', async () => {
    const { order, put } = await kitchen('Vimla');
    const id = order({ status: 'placed' });
    const tap = key();
    await put(`/api/vendor/orders/${id}`, { status: 'accepted' }, tap);
    const before = snapshot(t.database);
    const other = await put(`/api/vendor/orders/${id}`, { status: 'cancelled', reason: 'No gas' }, tap);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      success: false,
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(snapshot(t.database)).toEqual(before);
  });

  it('a refusal is kept too: the replay is refused the same way', async () => {
    const { order, put } = await kitchen('Geeta');
    const id = order({ status: 'cancelled' });
    const tap = key();
    const first = await put(`/api/vendor/orders/${id}`, { status: 'accepted' }, tap);
    expect(first.statusCode).toBe(400);
    const again = await put(`/api/vendor/orders/${id}`, { status: 'accepted' }, tap);
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(first.body);
  });

  it('keys are per partner and never pass the ownership check', async () => {
    const owner = await kitchen('Sunita');
    const stranger = await kitchen('Rekha');
    const id = owner.order({ status: 'placed' });
    const tap = key();
    await owner.put(`/api/vendor/orders/${id}`, { status: 'accepted' }, tap);
    // Another kitchen with the same key reaches neither the order nor the kept answer.
    const res = await stranger.put(`/api/vendor/orders/${id}`, { status: 'accepted' }, tap);
    expect(res.statusCode).toBe(404);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    // And its own use of the same key is its own.
    const mine = stranger.order({ status: 'placed' });
    expect((await stranger.put(`/api/vendor/orders/${mine}`, { status: 'accepted' }, tap)).statusCode).toBe(200);
  });

  it('a malformed key is a 400 naming the header, and nothing changes', async () => {
    const { order, put } = await kitchen('Asha');
    const id = order({ status: 'placed' });
    const before = snapshot(t.database);
    for (const bad of ['short', 'has space in it', 'x'.repeat(65)]) {
      const res = await put(`/api/vendor/orders/${id}`, { status: 'accepted' }, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toHaveProperty('idempotency-key');
    }
    expect(snapshot(t.database)).toEqual(before);
  });

  it('also covers Sold out', async () => {
    const { me, put } = await kitchen('Meena');
    const r = t.database.sqlite.prepare('select id from restaurants where owner_id = ?').get(me.id) as { id: number };
    const dish = t.database.sqlite
      .prepare(
        "insert into menu_items (restaurant_id, name, price_paise, category) values (?, 'Kheer', 5000, 'dessert') returning id",
      )
      .get(r.id) as { id: number };
    const tap = key();
    expect((await put(`/api/vendor/menu-items/${dish.id}`, { available: false }, tap)).statusCode).toBe(200);
    expect((await put(`/api/vendor/menu-items/${dish.id}`, { available: true }, tap)).statusCode).toBe(409);
  });
});
