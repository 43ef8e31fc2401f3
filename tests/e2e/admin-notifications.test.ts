/**
 * Notifications & Announcements in the browser: an empty one is refused, one is scheduled for a village.
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

const toast = (target: Page, text: string) => target.getByText(text, { exact: true }).first().waitFor();

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

describe('notifications in the browser', () => {
  it('schedules a notification for a village, and refuses an empty one', async () => {
    await page.goto(`${server.baseUrl}/admin/notifications`);
    await page.getByText('Navratri vrat thali menu starts next week.').waitFor();
    await photograph(page, 'admin-notifications');

    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('Message and schedule time are required.').first().waitFor();
    // Under the message alone: an empty time means now.
    await expect(page.getByText('Message and schedule time are required.').count()).resolves.toBe(1);

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
