/**
 * A party order end to end in Chromium on 375 px phones, in Hindi: a customer finds "Planning a
 * party?" under the menu and asks for a wedding lunch; the owner (the admin, in Hindi) quotes it
 * and gets the WhatsApp message with the customer's private link; the customer accepts on that
 * page, sees the advance's UPI link and QR and says "I've paid" with the UTR; the owner confirms
 * the advance, which makes the order for the party's day; the customer's page then shows the
 * booked order, and its bill the advance received and the balance due.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  adminCaller,
  photograph,
  screenshotPath,
  siteReady,
  startAdminSession,
  type ApiCaller,
  type RunningServer,
} from './harness';
import { expectNoSeriousA11yViolations } from './axe';
import { test } from './fixtures';

let server: RunningServer;
let browser: Browser;
let admin: ApiCaller;

/** An India date this many days ahead. */
const dayAhead = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
const PHONE = { viewport: { width: 375, height: 812 }, locale: 'hi-IN', hasTouch: true, isMobile: true };

test.override('serverEnv', { DEMO_DATA: '1' });

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  admin = await adminCaller(server);
}, 60_000);
/** Page errors and console errors of a page, to be none at the end. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

describe('a party order in Hindi', () => {
  it('goes from the request on the site to the quote in the admin, the acceptance and advance, and the order for its day', async () => {
    const partyDay = dayAhead(10);
    const menu = await (await fetch(`${server.baseUrl}/api/menu`)).json();
    const village = menu.data.deliveryAreas[0] as { id: number; name: string };

    // The customer: from the Hindi landing page's party banner to the form.
    const customerContext = await browser.newContext(PHONE);
    const customer = await customerContext.newPage();
    const siteErrors = watchErrors(customer);
    await customer.goto(`${server.baseUrl}/hi/`);
    await siteReady(customer);
    const banner = customer.locator('section.party-banner');
    await expect(banner.getByRole('heading').textContent()).resolves.toBe('पार्टी की तैयारी है?');
    await banner.scrollIntoViewIfNeeded();
    await banner.screenshot({ path: screenshotPath('party-hi-banner-375') });
    await banner.getByRole('link', { name: 'पार्टी का कोटेशन माँगें' }).click();
    await customer.waitForURL(/\/hi\/party$/);
    await customer.getByRole('heading', { name: 'पार्टी की तैयारी है?', level: 1 }).waitFor();
    await expect(customer.title()).resolves.toBe('पार्टी ऑर्डर: शादी, पूजा, भोज | Gaon Rasoi');

    // Sent empty: the name's error first, in Hindi.
    await customer.getByRole('button', { name: 'कोटेशन माँगें' }).click();
    await expect(customer.locator('#party-name-error').textContent()).resolves.toBe('कृपया अपना नाम लिखें।');
    await expect(customer.locator('#party-guests-error').textContent()).resolves.toBe(
      'कृपया मेहमानों की संख्या लिखें, 1 से 2000 तक।',
    );
    await expectNoSeriousA11yViolations(customer, 'party form with its errors');
    await photograph(customer, 'party-hi-form-errors', { widths: [375] });

    await customer.getByLabel('आपका नाम').fill('सुनीता यादव');
    await customer.getByLabel('मोबाइल नंबर').fill('98765 11223');
    await customer.getByLabel('पार्टी की तारीख़').fill(partyDay);
    await customer.getByLabel('खाने का समय (वैकल्पिक)').fill('12:30');
    await customer.getByLabel('मेहमानों की संख्या').fill('120');
    await customer.getByLabel('गाँव').selectOption(String(village.id));
    await customer.getByLabel('पता या जगह').fill('पंचायत भवन के पास');
    await customer.getByLabel('आपको क्या चाहिए?').fill('शादी का दोपहर का खाना: पूरी, सब्ज़ी, दाल, चावल, मिठाई');
    await customer.getByRole('button', { name: 'कोटेशन माँगें' }).click();
    await customer.waitForURL(/\/hi\/party\/\d+\?t=/);
    await customer.getByRole('heading', { name: 'आपका पार्टी अनुरोध मिल गया', level: 1 }).waitFor();
    const privatePage = customer.url();
    const partyId = Number(new URL(privatePage).pathname.split('/').pop());
    await expect(customer.locator('.party-facts').textContent()).resolves.toContain('120');
    // WhatsApp to the kitchen, with this page's link.
    const ask = await customer.getByRole('link', { name: 'व्हाट्सऐप पर पूछें' }).getAttribute('href');
    expect(decodeURIComponent(ask!)).toContain(privatePage.replace(server.baseUrl, ''));
    await expectNoSeriousA11yViolations(customer, 'party request page');
    await photograph(customer, 'party-hi-requested', { widths: [375] });

    // The owner, in Hindi on a phone: the request among the upcoming parties, then its quote.
    const ownerContext = await browser.newContext(PHONE);
    await ownerContext.addInitScript(() => localStorage.setItem('RaStore.locale', '"hi"'));
    await startAdminSession(server, ownerContext);
    const owner = await ownerContext.newPage();
    const adminErrors = watchErrors(owner);
    await owner.goto(`${server.baseUrl}/admin/party-requests`);
    await owner.getByRole('heading', { name: 'पार्टी ऑर्डर', level: 1 }).waitFor();
    const row = owner.getByRole('link', { name: /सुनीता यादव/ });
    await row.waitFor();
    await expectNoSeriousA11yViolations(owner, 'admin party list');
    await photograph(owner, 'party-hi-admin-list', { widths: [375] });
    await row.click();
    await owner.waitForURL(new RegExp(`/admin/party-requests/${partyId}$`));
    await owner.getByRole('heading', { name: `पार्टी PTY-${String(partyId).padStart(6, '0')}`, level: 1 }).waitFor();

    await owner.locator('input[name="perPlate"]').fill('250');
    await owner.locator('input[name="advancePercent"]').fill('25');
    await owner.locator('input[name="deliveryCharge"]').fill('500');
    await owner.locator('input[name="validUntil"]').fill(dayAhead(5));
    await owner.locator('.button-add').first().click();
    await owner.locator('input[name="items.0.name"]').fill('पूरी');
    await owner.locator('input[name="items.0.quantity"]').fill('4');
    await owner.locator('.button-add').first().click();
    await owner.locator('input[name="items.1.name"]').fill('मिठाई (अलग से, परिवार के लिए)');
    await owner.locator('input[name="items.1.quantity"]').fill('50');
    await owner.locator('input[name="items.1.price"]').fill('20');
    // 120 plates at ₹250, 50 sweets at ₹20, ₹500 delivery: ₹31,500; a quarter of it in advance.
    await expect.poll(() => owner.getByTestId('quote-preview').textContent()).toContain('₹31,500.00 · अग्रिम ₹7,875.00');
    await owner.getByRole('button', { name: 'कोटेशन सहेजें' }).click();
    await owner.getByText('सहेज दिया गया।').waitFor();
    await expect
      .poll(() => owner.getByTestId('party-quote').textContent())
      .toContain('कुल ₹31,500.00 · अग्रिम ₹7,875.00 (25%) · बाक़ी ₹23,625.00');
    // "Send quote": WhatsApp to the customer's number with the private link.
    const send = owner.getByTestId('party-whatsapp');
    await expect(send.textContent()).resolves.toContain('कोटेशन व्हाट्सऐप पर भेजें');
    const sendHref = decodeURIComponent((await send.getAttribute('href'))!);
    expect(sendHref).toMatch(/^https:\/\/wa\.me\/919876511223\?text=/);
    expect(sendHref).toContain(`${server.baseUrl}/party/${partyId}?t=`);
    expect(sendHref).toContain('₹31,500.00');
    await expectNoSeriousA11yViolations(owner, 'admin party request with its quote');
    await photograph(owner, 'party-hi-admin-quote', { widths: [375, 1280] });

    // The customer opens the quote and accepts it.
    await customer.reload();
    await customer.getByRole('heading', { name: 'आपकी पार्टी का कोटेशन', level: 1 }).waitFor();
    const quote = customer.getByTestId('party-quote');
    await expect(quote.textContent()).resolves.toContain('थालियाँ: 120 × ₹250.00');
    await expect(quote.textContent()).resolves.toContain('₹31,500.00');
    await expect(customer.locator('.party').textContent()).resolves.toContain('हर थाली में: पूरी × 4');
    await expectNoSeriousA11yViolations(customer, 'party quote page');
    await photograph(customer, 'party-hi-quote', { widths: [375, 1280] });
    await customer.getByRole('button', { name: 'कोटेशन स्वीकार करें · अग्रिम ₹7,875.00' }).click();
    await customer.getByRole('heading', { name: 'अग्रिम राशि भेजें', level: 1 }).waitFor();
    const pay = customer.getByRole('link', { name: 'UPI से ₹7,875.00 भेजें' });
    const upi = new URL((await pay.getAttribute('href'))!.replace('upi://', 'http://x/'));
    expect(Object.fromEntries(upi.searchParams)).toMatchObject({
      am: '7875.00',
      cu: 'INR',
      tr: `PTY-${String(partyId).padStart(6, '0')}`,
    });
    const qr = customer.locator('img.upi-qr');
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(100);
    await customer.getByLabel('UTR / लेन-देन नंबर (12 अंक, वैकल्पिक)').fill('4321 0987 6543');
    await customer.getByRole('button', { name: 'मैंने भुगतान कर दिया' }).click();
    await customer.getByText(/धन्यवाद! आपने बताया कि भुगतान/).waitFor();
    await expectNoSeriousA11yViolations(customer, 'party advance to pay');
    await photograph(customer, 'party-hi-advance', { widths: [375] });

    // The owner sees the customer's word and UTR, and confirms the advance: the order is made.
    await owner.reload();
    const advance = owner.getByTestId('party-advance');
    await expect(advance.textContent()).resolves.toContain('उनका दिया UTR: 432109876543');
    await advance.getByRole('button', { name: 'इस UTR के साथ अग्रिम मिला' }).click();
    await owner.getByText('अग्रिम की पुष्टि हुई: पार्टी के दिन का ऑर्डर बन गया।').waitFor();
    const orderLine = owner.getByTestId('party-order');
    await orderLine.waitFor();
    await expect(orderLine.textContent()).resolves.toMatch(/ऑर्डर ORD-\d{6}: .*बाक़ी ₹23,625.00/);
    await photograph(owner, 'party-hi-admin-booked', { widths: [375] });

    // The order for the party's day: its time, total and advance.
    const party = await admin('GET', `/api/admin/party-requests/${partyId}`);
    expect(party).toMatchObject({ status: 'advance_paid', advanceUtr: '432109876543' });
    const order = await admin('GET', `/api/admin/orders/${party.order.id}`);
    expect(order).toMatchObject({
      status: 'placed',
      scheduledFor: new Date(Date.parse(`${partyDay}T12:30:00+05:30`)).toISOString(),
      totalAmount: 31_500,
      advance: 7875,
      partyRequestId: partyId,
      villageName: village.name,
    });

    // The customer's page: booked, the order, what is left for the day, the bill with the advance.
    await customer.reload();
    await customer.getByRole('heading', { name: 'आपकी पार्टी बुक हो गई', level: 1 }).waitFor();
    const booked = customer.locator('.party-booked');
    await expect(booked.textContent()).resolves.toContain(`आपका ऑर्डर: ${party.order.orderId}`);
    await expect(booked.textContent()).resolves.toContain('उस दिन देना है: ₹23,625.00');
    await expectNoSeriousA11yViolations(customer, 'party booked');
    await photograph(customer, 'party-hi-booked', { widths: [375] });
    const billHref = await booked.getByRole('link', { name: 'बिल' }).getAttribute('href');
    const bill = await customerContext.newPage();
    await bill.goto(server.baseUrl + billHref!);
    await expect(bill.getByTestId('bill-advance').textContent()).resolves.toContain('अग्रिम मिला');
    await expect(bill.getByTestId('bill-balance').textContent()).resolves.toContain('₹23,625.00');
    await bill.screenshot({ path: screenshotPath('party-hi-bill-375'), fullPage: true });
    // The order's own tracking page opens from there too.
    await booked.getByRole('link', { name: 'ऑर्डर देखें' }).click();
    await customer.waitForURL(new RegExp(`/hi/track/${party.order.orderId}\\?t=`));
    await customer.getByText(party.order.orderId).first().waitFor();

    expect(siteErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
    await customerContext.close();
    await ownerContext.close();
  }, 180_000);
});
