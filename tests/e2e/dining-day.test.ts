/**
 * A day in the dining hall, against the real server, the apps and two fake network printers
 * (tests/printing/fakePrinter.ts: one prints KOTs, the other bills): two tables are seated, their
 * guests order two rounds each from their phones (table 2 in Hindi, /hi/t/<token>), the kitchen
 * accepts every round (each KOT prints once) and serves it; table 1 is closed on the Floor split
 * cash + UPI (with its UTR) and its bill printed from there, table 2 goes on a khata. Each sitting
 * has exactly one bill with both its rounds — on the bill printer, in the admin (from any round),
 * in the kitchen app and on the guest's own table page — and the day's money screens agree to the
 * paisa with the figures worked out here from the steps as walked: the dashboard (cash, UPI, the
 * dine-in share), Daily Order, the day close's counter cash, the month's GST summary, the bills
 * register and the khata. The demo data has money of its own today, so each sum is compared as
 * what this day added to it. The sitting's bill is photographed at 80 mm and A4 at 375 px
 * (screenshots/dining-day-*.png).
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openStorefrontAllDay, photograph, screenshotPath, still, STOREFRONT_VENDOR_EMAIL } from './harness';
import { test, type Admin, type Api } from './fixtures';
import { freePort, startFakePrinter, type FakePrinter } from '../printing/fakePrinter';
import { istDate } from '../../shared/indiaTime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen's answer, read field by field
type Any = any;
/** Rupees in an answer as whole paise: every comparison is between integers. */
const paise = (rupees: number | string) => Math.round(Number(rupees) * 100);
const PHONE = { width: 375, height: 812 };
const KHATA_PHONE = '9876512477';
const UTR = '510200000001';

interface Round {
  id: number;
  orderId: string;
  total: number;
}
/** A table and what its sitting did, as walked (paise). */
interface Table {
  id: number;
  token: string;
  name: string;
  lang: 'en' | 'hi';
  rounds: Round[];
  total: number;
  cash: number;
  upi: number;
  credit: number;
  billNumber: string;
}

const tables: Table[] = [];
let dishes: Array<{ id: number; name: string; nameHi: string | null; price: number }> = [];
let admin: Admin;
let vendor: Api;
let kitchenId: number;
let today: string;
let kotPrinter: FakePrinter;
let billPrinter: FakePrinter;
const before: Record<string, Any> = {};

async function ok<T = Any>(answer: Promise<{ status: number; body: { data: T } }>, what: string, status = 200) {
  const a = await answer;
  expect(a.status, `${what}: ${JSON.stringify(a.body)}`).toBe(status);
  return a.body.data;
}
const send = (api: Api, method: 'POST' | 'PUT', path: string, body: object = {}) =>
  api(path, { method, body: JSON.stringify(body) });

/** Every figure the day moves, before it starts. */
async function figures() {
  return {
    dashboard: (await ok(admin.api('/admin/dashboard'), 'dashboard')).today,
    daily: (await admin.api(`/admin/orders?date=${today}&limit=200`)).body as Any,
    cash: await ok(admin.api(`/admin/cash?date=${today}`), 'cash'),
    gst: await ok(admin.api(`/admin/reports/gst?month=${today.slice(0, 7)}`), 'gst'),
  };
}

/** Adds one of dish `dishIndex` on the table's page and sends the round; waits until the page lists `rounds` rounds. */
async function sendRound(page: Page, dishIndex: number, rounds: number) {
  await page.locator(`.table-menu li[data-dish-id="${dishes[dishIndex]!.id}"]`).getByRole('button').click();
  await page.getByTestId('send-round').click();
  await expect.poll(() => page.getByTestId('table-round').count(), { timeout: 15_000 }).toBe(rounds);
}

/** The printed sheet on `page`: its bill number, its rounds' headings and every line's text. */
async function sheetOf(page: Page) {
  const sheet = page.getByTestId('bill');
  await sheet.waitFor();
  return {
    numbers: await sheet.getByTestId('bill-number').allTextContents(),
    rounds: await sheet.getByTestId('bill-round').count(),
    text: (await sheet.textContent()) ?? '',
  };
}

// Rounds from one address, as many as the day needs; the fake printers listen on this machine.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0', PRINTERS_ALLOW_LOOPBACK: '1' });

test.beforeAll(async ({ server, admin: session, partner }) => {
  admin = session;
  today = istDate(Date.now());
  const menu = await openStorefrontAllDay(server, admin.call);
  kitchenId = menu.kitchen.id;
  dishes = menu.dishes.filter((d: { available: boolean }) => d.available).slice(0, 3);
  expect(dishes).toHaveLength(3);
  await admin.call('PUT', `/api/admin/restaurants/${kitchenId}`, { upiId: 'gaonrasoi@okaxis', upiName: 'Gaon Rasoi' });
  for (const [name, lang] of [
    ['1', 'en'],
    ['2', 'hi'],
  ] as const) {
    const table = await admin.call('POST', '/api/admin/tables', { restaurantId: kitchenId, name, seats: 4 });
    tables.push({ ...table, lang, rounds: [], total: 0, cash: 0, upi: 0, credit: 0, billNumber: '' });
  }
  await admin.call('PUT', `/api/admin/khata/${KHATA_PHONE}`, { name: 'Sita Devi', limit: 5000 });
  // The kitchen's counter: a KOT printer that prints at Accept, and a bill printer.
  vendor = (await partner.signIn('vendor', STOREFRONT_VENDOR_EMAIL)).api;
  kotPrinter = await startFakePrinter(await freePort());
  billPrinter = await startFakePrinter(await freePort());
  for (const [name, printer, kot] of [
    ['KOT', kotPrinter, true],
    ['Bill', billPrinter, false],
  ] as const) {
    await ok(
      send(vendor, 'POST', '/vendor/printers', {
        restaurantId: kitchenId,
        name,
        connection: 'network',
        host: '127.0.0.1',
        port: printer.port,
        printsKot: kot,
        printsBill: !kot,
      }),
      `${name} printer`,
      201,
    );
  }
  await ok(send(vendor, 'PUT', `/vendor/restaurants/${kitchenId}`, { autoPrintKot: true }), 'KOT at Accept');
  Object.assign(before, await figures());
}, 120_000);

test.afterAll(async () => {
  await kotPrinter?.close();
  await billPrinter?.close();
});

describe('a day in the dining hall', () => {
  test('guests at two tables order two rounds each from their phones, one table in Hindi', async ({
    server,
    browser,
  }) => {
    for (const table of tables) {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      try {
        await page.goto(`${server.baseUrl}${table.lang === 'hi' ? '/hi' : ''}/t/${table.token}`);
        await page
          .getByRole('heading', { name: table.lang === 'hi' ? `टेबल ${table.name}` : `Table ${table.name}`, level: 1 })
          .waitFor();
        await sendRound(page, table.lang === 'hi' ? 2 : 0, 1);
        await sendRound(page, 1, 2);
      } finally {
        await context.close();
      }
      const sitting = await admin.call('GET', `/api/admin/tables/${table.id}/sitting`);
      table.rounds = sitting.rounds.map((r: Any) => ({
        id: Number(r.orderId.replace(/\D/g, '')),
        orderId: r.orderId,
        total: paise(r.total),
      }));
      table.total = table.rounds.reduce((sum, r) => sum + r.total, 0);
      expect(paise(sitting.total)).toBe(table.total);
    }
  });

  test('the kitchen accepts every round (each KOT prints once) and serves it; a served round prints no bill', async () => {
    for (const round of tables.flatMap((t) => t.rounds)) {
      for (const status of ['accepted', 'preparing', 'delivered'])
        await ok(send(vendor, 'PUT', `/vendor/orders/${round.id}`, { status }), `${round.orderId} ${status}`);
    }
    await expect.poll(() => kotPrinter.received.length, { timeout: 30_000 }).toBe(4);
    const orders = () =>
      Promise.all(tables.flatMap((t) => t.rounds).map((r) => ok(admin.api(`/admin/orders/${r.id}`), r.orderId)));
    // Each round's ticket counts once the printer took it.
    await expect
      .poll(async () => (await orders()).map((o) => [o.status, o.fulfilment, o.printCount]), { timeout: 30_000 })
      .toEqual(Array(4).fill(['delivered', 'dine_in', 1]));
    // A round has no bill of its own: the bill printer is still waiting for a close.
    expect(billPrinter.received.length).toBe(0);
  });

  test('table 1 is closed on the Floor split cash + UPI, and its one bill printed from there (80 mm and A4, 375 px)', async ({
    server,
  }) => {
    const [table] = tables as [Table];
    const desk = await admin.newContext({ viewport: { width: 1024, height: 900 }, timezoneId: 'Asia/Kolkata' });
    const page = await desk.newPage();
    try {
      await page.goto(`${server.baseUrl}/admin/floor`);
      await page.getByTestId(`floor-tile-${table.id}`).click();
      const dialog = page.getByTestId('sitting-dialog');
      await dialog.getByTestId('pay-amount-0').waitFor();
      table.cash = Math.floor(table.total / 200) * 100;
      table.upi = table.total - table.cash;
      await dialog.getByTestId('pay-amount-0').fill(String(table.cash / 100));
      await page.getByRole('button', { name: 'Another payer' }).click();
      await dialog.getByTestId('pay-amount-1').fill(String(table.upi / 100));
      await dialog.getByTestId('pay-utr-1').fill(UTR);
      await page.getByTestId('close-table').click();
      const closed = page.getByTestId('closed-bill');
      await closed.waitFor();
      table.billNumber = /bill (\d{4}-\d{2}\/\d{6})/.exec((await closed.textContent()) ?? '')![1]!;
      await expect
        .poll(() => page.getByTestId(`floor-tile-${table.id}`).getAttribute('data-state'), { timeout: 15_000 })
        .toBe('free');
      await photograph(page, 'dining-day-floor-closed', { widths: [1024, 375] });
      await closed.getByRole('link', { name: 'Print the bill' }).click();
      await page.waitForURL(new RegExp(`/admin/orders/${table.rounds[0]!.id}/bill`));
      const sheet = await sheetOf(page);
      expect(sheet.numbers).toEqual([table.billNumber]);
      expect(sheet.rounds).toBe(2);
      for (const round of table.rounds) expect(sheet.text).toContain(round.orderId);
      expect(await page.getByTestId('bill-table').textContent()).toContain(`Table${table.name}`);
      const payments = await page.getByTestId('bill-payment-line').allTextContents();
      expect(payments.map((p) => p.replace(/[\s,]/g, ''))).toEqual([
        `Cash₹${(table.cash / 100).toFixed(2)}`,
        `UPI·UTR${UTR}₹${(table.upi / 100).toFixed(2)}`,
      ]);
      // Nothing is due: no UPI QR.
      expect(await page.getByTestId('bill-upi-qr').count()).toBe(0);
      expect(paise((await page.getByTestId('bill-total').textContent())!.replace(/[^\d.]/g, ''))).toBe(table.total);
      await photograph(page, 'dining-day-bill-80mm', { widths: [375] });
      await page.getByRole('button', { name: 'A4' }).click();
      await page.locator('[data-testid="bill"][data-paper="a4"]').waitFor();
      await page.setViewportSize(PHONE);
      await still(page);
      // At 375 px the A4 sheet scrolls sideways inside its frame, as a PDF viewer would show it.
      await page.screenshot({ path: screenshotPath('dining-day-bill-a4-375'), fullPage: true });
    } finally {
      await desk.close();
    }
    // The bill printer printed the sitting's one bill at the close.
    await expect.poll(() => billPrinter.received.length, { timeout: 30_000 }).toBe(1);
  });

  test('table 2 goes on a khata; any of its rounds opens its one bill, in the admin in Hindi and in the kitchen app', async ({
    server,
    partner,
  }) => {
    const table = tables[1]!;
    const closed = await ok(
      send(admin.api, 'POST', `/admin/tables/${table.id}/close`, {
        payments: [{ method: 'credit', amount: table.total / 100, phone: KHATA_PHONE }],
      }),
      'table 2 on the khata',
    );
    table.credit = table.total;
    table.billNumber = closed.billNumber;
    expect(closed.orderId).toBe(table.rounds[0]!.orderId);
    await expect.poll(() => billPrinter.received.length, { timeout: 30_000 }).toBe(2);

    const desk = await admin.newContext({ viewport: PHONE, timezoneId: 'Asia/Kolkata' });
    await desk.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('hi')));
    const page = await desk.newPage();
    try {
      // The second round's Bill is the sitting's.
      await page.goto(`${server.baseUrl}/admin/orders/${table.rounds[1]!.id}/bill?paper=a4`);
      const sheet = await sheetOf(page);
      expect(sheet.numbers).toEqual([table.billNumber]);
      expect(sheet.rounds).toBe(2);
      expect(sheet.text).toContain('राउंड 2');
      expect(sheet.text).toContain('खाता (उधार)');
      expect(sheet.text).not.toContain(KHATA_PHONE);
      await page.screenshot({ path: screenshotPath('dining-day-bill-khata-a4-hi-375'), fullPage: true });
    } finally {
      await desk.close();
    }

    const kitchen = await partner.open('vendor', STOREFRONT_VENDOR_EMAIL);
    try {
      // Signed in once the app's tabs show (the app opens in Hindi).
      await kitchen.getByRole('link', { name: 'किचन' }).waitFor();
      await kitchen.goto(`${server.baseUrl}/partner/orders/${table.rounds[1]!.id}/bill`);
      const sheet = await sheetOf(kitchen);
      expect(sheet.numbers).toEqual([table.billNumber]);
      expect(sheet.rounds).toBe(2);
      await photograph(kitchen, 'dining-day-bill-kitchen-80mm-hi', { widths: [375] });
    } finally {
      await kitchen.close();
    }
  });

  test('each guest reads the one bill of their table on its page after the close, 80 mm and A4', async ({
    server,
    browser,
  }) => {
    for (const table of tables) {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      try {
        await page.goto(`${server.baseUrl}${table.lang === 'hi' ? '/hi' : ''}/t/${table.token}`);
        const closed = page.getByTestId('table-closed-bill');
        await closed.waitFor();
        expect(await closed.textContent()).toContain(table.billNumber);
        const href = (await closed.getByRole('link').getAttribute('href'))!;
        expect(href).toBe(`/api/tables/${table.token}/bill.html?lang=${table.lang}`);
        await page.goto(`${server.baseUrl}${href}`);
        const sheet = await sheetOf(page);
        expect(sheet.numbers).toEqual([table.billNumber]);
        expect(sheet.rounds).toBe(2);
        for (const round of table.rounds) expect(sheet.text).toContain(round.orderId);
        await photograph(page, `dining-day-guest-bill-80mm-${table.lang}`, { widths: [375] });
        await page.getByRole('link', { name: 'A4' }).click();
        await page.locator('[data-testid="bill"][data-paper="a4"]').waitFor();
        await still(page);
        await page.screenshot({ path: screenshotPath(`dining-day-guest-bill-a4-${table.lang}-375`), fullPage: true });
      } finally {
        await context.close();
      }
    }
  });

  test("the day's money screens agree with the day: dashboard, Daily Order, the day close, GST, the bills register, the khata", async () => {
    const sum = (key: 'total' | 'cash' | 'upi' | 'credit') => tables.reduce((s, t) => s + t[key], 0);
    const now = await figures();
    const dashboard = now.dashboard;
    expect({
      cashTakings: paise(dashboard.cashTakings) - paise(before.dashboard.cashTakings),
      upiTakings: paise(dashboard.upiTakings) - paise(before.dashboard.upiTakings),
      upiAwaiting: paise(dashboard.upiAwaiting) - paise(before.dashboard.upiAwaiting),
      onKhata: paise(dashboard.onKhata.amount) - paise(before.dashboard.onKhata.amount),
      dineInOrders: dashboard.byFulfilment.dine_in.orders - before.dashboard.byFulfilment.dine_in.orders,
      dineInAmount: paise(dashboard.byFulfilment.dine_in.amount) - paise(before.dashboard.byFulfilment.dine_in.amount),
    }).toEqual({
      cashTakings: sum('cash'),
      upiTakings: sum('upi'),
      upiAwaiting: 0,
      onKhata: sum('credit'),
      dineInOrders: 4,
      dineInAmount: sum('total'),
    });
    expect({
      totalAmount: paise(now.daily.totalAmount) - paise(before.daily.totalAmount),
      totalAmountOrders: now.daily.totalAmountOrders - before.daily.totalAmountOrders,
      cashAmount: paise(now.daily.cashAmount) - paise(before.daily.cashAmount),
      upiAmount: paise(now.daily.upiAmount) - paise(before.daily.upiAmount),
      upiAwaitingAmount: paise(now.daily.upiAwaitingAmount) - paise(before.daily.upiAwaitingAmount),
    }).toEqual({
      totalAmount: sum('total'),
      totalAmountOrders: 4,
      cashAmount: sum('cash'),
      upiAmount: sum('upi'),
      upiAwaitingAmount: 0,
    });
    // The day close: the counter took table 1's cash; no rider touched it.
    expect({
      counterCash: paise(now.cash.counterCash) - paise(before.cash.counterCash),
      total: paise(now.cash.total) - paise(before.cash.total),
    }).toEqual({ counterCash: sum('cash'), total: sum('cash') });
    // The month's GST summary has the two sittings' bills.
    const gst = (rows: Any[]) => ({
      total: rows.reduce((s: number, r: Any) => s + paise(r.total), 0),
      bills: rows.reduce((s: number, r: Any) => s + r.bills.count, 0),
    });
    expect({
      total: gst(now.gst).total - gst(before.gst).total,
      bills: gst(now.gst).bills - gst(before.gst).bills,
    }).toEqual({ total: sum('total'), bills: 2 });
    // The bills register: one bill per sitting, numbered on its first round; no round has one of its own.
    const register = (await ok(
      admin.api(`/admin/bills?restaurantId=${kitchenId}&from=${today}&to=${today}`),
      'bills',
    )) as Any[];
    const rounds = new Set(tables.flatMap((t) => t.rounds.map((r) => r.orderId)));
    expect(
      register.filter((b) => rounds.has(b.orderId)).map((b) => [b.billNumber, b.orderId, paise(b.total), b.status]),
    ).toEqual(tables.map((t) => [t.billNumber, t.rounds[0]!.orderId, t.total, 'issued']));
    const khata = await ok(admin.api(`/admin/khata/${KHATA_PHONE}`), 'khata');
    expect(paise(khata.balance)).toBe(tables[1]!.total);
    // Every ticket went out: four KOTs and two bills, nothing waiting.
    expect([kotPrinter.received.length, billPrinter.received.length]).toEqual([4, 2]);
    const printers = (await ok(vendor('/vendor/printers'), 'printers')) as Any[];
    expect(printers.filter((p) => p.name === 'KOT' || p.name === 'Bill').map((p) => p.waiting)).toEqual([0, 0]);
  });
});
