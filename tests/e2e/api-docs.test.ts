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
describe('the API reader at /api/docs', () => {
  it('renders the OpenAPI document under the site CSP, offline, with no console error', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    // Offline but for the app itself: any request to another host fails the test.
    const outside: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(server.baseUrl)) return route.continue();
      outside.push(url);
      return route.abort();
    });
    const res = await page.goto(`${server.baseUrl}/api/docs`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 20_000 });
    await expect(page.locator('.swagger-ui .info .title').textContent()).resolves.toContain('Gaon Rasoi API');
    // Swagger UI draws only the operations in view: scroll down until the orders' export is drawn,
    // under its tag, the tenth of the document's tags.
    const exportPath = page.locator('.opblock-summary-path[data-path="/api/admin/orders/export"]');
    const ordersTag = page.locator('.opblock-tag[data-tag="orders"]');
    // The tag's heading may be drawn and dropped again on the way down: seen once is enough.
    let sawOrdersTag = false;
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 500);
          if ((await ordersTag.count()) === 1) sawOrdersTag = true;
          return exportPath.count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    if ((await ordersTag.count()) === 1) sawOrdersTag = true;
    expect(sawOrdersTag).toBe(true);
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
