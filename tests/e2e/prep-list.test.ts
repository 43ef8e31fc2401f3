/**
 * The prep list in Chromium against the real server: orders for tomorrow's lunch placed
 * through the API (one of them cancelled); the kitchen, in Hindi at 375 px, opens the prep list
 * from its Kitchen tab, picks "Tomorrow lunch" and sees each dish's total in Hindi, the sums of
 * the API's list; the owner at 1366 px opens Prep list from the admin's menu and prints it: the
 * print media shows the 80 mm sheet alone.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiCaller,
  openStorefrontAllDay,
  photograph,
  screenshotPath,
  STOREFRONT_VENDOR_EMAIL,
  type ApiCaller,
} from './harness';
import { test } from './fixtures';
import { DAY_MS, istDayStart } from '../../shared/indiaTime';

let admin: ApiCaller;
let kitchenId: number;
type Dish = { id: number; name: string; nameHi: string | null; price: number; available: boolean };
let dishes: Dish[];
/** Tomorrow's lunch (11 AM to 4 PM, India time), as the screens' quick choice. */
const tomorrow = istDayStart(Date.now()) + DAY_MS;
const LUNCH = { from: tomorrow + 11 * 3_600_000, to: tomorrow + 16 * 3_600_000 };
const at = (hours: number, minutes: number) => new Date(tomorrow + hours * 3_600_000 + minutes * 60_000).toISOString();
const windowQuery = `from=${encodeURIComponent(new Date(LUNCH.from).toISOString())}&to=${encodeURIComponent(new Date(LUNCH.to).toISOString())}`;
let expected: Array<{ name: string; nameHi: string | null; quantity: number; orders: number }>;

// Orders placed from one address, as many as the setup needs.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server, admin: session }) => {
  admin = session.call;
  const menu = await openStorefrontAllDay(server, admin);
  kitchenId = menu.kitchen.id;
  dishes = (menu.dishes as Dish[]).filter((d) => d.available && d.nameHi).slice(0, 2);
  expect(dishes).toHaveLength(2);
  const area = menu.deliveryAreas[0];
  const [a, b] = dishes;
  const place = (phone: string, scheduledFor: string, items: Array<{ dishId: number; quantity: number }>) =>
    apiCaller(server)('POST', '/api/orders', {
      customer: { name: 'Prep Customer', phone },
      fulfilment: 'delivery',
      villageId: area.id,
      address: 'House 4, Pokhra Road',
      items,
      scheduledFor,
    });
  // Enough of each for the village's minimum order.
  const n = (dish: Dish) => Math.max(1, Math.ceil(area.minimumOrder / dish.price));
  await place('9812300101', at(12, 30), [
    { dishId: a.id, quantity: n(a) + 2 },
    { dishId: b.id, quantity: n(b) },
  ]);
  await place('9812300102', at(13, 0), [{ dishId: a.id, quantity: n(a) }]);
  const cancelled = await place('9812300103', at(13, 15), [{ dishId: b.id, quantity: n(b) + 7 }]);
  await admin('PUT', `/api/admin/orders/${Number(cancelled.orderId.slice(4))}`, { status: 'cancelled' });

  const list = await admin('GET', `/api/admin/prep-list?${windowQuery}&restaurantId=${kitchenId}`);
  expected = list.dishes;
  // The API's sums are the orders' own (tests/api/prep-list.test.ts checks them line by line); here: ours are in them, the cancelled one not.
  const mine = (dish: Dish) => expected.find((d) => d.name === dish.name)!;
  expect(mine(a).quantity).toBeGreaterThanOrEqual(2 * n(a) + 2);
  expect(mine(a).orders).toBeGreaterThanOrEqual(2);
  expect(list.orders.some((o: { orderId: string }) => o.orderId === cancelled.orderId)).toBe(false);
});

/** The sheet's dishes as shown: name and quantity. */
async function shownDishes(page: Page) {
  return page
    .getByTestId('prep-dishes')
    .locator('li')
    .evaluateAll((items) =>
      items.map((li) => ({
        dish: li.getAttribute('data-dish'),
        text: li.textContent ?? '',
        quantity: Number(li.querySelector('[data-testid="prep-quantity"]')?.textContent?.replace(/[^\d]/g, '')),
      })),
    );
}

describe('the prep list', () => {
  test('the kitchen, in Hindi at 375 px, opens it from the Kitchen tab and sees each dish’s total for tomorrow’s lunch', async ({
    partner,
  }) => {
    // A phone's page in a context of its own (closed with the page), signed in from the login in Hindi.
    const page = await partner.open('vendor', STOREFRONT_VENDOR_EMAIL, { language: 'hi' });
    await page.getByRole('link', { name: 'किचन', exact: true }).click();
    await page.getByRole('link', { name: 'तैयारी सूची: क्या कितना बनाना है' }).click();
    await page.waitForURL(/\/partner\/prep-list/);
    await page.getByRole('button', { name: 'कल दोपहर' }).click();
    await page.getByTestId('prep-window').filter({ hasText: 'कल, सुबह 11 बजे से कल, शाम 4 बजे तक' }).waitFor();
    const shown = await shownDishes(page);
    expect(shown.map((d) => ({ dish: d.dish, quantity: d.quantity }))).toEqual(
      expected.map((d) => ({ dish: d.name, quantity: d.quantity })),
    );
    // In Hindi: the dishes' Hindi names, and how many orders each is in.
    for (const [i, d] of expected.entries()) {
      expect(shown[i].text).toContain(d.nameHi ?? d.name);
      expect(shown[i].text).toContain(`${d.orders} ऑर्डर`);
    }
    expect(await page.getByTestId('prep-orders').locator('li').count()).toBeGreaterThanOrEqual(2);
    await photograph(page, 'prep-list-kitchen-hi', { widths: [375] });
    await page.close();
  });

  test('the owner at 1366 px opens it from the menu and prints it: the print media shows the 80 mm sheet alone', async ({
    admin: session,
  }) => {
    const context = await session.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    const page = await session.open('/admin/', context);
    await page.getByRole('menuitem', { name: 'Prep list' }).click();
    await page.waitForURL(/\/admin\/prep-list/);
    await page.getByRole('combobox', { name: 'Kitchen' }).click();
    await page.getByRole('option', { name: 'Gaon Rasoi Janghai' }).click();
    await page.getByRole('button', { name: 'Tomorrow lunch' }).click();
    await page.getByTestId('prep-window').filter({ hasText: 'Tomorrow, 11:00 AM to Tomorrow, 4:00 PM' }).waitFor();
    const sheet = page.getByTestId('prep-sheet');
    const shown = await shownDishes(page);
    expect(shown.map((d) => ({ dish: d.dish, quantity: d.quantity }))).toEqual(
      expected.map((d) => ({ dish: d.name, quantity: d.quantity })),
    );
    expect(shown[0].text).toContain(expected[0].name);
    await page.screenshot({ path: screenshotPath('prep-list-admin-1366'), fullPage: true });

    await page.getByRole('button', { name: 'Print (80 mm)' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print (80 mm)' }).isVisible()).toBe(false);
    expect(await page.getByRole('menuitem', { name: 'Prep list' }).isVisible()).toBe(false);
    // 80 mm paper: the sheet is 76 mm (287 CSS px) wide, at the page's corner.
    const box = (await sheet.boundingBox())!;
    expect(box.width).toBeGreaterThan(280);
    expect(box.width).toBeLessThan(295);
    expect(box.x).toBeLessThan(5);
    await page.screenshot({ path: screenshotPath('prep-list-admin-print'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await context.close();
  });
});
