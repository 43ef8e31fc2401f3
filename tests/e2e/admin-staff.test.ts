/**
 * Delivery Staff Management in the browser: add, search, delete with the banner, Test API.
 * Runs against the real server with demo data; screenshots at 1280 px and 375 px go to screenshots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, photograph, type RunningServer, startAdminSession, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

async function open(path: string, where: BrowserContext = context): Promise<Page> {
  const page = await where.newPage();
  await page.goto(server.baseUrl + path);
  return page;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await startAdminSession(server, context);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('delivery staff management', () => {
  it('adds a staff member and deletes them', async () => {
    const page = await open('/admin/delivery-staff');
    await page.getByRole('heading', { name: 'Delivery Staff Management' }).waitFor();
    await page.getByTestId('staff-row').first().waitFor();
    await photograph(page, 'admin-delivery-staff');
    await page.getByRole('button', { name: 'Card view' }).click();
    await page.getByTestId('staff-card').first().waitFor();
    await photograph(page, 'admin-delivery-staff-cards');
    await page.getByRole('button', { name: 'Table view' }).click();

    await page.getByRole('button', { name: 'Add Staff' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Ramesh Kumar Test');
    await dialog.getByLabel('Phone').fill('9876501234');
    await dialog.getByLabel('Email').fill('ramesh.test@example.com');
    await dialog.getByLabel('Password').fill('secret-pass-1');
    await dialog.getByLabel('Vehicle Number').fill('UP70 ZZ 1234');
    await photograph(page, 'admin-staff-add');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Staff added successfully');

    await page.getByLabel('Search by name, phone or email').fill('Ramesh Kumar Test');
    const row = page.getByTestId('staff-row').filter({ hasText: 'Ramesh Kumar Test' });
    await row.waitFor();
    expect(await row.getByText('RK', { exact: true }).count()).toBe(1);
    await row.getByRole('button', { name: 'Delete Ramesh Kumar Test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Successfully deleted Ramesh Kumar Test' }).waitFor();
    await row.waitFor({ state: 'detached' });
    // The developer tests sit folded away, for the super_admin only, under a warning.
    expect(await page.getByRole('button', { name: 'Test API' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Developer tools' }).click();
    await page.getByText('Test Delete deletes the first rider').waitFor();
    await page.getByRole('button', { name: 'Test API' }).click();
    await toast(page, 'API connection working');
    await page.close();
  });
});
