/**
 * Coupon & Promotion Management in the browser: validation, add, edit, the server refusing a taken code, delete.
 * Runs against the real server with demo data; each screen is photographed at 1280 px and 375 px (screenshots/).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginAdminThroughForm, photograph, type RunningServer, screenshotPath } from './harness';
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

describe('coupons in the browser', () => {
  it('keeps the form behind the Add button, so a phone shows the list on its first screen', async () => {
    await page.goto(`${server.baseUrl}/admin/coupons`);
    await page.getByText('GAON10').waitFor();
    await photograph(page, 'admin-coupons');
    // A phone opening the screen.
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(`${server.baseUrl}/admin/coupons`);
    const add = phone.getByRole('button', { name: 'Add Coupon' });
    await add.waitFor();
    const firstRow = phone.getByTestId('coupon-row').first();
    await firstRow.waitFor();
    const top = await firstRow.evaluate((row) => row.getBoundingClientRect().top);
    expect(top, 'the first coupon is on the first screen').toBeLessThan(800);
    await expect(phone.getByRole('textbox', { name: 'Code' }).count()).resolves.toBe(0);
    await add.click();
    const dialog = phone.getByRole('dialog', { name: 'Add Coupon' });
    await dialog.getByLabel('Code').waitFor();
    await phone.screenshot({ path: screenshotPath('admin-coupons-add-375') });
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await phone.close();
  });

  it('adds a coupon (validation first) with villages chosen by autocomplete, then edits it', async () => {
    await page.goto(`${server.baseUrl}/admin/coupons`);
    await page.getByText('GAON10').waitFor();

    await page.getByRole('button', { name: 'Add Coupon' }).click();
    const form = page.getByRole('dialog', { name: 'Add Coupon' });
    await form.getByRole('button', { name: 'Add Coupon' }).click();
    await expect(form.getByText('All fields are required.').first().waitFor()).resolves.toBeUndefined();
    await expect(form.getByText('All fields are required.').count()).resolves.toBe(4);

    await form.getByLabel('Code').fill('MELA5');
    await form.getByLabel('Discount (%)').fill('5');
    await form.getByLabel('Valid From').fill('2026-01-01');
    await form.getByLabel('Valid To').fill('2026-12-31');
    const villages = form.getByRole('combobox', { name: 'Applicable Villages' });
    for (const name of ['Janghai', 'Jhunsi']) {
      await villages.fill(name.slice(0, 4));
      await page.getByRole('option', { name, exact: true }).click();
      await form.locator('.MuiChip-root', { hasText: name }).waitFor();
    }
    await page.screenshot({ path: screenshotPath('admin-coupons-autocomplete-1280') });
    await form.getByRole('button', { name: 'Add Coupon' }).click();
    await toast(page, 'Coupon added.');
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'MELA5' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Janghai, Jhunsi');
    await expect(row.textContent()).resolves.toContain('0 / 1'); // usage limit defaulted to 1

    await page.getByRole('button', { name: 'Edit coupon MELA5' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
    await edit.locator('.MuiChip-root', { hasText: 'Jhunsi' }).waitFor();
    await edit.getByLabel('Discount (%)').fill('12');
    await edit.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Coupon updated.');
    await page.getByRole('row').filter({ hasText: 'MELA5' }).filter({ hasText: '12%' }).waitFor();

    // The server's refusal shows as a red toast: the code is taken.
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    await form.getByLabel('Code').fill('GAON10');
    await form.getByLabel('Discount (%)').fill('5');
    await form.getByLabel('Valid From').fill('2026-01-01');
    await form.getByLabel('Valid To').fill('2026-12-31');
    await form.getByRole('button', { name: 'Add Coupon' }).click();
    await page
      .locator('.MuiSnackbarContent-root, .MuiAlert-root')
      .filter({ hasText: /GAON10|exists|taken|already/i })
      .first()
      .waitFor();
    // Closing with the typed input asks first.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete coupon MELA5' }).click();
    await page.getByText('Are you sure you want to delete this coupon?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Coupon deleted.');
  });

  it('opens Edit and Add from their URLs: a deep link and a reload keep the form, Back returns to the list', async () => {
    const list = `${server.baseUrl}/admin/coupons`;
    await page.goto(list);
    await page.getByText('GAON10').waitFor();
    await page.getByRole('button', { name: 'Edit coupon GAON10' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
    await edit.getByLabel('Code').waitFor();
    const editUrl = page.url();
    expect(new URL(editUrl).pathname).toMatch(/^\/admin\/coupons\/\d+$/);
    // Back closes the form, the list stays.
    await page.goBack();
    await edit.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/coupons');

    // The link opened directly, then reloaded: the same form with the coupon in it.
    await page.goto(editUrl);
    await expect.poll(() => edit.getByLabel('Code').inputValue()).toBe('GAON10');
    await page.reload();
    await expect.poll(() => edit.getByLabel('Code').inputValue()).toBe('GAON10');
    await page.goBack();
    await edit.waitFor({ state: 'detached' });
    await page.getByText('GAON10').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/coupons');

    await page.goto(`${list}/create`);
    const add = page.getByRole('dialog', { name: 'Add Coupon' });
    await add.getByLabel('Code').waitFor();
    await page.goBack();
    await add.waitFor({ state: 'detached' });

    // A coupon that does not exist: react-admin's notice, and the list.
    await page.goto(`${list}/987654`);
    await toast(page, 'Element does not exist');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/coupons');
    await page.getByText('GAON10').waitFor();
  });
});
