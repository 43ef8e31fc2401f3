/**
 * The accountant's screens in Chromium on a phone (375 px) against the real server with demo
 * data: the GST summary opens on last month with every restaurant's figures as the API gives
 * them, another month is one choice away, and "Download CSV" saves gst-YYYY-MM.csv with the same
 * figures; the Bills screen lists a restaurant's bills of this month with a deleted order's bill
 * marked cancelled, and downloads them. Both screens are photographed at 375 and 1366 px.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  adminCaller,
  apiCaller,
  openStorefrontAllDay,
  photograph,
  startAdminSession,
  type ApiCaller,
  type RunningServer,
} from './harness';
import { istDate } from '../../shared/indiaTime';
import { test } from './fixtures';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let desktop: BrowserContext;
let page: Page;
let admin: ApiCaller;
let kitchen: { id: number; name: string };
let deletedBill = '';

const GSTIN = '09AAACG1234F1Z2';
const thisMonth = istDate(Date.now()).slice(0, 7);
const lastMonth = (() => {
  const [year, month] = thisMonth.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
})();
/** "₹1,234.50" as the admin writes rupees in English. */
const rupees = (value: number) =>
  `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface GstRow {
  restaurantId: number;
  name: string;
  gstin: string | null;
  gstMode: string;
  taxableValue: number;
  cgst: number;
  sgst: number;
  total: number;
  bills: { from: string; to: string; count: number; cancelled: number };
}

/** The CSV a download saved, as rows of cells (these files hold no quoted cell). */
async function downloaded(trigger: () => Promise<void>): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text).not.toContain('"');
  return {
    name: download.suggestedFilename(),
    rows: text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(',')),
  };
}

/**
 * Photographs the screen on the phone (375 px) and the same address on a desktop (1366 px), in a
 * page of its own: react-admin's sidebar, widened and narrowed again in one page, stays over it
 * as a drawer. `ready` waits for the figures.
 */
async function photographBothWidths(name: string, ready: (p: Page) => Promise<void>) {
  await photograph(page, name, { widths: [375] });
  const wide = await desktop.newPage();
  await wide.goto(page.url());
  await ready(wide);
  await photograph(wide, name, { widths: [1366] });
  await wide.close();
}

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  admin = await adminCaller(server);
  // The storefront becomes a regular GST restaurant, and takes this month's orders with CGST + SGST.
  const menu = await openStorefrontAllDay(server, admin);
  kitchen = { id: menu.kitchen.id, name: menu.kitchen.name };
  await admin('PUT', `/api/admin/restaurants/${kitchen.id}`, { gstin: GSTIN, gstMode: 'regular' });
  const dish = menu.dishes.find((d: { available: boolean }) => d.available);
  const ids: number[] = [];
  for (const phone of ['9876512301', '9876512302']) {
    const placed = await apiCaller(server)('POST', '/api/orders', {
      customer: { name: 'Sunita Devi', phone },
      fulfilment: 'pickup',
      items: [{ dishId: dish.id, quantity: 2 }],
    });
    ids.push(Number(String(placed.orderId).replace(/\D/g, '')));
  }
  deletedBill = (await admin('GET', `/api/admin/orders/${ids[1]}/bill`)).billNumber;
  await admin('DELETE', `/api/admin/orders/${ids[1]}`);

  context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    timezoneId: 'Asia/Kolkata',
    acceptDownloads: true,
  });
  await startAdminSession(server, context);
  page = await context.newPage();
  desktop = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Kolkata' });
  await startAdminSession(server, desktop);
});

afterAll(async () => {
  await context?.close();
  await desktop?.close();
});

describe('GST summary', () => {
  it('opens on last month with each restaurant as the API adds it up, switches month, and downloads the same figures', async () => {
    const expected = (await admin('GET', `/api/admin/reports/gst?month=${lastMonth}`)) as GstRow[];
    expect(expected.length).toBeGreaterThan(0); // the demo's orders go back 60 days

    await page.goto(`${server.baseUrl}/admin/gst`);
    await page.getByRole('heading', { name: 'GST summary', level: 1 }).waitFor();
    const picker = page.getByLabel('Month', { exact: true });
    await expect.poll(() => picker.inputValue()).toBe(lastMonth);
    const cards = page.getByTestId('gst-card');
    await expect.poll(() => cards.count()).toBe(expected.length);
    for (const [i, row] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.textContent()).resolves.toContain(row.name);
      await expect(card.textContent()).resolves.toContain(rupees(row.total));
      await expect(card.textContent()).resolves.toContain(row.bills.from);
    }
    const sum = expected.reduce((total, row) => total + Math.round(row.total * 100), 0) / 100;
    await expect(page.getByTestId('gst-totals').textContent()).resolves.toContain(rupees(sum));
    await photographBothWidths('admin-gst-last-month', (p) => p.getByTestId('gst-totals').waitFor());

    // This month: the storefront now shows its CGST and SGST.
    await picker.selectOption(thisMonth);
    await page.waitForURL((url) => url.searchParams.get('month') === thisMonth);
    const current = (await admin('GET', `/api/admin/reports/gst?month=${thisMonth}`)) as GstRow[];
    // A month billed under two GST modes is two rows: the demo's bills before the registration, then these.
    const mine = current.find((row) => row.restaurantId === kitchen.id && row.gstin === GSTIN)!;
    expect(mine).toMatchObject({ gstin: GSTIN, gstMode: 'regular' });
    expect(mine.bills.cancelled).toBeGreaterThan(0); // the deleted order's bill, at least
    expect(mine.cgst).toBeGreaterThan(0);
    const card = page.getByTestId('gst-card').filter({ hasText: kitchen.name }).filter({ hasText: GSTIN });
    await card.getByText(rupees(mine.cgst)).first().waitFor();
    await expect(card.textContent()).resolves.toContain(GSTIN);
    await expect(card.textContent()).resolves.toContain(`${mine.bills.cancelled} cancelled`);
    await photographBothWidths('admin-gst-this-month', (p) => p.getByTestId('gst-totals').waitFor());

    const file = await downloaded(() => page.getByRole('button', { name: 'Download CSV' }).click());
    expect(file.name).toBe(`gst-${thisMonth}.csv`);
    const [header, ...rows] = file.rows;
    // A row per restaurant and GST mode, then the month's totals.
    const lines = rows.slice(0, -1);
    expect(rows.at(-1)![2]).toBe('Total');
    expect(header).toEqual([
      'Month',
      'Restaurant ID',
      'Restaurant',
      'GSTIN',
      'GST Mode',
      'SAC',
      'Taxable Value',
      'CGST',
      'SGST',
      'Total',
      'First Bill',
      'Last Bill',
      'Bills',
      'Cancelled',
    ]);
    expect(lines.map((cells) => [Number(cells[1]), cells[7], cells[8], cells[9], cells[12]])).toEqual(
      current.map((row) => [
        row.restaurantId,
        row.cgst.toFixed(2),
        row.sgst.toFixed(2),
        row.total.toFixed(2),
        String(row.bills.count),
      ]),
    );
  });
});

describe('Bills', () => {
  it("lists a restaurant's bills of this month with the deleted order's bill marked cancelled, and downloads them", async () => {
    await page.goto(`${server.baseUrl}/admin/bills`);
    await page.getByRole('heading', { name: 'Bills', level: 1 }).waitFor();
    await page.getByLabel('Restaurant', { exact: true }).selectOption(String(kitchen.id));
    await page.waitForURL((url) => url.searchParams.get('restaurantId') === String(kitchen.id));
    const from = `${thisMonth}-01`;
    const to = istDate(Date.now());
    await expect.poll(() => page.getByLabel('From', { exact: true }).inputValue()).toBe(from);
    await expect.poll(() => page.getByLabel('To', { exact: true }).inputValue()).toBe(to);
    const register = (await admin(
      'GET',
      `/api/admin/bills?restaurantId=${kitchen.id}&from=${from}&to=${to}`,
    )) as Array<{ billNumber: string; status: string; total: number; paid: number }>;
    expect(register.map((b) => b.billNumber)).toContain(deletedBill);

    const issued = register.filter((b) => b.status === 'issued');
    const total = issued.reduce((sum, b) => sum + Math.round(b.total * 100), 0) / 100;
    // The previous choice's bills stay (dimmed) until this restaurant's arrive, and bill numbers
    // are counted per restaurant: the same number may be on both lists.
    await expect.poll(() => page.getByTestId('bills-total').textContent()).toContain(rupees(total));
    const cancelled = page.getByTestId('bill-card').filter({ hasText: deletedBill });
    await cancelled.waitFor();
    await expect(cancelled.textContent()).resolves.toContain('Cancelled');
    // What the ledger says was paid on these bills, beside their tax.
    const paid = register.reduce((sum, b) => sum + Math.round(b.paid * 100), 0) / 100;
    await expect.poll(() => page.getByTestId('bills-total-paid').first().textContent()).toContain(rupees(paid));
    await photographBothWidths('admin-bills', (p) => p.getByTestId('bills-total').waitFor());

    const file = await downloaded(() => page.getByRole('button', { name: 'Download CSV' }).click());
    expect(file.name).toBe(
      from === to
        ? `bills-${from}-restaurant-${kitchen.id}.csv`
        : `bills-${from}_to_${to}-restaurant-${kitchen.id}.csv`,
    );
    const [header, ...rows] = file.rows;
    // The register's bills, then its totals row.
    const lines = rows.slice(0, -1);
    expect(rows.at(-1)![0]).toBe('Total');
    expect(header).toEqual([
      'Bill Number',
      'Order ID',
      'Date (IST)',
      'Status',
      'Taxable Value',
      'CGST',
      'SGST',
      'Total',
      'Paid With',
      'Paid',
      'Refunded',
      'Restaurant',
    ]);
    expect(lines.map((cells) => [cells[0], cells[3]])).toEqual(
      register.map((b) => [b.billNumber, b.status === 'cancelled' ? 'Cancelled' : 'Issued']),
    );
  });
});
