/**
 * The admin order list's filters for payment (method, state) and trust (held "to confirm",
 * marked fake): each keeps exactly the matching orders, with a `total` counted over them (not
 * the all-orders counter), and the held / fake filters read a partial index, not every order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, type TestApp } from './helper';
import type { NewOrder } from '../../db/orders';

let t: TestApp;
let call: ReturnType<typeof caller>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
  const f = fixtures(t.database);
  const r = f.restaurant('Gaon Rasoi Janghai');
  const at = Date.now() - 3_600_000;
  const order = (name: string, extra: Partial<NewOrder> = {}) =>
    (ids[name] = f.order({
      restaurantId: r.id,
      restaurantName: r.name,
      customerName: name,
      customerPhone: '9876543210',
      createdAt: at + Object.keys(ids).length * 60_000,
      ...extra,
    }));
  order('cash');
  order('upiAwaiting', { paymentMethod: 'upi' });
  order('upiPaid', { paymentMethod: 'upi', paymentStatus: 'paid', utr: '123456789012' });
  order('held');
  order('heldConfirmed');
  order('fake', { status: 'accepted' });
  t.database.sqlite
    .prepare(`update orders set hold_reason = 'first_order' where id in (?, ?)`)
    .run(ids.held, ids.heldConfirmed);
  t.database.sqlite.prepare('update orders set confirmed_at = ? where id = ?').run(Date.now(), ids.heldConfirmed);
});
afterAll(() => t.close());

async function listed(query: string): Promise<{ names: string[]; total: number }> {
  const res = await call('GET', `/api/admin/orders?limit=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: Array<{ customerInfo: { name: string } }>; total: number };
  return { names: body.data.map((o) => o.customerInfo.name).sort(), total: body.total };
}

describe('order list filters: payment and trust', () => {
  it('filters by payment method and state, alone and together', async () => {
    expect(await listed('paymentMethod=upi')).toEqual({ names: ['upiAwaiting', 'upiPaid'], total: 2 });
    expect(await listed('paymentStatus=awaiting_upi')).toEqual({ names: ['upiAwaiting'], total: 1 });
    expect(await listed('paymentMethod=upi&paymentStatus=paid')).toEqual({ names: ['upiPaid'], total: 1 });
    expect((await listed('paymentMethod=cash')).total).toBe(4);
  });

  it('filters the orders held "to confirm", and those marked fake, with totals of their own', async () => {
    expect(
      (await call('PUT', `/api/admin/orders/${ids.fake}`, { fake: true, reason: 'No one at the door' })).statusCode,
    ).toBe(200);
    expect(await listed('toConfirm=true')).toEqual({ names: ['held'], total: 1 });
    expect((await listed('toConfirm=false')).total).toBe(5);
    expect(await listed('fake=true')).toEqual({ names: ['fake'], total: 1 });
    expect((await listed('fake=false')).total).toBe(5);
    expect(await listed('fake=true&paymentMethod=upi')).toEqual({ names: [], total: 0 });
    expect((await call('GET', '/api/admin/orders?fake=maybe')).statusCode).toBe(400);
  });

  it('reads the held and fake orders through their partial indexes', () => {
    const plan = (where: string) =>
      (
        t.database.sqlite
          .prepare(`explain query plan select id from orders where ${where} order by created_at desc, id desc limit 25`)
          .all() as Array<{ detail: string }>
      )
        .map((r) => r.detail)
        .join('; ');
    expect(plan('fake_at is not null')).toContain('orders_fake_created_idx');
    expect(plan(`(hold_reason is not null and confirmed_at is null and status != 'cancelled')`)).toContain(
      'orders_held_created_idx',
    );
  });
});
