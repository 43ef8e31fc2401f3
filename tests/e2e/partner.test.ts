/**
 * The kitchen and rider app at 375 px, end to end against the real server:
 * a kitchen sees a site order arrive live, accepts and prepares it; the admin assigns a
 * rider; the rider picks it up and delivers it, and sees the cash in today's figures.
 * Needs the partner API (/api/vendor/*, /api/delivery/*, their events and summaries).
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotPath, STOREFRONT_VENDOR_EMAIL } from './harness';
import { PARTNER_PHONE as PHONE, test } from './fixtures';

// The app opens in Hindi; this suite reads the English texts.
const ENGLISH = { language: 'en' } as const;

/** The page never scrolls sideways on a phone. */
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

// Every test places orders from one address.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

describe('partner app at 375 px', () => {
  test('kitchen accepts and prepares a site order; the admin assigns a rider; the rider picks it up and delivers it', async ({
    server,
    browser,
    api,
    admin,
    partner,
  }) => {
    const menu = (
      await admin.api<{
        kitchen: { id: number };
        dishes: Array<{ id: number; available: boolean }>;
        deliveryAreas: Array<{ id: number }>;
      }>('/menu')
    ).body.data;
    // Open all day so the test does not depend on the clock (the kitchen's hours are India time).
    expect(
      (
        await admin.api(`/admin/restaurants/${menu.kitchen.id}`, {
          method: 'PUT',
          body: JSON.stringify({ opensAt: '00:00', closesAt: '24:00', isActive: true }),
        })
      ).status,
    ).toBe(200);

    const kitchen = await partner.open('vendor', STOREFRONT_VENDOR_EMAIL, ENGLISH);
    await kitchen.getByText('● Live').waitFor({ timeout: 10_000 });

    // A customer orders on the site (its API): the order must ring in without a reload.
    const dish = menu.dishes.find((d) => d.available)!;
    const placed = await api<{ orderId: string; totalAmount: number; trackingUrl: string }>('/orders', {
      method: 'POST',
      headers: { 'Idempotency-Key': `partner-e2e-${Date.now()}` },
      body: JSON.stringify({
        customer: { name: 'Sunita Devi', phone: '9876543210' },
        fulfilment: 'delivery',
        villageId: menu.deliveryAreas[0].id,
        address: 'House 12, Station Road',
        landmark: 'Near the Shiv temple',
        items: [{ dishId: dish.id, quantity: 2 }],
      }),
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    // The customer keeps the tracking page open: it must follow every step without a reload.
    const tracking = await browser.newPage({ viewport: PHONE });
    await tracking.goto(server.baseUrl + order.trackingUrl);
    const trackingUrl = tracking.url();
    const customerSees = (status: RegExp) =>
      expect
        .poll(() => tracking.locator('.timeline .step-current .step-label').textContent(), { timeout: 15_000 })
        .toMatch(status);
    await customerSees(/placed/i);

    const card = kitchen.getByRole('article', { name: order.orderId });
    await card.waitFor();
    await card.getByText('NEW').waitFor();
    await kitchen.getByRole('alert').filter({ hasText: 'waiting to be accepted' }).waitFor();
    await noSidewaysScroll(kitchen);
    await kitchen.screenshot({ path: screenshotPath('partner-kitchen-new-order') });

    await card.getByRole('button', { name: 'Accept' }).click();
    await card.getByText('Accepted').waitFor();
    await customerSees(/accepted/i);
    await card.getByRole('button', { name: 'Start preparing' }).click();
    await card.getByText('Preparing').waitFor();
    await customerSees(/prepar/i);
    expect(await card.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    // The admin assigns an available rider.
    const riders = (
      await admin.api<Array<{ id: number; name: string; email: string; status: string }>>(
        '/admin/users?role=delivery&limit=50',
      )
    ).body.data;
    const rider = riders.find((r) => r.status === 'active')!;
    // ORD-000465 is order 465.
    const adminOrder = { id: Number(order.orderId.replace(/^ORD-0*/, '')) };
    const assigned = await admin.api(`/admin/orders/${adminOrder.id}`, {
      method: 'PUT',
      body: JSON.stringify({ deliveryPersonId: rider.id }),
    });
    expect(assigned.status, assigned.body.message).toBe(200);

    const riderPage = await partner.open('delivery', rider.email, ENGLISH);
    const riderCard = riderPage.getByRole('article', { name: order.orderId });
    await riderCard.waitFor({ timeout: 10_000 });
    expect(await riderCard.getByRole('link', { name: 'Call customer', exact: true }).getAttribute('href')).toBe(
      'tel:9876543210',
    );
    // Where to collect it: the kitchen's village, and a call to the kitchen itself.
    await riderCard.getByText(/Gaon Rasoi Janghai, Janghai/).waitFor();
    expect(await riderCard.getByRole('link', { name: 'Call the kitchen' }).getAttribute('href')).toMatch(
      /^tel:\d{10}$/,
    );
    expect(await riderCard.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/919876543210',
    );
    expect(await riderCard.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toContain(
      'https://www.google.com/maps/search/?api=1&query=House%2012',
    );
    await riderCard.getByText('Cash to collect').waitFor();
    await noSidewaysScroll(riderPage);
    await riderPage.screenshot({ path: screenshotPath('partner-rider-order') });

    await riderCard.getByRole('button', { name: 'Picked up' }).click();
    await riderCard.getByText('Out for delivery').waitFor();
    // The kitchen follows live.
    await card.getByText('Out for delivery').waitFor();
    await customerSees(/out for delivery/i);
    // Once a rider has it, the customer sees who is bringing it.
    await tracking
      .getByText(rider.name ?? '')
      .first()
      .waitFor({ timeout: 15_000 });
    await riderCard.getByRole('button', { name: 'Delivered' }).click();
    // The cash is said back before it counts; then a toast can take it back for a few seconds.
    const confirm = riderPage.getByRole('dialog');
    await confirm.getByText(/^Collected ₹[\d,.]+\.\d\d — cash or UPI\?$/).waitFor();
    await riderPage.screenshot({ path: screenshotPath('partner-rider-cash-confirm') });
    await confirm.getByRole('button', { name: 'Yes, collected' }).click();
    await riderPage.getByText(`Order ${order.orderId} delivered`).waitFor();
    await riderPage.getByRole('button', { name: 'Undo' }).waitFor();
    // Delivered is the last step (sent once the undo window is over): it gets its time, and the page stops saying it updates.
    await expect
      .poll(() => tracking.locator('.timeline li', { hasText: 'Delivered' }).locator('time').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await tracking.getByText('This page updates by itself.').waitFor({ state: 'detached' });
    expect(tracking.url()).toBe(trackingUrl);
    await tracking.screenshot({ path: screenshotPath('partner-flow-tracking-delivered'), fullPage: true });

    await riderPage.getByRole('link', { name: 'Today' }).click();
    const cash = riderPage.getByLabel('Cash collected');
    await cash.waitFor();
    await expect
      .poll(async () => Number((await cash.textContent())?.replace(/[^\d.]/g, '') ?? 0))
      .toBeGreaterThanOrEqual(order.totalAmount);

    const final = (await admin.api<{ status: string }>(`/admin/orders/${adminOrder.id}`)).body.data;
    expect(final.status).toBe('delivered');
    await kitchen.close();
    await riderPage.close();
    await tracking.close();
  }, 120_000);
  test('kitchen finishes a pickup order: Ready, the customer sees "ready for pickup", then Handed over', async ({
    server,
    browser,
    api,
    admin,
    partner,
  }) => {
    const menu = (
      await admin.api<{ kitchen: { id: number }; dishes: Array<{ id: number; available: boolean }> }>('/menu')
    ).body.data;
    expect(
      (
        await admin.api(`/admin/restaurants/${menu.kitchen.id}`, {
          method: 'PUT',
          body: JSON.stringify({ opensAt: '00:00', closesAt: '24:00', isActive: true }),
        })
      ).status,
    ).toBe(200);
    const dish = menu.dishes.find((d) => d.available)!;
    const placed = await api<{ orderId: string; trackingUrl: string }>('/orders', {
      method: 'POST',
      headers: { 'Idempotency-Key': `partner-pickup-${Date.now()}` },
      body: JSON.stringify({
        customer: { name: 'Kamla Devi', phone: '9876543211' },
        fulfilment: 'pickup',
        items: [{ dishId: dish.id, quantity: 1 }],
      }),
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const tracking = await browser.newPage({ viewport: PHONE });
    tracking.setDefaultTimeout(15_000);
    await tracking.goto(server.baseUrl + order.trackingUrl);

    const kitchen = await browser.newPage({ viewport: PHONE });
    kitchen.setDefaultTimeout(15_000);
    await partner.login(kitchen, 'vendor', STOREFRONT_VENDOR_EMAIL, ENGLISH);
    const card = kitchen.getByRole('article', { name: order.orderId });
    await card.getByRole('button', { name: 'Accept' }).click();
    await card.getByRole('button', { name: 'Start preparing' }).click();
    await card.getByRole('button', { name: 'Ready' }).click();
    await card.getByText('Ready for pickup').waitFor();
    await noSidewaysScroll(kitchen);
    await kitchen.screenshot({ path: screenshotPath('partner-kitchen-pickup-ready') });
    await tracking
      .getByText('Ready for pickup: please collect your order within 30 minutes.')
      .waitFor({ timeout: 15_000 });
    await tracking.screenshot({ path: screenshotPath('partner-pickup-tracking-ready') });

    await card.getByRole('button', { name: 'Handed over' }).click();
    // Unpaid at the counter: the kitchen says how the customer paid, then it can be undone for a moment.
    const collected = kitchen.getByRole('dialog');
    await collected.getByText(/^Collected ₹[\d,.]+\.\d\d — cash or UPI\?$/).waitFor();
    await collected.getByRole('button', { name: 'Yes, collected' }).click();
    await kitchen.getByText(`Order ${order.orderId} handed over`).waitFor();
    // Picked up is the last step of a pickup order (sent once the undo window is over): it gets its time.
    await expect
      .poll(() => tracking.locator('.timeline li', { hasText: 'Picked up' }).locator('time').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await tracking.getByText('Ready for pickup', { exact: false }).waitFor({ state: 'detached' });
    const id = Number(order.orderId.replace(/^ORD-0*/, ''));
    expect(
      (await admin.api<{ status: string; readyAt: string | null }>(`/admin/orders/${id}`)).body.data,
    ).toMatchObject({ status: 'delivered', readyAt: expect.any(String) });
    await kitchen.close();
    await tracking.close();
  }, 60_000);
});
