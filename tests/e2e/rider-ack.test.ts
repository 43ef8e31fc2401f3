/**
 * A rider sees a new order given to them ringing on its card until they tap "Got it", at 375 px,
 * against the real server and its demo data; the server then has their acknowledgement. The
 * admin's order page says who was rung for it (here nobody: no phone subscribed to pushes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  adminCaller,
  apiCaller,
  type ApiCaller,
  DEMO_PASSWORD,
  launchBrowser,
  loginPartnerThroughForm,
  openStorefrontAllDay,
  photograph,
  type RunningServer,
  startAdminSession,
  startServer,
} from './harness';

const PHONE = { width: 375, height: 812 };

let server: RunningServer;
let browser: Browser;
let admin: ApiCaller;

beforeAll(async () => {
  server = await startServer({ ORDER_RATE_LIMIT: '0' });
  browser = await launchBrowser();
  admin = await adminCaller(server);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a rider acknowledges a new assignment', () => {
  it('the card rings with "New order for you" until Got it; the answer keeps when they acknowledged', async () => {
    const menu = await openStorefrontAllDay(server, admin);
    const dish = menu.dishes.find((d: { available: boolean }) => d.available);
    const placed = await apiCaller(server)(
      'POST',
      '/api/orders',
      {
        customer: { name: 'Kamla Devi', phone: '9812345679' },
        fulfilment: 'delivery',
        villageId: menu.deliveryAreas[0].id,
        address: 'House 4, Mandir Road',
        items: [{ dishId: dish.id, quantity: 1 }],
      },
      { 'Idempotency-Key': `ack-e2e-${Date.now()}` },
    );
    const orders = await admin('GET', `/api/admin/orders?q=${placed.orderId}`);
    const orderId: number = orders.find((o: { orderId: string }) => o.orderId === placed.orderId).id;
    const riders = await admin('GET', '/api/admin/users?role=delivery&limit=50');
    const rider = riders.find((r: { status: string }) => r.status === 'active');
    await admin('PUT', `/api/admin/orders/${orderId}`, { status: 'accepted' });
    await admin('PUT', `/api/admin/orders/${orderId}`, { deliveryPersonId: rider.id });

    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await page.goto(`${server.baseUrl}/partner/`);
    await page.getByRole('button', { name: 'English' }).click();
    await loginPartnerThroughForm(page, 'delivery', rider.email);
    const card = page.getByRole('article', { name: placed.orderId });
    await card.getByText('New order for you').waitFor({ timeout: 15_000 });
    const gotIt = card.getByRole('button', { name: 'Got it' });
    expect((await gotIt.boundingBox())!.height).toBeGreaterThanOrEqual(47.5);
    await photograph(page, 'rider-new-assignment', { widths: [375] });
    await gotIt.click();
    await card.getByText('New order for you').waitFor({ state: 'detached', timeout: 10_000 });

    const riderLogin = await apiCaller(server)('POST', '/api/auth/delivery/login', {
      email: rider.email,
      password: DEMO_PASSWORD,
    });
    const mine = await apiCaller(server, riderLogin.token)('GET', '/api/delivery/orders');
    const order = mine.find((o: { id: number }) => o.id === orderId);
    expect(Date.parse(order.deliveryPerson.acknowledgedAt)).toBeGreaterThan(0);

    // The admin's order page: who was rung (nobody here: no phone is subscribed to pushes).
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await startAdminSession(server, desk);
    const details = await desk.newPage();
    await details.goto(`${server.baseUrl}/admin/orders/${orderId}`);
    await details.getByTestId('order-rings').getByText('no phone was rung for this order').waitFor({ timeout: 15_000 });
  });
});
