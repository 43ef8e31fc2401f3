/**
 * The landing page hydrates each island only when it is needed (site/islandLoader.ts): at
 * 375 px, a tap on a dish's Add button made before any React has arrived adds exactly one
 * dish once it has; a returning customer's saved cart shows its count in the header at load,
 * with no tap; text typed into the contact form before it runs stays as typed; and until
 * someone acts, `/` runs no React at all.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { adminCaller, openStorefrontAllDay, screenshotPath, type RunningServer } from './harness';
import { test } from './fixtures';

let server: RunningServer;
let browser: Browser;

test.override('serverEnv', { DEMO_DATA: '1' });

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  await openStorefrontAllDay(server, await adminCaller(server));
}, 60_000);
const MOBILE = { width: 375, height: 812 };

describe('landing page islands', () => {
  it('a tap on Add made before React has loaded adds exactly one dish; a returning customer sees the count at load', async () => {
    const context = await browser.newContext({ viewport: MOBILE, hasTouch: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    // React DOM's chunk is held on the way until the tap has been made.
    const held: Route[] = [];
    let release = false;
    await page.route(/\/assets\/client-[^/]+\.js$/, (route) => (release ? route.continue() : void held.push(route)));

    await page.goto(server.baseUrl + '/');
    await page.locator('html[data-islands="ready"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('load');
    expect(await page.locator('[data-hydrated]').count()).toBe(0);

    const menu = page.locator('#menu');
    const add = menu.getByRole('button', { name: /^Add .+ to cart$/ }).first();
    const dish = (await add.getAttribute('aria-label'))!.replace(/^Add (.+) to cart$/, '$1');
    await add.tap();
    // The tap is held: nothing is hydrated while React is on its way.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(await page.locator('#menu[data-enhanced]').count()).toBe(0);

    release = true;
    for (const route of held.splice(0)) await route.continue();
    await page.locator('header.site-header[data-enhanced]').waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('header .cart-count').textContent()).toBe('1');
    await expect(
      menu
        .getByRole('group', { name: `${dish} in cart` })
        .locator('.qty-count')
        .textContent(),
    ).resolves.toBe('1');
    // Played once: still one after every island that shows the cart runs.
    for (const name of ['menu', 'hero', 'header', 'cart'])
      await page.locator(`[data-island="${name}"][data-hydrated]`).waitFor({ state: 'attached' });
    expect(await page.locator('header .cart-count').textContent()).toBe('1');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('gaon-rasoi-cart') ?? '{}').lines)).toEqual([
      expect.objectContaining({ quantity: 1 }),
    ]);
    await page.screenshot({ path: screenshotPath('site-375-lazy-tap') });

    // A returning customer: the header hydrates at load and shows the saved count, with no tap.
    await page.reload();
    await page.locator('header.site-header[data-enhanced]').waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('header .cart-count').textContent()).toBe('1');
    await expect(
      page
        .locator('header')
        .getByRole('button', { name: /^Cart, 1 item/ })
        .isEnabled(),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('text typed into the contact form before React runs is never wiped as the form starts running', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    // Notes every time a script empties a contact field that holds text (typing never does).
    await page.addInitScript(() => {
      const w = window as unknown as { wiped: string[] };
      w.wiped = [];
      for (const proto of [HTMLInputElement.prototype, HTMLTextAreaElement.prototype]) {
        const value = Object.getOwnPropertyDescriptor(proto, 'value')!;
        Object.defineProperty(proto, 'value', {
          ...value,
          set(this: HTMLInputElement, next: string) {
            if (this.closest('form.contact-form') && this.value && !next) w.wiped.push(this.id);
            value.set!.call(this, next);
          },
        });
      }
    });
    const held: Route[] = [];
    let release = false;
    await page.route(/\/assets\/client-[^/]+\.js$/, (route) => (release ? route.continue() : void held.push(route)));
    await page.goto(server.baseUrl + '/');
    await page.locator('html[data-islands="ready"]').waitFor({ state: 'attached' });
    const form = page.locator('form.contact-form');
    await form.getByLabel('Name').fill('Asha Tiwari');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByLabel('Message').fill('A table for twelve on Sunday');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(await page.locator('[data-island="contact"][data-hydrated]').count()).toBe(0);

    release = true;
    for (const route of held.splice(0)) await route.continue();
    await page.locator('[data-island="contact"][data-hydrated]').waitFor({ state: 'attached' });
    await expect(form.getByRole('button', { name: 'Send Message' }).isEnabled()).resolves.toBe(true);
    expect(await page.evaluate(() => (window as unknown as { wiped: string[] }).wiped)).toEqual([]);
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe('Asha Tiwari');
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe('asha@example.com');
    await expect(form.getByLabel('Message').inputValue()).resolves.toBe('A table for twelve on Sunday');
    await context.close();
  });

  it('a first visit runs no React until someone acts; React is fetched once the page is idle, not run', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(server.baseUrl + '/');
    // The loader adds the preloads once the page is idle, which a busy machine may put after the network is.
    await page.locator('link[rel="modulepreload"][data-prefetch="islands"]').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
    );
    expect(preloaded.some((u) => /\/assets\/client-/.test(u))).toBe(true);
    expect(await page.locator('[data-hydrated], header.site-header[data-enhanced]').count()).toBe(0);
    // The header's cart button and the Add buttons can be pressed (the press is held until React runs).
    await expect(page.locator('header .cart-button').isEnabled()).resolves.toBe(true);
    // A press on the header's cart button opens the (empty) cart once the header runs.
    await page.locator('header .cart-button').click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    await context.close();
  });
});
