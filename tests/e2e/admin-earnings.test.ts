/**
 * Admin Earnings in the browser: the period switch asks the server again.
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

describe('earnings in the browser', () => {
  it('switches the earnings period', async () => {
    await page.goto(`${server.baseUrl}/admin/earnings`);
    await page.getByRole('heading', { name: 'Breakdown by Restaurant' }).waitFor();
    await photograph(page, 'earnings');
    const tile = page.getByText('Total Earnings').first().locator('xpath=..');
    const allTime = await tile.textContent();
    expect(allTime).toMatch(/₹[\d,]+\.\d{2}/);

    const responses: string[] = [];
    page.on('request', (request) => request.url().includes('/api/admin/earnings') && responses.push(new URL(request.url()).searchParams.get('period') ?? ''));
    await page.getByRole('button', { name: 'Today' }).click();
    await expect.poll(() => responses).toContain('today');
    await page.getByRole('button', { name: 'This Month' }).click();
    await expect.poll(() => responses).toContain('month');
    await expect(page.getByRole('button', { name: 'This Month' }).getAttribute('aria-pressed')).resolves.toBe('true');
  });
});
