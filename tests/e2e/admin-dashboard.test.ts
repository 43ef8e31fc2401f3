/**
 * Admin dashboard in the browser: the counts GET /api/admin/dashboard answers and the card lists.
 * Runs against the real server with demo data; screenshots at 1280 px and 375 px go to screenshots/.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, photograph, type RunningServer, startAdminSession, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let token = '';

async function api<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: { success: boolean; data: T; message?: string; total?: number } }> {
  const res = await fetch(`${server.baseUrl}/api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  return { status: res.status, body: await res.json() };
}

async function open(path: string, where: BrowserContext = context): Promise<Page> {
  const page = await where.newPage();
  await page.goto(server.baseUrl + path);
  return page;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  token = (await startAdminSession(server, context)).token;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('dashboard', () => {
  it('counts what GET /api/admin/dashboard answers, and opens the card lists', async () => {
    const { body } = await api<{
      totalVendors: number;
      totalDeliveryPersons: number;
      totalRestaurants: number;
      totalOrders: number;
      totalAdminEarnings: number;
    }>('/admin/dashboard');
    const d = body.data;
    const page = await open('/admin');
    const users = page.getByTestId('count-users');
    await users.waitFor();
    const expectText = async (id: string, text: string) => {
      await page.waitForFunction(
        ([i, t]) => document.querySelector(`[data-testid="${i}"]`)?.textContent === t,
        [id, text] as const,
        { timeout: 5000 },
      );
    };
    const n = (v: number) => v.toLocaleString('en-IN');
    await expectText('count-users', n(d.totalVendors + d.totalDeliveryPersons));
    await expectText('count-restaurants', n(d.totalRestaurants));
    await expectText('count-orders', n(d.totalOrders));
    await expectText('count-earnings', `₹${Math.round(d.totalAdminEarnings).toLocaleString('en-IN')}`);
    await photograph(page, 'admin-dashboard');

    await page.getByRole('button', { name: /Show the Orders list/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('columnheader', { name: 'Customer' }).waitFor();
    await dialog.getByRole('row').nth(1).waitFor();
    await photograph(page, 'admin-dashboard-orders-modal');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /Show the Admin Earnings list/ }).click();
    await page.getByRole('dialog').getByRole('columnheader', { name: 'Total Earnings' }).waitFor();
    await page
      .getByRole('dialog')
      .getByText(/₹[\d,]+\.\d\d/)
      .first()
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Admin Earnings' }).click();
    await page.waitForURL(/\/admin\/earnings$/);
    await page.close();
  });
});
