/**
 * A kitchen phone the push service refuses: an unaccepted order rings it again and again, and
 * the log says so in one readable line when it starts failing, not once per ring (with a stack
 * trace), and once more when the phone is reached again.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, loginAsAdmin, makeApp, partnerAccount, storefront, type TestApp } from './helper';
import { startPushReceiver, type PushReceiver } from './pushReceiver';

let push: PushReceiver;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  push = await startPushReceiver();
  t = await makeApp({
    push: {
      ringRepeatMs: 300,
      escalateAfterMs: 60_000,
      tickMs: 100,
      pushHosts: [push.host],
      subject: 'mailto:owner@gaonrasoi.example',
    },
  });
  admin = await loginAsAdmin(t.app);
});

afterAll(async () => {
  await t.close();
  await push.close();
});

describe('the log of a phone that cannot be reached', () => {
  it('is one line when it starts failing and one when it works again, whatever the number of rings', async () => {
    const owner = await partnerAccount(t.app, 'vendor');
    const shop = storefront(t.database, { ownerId: owner.id });
    push.answerFor.set('/broken-phone', 500);
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/push-subscriptions',
      headers: bearer(owner.token),
      payload: push.subscription('/broken-phone'),
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const warn = vi.spyOn(t.app.log, 'warn');
    const info = vi.spyOn(t.app.log, 'info');
    const lines = (spy: typeof warn) =>
      spy.mock.calls
        .map((call) => call.find((arg) => typeof arg === 'string') ?? '')
        .filter((l) => l.startsWith('push:'));

    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: bearer(admin),
      payload: {
        customer: { name: 'Sita Devi', phone: '9876543210' },
        fulfilment: 'delivery',
        villageId: shop.village.id,
        address: 'Near the temple',
        items: [{ dishId: shop.thali.id, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // Rung (and refused) several times.
    await vi.waitFor(
      () => expect(push.received.filter((r) => r.path === '/broken-phone').length).toBeGreaterThanOrEqual(4),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
    expect(lines(warn)).toEqual([
      expect.stringMatching(
        /^push: device \d+ refused by the push service \(HTTP 500\); its next pushes are tried but not logged until one arrives$/,
      ),
    ]);
    // No stack trace in it.
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/"err"|stack/);

    push.answerFor.delete('/broken-phone');
    await vi.waitFor(
      () => expect(lines(info)).toContainEqual(expect.stringMatching(/^push: device \d+ reached again$/)),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
    expect(lines(warn)).toHaveLength(1);
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${placed.json().data.id}`,
      headers: bearer(owner.token),
      payload: { status: 'accepted' },
    });
  });
});
