/**
 * The owner's desk in Chromium against the real server with demo data, at the widths it was
 * seen at (1366×768, and a 390 px phone):
 * - a phone order: a returning number fills in the address of its last *delivered* order (not
 *   a later cancelled pickup's empty one); dishes are found by typing "dal"; UPI; the WhatsApp
 *   message is in Hindi by default, with the tracking link and the UPI pay link;
 * - the orders list: 25 rows, the status select wide enough for "Out for delivery"; on a phone
 *   the filters wait behind "Add filter" and the first order is on the first screen;
 * - the restaurants table's Edit button within the table at 1366 px;
 * - a dish's photo picked from the PC in Edit dish goes up with Save and the site's menu shows it;
 * - blocking a prankster's number by hand with a reason (twice: "already blocked");
 * - the greeting says "admin" once.
 * axe finds nothing serious on the pages touched. Screenshots go to screenshots/.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openStorefrontAllDay, screenshotPath } from './harness';
import { test as base } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const RETURNING = '9812377001';
const PRANKSTER = '9812377002';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the menu as GET /api/menu gives it
let menu: any;

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(`admin-owner-desk-${name}`), fullPage: true });

/** `open(path, viewport)`: a new page of the admin's session at that size (the laptop unless told) on `path`. */
const test = base.extend(
  'open',
  async ({ server, admin }) =>
    async (path: string, viewport = LAPTOP): Promise<Page> => {
      const page = await admin.context.newPage();
      await page.setViewportSize(viewport);
      await page.goto(server.baseUrl + path);
      return page;
    },
);

// The setup places its orders from one number.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server, admin: session }) => {
  const admin = session.call;
  menu = await openStorefrontAllDay(server, admin);
  await admin('PUT', `/api/admin/restaurants/${menu.kitchen.id}`, { upiId: 'gaonrasoi@okaxis', upiName: 'Gaon Rasoi' });

  // The returning caller: a delivery that reached them, then a pickup they cancelled (no address).
  const dish = menu.dishes.find((d: { available: boolean }) => d.available);
  const area = menu.deliveryAreas[0];
  const riders = await admin('GET', '/api/admin/users?role=delivery&limit=50');
  const rider = riders.find(
    (r: { status?: string; approved?: boolean }) => r.status !== 'on_leave' && r.approved !== false,
  );
  const delivered = await admin('POST', '/api/admin/orders', {
    customer: { name: 'Sunita Devi', phone: RETURNING },
    fulfilment: 'delivery',
    villageId: area.id,
    address: 'House 5, Pipal Tola',
    landmark: 'Near the school',
    items: [{ dishId: dish.id, quantity: 2 }],
  });
  for (const change of [
    { status: 'accepted' },
    { status: 'preparing' },
    { deliveryPersonId: rider.id, status: 'out_for_delivery' },
    { status: 'delivered' },
  ]) {
    await admin('PUT', `/api/admin/orders/${delivered.id}`, change);
  }
  const pickup = await admin('POST', '/api/admin/orders', {
    customer: { name: 'Sunita Devi', phone: RETURNING },
    fulfilment: 'pickup',
    items: [{ dishId: dish.id, quantity: 1 }],
  });
  await admin('PUT', `/api/admin/orders/${pickup.id}`, { status: 'cancelled' });
}, 90_000);

describe('a phone order at 1366×768', () => {
  test('fills the last delivered address, finds dishes by typing, takes UPI and writes the WhatsApp message in Hindi with both links', async ({
    server,
    api,
    admin,
    open,
  }) => {
    const page = await open('/admin/orders/create');
    await page.getByLabel('Customer phone').fill(RETURNING);
    await page.getByTestId('returning-customer').waitFor();
    await expect.poll(() => page.getByLabel('Address').inputValue()).toBe('House 5, Pipal Tola');
    expect(await page.getByLabel('Landmark').inputValue()).toBe('Near the school');
    expect(await page.getByLabel('Customer name').inputValue()).toBe('Sunita Devi');

    const search = page.getByRole('combobox', { name: 'Dish' });
    await search.fill('dal');
    await page.getByRole('option', { name: /^Dal Makhani/ }).click();
    await search.fill('dal');
    await page.getByRole('option', { name: /^Dal Tadka/ }).click();
    await expect
      .poll(() => page.getByTestId('picked-dish').allTextContents())
      .toEqual([expect.stringMatching(/^Dal Makhani/), expect.stringMatching(/^Dal Tadka/)]);
    await page.getByLabel('Qty').first().fill('3');
    await page.getByLabel('UPI').check();
    expect(await page.getByLabel('Hindi').isChecked()).toBe(true);
    const makhani = menu.dishes.find((d: { name: string }) => d.name === 'Dal Makhani');
    const tadka = menu.dishes.find((d: { name: string }) => d.name === 'Dal Tadka');
    await expect
      .poll(() => page.getByTestId('phone-order-totals').textContent())
      .toContain(`₹${(makhani.price * 3 + tadka.price).toFixed(2)}`);
    await shoot(page, 'phone-order-1366');
    await expectNoSeriousA11yViolations(page, 'phone order form');

    await page.getByRole('button', { name: 'Place order' }).click();
    const message = page.getByTestId('customer-message');
    await message.waitFor();
    const text = (await message.textContent())!;
    expect(text).toContain('नमस्ते Sunita Devi!');
    expect(text).toContain('3 × ');
    expect(text).toMatch(
      /UPI से इस लिंक पर भेजें:\nupi:\/\/pay\?pa=gaonrasoi%40okaxis|UPI से इस लिंक पर भेजें:\nupi:\/\/pay\?pa=gaonrasoi@okaxis/,
    );
    expect(text).toMatch(new RegExp(`${server.baseUrl.replace(/[.]/g, '\\.')}/track/ORD-\\d+\\?t=`));
    expect(text).not.toContain('नकद');
    const href = await page.getByTestId('customer-whatsapp').getAttribute('href');
    expect(href).toMatch(new RegExp(`^https://wa\\.me/91${RETURNING}\\?text=`));
    expect(decodeURIComponent(href!.split('?text=')[1]!)).toBe(text);
    await shoot(page, 'phone-order-placed-1366');
    await expectNoSeriousA11yViolations(page, 'phone order placed');

    // The order is what the form said, and the tracking link in the message opens it.
    const orderId = /ORD-\d+/.exec(text)![0];
    const placed = (await admin.call('GET', `/api/admin/orders?q=${orderId}`))[0];
    expect(placed).toMatchObject({
      paymentMethod: 'upi',
      paymentStatus: 'awaiting_upi',
      address: 'House 5, Pipal Tola',
    });
    expect(placed.items.map((i: { name: string; quantity: number }) => `${i.quantity} ${i.name}`).sort()).toEqual([
      '1 Dal Tadka',
      '3 Dal Makhani',
    ]);
    const link = text.split('\n').find((l) => l.includes('/track/'))!;
    const tracking = await api(`/track/${orderId}?t=${new URL(link).searchParams.get('t')}`);
    expect(tracking.status).toBe(200);
    await page.close();
  });

  test('writes the message in English when asked, with cash at the door', async ({ open }) => {
    const page = await open('/admin/orders/create');
    await page.getByLabel('Customer phone').fill('9812377003');
    await page.getByLabel('Customer name').fill('Ramesh Yadav');
    await page.getByRole('combobox', { name: 'Dish' }).fill('thali');
    await page.getByRole('option', { name: /^Village Thali/ }).click();
    await page.getByLabel('Pickup').check();
    await page.getByLabel('English').check();
    await page.getByRole('button', { name: 'Place order' }).click();
    const text = (await page.getByTestId('customer-message').textContent())!;
    expect(text).toContain('Namaste Ramesh Yadav!');
    expect(text).toContain('cash at pickup');
    expect(text).toContain('Follow your order here:');
    expect(text).not.toContain('upi://');
    await page.close();
  });
});

describe('the orders list and restaurants table at 1366×768', () => {
  test('shows 25 orders a page with each status select wide enough for its words', async ({ open }) => {
    const page = await open('/admin/orders');
    await page.getByTestId('order-row').first().waitFor();
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(25);
    await shoot(page, 'orders-1366');
    const cut = await page.evaluate(() => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      const visible = document.querySelector('.RaList-content')!.getBoundingClientRect().right;
      return [
        ...document.querySelectorAll<HTMLSelectElement>(
          '[data-testid="order-row"] select[aria-label^="Change status"]',
        ),
      ]
        .filter((select) => {
          const style = getComputedStyle(select);
          canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          // The longest status must fit, whichever the row shows now, and the select must be in view (not scrolled off).
          return (
            select.getBoundingClientRect().right > visible + 1 ||
            [...select.options].some((o) => canvas.measureText(o.text).width > room + 1)
          );
        })
        .map(
          (select) =>
            `${select.getAttribute('aria-label')}: ${Math.round(select.getBoundingClientRect().right)} of ${Math.round(visible)}, ${select.clientWidth} px`,
        );
    });
    expect(await page.locator('[data-testid="order-row"] select[aria-label^="Change status"]').count()).toBe(25);
    expect(cut).toEqual([]);
    // The last column (Actions: Details, Bill, Delete) is in view: the table is no wider than its card.
    const overflow = await page.evaluate(() => {
      const table = document.querySelector('[data-testid="order-row"]')!.closest('table')!;
      return table.scrollWidth - document.querySelector('.RaList-content')!.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'orders list 1366');
    await page.close();
  });

  test("keeps every restaurant row's Edit button inside the table", async ({ open }) => {
    const page = await open('/admin/restaurants');
    const edit = page.getByRole('button', { name: /^Edit/ }).first();
    await edit.waitFor();
    await shoot(page, 'restaurants-1366');
    const clipped = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      return [...document.querySelectorAll('table button')]
        .filter((b) => {
          const rect = b.getBoundingClientRect();
          let box: Element | null = b.parentElement;
          while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
          const edge = box ? box.getBoundingClientRect().right : limit;
          return rect.right > Math.min(edge, limit) + 1;
        })
        .map((b) => b.textContent);
    });
    expect(clipped).toEqual([]);
    await page.close();
  });
});

describe('the orders list on a 390 px phone', () => {
  test('puts the filters behind "Add filter" so the first order is on the first screen', async ({ open }) => {
    const page = await open('/admin/orders', PHONE);
    const first = page.getByTestId('order-card').first();
    await first.waitFor();
    const box = (await first.boundingBox())!;
    expect(box.y + Math.min(box.height, 120)).toBeLessThan(PHONE.height);
    expect(await page.getByLabel('Payment', { exact: true }).count()).toBe(0);
    await shoot(page, 'orders-390');
    await expectNoSeriousA11yViolations(page, 'orders list 390');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Payment', exact: true }).click();
    await page.getByLabel('Payment', { exact: true }).waitFor();
    await page.close();
  });
});

describe("a dish's photo at 1366×768", () => {
  test('uploads the photo picked in Edit dish; the menu shows it, served from /uploads/', async ({
    server,
    api,
    open,
  }) => {
    const dish = menu.dishes.find((d: { name: string }) => d.name === 'Dal Tadka');
    const page = await open(`/admin/restaurants/${menu.kitchen.id}`);
    const details = page.getByRole('dialog');
    await details.getByRole('button', { name: `Edit ${dish.name}` }).click();
    const form = page.getByRole('dialog').filter({ hasText: `Edit dish: ${dish.name}` });
    // A 1×1 PNG, as a phone's camera or the PC's file picker would hand it over.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await form.locator('input[type="file"]').setInputFiles({ name: 'dal.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('img', { name: 'dal.png' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'edit dish with a photo');
    await shoot(page, 'dish-photo-1366');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Dish updated.').first().waitFor();
    const after = (await api('/menu')).body.data.dishes.find((d: { id: number }) => d.id === dish.id);
    // Stored as WebP (the server re-encodes every upload, small enough for the site).
    expect(after.image).toMatch(/^\/uploads\/dish-\d+-[0-9a-f]+\.webp$/);
    const served = await fetch(server.baseUrl + after.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    await page.close();
  });
});

describe('the block list', () => {
  test('blocks a prankster by hand with the reason; the same number again is already blocked', async ({ open }) => {
    const page = await open('/admin/blocklist');
    await page.getByRole('link', { name: 'Block a number' }).click();
    await page.getByLabel('Phone number').fill(PRANKSTER);
    await page.getByLabel('Reason').fill('Five fake thali orders in one evening');
    await expectNoSeriousA11yViolations(page, 'block a number');
    await shoot(page, 'block-number-1366');
    await page.getByRole('button', { name: 'Block number' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/blocklist');
    const row = page.getByRole('row').filter({ hasText: PRANKSTER });
    await row.getByText('Blocked', { exact: true }).waitFor();
    await row.getByText('blocked by hand: Five fake thali orders in one evening').waitFor();
    await shoot(page, 'blocklist-1366');
    await expectNoSeriousA11yViolations(page, 'block list');

    await page.getByRole('link', { name: 'Block a number' }).click();
    await page.getByLabel('Phone number').fill(PRANKSTER);
    await page.getByLabel('Reason').fill('Again');
    await page.getByRole('button', { name: 'Block number' }).click();
    await page.getByText('This number is already blocked').first().waitFor();
    await page.close();
  });

  test('greets the owner saying "admin" once', async ({ open }) => {
    const page = await open('/admin');
    const greeting = page.getByText(/^Welcome admin/);
    await greeting.waitFor();
    expect((await greeting.textContent())!.match(/admin/gi)).toHaveLength(1);
    await page.close();
  });
});
