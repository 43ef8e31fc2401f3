/**
 * Order Management in the browser: server search, status change with the server message, delete.
 * Runs against the real server with demo data; screenshots at 1280 px and 375 px go to screenshots/.
 */
import { describe, expect } from 'vitest';
import { photograph } from './harness';
import { test } from './fixtures';

describe('order management', () => {
  test('searches on the server, changes a status with the server message and deletes an order', async ({ admin }) => {
    const page = await admin.open('/admin/orders?perPage=5'); // five a page (the list shows 25 by default): page 2 exists
    await page.getByRole('heading', { name: 'Order Management' }).waitFor();
    await page.getByTestId('order-row').first().waitFor();
    expect(await page.getByTestId('order-row').count()).toBe(5);
    await page.getByText(/Page 1 of \d+/).waitFor();
    await photograph(page, 'admin-orders');

    // Search: a customer's name, as the API finds it.
    const { body } = await admin.api<
      Array<{ id: number; orderId: string; status: string; customerInfo: { name: string } }>
    >('/admin/orders?status=placed&limit=1');
    const placed = body.data[0]!;
    const name = placed.customerInfo.name;
    const expected = await admin.api<unknown[]>(`/admin/orders?q=${encodeURIComponent(name)}&limit=5`);
    await page.getByPlaceholder('Search orders by customer or restaurant...').fill(name);
    await page.waitForFunction(
      (n) =>
        [...document.querySelectorAll('[data-testid="order-row"]')].every((r) =>
          r.textContent?.toLowerCase().includes(n.toLowerCase()),
        ),
      name,
    );
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="order-row"]').length === count,
      expected.body.data.length,
    );

    // Status change: placed → accepted is allowed; the toast is the server's message.
    const row = page.getByTestId('order-row').filter({ hasText: placed.orderId });
    await row.getByLabel(`Change status of order ${placed.orderId}`).selectOption('accepted');
    await admin.toast(page, 'Order status updated successfully.');
    await row.getByText('accepted', { exact: true }).waitFor();
    // A refused move (backwards) shows the server's refusal.
    await row.getByLabel(`Change status of order ${placed.orderId}`).selectOption('placed');
    await page
      .getByText(/Cannot change status from accepted to placed/)
      .first()
      .waitFor();

    // Details.
    await row.getByRole('button', { name: `Details of order ${placed.orderId}` }).click();
    const details = page.getByRole('dialog');
    await details.getByText('Total Amount').waitFor();
    await details.getByText(/₹/).first().waitFor();
    await photograph(page, 'admin-order-details');
    await details.getByRole('button', { name: 'Close' }).click();

    // Delete (super_admin may).
    await row.getByRole('button', { name: `Delete order ${placed.orderId}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Confirm Delete').waitFor();
    await confirm.getByText(`Are you sure you want to delete order ${placed.orderId} for ${name}?`).waitFor();
    await photograph(page, 'admin-order-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.toast(page, 'Order deleted successfully.');
    await page.getByTestId('order-row').filter({ hasText: placed.orderId }).waitFor({ state: 'detached' });
    expect((await admin.api(`/admin/orders/${placed.id}`)).status).toBe(404);
    await page.close();
  });
});
