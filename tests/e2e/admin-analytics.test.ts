/**
 * Analytics in the browser: the four charts and three counters.
 * Runs against the real server with demo data; each screen is photographed at 1280 px and 375 px (screenshots/).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshotPath, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function login(target: Page) {
  await target.goto(`${server.baseUrl}/admin/login`);
  await target.getByLabel('Email').fill(server.adminEmail);
  await target.getByLabel('Password', { exact: true }).fill(server.adminPassword);
  await target.getByRole('button', { name: 'Login' }).click();
  await target.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
}

/** The screen at desktop and phone width. */
async function photograph(target: Page, name: string) {
  await target.setViewportSize({ width: 1280, height: 900 });
  await target.waitForTimeout(1200); // charts animate in after a resize
  await target.screenshot({ path: screenshotPath(`admin-${name}-1280`), fullPage: true });
  await target.setViewportSize({ width: 375, height: 800 });
  await target.waitForTimeout(1200);
  await target.screenshot({ path: screenshotPath(`admin-${name}-375`), fullPage: true });
  // Nothing may stick out sideways on a phone (tables scroll inside their own box).
  const overflow = await target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} is wider than a 375 px phone`).toBeLessThanOrEqual(1);
  await target.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Kolkata' });
  page = await context.newPage();
  await login(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('analytics in the browser', () => {
  it('draws the analytics charts and counters', async () => {
    await page.goto(`${server.baseUrl}/admin/analytics`);
    await page.getByText('New Signups (this week)').waitFor();
    for (const heading of ['Daily Orders & Revenue (last 7 days)', 'Top Restaurants by Orders', 'Top Dishes', 'Orders by Village']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await page.locator('.recharts-surface').first().waitFor();
    await page.locator('.recharts-pie-sector').first().waitFor();
    expect(await page.locator('.recharts-line').count()).toBe(2);
    await photograph(page, 'analytics');
  });
});
