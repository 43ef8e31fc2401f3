/**
 * An order for later, end to end in Chromium on a 375 px phone, in Hindi: the kitchen is closed,
 * the menu offers an order for its first free time instead of only "closed", the customer
 * checks out for tomorrow 1 PM, the tracking page says so, and the kitchen finds the order under
 * "Later" (not among its new orders, which ring: it rings half an hour before it is due).
 */
import { describe, expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import {
  DEMO_PASSWORD,
  photograph,
  screenshotPath,
  siteHydrated,
  STOREFRONT_VENDOR_EMAIL,
  type ApiCaller,
} from './harness';
import { PARTNER_PHONE as PHONE, test } from './fixtures';

let admin: ApiCaller;
let kitchenId: number;
/** The order the customer placed for tomorrow 1 PM (ORD-…). */
let laterOrderId = '';

/** Minutes since midnight, India time. */
const indiaMinutes = (ms: number) => Math.floor((ms / 60_000 + 330) % 1440);
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** How long the kitchen must stay closed once the suite starts: longer than the suite runs. */
const CLOSED_FOR_MINUTES = 20;

/**
 * Opening hours that hold 1 PM but not this moment nor the suite's next minutes, whatever the
 * hour it runs at; in the minutes no such hours exist (12:40 to 1:00 PM), the kitchen is paused
 * for an hour instead.
 */
function hoursClosedNowOpenAtOne(now: number): { opensAt: string; closesAt: string; pause: boolean } {
  const t = indiaMinutes(now);
  for (const [opensAt, closesAt] of [
    ['12:00', '14:00'],
    ['13:00', '13:30'],
    ['12:30', '13:01'],
  ] as const) {
    if (t + CLOSED_FOR_MINUTES < minutesOf(opensAt) || t >= minutesOf(closesAt))
      return { opensAt, closesAt, pause: false };
  }
  return { opensAt: '12:00', closesAt: '14:00', pause: true };
}

test.override('serverEnv', { DEMO_DATA: '1', ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ api, admin: session }) => {
  admin = session.call;
  kitchenId = (await api<{ kitchen: { id: number } }>('/menu')).body.data.kitchen.id;
  const hours = hoursClosedNowOpenAtOne(Date.now());
  await admin('PUT', `/api/admin/restaurants/${kitchenId}`, {
    opensAt: hours.opensAt,
    closesAt: hours.closesAt,
    isActive: true,
  });
  if (hours.pause)
    await admin('PUT', `/api/admin/restaurants/${kitchenId}`, {
      pausedUntil: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
}, 60_000);

describe('an order for later in Hindi at 375 px', () => {
  test('with the kitchen closed, the customer orders for tomorrow 1 PM; the tracking page shows it and the kitchen sees it under Later', async ({
    server,
    browser,
    site,
  }) => {
    const { context, page } = await site.open(PHONE, { locale: 'hi-IN', hasTouch: true, isMobile: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });

    await site.visit(page, '/hi/', siteHydrated);
    const menu = page.locator('#menu');
    await menu.scrollIntoViewIfNeeded();
    // Closed, and yet it offers an order for its first free time.
    await expect.poll(() => menu.locator('[data-testid="order-ahead"]').textContent()).toMatch(/अभी ऑर्डर करें, .+ के लिए/);
    await menu.getByRole('button', { name: 'गाँव की थाली कार्ट में जोड़ें' }).click();
    const cartButton = page.locator('header').getByRole('button', { name: /^कार्ट, / });
    await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('कार्ट, 1 आइटम');
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: 'आपका कार्ट' });
    const orderFor = drawer.getByRole('link', { name: /के लिए ऑर्डर करें · ₹/ });
    await orderFor.waitFor();
    await page.screenshot({ path: screenshotPath('order-later-cart-375') });
    await orderFor.click();
    await page.waitForURL(/\/hi\/checkout$/);

    const form = page.locator('form.checkout-form');
    const when = form.getByRole('group', { name: 'कब चाहिए?' });
    // As soon as possible is not on offer while the kitchen is closed: later is chosen for the customer.
    await expect.poll(() => when.getByRole('radio', { name: /जितनी जल्दी हो सके/ }).isDisabled()).toBe(true);
    await expect.poll(() => when.getByRole('radio', { name: /बाद में/ }).isChecked()).toBe(true);
    const day = when.getByLabel('दिन', { exact: true });
    await day.selectOption({ label: 'कल' });
    await when.getByLabel('समय', { exact: true }).selectOption({ label: 'दोपहर 1 बजे' });
    await expect(when.locator('.field-hint').last().textContent()).resolves.toBe('आपका ऑर्डर कल दोपहर 1 बजे के लिए है।');
    await when.screenshot({ path: screenshotPath('order-later-when-375') });

    await form.getByLabel('नाम').fill('आशा तिवारी');
    await form.getByLabel('मोबाइल नंबर').fill('9876543210');
    await form.getByRole('radio', { name: /पिकअप/ }).check();
    await page.screenshot({ path: screenshotPath('order-later-checkout-375'), fullPage: true });
    await expectNoSeriousA11yViolations(page, 'the Hindi checkout for later');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: /^ऑर्डर करें · ₹/ }).click();

    await page.waitForURL(/\/hi\/track\/ORD-\d{6}\?t=/);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe('धन्यवाद! आपका ऑर्डर हो गया है');
    await expect(page.getByTestId('for-time').textContent()).resolves.toBe(' कल दोपहर 1 बजे के लिए');
    await page.screenshot({ path: screenshotPath('order-later-tracking-375'), fullPage: true });
    await expectNoSeriousA11yViolations(page, 'the Hindi tracking page of an order for later');
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    laterOrderId = orderId;

    // The order is due at 1 PM tomorrow, India time, and rings the kitchen half an hour before.
    const order = await admin('GET', `/api/admin/orders/${Number(orderId.slice(4))}`);
    const due = Date.parse(order.scheduledFor);
    expect(indiaMinutes(due)).toBe(13 * 60);
    expect(Math.round((due - Date.now()) / 86_400_000)).toBeLessThanOrEqual(2);
    expect(order).toMatchObject({
      status: 'placed',
      upcoming: true,
      ringAt: new Date(due - 30 * 60_000).toISOString(),
    });
    expect(errors).toEqual([]);
    await context.close();

    // The kitchen, in Hindi by default, finds it under Later with its time; not among its new orders.
    const kitchenContext = await browser.newContext({ viewport: PHONE });
    const kitchen = await kitchenContext.newPage();
    await kitchen.goto(`${server.baseUrl}/partner/`);
    await kitchen.getByLabel('किचन').check();
    await kitchen.getByLabel('ई-मेल').fill(STOREFRONT_VENDOR_EMAIL);
    await kitchen.getByRole('textbox', { name: 'पासवर्ड' }).fill(DEMO_PASSWORD);
    await kitchen.getByRole('button', { name: 'लॉगिन करें' }).click();
    await kitchen.getByText('● लाइव').waitFor({ timeout: 10_000 });
    await kitchen.getByRole('link', { name: 'ऑर्डर', exact: true }).click();
    // New: what the bell rings for. Read once the list's own answer is in (the tab shows the last list meanwhile).
    const newOrders = kitchen.waitForResponse(
      (r) => r.url().includes('/api/vendor/orders') && r.url().includes('upcoming=false') && r.ok(),
    );
    await kitchen.getByTestId('kitchen-tab-placed').click();
    await newOrders;
    await expect.poll(() => kitchen.getByRole('article', { name: orderId }).count()).toBe(0);
    await kitchen.getByTestId('kitchen-tab-later').click();
    const card = kitchen.getByRole('article', { name: orderId });
    await card.waitFor({ timeout: 10_000 });
    await expect(card.getByTestId('for-time').textContent()).resolves.toBe('कल दोपहर 1 बजे के लिए');
    await expect(card.textContent()).resolves.toContain('आशा तिवारी');
    // Not new yet: no NEW mark before its time.
    expect(await card.getByText('नया', { exact: true }).count()).toBe(0);
    await kitchen.screenshot({ path: screenshotPath('order-later-kitchen-375'), fullPage: true });
    await expectNoSeriousA11yViolations(kitchen, 'the kitchen’s Later tab in Hindi');
    expect(await kitchen.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await kitchenContext.close();
  }, 120_000);

  test('the admin filters Later and sees it due tomorrow 1 PM, on the list, the order page and the kitchen ticket', async ({
    server,
    admin: session,
  }) => {
    expect(laterOrderId).not.toBe('');
    const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await session.open(
      `/admin/orders?filter=${encodeURIComponent(JSON.stringify({ later: 'true' }))}&sort=scheduledFor&order=ASC`,
      context,
    );
    const row = page.getByTestId('order-row').filter({ hasText: laterOrderId });
    await row.waitFor({ timeout: 10_000 });
    // Only orders for later are listed.
    await expect
      .poll(() => page.getByTestId('order-row').count())
      .toBe(
        await page
          .getByTestId('order-row')
          .filter({ has: page.getByTestId('for-time') })
          .count(),
      );
    await expect(row.getByTestId('for-time').textContent()).resolves.toBe('For 1:00 PM tomorrow');
    await photograph(page, 'order-later-admin-list');
    await row.getByRole('button', { name: /Details/ }).click();
    const details = page.getByRole('dialog');
    await expect(details.getByTestId('for-time').textContent()).resolves.toBe('For 1:00 PM tomorrow');
    await page.goto(`${server.baseUrl}/admin/orders/${Number(laterOrderId.slice(4))}/ticket`);
    await expect(page.getByTestId('ticket-for-time').textContent()).resolves.toBe('For 1:00 PM tomorrow');
    await context.close();
  }, 60_000);
});
