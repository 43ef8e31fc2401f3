/**
 * Daily Order in the browser: a restaurant without orders says so, another shows its orders and the day total.
 * Runs against the real server with demo data; each screen is photographed at 1280 px and 375 px (screenshots/).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginAdminThroughForm, photograph, type RunningServer } from './harness';
import { test } from './fixtures';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Kolkata' });
  page = await context.newPage();
  await loginAdminThroughForm(page, server);
  // Bhola Ki Rasoi, a restaurant without orders, comes from approving its demo application.
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const list = await (await fetch(`${server.baseUrl}/api/admin/onboarding?q=Bhola`, { headers })).json();
  const bhola = (list.data as Array<{ id: number; status: string }>).find((a) => a.status === 'pending');
  if (bhola)
    await fetch(`${server.baseUrl}/api/admin/onboarding/${bhola.id}/approve`, { method: 'POST', headers, body: '{}' });
});

afterAll(async () => {
  await context?.close();
});

describe('daily order in the browser', () => {
  it('picks a restaurant in Daily Order and sees its orders and total for the day', async () => {
    await page.goto(`${server.baseUrl}/admin/daily-order`);
    await page.getByText(/^Today is /).waitFor();
    const restaurants = page.getByRole('navigation', { name: 'Restaurants' });
    await restaurants.getByRole('button').first().waitFor();
    await photograph(page, 'admin-daily-order-empty');

    // A restaurant without orders says so.
    await restaurants.getByRole('button', { name: /Bhola Ki Rasoi/ }).click();
    await page.getByText('No orders found for this restaurant.').waitFor();

    await restaurants.getByRole('button', { name: /Sangam Kinare Rasoi/ }).click();
    await page.getByRole('heading', { name: /^Orders of Sangam Kinare Rasoi on / }).waitFor();
    // Demo orders are spread over past days: walk back from today to a day that has some.
    const table = page.getByRole('table');
    const empty = page.getByText('No orders found for this restaurant.');
    for (let back = 1; back <= 10; back++) {
      await table.or(empty).first().waitFor();
      if (await table.isVisible()) break;
      const day = new Date(Date.now() + 19_800_000 - back * 86_400_000).toISOString().slice(0, 10);
      // The day before's rows stay on screen until the new day's answer: that answer says whether it has orders.
      const answered = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/admin/orders' && new URL(r.url()).searchParams.get('date') === day,
      );
      await page.getByLabel('Date').fill(day);
      const { data } = (await (await answered).json()) as { data: unknown[] };
      if (data.length > 0) {
        await table.waitFor();
        break;
      }
    }
    await expect(table.getByRole('columnheader').allTextContents()).resolves.toEqual([
      'Order ID',
      'Date/Time',
      'Payment',
      'Amount',
    ]);
    await expect(table.textContent()).resolves.toMatch(/ORD-\d+/);
    await expect(table.locator('tfoot').textContent()).resolves.toMatch(
      /^Total \(delivered orders\)\d+ delivered of \d+ orders?₹[\d,]+\.\d{2}Cash ₹[\d,]+\.\d{2}, UPI ₹[\d,]+\.\d{2}/,
    );
    await photograph(page, 'admin-daily-order');

    // The restaurant and the day are in the URL: a reload shows the same day's orders.
    const shown = await page.getByRole('heading', { name: /^Orders of Sangam Kinare Rasoi on / }).textContent();
    const dateShown = await page.getByLabel('Date').inputValue();
    const url = new URL(page.url());
    expect(JSON.parse(url.searchParams.get('filter') ?? '{}')).toMatchObject({
      date: dateShown,
      restaurantId: expect.any(String),
    });
    await page.reload();
    await page.getByRole('heading', { name: shown! }).waitFor();
    await expect(page.getByLabel('Date').inputValue()).resolves.toBe(dateShown);
    await expect(page.getByRole('table').textContent()).resolves.toMatch(/ORD-\d+/);
    await expect(
      page
        .getByRole('navigation', { name: 'Restaurants' })
        .getByRole('button', { name: /Sangam Kinare Rasoi/ })
        .getAttribute('aria-current'),
    ).resolves.toBe('true');
  });
});
