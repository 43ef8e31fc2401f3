/**
 * The orders list on react-admin's list state, in Chromium against the real server with demo
 * data: page 2 of a search survives a reload and Back, a header click sorts, and a link to
 * one order opens its details.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotPath } from './harness';
import { test } from './fixtures';

interface OrderRow {
  id: number;
  orderId: string;
  status: string;
  customerInfo: { name: string };
}

const rowIds = (page: Page) =>
  page.getByTestId('order-row').locator('.MuiTypography-caption').filter({ hasText: /^ORD-/ }).allTextContents();

/** A page of rows comes from the server: on a busy machine it takes longer than expect.poll's default second. */
const ROWS_SETTLE = { timeout: 10_000 };

describe('orders list state in the URL', () => {
  test('keeps page 2 of a search through a reload and Back; a new search goes back to page 1', async ({ admin }) => {
    // A restaurant's name matches more than two pages of orders.
    const all = (await admin.api<OrderRow[]>('/admin/orders?limit=1')).body;
    const first = (await admin.api<Array<OrderRow & { restaurant: { name: string } }>>('/admin/orders?limit=1')).body;
    const q = first.data[0]!.restaurant.name;
    const matching = (
      await admin.api<OrderRow[]>(`/admin/orders?q=${encodeURIComponent(q)}&limit=5&page=2&sort=createdAt&order=desc`)
    ).body;
    expect(matching.total!).toBeGreaterThan(10);
    expect(all.total!).toBeGreaterThan(matching.total!);
    const pages = Math.ceil(matching.total! / 5);

    const page = await admin.open('/admin/orders?perPage=5');
    await page.getByTestId('order-row').first().waitFor();
    await page.getByPlaceholder('Search orders by customer or restaurant...').fill(q);
    await page.getByText(`Page 1 of ${pages}`, { exact: true }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toContain(q);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Page 2 of ${pages}`, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => rowIds(page), ROWS_SETTLE).toEqual(matching.data.map((o) => o.orderId));

    await page.reload();
    await page.getByText(`Page 2 of ${pages}`, { exact: true }).waitFor();
    await expect.poll(() => rowIds(page), ROWS_SETTLE).toEqual(matching.data.map((o) => o.orderId));
    expect(await page.getByPlaceholder('Search orders by customer or restaurant...').inputValue()).toBe(q);

    // A pasted link lands on the same page of the same search.
    const link = page.url();
    const other = await admin.context.newPage();
    await other.goto(link);
    await other.getByText(`Page 2 of ${pages}`, { exact: true }).waitFor();
    await other.close();

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Page 3 of ${pages}`, { exact: true }).waitFor();
    await page.goBack();
    await page.getByText(`Page 2 of ${pages}`, { exact: true }).waitFor();
    await expect.poll(() => rowIds(page), ROWS_SETTLE).toEqual(matching.data.map((o) => o.orderId));

    // Changing the search returns to page 1.
    await page.getByPlaceholder('Search orders by customer or restaurant...').fill(q.slice(0, -1));
    await expect.poll(() => new URL(page.url()).searchParams.get('page') ?? '1').toBe('1');
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await page.close();
  });

  test('narrows the list to a range of days with From and To, kept in the URL', async ({ admin }) => {
    // Computed once: the range stays the same if the India day turns during the test.
    const [from, to] = [3, 1].map((back) =>
      new Date(Date.now() + 19_800_000 - back * 86_400_000).toISOString().slice(0, 10),
    );
    const all = (await admin.api<OrderRow[]>('/admin/orders?limit=1')).body;
    const range = (await admin.api<OrderRow[]>(`/admin/orders?from=${from}&to=${to}&limit=5`)).body;
    expect(range.total!).toBeGreaterThan(0);
    expect(range.total!).toBeLessThan(all.total!);
    const pages = Math.ceil(range.total! / 5);

    // Its own browser profile: a list remembers its filters, and the other tests' are not ours.
    const own = await admin.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await admin.open('/admin/orders?perPage=5', own);
    await page.getByTestId('order-row').first().waitFor();
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await expect
      .poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}'))
      .toMatchObject({ from, to });
    if (pages > 1) await page.getByText(`Page 1 of ${pages}`, { exact: true }).waitFor();
    await expect.poll(() => rowIds(page), ROWS_SETTLE).toEqual(range.data.map((o) => o.orderId));
    await page.screenshot({ path: screenshotPath('admin-orders-date-range-1280') });
    await page.reload();
    await expect.poll(() => rowIds(page), ROWS_SETTLE).toEqual(range.data.map((o) => o.orderId));
    await expect(page.getByLabel('From', { exact: true }).inputValue()).resolves.toBe(from);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: screenshotPath('admin-orders-date-range-375') });
    await own.close();
  });

  test('sorts by the Status header, both ways', async ({ admin }) => {
    const page = await admin.open('/admin/orders?perPage=5');
    await page.getByTestId('order-row').first().waitFor();
    // The status badges only: the "To confirm" and "Fake" marks beside them carry a test id.
    const statuses = () =>
      page.getByTestId('order-row').locator('.MuiChip-root:not([data-testid]) .MuiChip-label').allTextContents();
    const sorted = (list: string[], direction: 'ASC' | 'DESC') => {
      const copy = [...list].sort();
      return direction === 'ASC' ? copy : copy.reverse();
    };
    const header = page.getByRole('columnheader', { name: 'Status' }).getByRole('button');
    await header.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('status');
    const first = new URL(page.url()).searchParams.get('order') as 'ASC' | 'DESC';
    await expect
      .poll(async () => {
        const s = await statuses();
        return s.length === 5 && s.join() === sorted(s, first).join();
      })
      .toBe(true);
    const firstStatuses = await statuses();
    await header.click();
    const second = first === 'ASC' ? 'DESC' : 'ASC';
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe(second);
    await expect
      .poll(async () => {
        const s = await statuses();
        return s.length === 5 && s.join() === sorted(s, second).join() && s.join() !== firstStatuses.join();
      })
      .toBe(true);
    await page.close();
  });

  test('opens one order from its link, /admin/orders/:id, and closes back to the list', async ({ admin }) => {
    const { data } = (await admin.api<Array<OrderRow & { totalAmount: number }>>('/admin/orders?page=7&limit=5')).body;
    const order = data[0]!;
    const page = await admin.open(`/admin/orders/${order.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Order Details — ${order.orderId}`).waitFor();
    await dialog.getByText(order.customerInfo.name).first().waitFor();
    await dialog.getByText('Total Amount').waitFor();
    await page.screenshot({ path: screenshotPath('admin-order-deep-link-1280') });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: screenshotPath('admin-order-deep-link-375') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    await page.getByRole('heading', { name: 'Order Management', level: 1 }).waitFor();

    // The Details button leads to the same address.
    await page
      .getByTestId('order-row')
      .first()
      .getByRole('button', { name: /^Details of order / })
      .click();
    await page.waitForURL(/\/admin\/orders\/\d+/);
    await page.getByRole('dialog').getByText('Total Amount').waitFor();
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.close();
  });
});
