/**
 * Admin back office, part 1, in Chromium against the real server with demo data: login,
 * the logged-out redirect, dashboard counts, orders, restaurants, users, delivery staff and
 * villages. Screenshots of every screen at 1280 px and 375 px go to screenshots/.
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
    await shoot(page, 'login');
    await page.close();
  });

  it('shows the server message for a wrong password, then logs in and lands on the dashboard', async () => {
    const page = await open('/admin/login', fresh);
    await loginThroughForm(page, 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await shoot(page, 'login-error');
    await loginThroughForm(page, server.adminPassword);
    await page.waitForURL(/\/admin\/?$/);
    await page.getByText('Welcome admin', { exact: false }).first().waitFor();
    // Already logged in: the login page sends back to the dashboard.
    await page.goto(server.baseUrl + '/admin/login');
    await page.waitForURL(/\/admin\/?$/);
    await page.close();
  });
});

describe('dashboard', () => {
  it('counts what GET /api/admin/dashboard answers, and opens the card lists', async () => {
    const { body } = await api<{ totalVendors: number; totalDeliveryPersons: number; totalRestaurants: number; totalOrders: number; totalAdminEarnings: number }>('/admin/dashboard');
    const d = body.data;
    const page = await open('/admin');
    const users = page.getByTestId('count-users');
    await users.waitFor();
    const expectText = async (id: string, text: string) => {
      await page.waitForFunction(([i, t]) => document.querySelector(`[data-testid="${i}"]`)?.textContent === t, [id, text] as const, { timeout: 5000 });
    };
    const n = (v: number) => v.toLocaleString('en-IN');
    await expectText('count-users', n(d.totalVendors + d.totalDeliveryPersons));
    await expectText('count-restaurants', n(d.totalRestaurants));
    await expectText('count-orders', n(d.totalOrders));
    await expectText('count-earnings', `₹${Math.round(d.totalAdminEarnings).toLocaleString('en-IN')}`);
    await shoot(page, 'dashboard');

    await page.getByRole('button', { name: /Show the Orders list/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('columnheader', { name: 'Customer' }).waitFor();
    await dialog.getByRole('row').nth(1).waitFor();
    await shoot(page, 'dashboard-orders-modal');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /Show the Admin Earnings list/ }).click();
    await page.getByRole('dialog').getByRole('columnheader', { name: 'Total Earnings' }).waitFor();
    await page.getByRole('dialog').getByText(/₹[\d,]+\.\d\d/).first().waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Admin Earnings' }).click();
    await page.waitForURL(/\/admin\/earnings$/);
    await page.close();
  });
});

describe('order management', () => {
  it('searches on the server, changes a status with the server message and deletes an order', async () => {
    const page = await open('/admin/orders');
    await page.getByRole('heading', { name: 'Order Management' }).waitFor();
    await page.getByTestId('order-row').first().waitFor();
    expect(await page.getByTestId('order-row').count()).toBe(5);
    await page.getByText(/Page 1 of \d+/).waitFor();
    await shoot(page, 'orders');

    // Search: a customer's name, as the API finds it.
    const { body } = await api<Array<{ id: number; orderId: string; status: string; customerInfo: { name: string } }>>('/admin/orders?status=placed&limit=1');
    const placed = body.data[0]!;
    const name = placed.customerInfo.name;
    const expected = await api<unknown[]>(`/admin/orders?q=${encodeURIComponent(name)}&limit=5`);
    await page.getByPlaceholder('Search orders by customer or restaurant...').fill(name);
    await page.waitForFunction((n) => [...document.querySelectorAll('[data-testid="order-row"]')].every((r) => r.textContent?.toLowerCase().includes(n.toLowerCase())), name);
    await page.waitForFunction((count) => document.querySelectorAll('[data-testid="order-row"]').length === count, expected.body.data.length);

    // Status change: placed → accepted is allowed; the toast is the server's message.
    const row = page.getByTestId('order-row').filter({ hasText: placed.orderId });
    await row.getByLabel(`Change status of order ${placed.orderId}`).selectOption('accepted');
    await toast(page, 'Order status updated successfully.');
    await row.getByText('accepted', { exact: true }).waitFor();
    // A refused move (backwards) shows the server's refusal.
    await row.getByLabel(`Change status of order ${placed.orderId}`).selectOption('placed');
    await page.getByText(/Cannot change status from accepted to placed/).first().waitFor();

    // Details.
    await row.getByRole('button', { name: `Details of order ${placed.orderId}` }).click();
    const details = page.getByRole('dialog');
    await details.getByText('Total Amount').waitFor();
    await details.getByText(/₹/).first().waitFor();
    await shoot(page, 'order-details');
    await details.getByRole('button', { name: 'Close' }).click();

    // Delete (super_admin may).
    await row.getByRole('button', { name: `Delete order ${placed.orderId}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Confirm Delete').waitFor();
    await confirm.getByText(`Are you sure you want to delete order ${placed.orderId} for ${name}?`).waitFor();
    await shoot(page, 'order-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Order deleted successfully.');
    await page.getByTestId('order-row').filter({ hasText: placed.orderId }).waitFor({ state: 'detached' });
    expect((await api(`/admin/orders/${placed.id}`)).status).toBe(404);
    await page.close();
  });
});

describe('restaurant management', () => {
  it('toggles a restaurant Offline and Online with the two toasts', async () => {
    const page = await open('/admin/restaurants');
    await page.getByRole('heading', { name: 'Restaurant Management' }).waitFor();
    const row = page.getByTestId('restaurant-row').first();
    await row.waitFor();
    expect(await page.getByTestId('restaurant-row').count()).toBeLessThanOrEqual(5);
    await shoot(page, 'restaurants');
    const wasOnline = (await row.getByTestId('restaurant-status').textContent()) === 'Online';
    const toggleTo = (state: string) => row.getByRole('button', { name: new RegExp(`^Set .+ ${state}$`) });
    await toggleTo(wasOnline ? 'Offline' : 'Online').click();
    await toast(page, wasOnline ? 'Restaurant set to Offline.' : 'Restaurant is now Online.');
    await row.getByTestId('restaurant-status').filter({ hasText: wasOnline ? 'Offline' : 'Online' }).waitFor();
    await toggleTo(wasOnline ? 'Online' : 'Offline').click();
    await toast(page, wasOnline ? 'Restaurant is now Online.' : 'Restaurant set to Offline.');

    // The inline form asks for every field.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('All fields are required.').waitFor();

    // Details modal.
    await row.getByRole('button', { name: /^Details of / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Menu Items').waitFor();
    await dialog.getByLabel('Item name').fill('Test Lassi');
    await dialog.getByLabel('Price (₹)').fill('35');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByText('Test Lassi').waitFor();
    await shoot(page, 'restaurant-details');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Details updated.');
    await page.close();
  });
});

describe('user management', () => {
  it('validates the Edit User form with the spec messages', async () => {
    const page = await open('/admin/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByTestId('user-row').first().waitFor();
    expect(await page.getByTestId('user-row').count()).toBe(10);
    await shoot(page, 'users');
    await page.getByTestId('user-row').first().getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Phone').fill('12345');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Email is invalid').waitFor();
    await dialog.getByText('Phone must be 10 digits').waitFor();
    await dialog.getByLabel('Email').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Email is required').waitFor();
    await shoot(page, 'user-edit');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // All Roles pages on the server (GET /admin/users?role=all): one request per page.
    const all = await api<unknown[]>('/admin/users?role=all&limit=1');
    const pages = Math.ceil(all.body.total! / 10);
    expect(pages).toBeGreaterThan(1);
    const listRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/admin\/users\?/.test(r.url()) && !/[?&]limit=1(&|$)/.test(r.url())) listRequests.push(r.url());
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Page 2 of ${pages}`).waitFor();
    await page.getByTestId('user-row').first().waitFor();
    expect(listRequests).toHaveLength(1);
    expect(new URL(listRequests[0]).searchParams.get('role')).toBe('all');
    expect(new URL(listRequests[0]).searchParams.get('page')).toBe('2');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(`Page 1 of ${pages}`).waitFor();

    // Role filter and search (server side).
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Delivery Staff' }).click();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="user-row"]')].every((r) => r.textContent?.includes('Delivery')));
    await page.close();
  });
});

describe('delivery staff management', () => {
  it('adds a staff member and deletes them', async () => {
    const page = await open('/admin/delivery-staff');
    await page.getByRole('heading', { name: 'Delivery Staff Management' }).waitFor();
    await page.getByTestId('staff-row').first().waitFor();
    await shoot(page, 'delivery-staff');
    await page.getByRole('button', { name: 'Card view' }).click();
    await page.getByTestId('staff-card').first().waitFor();
    await shoot(page, 'delivery-staff-cards');
    await page.getByRole('button', { name: 'Table view' }).click();

    await page.getByRole('button', { name: 'Add Staff' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Ramesh Kumar Test');
    await dialog.getByLabel('Phone').fill('9876501234');
    await dialog.getByLabel('Email').fill('ramesh.test@example.com');
    await dialog.getByLabel('Password').fill('secret-pass-1');
    await dialog.getByLabel('Vehicle Number').fill('UP70 ZZ 1234');
    await shoot(page, 'staff-add');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Staff added successfully');

    await page.getByLabel('Search by name, phone or email').fill('Ramesh Kumar Test');
    const row = page.getByTestId('staff-row').filter({ hasText: 'Ramesh Kumar Test' });
    await row.waitFor();
    expect(await row.getByText('RK', { exact: true }).count()).toBe(1);
    await row.getByRole('button', { name: 'Delete Ramesh Kumar Test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Successfully deleted Ramesh Kumar Test' }).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Test API' }).click();
    await toast(page, 'API connection working');
    await page.close();
  });
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
