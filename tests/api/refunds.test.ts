/**
 * Refunds: an order paid (by UPI) and then cancelled owes the customer their money. The order,
 * the customer's tracking answer, the dashboard and the bill say "refund due" until the owner
 * records how it was given back; then they say refunded, and the dashboard's count drops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginAsAdmin, makeApp, storefront, type TestApp } from './helper';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let villageId: number;
let thali: number;
let n = 0;

const body = (over: Record<string, unknown> = {}) => ({
  customer: { name: 'Sunita Devi', phone: `97${String(30_000_000 + n++).padStart(8, '0')}` },
  fulfilment: 'delivery',
  villageId,
  address: 'House 12',
  items: [{ dishId: thali, quantity: 1 }],
  paymentMethod: 'upi',
  ...over,
});

async function placed(over: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: body(over) });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { orderId: string; trackingUrl: string; totalAmount: number };
  return {
    ...data,
    id: Number(data.orderId.slice(4)),
    token: new URL(data.trackingUrl, 'http://x').searchParams.get('t')!,
  };
}

const refundsDue = async () =>
  (await admin('GET', '/api/admin/dashboard')).json().data.today.refundsDue as { count: number; amount: number };

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  const s = storefront(t.database, { upiId: 'gaonrasoi@okaxis', upiName: 'Gaon Rasoi' });
  villageId = s.village.id;
  thali = s.thali.id;
});
afterAll(() => t.close());

describe('a paid order that is cancelled', () => {
  it('shows "refund due" on the order, the tracking page, the dashboard and the bill, until the refund is recorded', async () => {
    const before = await refundsDue();
    const order = await placed();
    expect(
      (await admin('PUT', `/api/admin/orders/${order.id}`, { paymentStatus: 'paid', utr: '700011112222' })).statusCode,
    ).toBe(200);
    const cancelled = await admin('PUT', `/api/admin/orders/${order.id}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refundStatus: 'due',
      refundedAt: null,
    });

    const tracking = await t.app.inject({ method: 'GET', url: `/api/track/${order.orderId}?t=${order.token}` });
    expect(tracking.json().data.refundStatus).toBe('due');
    expect(await refundsDue()).toEqual({ count: before.count + 1, amount: before.amount + order.totalAmount });
    expect((await admin('GET', `/api/admin/orders/${order.id}/bill`)).json().data.payment).toBe('refund_due');

    const refunded = await admin('PUT', `/api/admin/orders/${order.id}`, {
      refundStatus: 'refunded',
      refundMethod: 'upi',
      refundUtr: '7000 3333 4444',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().message).toBe('Refund recorded.');
    expect(refunded.json().data).toMatchObject({
      refundStatus: 'refunded',
      refundMethod: 'upi',
      refundUtr: '700033334444',
      refundedByName: expect.any(String),
    });
    expect(refunded.json().data.refundedAt).not.toBeNull();

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/track/${order.orderId}?t=${order.token}` })).json().data
        .refundStatus,
    ).toBe('refunded');
    expect(await refundsDue()).toEqual(before);
    expect((await admin('GET', `/api/admin/orders/${order.id}/bill`)).json().data.payment).toBe('refunded');

    // Once given back, it is not given back twice.
    const again = await admin('PUT', `/api/admin/orders/${order.id}`, {
      refundStatus: 'refunded',
      refundMethod: 'cash',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.refundStatus).toMatch(/No refund is due/);
  });

  it('a refund in cash needs no UTR, and takes none', async () => {
    const order = await placed();
    await admin('PUT', `/api/admin/orders/${order.id}`, { paymentStatus: 'paid' });
    await admin('PUT', `/api/admin/orders/${order.id}`, { status: 'cancelled' });
    const withUtr = await admin('PUT', `/api/admin/orders/${order.id}`, {
      refundStatus: 'refunded',
      refundMethod: 'cash',
      refundUtr: '700055556666',
    });
    expect(withUtr.statusCode).toBe(400);
    expect(withUtr.json().errors.refundUtr).toBeTruthy();
    const cash = await admin('PUT', `/api/admin/orders/${order.id}`, {
      refundStatus: 'refunded',
      refundMethod: 'cash',
    });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json().data).toMatchObject({ refundStatus: 'refunded', refundMethod: 'cash', refundUtr: null });
  });
});

describe('refusals change nothing', () => {
  it('no refund is due on an unpaid cancelled order, nor on a paid one still going', async () => {
    const unpaid = await placed();
    await admin('PUT', `/api/admin/orders/${unpaid.id}`, { status: 'cancelled' });
    expect((await admin('GET', `/api/admin/orders/${unpaid.id}`)).json().data.refundStatus).toBeNull();
    expect(
      (await admin('PUT', `/api/admin/orders/${unpaid.id}`, { refundStatus: 'refunded', refundMethod: 'upi' }))
        .statusCode,
    ).toBe(409);

    const going = await placed();
    await admin('PUT', `/api/admin/orders/${going.id}`, { paymentStatus: 'paid' });
    expect(
      (await admin('PUT', `/api/admin/orders/${going.id}`, { refundStatus: 'refunded', refundMethod: 'upi' }))
        .statusCode,
    ).toBe(409);
    expect((await admin('GET', `/api/admin/orders/${going.id}`)).json().data).toMatchObject({
      refundStatus: null,
      refundedAt: null,
    });
  });

  it('asks how the money was given back, and for a 12-digit UTR', async () => {
    const order = await placed();
    await admin('PUT', `/api/admin/orders/${order.id}`, { paymentStatus: 'paid' });
    await admin('PUT', `/api/admin/orders/${order.id}`, { status: 'cancelled' });
    const noMethod = await admin('PUT', `/api/admin/orders/${order.id}`, { refundStatus: 'refunded' });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().errors.refundMethod).toBeTruthy();
    const badUtr = await admin('PUT', `/api/admin/orders/${order.id}`, {
      refundStatus: 'refunded',
      refundMethod: 'upi',
      refundUtr: '12345',
    });
    expect(badUtr.statusCode).toBe(400);
    expect(badUtr.json().errors.refundUtr).toMatch(/12-digit/);
    expect((await admin('GET', `/api/admin/orders/${order.id}`)).json().data.refundStatus).toBe('due');
  });
});

describe('the order list of refunds', () => {
  it('refundStatus=due lists exactly the orders the dashboard counts as refunds due; refunded lists those given back', async () => {
    const ids = (res: { json: () => { data: Array<{ id: number }> } }) => res.json().data.map((o) => o.id);
    const due = await placed();
    await admin('PUT', `/api/admin/orders/${due.id}`, { paymentStatus: 'paid' });
    await admin('PUT', `/api/admin/orders/${due.id}`, { status: 'cancelled' });
    const unpaid = await placed();
    await admin('PUT', `/api/admin/orders/${unpaid.id}`, { status: 'cancelled' });

    const list = await admin('GET', '/api/admin/orders?refundStatus=due&limit=500');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as Array<{ id: number; refundStatus: string; totalAmount: number }>;
    const dashboard = await refundsDue();
    expect(list.json().total).toBe(dashboard.count);
    expect(rows.every((o) => o.refundStatus === 'due')).toBe(true);
    expect(Math.round(rows.reduce((sum, o) => sum + o.totalAmount * 100, 0))).toBe(Math.round(dashboard.amount * 100));
    expect(ids(list)).toContain(due.id);
    expect(ids(list)).not.toContain(unpaid.id);

    expect(
      (await admin('PUT', `/api/admin/orders/${due.id}`, { refundStatus: 'refunded', refundMethod: 'cash' }))
        .statusCode,
    ).toBe(200);
    expect(ids(await admin('GET', '/api/admin/orders?refundStatus=due&limit=500'))).not.toContain(due.id);
    const refunded = await admin('GET', '/api/admin/orders?refundStatus=refunded&limit=500');
    expect(ids(refunded)).toContain(due.id);
    expect((refunded.json().data as Array<{ refundStatus: string }>).every((o) => o.refundStatus === 'refunded')).toBe(
      true,
    );

    const bad = await admin('GET', '/api/admin/orders?refundStatus=owed');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('refundStatus');
  });
});
