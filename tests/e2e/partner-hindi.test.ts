/**
 * The kitchen and rider app in Hindi at 375 px, against the real server: a customer orders
 * through the API, the kitchen (Hindi by default, nothing chosen) sees it ring in and accepts
 * it with the Hindi button, then starts preparing. A rider whose admin set English gets English
 * after logging in, and the switch back to Hindi is saved on their account.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, screenshotPath, still, STOREFRONT_VENDOR_EMAIL } from './harness';
import { PARTNER_PHONE as PHONE, test as base } from './fixtures';

/** Signs in from the Hindi login page by its Hindi labels (partner.login goes by field names). */
const test = base.extend(
  'loginInHindi',
  async ({ server }) =>
    async (page: Page, kind: 'किचन' | 'राइडर', email: string) => {
      await page.goto(`${server.baseUrl}/partner/`);
      await page.getByRole('heading', { name: 'किचन और राइडर लॉगिन' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('hi');
      await page.getByLabel(kind).check();
      await page.getByLabel('ई-मेल').fill(email);
      await page.getByRole('textbox', { name: 'पासवर्ड' }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    },
);

// Orders placed from one address, as many as a test needs.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

describe('partner app in Hindi at 375 px', () => {
  test('the kitchen, in Hindi by default, sees a customer order arrive, accepts it and starts preparing', async ({
    browser,
    api,
    admin,
    loginInHindi,
  }) => {
    const menu = (
      await admin.api<{
        kitchen: { id: number };
        dishes: Array<{ id: number; available: boolean; nameHi: string | null }>;
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

    const kitchen = await browser.newPage({ viewport: PHONE });
    await loginInHindi(kitchen, 'किचन', STOREFRONT_VENDOR_EMAIL);
    await kitchen.getByText('● लाइव').waitFor({ timeout: 10_000 });
    await kitchen.getByRole('link', { name: 'ऑर्डर', exact: true }).waitFor();

    const dish = menu.dishes.find((d) => d.available && d.nameHi)!;
    const placed = await api<{ orderId: string; totalAmount: number }>('/orders', {
      method: 'POST',
      headers: { 'Idempotency-Key': `partner-hi-${Date.now()}` },
      body: JSON.stringify({
        customer: { name: 'सुनीता देवी', phone: '9876543210' },
        fulfilment: 'delivery',
        villageId: menu.deliveryAreas[0].id,
        address: 'मकान 12, स्टेशन रोड',
        items: [{ dishId: dish.id, quantity: 2 }],
      }),
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data;

    // It rings in without a reload: a Hindi banner and a "नया" badge, words and not colour or sound alone.
    const card = kitchen.getByRole('article', { name: order.orderId });
    await card.waitFor();
    await card.getByText('नया', { exact: true }).waitFor();
    // The dish by its Hindi name.
    await card.getByText(dish.nameHi!, { exact: true }).waitFor();
    await kitchen.getByRole('alert').filter({ hasText: 'स्वीकार होने का इंतज़ार' }).waitFor();
    const rupees = new Intl.NumberFormat('hi-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(order.totalAmount);
    await card.getByText(rupees, { exact: true }).first().waitFor();
    expect(await kitchen.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await kitchen.screenshot({ path: screenshotPath('partner-hi-kitchen-new-order') });

    await card.getByRole('button', { name: 'ऑर्डर स्वीकार करें' }).click();
    await card.getByText('स्वीकार हुआ', { exact: true }).waitFor();
    const toast = kitchen.getByText(`ऑर्डर ${order.orderId} स्वीकार हुआ`);
    await toast.waitFor();
    // The toast sits below the app bar, over neither its buttons nor hidden under it.
    await still(kitchen);
    const bar = (await kitchen.locator('header').first().boundingBox())!;
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await kitchen.screenshot({ path: screenshotPath('partner-hi-kitchen-toast') });
    await card.getByRole('button', { name: 'तैयारी शुरू करें' }).click();
    await card.getByText('बन रहा है', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'ऑर्डर रद्द करें' }).count()).toBe(0);
    await kitchen.screenshot({ path: screenshotPath('partner-hi-kitchen-preparing') });

    const id = Number(order.orderId.replace(/^ORD-0*/, ''));
    expect((await admin.api<{ status: string }>(`/admin/orders/${id}`)).body.data.status).toBe('preparing');
    await kitchen.close();
  }, 90_000);

  test('a wrong password is told in Hindi', async ({ server, browser }) => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${server.baseUrl}/partner/`);
    await page.getByLabel('ई-मेल').fill(STOREFRONT_VENDOR_EMAIL);
    await page.getByRole('textbox', { name: 'पासवर्ड' }).fill('not-the-password');
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await page.getByText('ई-मेल या पासवर्ड ग़लत है').waitFor();
    await page.close();
  }, 30_000);

  test('a rider whose admin chose English gets English after login; switching to Hindi is saved on the account', async ({
    browser,
    admin,
    loginInHindi,
  }) => {
    const riders = (
      await admin.api<Array<{ id: number; email: string; status: string }>>('/admin/users?role=delivery&limit=50')
    ).body.data;
    const rider = riders.find((r) => r.status === 'active')!;
    expect(
      (await admin.api(`/admin/users/${rider.id}`, { method: 'PUT', body: JSON.stringify({ language: 'en' }) })).status,
    ).toBe(200);

    // A fresh phone: the login page is Hindi, the app follows the account.
    const page = await browser.newPage({ viewport: PHONE });
    await loginInHindi(page, 'राइडर', rider.email);
    await page.getByRole('link', { name: 'My orders' }).waitFor({ timeout: 10_000 });
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    await page.getByRole('button', { name: 'हिंदी' }).click();
    await page.getByRole('link', { name: 'मेरे ऑर्डर' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await expect
      .poll(async () => (await admin.api<{ language: string }>(`/admin/users/${rider.id}`)).body.data.language)
      .toBe('hi');

    // The choice stays on the device through a reload and a logout.
    await page.reload();
    await page.getByRole('link', { name: 'मेरे ऑर्डर' }).waitFor();
    await page.getByRole('button', { name: 'लॉग आउट' }).click();
    await page.getByRole('heading', { name: 'किचन और राइडर लॉगिन' }).waitFor();
    await page.screenshot({ path: screenshotPath('partner-hi-login') });
    await page.close();
  }, 60_000);

  test('a rider signs in with the mobile number typed in Devanagari digits', async ({ server, browser, admin }) => {
    const created = await admin.api<{ id: number }>('/admin/users', {
      method: 'POST',
      body: JSON.stringify({
        role: 'delivery',
        name: 'मोहन राइडर',
        email: 'mohan.rider@example.in',
        phone: '9988776655',
        password: DEMO_PASSWORD,
        vehicleNumber: 'UP70 MR 1001',
      }),
    });
    expect(created.status, created.body.message).toBe(201);
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${server.baseUrl}/partner/`);
    await page.getByRole('heading', { name: 'किचन और राइडर लॉगिन' }).waitFor();
    await page.getByLabel('राइडर').check();
    await page.getByLabel('मोबाइल नंबर या ई-मेल').fill('९९८८७ ७६६५५');
    await page.getByRole('textbox', { name: 'पासवर्ड' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await page.getByText('मोहन राइडर').first().waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).not.toContain('login');
    await page.close();
  }, 60_000);
});
