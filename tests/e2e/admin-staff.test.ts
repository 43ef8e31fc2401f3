/**
 * Delivery Staff Management in the browser: add, search, delete with the banner, Test API.
 * Runs against the real server with demo data; screenshots at 1280 px and 375 px go to screenshots/.
 */
import { describe, expect } from 'vitest';
import { photograph } from './harness';
import { test } from './fixtures';

describe('delivery staff management', () => {
  test('adds a staff member and deletes them', async ({ admin }) => {
    const page = await admin.open('/admin/delivery-staff');
    await page.getByRole('heading', { name: 'Delivery Staff Management' }).waitFor();
    await page.getByTestId('staff-row').first().waitFor();
    await photograph(page, 'admin-delivery-staff');
    await page.getByRole('button', { name: 'Card view' }).click();
    await page.getByTestId('staff-card').first().waitFor();
    await photograph(page, 'admin-delivery-staff-cards');
    await page.getByRole('button', { name: 'Table view' }).click();

    await page.getByRole('button', { name: 'Add Staff' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Ramesh Kumar Test');
    await dialog.getByLabel('Phone').fill('9876501234');
    await dialog.getByLabel('Email').fill('ramesh.test@example.com');
    await dialog.getByLabel('Password').fill('secret-pass-1');
    await dialog.getByLabel('Vehicle Number').fill('UP70 ZZ 1234');
    await photograph(page, 'admin-staff-add');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await admin.toast(page, 'Staff added successfully');

    await page.getByLabel('Search by name, phone or email').fill('Ramesh Kumar Test');
    const row = page.getByTestId('staff-row').filter({ hasText: 'Ramesh Kumar Test' });
    await row.waitFor();
    expect(await row.getByText('RK', { exact: true }).count()).toBe(1);
    await row.getByRole('button', { name: 'Delete Ramesh Kumar Test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    const deleted = page.getByRole('status').filter({ hasText: 'Successfully deleted Ramesh Kumar Test' });
    await deleted.waitFor();
    await row.waitFor({ state: 'detached' });
    // The delete is undoable: it is sent when its notice closes, and the next notice shows after it.
    await deleted.waitFor({ state: 'hidden' });
    // The developer tests sit folded away, for the super_admin only, under a warning.
    expect(await page.getByRole('button', { name: 'Test API' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Developer tools' }).click();
    await page.getByText('Test Delete deletes the first rider').waitFor();
    await page.getByRole('button', { name: 'Test API' }).click();
    await admin.toast(page, 'API connection working');
    await page.close();
  });

  test('opens Edit and Add Staff from their URLs: a deep link and a reload keep the form, Back returns to the list', async ({
    admin,
    server,
  }) => {
    // No search: the list would otherwise keep the one typed in the test before.
    const page = await admin.open('/admin/delivery-staff?filter=%7B%7D');
    const row = page.getByTestId('staff-row').first();
    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Delivery Staff' });
    const nameInput = edit.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => nameInput.inputValue()).not.toBe('');
    const name = await nameInput.inputValue();
    const editUrl = page.url();
    expect(new URL(editUrl).pathname).toMatch(/^\/admin\/delivery-staff\/\d+$/);
    await page.goBack();
    await edit.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/delivery-staff');

    await page.goto(editUrl);
    await expect.poll(() => nameInput.inputValue()).toBe(name);
    await page.reload();
    await expect.poll(() => nameInput.inputValue()).toBe(name);
    // The vehicle number comes with the rider, as when opened from the list.
    await expect.poll(() => edit.getByLabel('Vehicle Number').inputValue()).not.toBe('');
    await page.goBack();
    await edit.waitFor({ state: 'detached' });
    await page.getByTestId('staff-row').first().waitFor();

    await page.goto(`${server.baseUrl}/admin/delivery-staff/create`);
    const add = page.getByRole('dialog', { name: 'Add Delivery Staff' });
    await add.getByLabel('Password').waitFor();
    await page.goBack();
    await add.waitFor({ state: 'detached' });

    await page.goto(`${server.baseUrl}/admin/delivery-staff/987654`);
    await admin.toast(page, 'Element does not exist');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/delivery-staff');
    await page.close();
  });
});
