/**
 * The lawful bill in Chromium against the real server: a regular-GST kitchen with prices
 * before tax; the admin opens an order's Bill from its details, sees FSSAI, GSTIN, the bill
 * number and CGST + SGST at 80 mm (and A4), and the print media shows the sheet alone; the
 * customer opens the bill from the tracking page's link, in English and Hindi; the kitchen
 * prints it from its order card. axe finds nothing serious. Screenshots at 1280 and 375 px go
 * to screenshots/.
 */
import { describe, expect } from 'vitest';
import {
  apiCaller,
  openStorefrontAllDay,
  photograph,
  screenshotPath,
  STOREFRONT_VENDOR_EMAIL,
  type ApiCaller,
} from './harness';
import { test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

let admin: ApiCaller;
const GSTIN = '09AAACG1234F1Z2';
let placed: { orderId: string; trackingUrl: string; totalAmount: number; tax: number };
let id: number;

// Orders placed from one address, as many as the setup needs.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server, admin: session }) => {
  await session.context.addInitScript(() => {
    window.print = () => undefined; // the print dialog would block a headless page
  });
  admin = session.call;
  const menu = await openStorefrontAllDay(server, admin);
  await admin('PUT', `/api/admin/restaurants/${menu.kitchen.id}`, {
    fssaiNumber: '12722999000123',
    gstin: GSTIN,
    gstMode: 'regular',
    pricesIncludeTax: false,
  });
  const dish = menu.dishes.find((d: { available: boolean }) => d.available);
  const area = menu.deliveryAreas[0];
  const quantity = Math.max(2, Math.ceil(area.minimumOrder / dish.price));
  placed = await apiCaller(server)('POST', '/api/orders', {
    customer: { name: 'Kamla Bill', phone: '9812300077' },
    fulfilment: 'delivery',
    villageId: area.id,
    address: 'House 9, Pokhra Road',
    items: [{ dishId: dish.id, quantity }],
  });
  id = Number(placed.orderId.slice(4));
  expect(placed.tax).toBeGreaterThan(0);
});

describe('the bill', () => {
  test('the admin opens it from the order, at 80 mm with FSSAI, GSTIN, bill number and CGST + SGST; A4 too; print shows the sheet alone', async ({
    admin: session,
  }) => {
    const bill = await admin('GET', `/api/admin/orders/${id}/bill`);
    const page = await session.open(`/admin/orders/${id}`);
    await page.getByRole('dialog').getByRole('link', { name: 'Bill', exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/orders/${id}/bill`));
    const sheet = page.getByTestId('bill');
    await sheet.waitFor();
    const text = (await sheet.textContent())!;
    for (const part of [
      'TAX INVOICE'.toLowerCase(),
      'fssai lic. no. 12722999000123',
      `gstin ${GSTIN.toLowerCase()}`,
      bill.billNumber.toLowerCase(),
      'kamla bill',
      '9812300077',
      'cgst @ 2.5%',
      'sgst @ 2.5%',
      'taxable value',
    ]) {
      expect(text.toLowerCase()).toContain(part);
    }
    expect(await page.getByTestId('bill-total').textContent()).toContain(
      placed.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 }),
    );
    // 80 mm paper: the sheet is 76 mm (287 CSS px) wide.
    const width = await sheet.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(280);
    expect(width).toBeLessThan(295);
    await photograph(page, 'bill-admin-80mm');
    await expectNoSeriousA11yViolations(page, 'the admin bill (80 mm)');

    await page.getByRole('button', { name: 'A4' }).click();
    await page.locator('[data-testid="bill"][data-paper="a4"]').waitFor();
    await page.screenshot({ path: screenshotPath('bill-admin-a4-1280'), fullPage: true });

    await page.getByRole('button', { name: '80 mm' }).click();
    await page.locator('[data-testid="bill"][data-paper="80"]').waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print bill' }).isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    await page.screenshot({ path: screenshotPath('bill-admin-print-80mm'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.close();
  });

  test('the customer opens it from the tracking page, in English and in Hindi, at 375 px', async ({
    server,
    admin: session,
  }) => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${server.baseUrl}${placed.trackingUrl}`);
    const link = page.getByRole('link', { name: 'View and print the bill' });
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(href).toContain(`/api/track/${placed.orderId}/bill.html?t=`);
    await page.goto(`${server.baseUrl}${href}`);
    const sheet = page.getByTestId('bill');
    await sheet.waitFor();
    expect((await sheet.textContent())!).toContain('CGST @ 2.5%');
    await photograph(page, 'bill-customer-80mm', { widths: [375, 1280] });
    await expectNoSeriousA11yViolations(page, "the customer's bill page");
    await page.getByRole('link', { name: 'हिंदी' }).click();
    await page.locator('html[lang="hi"]').waitFor();
    // The Print button's script is deferred: it runs before DOMContentLoaded.
    await page.waitForLoadState('domcontentloaded');
    expect((await page.getByTestId('bill').textContent())!).toContain('टैक्स इनवॉइस');
    await photograph(page, 'bill-customer-hi-80mm', { widths: [375] });
    // The Print button is wired by the page's one script.
    const printed = await page.evaluate(() => {
      let called = false;
      window.print = () => {
        called = true;
      };
      (document.querySelector('[data-print]') as HTMLButtonElement).click();
      return called;
    });
    expect(printed).toBe(true);
    await page.close();
  });

  test('the kitchen prints it from its order card at 375 px', async ({ browser, partner }) => {
    // A context of the kitchen's own, made by browser.newContext as axe asks.
    const kitchen = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await kitchen.newPage();
    await partner.login(page, 'vendor', STOREFRONT_VENDOR_EMAIL, { language: 'en' });
    const card = page.getByRole('article', { name: placed.orderId });
    await card.getByRole('link', { name: `Bill of ${placed.orderId}` }).click();
    await page.waitForURL(new RegExp(`/partner/orders/${id}/bill`));
    const sheet = page.getByTestId('bill');
    await sheet.waitFor();
    expect((await sheet.textContent())!).toContain('CGST @ 2.5%');
    await photograph(page, 'bill-kitchen-80mm', { widths: [375] });
    await expectNoSeriousA11yViolations(page, "the kitchen's bill");
    await kitchen.close();
  });
});
