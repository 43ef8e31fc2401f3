/**
 * The owner blocks a known prankster's number by hand, with why: no order from it (site or
 * phone) until cleared, whatever the strike limits; it shows on the block list as blocked with
 * the reason; a bad phone is a 400, blocking it twice a 409, a manager a 403 — nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWithRole, caller, loginAsAdmin, makeApp, snapshot, storefront, type TestApp } from './helper';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let manager: ReturnType<typeof caller>;
let villageId: number;
let thali: number;

const PRANKSTER = '9812345678';
const order = (phone: string) => ({
  customer: { name: 'Fake Name', phone },
  fulfilment: 'delivery',
  villageId,
  address: 'House 12',
  paymentMethod: 'upi',
  items: [{ dishId: thali, quantity: 1 }],
});

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  manager = caller(t.app, await adminWithRole(t, 'restaurant_manager'));
  const s = storefront(t.database, { upiId: 'gaonrasoi@okaxis', upiName: 'Gaon Rasoi' });
  villageId = s.village.id;
  thali = s.thali.id;
});
afterAll(() => t.close());

describe('POST /api/admin/blocklist', () => {
  it('refuses a bad phone, a blank reason and a manager, writing nothing', async () => {
    const before = snapshot(t.database);
    for (const phone of ['12345', '1234567890', '9999999999']) {
      const res = await admin('POST', '/api/admin/blocklist', { phone, reason: 'Prank calls' });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().errors.phone).toBeTruthy();
    }
    const blank = await admin('POST', '/api/admin/blocklist', { phone: PRANKSTER, reason: ' \u200b ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.reason).toBe('Reason is required');
    expect(
      (await manager('POST', '/api/admin/blocklist', { phone: PRANKSTER, reason: 'Prank calls' })).statusCode,
    ).toBe(403);
    expect(snapshot(t.database)).toEqual(before);
  });

  it('blocks a number that never ordered: listed as blocked by hand with the reason; even UPI orders are refused', async () => {
    const res = await admin('POST', '/api/admin/blocklist', {
      phone: '98123 45678',
      reason: 'Ordered 5 thalis to a wrong address twice',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      id: PRANKSTER,
      phone: PRANKSTER,
      state: 'blocked',
      blockedByHand: true,
      blockReason: 'Ordered 5 thalis to a wrong address twice',
      lastOrderAt: null,
    });

    const blocked = (await admin('GET', '/api/admin/blocklist?state=blocked')).json();
    expect(blocked.data.map((e: { phone: string }) => e.phone)).toContain(PRANKSTER);
    // The limits say "UPI only" at 2 strikes: a number blocked by hand is not in that list.
    const upiOnly = (await admin('GET', '/api/admin/blocklist?state=upi_only')).json();
    expect(upiOnly.data.map((e: { phone: string }) => e.phone)).not.toContain(PRANKSTER);

    const online = await t.app.inject({ method: 'POST', url: '/api/orders', payload: order(PRANKSTER) });
    expect(online.statusCode).toBe(403);
    expect(online.json().errors['customer.phone']).toMatch(/cannot order online/);
    expect((await admin('POST', '/api/admin/orders', order(PRANKSTER))).statusCode).toBe(403);
  });

  it('answers 409 for a number already blocked', async () => {
    const before = snapshot(t.database);
    const res = await admin('POST', '/api/admin/blocklist', { phone: PRANKSTER, reason: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.phone).toBe('This number is already blocked');
    expect(snapshot(t.database)).toEqual(before);
  });

  it('clearing it lets the number order again', async () => {
    expect((await admin('PUT', `/api/admin/blocklist/${PRANKSTER}`, { cleared: true })).statusCode).toBe(200);
    const entry = (await admin('GET', `/api/admin/blocklist/${PRANKSTER}`)).json().data;
    expect(entry).toMatchObject({ state: 'ok', blockedByHand: false, blockReason: null, strikes: 0 });
    expect((await t.app.inject({ method: 'POST', url: '/api/orders', payload: order(PRANKSTER) })).statusCode).toBe(
      201,
    );
  });
});
