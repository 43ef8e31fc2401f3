/**
 * A rider sees a new order given to them ringing on its card until they tap "Got it", at 375 px,
 * against the real server and its demo data; the server then has their acknowledgement. The
 * admin's order page says who was rung for it (here nobody: no phone subscribed to pushes).
 */
import { describe, expect } from 'vitest';
import { apiCaller, type ApiCaller, openStorefrontAllDay, photograph } from './harness';
import { test } from './fixtures';

let admin: ApiCaller;

// Orders placed from one address, as many as the tests need.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ admin: session }) => {
  admin = session.call;
}, 120_000);

describe('a rider acknowledges a new assignment', () => {
  test('the card rings with "New order for you" until Got it; the answer keeps when they acknowledged', async ({
    server,
    admin: session,
    partner,
  }) => {
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

    const page = await partner.open('delivery', rider.email, { language: 'en' });
    const card = page.getByRole('article', { name: placed.orderId });
    await card.getByText('New order for you').waitFor({ timeout: 15_000 });
    const gotIt = card.getByRole('button', { name: 'Got it' });
    expect((await gotIt.boundingBox())!.height).toBeGreaterThanOrEqual(47.5);
    await photograph(page, 'rider-new-assignment', { widths: [375] });
    await gotIt.click();
    await card.getByText('New order for you').waitFor({ state: 'detached', timeout: 10_000 });

    const mine = await (await partner.signIn('delivery', rider.email)).call('GET', '/api/delivery/orders');
    const order = mine.find((o: { id: number }) => o.id === orderId);
    expect(Date.parse(order.deliveryPerson.acknowledgedAt)).toBeGreaterThan(0);

    // The admin's order page: who was rung (nobody here: no phone is subscribed to pushes).
    const details = await session.open(`/admin/orders/${orderId}`);
    await details.getByTestId('order-rings').getByText('no phone was rung for this order').waitFor({ timeout: 15_000 });
  });
});
