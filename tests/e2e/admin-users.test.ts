/**
 * User Management in the browser: the Edit User validation, paging on the server, role filter.
 * Runs against the real server with demo data; screenshots at 1280 px and 375 px go to screenshots/.
 */
import { describe, expect } from 'vitest';
import { photograph } from './harness';
import { test } from './fixtures';

describe('user management', () => {
  test('validates the Edit User form with the spec messages', async ({ admin }) => {
    const page = await admin.open('/admin/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByTestId('user-row').first().waitFor();
    expect(await page.getByTestId('user-row').count()).toBe(10);
    await photograph(page, 'admin-users');
    await page
      .getByTestId('user-row')
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
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
    await photograph(page, 'admin-user-edit');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // What was typed is not thrown away without asking.
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Discard changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    // Discard goes Back to the list: the dialog closes once the router has rendered it.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // All Roles pages on the server (GET /admin/users?role=all): one request per page.
    const all = await admin.api<unknown[]>('/admin/users?role=all&limit=1');
    const pages = Math.ceil(all.body.total! / 10);
    expect(pages).toBeGreaterThan(1);
    const listRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/admin\/users\?/.test(r.url()) && !/[?&]limit=1(&|$)/.test(r.url())) listRequests.push(r.url());
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Page 2 of ${pages}`, { exact: true }).waitFor();
    await page.getByTestId('user-row').first().waitFor();
    expect(listRequests).toHaveLength(1);
    expect(new URL(listRequests[0]).searchParams.get('role')).toBe('all');
    expect(new URL(listRequests[0]).searchParams.get('page')).toBe('2');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(`Page 1 of ${pages}`, { exact: true }).waitFor();

    // Role filter and search (server side).
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Delivery Staff' }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="user-row"]')].every((r) => r.textContent?.includes('Delivery')),
    );
    await page.close();
  });

  test('opens Edit User from its URL: a deep link and a reload keep the form, Back returns to the list', async ({
    admin,
    server,
  }) => {
    const page = await admin.open('/admin/users');
    const row = page.getByTestId('user-row').first();
    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    const nameInput = edit.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => nameInput.inputValue()).not.toBe('');
    const name = await nameInput.inputValue();
    const editUrl = page.url();
    expect(new URL(editUrl).pathname).toMatch(/^\/admin\/users\/\d+$/);
    await page.goBack();
    await edit.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/users');

    await page.goto(editUrl);
    await expect.poll(() => nameInput.inputValue()).toBe(name);
    await page.reload();
    await expect.poll(() => nameInput.inputValue()).toBe(name);
    await page.goBack();
    await edit.waitFor({ state: 'detached' });
    await page.getByTestId('user-row').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users');

    await page.goto(`${server.baseUrl}/admin/users/987654`);
    await admin.toast(page, 'Element does not exist');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/users');
    await page.close();
  });
});
