/**
 * Ordering in Hindi end to end in Chromium on a 375 px phone: a browser that prefers Hindi
 * lands on /hi/ at its first visit, the cart is shared with the English pages, checkout in
 * Hindi shows a Hindi field error first, and the order's Hindi tracking page follows it.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  adminCaller,
  openStorefrontAllDay,
  screenshotPath,
  type ApiCaller,
  type RunningServer,
  siteHydrated,
} from './harness';
import { test } from './fixtures';

let server: RunningServer;
let browser: Browser;
let admin: ApiCaller;

test.override('serverEnv', { DEMO_DATA: '1', ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  admin = await adminCaller(server);
  await openStorefrontAllDay(server, admin);
}, 60_000);
describe('ordering in Hindi', () => {
  it('a Hindi browser lands on /hi/, adds a dish, checks out for delivery in Hindi and follows the order on the Hindi tracking page', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      locale: 'hi-IN',
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const ready = () => siteHydrated(page);

    // First visit, nothing remembered: the browser's Hindi chooses the Hindi page.
    await page.goto(server.baseUrl + '/');
    await page.waitForURL(/\/hi\/$/);
    await ready();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('hi');
    await page.screenshot({ path: screenshotPath('hi-landing-375') });

    const menu = page.locator('#menu');
    // The dish by its Hindi name on /hi/, with its Hindi description.
    await expect(menu.locator('.dish-card', { hasText: 'गाँव की थाली' }).first().textContent()).resolves.toContain(
      'जैसे घर पर परोसा जाता है',
    );
    await menu.getByRole('button', { name: 'गाँव की थाली कार्ट में जोड़ें' }).click();
    const cartButton = page.locator('header').getByRole('button', { name: /^कार्ट, / });
    await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('कार्ट, 1 आइटम');

    // The switch goes to the same page in English, remembered; the cart is the same one.
    await page.locator('header a.lang-switch').click();
    await page.waitForURL(/\/$/);
    await ready();
    await expect.poll(() => page.locator('header .cart-button').getAttribute('aria-label')).toBe('Cart, 1 item');
    // …and by its English one on /.
    await page.locator('#menu').getByRole('group', { name: 'Village Thali in cart' }).first().waitFor();
    expect(await page.locator('#menu').getByText('गाँव की थाली').count()).toBe(0);
    await expect(page.evaluate(() => localStorage.getItem('gaon-rasoi-lang'))).resolves.toBe('en');
    await page.locator('header a.lang-switch', { hasText: 'हिन्दी' }).click();
    await page.waitForURL(/\/hi\/$/);
    await ready();
    await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('कार्ट, 1 आइटम');

    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: 'आपका कार्ट' });
    await expect(drawer.textContent()).resolves.toContain('गाँव की थाली');
    await page.screenshot({ path: screenshotPath('hi-cart-375') });
    await drawer.getByRole('link', { name: /चेकआउट/ }).click();
    await page.waitForURL(/\/hi\/checkout$/);
    await expect(page.title()).resolves.toBe('चेकआउट | Gaon Rasoi');

    const form = page.locator('form.checkout-form');
    await form.getByLabel('नाम').fill('आशा तिवारी');
    await page.getByRole('button', { name: /^ऑर्डर करें/ }).click();
    // The first error is the mobile number's, in Hindi, and focus goes to that field.
    await expect(form.locator('#co-phone-error').textContent()).resolves.toBe('कृपया अपना मोबाइल नंबर लिखें।');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('co-phone');
    await page.screenshot({ path: screenshotPath('hi-checkout-errors-375'), fullPage: true });

    await form.getByLabel('मोबाइल नंबर').fill('9876543210');
    await form.getByRole('radio', { name: 'घर पर डिलीवरी' }).check();
    const village = form.getByLabel('गाँव', { exact: true });
    const janghai = await village.locator('option', { hasText: 'जंघई' }).getAttribute('value');
    await village.selectOption(janghai!);
    await form.getByLabel('पता', { exact: true }).fill('मकान 7, पूरब टोला');
    await page.getByRole('button', { name: /^ऑर्डर करें · ₹/ }).click();

    await page.waitForURL(/\/hi\/track\/ORD-\d{6}\?t=/);
    // The tracking page's code loads after the address changes: wait for its heading.
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe('धन्यवाद! आपका ऑर्डर हो गया है');
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.locator('.order-number').textContent()).resolves.toContain(orderId);
    await expect.poll(() => page.locator('.timeline .step-current .step-label').textContent()).toBe('ऑर्डर मिला');
    await expect(page.locator('.timeline .step-current .step-by').textContent()).resolves.toBe(' · आपके द्वारा');

    // The kitchen's order as placed: the customer's own words are kept as typed.
    const order = await admin('GET', `/api/admin/orders/${Number(orderId.slice(4))}`);
    expect(order).toMatchObject({ fulfilment: 'delivery', villageName: 'Janghai', address: 'मकान 7, पूरब टोला' });
    await admin('PUT', `/api/admin/orders/${Number(orderId.slice(4))}`, { status: 'accepted' });
    await expect
      .poll(() => page.locator('.timeline .step-current .step-label').textContent(), { timeout: 15_000 })
      .toBe('स्वीकार हुआ');
    await expect(page.locator('.cart-totals').textContent()).resolves.toMatch(/कुल \(डिलीवरी पर नकद\)₹\d/);
    await expect(page.locator('.cart-line-name').first().textContent()).resolves.toBe('गाँव की थाली');
    await page.screenshot({ path: screenshotPath('hi-tracking-375'), fullPage: true });

    // The switch keeps the order's address and token: the same order, in English.
    await page.locator('header a.lang-switch').click();
    await page.waitForURL(new RegExp(`^${server.baseUrl}/track/${orderId}\\?t=`));
    await expect
      .poll(() => page.locator('.timeline .step-current .step-label').textContent(), { timeout: 10_000 })
      .toBe('Accepted');
    await expect(page.locator('.timeline .step-current .step-by').textContent()).resolves.toBe(' · by Gaon Rasoi');
    await expect(page.locator('.cart-line-name').first().textContent()).resolves.toBe('Village Thali');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a refusal from the server arrives in Hindi: a dish sold out while the customer checks out', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      locale: 'hi-IN',
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const menu = (await (await fetch(`${server.baseUrl}/api/menu`)).json()).data;
    const thali = menu.dishes.find((d: { name: string }) => d.name === 'Village Thali');
    try {
      await page.goto(server.baseUrl + '/hi/');
      await siteHydrated(page);
      await page.locator('#menu').getByRole('button', { name: 'गाँव की थाली कार्ट में जोड़ें' }).click();
      await page.goto(server.baseUrl + '/hi/checkout');
      const form = page.locator('form.checkout-form');
      await form.getByLabel('नाम').fill('आशा तिवारी');
      await form.getByLabel('मोबाइल नंबर').fill('9876543210');
      await form.getByRole('radio', { name: /पिकअप/ }).check();
      // The kitchen runs out while the customer types.
      await admin('PUT', `/api/admin/menu-items/${thali.id}`, { available: false });
      await page.getByRole('button', { name: /^ऑर्डर करें · ₹/ }).click();
      await expect
        .poll(() => page.locator('.form-error').first().textContent())
        .toContain('Village Thali खत्म हो गया है');
      await page.screenshot({ path: screenshotPath('hi-checkout-sold-out-375'), fullPage: true });
    } finally {
      await admin('PUT', `/api/admin/menu-items/${thali.id}`, { available: true });
      await context.close();
    }
  }, 60_000);

  it('"My village is not listed" at a Hindi checkout: Hindi errors, then a village request the admin sees', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      locale: 'hi-IN',
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    try {
      await page.goto(server.baseUrl + '/hi/');
      await siteHydrated(page);
      await page.locator('#menu').getByRole('button', { name: 'गाँव की थाली कार्ट में जोड़ें' }).click();
      await page.goto(server.baseUrl + '/hi/checkout');
      const request = page.locator('details.village-request');
      await request.locator('summary', { hasText: 'मेरा गाँव सूची में नहीं है' }).click();
      await request.getByRole('button', { name: 'भेजें' }).click();
      await expect.poll(() => request.locator('#vr-village-error').textContent()).toBe('गाँव का नाम लिखें');
      await expect(request.locator('#vr-phone-error').textContent()).resolves.toBe('मोबाइल नंबर 10 अंकों का होना चाहिए');
      await request.getByLabel('आपका गाँव').fill('मुंगरा बादशाहपुर');
      await request.getByLabel('मोबाइल नंबर').fill('९८७६५४३२१०');
      await request.getByRole('button', { name: 'भेजें' }).click();
      await expect.poll(() => request.getByRole('status').textContent()).toContain('धन्यवाद!');
      await page.screenshot({ path: screenshotPath('hi-village-request-375'), fullPage: true });
      const tickets = (await admin('GET', '/api/admin/support?type=VillageRequest')) as Array<{
        message: string;
        phone: string;
      }>;
      expect(tickets).toEqual(
        expect.arrayContaining([expect.objectContaining({ message: 'मुंगरा बादशाहपुर', phone: '9876543210' })]),
      );
    } finally {
      await context.close();
    }
  }, 60_000);

  it('a Hindi browser whose storage is blocked still reaches English through the switch', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'hi-IN' });
    // As with site data blocked: every use of localStorage throws.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    await page.goto(server.baseUrl + '/');
    await page.waitForURL(/\/hi\/$/);
    await siteHydrated(page);
    await page.locator('header a.lang-switch').click();
    await page.waitForURL((url) => url.pathname === '/');
    // Nothing could be remembered, yet the English page stays: the visitor came from this site.
    // Its islands start only once the page has decided not to leave for another language
    // (site/main.tsx), so an English page that hydrates is one that stays.
    await siteHydrated(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    await context.close();
  }, 60_000);

  it('with JavaScript off, /hi/ reads in Hindi with the price an admin just saved, and its links stay Hindi', async () => {
    const menu = (await (await fetch(`${server.baseUrl}/api/menu`)).json()).data;
    const thali = menu.dishes.find((d: { name: string }) => d.name === 'Village Thali');
    await admin('PUT', `/api/admin/menu-items/${thali.id}`, { price: 205 });
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto(server.baseUrl + '/hi/');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('hi');
    const card = page.locator('#menu .dish-card', { hasText: 'गाँव की थाली' }).first();
    await expect(card.textContent()).resolves.toContain('₹205');
    await expect(page.locator('#menu h3.panel-heading').allTextContents()).resolves.toEqual([
      'थाली स्पेशल',
      'रोटी और पराठे',
      'सब्ज़ियाँ',
      'दाल और करी',
      'चावल',
      'मिठाइयाँ',
    ]);
    await page.locator('footer').getByRole('link', { name: 'नियम और शर्तें' }).click();
    await page.waitForURL(/\/hi\/terms-conditions$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('नियम और शर्तें');
    await page.locator('header a.lang-switch').click();
    await page.waitForURL(/\/terms-conditions$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Terms & Conditions');
    await context.close();
    await admin('PUT', `/api/admin/menu-items/${thali.id}`, { price: thali.price });
  }, 60_000);
});
