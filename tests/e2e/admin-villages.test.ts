/**
 * Village/Area Management in the browser: required fields, then add a village with a restaurant;
 * the restaurants delivering to a village ("Delivers here"), which the site's checkout offers.
 * Runs against the real server with demo data; screenshots at 1280 px and 375 px go to screenshots/.
 */
import { describe, expect } from 'vitest';
import { photograph, screenshotPath, siteHydrated } from './harness';
import { test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

describe('village management', () => {
  test('requires a name and zone, then adds a village with a restaurant', async ({ admin }) => {
    const page = await admin.open('/admin/villages');
    await page.getByRole('heading', { name: 'Village/Area Management' }).waitFor();
    await page.getByTestId('village-row').first().waitFor();
    await photograph(page, 'admin-villages');
    await page.getByRole('button', { name: 'Add Village' }).click();
    const add = page.getByRole('dialog', { name: 'Add Village' });
    await add.getByRole('button', { name: 'Add Village' }).click();
    await add.getByText('Name and delivery zone are required.').first().waitFor();
    await expect(add.getByText('Name and delivery zone are required.').count()).resolves.toBe(2);
    await add.getByLabel('Name', { exact: true }).fill('Test Gaon');
    await add.getByRole('textbox', { name: 'Delivery Zone' }).fill('Zone T');
    await add.getByRole('checkbox').first().check();
    await add.getByRole('button', { name: 'Add Village' }).click();
    await admin.toast(page, 'Village added successfully.');
    await add.waitFor({ state: 'detached' });
    await page.getByTestId('village-row').filter({ hasText: 'Test Gaon' }).waitFor();
    const { body } = await admin.api<Array<{ name: string; assignedRestaurants: string[] }>>(
      '/admin/villages?q=Test%20Gaon',
    );
    expect(body.data[0]?.assignedRestaurants.length).toBe(1);
    await page.close();
  });

  test('keeps Add Village behind its button, so a phone shows the villages on its first screen', async ({
    admin,
    server,
  }) => {
    const page = await admin.context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(server.baseUrl + '/admin/villages');
    const firstCard = page.getByTestId('village-card').first();
    await firstCard.waitFor();
    expect(
      await firstCard.evaluate((card) => card.getBoundingClientRect().top),
      'the first village is on the first screen',
    ).toBeLessThan(812);
    await expect(page.getByRole('textbox', { name: 'Delivery Zone' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Add Village' }).click();
    await page.getByRole('dialog', { name: 'Add Village' }).getByRole('textbox', { name: 'Delivery Zone' }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-villages-add-375') });
    await page.close();
  });

  test('lists the storefront kitchen under "Delivers here", so the site offers the village at checkout, and takes it off again', async ({
    admin,
    server,
  }) => {
    type Menu = {
      kitchen: { id: number; name: string };
      deliveryAreas: Array<{ name: string; deliveryCharge: number }>;
    };
    const menu = async () => ((await (await fetch(`${server.baseUrl}/api/menu`)).json()) as { data: Menu }).data;
    const kitchen = (await menu()).kitchen;
    const page = await admin.open('/admin/villages');
    await page.getByTestId('village-row').first().waitFor();

    // A demo neighbour already lists the kitchen: its edit form shows it as a chip.
    await page.getByRole('button', { name: 'Edit Saidabad' }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit Village' });
    const deliversHere = editForm.getByRole('combobox', { name: 'Delivers here' });
    await deliversHere.waitFor();
    await editForm.locator('.MuiChip-root', { hasText: kitchen.name }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the village edit form with Delivers here', '[role="dialog"]');
    await photograph(page, 'admin-villages-delivers-here');
    await editForm.getByRole('button', { name: 'Cancel' }).click();
    await editForm.waitFor({ state: 'detached' });

    // A new village listing the kitchen is offered by the very next /api/menu, at its charge.
    await page.getByRole('button', { name: 'Add Village' }).click();
    const add = page.getByRole('dialog', { name: 'Add Village' });
    await add.getByLabel('Name', { exact: true }).fill('Mungra Badshahpur');
    await add.getByRole('textbox', { name: 'Delivery Zone' }).fill('Zone A');
    await add.getByRole('spinbutton', { name: 'Delivery Charge (₹)' }).fill('45');
    const input = add.getByRole('combobox', { name: 'Delivers here' });
    await input.fill('Gaon Rasoi');
    await page.getByRole('option', { name: kitchen.name }).click();
    await add.locator('.MuiChip-root', { hasText: kitchen.name }).waitFor();
    await add.getByRole('button', { name: 'Add Village' }).click();
    await admin.toast(page, 'Village added successfully.');
    const { body } = await admin.api<Array<{ id: number; restaurantIds: number[]; assignedRestaurantIds: number[] }>>(
      '/admin/villages?q=Mungra%20Badshahpur',
    );
    expect(body.data[0]?.restaurantIds).toEqual([kitchen.id]);
    // Listing does not move the kitchen out of Janghai.
    expect(body.data[0]?.assignedRestaurantIds).toEqual([]);
    expect((await menu()).deliveryAreas).toContainEqual(
      expect.objectContaining({ name: 'Mungra Badshahpur', deliveryCharge: 45 }),
    );

    // The site's checkout offers every area, each with its charge (the kitchen opened around the clock for this).
    const opened = await admin.api(`/admin/restaurants/${kitchen.id}`, {
      method: 'PUT',
      body: JSON.stringify({ opensAt: '00:00', closesAt: '24:00', isActive: true }),
    });
    expect(opened.status).toBe(200);
    const site = await admin.open('/');
    await siteHydrated(site);
    await site.locator('#menu').getByRole('button', { name: 'Add Village Thali to cart' }).click();
    await site.goto(server.baseUrl + '/checkout');
    await site.getByRole('radio', { name: /Delivery/ }).check();
    const villageSelect = site.locator('#co-village');
    await villageSelect.waitFor();
    const offered = (await villageSelect.locator('option').allTextContents()).slice(1);
    expect(offered).toEqual([
      'Janghai · delivery ₹30.00',
      'Handia · delivery ₹50.00 · minimum order ₹200.00',
      'Jhunsi · delivery ₹40.00',
      'Mungra Badshahpur · delivery ₹45.00',
      'Saidabad · delivery ₹40.00 · minimum order ₹150.00',
    ]);
    await site.close();

    // Taking the chip off takes the village off the menu's areas.
    await page.getByRole('button', { name: 'Edit Mungra Badshahpur' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Village' });
    await edit.locator('.MuiChip-root', { hasText: kitchen.name }).locator('.MuiChip-deleteIcon').click();
    await edit.getByRole('button', { name: 'Update' }).click();
    await admin.toast(page, 'Village updated successfully.');
    expect((await menu()).deliveryAreas.map((a) => a.name)).not.toContain('Mungra Badshahpur');
    await page.close();
  });

  test('opens Edit and Add from their URLs: a deep link and a reload keep the form, Back returns to the list', async ({
    admin,
    server,
  }) => {
    const page = await admin.open('/admin/villages');
    await page.getByRole('button', { name: 'Edit Saidabad' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Village' });
    await expect.poll(() => edit.getByLabel('Name', { exact: true }).inputValue()).toBe('Saidabad');
    const editUrl = page.url();
    expect(new URL(editUrl).pathname).toMatch(/^\/admin\/villages\/\d+$/);
    await page.goBack();
    await edit.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/villages');

    // Opened directly and reloaded: the same village in the form; Back, the list.
    await page.goto(editUrl);
    await expect.poll(() => edit.getByLabel('Name', { exact: true }).inputValue()).toBe('Saidabad');
    await page.reload();
    await expect.poll(() => edit.getByLabel('Name', { exact: true }).inputValue()).toBe('Saidabad');
    await page.goBack();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit Saidabad' }).waitFor();

    await page.goto(`${server.baseUrl}/admin/villages/create`);
    const add = page.getByRole('dialog', { name: 'Add Village' });
    await add.getByRole('textbox', { name: 'Delivery Zone' }).waitFor();
    await page.goBack();
    await add.waitFor({ state: 'detached' });

    await page.goto(`${server.baseUrl}/admin/villages/987654`);
    await admin.toast(page, 'Element does not exist');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/villages');
    await page.close();
  });
});
