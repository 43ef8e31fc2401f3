/**
 * Admin dashboard in the browser: the counts GET /api/admin/dashboard answers and the card lists.
 * Runs against the real server with demo data; screenshots at 1280 px and 375 px go to screenshots/.
 */
import { describe } from 'vitest';
import { photograph } from './harness';
import { test } from './fixtures';

describe('dashboard', () => {
  test('counts what GET /api/admin/dashboard answers, and opens the card lists', async ({ admin }) => {
    const { body } = await admin.api<{
      totalVendors: number;
      totalDeliveryPersons: number;
      totalRestaurants: number;
      totalOrders: number;
      totalAdminEarnings: number;
    }>('/admin/dashboard');
    const d = body.data;
    const page = await admin.open('/admin');
    const users = page.getByTestId('count-users');
    await users.waitFor();
    const expectText = async (id: string, text: string) => {
      await page.waitForFunction(
        ([i, t]) => document.querySelector(`[data-testid="${i}"]`)?.textContent === t,
        [id, text] as const,
        { timeout: 5000 },
      );
    };
    const n = (v: number) => v.toLocaleString('en-IN');
    await expectText('count-users', n(d.totalVendors + d.totalDeliveryPersons));
    await expectText('count-restaurants', n(d.totalRestaurants));
    await expectText('count-orders', n(d.totalOrders));
    await expectText('count-earnings', `₹${Math.round(d.totalAdminEarnings).toLocaleString('en-IN')}`);
    await photograph(page, 'admin-dashboard');

    await page.getByRole('button', { name: /Show the Orders list/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('columnheader', { name: 'Customer' }).waitFor();
    await dialog.getByRole('row').nth(1).waitFor();
    await photograph(page, 'admin-dashboard-orders-modal');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /Show the Admin Earnings list/ }).click();
    await page.getByRole('dialog').getByRole('columnheader', { name: 'Total Earnings' }).waitFor();
    await page
      .getByRole('dialog')
      .getByText(/₹[\d,]+\.\d\d/)
      .first()
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Admin Earnings' }).click();
    await page.waitForURL(/\/admin\/earnings$/);
    await page.close();
  });
});
