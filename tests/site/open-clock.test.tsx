// @vitest-environment jsdom
/**
 * The site's open/closed state follows the clock and the kitchen by itself: a page opened at
 * 10:58 turns open at 11:00 with no reload (even with no answer from the server), and a
 * kitchen's pause reaches an open page when it is looked at again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { App } from '../../site/App';
import { kitchenAt, type MenuData } from '../../site/menu';
import { menuFromContent } from '../../shared/menuSeed';

const ist = (hhmm: string, seconds = 0) => Date.parse(`2026-03-10T${hhmm}:00.000+05:30`) + seconds * 1000;

/** What GET /api/menu would answer now; null: no answer (offline). */
let serverMenu: (() => MenuData) | null;
const calls: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(ist('10:58', 15));
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    // The menu's own requests (the page also asks for the dishes' stock every second).
    if (String(url) === '/api/menu') calls.push(String(url));
    if (!serverMenu) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: true, data: serverMenu() }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  window.scrollTo = () => {};
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const seed = (): MenuData => {
  const menu = menuFromContent();
  return {
    ...menu,
    kitchen: {
      ...menu.kitchen,
      opensAt: '11:00',
      closesAt: '23:00',
      isActive: true,
      isOpen: false,
      pausedUntil: null,
      busyUntil: null,
      busyMinutes: 0,
    },
  };
};
const badge = () => document.querySelector('.hero .open-badge')?.textContent;

describe('the site’s open/closed state', () => {
  it('a page opened at 10:58 can order at 11:00, by its own clock when the server does not answer', async () => {
    serverMenu = null;
    render(<App path="/" buildDate="2026-03-10" menu={seed()} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(badge()).toBe('Closed now — opens at 11:00 AM');
    // Closed, the menu still fills the cart for an order for the kitchen's first free time, its notice (30 minutes) ahead.
    expect(document.querySelector('#menu [data-testid="order-ahead"]')?.textContent).toBe('Order now for 11:30 AM');
    expect(document.querySelector('[aria-label="Add Village Thali to cart"]')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ist('11:00', 1) - Date.now());
    });
    expect(badge()).toBe('Open now · closes 11:00 PM');
    expect(document.querySelector('[aria-label="Add Village Thali to cart"]')).not.toBeNull();
    expect(document.querySelector('#menu [data-testid="order-ahead"]')).toBeNull();
  });

  it('an Offline kitchen offers no order for later', async () => {
    serverMenu = null;
    const offline = seed();
    render(
      <App path="/" buildDate="2026-03-10" menu={{ ...offline, kitchen: { ...offline.kitchen, isActive: false } }} />,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(document.querySelector('[data-testid="order-ahead"]')).toBeNull();
    expect(document.querySelector('[aria-label="Add Village Thali to cart"]')).toBeNull();
  });

  it('asks the server again at the opening minute, on focus, and once a minute while seen; picks up a pause and its end', async () => {
    const base = seed();
    let pausedUntil: string | null = null;
    serverMenu = () => ({ ...base, kitchen: kitchenAt({ ...base.kitchen, pausedUntil }, Date.now()) });
    render(<App path="/" buildDate="2026-03-10" menu={seed()} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ist('11:00', 1) - Date.now());
    });
    expect(badge()).toBe('Open now · closes 11:00 PM');
    const asked = calls.length;

    // The kitchen pauses until 11:30: the open page learns it when it is looked at again.
    pausedUntil = new Date(ist('11:30')).toISOString();
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(calls.length).toBe(asked + 1);
    expect(badge()).toBe('Not taking orders until 11:30 AM');
    expect(document.querySelector('#menu .closed-notice')?.textContent).toContain('Not taking orders until 11:30 AM');

    // Focus and visibilitychange together are one request.
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(calls.length).toBe(asked + 1);

    // Every minute while the page is seen.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(calls.length).toBeGreaterThanOrEqual(asked + 2);

    // The pause ends by itself at 11:30, with no word from the kitchen.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ist('11:30', 1) - Date.now());
    });
    expect(badge()).toBe('Open now · closes 11:00 PM');
  });

  it('a busy kitchen shows the extra wait and the longer time on each dish', async () => {
    const base = seed();
    const busyUntil = new Date(ist('11:20')).toISOString();
    vi.setSystemTime(ist('11:00'));
    serverMenu = () => ({ ...base, kitchen: kitchenAt({ ...base.kitchen, busyUntil }, Date.now()) });
    render(<App path="/" buildDate="2026-03-10" menu={seed()} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(badge()).toBe('Open now · closes 11:00 PM · Busy — about 20 min more');
    expect(document.querySelector('.dish-meta')?.textContent).toContain('35-40 mins');
  });
});
