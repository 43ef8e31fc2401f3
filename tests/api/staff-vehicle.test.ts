/**
 * Registration and "add staff" require a rider's vehicle number, but an
 * edit could make a vendor a rider without one, or blank a rider's. Every way of ending up
 * with a delivery person without a vehicle number is refused, and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, snapshot, type TestApp } from './helper';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
});
afterAll(() => t.close());

const REQUIRED = {
  success: false,
  message: 'Vehicle number is required',
  errors: { vehicleNumber: 'Vehicle number is required' },
};

describe('a delivery person keeps a vehicle number', () => {
  it('a vendor made a rider without a vehicle number (none, blank, or blank in vehicleDetails) is a 400', async () => {
    const vendor = fixtures(t.database).vendor('Ramesh Gupta', 'ramesh.v@example.in');
    for (const body of [
      { role: 'delivery' },
      { role: 'delivery', vehicleNumber: '   ' },
      { role: 'delivery', vehicleDetails: { number: ' ' } },
    ]) {
      const before = snapshot(t.database);
      const res = await call('PUT', `/api/admin/users/${vendor.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(REQUIRED);
      expect(snapshot(t.database)).toEqual(before);
    }
    const ok = await call('PUT', `/api/admin/users/${vendor.id}`, {
      role: 'delivery',
      vehicleNumber: ' UP70 CD 4321 ',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ role: 'delivery', vehicleNumber: 'UP70 CD 4321', status: 'active' });
  });

  it("a rider's vehicle number cannot be blanked; other edits keep it", async () => {
    const rider = fixtures(t.database).delivery('Suresh Yadav', 'suresh.d@example.in');
    for (const body of [
      { vehicleNumber: '   ' },
      { vehicleNumber: '' },
      { vehicleDetails: { number: '' } },
      { role: 'delivery', vehicleNumber: ' ' },
    ]) {
      const res = await call('PUT', `/api/admin/users/${rider.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(REQUIRED);
    }
    const renamed = await call('PUT', `/api/admin/users/${rider.id}`, { name: 'Suresh Kumar Yadav' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Suresh Kumar Yadav', vehicleNumber: 'UP70 AB 1234' });
  });

  it('a rider made a vendor needs no vehicle number', async () => {
    const rider = fixtures(t.database).delivery('Mohan Lal', 'mohan.d@example.in');
    const res = await call('PUT', `/api/admin/users/${rider.id}`, { role: 'vendor', vehicleNumber: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'vendor' });
  });
});
