/**
 * Village/Area Management in the browser: required fields, then add a village with a restaurant.
 * Runs against the real server with demo data; screenshots at 1280 px and 375 px go to screenshots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshotPath, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let token = '';

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: { success: boolean; data: T; message?: string; total?: number } }> {
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

/** Screenshots of the current screen at desktop and phone width. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: screenshotPath(`admin-${name}-1280`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: screenshotPath(`admin-${name}-375`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const res = await fetch(`${server.baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: server.adminEmail, password: server.adminPassword }),
  });
  const login = (await res.json()).data as { token: string; name: string; role: string };
  token = login.token;
  // Screens other than login start logged in (the session the login page would store).
  await context.addInitScript((session) => {
    localStorage.setItem('adminToken', session.token);
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('adminName', session.name);
    localStorage.setItem('adminRole', session.role);
  }, login);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('village management', () => {
  it('requires a name and zone, then adds a village with a restaurant', async () => {
    const page = await open('/admin/villages');
    await page.getByRole('heading', { name: 'Village/Area Management' }).waitFor();
    await page.getByTestId('village-row').first().waitFor();
    await shoot(page, 'villages');
    await page.getByRole('button', { name: 'Add Village' }).click();
    await page.getByText('Name and delivery zone are required.').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Test Gaon');
    await page.getByRole('textbox', { name: 'Delivery Zone' }).fill('Zone T');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Add Village' }).click();
    await toast(page, 'Village added successfully.');
    await page.getByTestId('village-row').filter({ hasText: 'Test Gaon' }).waitFor();
    const { body } = await api<Array<{ name: string; assignedRestaurants: string[] }>>('/admin/villages?q=Test%20Gaon');
    expect(body.data[0]?.assignedRestaurants.length).toBe(1);
    await page.close();
  });
});
