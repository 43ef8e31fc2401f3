/**
 * Admin Earnings in the browser: the period switch asks the server again.
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
});

afterAll(async () => {
  await context?.close();
});

describe('earnings in the browser', () => {
  it('switches the earnings period', async () => {
    await page.goto(`${server.baseUrl}/admin/earnings`);
    await page.getByRole('heading', { name: 'Breakdown by Restaurant' }).waitFor();
    await photograph(page, 'admin-earnings');
    const tile = page.getByText('Total Earnings').first().locator('xpath=..');
    const allTime = await tile.textContent();
    expect(allTime).toMatch(/₹[\d,]+\.\d{2}/);

    const responses: string[] = [];
    page.on(
      'request',
      (request) =>
        request.url().includes('/api/admin/earnings') &&
        responses.push(new URL(request.url()).searchParams.get('period') ?? ''),
    );
    await page.getByRole('button', { name: 'Today' }).click();
    await expect.poll(() => responses).toContain('today');
    await page.getByRole('button', { name: 'This Month' }).click();
    await expect.poll(() => responses).toContain('month');
    await expect(page.getByRole('button', { name: 'This Month' }).getAttribute('aria-pressed')).resolves.toBe('true');
  });
});
