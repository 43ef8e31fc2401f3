/**
 * Restaurant Management in the browser: Online/Offline toggle with its toasts, the inline form, the Details modal.
 * Runs against the real server with demo data; screenshots at 1280 px and 375 px go to screenshots/.
 */
import { describe, expect } from 'vitest';
import { photograph, screenshotPath } from './harness';
import { test } from './fixtures';

describe('restaurant management', () => {
  test('toggles a restaurant Offline and Online with the two toasts', async ({ admin }) => {
    const page = await admin.open('/admin/restaurants');
    await page.getByRole('heading', { name: 'Restaurant Management' }).waitFor();
    const row = page.getByTestId('restaurant-row').first();
    await row.waitFor();
    expect(await page.getByTestId('restaurant-row').count()).toBeLessThanOrEqual(5);
    await photograph(page, 'admin-restaurants');
    const wasOnline = (await row.getByTestId('restaurant-status').textContent()) === 'Online';
    const toggleTo = (state: string) => row.getByRole('button', { name: new RegExp(`^Set ${state} `) });
    await toggleTo(wasOnline ? 'Offline' : 'Online').click();
    await admin.toast(page, wasOnline ? 'Restaurant set to Offline.' : 'Restaurant is now Online.');
    await row
      .getByTestId('restaurant-status')
      .filter({ hasText: wasOnline ? 'Offline' : 'Online' })
      .waitFor();
    await toggleTo(wasOnline ? 'Online' : 'Offline').click();
    await admin.toast(page, wasOnline ? 'Restaurant is now Online.' : 'Restaurant set to Offline.');

    // Add Restaurant opens its form in a dialog, which asks for every field.
    await page.getByRole('button', { name: 'Add Restaurant' }).click();
    const add = page.getByRole('dialog', { name: 'Add Restaurant' });
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.getByText('All fields are required.').first().waitFor();
    await expect(add.getByText('All fields are required.').count()).resolves.toBe(3);
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });

    // Details modal.
    await row.getByRole('button', { name: /^Details of / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Menu Items').waitFor();
    await dialog.getByLabel('Item name').fill('Test Lassi');
    await dialog.getByLabel('Price (₹)').fill('35');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByText('Test Lassi').waitFor();
    await photograph(page, 'admin-restaurant-details');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.toast(page, 'Details updated.');
    await page.close();
  });

  test('gives each restaurant a URL: /admin/restaurants/:id opens its Details, survives a reload and closes back to the list', async ({
    admin,
  }) => {
    const page = await admin.open('/admin/restaurants');
    const row = page.getByTestId('restaurant-row').first();
    const name = (await row.locator('td').first().textContent())!.trim();
    await row.getByRole('button', { name: `Details of ${name}` }).click();
    await page.waitForURL(/\/admin\/restaurants\/\d+$/);
    const link = page.url();
    await page.getByRole('dialog').getByText(`Details: ${name}`).waitFor();

    const pasted = await admin.open(new URL(link).pathname);
    await pasted.getByRole('dialog').getByText(`Details: ${name}`).waitFor();
    await pasted.getByRole('dialog').getByText('Menu Items').waitFor();
    await pasted.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await pasted.waitForURL(/\/admin\/restaurants$/);
    await pasted.getByTestId('restaurant-row').first().waitFor();
    await pasted.close();
    await page.close();
  });
  test('keeps an unsaved restaurant edit: leaving by the sidebar or opening another restaurant asks first', async ({
    admin,
  }) => {
    const page = await admin.open('/admin/restaurants');
    const rows = page.getByTestId('restaurant-row');
    await rows.nth(1).waitFor();
    await rows
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
    const name = page.getByRole('region', { name: /Edit/ }).getByLabel('Name', { exact: true });
    await name.fill('Changed, not saved');

    // The sidebar: the browser's confirm; dismissed, the page and the change stay.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('menuitem', { name: 'Order Management' }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain("Some of your changes weren't saved");
    // Still the form's own page.
    expect(page.url()).toMatch(/\/admin\/restaurants\/\d+\/edit$/);
    expect(await name.inputValue()).toBe('Changed, not saved');

    // Another restaurant's Edit: our own dialog; Keep editing keeps the change.
    await rows
      .nth(1)
      .getByRole('button', { name: /^Edit / })
      .click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Discard changes?').waitFor();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    expect(await name.inputValue()).toBe('Changed, not saved');
    await rows
      .nth(1)
      .getByRole('button', { name: /^Edit / })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => name.inputValue()).not.toBe('Changed, not saved');

    // A reload asks too (the browser's own "Leave site?"); staying keeps the change.
    await name.fill('Changed again');
    const kinds: string[] = [];
    page.once('dialog', (dialog) => {
      kinds.push(dialog.type());
      void dialog.dismiss();
    });
    void page.reload().catch(() => undefined);
    await expect.poll(() => kinds).toEqual(['beforeunload']);
    expect(await name.inputValue()).toBe('Changed again');
    await page.close();
  });

  test('keeps Add Restaurant behind its button, so a phone shows the list on its first screen', async ({
    admin,
    server,
  }) => {
    const page = await admin.context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(server.baseUrl + '/admin/restaurants');
    const first = page.getByTestId('restaurant-card').first();
    await first.waitFor();
    expect(
      await first.evaluate((card) => card.getBoundingClientRect().top),
      'the first restaurant is on the first screen',
    ).toBeLessThan(812);
    await page.getByRole('button', { name: 'Add Restaurant' }).click();
    await page.getByRole('dialog', { name: 'Add Restaurant' }).getByRole('textbox', { name: 'Cuisine' }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-restaurants-add-375') });
    await page.close();
  });

  test('opens the edit form and Add Restaurant from their URLs: a deep link and a reload keep them, Back returns to the list', async ({
    admin,
    server,
  }) => {
    const page = await admin.open('/admin/restaurants');
    const row = page.getByTestId('restaurant-row').first();
    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('region', { name: 'Edit Restaurant' });
    const nameInput = edit.getByLabel('Name', { exact: true });
    await expect.poll(() => nameInput.inputValue()).not.toBe('');
    const name = await nameInput.inputValue();
    const editUrl = page.url();
    // /admin/restaurants/:id is the restaurant's Details; its edit form is /admin/restaurants/:id/edit.
    expect(new URL(editUrl).pathname).toMatch(/^\/admin\/restaurants\/\d+\/edit$/);
    await page.goBack();
    await edit.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/restaurants');

    await page.goto(editUrl);
    await expect.poll(() => nameInput.inputValue()).toBe(name);
    await page.reload();
    await expect.poll(() => nameInput.inputValue()).toBe(name);
    await page.goBack();
    await edit.waitFor({ state: 'detached' });
    await page.getByTestId('restaurant-row').first().waitFor();

    await page.goto(`${server.baseUrl}/admin/restaurants/create`);
    const add = page.getByRole('dialog', { name: 'Add Restaurant' });
    await add.getByRole('textbox', { name: 'Cuisine' }).waitFor();
    await page.goBack();
    await add.waitFor({ state: 'detached' });

    await page.goto(`${server.baseUrl}/admin/restaurants/987654/edit`);
    await admin.toast(page, 'Element does not exist');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/restaurants');
    await page.close();
  });
});
