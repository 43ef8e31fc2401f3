// @vitest-environment jsdom
/**
 * The light first screen's taps work before the react-admin app has arrived: a cook's Accept
 * (or a rider's Picked up) on its plain card runs the order's command, POST …/orders/:id/accept
 * with an Idempotency-Key, through the same functions the app's data provider offers; the card
 * moves on, and the app opens on the order as the server answered it. With no network the tap
 * waits on the phone as the app's taps do; a refusal shows the server's reason.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fakeFetch } from '../admin/fakeFetch';
import { FirstScreen } from '../../partner/first/FirstScreen';
import { takeFirstList } from '../../partner/first/firstList';
import { firstListPath } from '../../partner/first/firstPath';
import { saveSession } from '../../partner/providers/session';
import { sendTap } from '../../partner/providers/orderCommands';
import { flushOutbox, outboxStore, queuedFor } from '../../partner/offline/outbox';
import { DEVICE_LANGUAGE_KEY } from '../../partner/i18n/language';
import { takeOwedKot } from '../../partner/first/owedKots';
import { partnerOrder } from './fixtures';

const ok = (data: unknown, total?: number) => ({ status: 200, body: { success: true, data, total } });

beforeEach(() => {
  localStorage.setItem(DEVICE_LANGUAGE_KEY, 'en');
  outboxStore.set({ queued: [], refused: [] });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  takeFirstList(firstListPath('/partner/', '') ?? '');
});

/** The first screen of a signed-in phone, as main.tsx draws it before the app. */
async function openFirstScreen(role: 'vendor' | 'delivery') {
  saveSession({ token: `${role}-token`, role, name: 'Rasoi', id: 4 });
  const path = firstListPath('/partner/', '')!;
  render(<FirstScreen role={role} path={path} onShown={() => undefined} />);
  return path;
}

const card = (orderId: string) => screen.findByRole('article', { name: orderId });

describe('the light first card, before the app is in', () => {
  it("a cook's Accept is sent as its command with a key, moves the card on, and the app opens on the accepted order", async () => {
    const placed = partnerOrder({ id: 1, status: 'placed' });
    const { fn, calls } = fakeFetch([ok([placed], 1), ok({ ...placed, status: 'accepted' })]);
    vi.stubGlobal('fetch', fn);
    const path = await openFirstScreen('vendor');

    fireEvent.click(within(await card('ORD-000001')).getByRole('button', { name: 'Accept' }));
    await within(await card('ORD-000001')).findByRole('button', { name: 'Start preparing' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/vendor/orders?page=1&limit=20&sort=stage&order=asc',
      'POST /api/vendor/orders/1/accept',
    ]);
    expect(calls[1].body).toBeUndefined();
    expect(calls[1].headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(calls[1].headers.get('Authorization')).toBe('Bearer vendor-token');
    // The app's first list takes the startup answer: with the order as the accept answered it.
    await expect(takeFirstList(path)).resolves.toMatchObject({ data: [{ id: 1, status: 'accepted' }] });
    expect(queuedFor('vendor:4')).toEqual([]);
    // Its KOT on a USB printer is owed: the app prints it when it shows the order (owed-kot.test.tsx).
    expect(takeOwedKot(1)).toBe(true);
  });

  it("with no network a rider's Picked up waits on the phone, shown done, and goes out later under the same key", async () => {
    const ready = partnerOrder({ id: 2, status: 'preparing', readyAt: '2026-03-01T06:50:00.000Z' });
    const { fn, calls } = fakeFetch([
      ok([ready], 1),
      new TypeError('Failed to fetch'),
      ok({ ...ready, status: 'out_for_delivery' }),
    ]);
    vi.stubGlobal('fetch', fn);
    await openFirstScreen('delivery');

    fireEvent.click(within(await card('ORD-000002')).getByRole('button', { name: 'Picked up' }));
    await within(await card('ORD-000002')).findByText('Waiting to send');
    expect(within(await card('ORD-000002')).getByRole('button', { name: 'Delivered' })).toBeTruthy();
    const [tap] = queuedFor('delivery:4');
    expect(tap).toMatchObject({ method: 'POST', command: 'pick-up', path: '/delivery/orders/2/pick-up' });

    await flushOutbox('delivery:4', sendTap, () => 'refused');
    expect(calls.slice(1).map((call) => [call.method, call.url, call.headers.get('Idempotency-Key')])).toEqual([
      ['POST', '/api/delivery/orders/2/pick-up', tap.key],
      ['POST', '/api/delivery/orders/2/pick-up', tap.key],
    ]);
  });

  it("a refusal shows the server's reason and leaves the card as it was", async () => {
    const placed = partnerOrder({ id: 3, status: 'placed' });
    vi.stubGlobal(
      'fetch',
      fakeFetch([
        ok([placed], 1),
        { status: 409, body: { success: false, message: 'Order was cancelled by the customer' } },
      ]).fn,
    );
    await openFirstScreen('vendor');
    fireEvent.click(within(await card('ORD-000003')).getByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Order was cancelled by the customer');
    expect(within(await card('ORD-000003')).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(queuedFor('vendor:4')).toEqual([]);
  });
});
