/**
 * Every plate accounted, in the browsers, against the real server and its demo data: the kitchen
 * sets 3 plates of a dish from its phone (375 px), three customers take them, and a fourth
 * customer's open page shows the dish sold out without reloading. The restaurant asks for a
 * delivery code: the customer's tracking page shows it once the order is out, and the rider
 * delivers by typing the code read from that page.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiCaller,
  type ApiCaller,
  openStorefrontAllDay,
  photograph,
  screenshotPath,
  still,
  STOREFRONT_VENDOR_EMAIL,
} from './harness';
import { PARTNER_PHONE, test } from './fixtures';

let admin: ApiCaller;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the menu as the API gives it
let menu: any;
let dish: { id: number; name: string };
let placed: Array<{ orderId: string; trackingUrl: string }> = [];

// Four customers order from one address.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server, admin: session }) => {
  admin = session.call;
  menu = await openStorefrontAllDay(server, admin);
  await admin('PUT', `/api/admin/restaurants/${menu.kitchen.id}`, { deliveryCode: true });
  dish = menu.dishes.find((d: { available: boolean }) => d.available);
}, 120_000);

const order = (server: { baseUrl: string }, n: number) =>
  apiCaller(server as never)(
    'POST',
    '/api/orders',
    {
      customer: { name: `Customer ${n}`, phone: `981234${String(5000 + n)}` },
      fulfilment: 'delivery',
      villageId: menu.deliveryAreas[0].id,
      address: `House ${n}, Mandir Road`,
      items: [{ dishId: dish.id, quantity: 1 }],
    },
    { 'Idempotency-Key': `plates-e2e-${n}-${Date.now()}` },
  );

describe('today’s plates and the delivery code', () => {
  test('the kitchen sets 3 plates; three customers take them; the fourth sees sold out without reloading', async ({
    server,
    partner,
    site,
  }) => {
    // The fourth customer is already looking at the menu.
    const { context, page: fourth } = await site.open(PARTNER_PHONE);
    await site.visit(fourth, '/');
    const card = fourth.locator(`#menu [data-dish-id="${dish.id}"]`);
    // Looking at the dish: its part of the page wakes up (islands hydrate as they come into view).
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.locator('button.add-button').isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await card.getByText('Sold out').count()).toBe(0);

    const kitchen = await partner.open('vendor', STOREFRONT_VENDOR_EMAIL, { language: 'en' });
    await kitchen.getByRole('link', { name: 'Menu', exact: true }).click();
    await kitchen.getByRole('button', { name: `Plates left today: ${dish.name}` }).click();
    await kitchen.getByTestId('portions-input').fill('3');
    await photograph(kitchen, 'plates-kitchen-dialog', { widths: [375] });
    await kitchen.getByRole('button', { name: 'Save' }).click();
    await kitchen.getByText(`${dish.name}: 3 left`).first().waitFor({ timeout: 15_000 });
    await kitchen.getByTestId('portions-left').first().waitFor();
    await photograph(kitchen, 'plates-kitchen-menu', { widths: [375] });

    placed = [];
    for (const n of [1, 2, 3]) placed.push(await order(server, n));
    const fifthTry = await fetch(`${server.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        customer: { name: 'Customer 5', phone: '9812345005' },
        fulfilment: 'delivery',
        villageId: menu.deliveryAreas[0].id,
        address: 'House 5',
        items: [{ dishId: dish.id, quantity: 1 }],
      }),
    });
    expect(fifthTry.status).toBe(409);

    // No reload: the open page learns it by itself.
    await card.getByText('Sold out').waitFor({ timeout: 10_000 });
    await photograph(fourth, 'plates-site-sold-out', { widths: [375] });
    await kitchen.reload();
    await kitchen.getByText('Sold out (0 left)').first().waitFor({ timeout: 15_000 });
    await kitchen.close();
    await context.close();
  }, 180_000);

  test("a rider delivers with the code read from the customer's tracking page", async ({
    server,
    partner,
    site,
    admin: session,
  }) => {
    const first = placed[0] ?? (await order(server, 11));
    const orders = await admin('GET', `/api/admin/orders?q=${first.orderId}`);
    const orderId: number = orders.find((o: { orderId: string }) => o.orderId === first.orderId).id;
    const riders = await admin('GET', '/api/admin/users?role=delivery&limit=50');
    const rider = riders.find((r: { status: string }) => r.status === 'active');
    await admin('PUT', `/api/admin/orders/${orderId}`, { status: 'accepted' });
    await admin('PUT', `/api/admin/orders/${orderId}`, { deliveryPersonId: rider.id, status: 'out_for_delivery' });

    const { context, page: customer } = await site.open(PARTNER_PHONE);
    await customer.goto(server.baseUrl + first.trackingUrl);
    const shown = customer.getByTestId('delivery-code');
    await shown.waitFor({ timeout: 15_000 });
    const code = ((await shown.textContent()) ?? '').trim();
    expect(code).toMatch(/^\d{4}$/);
    await photograph(customer, 'delivery-code-tracking', { widths: [375] });

    const app: Page = await partner.open('delivery', rider.email, { language: 'en' });
    const riderCard = app.getByRole('article', { name: first.orderId });
    await riderCard.waitFor({ timeout: 15_000 });
    // Nowhere in the rider's app.
    expect(await app.locator('body').innerText()).not.toContain(code);
    await riderCard.getByRole('button', { name: 'Delivered' }).click();
    const dialog = app.getByRole('dialog');
    await dialog.getByText('Delivery code').waitFor();
    await dialog.getByTestId('delivery-code').fill(code);
    await still(app);
    await app.screenshot({ path: screenshotPath('delivery-code-rider-dialog-375') });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await app.getByRole('dialog').getByRole('button', { name: 'Yes, collected' }).click();
    await app.getByRole('button', { name: 'Undo' }).waitFor();
    await expect
      .poll(async () => (await session.api(`/admin/orders/${orderId}`)).body.data.status, { timeout: 30_000 })
      .toBe('delivered');
    expect((await session.api(`/admin/orders/${orderId}`)).body.data.deliveryProof).toBe('code');
    // The customer's page no longer shows a code once delivered.
    await shown.waitFor({ state: 'detached', timeout: 15_000 });
    await app.close();
    await context.close();
  }, 180_000);
});
