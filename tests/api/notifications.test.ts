/**
 * A schedule time on a day that does not exist (30 February) used to roll
 * over silently to another day (2 March); it is refused with a message on scheduledAt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginAsAdmin, makeApp, snapshot, type TestApp } from './helper';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
});
afterAll(() => t.close());

describe('notification schedule time', () => {
  it.each([
    '2027-02-30T10:00',
    '2027-02-29T10:00',
    '2027-04-31T10:00:00',
    '2027-02-30T10:00:00Z',
    '2027-02-30T10:00+05:30',
  ])('%s (a day that does not exist) is a 400 on scheduledAt, and nothing is stored', async (scheduledAt) => {
    const before = snapshot(t.database);
    const res = await call('POST', '/api/admin/notifications', { message: 't', target: 'all', scheduledAt });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errors: { scheduledAt: 'Schedule time is not a valid date and time' },
    });
    expect(snapshot(t.database)).toEqual(before);
  });

  it('a real day (29 February of a leap year, 31 March) is kept as sent', async () => {
    const leap = await call('POST', '/api/admin/notifications', {
      message: 't',
      target: 'all',
      scheduledAt: '2028-02-29T10:00',
    });
    expect(leap.statusCode, leap.body).toBe(201);
    expect(leap.json().data.scheduledAt).toBe('2028-02-29T04:30:00.000Z');
    const zoned = await call('POST', '/api/admin/notifications', {
      message: 't',
      target: 'all',
      scheduledAt: '2027-03-31T23:00:00+05:30',
    });
    expect(zoned.json().data.scheduledAt).toBe('2027-03-31T17:30:00.000Z');
  });
});
