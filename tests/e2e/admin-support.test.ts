/**
 * Support & Feedback in the browser: a reply (never blank) closes a ticket, close another, the Open filter.
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

describe('support in the browser', () => {
  it('replies to a ticket (not blank), which closes it, and closes another', async () => {
    await page.goto(`${server.baseUrl}/admin/support`);
    await page.getByText('My thali arrived cold and the roti was missing.').waitFor();
    await photograph(page, 'support');

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
