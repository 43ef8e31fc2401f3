/**
 * Orders export in Chromium against the real server: the Export button of the orders list
 * downloads GET /api/admin/orders/export for the list's current search, a CSV with a header
 * row and exactly the orders that search finds (every page, not the one shown).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startAdminSession, type RunningServer } from './harness';
import { test } from './fixtures';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let token = '';

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  token = (await startAdminSession(server, context)).token;
});

describe('orders export', () => {
  it('downloads a CSV of exactly the orders of the current search', async () => {
    const headers = { Authorization: `Bearer ${token}` };
    const sample = (await (await fetch(`${server.baseUrl}/api/admin/orders?limit=1`, { headers })).json()).data[0] as {
      restaurant: { name: string };
    };
    const q = sample.restaurant.name;
    const expected: string[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const body = await (
        await fetch(`${server.baseUrl}/api/admin/orders?q=${encodeURIComponent(q)}&limit=100&page=${pageNumber}`, {
          headers,
        })
      ).json();
      expected.push(...(body.data as Array<{ orderId: string }>).map((o) => o.orderId));
      if (expected.length >= body.total) break;
    }
    expect(expected.length).toBeGreaterThan(5); // more than the one page the list shows

    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/admin/orders?perPage=5`);
    await page.getByTestId('order-row').first().waitFor();
    await page.getByPlaceholder('Search orders by customer or restaurant...').fill(q);
    await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain(q);
    await page.getByText(`Page 1 of ${Math.ceil(expected.length / 5)}`, { exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv.length).toBe(expected.length + 2);
    expect(csv[0]!.toLowerCase()).toMatch(/order/); // the header row names the columns
    expect(csv[csv.length - 1]).toMatch(/^Total,/); // and the last adds them up
    const exported = csv.slice(1, -1).map((line) => line.match(/ORD-\d+/)?.[0]);
    expect(exported.sort()).toEqual([...expected].sort());
    await page.close();
  });
});
