/**
 * Ordering end to end in Chromium against the real server and its demo database:
 * two dishes into the cart on `/`, a reload (the cart stays), checkout for delivery to
 * Janghai, the tracking page, an admin status change that the page follows without a
 * reload; and, with JavaScript off, `/` showing the price an admin just saved.
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
describe('ordering online', () => {
  it('adds two dishes, keeps the cart over a reload, checks out for delivery to Janghai and follows the order to accepted', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(server.baseUrl + '/');
    await siteHydrated(page);
    const menu = page.locator('#menu');
    await menu.getByRole('button', { name: 'Add Village Thali to cart' }).click();
    await page.getByRole('tab', { name: 'Dal & Curry' }).click();
    await menu.getByRole('button', { name: 'Add Dal Tadka to cart' }).click();
    const cartButton = page.locator('header').getByRole('button', { name: /^Cart, / });
    await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 2 items');

    await page.reload();
    await siteHydrated(page);
    await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 2 items');
    await cartButton.click();
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('link', { name: /Checkout/ })
      .click();
    await page.waitForURL(/\/checkout$/);

    const form = page.locator('form.checkout-form');
    await form.getByLabel('Name').fill('Asha Tiwari');
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByRole('radio', { name: /Delivery/ }).check();
    const janghai = await form.getByLabel('Village').locator('option', { hasText: 'Janghai' }).getAttribute('value');
    await form.getByLabel('Village').selectOption(janghai!);
    await form.getByLabel('Address', { exact: true }).fill('House 7, Purab Tola');
    await form.getByLabel('Landmark (optional)').fill('Near the Shiv temple');
    await page.getByRole('button', { name: /^Place order/ }).click();

    await page.waitForURL(/\/track\/ORD-\d{6}\?t=/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const id = Number(orderId.slice(4));
    await expect
      .poll(() => page.locator('.timeline .step-current .step-label').textContent(), { timeout: 10_000 })
      .toMatch(/placed/i);

    // The back office sees the order as it was placed, and moves it on through the API.
    const order = await admin('GET', `/api/admin/orders/${id}`);
    expect(order).toMatchObject({
      source: 'online',
      fulfilment: 'delivery',
      villageName: 'Janghai',
      address: 'House 7, Purab Tola',
      landmark: 'Near the Shiv temple',
      paymentMethod: 'cash',
    });
    expect(order.items.map((i: { name: string }) => i.name).sort()).toEqual(['Dal Tadka', 'Village Thali']);
    const urlBefore = page.url();
    await admin('PUT', `/api/admin/orders/${id}`, { status: 'accepted' });
    // The page polls: the timeline follows without a reload.
    await expect
      .poll(() => page.locator('.timeline .step-current .step-label').textContent(), { timeout: 15_000 })
      .toMatch(/accepted/i);
    expect(page.url()).toBe(urlBefore);
    await page.screenshot({ path: screenshotPath('order-tracking-accepted'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('with JavaScript off, / shows the price an admin just saved', async () => {
    const menu = (await (await fetch(`${server.baseUrl}/api/menu`)).json()).data;
    const thali = menu.dishes.find((d: { name: string }) => d.name === 'Village Thali');
    await admin('PUT', `/api/admin/menu-items/${thali.id}`, { price: 195 });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.baseUrl + '/');
    const card = page.locator('#menu .dish-card', { hasText: 'Village Thali' }).first();
    await expect(card.textContent()).resolves.toContain('₹195');
    await context.close();
    await admin('PUT', `/api/admin/menu-items/${thali.id}`, { price: thali.price });
  }, 60_000);

  it('a returning customer on a phone: Your orders brings the order back, the details are filled in, Not me forgets them', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
    let page = await context.newPage();
    await page.goto(server.baseUrl + '/');
    await siteHydrated(page);
    await page.locator('#menu').getByRole('button', { name: 'Add Village Thali to cart' }).click();
    await page.goto(server.baseUrl + '/checkout');
    const form = page.locator('form.checkout-form');
    await form.getByLabel('Name').fill('Ramesh Yadav');
    await form.getByLabel('Mobile number').fill('9812345678');
    await form.getByRole('radio', { name: /Pickup/ }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/track\/ORD-\d{6}\?t=/);
    const trackingUrl = page.url();
    const orderId = new URL(trackingUrl).pathname.split('/').pop()!;
    // Send the link to the customer's own WhatsApp: click-to-chat, no paid API.
    const sendToMe = page.getByRole('link', { name: 'Send the tracking link to my WhatsApp' });
    const href = new URL((await sendToMe.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/919812345678');
    expect(href.searchParams.get('text')).toBe(`My Gaon Rasoi order ${orderId}: ${trackingUrl}`);
    await page.close();

    // The next day the page is long closed: the site's menu leads back to the order.
    page = await context.newPage();
    await page.goto(server.baseUrl + '/');
    await siteHydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Your orders' }).click();
    await page.waitForURL(trackingUrl);
    await page.getByText(orderId).first().waitFor();

    // Ordering again: last time's details are there; "Not me" forgets them and the orders.
    await page.goto(server.baseUrl + '/');
    await siteHydrated(page);
    await page.locator('#menu').getByRole('button', { name: 'Add Village Thali to cart' }).click();
    await page.goto(server.baseUrl + '/checkout');
    const again = page.locator('form.checkout-form');
    await expect(again.getByLabel('Name').inputValue()).resolves.toBe('Ramesh Yadav');
    await expect(again.getByLabel('Mobile number').inputValue()).resolves.toBe('9812345678');
    await page.screenshot({ path: screenshotPath('checkout-returning-375'), fullPage: true });
    await page.getByRole('button', { name: 'Not me: forget them' }).click();
    await expect(again.getByLabel('Name').inputValue()).resolves.toBe('');
    await page.goto(server.baseUrl + '/');
    await siteHydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'About' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Your orders' }).count()).toBe(0);
    await context.close();
  }, 90_000);
});
