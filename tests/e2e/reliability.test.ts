/**
 * Reliability in Chromium: the site and the admin work under the Content-Security-Policy with
 * no console errors and no CSP violations, and strings with HTML stored through the API are
 * shown by the admin as text, never run as HTML.
 */
import { describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshotPath } from './harness';
import { test } from './fixtures';

const XSS_VILLAGE = '<img src=x onerror=window.__xss=1>';
const XSS_ZONE = '<script>window.__xss=2</script>';
const XSS_TICKET = '<svg onload=window.__xss=3></svg> hello';

interface Watch {
  errors: string[];
}

/** A page that records console errors, page errors, CSP violations and failed loads. */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; watch: Watch }> {
  const watch: Watch = { errors: [] };
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && watch.errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => watch.errors.push(`pageerror: ${e.message}`));
  page.on(
    'response',
    (r) => r.status() >= 400 && !r.url().includes('/api/') && watch.errors.push(`${r.status()} ${r.url()}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return { page, watch };
}

describe('under the CSP, in Chromium', () => {
  test('the site pages load with no console errors or CSP violations', async ({ server, browser }) => {
    const context = await browser.newContext();
    try {
      for (const path of ['/', '/privacy-policy']) {
        const { page, watch } = await watchedPage(context);
        const res = await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
        expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
        await page.locator('h1').first().waitFor();
        // The hydrated site runs (its bundle is allowed by the CSP).
        expect(await page.evaluate(() => document.scripts.length)).toBeGreaterThan(0);
        expect(watch.errors, path).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  test('the admin login and dashboard load with no console errors or CSP violations', async ({ server, browser }) => {
    const context = await browser.newContext();
    try {
      const { page, watch } = await watchedPage(context);
      await page.goto(`${server.baseUrl}/admin`, { waitUntil: 'networkidle' });
      await page.waitForURL(/\/admin\/login/);
      await page.getByLabel('Email').fill(server.adminEmail);
      await page.getByLabel('Password', { exact: true }).fill(server.adminPassword);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: screenshotPath('reliability-dashboard-csp') });
      expect(watch.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('stored HTML is shown as text', () => {
  test('a village and a ticket with HTML in their text render as text, and nothing runs', async ({
    server,
    browser,
    admin,
  }) => {
    const post = (path: string, body: object) => admin.api(path, { method: 'POST', body: JSON.stringify(body) });
    expect((await post('/admin/villages', { name: XSS_VILLAGE, deliveryZone: XSS_ZONE })).status).toBe(201);
    expect((await post('/contact', { name: 'Tester', email: 'tester@example.com', message: XSS_TICKET })).status).toBe(
      201,
    );
    const context = await browser.newContext();
    try {
      const { page, watch } = await watchedPage(context);
      await page.goto(`${server.baseUrl}/admin/login`);
      await page.getByLabel('Email').fill(server.adminEmail);
      await page.getByLabel('Password', { exact: true }).fill(server.adminPassword);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();

      await page.goto(`${server.baseUrl}/admin/villages`);
      await page.getByText(XSS_VILLAGE, { exact: true }).first().waitFor();
      await page.getByText(XSS_ZONE, { exact: true }).first().waitFor();
      await page.screenshot({ path: screenshotPath('reliability-villages-xss') });
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      // No element was made from the strings.
      expect(await page.locator('img[src="x"]').count()).toBe(0);

      await page.goto(`${server.baseUrl}/admin/support`);
      await page.getByText(XSS_TICKET, { exact: false }).first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(await page.locator('svg[onload]').count()).toBe(0);
      expect(watch.errors.filter((e) => !e.includes('/x'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
