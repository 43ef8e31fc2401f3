/**
 * Where the owner and a rider see the money, on the demo data against the real server: the
 * rider's card shows the order's UPI QR at the door (Hindi, 375 px; the QR decodes to the
 * order's upi:// link), the dashboard says "Cash ₹…, UPI ₹…", Daily Order names each order's
 * payment with the day's cash and UPI sums, and the order list filters by payment and trust.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  adminCaller,
  loginPartnerThroughForm,
  photograph,
  startAdminSession,
  type ApiCaller,
  type RunningServer,
} from './harness';
import { expectNoSeriousA11yViolations } from './axe';
import { test } from './fixtures';

const PHONE = { width: 375, height: 812 };
let server: RunningServer;
let browser: Browser;
let admin: ApiCaller;

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  admin = await adminCaller(server);
});
describe('the money on the screens', () => {
  it('the rider shows the UPI QR of an unpaid order at the door, in Hindi at 375 px, and it decodes to the order’s link', async () => {
    const [order] = (await admin(
      'GET',
      '/api/admin/orders?paymentStatus=awaiting_upi&status=out_for_delivery',
    )) as Array<{ id: number; orderId: string; totalAmount: number; deliveryPerson: { id: number } }>;
    expect(order).toBeTruthy();
    const riders = (await admin('GET', '/api/admin/users')).deliveryPersons as Array<{ id: number; email: string }>;
    const rider = riders.find((r) => r.id === order.deliveryPerson.id)!;

    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await page.goto(`${server.baseUrl}/partner/`);
    await loginPartnerThroughForm(page, 'delivery', rider.email);
    const card = page.getByRole('article', { name: order.orderId });
    await card.waitFor({ timeout: 15_000 });
    await card.getByText('लेना है (UPI अभी पक्का नहीं)').waitFor();
    await card.getByRole('button', { name: 'UPI QR दिखाएँ' }).click();
    const dialog = page.getByRole('dialog', { name: `${order.orderId} का UPI भुगतान` });
    await dialog.waitFor();
    const qr = dialog.getByRole('img', { name: /UPI QR कोड/ });
    await qr.waitFor();
    const box = (await qr.boundingBox())!;
    // Big enough to scan off a phone held out at the door.
    expect(box.width).toBeGreaterThanOrEqual(280);
    const amount = `${Math.floor(order.totalAmount)}.${String(Math.round(order.totalAmount * 100) % 100).padStart(2, '0')}`;
    const link = `upi://pay?pa=gaonrasoi.demo%40example&pn=Gaon%20Rasoi&am=${amount}&cu=INR&tr=${order.orderId}&tn=Gaon%20Rasoi%20${order.orderId}`;
    const png = PNG.sync.read(await qr.screenshot());
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link);
    await dialog.getByText('Gaon Rasoi को').waitFor();
    await dialog.getByText('gaonrasoi.demo@example').waitFor();
    await expectNoSeriousA11yViolations(page, 'the rider’s UPI QR dialog', '[role="dialog"]');
    await photograph(page, 'upi-rider-qr-hi', { widths: [375] });
    await dialog.getByRole('button', { name: 'बंद करें' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('the owner sees cash and UPI on the dashboard, in Daily Order and in the order list (axe clean, 1280 and 375 px)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await startAdminSession(server, context);
    const page = await context.newPage();
    const today = (await admin('GET', '/api/admin/dashboard')).today as {
      cashTakings: number;
      upiTakings: number;
      takings: number;
    };
    expect(Math.round((today.cashTakings + today.upiTakings) * 100)).toBe(Math.round(today.takings * 100));

    await page.goto(`${server.baseUrl}/admin`);
    await expect
      .poll(() => page.getByTestId('today-takings-split').textContent())
      .toMatch(/^Cash ₹[\d,.]+, UPI ₹[\d,.]+$/);
    await expectNoSeriousA11yViolations(page, 'the dashboard with the cash/UPI split');
    await photograph(page, 'upi-dashboard');

    // The day of one of the kitchen's unconfirmed UPI orders, not "today": a run that crosses
    // midnight in India would otherwise open a day the demo data has not reached.
    const menu = await admin('GET', '/api/menu');
    const awaiting = (await admin(
      'GET',
      `/api/admin/orders?paymentStatus=awaiting_upi&restaurantId=${menu.kitchen.id}&later=false`,
    )) as Array<{ createdAt: string }>;
    expect(awaiting.length).toBeGreaterThan(0);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(awaiting[0].createdAt));
    await page.goto(
      `${server.baseUrl}/admin/daily-order?filter=${encodeURIComponent(JSON.stringify({ restaurantId: String(menu.kitchen.id), date: day }))}`,
    );
    await page.getByTestId('daily-by-method').first().waitFor();
    await page.getByText('UPI — awaiting confirmation').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'Daily Order with payments');
    await photograph(page, 'upi-daily-order');

    await page.goto(
      `${server.baseUrl}/admin/orders?filter=${encodeURIComponent(JSON.stringify({ paymentMethod: 'upi' }))}`,
    );
    await page.getByRole('combobox', { name: 'Payment', exact: true }).waitFor();
    await page.getByTestId('order-payment').filter({ hasText: 'UTR' }).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'the order list filtered to UPI');
    await photograph(page, 'upi-order-list');
    await page.goto(`${server.baseUrl}/admin/orders?filter=${encodeURIComponent(JSON.stringify({ fake: 'true' }))}`);
    await page.getByTestId('fake-chip').first().waitFor();
    await photograph(page, 'upi-order-list-fake');
    await context.close();
  });
});
