/**
 * A busy kitchen says so, end to end at 375 px against the real server and its demo data: the
 * kitchen taps "Pause new orders for 30 min" in its app; a customer's open page shows "Not
 * taking orders until …" once it is looked at again, and a checkout already filled in is
 * refused with that reason; the kitchen takes orders again and the customer can order; "Busy —
 * +20 min" shows the longer wait on the site; the admin's restaurant list shows it too.
 */
import { describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  type ApiCaller,
  openStorefrontAllDay,
  type RunningServer,
  screenshotPath,
  siteHydrated,
  STOREFRONT_VENDOR_EMAIL,
} from './harness';
import { PARTNER_PHONE as PHONE, test } from './fixtures';
import { formatClock, indiaClockOf } from '../../shared/ordering';
import { expectNoSeriousA11yViolations } from './axe';

let admin: ApiCaller;
let kitchenId: number;
let kitchenApp: Page;
let customer: BrowserContext;
/** A page of the site left open in another tab since before the kitchen paused. */
let watcher: Page;

// Orders placed from one address, as many as the tests need.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server, admin: session, site, partner }) => {
  admin = session.call;
  kitchenId = (await openStorefrontAllDay(server, admin)).kitchen.id;
  ({ context: customer, page: watcher } = await site.open(PHONE));
  await site.visit(watcher, '/', siteHydrated);

  // The app opens in Hindi; this suite reads the English texts.
  kitchenApp = await partner.open('vendor', STOREFRONT_VENDOR_EMAIL, { language: 'en' });
  await kitchenApp.getByText('● Live').waitFor({ timeout: 15_000 });
  await kitchenApp.goto(`${server.baseUrl}/partner/kitchen`);
}, 120_000);

/** The hero's open/closed line after the page is looked at again (a focus, as when the tab is switched back to). */
const badgeAfterFocus = (page: Page) =>
  expect.poll(
    async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      return page.locator('.hero .open-badge').textContent();
    },
    { timeout: 15_000, interval: 1000 },
  );

/** Is a 48 px touch target. */
const touchHeight = async (page: Page, name: string) =>
  expect((await page.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(47.5);

/** The checkout filled in for a pickup; the cart (kept on the device) gets a Village Thali unless it has one. */
async function fillCheckout(page: Page, server: RunningServer) {
  await page.goto(`${server.baseUrl}/`);
  await siteHydrated(page);
  const add = page.locator('#menu').getByRole('button', { name: 'Add Village Thali to cart' });
  await page
    .locator('#menu')
    .getByRole('button', { name: /^(Add|One more) Village Thali/ })
    .first()
    .waitFor();
  if (await add.count()) await add.click();
  await page.goto(`${server.baseUrl}/checkout`);
  const form = page.locator('form.checkout-form');
  await form.getByLabel('Name').fill('Asha Tiwari');
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByRole('radio', { name: /Pickup/ }).check();
  return form;
}

describe('a busy kitchen can say so', () => {
  test('pauses new orders for 30 min: the site says until when and refuses the checkout; taking orders again lets the customer order', async ({
    server,
  }) => {
    const page = await customer.newPage();
    await fillCheckout(page, server);

    await touchHeight(kitchenApp, 'Pause new orders for 30 min');
    await touchHeight(kitchenApp, 'Busy — +20 min');
    await kitchenApp.getByRole('button', { name: 'Pause new orders for 30 min' }).click();
    const status = kitchenApp.getByRole('status').filter({ hasText: 'Paused: no new orders until' });
    await status.waitFor();
    const restaurant = await admin('GET', `/api/admin/restaurants/${kitchenId}`);
    const until = formatClock(indiaClockOf(Date.parse(restaurant.pausedUntil)));
    // The kitchen app writes times with Intl (en-IN: "8:30 pm"), the site as "8:30 PM".
    expect(await status.textContent()).toMatch(
      new RegExp(`^Paused: no new orders until ${until.replace(' ', '\\s?')}$`, 'i'),
    );
    expect(await kitchenApp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await kitchenApp.screenshot({ path: screenshotPath('kitchen-paused-375'), fullPage: true });
    await expectNoSeriousA11yViolations(kitchenApp, 'the kitchen tab, paused');

    // The tab left open picks the pause up when it is looked at again.
    await badgeAfterFocus(watcher).toBe(`Not taking orders until ${until}`);
    await expect(watcher.locator('#menu .closed-notice').textContent()).resolves.toContain(
      `Not taking orders until ${until}`,
    );
    // Paused, the menu offers an order for later instead (its first time after the pause).
    await expect(watcher.locator('#menu [data-testid="order-ahead"]').textContent()).resolves.toMatch(
      /^Order now for \d{1,2}:\d{2} [AP]M/,
    );

    // The checkout filled in before the pause is refused with the reason.
    await page.getByRole('button', { name: /^Place order/ }).click();
    const refusal = page
      .locator('.form-error')
      .filter({ hasText: /not taking orders until/i })
      .first();
    await refusal.waitFor({ timeout: 10_000 });
    expect(await refusal.textContent()).toMatch(new RegExp(`not taking orders until ${until}`, 'i'));
    expect(page.url()).toMatch(/\/checkout$/);
    await page.screenshot({ path: screenshotPath('site-checkout-paused-375'), fullPage: true });

    await kitchenApp.getByRole('button', { name: 'Take orders again' }).click();
    await kitchenApp.getByRole('button', { name: 'Pause new orders for 30 min' }).waitFor();
    expect((await admin('GET', `/api/admin/restaurants/${kitchenId}`)).pausedUntil).toBeNull();
    await badgeAfterFocus(watcher).toMatch(/^Open now · closes /);

    await fillCheckout(page, server);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/track\/ORD-\d{6}\?t=/, { timeout: 15_000 });
    await page.close();
  });

  test('busy +20 min: the site shows the longer wait; the admin list shows the kitchen busy, and its Details pause and resume it', async ({
    admin: session,
  }) => {
    await kitchenApp.getByRole('button', { name: 'Busy — +20 min' }).click();
    await kitchenApp
      .getByRole('status')
      .filter({ hasText: /^Busy: orders take 20 min longer \(till / })
      .waitFor();

    await badgeAfterFocus(watcher).toMatch(/^Open now · closes .* · Busy — about (19|20) min more$/);
    await expect(watcher.locator('#menu .closed-notice').textContent()).resolves.toMatch(
      /Busy — about (19|20) min more/,
    );
    await expect(watcher.locator('#menu .dish-card').first().locator('.dish-meta').textContent()).resolves.toMatch(
      /(34-39|35-40) mins/,
    );
    // Busy still takes orders.
    expect(
      await watcher
        .locator('#menu')
        .getByRole('button', { name: /^(Add|One more) Village Thali/ })
        .count(),
    ).toBeGreaterThan(0);
    await watcher.locator('#menu .closed-notice').scrollIntoViewIfNeeded();
    await watcher.screenshot({ path: screenshotPath('site-busy-375') });

    const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
    const adminPage = await session.open('/admin/restaurants', context);
    const row = adminPage.getByTestId('restaurant-row').filter({ hasText: 'Gaon Rasoi Janghai' });
    await row.getByTestId('kitchen-busy').waitFor({ timeout: 15_000 });
    expect(await row.getByTestId('kitchen-busy').textContent()).toMatch(/^Busy \+(19|20) min$/);
    await adminPage.screenshot({ path: screenshotPath('admin-restaurants-busy') });

    // The restaurant's own page (Details) pauses and resumes it as the kitchen can.
    await row.getByRole('button', { name: /^Details/ }).click();
    const details = adminPage.getByRole('dialog');
    const pause = details.getByRole('region', { name: 'Kitchen busy or paused' });
    await pause.getByTestId('kitchen-busy').waitFor();
    await pause.getByRole('button', { name: 'Pause new orders' }).click();
    await adminPage.getByRole('menuitem', { name: 'Pause new orders for 15 min' }).click();
    await pause.getByTestId('kitchen-paused').waitFor();
    const pausedUntil = (await admin('GET', `/api/admin/restaurants/${kitchenId}`)).pausedUntil;
    expect(Date.parse(pausedUntil) - Date.now()).toBeGreaterThan(13 * 60_000);
    expect(await pause.getByTestId('kitchen-paused').textContent()).toBe(
      `Paused until ${formatClock(indiaClockOf(Date.parse(pausedUntil)))}`,
    );
    await badgeAfterFocus(watcher).toMatch(/^Not taking orders until /);
    await details.screenshot({ path: screenshotPath('admin-restaurant-paused') });
    await pause.getByRole('button', { name: 'Take orders again' }).click();
    await pause.getByRole('button', { name: 'Pause new orders' }).waitFor();
    expect((await admin('GET', `/api/admin/restaurants/${kitchenId}`)).pausedUntil).toBeNull();
    await context.close();

    await kitchenApp.getByRole('button', { name: 'End busy' }).click();
    await kitchenApp.getByRole('button', { name: 'Busy — +20 min' }).waitFor();
    await badgeAfterFocus(watcher).toMatch(/^Open now · closes [^·]+$/);
  });

  test('in Hindi the kitchen pauses and resumes with 48 px buttons that fit a 375 px phone', async () => {
    await kitchenApp.getByRole('button', { name: 'हिंदी' }).click();
    const pause = kitchenApp.getByRole('button', { name: '30 मिनट नए ऑर्डर रोकें' });
    await pause.waitFor();
    await touchHeight(kitchenApp, 'व्यस्त — +20 मिनट');
    await pause.click();
    await kitchenApp
      .getByRole('status')
      .filter({ hasText: /^रुका हुआ: .* तक नए ऑर्डर नहीं$/ })
      .waitFor();
    await touchHeight(kitchenApp, 'फिर से ऑर्डर लें');
    expect(await kitchenApp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(kitchenApp, 'the kitchen tab in Hindi, paused');
    await kitchenApp.screenshot({ path: screenshotPath('kitchen-paused-375-hi'), fullPage: true });
    await kitchenApp.getByRole('button', { name: 'फिर से ऑर्डर लें' }).click();
    await pause.waitFor();
    expect((await admin('GET', `/api/admin/restaurants/${kitchenId}`)).pausedUntil).toBeNull();
  });
});
