/**
 * Coupon & Promotion Management in the browser: validation, add, edit, the server refusing a taken code, delete.
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

describe('coupons in the browser', () => {
  it('adds a coupon (validation first), then edits it', async () => {
    await page.goto(`${server.baseUrl}/admin/coupons`);
    await page.getByText('GAON10').waitFor();
    await photograph(page, 'coupons');

    const form = page.locator('#coupon-form');
    await form.getByRole('button', { name: 'Add Coupon' }).click();
    await form.getByText('All fields are required.').waitFor();

    await form.getByLabel('Code').fill('MELA5');
    await form.getByLabel('Discount (%)').fill('5');
    await form.getByLabel('Valid From').fill('2026-01-01');
    await form.getByLabel('Valid To').fill('2026-12-31');
    await form.getByLabel('Applicable Villages').fill(' Janghai , Jhunsi ,');
    await form.getByRole('button', { name: 'Add Coupon' }).click();
    await toast(page, 'Coupon added.');
    const row = page.getByRole('row').filter({ hasText: 'MELA5' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Janghai, Jhunsi');
    await expect(row.textContent()).resolves.toContain('0 / 1'); // usage limit defaulted to 1

    await page.getByRole('button', { name: 'Edit coupon MELA5' }).click();
    await form.getByRole('heading', { name: 'Edit Coupon' }).waitFor();
    await form.getByLabel('Discount (%)').fill('12');
    await form.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Coupon updated.');
    await page.getByRole('row').filter({ hasText: 'MELA5' }).filter({ hasText: '12%' }).waitFor();
    await form.getByRole('heading', { name: 'Add Coupon' }).waitFor();

    // The server's refusal shows as a red toast: the code is taken.
    await form.getByLabel('Code').fill('GAON10');
    await form.getByLabel('Discount (%)').fill('5');
    await form.getByLabel('Valid From').fill('2026-01-01');
    await form.getByLabel('Valid To').fill('2026-12-31');
    await form.getByRole('button', { name: 'Add Coupon' }).click();
    await page.locator('.MuiSnackbarContent-root, .MuiAlert-root').filter({ hasText: /GAON10|exists|taken|already/i }).first().waitFor();

    await page.getByRole('button', { name: 'Delete coupon MELA5' }).click();
    await page.getByText('Are you sure you want to delete this coupon?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Coupon deleted.');
  });
});
