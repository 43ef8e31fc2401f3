/**
 * The partner app's offline machinery through its data provider: an order's command tapped with
 * no network waits on the phone with the key it got when tapped, later taps wait behind it, the
 * queue goes out in order with those keys (each order's tap as its command, POST
 * …/orders/:id/<command>; one stored by the app before commands as the PUT it was), a refusal
 * keeps the server's reason; a list with no network is the last one the phone had, with the
 * waiting taps applied.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, memoryStorage } from '../admin/fakeFetch';
import { saveSession } from '../../partner/providers/session';
import { accountKey, dataProvider, SLOW_LIST_MS } from '../../partner/providers/dataProvider';
import { sendTap } from '../../partner/providers/orderCommands';
import { flushOutbox, outboxStore, queuedFor, withQueuedChanges } from '../../partner/offline/outbox';
import { clearSnapshots, staleStore } from '../../partner/offline/snapshots';

const order = { id: 7, orderId: 'ORD-000007', status: 'out_for_delivery' };
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  outboxStore.set({ queued: [], refused: [] });
  clearSnapshots();
  saveSession({ token: 't', role: 'delivery', name: 'Amit', id: 3 });
});
afterEach(() => vi.unstubAllGlobals());

describe('taps made offline', () => {
  it('wait on the phone in order, each with its own key, and go out in that order with those keys', async () => {
    const { fn, calls } = fakeFetch([
      new TypeError('Failed to fetch'),
      ok({ ...order, status: 'delivered' }),
      ok({ id: 9, available: false }),
    ]);
    vi.stubGlobal('fetch', fn);
    const first = await dataProvider.deliverOrder(7, {}, { previousData: order as never });
    expect(first).toMatchObject({ queued: true, data: { id: 7, orderId: 'ORD-000007', status: 'delivered' } });
    // Behind a waiting tap, the next one waits too (no call), so the server sees them in order.
    await dataProvider.update('menu-items', {
      id: 9,
      data: { available: false },
      previousData: { id: 9, available: true } as never,
    });
    expect(calls).toHaveLength(1);
    const queued = queuedFor(accountKey());
    expect(queued.map((tap) => tap.path)).toEqual(['/delivery/orders/7/deliver', '/vendor/menu-items/9']);
    expect(queued[0].key).toBe(calls[0].headers.get('Idempotency-Key'));

    const result = await flushOutbox(accountKey(), sendTap, () => 'refused');
    expect(result).toMatchObject({ stopped: false, refused: [] });
    expect(
      calls.slice(1).map((call) => [call.method, call.url, call.headers.get('Idempotency-Key'), call.body]),
    ).toEqual([
      ['POST', '/api/delivery/orders/7/deliver', queued[0].key, {}],
      ['PUT', '/api/vendor/menu-items/9', queued[1].key, { available: false }],
    ]);
    expect(queuedFor(accountKey())).toEqual([]);
  });

  it("a kitchen's Accept made offline goes out as its command, POST …/accept with no body, under the key it got when tapped", async () => {
    saveSession({ token: 'k', role: 'vendor', name: 'Rasoi', id: 4 });
    const placed = { id: 12, orderId: 'ORD-000012', status: 'placed' };
    const { fn, calls } = fakeFetch([new TypeError('Failed to fetch'), ok({ ...placed, status: 'accepted' })]);
    vi.stubGlobal('fetch', fn);
    const shown = await dataProvider.acceptOrder(12, { previousData: placed as never });
    expect(shown).toMatchObject({ queued: true, data: { orderId: 'ORD-000012', status: 'accepted' } });
    const [tap] = queuedFor(accountKey());
    expect(tap).toMatchObject({ method: 'POST', command: 'accept', path: '/vendor/orders/12/accept', body: null });

    await flushOutbox(accountKey(), sendTap, () => 'refused');
    expect(calls.map((call) => [call.method, call.url, call.headers.get('Idempotency-Key'), call.body])).toEqual([
      ['POST', '/api/vendor/orders/12/accept', tap.key, undefined],
      ['POST', '/api/vendor/orders/12/accept', tap.key, undefined],
    ]);
    expect(calls[1].headers.get('Authorization')).toBe('Bearer k');
    expect(queuedFor(accountKey())).toEqual([]);
  });

  it('a Delivered that says how the customer paid goes out with that body unchanged; meanwhile the card shows it paid that way', async () => {
    const { fn, calls } = fakeFetch([
      new TypeError('Failed to fetch'),
      ok({ ...order, status: 'delivered', paymentMethod: 'upi', paymentStatus: 'paid', utr: '432109876543' }),
    ]);
    vi.stubGlobal('fetch', fn);
    const body = { collected: 'upi' as const, utr: '432109876543' };
    const shown = await dataProvider.deliverOrder(7, body, {
      previousData: { ...order, paymentMethod: 'cash', paymentStatus: 'cash_on_delivery', utr: null } as never,
    });
    expect(shown.data).toMatchObject({
      status: 'delivered',
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      utr: '432109876543',
    });
    expect(shown.data).not.toHaveProperty('collected');
    const [tap] = queuedFor(accountKey());
    expect(tap.body).toEqual(body);
    await flushOutbox(accountKey(), sendTap, () => 'refused');
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/delivery/orders/7/deliver', body });
    expect(calls[1].headers.get('Idempotency-Key')).toBe(tap.key);
  });

  it('keeps the server refusal with its reason, and stops at a network failure with the rest in place', async () => {
    const { fn } = fakeFetch([
      new TypeError('Failed to fetch'),
      { status: 409, body: { success: false, message: 'Order was cancelled by the customer' } },
      new TypeError('Failed to fetch'),
    ]);
    vi.stubGlobal('fetch', fn);
    await dataProvider.deliverOrder(7, {}, { previousData: order as never });
    await dataProvider.pickUpOrder(8, { previousData: { id: 8, status: 'preparing' } as never });
    const result = await flushOutbox(accountKey(), sendTap, (error) => (error as Error).message);
    expect(result.stopped).toBe(true);
    expect(outboxStore.get().refused).toMatchObject([{ id: 7, message: 'Order was cancelled by the customer' }]);
    expect(queuedFor(accountKey()).map((tap) => tap.id)).toEqual([8]);
  });

  it('a refusal while online is shown at once, not queued; a fake mark with no network fails there and then', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch([
        { status: 409, body: { success: false, message: 'Order was cancelled by the customer' } },
        new TypeError('Failed to fetch'),
      ]).fn,
    );
    await expect(dataProvider.deliverOrder(7, {}, { previousData: order as never })).rejects.toMatchObject({
      status: 409,
      message: 'Order was cancelled by the customer',
    });
    await expect(dataProvider.markOrderFake(7, { reason: 'Nobody home' })).rejects.toBeInstanceOf(TypeError);
    expect(queuedFor(accountKey())).toEqual([]);
  });
});

describe('taps kept on the phone from before the order had commands', () => {
  // What the app stored before: the PUT of the order, its body of fields, no method and no command.
  const storedTap = (id: number, body: Record<string, unknown>, account: string, key: string) => ({
    key,
    resource: 'orders',
    id,
    path: `/${account.split(':')[0]}/orders/${id}`,
    body,
    previousData: { id, orderId: `ORD-00000${id}` },
    account,
    tappedAt: Date.parse('2026-12-01T14:30:00Z'),
  });

  it('are shown as their change will leave the order, and sent as they were stored: the same PUT, body and key', async () => {
    const account = accountKey();
    outboxStore.set({
      queued: [
        storedTap(7, { status: 'delivered', collected: 'upi', utr: '432109876543' }, account, 'tap-stored-before-1'),
        storedTap(8, { status: 'out_for_delivery' }, account, 'tap-stored-before-2'),
      ],
      refused: [],
    });
    const { fn, calls } = fakeFetch([
      { status: 200, body: { success: true, data: [order, { id: 8, orderId: 'ORD-000008', status: 'preparing' }] } },
      ok({ ...order, status: 'delivered' }),
      ok({ id: 8, status: 'out_for_delivery' }),
    ]);
    vi.stubGlobal('fetch', fn);
    const list = await dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: {},
    });
    expect(list.data).toMatchObject([
      { id: 7, status: 'delivered', paymentMethod: 'upi', paymentStatus: 'paid', utr: '432109876543' },
      { id: 8, status: 'out_for_delivery' },
    ]);

    const result = await flushOutbox(accountKey(), sendTap, () => 'refused');
    expect(result).toMatchObject({ stopped: false, refused: [] });
    // A resend of exactly what may already have reached the server: it answers the same key and request without acting twice.
    expect(
      calls.slice(1).map((call) => [call.method, call.url, call.headers.get('Idempotency-Key'), call.body]),
    ).toEqual([
      [
        'PUT',
        '/api/delivery/orders/7',
        'tap-stored-before-1',
        { status: 'delivered', collected: 'upi', utr: '432109876543' },
      ],
      ['PUT', '/api/delivery/orders/8', 'tap-stored-before-2', { status: 'out_for_delivery' }],
    ]);
    expect(queuedFor(accountKey())).toEqual([]);
  });

  it("a kitchen's stored Ready and Confirm show what they will do", () => {
    saveSession({ token: 'k', role: 'vendor', name: 'Rasoi', id: 4 });
    const account = accountKey();
    outboxStore.set({
      queued: [
        storedTap(5, { ready: true }, account, 'tap-ready-0001'),
        storedTap(5, { confirm: true }, account, 'tap-conf-0001'),
      ],
      refused: [],
    });
    expect(
      withQueuedChanges('orders', { id: 5, status: 'preparing', toConfirm: true, readyAt: null }, account),
    ).toEqual({
      id: 5,
      status: 'preparing',
      toConfirm: false,
      readyAt: '2026-12-01T14:30:00.000Z',
      confirmedAt: '2026-12-01T14:30:00.000Z',
    });
  });
});

describe('lists with no network', () => {
  it('are the last ones the phone had, with the waiting taps applied and their age known', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch([
        { status: 200, body: { success: true, data: [order], total: 1 } },
        new TypeError('Failed to fetch'),
        new TypeError('Failed to fetch'),
      ]).fn,
    );
    const params = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' as const },
      filter: {},
    };
    await dataProvider.getList('orders', params);
    expect(staleStore.get()).toBeNull();
    await dataProvider.deliverOrder(7, {}, { previousData: order as never });
    const offline = await dataProvider.getList('orders', params);
    expect(offline).toMatchObject({ total: 1, data: [{ id: 7, status: 'delivered' }] });
    expect(staleStore.get()).toEqual(expect.any(Number));
  });

  it('on a slow link show the kept list after a few seconds, and keep the answer when it lands', async () => {
    const params = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' as const },
      filter: {},
    };
    vi.stubGlobal('fetch', fakeFetch([{ status: 200, body: { success: true, data: [order], total: 1 } }]).fn);
    await dataProvider.getList('orders', params);
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const shown = dataProvider.getList('orders', params);
      await vi.advanceTimersByTimeAsync(SLOW_LIST_MS);
      expect(await shown).toMatchObject({ data: [{ id: 7, status: 'out_for_delivery' }] });
      expect(staleStore.get()).toEqual(expect.any(Number));
      answer(
        new Response(JSON.stringify({ success: true, data: [{ ...order, status: 'delivered' }], total: 1 }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      await vi.waitFor(() => expect(staleStore.get()).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });
});
