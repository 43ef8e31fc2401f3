/**
 * The customer's khata page against the real server, on a 375 px phone: the owner opens a khata,
 * a bill goes on it, the customer pays part of it in cash; the private link the owner sends on
 * WhatsApp shows the balance, every entry and "Pay … by UPI" with its upi:// link and QR, in
 * English and Hindi; the same link with a wrong secret says it does not work. Screenshots go to
 * screenshots/.
 */
import { describe, expect } from 'vitest';
import { openStorefrontAllDay, photograph } from './harness';
import { test } from './fixtures';
import { openDatabase } from '../../db/client';
import { putOnKhata } from '../../db/khata';

const PHONE = '9876512345';
let privateUrl = '';

test.beforeAll(async ({ server, admin }) => {
  const menu = await openStorefrontAllDay(server, admin.call);
  await admin.call('PUT', `/api/admin/restaurants/${menu.kitchen.id}`, {
    upiId: 'gaonrasoi@okaxis',
    upiName: 'Gaon Rasoi',
  });
  const dish = menu.dishes.find((d: { available: boolean }) => d.available);
  const placed = await admin.call('POST', '/api/orders', {
    customer: { name: 'Ramesh Yadav', phone: PHONE },
    fulfilment: 'pickup',
    items: [{ dishId: dish.id, quantity: 1 }],
  });
  await admin.call('PUT', `/api/admin/khata/${PHONE}`, { limit: 2000 });
  // No API puts a bill on a khata by itself (the counter and the rider do it as they take the
  // money), so the bill goes on it the way they do, on the server's own database file.
  const database = openDatabase(server.databasePath);
  try {
    const orderId = Number(placed.orderId.replace(/\D/g, ''));
    database.sqlite.transaction(() =>
      putOnKhata(database, PHONE, {
        orderId,
        amountPaise: Math.round(placed.totalAmount * 100),
        receivedBy: { kind: 'counter', id: null, name: 'Counter' },
        at: Date.now(),
      }),
    )();
  } finally {
    database.sqlite.close();
  }
  await admin.call('POST', `/api/admin/khata/${PHONE}/payments`, { method: 'cash', amount: 10 });
  const statement = await admin.call('GET', `/api/admin/khata/${PHONE}`);
  expect(statement.balance).toBeCloseTo(placed.totalAmount - 10, 2);
  privateUrl = statement.privateUrl;
}, 60_000);

describe('the khata page', () => {
  for (const lang of ['en', 'hi'] as const)
    test(`shows the balance, every entry and the UPI link at 375 px (${lang})`, async ({ server, browser }) => {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
      try {
        await page.goto(server.baseUrl + (lang === 'hi' ? `/hi${privateUrl}` : privateUrl));
        await page.locator('.khata-entries').waitFor();
        await expect
          .poll(() => page.locator('h1').textContent())
          .toBe(lang === 'hi' ? 'Ramesh Yadav का खाता' : "Ramesh Yadav's khata");
        const balance = await page.getByTestId('khata-balance').textContent();
        expect(balance).toMatch(lang === 'hi' ? /^बाकी रकम: ₹[\d,]+\.\d\d$/ : /^Balance owed: ₹[\d,]+\.\d\d$/);
        const amount = balance!.split(': ')[1]!;
        expect(await page.locator('.khata-entries tbody tr').count()).toBe(2);
        const pay = page.getByRole('link', { name: lang === 'hi' ? `UPI से ${amount} चुकाएँ` : `Pay ${amount} by UPI` });
        expect(await pay.getAttribute('href')).toMatch(/^upi:\/\/pay\?.*pa=gaonrasoi%40okaxis/);
        expect(await page.locator('img.upi-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
        // Nothing wider than the phone: the statement reads without scrolling sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await photograph(page, `khata-${lang}`, { widths: [375] });
      } finally {
        await page.close();
      }
    });

  test('a wrong secret says the link does not work', async ({ server, browser }) => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    try {
      await page.goto(`${server.baseUrl}/khata/${PHONE}?t=wrong-secret-wrong-secret`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('This khata link does not work');
      expect(await page.getByRole('link', { name: /by UPI/ }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
