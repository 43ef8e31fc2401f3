/**
 * The kitchen's Tables tab at 375 px in Hindi, against the real server and its demo data: the
 * owner's table shows as a free tile; the cook taps it, finds a dish by its number, sends the
 * round, and the tile turns to eating with its running bill. Photographed for a look.
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
});
