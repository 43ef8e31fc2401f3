import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type RunningServer } from './harness';
import { test } from './fixtures';

let server: RunningServer;
let browser: Browser;

test.override('serverEnv', { DEMO_DATA: '0' });

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
});
describe('the running server', () => {
  it('answers /api/health with the success envelope', async () => {
    const res = await fetch(`${server.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
  });

  it('answers unknown /api paths with a JSON 404 envelope, never the HTML shell', async () => {
    const res = await fetch(`${server.baseUrl}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('renders the public site at /', async () => {
    const page = await browser.newPage();
    await page.goto(server.baseUrl + '/');
    await expect(page.locator('h1').first().textContent()).resolves.toContain('Gaon Rasoi');
    await page.close();
  });

  it('renders the admin login at /admin and on deep links', async () => {
    const page = await browser.newPage();
    for (const path of ['/admin', '/admin/orders']) {
      await page.goto(server.baseUrl + path);
      await page.waitForURL(/\/admin\/login/);
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    }
    await page.close();
  });
});
