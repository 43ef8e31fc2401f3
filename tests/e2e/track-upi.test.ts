/**
 * The tracking page says how the order is paid, on a 375 px phone against the real server: a
 * UPI order still to pay asks for "Pay ₹… by UPI now" at the top with the pay button and the QR,
 * its total is "Total (UPI)" (then "paid by UPI" once the kitchen sees the money), the WhatsApp
 * summary says UPI, no text says cash, and every amount has two decimals; the subtotal,
 * delivery, coupon and GST lines add up to the total. In English and Hindi. A cash order still
 * says cash at pickup. Screenshots go to screenshots/.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller, openStorefrontAllDay, photograph, type RunningServer } from './harness';
import { test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

const PHONE = { width: 375, height: 812 };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the menu as GET /api/menu gives it
let menu: any;

interface Placed {
  orderId: string;
  trackingUrl: string;
  subtotal: number;
  deliveryCharge: number;
  discount: number;
  tax: number;
  totalAmount: number;
  paymentMethod: string;
  paymentStatus: string;
  upiLink?: string;
}

// Orders placed from one address, as many as the tests need.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server, admin }) => {
  menu = await openStorefrontAllDay(server, admin.call);
  // GST added on top of the prices and a coupon: amounts with paise, and five lines to add up.
  await admin.call('PUT', `/api/admin/restaurants/${menu.kitchen.id}`, {
    gstin: '09AAACG1234F1Z2',
    gstMode: 'regular',
    pricesIncludeTax: false,
  });
}, 60_000);

/** "₹1,234.50": en-IN with exactly two decimals, as every amount on the site reads. */
const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** "₹378.50" → 378.5 */
const valueOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function place(server: RunningServer, body: Record<string, unknown>, phone: string): Promise<Placed> {
  const area = menu.deliveryAreas[0];
  const dish = menu.dishes.find((d: { available: boolean; price: number }) => d.available && d.price >= 100);
  return apiCaller(server)('POST', '/api/orders', {
    customer: { name: 'Sunita Devi', phone },
    fulfilment: 'delivery',
    villageId: area.id,
    address: 'House 12, Pipal Tola',
    items: [{ dishId: dish.id, quantity: 2 }],
    ...body,
  });
}

async function openTracking(server: RunningServer, page: Page, placed: Placed, lang: 'en' | 'hi'): Promise<void> {
  await page.goto(server.baseUrl + (lang === 'hi' ? `/hi${placed.trackingUrl}` : placed.trackingUrl));
  await page.locator('.cart-totals').waitFor();
}

/** The totals list as [label, amount] pairs, and whether the lines add up to the total. */
async function totals(page: Page): Promise<Array<[string, string]>> {
  return page.locator('.cart-totals').evaluate((dl) => {
    const pairs: Array<[string, string]> = [];
    for (const dt of dl.querySelectorAll('dt'))
      pairs.push([dt.textContent!.trim(), (dt.nextElementSibling as HTMLElement).textContent!.trim()]);
    return pairs;
  });
}

const texts = {
  en: {
    payNow: (a: string) => `Pay ${a} by UPI now`,
    payButton: (a: string) => `Pay ${a} with a UPI app`,
    total: 'Total (UPI)',
    paid: 'Paid by UPI',
    totalPaid: 'Total (paid by UPI)',
    cash: /cash/i,
    qr: /UPI QR code/,
    iPaid: "I've paid",
    utr: 'UPI reference (UTR, 12 digits, optional)',
    send: 'Send',
    utrInvalid: /12 digits/,
    told: (utr: string) => `Thank you: the kitchen will check your payment (UTR ${utr}) and confirm it here.`,
  },
  hi: {
    payNow: (a: string) => `अभी UPI से ${a} का भुगतान करें`,
    payButton: (a: string) => `UPI ऐप से ${a} दें`,
    total: 'कुल (UPI से)',
    paid: 'UPI से भुगतान हो गया',
    totalPaid: 'कुल (UPI से भुगतान हो चुका)',
    cash: /नकद/,
    qr: /UPI QR कोड/,
    iPaid: 'मैंने भुगतान कर दिया',
    utr: 'UPI संदर्भ (UTR, 12 अंक, वैकल्पिक)',
    send: 'भेजें',
    utrInvalid: /12 अंकों/,
    told: (utr: string) => `धन्यवाद: रसोई आपका भुगतान (UTR ${utr}) देखकर यहीं पुष्टि करेगी।`,
  },
};

describe('the tracking page of a UPI order', () => {
  for (const lang of ['en', 'hi'] as const) {
    test(`asks for the UPI payment at the top, never says cash, and its amounts add up with two decimals (${lang}, 375 px)`, async ({
      server,
      browser,
      admin,
    }) => {
      const t = texts[lang];
      const placed = await place(
        server,
        { paymentMethod: 'upi', couponCode: 'gaon10' },
        lang === 'en' ? '9812300101' : '9812300102',
      );
      expect(placed).toMatchObject({ paymentMethod: 'upi', paymentStatus: 'awaiting_upi' });
      expect(placed.discount).toBeGreaterThan(0);
      expect(placed.tax).toBeGreaterThan(0);
      expect(placed.upiLink).toMatch(/^upi:\/\/pay\?/);
      const total = rupees(placed.totalAmount);

      const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await openTracking(server, page, placed, lang);

      // At the top: the amount to pay, the pay button (the order's upi:// link) and the QR, on the first screen.
      const box = page.getByRole('group', { name: t.payNow(total) });
      await box.waitFor();
      const button = box.getByRole('link', { name: t.payButton(total) });
      expect(await button.getAttribute('href')).toBe(placed.upiLink);
      await box.getByRole('img', { name: t.qr }).waitFor();
      const buttonBox = (await button.boundingBox())!;
      expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(PHONE.height);
      const beforeItems = await page.evaluate(() => {
        const pay = document.querySelector('.upi-box')!;
        const items = document.querySelector('.cart-lines')!;
        return Boolean(pay.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(beforeItems).toBe(true);

      // No word of cash anywhere on the page, nor in the WhatsApp summary; the total says UPI.
      const main = (await page.locator('main').textContent())!;
      expect(main).not.toMatch(t.cash);
      const lines = await totals(page);
      expect(lines.at(-1)).toEqual([t.total, total]);
      const summary = decodeURIComponent(
        new URL(
          (await page.locator('a.button-whatsapp[href*="wa.me"]').first().getAttribute('href'))!,
        ).searchParams.get('text')!,
      );
      expect(summary).toContain(`${total} (${lang === 'en' ? 'UPI' : 'UPI से'})`);
      expect(summary).not.toMatch(t.cash);

      // Every amount with two decimals (₹378.50, never ₹378.5), and the lines add up: subtotal +
      // delivery − coupon + GST = total, and the items make the subtotal.
      for (const amount of main.match(/₹[\d,]*\d(\.\d+)?/g)!) expect(amount).toMatch(/^₹(\d{1,2},)*\d{1,3}\.\d{2}$/);
      const [subtotal, delivery, discount, gst] = lines.slice(0, 4).map(([, v]) => valueOf(v));
      expect(lines.map(([, v]) => v)).toEqual([
        rupees(placed.subtotal),
        rupees(placed.deliveryCharge),
        `− ${rupees(placed.discount)}`,
        rupees(placed.tax),
        total,
      ]);
      expect(Math.round((subtotal + delivery - discount + gst) * 100)).toBe(Math.round(placed.totalAmount * 100));
      const itemAmounts = await page.locator('.cart-lines .cart-line-amount').allTextContents();
      expect(Math.round(itemAmounts.reduce((s, a) => s + valueOf(a), 0) * 100)).toBe(Math.round(placed.subtotal * 100));

      await expectNoSeriousA11yViolations(page, `the tracking page of a UPI order (${lang})`);
      await photograph(page, `track-upi-${lang}`, { widths: [375] });

      // "I've paid": the customer gives the UTR their app shows; a wrong one is explained, the
      // kitchen sees the right one beside the order, which stays awaiting until the kitchen checks.
      await box.getByRole('button', { name: t.iPaid }).click();
      const utr = box.getByLabel(t.utr);
      await utr.fill('12345');
      await box.getByRole('button', { name: t.send }).click();
      await box.getByRole('alert').filter({ hasText: t.utrInvalid }).waitFor();
      expect(await utr.getAttribute('aria-invalid')).toBe('true');
      const reference = lang === 'en' ? '432109876543' : '432109876544';
      await utr.fill(`${reference.slice(0, 4)} ${reference.slice(4, 8)} ${reference.slice(8)}`);
      await box.getByRole('button', { name: t.send }).click();
      await box.getByText(t.told(reference)).waitFor();
      const id = Number(placed.orderId.slice(4));
      expect(await admin.call('GET', `/api/admin/orders/${id}`)).toMatchObject({
        paymentStatus: 'awaiting_upi',
        customerUtr: reference,
      });
      await expectNoSeriousA11yViolations(page, `the tracking page after "I've paid" (${lang})`);
      await photograph(page, `track-upi-told-${lang}`, { widths: [375] });

      // The kitchen sees the money: the page says paid, asks for nothing, and the total says so.
      await admin.call('PUT', `/api/admin/orders/${id}`, { paymentStatus: 'paid', utr: reference });
      await page.reload();
      await page.getByText(t.paid, { exact: true }).waitFor();
      expect(await page.locator('.upi-box').count()).toBe(0);
      expect((await totals(page)).at(-1)).toEqual([t.totalPaid, total]);
      expect(await page.locator('main').textContent()).not.toMatch(t.cash);
      await photograph(page, `track-upi-paid-${lang}`, { widths: [375] });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('a cash order for pickup says what to pay at pickup, with two decimals, and asks for no UPI', async ({
    server,
    browser,
  }) => {
    const placed = await place(
      server,
      { fulfilment: 'pickup', villageId: undefined, address: undefined },
      '9812300103',
    );
    expect(placed).toMatchObject({ paymentMethod: 'cash', paymentStatus: 'cash_on_delivery' });
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await openTracking(server, page, placed, 'en');
    await page.getByText(`You pay ${rupees(placed.totalAmount)} cash at pickup.`).waitFor();
    expect((await totals(page)).at(-1)).toEqual(['Total (cash at pickup)', rupees(placed.totalAmount)]);
    expect(await page.locator('.upi-box').count()).toBe(0);
    await page.context().close();
  });
});
