/**
 * Admin login in the browser: the logged-out redirect, a wrong password, the login form.
 * Runs against the real server with demo data; screenshots at 1280 px and 375 px go to screenshots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, photograph, type RunningServer, startAdminSession, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

/** Logs in through the form (used once; the context keeps the session). */
async function loginThroughForm(page: Page, password: string) {
  await page.getByLabel('Email').fill(server.adminEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
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
  await startAdminSession(server, context);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('admin login and redirects', () => {
  let fresh: BrowserContext;
  beforeAll(async () => {
    fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(() => fresh?.close());

  it('sends a logged-out visitor of an admin screen to /admin/login', async () => {
    const page = await open('/admin/users', fresh);
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    await photograph(page, 'admin-login');
    await page.close();
  });

  it('shows the server message for a wrong password, then logs in and lands on the dashboard', async () => {
    const page = await open('/admin/login', fresh);
    await loginThroughForm(page, 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await photograph(page, 'admin-login-error');
    await loginThroughForm(page, server.adminPassword);
    await page.waitForURL(/\/admin\/?$/);
    await page.getByText('Welcome admin', { exact: false }).first().waitFor();
    // Already logged in: the login page sends back to the dashboard.
    await page.goto(server.baseUrl + '/admin/login');
    await page.waitForURL(/\/admin\/?$/);
    await page.close();
  });
});
