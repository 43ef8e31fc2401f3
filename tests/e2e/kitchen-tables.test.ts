/**
 * The kitchen's Tables tab at 375 px, against the real server and its demo data. In Hindi: the
 * owner's table shows as a free tile; the cook taps it, finds a dish by its number, sends the
 * round, and the tile turns to eating with its running bill; then the cook closes the table split
 * cash + UPI, sees the bill's number and opens the bill to print. In English: the floor and a
 * walk-in rung up at the counter. Photographed for a look.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { type ApiCaller, openStorefrontAllDay, screenshotPath, STOREFRONT_VENDOR_EMAIL } from './harness';
import { test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

let admin: ApiCaller;
let tableId: number;
let kitchenApp: Page;

test.beforeAll(async ({ server, admin: session, partner }) => {
  admin = session.call;
  const kitchenId = (await openStorefrontAllDay(server, admin)).kitchen.id;
  tableId = (await admin('POST', '/api/admin/tables', { restaurantId: kitchenId, name: 'Table 9', seats: 4 })).id;
  kitchenApp = await partner.open('vendor', STOREFRONT_VENDOR_EMAIL);
  await kitchenApp.getByText('● लाइव').waitFor({ timeout: 15_000 });
}, 120_000);

describe('the kitchen’s tables', () => {
  test('a free table takes a round from the kitchen’s phone and turns to eating with its bill', async ({ server }) => {
    await kitchenApp.goto(`${server.baseUrl}/partner/tables`);
    const tile = kitchenApp.getByTestId(`kitchen-tile-${tableId}`);
    await expect.poll(() => tile.getAttribute('data-state'), { timeout: 15_000 }).toBe('free');
    await tile.getByRole('button').click();
    await kitchenApp.getByTestId('round-search').fill('1');
    await kitchenApp.getByTestId('round-found').getByRole('button').first().click();
    await kitchenApp.getByTestId('round-line').waitFor();
    await kitchenApp.screenshot({ path: screenshotPath('kitchen-tables-round-375-hi') });
    await expectNoSeriousA11yViolations(kitchenApp, 'the round form');
    await kitchenApp.getByTestId('round-send').click();
    await kitchenApp.getByText('Table 9: रसोई में भेज दिया।').waitFor();
    await expect.poll(() => tile.getAttribute('data-state'), { timeout: 15_000 }).toBe('eating');
    expect(await tile.textContent()).toContain('₹');
    await kitchenApp.screenshot({ path: screenshotPath('kitchen-tables-floor-375-hi') });
    await expectNoSeriousA11yViolations(kitchenApp, 'the floor');
    const floor = await admin('GET', '/api/admin/tables/floor');
    expect(floor.find((t: { id: number }) => t.id === tableId)).toMatchObject({ state: 'eating', rounds: 1 });
  });

  test('the cook closes the table split cash + UPI on the phone and sees the bill number', async ({ server }) => {
    const sitting = await admin('GET', `/api/admin/tables/${tableId}/sitting`);
    const total = sitting.total as number;
    await kitchenApp.getByTestId(`kitchen-close-${tableId}`).click();
    await kitchenApp.getByTestId('pay-amount-0').waitFor();
    const cash = Math.floor(total / 2);
    await kitchenApp.getByTestId('pay-amount-0').fill(String(cash));
    await kitchenApp.getByRole('button', { name: 'एक और देने वाला' }).click();
    await kitchenApp.getByTestId('pay-amount-1').fill(String(Math.round((total - cash) * 100) / 100));
    await kitchenApp.getByTestId('pay-utr-1').fill('532109876543');
    await kitchenApp.screenshot({ path: screenshotPath('kitchen-tables-bill-375-hi'), fullPage: true });
    await expectNoSeriousA11yViolations(kitchenApp, 'the close of a table');
    await kitchenApp.getByTestId('close-table').click();
    const closed = kitchenApp.getByTestId('kitchen-closed');
    await closed.waitFor();
    const billNumber = /बिल (\d{4}-\d{2}\/\d{6})।/.exec((await closed.textContent()) ?? '')?.[1];
    expect(billNumber).toBeTruthy();
    await kitchenApp.screenshot({ path: screenshotPath('kitchen-tables-closed-375-hi') });

    // The money is the kitchen's, in the ledger of the sitting's round; the table is free again.
    const roundId = Number(sitting.rounds[0].orderId.replace(/\D/g, ''));
    const payments = await admin('GET', `/api/admin/orders/${roundId}/payments`);
    expect(
      payments.map((p: { method: string; receivedBy: { kind: string } }) => [p.method, p.receivedBy.kind]),
    ).toEqual([
      ['cash', 'kitchen'],
      ['upi', 'kitchen'],
    ]);
    const floor = await admin('GET', '/api/admin/tables/floor');
    expect(floor.find((t: { id: number }) => t.id === tableId)).toMatchObject({ state: 'free' });

    // "Print the bill" opens the kitchen's bill of the sitting, with its number.
    await kitchenApp.getByRole('link', { name: 'बिल प्रिंट करें' }).click();
    await kitchenApp.waitForURL(`${server.baseUrl}/partner/orders/${roundId}/bill`);
    await kitchenApp.getByText(billNumber!).first().waitFor();
    await kitchenApp.screenshot({ path: screenshotPath('kitchen-tables-bill-print-375-hi'), fullPage: true });
  });

  test('in English: the floor, and a walk-in rung up at the counter as a pickup order', async ({ partner, server }) => {
    const page = await partner.open('vendor', STOREFRONT_VENDOR_EMAIL, { language: 'en' });
    try {
      await page.getByText('● Live').waitFor({ timeout: 15_000 });
      await page.goto(`${server.baseUrl}/partner/tables`);
      await page.getByTestId(`kitchen-tile-${tableId}`).waitFor();
      await page.screenshot({ path: screenshotPath('kitchen-tables-floor-375-en'), fullPage: true });
      await page.getByTestId('kitchen-walk-in').click();
      await page.getByTestId('walk-in-name').fill('Kamla');
      await page.getByTestId('walk-in-phone').fill('9876512366');
      await page.getByTestId('walk-in-search').fill('1');
      await page.getByTestId('walk-in-found').getByRole('button').first().click();
      await page.getByTestId('walk-in-line').waitFor();
      await page.screenshot({ path: screenshotPath('kitchen-tables-walk-in-375-en'), fullPage: true });
      await expectNoSeriousA11yViolations(page, 'the walk-in');
      await page.getByTestId('walk-in-send').click();
      await page.getByText('Kamla: sent to the kitchen, to pick up.').waitFor();
    } finally {
      await page.close();
    }
    const orders = await admin('GET', '/api/admin/orders?q=Kamla');
    expect(orders[0]).toMatchObject({ fulfilment: 'pickup', source: 'phone', customerInfo: { name: 'Kamla' } });
  });
});
