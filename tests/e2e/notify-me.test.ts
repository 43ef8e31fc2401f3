/**
 * The tracking page's "Tell me when it moves" in Chromium against the built app: shown for an
 * open order (English and Hindi), its push-only worker is served and registers with scope
 * /track/ beside nothing else, and a finished order shows no button. No real push: headless
 * Chromium has no push service (the server side is tests/api/customerPush.test.ts). Screenshots
 * at 1280 and 375 px go to screenshots/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { adminCaller, apiCaller, openStorefrontAllDay, photograph, siteHydrated, type RunningServer } from './harness';
import { expectNoSeriousA11yViolations } from './axe';
import { test } from './fixtures';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let placed: { orderId: string; trackingUrl: string };
let cancelled: { orderId: string; trackingUrl: string };

test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminCaller(server);
  const menu = await openStorefrontAllDay(server, admin);
  const dish = menu.dishes.find((d: { available: boolean }) => d.available);
  const area = menu.deliveryAreas[0];
  const quantity = Math.max(2, Math.ceil(area.minimumOrder / dish.price));
  const order = (phone: string) => ({
    customer: { name: 'Kamla Devi', phone },
    fulfilment: 'delivery',
    villageId: area.id,
    address: 'House 9, Pokhra Road',
    items: [{ dishId: dish.id, quantity }],
  });
  placed = await apiCaller(server)('POST', '/api/orders', order('9812300071'));
  cancelled = await apiCaller(server)('POST', '/api/orders', order('9812300072'));
  const token = new URL(cancelled.trackingUrl, server.baseUrl).searchParams.get('t');
  await apiCaller(server)('POST', `/api/track/${cancelled.orderId}/cancel?t=${token}`);
}, 120_000);

describe('Tell me when it moves', () => {
  it('is offered on an open order, in English and Hindi, and its worker registers for /track/ only', async () => {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${placed.trackingUrl}`);
    await siteHydrated(page);
    const button = page.getByRole('button', { name: /Tell me when it moves/ });
    await button.waitFor();
    // News beyond this order only when ticked: the box starts empty.
    expect(await page.getByRole('checkbox', { name: /Also tell me Gaon Rasoi’s news/ }).isChecked()).toBe(false);
    await expectNoSeriousA11yViolations(page, 'the tracking page with Tell me when it moves');
    await photograph(page, 'track-notify-me-en');

    // The worker the button registers: served as JavaScript, not cached stale, limited to /track/.
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/track-sw.js', { scope: '/track/' });
      return registration.scope;
    });
    expect(new URL(scope).pathname).toBe('/track/');
    const worker = await page.request.get(`${server.baseUrl}/track-sw.js`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    const scopes = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
    );
    expect(scopes).toEqual(['/track/']);

    await page.goto(`${server.baseUrl}/hi${placed.trackingUrl}`);
    await siteHydrated(page);
    await page.getByRole('button', { name: /ऑर्डर आगे बढ़े तो मुझे बताएँ/ }).waitFor();
    await page.getByRole('checkbox', { name: /गाँव रसोई की ख़बरें भी बताएँ/ }).waitFor();
    await photograph(page, 'track-notify-me-hi', { widths: [375] });
    await page.close();
  });

  it('is not offered once the order is finished', async () => {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${cancelled.trackingUrl}`);
    await siteHydrated(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: /Tell me when it moves/ }).count()).toBe(0);
    await page.close();
  });
});
