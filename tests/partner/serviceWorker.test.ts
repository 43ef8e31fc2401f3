/**
 * The service workers as the build emits them (partner/pwa/vitePlugin.ts: the shared push
 * handlers of shared/browser/pushWorker.js in front of each app's own file), run in a fake
 * ServiceWorkerGlobalScope: a push shows the order's or the announcement's notification, a tap
 * opens or focuses the app.
 */
import { describe, expect, it, vi } from 'vitest';
import vm from 'node:vm';
import { ADMIN_WORKER, partnerWorkerSource, workerSource } from '../../partner/pwa/vitePlugin';

const SOURCE = partnerWorkerSource(['/partner'], 'test');

type Listener = (event: unknown) => void;

function loadWorker(windows: Array<{ url: string }> = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(() => Promise.resolve());
  const clientWindows = windows.map((w) => ({ ...w, focus: vi.fn(() => Promise.resolve(w)), postMessage: vi.fn() }));
  const openWindow = vi.fn(() => Promise.resolve(null));
  const self = {
    location: new URL('https://gaonrasoi.example/partner-sw.js'),
    registration: { showNotification },
    clients: { matchAll: vi.fn(() => Promise.resolve(clientWindows)), openWindow, claim: vi.fn() },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  vm.runInNewContext(SOURCE, { self, caches: {}, fetch: () => Promise.reject(new Error('offline')), URL });
  /** Dispatches an event and resolves with what it handed to waitUntil. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    return waited;
  };
  return { dispatch, showNotification, openWindow, clientWindows };
}

const message = {
  type: 'order.new',
  orderId: 'ORD-000042',
  title: 'नया ऑर्डर ORD-000042',
  body: '₹390.00 · 2 आइटम · Janghai',
  url: '/partner/orders?open=ORD-000042',
};
const pushEvent = (payload: unknown) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });

describe('partner service worker: push', () => {
  it('shows the order as a notification that stays, sounds again for a repeat and vibrates', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushEvent(message));
    expect(worker.showNotification).toHaveBeenCalledTimes(1);
    const [title, options] = worker.showNotification.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(title).toBe(message.title);
    expect(options).toMatchObject({
      body: message.body,
      tag: 'ORD-000042',
      renotify: true,
      requireInteraction: true,
      data: { url: message.url, orderId: 'ORD-000042' },
    });
    expect(Array.isArray(options.vibrate) && (options.vibrate as number[]).length).toBeGreaterThan(0);
  });

  it('a push that is not JSON still shows something', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', { data: { json: () => JSON.parse('nope'), text: () => 'nope' } });
    expect(worker.showNotification).toHaveBeenCalledWith('nope', expect.objectContaining({ requireInteraction: true }));
  });
});

describe('partner service worker: an announcement', () => {
  const announcement = {
    type: 'announcement',
    id: 7,
    title: 'गाँव रसोई की सूचना',
    body: 'सोमवार सुबह 10 बजे हेलमेट जाँच',
    url: '/partner/notifications',
  };

  it('shows it once, quietly, under its own tag, and tells the open app so its inbox counts it', async () => {
    const worker = loadWorker([{ url: 'https://gaonrasoi.example/partner/orders' }]);
    await worker.dispatch('push', pushEvent(announcement));
    expect(worker.showNotification).toHaveBeenCalledTimes(1);
    const [title, options] = worker.showNotification.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(title).toBe(announcement.title);
    expect(options).toMatchObject({
      body: announcement.body,
      tag: 'announcement-7',
      renotify: false,
      requireInteraction: false,
      data: { url: '/partner/notifications', type: 'announcement' },
    });
    expect(worker.clientWindows[0]!.postMessage).toHaveBeenCalledWith({ type: 'announcement', id: 7 });
  });

  it('a tap opens the list of announcements, or shows it in the open app', async () => {
    const closed = loadWorker();
    await closed.dispatch('notificationclick', {
      notification: { data: { url: '/partner/notifications', orderId: '', type: 'announcement' }, close: vi.fn() },
    });
    expect(closed.openWindow).toHaveBeenCalledWith('https://gaonrasoi.example/partner/notifications');
    const open = loadWorker([{ url: 'https://gaonrasoi.example/partner/orders' }]);
    await open.dispatch('notificationclick', {
      notification: { data: { url: '/partner/notifications', orderId: '', type: 'announcement' }, close: vi.fn() },
    });
    expect(open.openWindow).not.toHaveBeenCalled();
    expect(open.clientWindows[0]!.postMessage).toHaveBeenCalledWith({
      type: 'notification-open',
      url: 'https://gaonrasoi.example/partner/notifications',
      orderId: '',
    });
    expect(open.clientWindows[0]!.focus).toHaveBeenCalled();
  });
});

describe('partner service worker: notificationclick', () => {
  const click = (data: unknown) => ({ notification: { data, close: vi.fn() } });

  it("opens the order's address in the app when the app is not open", async () => {
    const worker = loadWorker();
    await worker.dispatch('notificationclick', click({ url: message.url, orderId: 'ORD-000042' }));
    expect(worker.openWindow).toHaveBeenCalledWith('https://gaonrasoi.example/partner/orders?open=ORD-000042');
  });

  it('focuses the open app and tells it which order to show', async () => {
    const worker = loadWorker([{ url: 'https://gaonrasoi.example/partner/kitchen' }]);
    await worker.dispatch('notificationclick', click({ url: message.url, orderId: 'ORD-000042' }));
    expect(worker.openWindow).not.toHaveBeenCalled();
    expect(worker.clientWindows[0]!.focus).toHaveBeenCalled();
    expect(worker.clientWindows[0]!.postMessage).toHaveBeenCalledWith({
      type: 'notification-open',
      url: 'https://gaonrasoi.example/partner/orders?open=ORD-000042',
      orderId: 'ORD-000042',
    });
  });

  it('never opens an address outside the app', async () => {
    const worker = loadWorker();
    await worker.dispatch('notificationclick', click({ url: 'https://evil.example/phish', orderId: 'ORD-000042' }));
    expect(worker.openWindow).toHaveBeenCalledWith('https://gaonrasoi.example/partner');
  });
});

describe("admin service worker (admin/pwa/sw.js): an unaccepted order's push", () => {
  const ADMIN_SOURCE = workerSource(ADMIN_WORKER);

  it('shows it tagged with the order and opens the admin (never another address) on a tap', async () => {
    const listeners = new Map<string, Listener>();
    const showNotification = vi.fn(() => Promise.resolve());
    const openWindow = vi.fn(() => Promise.resolve(null));
    const self = {
      location: new URL('https://gaonrasoi.example/admin-sw.js'),
      registration: { showNotification },
      clients: { matchAll: vi.fn(() => Promise.resolve([])), openWindow, claim: vi.fn() },
      skipWaiting: vi.fn(),
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    };
    vm.runInNewContext(ADMIN_SOURCE, { self, URL });
    let waited: unknown;
    const waitUntil = (promise: unknown) => (waited = promise);
    const payload = {
      type: 'order.unaccepted',
      orderId: 'ORD-000042',
      title: 'Order ORD-000042 not accepted',
      body: 'Gaon Rasoi Janghai has not accepted it for 3 min',
      url: '/admin/orders',
    };
    listeners.get('push')!({ data: { json: () => payload }, waitUntil });
    await waited;
    expect(showNotification).toHaveBeenCalledWith(
      payload.title,
      expect.objectContaining({ body: payload.body, tag: 'ORD-000042', renotify: true, requireInteraction: true }),
    );
    listeners.get('notificationclick')!({
      notification: { data: { url: '/admin/orders' }, close: vi.fn() },
      waitUntil,
    });
    await waited;
    expect(openWindow).toHaveBeenCalledWith('https://gaonrasoi.example/admin/orders');
    listeners.get('notificationclick')!({
      notification: { data: { url: 'https://evil.example/' }, close: vi.fn() },
      waitUntil,
    });
    await waited;
    expect(openWindow).toHaveBeenLastCalledWith('https://gaonrasoi.example/admin');
  });
});
