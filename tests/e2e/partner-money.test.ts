/**
 * The money at the kitchen and the door, at 375 px against the real server: the kitchen (in
 * Hindi, as it opens) sees how an order is paid and the lines from items to total, confirms a
 * UPI payment with its UTR (a UTR already used is refused with the server's words in the
 * dialog) and hands over a pickup order saying it was paid in cash; a rider (in English) says
 * an unconfirmed UPI order was paid in cash at the door, and Today lists it behind the cash.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotPath, still, STOREFRONT_VENDOR_EMAIL } from './harness';
import { PARTNER_PHONE as PHONE, test, type Admin } from './fixtures';

let menu: {
  kitchen: { id: number };
  dishes: Array<{ id: number; available: boolean }>;
  deliveryAreas: Array<{ id: number }>;
};

let n = 0;
async function place(
  admin: Admin,
  over: Record<string, unknown>,
): Promise<{ orderId: string; totalAmount: number; id: number }> {
  const dish = menu.dishes.find((d) => d.available)!;
  const res = await admin.api<{ orderId: string; totalAmount: number }>('/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': `money-e2e-${Date.now()}-${n + 1}` },
    body: JSON.stringify({
      customer: { name: 'Sunita Devi', phone: `98765${String(43000 + n++).padStart(5, '0')}` },
      fulfilment: 'delivery',
      villageId: menu.deliveryAreas[0].id,
      address: 'House 12, Station Road',
      items: [{ dishId: dish.id, quantity: 2 }],
      ...over,
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body.data, id: Number(res.body.data.orderId.replace(/^ORD-0*/, '')) };
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
const hiRupees = (amount: number) =>
  new Intl.NumberFormat('hi-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
const enRupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

// Orders placed from one address, as many as a test needs.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ admin }) => {
  menu = (await admin.api<typeof menu>('/menu')).body.data;
  // Open all day (the test does not depend on the clock) and taking UPI.
  expect(
    (
      await admin.api(`/admin/restaurants/${menu.kitchen.id}`, {
        method: 'PUT',
        body: JSON.stringify({
          opensAt: '00:00',
          closesAt: '24:00',
          isActive: true,
          upiId: 'gaonrasoi@okaxis',
          upiName: 'Gaon Rasoi',
        }),
      })
    ).status,
  ).toBe(200);
});

describe('money at the kitchen and the door, 375 px', () => {
  test('the kitchen in Hindi: how each order is paid, Payment received with a UTR, a used UTR refused, a pickup handed over for cash', async ({
    admin,
    partner,
  }) => {
    const upi = await place(admin, { paymentMethod: 'upi' });
    const second = await place(admin, { paymentMethod: 'upi' });
    const pickup = await place(admin, { fulfilment: 'pickup', villageId: undefined, address: undefined });
    // The kitchen has accepted them all (the first order from a number may be held: accepting confirms it).
    for (const o of [upi, second, pickup])
      expect(
        (await admin.api(`/admin/orders/${o.id}`, { method: 'PUT', body: JSON.stringify({ status: 'accepted' }) }))
          .status,
      ).toBe(200);

    const page = await partner.open('vendor', STOREFRONT_VENDOR_EMAIL, { language: 'hi' });
    const card = page.getByRole('article', { name: upi.orderId });
    await card.waitFor({ timeout: 15_000 });
    await card.getByTestId('payment-line').getByText('UPI — इंतज़ार').waitFor();
    expect(await card.getByTestId('money-total').textContent()).toBe(`कुल${hiRupees(upi.totalAmount)}`);
    await card.scrollIntoViewIfNeeded();
    await noSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath('partner-money-kitchen-upi-awaiting-hi') });

    await card.getByRole('button', { name: 'भुगतान मिल गया' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('UTR (12 अंक, अगर दिखाया)').fill('4321 0987 6543');
    await still(page);
    await page.screenshot({ path: screenshotPath('partner-money-kitchen-utr-hi') });
    await dialog.getByRole('button', { name: 'हाँ, मिल गया' }).click();
    await card.getByTestId('payment-line').getByText('UPI — मिल गया (UTR 432109876543)').waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached' });
    expect(
      (await admin.api<{ paymentStatus: string; utr: string }>(`/admin/orders/${upi.id}`)).body.data,
    ).toMatchObject({ paymentStatus: 'paid', utr: '432109876543' });
    await page.screenshot({ path: screenshotPath('partner-money-kitchen-upi-paid-hi') });

    // The same UTR on another order: the server's refusal, naming the order it paid, under the field.
    const other = page.getByRole('article', { name: second.orderId });
    await other.getByRole('button', { name: 'भुगतान मिल गया' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('UTR (12 अंक, अगर दिखाया)').fill('432109876543');
    await dialog.getByRole('button', { name: 'हाँ, मिल गया' }).click();
    await dialog.getByText(new RegExp(upi.orderId)).first().waitFor({ timeout: 10_000 });
    await page.screenshot({ path: screenshotPath('partner-money-kitchen-utr-refused-hi') });
    await dialog.getByRole('button', { name: 'अभी नहीं' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await admin.api<{ paymentStatus: string }>(`/admin/orders/${second.id}`)).body.data.paymentStatus).toBe(
      'awaiting_upi',
    );

    // A pickup order, ready: Handed over asks how the customer paid.
    const counter = page.getByRole('article', { name: pickup.orderId });
    await counter.getByTestId('payment-line').getByText('कैश — लेना है').waitFor();
    await counter.getByRole('button', { name: 'तैयारी शुरू करें' }).click();
    await counter.getByRole('button', { name: 'तैयार है', exact: true }).click();
    await counter.getByRole('button', { name: 'ग्राहक को दे दिया' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByText(`${hiRupees(pickup.totalAmount)} मिले — कैश या UPI?`).waitFor();
    expect(await dialog.getByRole('button', { name: 'कैश' }).getAttribute('aria-pressed')).toBe('true');
    await noSidewaysScroll(page);
    await still(page);
    await page.screenshot({ path: screenshotPath('partner-money-kitchen-handover-hi') });
    await dialog.getByRole('button', { name: 'हाँ, मिल गया' }).click();
    // Undoable for a moment, then sent.
    await page.getByText(`ऑर्डर ${pickup.orderId} ग्राहक को दे दिया`).waitFor();
    await expect
      .poll(async () => (await admin.api<{ status: string }>(`/admin/orders/${pickup.id}`)).body.data.status, {
        timeout: 30_000,
      })
      .toBe('delivered');
    expect(
      (await admin.api<{ paymentMethod: string; paymentStatus: string }>(`/admin/orders/${pickup.id}`)).body.data,
      // The cash taken at the counter is a row of the ledger: nothing is left to pay.
    ).toMatchObject({ paymentMethod: 'cash', paymentStatus: 'paid', balanceDue: 0 });
    await page.close();
  }, 120_000);

  test('a rider in English says an unconfirmed UPI order was paid in cash; Today lists it behind the cash', async ({
    admin,
    partner,
  }) => {
    const riders = (
      await admin.api<Array<{ id: number; name: string; email: string; status: string; approved?: boolean }>>(
        '/admin/users?role=delivery&limit=50',
      )
    ).body.data;
    const rider = riders.find((r) => r.status === 'active' && r.approved !== false)!;
    const put = (path: string, body: object) => admin.api(path, { method: 'PUT', body: JSON.stringify(body) });
    expect((await put(`/admin/users/${rider.id}`, { language: 'en' })).status).toBe(200);
    const order = await place(admin, { paymentMethod: 'upi' });
    expect((await put(`/admin/orders/${order.id}`, { status: 'accepted' })).status).toBe(200);
    expect(
      (await put(`/admin/orders/${order.id}`, { deliveryPersonId: rider.id, status: 'out_for_delivery' })).status,
    ).toBe(200);
    const { call: riderCall } = await partner.signIn('delivery', rider.email);
    const cashBefore: number = (await riderCall('GET', '/api/delivery/summary')).cashCollected;

    const page = await partner.open('delivery', rider.email);
    const card = page.getByRole('article', { name: order.orderId });
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: 'Delivered' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Collected ${enRupees(order.totalAmount)} — cash or UPI?`).waitFor();
    // Chosen UPI at checkout, so UPI is picked, with the optional UTR field.
    expect(await dialog.getByRole('button', { name: 'UPI' }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByLabel('UTR (12 digits, if shown)').waitFor();
    await noSidewaysScroll(page);
    await still(page);
    await page.screenshot({ path: screenshotPath('partner-money-rider-choice-upi-en') });
    await dialog.getByRole('button', { name: 'Cash' }).click();
    await page.screenshot({ path: screenshotPath('partner-money-rider-choice-cash-en') });
    await dialog.getByRole('button', { name: 'Yes, collected' }).click();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await expect
      .poll(async () => (await admin.api<{ status: string }>(`/admin/orders/${order.id}`)).body.data.status, {
        timeout: 30_000,
      })
      .toBe('delivered');
    expect(
      (await admin.api<{ paymentMethod: string; paymentStatus: string }>(`/admin/orders/${order.id}`)).body.data,
      // The rider's cash is a row of the ledger: nothing is left to pay.
    ).toMatchObject({ paymentMethod: 'cash', paymentStatus: 'paid', balanceDue: 0 });

    await page.getByRole('link', { name: 'Today' }).click();
    const list = page.getByTestId('today-deliveries');
    const row = list.locator('li', { hasText: order.orderId });
    await row.getByText('Cash — collected').waitFor({ timeout: 10_000 });
    await row.getByText(enRupees(order.totalAmount)).waitFor();
    const cash = page.getByLabel('Cash collected');
    await expect.poll(async () => (await cash.textContent()) ?? '').toBe(enRupees(cashBefore + order.totalAmount));
    await noSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath('partner-money-rider-today-en'), fullPage: true });
    await page.close();
  }, 120_000);
});
