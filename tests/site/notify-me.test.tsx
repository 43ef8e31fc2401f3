// @vitest-environment jsdom
/**
 * "Tell me when it moves" on the tracking page: hidden where the browser has no Push and once the
 * order is finished; a tap asks permission, subscribes with the server's key and posts the
 * subscription with the page's language; "Stop" deletes it; a refused permission says how to allow it.
 * (A real push needs a push service: the browser's side is stubbed here, the server's is in tests/api/customerPush.test.ts.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NotifyMe } from '../../site/pages/NotifyMe';
import { enOrder } from '../../site/i18n/en-order';
import { hiOrder } from '../../site/i18n/hi-order';
import type { Tracking } from '../../site/api';

const order = (status = 'accepted') => ({ orderId: 'ORD-000012', status }) as unknown as Tracking;
const KEY = `B${'A'.repeat(86)}`;
let calls: Array<{ url: string; method: string; body: unknown }>;
let permission: NotificationPermission;
let answer: NotificationPermission;
let registered: Array<{ script: string; scope?: string }>;
const kept = new Map<string, string>();
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
};

function supportPush() {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: async () => {
      permission = answer;
      return answer;
    },
  });
  const registration = {
    pushManager: { getSubscription: async () => null, subscribe: async () => subscription },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async (script: string, options?: { scope?: string }) => {
        registered.push({ script, scope: options?.scope });
        return registration;
      },
      ready: Promise.resolve(registration),
    },
  });
  vi.stubGlobal('caches', {
    open: async () => ({ put: async (key: string, value: Response) => void kept.set(key, await value.text()) }),
  });
}

beforeEach(() => {
  calls = [];
  registered = [];
  kept.clear();
  permission = 'default';
  answer = 'granted';
  window.localStorage.clear();
  window.history.replaceState(null, '', '/track/ORD-000012?t=secret');
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const data = url === '/api/push/key' ? { publicKey: KEY } : null;
    return new Response(JSON.stringify({ success: true, data }), {
      status: url.endsWith('/push-subscription?t=secret') && init.method === 'POST' ? 201 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('NotifyMe', () => {
  it('is not shown where the browser has no Push', () => {
    const { container } = render(<NotifyMe order={order()} token="secret" t={enOrder.track} lang="en" />);
    expect(container.textContent).toBe('');
  });

  it('is not shown once the order is finished', () => {
    supportPush();
    for (const status of ['delivered', 'cancelled']) {
      const { container } = render(<NotifyMe order={order(status)} token="secret" t={enOrder.track} lang="en" />);
      expect(container.textContent).toBe('');
      cleanup();
    }
  });

  it('a tap asks, subscribes with the server key and posts the subscription; Stop deletes it', async () => {
    supportPush();
    render(<NotifyMe order={order()} token="secret" t={enOrder.track} lang="en" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Tell me when it moves/ })));
    expect(screen.getByRole('status').textContent).toContain("We'll tell you when your order moves.");
    expect(registered).toEqual([{ script: '/track-sw.js', scope: '/track/' }]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/push/key',
      'POST /api/track/ORD-000012/push-subscription?t=secret',
    ]);
    expect(calls[1]!.body).toEqual({ ...subscription.toJSON(), language: 'en', announcements: false });
    // A tap on the notification opens this page with its secret: kept on the phone only.
    expect(kept.get('/track/ORD-000012')).toBe('/track/ORD-000012?t=secret');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stop' })));
    expect(calls[2]).toEqual({
      url: '/api/track/ORD-000012/push-subscription?t=secret',
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    });
    expect(screen.getByRole('button', { name: /Tell me when it moves/ })).toBeTruthy();
  });

  it('remembers that this phone follows the order across reloads', async () => {
    supportPush();
    render(<NotifyMe order={order()} token="secret" t={enOrder.track} lang="en" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Tell me when it moves/ })));
    cleanup();
    render(<NotifyMe order={order('out_for_delivery')} token="secret" t={enOrder.track} lang="en" />);
    expect(screen.getByRole('status').textContent).toContain("We'll tell you");
  });

  it('a refused permission says how to allow it, in Hindi on the Hindi page, and posts nothing', async () => {
    supportPush();
    answer = 'denied';
    render(<NotifyMe order={order()} token="secret" t={hiOrder.track} lang="hi" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /ऑर्डर आगे बढ़े तो मुझे बताएँ/ })));
    expect(screen.getByRole('status').textContent).toContain('Site settings → Notifications');
    expect(screen.getByRole('status').textContent).toContain('इस साइट की सूचनाएँ बंद हैं');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("asks for Gaon Rasoi's news only when the customer ticks it", async () => {
    supportPush();
    render(<NotifyMe order={order()} token="secret" t={enOrder.track} lang="en" />);
    const news = screen.getByRole('checkbox', { name: /Also tell me Gaon Rasoi’s news/ }) as HTMLInputElement;
    expect(news.checked).toBe(false);
    fireEvent.click(news);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Tell me when it moves/ })));
    expect(calls.at(-1)!.body).toMatchObject({ language: 'en', announcements: true });
  });

  it('posts the Hindi language from the Hindi page', async () => {
    supportPush();
    render(<NotifyMe order={order('placed')} token="secret" t={hiOrder.track} lang="hi" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /मुझे बताएँ/ })));
    expect(calls.at(-1)!.body).toMatchObject({ language: 'hi' });
    expect(screen.getByRole('status').textContent).toContain('हम आपको बताएँगे');
  });
});
