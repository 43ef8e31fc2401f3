/**
 * Support & Feedback in the browser: a reply (never blank) closes a ticket, close another, the Open filter.
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

describe('support in the browser', () => {
  it('replies to a ticket (not blank), which closes it, and closes another', async () => {
    await page.goto(`${server.baseUrl}/admin/support`);
    await page.getByText('My thali arrived cold and the roti was missing.').waitFor();
    await photograph(page, 'admin-support');

    const row = page.getByRole('row').filter({ hasText: 'My thali arrived cold' });
    await row.getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send and close' }).click();
    await dialog.getByText('Reply cannot be empty.').waitFor();
    await dialog.getByLabel('Response').fill('Sorry! A fresh thali is on its way.');
    await dialog.getByRole('button', { name: 'Send and close' }).click();
    await toast(page, 'Response sent and ticket closed.');
    await row.getByText('A fresh thali is on its way.').waitFor();
    await expect(row.getByRole('button', { name: 'Reply' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Close ticket of Pooja Mishra' }).click();
    await toast(page, 'Ticket closed.');

    await page.getByRole('button', { name: 'Open', exact: true }).click();
    // The list keeps the previous page on screen until the filtered one arrives.
    await page.getByText('Delivery took more than an hour to Jhunsi.').waitFor({ state: 'detached' });
    await page.getByText('Please add more sweets like malpua on the menu.').waitFor();
    await expect(page.getByText('Delivery took more than an hour to Jhunsi.').count()).resolves.toBe(0);
  });
});
