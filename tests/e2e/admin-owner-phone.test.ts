/**
 * The owner's screens on a 390 px phone: restaurants, staff, users, earnings and Daily
 * Order as cards with nothing wider than the viewport; closing a half-filled Add Staff asks first;
 * Edit User asks a delivery person's Vehicle Number; a dish edited in Restaurant Details (price and
 * Sold out) is what `/` shows on its next load. Screenshots go to screenshots/.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotPath, still } from './harness';
import { test as base } from './fixtures';

const WIDTH = 390;

/** The owner's phone: one signed-in profile for the file, its screens opened with `phone.open`. */
const test = base.extend('phone', { scope: 'file' }, async ({ admin }) => {
  const context = await admin.newContext({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });
  return { open: (path: string) => admin.open(path, context) };
});

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(`admin-owner-${name}-${WIDTH}`), fullPage: true });

/** Every visible element whose right edge passes the viewport, and the page's own scroll width. */
async function overflow(page: Page) {
  await still(page);
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (rect.right > width + 1)
        wide.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} right=${Math.round(rect.right)} "${(el.textContent ?? '').slice(0, 30)}"`,
        );
    }
    return { scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 10) };
  });
}

async function expectFits(page: Page) {
  const { scrollWidth, wide } = await overflow(page);
  expect(wide).toEqual([]);
  expect(scrollWidth).toBeLessThanOrEqual(WIDTH);
}

describe('the owner on a 390 px phone', () => {
  test('shows restaurants as cards, each name with its Online/Offline switch, nothing wider than the phone', async ({
    phone,
  }) => {
    const page = await phone.open('/admin/restaurants');
    const card = page.getByTestId('restaurant-card').first();
    await card.waitFor();
    await card.getByRole('button', { name: /^Set (Online|Offline) / }).waitFor();
    await expect(
      page
        .getByTestId('restaurant-card')
        .filter({ has: page.getByTestId('storefront-mark') })
        .count(),
    ).resolves.toBeGreaterThanOrEqual(0);
    await expectFits(page);
    await shoot(page, 'restaurants');
    await page.close();
  });

  test('edits a dish in Restaurant Details (price, Sold out) and / shows it on its next load', async ({
    server,
    api,
    phone,
  }) => {
    const menu = (await api('/menu')).body;
    const kitchen = menu.data.kitchen as { id: number; name: string };
    const dish = (menu.data.dishes as { id: number; name: string; price: number; available: boolean }[]).find(
      (d) => d.available,
    )!;
    const price = Math.round(dish.price) + 7;

    const page = await phone.open(`/admin/restaurants/${kitchen.id}`);
    const details = page.getByRole('dialog');
    await details.getByText(`Details: ${kitchen.name}`).waitFor();
    await details.getByTestId('storefront-mark').waitFor();
    await details.getByRole('button', { name: `Edit ${dish.name}` }).click();
    const form = page.getByRole('dialog').filter({ hasText: `Edit dish: ${dish.name}` });
    await form.getByLabel('Price (₹)').fill(String(price));
    await form.getByLabel('Available (off = Sold out)').uncheck();
    await shoot(page, 'dish-edit');
    await expectFits(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Dish updated.').first().waitFor();
    await form.waitFor({ state: 'detached' });
    await details.getByTestId('menu-line').filter({ hasText: dish.name }).getByText('Sold out').waitFor();
    await shoot(page, 'restaurant-details');

    // The site's server HTML on its next load (JavaScript off too).
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    // The dish's card (not the JSON-LD, which names it first).
    const at = html.indexOf(`>${dish.name}</`);
    expect(at).toBeGreaterThan(0);
    const card = html.slice(at, at + 1500);
    expect(card).toContain(`₹${price}`);
    expect(card).toContain('Sold out');
    await page.close();
  });

  test('asks before a half-filled Add Staff is thrown away, and shows staff as cards with tap to call', async ({
    phone,
  }) => {
    const page = await phone.open('/admin/delivery-staff');
    await page.getByTestId('staff-card').first().waitFor();
    await expect(page.getByTestId('staff-card').first().locator('a[href^="tel:"]').count()).resolves.toBe(1);
    await expectFits(page);
    await shoot(page, 'staff');

    await page.getByRole('button', { name: 'Add Staff' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Half Typed');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog').filter({ hasText: 'Discard changes?' });
    await ask.waitFor();
    await still(page);
    await shoot(page, 'staff-discard');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).resolves.toBe('Half Typed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Discard changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    // The form closes by going back to the list's URL.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // An untouched form closes at once.
    await page.getByRole('button', { name: 'Add Staff' }).click();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.close();
  });

  test('Edit User asks a delivery person for the Vehicle Number, prefilled', async ({ admin, phone }) => {
    const riders: { id: number; name: string; vehicleNumber: string }[] = await admin.call(
      'GET',
      '/api/admin/users?role=delivery&limit=1',
    );
    const rider = riders[0]!;
    const page = await phone.open(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: rider.name }))}`);
    const card = page.getByTestId('user-card').filter({ hasText: rider.name }).first();
    await card.waitFor();
    await expectFits(page);
    await shoot(page, 'users');
    await card.getByRole('button', { name: `Edit ${rider.name}` }).click();
    const vehicle = page.getByRole('dialog').getByLabel('Vehicle Number');
    await expect(vehicle.inputValue()).resolves.toBe(rider.vehicleNumber);
    await vehicle.fill('');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByText('Vehicle number is required').waitFor();
    await shoot(page, 'user-edit');
    await page.close();
  });

  test('shows the earnings breakdown as cards and says what the totals count', async ({ phone }) => {
    const page = await phone.open('/admin/earnings');
    await page.getByTestId('earnings-card').first().waitFor();
    await page.getByText('Counts delivered orders only').waitFor();
    await page.getByText('Delivered orders', { exact: true }).waitFor();
    await expectFits(page);
    await shoot(page, 'earnings');
    await page.close();
  });

  test('shows Daily Order as cards with the delivered total, its cash and UPI parts, Indian dates and the whole amount', async ({
    phone,
  }) => {
    const page = await phone.open('/admin/daily-order');
    const restaurants = page.getByRole('navigation', { name: 'Restaurants' });
    await restaurants.getByRole('button', { name: /Sangam Kinare Rasoi/ }).click();
    const cards = page.getByTestId('daily-order-card');
    const empty = page.getByText('No orders found for this restaurant.');
    for (let back = 1; back <= 10; back++) {
      await cards.first().or(empty).waitFor();
      if (await cards.first().isVisible()) break;
      const day = new Date(Date.now() + 19_800_000 - back * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Date').fill(day);
      await page
        .getByRole('heading', { name: new RegExp(`^Orders of Sangam Kinare Rasoi on .*${Number(day.slice(8))}`) })
        .waitFor();
    }
    await expect(cards.first().textContent()).resolves.toMatch(
      /ORD-\d+.*₹[\d,]+\.\d{2}\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (am|pm)/,
    );
    await expect(page.getByTestId('daily-total').textContent()).resolves.toMatch(
      /^Total \(delivered orders\)\d+ delivered of \d+ orders?₹[\d,]+\.\d{2}Cash ₹[\d,]+\.\d{2}, UPI ₹[\d,]+\.\d{2}(₹[\d,]+\.\d{2} of the UPI awaiting confirmation)?$/,
    );
    await expectFits(page);
    await shoot(page, 'daily-order');
    await page.close();
  });

  test('shows villages as cards with their delivery charge and minimum order', async ({ phone }) => {
    const page = await phone.open('/admin/villages');
    await page
      .getByTestId('village-card')
      .first()
      .getByText(/Delivery Charge \(₹\): ₹[\d,]+\.\d{2} · Minimum Order \(₹\): ₹[\d,]+\.\d{2}/)
      .waitFor();
    // Adding a village is behind its button, so the cards start on the first screen.
    await page.getByRole('button', { name: 'Add Village' }).waitFor();
    await expectFits(page);
    await shoot(page, 'villages');
    await page.close();
  });
});
