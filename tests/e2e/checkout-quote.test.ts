/**
 * The checkout's quote before the tap, in Chromium on a 375 px phone, in English and in Hindi:
 * a valid coupon brings the discount line and the lower total (POST /api/orders/quote) before
 * the order is placed, and the placed order costs what was shown; an unknown code shows its
 * reason under the field, and placing it stores nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  adminCaller,
  apiCaller,
  openStorefrontAllDay,
  screenshotPath,
  siteHydrated,
  type RunningServer,
} from './harness';
import { test } from './fixtures';

let server: RunningServer;
let browser: Browser;

test.override('serverEnv', { DEMO_DATA: '1', ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  const admin = await adminCaller(server);
  const menu = await openStorefrontAllDay(server, admin);
  // GST added on top of the prices: the coupon lowers the GST too, so the total is the server's sum, not the cart's.
  await admin('PUT', `/api/admin/restaurants/${menu.kitchen.id}`, {
    gstin: '09AAACG1234F1Z2',
    gstMode: 'regular',
    pricesIncludeTax: false,
  });
}, 60_000);
const TEXTS = {
  en: {
    later: 'Checked when you place the order',
    home: '/',
    add: 'Add Village Thali to cart',
    name: 'Name',
    phone: 'Mobile number',
    pickup: /Pickup/,
    coupon: 'Coupon code (optional)',
    place: /^Place order/,
    discount: 'Coupon GAON10',
    unknown: 'This coupon code does not exist',
  },
  hi: {
    later: 'ऑर्डर करते समय जाँचा जाएगा',
    home: '/hi/',
    add: 'गाँव की थाली कार्ट में जोड़ें',
    name: 'नाम',
    phone: 'मोबाइल नंबर',
    pickup: /पिकअप/,
    coupon: 'कूपन कोड (ज़रूरी नहीं)',
    place: /^ऑर्डर करें/,
    discount: 'कूपन GAON10',
    unknown: 'यह कूपन कोड मौजूद नहीं है',
  },
};

/** "₹1,234.50" -> 1234.5, after checking the two decimals. */
function rupees(text: string | null): number {
  const match = /₹([\d,]+\.\d\d)(?!\d)/.exec(text ?? '');
  expect(match, `an amount with two decimals in ${JSON.stringify(text)}`).not.toBeNull();
  return Number(match![1].replace(/,/g, ''));
}

async function checkoutWithThali(page: Page, lang: 'en' | 'hi', phone: string) {
  const t = TEXTS[lang];
  await page.goto(server.baseUrl + t.home);
  await siteHydrated(page);
  await page.locator('#menu').getByRole('button', { name: t.add }).first().click();
  await page.goto(server.baseUrl + (lang === 'hi' ? '/hi/checkout' : '/checkout'));
  const form = page.locator('form.checkout-form');
  await form.getByLabel(t.name).fill(lang === 'hi' ? 'सीता देवी' : 'Sita Devi');
  await form.getByLabel(t.phone).fill(phone);
  await form.getByRole('radio', { name: t.pickup }).check();
  return form;
}

for (const lang of ['en', 'hi'] as const) {
  describe(`the quote at checkout (${lang})`, () => {
    const t = TEXTS[lang];

    it('a valid coupon shows its discount and the lower total before placing; the placed order costs the same', async () => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      const form = await checkoutWithThali(page, lang, lang === 'hi' ? '9811122233' : '9811122211');
      const button = page.getByRole('button', { name: t.place });
      const totals = page.locator('.checkout-summary .cart-totals');
      // No coupon yet: the server's quote and the cart's own sum are the same total.
      const before = rupees(await button.textContent());

      await form.getByLabel(t.coupon).fill('gaon10');
      const discount = totals.locator('dd.cart-discount');
      await discount.waitFor();
      await expect(totals.locator('dt.cart-discount').textContent()).resolves.toBe(t.discount);
      const off = rupees(await discount.textContent());
      expect(off).toBeGreaterThan(0);
      const shown = rupees(await totals.locator('dd.cart-total').textContent());
      expect(shown).toBeLessThan(before);
      // subtotal + delivery − discount + GST = total, as the lines read.
      const lines = await totals.locator('dd').allTextContents();
      expect(lines).toHaveLength(5);
      const [subtotal, delivery, , gst] = lines.map(rupees);
      expect(gst).toBeGreaterThan(0);
      expect(Math.round((subtotal + delivery - off + gst) * 100)).toBe(Math.round(shown * 100));
      await expect.poll(async () => rupees(await button.textContent())).toBe(shown);
      await page.screenshot({ path: screenshotPath(`checkout-quote-coupon-${lang}-375`), fullPage: true });
      await form.getByLabel(t.coupon).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await page.screenshot({ path: screenshotPath(`checkout-quote-coupon-field-${lang}-375`) });

      await button.click();
      await page.waitForURL(/\/track\/ORD-\d{6}\?t=/);
      const url = new URL(page.url());
      const tracking = await apiCaller(server)(
        'GET',
        `/api/track/${url.pathname.split('/').pop()}?t=${url.searchParams.get('t')}`,
      );
      expect(tracking.totalAmount).toBe(shown);
      expect(tracking.discount).toBe(off);
      expect(tracking.tax).toBe(gst);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);

    it('before the details are filled in, the coupon is "checked when you place the order" and the cart\'s own sum shows; then the quote brings the discount', async () => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const quotes: number[] = [];
      page.on('response', (res) => {
        if (new URL(res.url()).pathname === '/api/orders/quote') quotes.push(res.status());
      });
      const form = await checkoutWithThali(page, lang, '');
      await form.getByLabel(t.coupon).fill('GAON10');
      await expect.poll(() => form.locator('#co-coupon-hint').textContent()).toContain(t.later);
      expect(await page.locator('.checkout-summary .cart-discount').count()).toBe(0);
      await form.getByLabel(t.phone).fill(lang === 'hi' ? '9811122266' : '9811122277');
      await page.locator('.checkout-summary dd.cart-discount').waitFor();
      await expect(form.locator('#co-coupon-hint').textContent()).resolves.not.toContain(t.later);
      // Only the complete form was quoted: no request answered 400 for the missing number.
      expect(quotes.every((s) => s === 200)).toBe(true);
      await context.close();
    }, 90_000);

    it('an unknown code shows its reason under the field before the tap; placing it stores nothing', async () => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const placed: number[] = [];
      page.on('response', (res) => {
        if (new URL(res.url()).pathname === '/api/orders' && res.request().method() === 'POST')
          placed.push(res.status());
      });
      const form = await checkoutWithThali(page, lang, lang === 'hi' ? '9811122244' : '9811122255');
      await form.getByLabel(t.coupon).fill('NOSUCH99');
      const error = form.locator('#co-coupon-error');
      await expect.poll(() => error.textContent().catch(() => '')).toContain(t.unknown);
      await expect(form.getByLabel(t.coupon).getAttribute('aria-invalid')).resolves.toBe('true');
      expect(await page.locator('.checkout-summary .cart-discount').count()).toBe(0);
      expect(placed).toEqual([]);
      // The fixed bottom bar covers the field in a full-page picture: this one has the field in the middle of the screen.
      await form.getByLabel(t.coupon).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await page.screenshot({ path: screenshotPath(`checkout-quote-refused-${lang}-375`) });

      // The tap is refused the same way: still on the checkout, no order.
      await page.getByRole('button', { name: t.place }).click();
      await expect.poll(() => placed).toEqual([400]);
      await expect(error.textContent()).resolves.toContain(t.unknown);
      expect(new URL(page.url()).pathname).toBe(lang === 'hi' ? '/hi/checkout' : '/checkout');
      await context.close();
    }, 90_000);
  });
}
