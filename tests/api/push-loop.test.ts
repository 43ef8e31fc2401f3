/**
 * The push loop and an order it cannot handle: its events are read again after a failed tick
 * (a locked database lets go), but an event that fails every time must not stop every push
 * after it: after a few failed ticks it is passed over, logged, and the next orders ring.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeApp, storefront, type TestApp } from './helper';

let t: TestApp;
let shop: ReturnType<typeof storefront>;
let n = 0;

/** The loop's handling of one order's events (private: the failure is what is stood in for). */
type Loop = { reconcile: (order: { id: number }, ...rest: unknown[]) => boolean };

const place = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      customer: { name: 'Sunita Devi', phone: `98${String(31_000_000 + n++).padStart(8, '0')}` },
      fulfilment: 'pickup',
      items: [{ dishId: shop.thali.id, quantity: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
};

beforeAll(async () => {
  // The loop's own timer out of the way: the test makes each tick itself.
  t = await makeApp({ push: { tickMs: 3_600_000 } });
  shop = storefront(t.database);
});
afterAll(() => t.close());

describe('the push loop with an order it cannot handle', () => {
  it('reads the same events again after a failed tick, so a passing failure loses no order', async () => {
    const loop = t.app.push as unknown as Loop;
    const failing = vi.spyOn(loop, 'reconcile').mockImplementation(() => {
      throw new Error('database is locked');
    });
    await place();
    expect(() => t.app.push.tick(Date.now(), true)).toThrow('database is locked');
    failing.mockRestore();
    const handled = vi.spyOn(loop, 'reconcile');
    t.app.push.tick(Date.now(), true);
    expect(handled).toHaveBeenCalled();
    handled.mockRestore();
  });

  it('never passes events over while the whole database fails (busy, full): they are read once it works', async () => {
    const loop = t.app.push as unknown as Loop;
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const failing = vi.spyOn(loop, 'reconcile').mockImplementation(() => {
      throw full;
    });
    await place();
    for (let i = 0; i < 12; i += 1) expect(() => t.app.push.tick(Date.now(), true)).toThrow('database or disk is full');
    failing.mockRestore();
    const handled = vi.spyOn(loop, 'reconcile');
    t.app.push.tick(Date.now(), true);
    expect(handled, 'the order of the outage is handled once the database works').toHaveBeenCalled();
    handled.mockRestore();
  });

  it('passes over events that fail every time, says so in the log, and handles the orders after them', async () => {
    const loop = t.app.push as unknown as Loop;
    const errors = vi.spyOn(t.app.log, 'error');
    const failing = vi.spyOn(loop, 'reconcile').mockImplementation(() => {
      throw new Error('a bug in one order');
    });
    await place();
    // The write's own tick (the server's, on the order's event) is one of the failed tries.
    let failedTicks = 0;
    for (;;) {
      try {
        t.app.push.tick(Date.now(), true);
        break;
      } catch (err) {
        expect(String(err)).toContain('a bug in one order');
        failedTicks += 1;
        if (failedTicks > 10) throw new Error('the loop never passed the failing events over');
      }
    }
    expect(failedTicks).toBeLessThanOrEqual(6);
    expect(errors.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(
      /order events \d+–\d+ passed over after 6 failed tries/,
    );
    failing.mockRestore();

    const handled = vi.spyOn(loop, 'reconcile');
    t.app.push.tick(Date.now(), true);
    expect(handled, 'the passed-over order is not read again').not.toHaveBeenCalled();
    await place();
    t.app.push.tick(Date.now(), true);
    expect(handled, 'the next order is handled').toHaveBeenCalled();
    handled.mockRestore();
    errors.mockRestore();
  });
});
