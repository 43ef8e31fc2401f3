/**
 * A prank-proof cash order, end to end at 375 px against the real server: a number's first cash
 * order is held "to confirm"; the customer's tracking page offers "Confirm on WhatsApp" (CONFIRM
 * ORD-… to the restaurant's number); the kitchen's app shows it with the customer's number and a
 * one-tap Confirm, after which it is an ordinary new order. Both screens pass axe.
 */
import { describe, expect } from 'vitest';
import { type ApiCaller, openStorefrontAllDay, photograph, STOREFRONT_VENDOR_EMAIL } from './harness';
import { PARTNER_PHONE as PHONE, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { phones } from '../../site/content';
import * as siteHold from '../../site/i18n/hold';
import { confirmText, FAKE_REASON } from '../../shared/trust';

let admin: ApiCaller;
let order: { orderId: string; trackingUrl: string; toConfirm: boolean };
// A number no demo order has: its first order.
const customerPhone = `6${String(Date.now()).slice(-9)}`;

// Orders placed from one address, as many as the tests need.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server, api, admin: session }) => {
  admin = session.call;
  const menu = await openStorefrontAllDay(server, admin);
  const dish = menu.dishes.find((d: { available: boolean }) => d.available);
  const res = await api<typeof order>('/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': `trust-e2e-${Date.now()}` },
    body: JSON.stringify({
      customer: { name: 'Kamla Devi', phone: customerPhone },
      fulfilment: 'pickup',
      items: [{ dishId: dish.id, quantity: 1 }],
    }),
  });
  expect(res.status).toBe(201);
  order = res.body.data;
}, 120_000);

describe('a held cash order', () => {
  test('the tracking page asks the customer to confirm on WhatsApp with CONFIRM ORD-…', async ({ server, site }) => {
    expect(order.toConfirm).toBe(true);
    // axe runs its frames in a page of the same context: the site fixture's visitor has one of its own.
    const { page } = await site.open(PHONE);
    await page.goto(server.baseUrl + order.trackingUrl);
    await page.getByRole('heading', { name: 'Please confirm your order' }).waitFor({ timeout: 15_000 });
    const link = page.getByRole('link', { name: 'Confirm on WhatsApp' });
    const href = (await link.getAttribute('href'))!;
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe(`https://wa.me/91${phones[0].replace(/\D/g, '').slice(-10)}`);
    expect(url.searchParams.get('text')).toBe(`CONFIRM ${order.orderId}`);
    // The site writes the server's texts again (to keep its chunks apart from the admin's): they must agree.
    expect(siteHold.confirmText(order.orderId)).toBe(confirmText(order.orderId));
    expect(siteHold.FAKE_REASON).toBe(FAKE_REASON);
    await photograph(page, 'trust-tracking-held', { widths: [375] });
    await expectNoSeriousA11yViolations(page, 'the tracking page of a held order');
    await page.context().close();
  });

  test('the kitchen sees "To confirm" with the customer’s number and confirms it with one tap', async ({ partner }) => {
    // The suite reads the English texts.
    const kitchen = await partner.open('vendor', STOREFRONT_VENDOR_EMAIL, { language: 'en' });
    await kitchen.getByText('● Live').waitFor({ timeout: 15_000 });
    const card = kitchen.getByRole('article', { name: order.orderId });
    await card.waitFor({ timeout: 10_000 });
    await card.getByTestId('to-confirm').getByText('To confirm · first order from this number').waitFor();
    expect(await card.getByRole('link', { name: new RegExp(customerPhone) }).getAttribute('href')).toBe(
      `tel:${customerPhone}`,
    );
    await kitchen.getByRole('alert').filter({ hasText: 'to confirm by call/WhatsApp first' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await photograph(kitchen, 'trust-kitchen-held', { widths: [375] });
    await expectNoSeriousA11yViolations(kitchen, 'the kitchen app with a held order');

    await card.getByRole('button', { name: 'Confirm', exact: true }).click();
    await kitchen.getByText(`Order ${order.orderId} confirmed`).waitFor();
    await card.getByTestId('to-confirm').waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Accept' }).waitFor();
    await photograph(kitchen, 'trust-kitchen-confirmed', { widths: [375] });
    const id = Number(order.orderId.replace('ORD-', ''));
    expect(await admin('GET', `/api/admin/orders/${id}`)).toMatchObject({
      toConfirm: false,
      confirmedBy: 'vendor',
      confirmedByName: 'Ramesh Yadav',
      status: 'placed',
    });
    await kitchen.context().close();
  });

  test('the admin marks it fake; the Block list shows the number and the Prank orders limits (axe clean, 1280 and 375 px)', async ({
    server,
    admin: session,
  }) => {
    const id = Number(order.orderId.replace('ORD-', ''));
    await admin('PUT', `/api/admin/orders/${id}`, { fake: true, reason: 'No one answered' });
    const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await session.open('/admin/blocklist', context);

    await page.getByRole('heading', { name: 'Block list' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: customerPhone });
    await row.waitFor();
    await row.getByText('Can order').waitFor();
    await expectNoSeriousA11yViolations(page, 'the block list');
    await photograph(page, 'trust-admin-blocklist');

    await page.goto(`${server.baseUrl}/admin/settings`);
    await page.getByRole('heading', { name: 'Prank orders' }).waitFor();
    await page.getByLabel('Strikes before a number is restricted').waitFor();
    await expect.poll(() => page.getByLabel('Strikes before a number is restricted').inputValue()).toBe('2');
    await expectNoSeriousA11yViolations(page, 'the prank-order limits');
    await photograph(page, 'trust-admin-settings');
    await context.close();
  });
});
