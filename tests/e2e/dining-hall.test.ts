/**
 * The dining hall against the real server: two tables are seated, their guests order two rounds
 * each from the table's page on a phone (one table in Hindi), the kitchen accepts every round,
 * the floor shows both tables eating, one table closes on the floor split cash + UPI and the
 * other goes on a khata; each gets one bill with every round's lines. The floor and the counter
 * are photographed at 375 and 1024 px in English and Hindi; screenshots go to screenshots/.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openStorefrontAllDay, photograph, startAdminSession, STOREFRONT_VENDOR_EMAIL } from './harness';
import { test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

const PHONE = { viewport: { width: 375, height: 812 } };
const KHATA_PHONE = '9876512399';
type Table = { id: number; token: string; name: string };
const tables: Record<'en' | 'hi', Table> = {} as never;
let dishes: Array<{ id: number; name: string; nameHi: string | null; price: number; available: boolean }> = [];

test.beforeAll(async ({ server, admin }) => {
  const menu = await openStorefrontAllDay(server, admin.call);
  dishes = menu.dishes.filter((d: { available: boolean }) => d.available);
  tables.en = await admin.call('POST', '/api/admin/tables', { restaurantId: menu.kitchen.id, name: '1', seats: 4 });
  tables.hi = await admin.call('POST', '/api/admin/tables', { restaurantId: menu.kitchen.id, name: '2', seats: 2 });
  await admin.call('PUT', `/api/admin/khata/${KHATA_PHONE}`, { name: 'Sita Devi', limit: 5000 });
}, 60_000);

/** Adds `dish` on the table's page and sends the round; waits until the page lists `rounds` rounds. */
async function sendRound(page: Page, dishIndex: number, rounds: number) {
  const row = page.locator(`.table-menu li[data-dish-id="${dishes[dishIndex]!.id}"]`);
  await row.getByRole('button').click();
  await page.getByTestId('send-round').click();
  await expect.poll(() => page.getByTestId('table-round').count(), { timeout: 15_000 }).toBe(rounds);
}

describe('the owner', () => {
  test('prints one sheet of QR codes: a card per table, each pointing at its /t/<token> page', async ({
    admin,
    server,
  }) => {
    const page = await admin.open('/admin/tables/qr');
    try {
      await expect.poll(() => page.getByTestId('qr-card').count(), { timeout: 15_000 }).toBe(2);
      const card = page.getByTestId('qr-card').filter({ hasText: 'Table 1' });
      const qr = card.locator('img');
      expect(await qr.getAttribute('alt')).toBe(`${server.baseUrl}/t/${tables.en.token}`);
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(await card.textContent()).toContain('Gaon Rasoi');
      await photograph(page, 'dining-qr-sheet', { widths: [1024] });
    } finally {
      await page.close();
    }
  });
});

describe('guests at two tables', () => {
  test('order two rounds each from the table page (one table in Hindi), with the running total', async ({
    server,
    browser,
  }) => {
    for (const lang of ['en', 'hi'] as const) {
      const page = await browser.newPage(PHONE);
      try {
        await page.goto(`${server.baseUrl}${lang === 'hi' ? '/hi' : ''}/t/${tables[lang].token}`);
        await page.getByRole('heading', { name: lang === 'hi' ? 'टेबल 2' : 'Table 1', level: 1 }).waitFor();
        await sendRound(page, 0, 1);
        await page.getByText(lang === 'hi' ? 'रसोई में भेज दिया' : 'Sent to the kitchen').waitFor();
        await sendRound(page, 1, 2);
        const total = dishes[0]!.price + dishes[1]!.price;
        expect(await page.getByTestId('table-total').textContent()).toContain(
          total.toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
        );
        await photograph(page, `dining-table-${lang}`, { widths: [375] });
        await expectNoSeriousA11yViolations(page, `table page (${lang})`);
        await page.getByRole('button', { name: lang === 'hi' ? 'बिल माँगें' : 'Ask for the bill' }).click();
        await page
          .getByText(lang === 'hi' ? 'बिल आपकी टेबल पर आ रहा है।' : 'The bill is on its way to your table.')
          .waitFor();
      } finally {
        await page.close();
      }
    }
  });

  test('a QR code that opens no table says so plainly', async ({ server, browser }) => {
    const page = await browser.newPage(PHONE);
    try {
      await page.goto(`${server.baseUrl}/hi/t/no-such-table-token`);
      await page.getByRole('heading', { name: 'इस टेबल का QR कोड अब चालू नहीं है' }).waitFor();
    } finally {
      await page.close();
    }
  });

  test('the kitchen accepts every round: the guest sees it accepted', async ({ server, browser, partner, admin }) => {
    const vendor = (await partner.signIn('vendor', STOREFRONT_VENDOR_EMAIL)).call;
    for (const lang of ['en', 'hi'] as const) {
      const sitting = await admin.call('GET', `/api/admin/tables/${tables[lang].id}/sitting`);
      expect(sitting.rounds).toHaveLength(2);
      for (const round of sitting.rounds) {
        const id = Number(round.orderId.replace(/\D/g, ''));
        const order = await vendor('PUT', `/api/vendor/orders/${id}`, { status: 'accepted' });
        expect(order).toMatchObject({ fulfilment: 'dine_in', customerInfo: { name: tables[lang].name } });
      }
    }
    const page = await browser.newPage(PHONE);
    try {
      await page.goto(`${server.baseUrl}/t/${tables.en.token}`);
      await expect
        .poll(() => page.locator('[data-testid="table-round"][data-status="accepted"]').count(), { timeout: 15_000 })
        .toBe(2);
    } finally {
      await page.close();
    }
  });
});

describe('staff', () => {
  test('the floor and the counter at 375 and 1024 px, in English and Hindi', async ({ server, browser }) => {
    for (const lang of ['en', 'hi'] as const) {
      const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
      if (lang === 'hi') await context.addInitScript(() => localStorage.setItem('RaStore.locale', '"hi"'));
      await startAdminSession(server, context);
      const page = await context.newPage();
      try {
        await page.goto(`${server.baseUrl}/admin/floor`);
        await page.getByTestId(`floor-tile-${tables.en.id}`).waitFor();
        expect(await page.getByTestId(`floor-tile-${tables.en.id}`).getAttribute('data-state')).toBe('bill_asked');
        await page
          .getByText(lang === 'hi' ? 'बिल माँगा' : 'Bill asked')
          .first()
          .waitFor();
        await photograph(page, `dining-floor-${lang}`, { widths: [1024, 375] });
        await expectNoSeriousA11yViolations(page, `floor (${lang})`);
        await page.goto(`${server.baseUrl}/admin/counter?table=${tables.hi.id}`);
        // In Hindi the counter names the dish in Hindi first (when it has a Hindi name), then in English.
        const dish = dishes[2] ?? dishes[0]!;
        const shown = lang === 'hi' && dish.nameHi ? dish.nameHi : dish.name;
        await page.getByTestId('counter-search').fill(dish.name.slice(0, 4));
        await page.getByRole('button', { name: new RegExp(`^\\d+\\. ${shown}`) }).click();
        await page.getByTestId('counter-line').waitFor();
        expect(await page.getByTestId('counter-line').textContent()).toContain(shown);
        await photograph(page, `dining-counter-${lang}`, { widths: [1024, 375] });
        await expectNoSeriousA11yViolations(page, `counter (${lang})`);
      } finally {
        await context.close();
      }
    }
  });

  test('the counter rings up a walk-in: a pickup order of the storefront kitchen, on a phone', async ({
    server,
    browser,
    admin,
  }) => {
    const context = await browser.newContext(PHONE);
    await startAdminSession(server, context);
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/admin/counter`);
      await page.getByLabel('Table').click();
      await page.getByRole('option', { name: 'Walk-in (pickup at the counter)' }).click();
      await page.getByTestId('counter-name').fill('Mohan');
      await page.getByTestId('counter-phone').fill('9876512388');
      await page.getByTestId('counter-search').fill(dishes[0]!.name.slice(0, 5));
      await page.getByRole('button', { name: new RegExp(`^\\d+\\. ${dishes[0]!.name}`) }).click();
      await page.getByTestId('counter-send').click();
      await page.getByText('Sent to the kitchen.').waitFor();
    } finally {
      await context.close();
    }
    const orders = await admin.call('GET', '/api/admin/orders?q=Mohan');
    expect(orders[0]).toMatchObject({ fulfilment: 'pickup', customerInfo: { name: 'Mohan' } });
  });

  test('one table closes on the floor split cash + UPI, the other on a khata; each has one bill with all its rounds', async ({
    admin,
  }) => {
    const sittings = {
      en: await admin.call('GET', `/api/admin/tables/${tables.en.id}/sitting`),
      hi: await admin.call('GET', `/api/admin/tables/${tables.hi.id}/sitting`),
    };
    const page = await admin.open('/admin/floor');
    try {
      await page.getByTestId(`floor-tile-${tables.en.id}`).click();
      const dialog = page.getByTestId('sitting-dialog');
      await dialog.getByTestId('pay-amount-0').waitFor();
      const total = sittings.en.total as number;
      const cash = Math.floor(total / 2);
      await dialog.getByTestId('pay-amount-0').fill(String(cash));
      await page.getByRole('button', { name: 'Another payer' }).click();
      await dialog.getByTestId('pay-amount-1').fill(String(Math.round((total - cash) * 100) / 100));
      await dialog.getByTestId('pay-utr-1').fill('432109876543');
      await page.getByTestId('close-table').click();
      await page.getByText(/^Table closed: bill \d{4}-\d{2}\/\d{6}\.$/).waitFor();
      await expect
        .poll(() => page.getByTestId(`floor-tile-${tables.en.id}`).getAttribute('data-state'), { timeout: 15_000 })
        .toBe('free');
    } finally {
      await page.close();
    }
    const khata = await admin.call('POST', `/api/admin/tables/${tables.hi.id}/close`, {
      payments: [{ method: 'credit', amount: sittings.hi.total, phone: KHATA_PHONE }],
    });
    expect((await admin.call('GET', `/api/admin/khata/${KHATA_PHONE}`)).balance).toBe(sittings.hi.total);

    for (const lang of ['en', 'hi'] as const) {
      const first = Number(sittings[lang].rounds[0].orderId.replace(/\D/g, ''));
      const bill = await admin.call('GET', `/api/admin/orders/${first}/bill`);
      expect(bill.fulfilment).toBe('dine_in');
      expect(bill.total).toBe(sittings[lang].total);
      const lines = sittings[lang].rounds.flatMap((r: { items: Array<{ name: string }> }) =>
        r.items.map((i) => i.name),
      );
      expect(bill.lines.map((l: { name: string }) => l.name)).toEqual(lines);
    }
    expect(khata.billNumber).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
    // A second close of the same sitting is refused.
    const again = await admin.api(`/admin/tables/${tables.hi.id}/close`, {
      method: 'POST',
      body: JSON.stringify({ payments: [] }),
    });
    expect(again.status).toBe(409);
  });
});
