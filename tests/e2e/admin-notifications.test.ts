/**
 * Notifications & Announcements in the browser: an empty one is refused, one is scheduled for a village.
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

const toast = (target: Page, text: string) => target.getByText(text, { exact: true }).first().waitFor();

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

describe('notifications in the browser', () => {
  it('schedules a notification for a village, and refuses an empty one', async () => {
    await page.goto(`${server.baseUrl}/admin/notifications`);
    await page.getByText('Navratri vrat thali menu starts next week.').waitFor();
    await photograph(page, 'notifications');

    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('Message and schedule time are required.').first().waitFor();
    await expect(page.getByText('Message and schedule time are required.').count()).resolves.toBe(2);

    await page.getByLabel('Message').fill('Makar Sankranti til-gud laddoo with every thali.');
    await page.getByLabel('Target').click();
    await page.getByRole('option', { name: 'Village' }).click();
    await page.getByLabel('Village name').fill('Janghai');
    const nextYear = new Date().getFullYear() + 1;
    await page.getByLabel('Schedule Time', { exact: true }).fill(`${nextYear}-01-14T09:30`);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await toast(page, 'Notification scheduled.');
    const row = page.getByRole('row').filter({ hasText: 'Makar Sankranti' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Village: Janghai');
    await expect(row.textContent()).resolves.toContain('Scheduled');
  });
});
