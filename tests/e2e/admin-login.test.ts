/**
 * Admin login in the browser: the logged-out redirect, a wrong password, the login form.
 * Runs against the real server with demo data; screenshots at 1280 px and 375 px go to screenshots/.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { photograph, type RunningServer } from './harness';
import { test as base } from './fixtures';

/** A browser nobody has signed in on (closed with the browser). */
const test = base.extend('visitor', { scope: 'file' }, async ({ browser }) =>
  browser.newContext({ viewport: { width: 1280, height: 900 } }),
);

/** Logs in through the form (used once; the context keeps the session). */
async function loginThroughForm(page: Page, server: RunningServer, password: string) {
  await page.getByLabel('Email').fill(server.adminEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('admin login and redirects', () => {
  test('sends a logged-out visitor of an admin screen to /admin/login', async ({ server, visitor }) => {
    const page = await visitor.newPage();
    await page.goto(server.baseUrl + '/admin/users');
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    await photograph(page, 'admin-login');
    await page.close();
  });

  test('shows the server message for a wrong password, then logs in and lands on the dashboard', async ({
    server,
    visitor,
  }) => {
    const page = await visitor.newPage();
    await page.goto(server.baseUrl + '/admin/login');
    await loginThroughForm(page, server, 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await photograph(page, 'admin-login-error');
    await loginThroughForm(page, server, server.adminPassword);
    await page.waitForURL(/\/admin\/?$/);
    await page.getByText('Welcome admin', { exact: false }).first().waitFor();
    // Already logged in: the login page sends back to the dashboard.
    await page.goto(server.baseUrl + '/admin/login');
    await page.waitForURL(/\/admin\/?$/);
    await page.close();
  });
});
