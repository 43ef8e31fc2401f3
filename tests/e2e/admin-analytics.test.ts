/**
 * Analytics in the browser: the four charts and three counters.
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

describe('analytics in the browser', () => {
  it('draws the analytics charts and counters', async () => {
    await page.goto(`${server.baseUrl}/admin/analytics`);
    await page.getByText('New Signups (this week)').waitFor();
    for (const heading of [
      'Daily Orders & Revenue (last 7 days)',
      'Top Restaurants by Orders',
      'Top Dishes',
      'Orders by Village',
    ]) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await page.locator('.recharts-surface').first().waitFor();
    await page.locator('.recharts-pie-sector').first().waitFor();
    expect(await page.locator('.recharts-line').count()).toBe(2);
    await photograph(page, 'admin-analytics');
  });
});
