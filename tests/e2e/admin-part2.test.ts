/**
 * Browser flows of the admin part-2 screens (issue 5) against the real server with demo data:
 * approve an application and find the restaurant, add and edit a coupon, reply to a ticket,
 * schedule a notification, switch the earnings period, pick a restaurant in Daily Order.
 * Each screen is also photographed at 1280 px and 375 px (screenshots/, for a person to look at).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshotPath, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function login(target: Page) {
  await target.goto(`${server.baseUrl}/admin/login`);
  await target.getByLabel('Email').fill(server.adminEmail);
  await target.getByLabel('Password', { exact: true }).fill(server.adminPassword);
  await target.getByRole('button', { name: 'Login' }).click();
  await target.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
}

/** The screen at desktop and phone width. */
async function photograph(target: Page, name: string) {
  await target.setViewportSize({ width: 1280, height: 900 });
  await target.waitForTimeout(1200); // charts animate in after a resize
  await target.screenshot({ path: screenshotPath(`admin-${name}-1280`), fullPage: true });
  await target.setViewportSize({ width: 375, height: 800 });
  await target.waitForTimeout(1200);
  await target.screenshot({ path: screenshotPath(`admin-${name}-375`), fullPage: true });
  // Nothing may stick out sideways on a phone (tables scroll inside their own box).
  const overflow = await target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} is wider than a 375 px phone`).toBeLessThanOrEqual(1);
  await target.setViewportSize({ width: 1280, height: 900 });
}

const toast = (target: Page, text: string) => target.getByText(text, { exact: true }).first().waitFor();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Kolkata' });
  page = await context.newPage();
  await login(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('admin part 2 in the browser', () => {
  it('approves an application, which then shows in Restaurant Management; rejects another', async () => {
    await page.goto(`${server.baseUrl}/admin/onboarding`);
    await page.getByRole('heading', { name: 'Restaurant Onboarding', level: 1 }).waitFor();
    await page.getByText('Bhola Ki Rasoi').waitFor();
    await photograph(page, 'onboarding');

    await page.getByRole('button', { name: 'Approve Bhola Ki Rasoi' }).click();
    await toast(page, 'Restaurant approved!');
    // The list reloads after the toast: wait for the row's Approve button to go rather than counting at once.
    await page.getByRole('button', { name: 'Approve Bhola Ki Rasoi' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Reject Amma Ka Chulha' }).click();
    await toast(page, 'Restaurant rejected.');

    // The status filter asks the server for approved applications only.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved' }).click();
    // The list keeps the previous page on screen until the filtered one arrives.
    await page.getByText('Sarson Kheti Kitchen').waitFor({ state: 'detached' });
    await page.getByText('Bhola Ki Rasoi').waitFor();
    await expect(page.getByText('Sarson Kheti Kitchen').count()).resolves.toBe(0);

    await page.goto(`${server.baseUrl}/admin/restaurants`);
    await page.getByLabel('Search by name, address or cuisine').fill('Bhola');
    await page.getByText('Bhola Ki Rasoi').first().waitFor();
  });

  it('adds an application through the form and searches for it in card view', async () => {
    // A list remembers its last filters (react-admin's store); this link asks for none.
    await page.goto(`${server.baseUrl}/admin/onboarding?filter=%7B%7D`);
    await page.getByRole('button', { name: 'Add Application' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('All fields are required.').waitFor();
    await dialog.getByLabel('Restaurant Name').fill('Nani Ki Rasoi');
    await dialog.getByLabel('Owner').fill('Kamla Devi');
    await dialog.getByLabel('Phone').fill('9876543210');
    await dialog.getByLabel('Address').fill('Station Road, Jhunsi');
    await dialog.getByLabel('Cuisine').fill('Awadhi');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Application added.');
    await page.getByRole('button', { name: 'Card view' }).click();
    await page.getByLabel('Search name, owner, phone or cuisine').fill('Kamla');
    await page.getByRole('heading', { name: 'Nani Ki Rasoi' }).waitFor();
  });

  it('adds a coupon (validation first), then edits it', async () => {
    await page.goto(`${server.baseUrl}/admin/coupons`);
    await page.getByText('GAON10').waitFor();
    await photograph(page, 'coupons');

    const form = page.locator('#coupon-form');
    await form.getByRole('button', { name: 'Add Coupon' }).click();
    await form.getByText('All fields are required.').waitFor();

    await form.getByLabel('Code').fill('MELA5');
    await form.getByLabel('Discount (%)').fill('5');
    await form.getByLabel('Valid From').fill('2026-01-01');
    await form.getByLabel('Valid To').fill('2026-12-31');
    await form.getByLabel('Applicable Villages').fill(' Janghai , Jhunsi ,');
    await form.getByRole('button', { name: 'Add Coupon' }).click();
    await toast(page, 'Coupon added.');
    const row = page.getByRole('row').filter({ hasText: 'MELA5' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Janghai, Jhunsi');
    await expect(row.textContent()).resolves.toContain('0 / 1'); // usage limit defaulted to 1

    await page.getByRole('button', { name: 'Edit coupon MELA5' }).click();
    await form.getByRole('heading', { name: 'Edit Coupon' }).waitFor();
    await form.getByLabel('Discount (%)').fill('12');
    await form.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Coupon updated.');
    await page.getByRole('row').filter({ hasText: 'MELA5' }).filter({ hasText: '12%' }).waitFor();
    await form.getByRole('heading', { name: 'Add Coupon' }).waitFor();

    // The server's refusal shows as a red toast: the code is taken.
    await form.getByLabel('Code').fill('GAON10');
    await form.getByLabel('Discount (%)').fill('5');
    await form.getByLabel('Valid From').fill('2026-01-01');
    await form.getByLabel('Valid To').fill('2026-12-31');
    await form.getByRole('button', { name: 'Add Coupon' }).click();
    await page.locator('.MuiSnackbarContent-root, .MuiAlert-root').filter({ hasText: /GAON10|exists|taken|already/i }).first().waitFor();

    await page.getByRole('button', { name: 'Delete coupon MELA5' }).click();
    await page.getByText('Are you sure you want to delete this coupon?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Coupon deleted.');
  });

  it('replies to a ticket (not blank), which closes it, and closes another', async () => {
    await page.goto(`${server.baseUrl}/admin/support`);
    await page.getByText('My thali arrived cold and the roti was missing.').waitFor();
    await photograph(page, 'support');

    const row = page.getByRole('row').filter({ hasText: 'My thali arrived cold' });
    await row.getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send and close' }).click();
    await dialog.getByText('Reply cannot be empty.').waitFor();
    await dialog.getByLabel('Response').fill('Sorry! A fresh thali is on its way.');
    await dialog.getByRole('button', { name: 'Send and close' }).click();
    await toast(page, 'Response sent and ticket closed.');
    await row.getByText('A fresh thali is on its way.').waitFor();
    await expect(row.getByRole('button', { name: 'Reply' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Close ticket of Pooja Mishra' }).click();
    await toast(page, 'Ticket closed.');

    await page.getByRole('button', { name: 'Open', exact: true }).click();
    // The list keeps the previous page on screen until the filtered one arrives.
    await page.getByText('Delivery took more than an hour to Jhunsi.').waitFor({ state: 'detached' });
    await page.getByText('Please add more sweets like malpua on the menu.').waitFor();
    await expect(page.getByText('Delivery took more than an hour to Jhunsi.').count()).resolves.toBe(0);
  });

  it('schedules a notification for a village, and refuses an empty one', async () => {
    await page.goto(`${server.baseUrl}/admin/notifications`);
    await page.getByText('Navratri vrat thali menu starts next week.').waitFor();
    await photograph(page, 'notifications');

    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('Message and schedule time are required.').waitFor();

    await page.getByLabel('Message').fill('Makar Sankranti til-gud laddoo with every thali.');
    await page.getByLabel('Target').click();
    await page.getByRole('option', { name: 'Village' }).click();
    await page.getByLabel('Village name').fill('Janghai');
    const nextYear = new Date().getFullYear() + 1;
    await page.getByLabel('Schedule Time', { exact: true }).fill(`${nextYear}-01-14T09:30`);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await toast(page, 'Notification scheduled.');
    const row = page.getByRole('row').filter({ hasText: 'Makar Sankranti' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Village: Janghai');
    await expect(row.textContent()).resolves.toContain('Scheduled');
  });

  it('switches the earnings period', async () => {
    await page.goto(`${server.baseUrl}/admin/earnings`);
    await page.getByRole('heading', { name: 'Breakdown by Restaurant' }).waitFor();
    await photograph(page, 'earnings');
    const tile = page.getByText('Total Earnings').first().locator('xpath=..');
    const allTime = await tile.textContent();
    expect(allTime).toMatch(/₹[\d,]+\.\d{2}/);

    const responses: string[] = [];
    page.on('request', (request) => request.url().includes('/api/admin/earnings') && responses.push(new URL(request.url()).searchParams.get('period') ?? ''));
    await page.getByRole('button', { name: 'Today' }).click();
    await expect.poll(() => responses).toContain('today');
    await page.getByRole('button', { name: 'This Month' }).click();
    await expect.poll(() => responses).toContain('month');
    await expect(page.getByRole('button', { name: 'This Month' }).getAttribute('aria-pressed')).resolves.toBe('true');
  });

  it('picks a restaurant in Daily Order and sees its orders and total for the day', async () => {
    await page.goto(`${server.baseUrl}/admin/daily-order`);
    await page.getByText(/^Today is /).waitFor();
    const restaurants = page.getByRole('navigation', { name: 'Restaurants' });
    await restaurants.getByRole('button').first().waitFor();
    await photograph(page, 'daily-order-empty');

    // A restaurant without orders says so.
    await restaurants.getByRole('button', { name: /Bhola Ki Rasoi/ }).click();
    await page.getByText('No orders found for this restaurant.').waitFor();

    await restaurants.getByRole('button', { name: /Sangam Kinare Rasoi/ }).click();
    await page.getByRole('heading', { name: /^Orders of Sangam Kinare Rasoi on / }).waitFor();
    // Demo orders are spread over past days: walk back from today to a day that has some.
    const table = page.getByRole('table');
    const empty = page.getByText('No orders found for this restaurant.');
    for (let back = 1; back <= 10; back++) {
      await table.or(empty).first().waitFor();
      if (await table.isVisible()) break;
      const day = new Date(Date.now() + 19_800_000 - back * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Date').fill(day);
      await page.getByRole('heading', { name: new RegExp(`^Orders of Sangam Kinare Rasoi on .*${Number(day.slice(8))}`) }).waitFor();
    }
    await expect(table.getByRole('columnheader').allTextContents()).resolves.toEqual(['Order ID', 'Date/Time', 'Amount']);
    await expect(table.textContent()).resolves.toMatch(/ORD-\d+/);
    await expect(table.locator('tfoot').textContent()).resolves.toMatch(/^Total\d+ orders?₹[\d,]+\.\d{2}$/);
    await photograph(page, 'daily-order');
  });

  it('draws the analytics charts and counters', async () => {
    await page.goto(`${server.baseUrl}/admin/analytics`);
    await page.getByText('New Signups (this week)').waitFor();
    for (const heading of ['Daily Orders & Revenue (last 7 days)', 'Top Restaurants by Orders', 'Top Dishes', 'Orders by Village']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await page.locator('.recharts-surface').first().waitFor();
    await page.locator('.recharts-pie-sector').first().waitFor();
    expect(await page.locator('.recharts-line').count()).toBe(2);
    await photograph(page, 'analytics');
  });
});
