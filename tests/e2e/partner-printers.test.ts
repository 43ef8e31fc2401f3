/**
 * A cook sets up the counter's network printer from the kitchen app, in Hindi at 375 px, against
 * the real server and a fake ESC/POS printer on this machine (tests/printing/fakePrinter.ts):
 * adds it, prints a test ticket, switches the KOT on Accept on, and accepts an order, which
 * prints its KOT once. With the printer off, a Print KOT waits: the orders show "Printer offline
 * — 1 ticket waiting", the owner's desk too, the owner sends the KOT again from the order, and
 * both tickets print once each when the printer is back.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller, openStorefrontAllDay, photograph, STOREFRONT_VENDOR_EMAIL } from './harness';
import { test } from './fixtures';
import { decodeEscPos, freePort, startFakePrinter, type FakePrinter } from '../printing/fakePrinter';

let printer: FakePrinter;
let port: number;
let page: Page;
let placeOrder: () => Promise<{ id: number; orderId: string }>;

// Orders placed from one address, as many as the tests need; the fake printer listens on this machine.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0', PRINTERS_ALLOW_LOOPBACK: '1' });

test.beforeAll(async ({ server, admin, partner }) => {
  port = await freePort();
  printer = await startFakePrinter(port);
  const menu = await openStorefrontAllDay(server, admin.call);
  const area = menu.deliveryAreas[0];
  const dish = menu.dishes.find((d: { available: boolean }) => d.available);
  const quantity = Math.max(2, Math.ceil(area.minimumOrder / dish.price));
  let n = 0;
  placeOrder = async () => {
    const o = await apiCaller(server)('POST', '/api/orders', {
      customer: { name: 'Printer Customer', phone: `98124${String(46000 + n++).padStart(5, '0')}` },
      fulfilment: 'delivery',
      villageId: area.id,
      address: 'House 3, Mandir Road',
      items: [{ dishId: dish.id, quantity }],
    });
    return { id: Number(o.orderId.slice(4)), orderId: o.orderId as string };
  };
  page = await partner.open('vendor', STOREFRONT_VENDOR_EMAIL);
  await page.getByRole('link', { name: 'किचन' }).waitFor();
});

test.afterAll(async () => {
  await printer?.close();
});

const tickets = () => printer.received.map((bytes) => decodeEscPos(bytes));

describe('the kitchen’s printers', () => {
  test('a cook adds the counter printer, prints a test ticket and turns on the KOT at Accept', async () => {
    await page.getByRole('link', { name: 'किचन' }).click();
    await page.getByRole('link', { name: 'प्रिंटर' }).click();
    await page.getByText('अभी कोई प्रिंटर नहीं').waitFor();
    await page.getByRole('button', { name: 'प्रिंटर जोड़ें' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('नाम').fill('काउंटर');
    await form.getByLabel('IP पता').fill('127.0.0.1');
    await form.getByLabel('पोर्ट').fill(String(port));
    await photograph(page, 'partner-printer-add-hi', { widths: [375] });
    await form.getByRole('button', { name: 'सहेजें' }).click();
    await page.getByText('प्रिंटर जुड़ गया').waitFor();
    const card = page.getByRole('region', { name: 'काउंटर' });
    await card.getByText(`नेटवर्क · 127.0.0.1:${port}`).waitFor();
    await card.getByText('अभी आज़माया नहीं').waitFor();

    await card.getByRole('button', { name: 'टेस्ट प्रिंट' }).click();
    await page.getByText('टेस्ट टिकट काउंटर को भेजा').waitFor();
    await expect.poll(() => printer.received.length, { timeout: 20_000 }).toBe(1);
    expect(tickets()[0]).toMatchObject({ initialised: true, cuts: 1 });
    expect(tickets()[0]!.pages[0]!.width).toBe(576);
    // The card re-reads as the test goes and follows the ticket out ("छप रहा है…", then online and when).
    await card.getByText('चालू', { exact: true }).waitFor({ timeout: 30_000 });
    await card.getByText(/^आख़िरी बार छपा: /).waitFor();

    const auto = page.getByRole('group', { name: /स्वीकार पर KOT/ });
    await auto.getByRole('button', { name: 'अपने आप छपे' }).click();
    await page.getByText('स्वीकार करते ही KOT अपने आप छपेगा').waitFor();
    await photograph(page, 'partner-printers-hi', { widths: [375] });
  });

  test('accepting an order prints its KOT once; a double tap does not print it twice', async () => {
    const order = await placeOrder();
    const before = printer.received.length;
    await page.getByRole('link', { name: 'ऑर्डर', exact: true }).click();
    const card = page.getByRole('article').filter({ hasText: order.orderId });
    const accept = card.getByRole('button', { name: 'ऑर्डर स्वीकार करें' });
    await accept.dblclick();
    await expect.poll(() => printer.received.length, { timeout: 20_000 }).toBe(before + 1);
    const [kot] = tickets().slice(before);
    expect(kot).toMatchObject({ initialised: true, cuts: 1 });
    expect(kot!.pages[0]!.width).toBe(576);
    // Nothing more arrives for it: the one automatic KOT per order and printer is a rule of the database.
    await card.getByRole('button', { name: 'KOT छापें' }).waitFor();
    expect(printer.received.length).toBe(before + 1);
  });

  test('with the printer off a Print KOT waits, the orders say so, and it prints once when the printer is back', async ({
    server,
    admin,
  }) => {
    await printer.close();
    const order = await placeOrder();
    await page.reload();
    const card = page.getByRole('article').filter({ hasText: order.orderId });
    await card.getByRole('button', { name: 'KOT छापें' }).click();
    await page.getByText('KOT 1 प्रिंटर को भेजा').waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'प्रिंटर बंद — 1 टिकट रुका है (काउंटर)' });
    await alert.waitFor({ timeout: 40_000 });
    await photograph(page, 'partner-printer-offline-hi', { widths: [375] });

    // The owner's desk says so too, and the order's KOT can be sent again from there.
    const desk = await admin.newContext({ viewport: { width: 1280, height: 800 } });
    const owner = await admin.open('/admin/orders', desk);
    await owner
      .getByRole('alert')
      .filter({ hasText: 'Printer offline — 1 ticket waiting (काउंटर, Gaon Rasoi Janghai)' })
      .waitFor({ timeout: 30_000 });
    await owner.goto(`${server.baseUrl}/admin/orders/${order.id}`);
    await owner.getByRole('button', { name: 'Send KOT to the kitchen printer' }).click();
    await owner.getByText('Sent to 1 printer(s)').waitFor();
    await owner.goto(`${server.baseUrl}/admin/orders`);
    await owner
      .getByRole('alert')
      .filter({ hasText: 'Printer offline — 2 tickets waiting (काउंटर, Gaon Rasoi Janghai)' })
      .waitFor({ timeout: 30_000 });
    await photograph(owner, 'admin-desk-printer-offline', { widths: [1280] });

    printer = await startFakePrinter(port);
    await expect.poll(() => printer.received.length, { timeout: 70_000 }).toBe(2);
    for (const ticket of tickets()) expect(ticket).toMatchObject({ initialised: true, cuts: 1 });
    await alert.waitFor({ state: 'detached', timeout: 30_000 });
    expect(printer.received.length).toBe(2);
    await desk.close();
  }, 180_000);
});
