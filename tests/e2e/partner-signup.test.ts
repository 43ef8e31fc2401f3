/**
 * A new rider joins from the phone and the owner lets them in, end to end:
 * - at 375 px in Hindi, the rider opens "नए पार्टनर? खाता बनाएँ" from the partner sign-in
 *   screen, fills the form (a missing field said in Hindi first), and lands on "waiting for the
 *   owner's approval"; signing in again before approval lands there too;
 * - "पासवर्ड भूल गए?" offers a WhatsApp chat to the site's number, the message carrying the
 *   rider's mobile number, and no chat without a number;
 * - the owner at 1366 px sees "2 partners waiting" on the dashboard, opens the list of them in
 *   User Management, sees the rider as waiting in Delivery Staff (not Active, not in the Active
 *   tile), and approves with one tap (undoable: the change is sent when the toast goes);
 * - the rider, signing in again, gets their orders.
 * axe finds nothing on any of these screens; screenshots go to screenshots/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  adminCaller,
  apiCaller,
  loginPartnerThroughForm,
  screenshotPath,
  startAdminSession,
  type ApiCaller,
  type RunningServer,
} from './harness';
import { axeFindings } from './axe';
import { phones } from '../../site/content';
import { test } from './fixtures';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 768 };
const RIDER = {
  name: 'Naya Rider',
  phone: '98765 01235',
  digits: '9876501235',
  vehicle: 'UP70 AB 9999',
  email: 'naya.rider@example.in',
  password: 'naya-pass-1',
};

let server: RunningServer;
let browser: Browser;
let admin: ApiCaller;

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  admin = await adminCaller(server);
});

/** No axe finding at all (not only serious ones) on the page or the part named. */
async function expectNoAxeFindings(page: Page, where: string, include?: string) {
  const findings = await axeFindings(page, include);
  expect(findings, `axe on ${where}`).toEqual([]);
}

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

const riderAccount = async () =>
  (
    (await admin('GET', `/api/admin/users?role=delivery&q=${RIDER.digits}`)) as Array<{
      id: number;
      approved: boolean;
      name: string;
    }>
  )[0];

describe('a rider signs up on the phone and the owner approves them', () => {
  it('signs up in Hindi at 375 px and waits for the owner', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.baseUrl}/partner/`);
    await page.getByRole('heading', { name: 'किचन और राइडर लॉगिन' }).waitFor();
    await page.getByRole('link', { name: 'नए पार्टनर? खाता बनाएँ' }).click();
    await page.getByRole('heading', { name: 'पार्टनर बनें' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/partner/register');
    await page.getByLabel('राइडर').check();
    await noSidewaysScroll(page);
    await expectNoAxeFindings(page, 'partner sign-up (hi)');
    await page.screenshot({ path: screenshotPath('partner-signup-hi-375'), fullPage: true });

    // The vehicle left out: said in Hindi, nothing sent.
    let registerCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/register')) registerCalls += 1;
    });
    await page.getByLabel('आपका नाम *').fill(RIDER.name);
    await page.getByLabel('मोबाइल नंबर *').fill(RIDER.phone);
    await page.getByLabel('ई-मेल (ज़रूरी नहीं)').fill(RIDER.email);
    await page.getByRole('textbox', { name: 'पासवर्ड (कम से कम 6 अक्षर) *' }).fill(RIDER.password);
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await page.getByText('गाड़ी का नंबर लिखें').waitFor();
    expect(registerCalls).toBe(0);
    expect(await page.getByLabel('गाड़ी का नंबर *').evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeFindings(page, 'partner sign-up with a missing field (hi)');
    await page.screenshot({ path: screenshotPath('partner-signup-missing-hi-375'), fullPage: true });

    await page.getByLabel('गाड़ी का नंबर *').fill(RIDER.vehicle);
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await page.getByRole('heading', { name: 'मालिक की मंज़ूरी का इंतज़ार' }).waitFor({ timeout: 15_000 });
    expect(registerCalls).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/partner/');
    // The owner is one message away.
    const ask = new URL((await page.getByRole('link', { name: 'मालिक को WhatsApp पर संदेश भेजें' }).getAttribute('href'))!);
    expect(ask.pathname).toBe(`/91${phones[0]}`);
    expect(ask.searchParams.get('text')).toContain(RIDER.name);
    await noSidewaysScroll(page);
    await expectNoAxeFindings(page, 'waiting for approval (hi)');
    await page.screenshot({ path: screenshotPath('partner-signup-waiting-hi-375'), fullPage: true });

    const account = await riderAccount();
    expect(account).toMatchObject({ name: RIDER.name, approved: false });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('signing in before approval lands on the waiting screen; forgot password asks the owner on WhatsApp with the number', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/partner/`);
    await page.getByRole('heading', { name: 'किचन और राइडर लॉगिन' }).waitFor();

    await page.getByLabel('राइडर').check();
    await page.getByLabel('मोबाइल नंबर या ई-मेल').fill(RIDER.phone);
    await page.getByRole('link', { name: 'पासवर्ड भूल गए?' }).click();
    await page.getByRole('heading', { name: 'पासवर्ड भूल गए' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/partner/forgot-password');
    // What was typed came along: the number and the kind of account.
    expect(await page.getByLabel('आपका मोबाइल नंबर *').inputValue()).toBe(RIDER.phone);
    expect(await page.getByLabel('राइडर').isChecked()).toBe(true);
    const whatsapp = page.getByRole('link', { name: /मालिक से WhatsApp पर पूछें/ });
    const chat = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/91${phones[0]}`);
    expect(chat.searchParams.get('text')).toBe(
      'नमस्ते! गाँव रसोई पार्टनर ऐप (राइडर): मुझे अपना पासवर्ड याद नहीं है। मेरा मोबाइल नंबर +91 98765 01235 है। कृपया मेरा नया पासवर्ड बना दें।',
    );
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    await noSidewaysScroll(page);
    await expectNoAxeFindings(page, 'forgot password (hi)');
    await page.screenshot({ path: screenshotPath('partner-forgot-password-hi-390'), fullPage: true });

    // Without a number no chat opens, and the screen says why.
    await page.getByLabel('आपका मोबाइल नंबर *').fill('');
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await whatsapp.click();
    await page.getByText('अपना 10 अंकों का मोबाइल नंबर लिखें').waitFor();
    expect(popups).toBe(0);

    // Back (the phone's own button) returns to the sign-in screen.
    await page.goBack();
    await page.getByRole('heading', { name: 'किचन और राइडर लॉगिन' }).waitFor();
    await loginPartnerThroughForm(page, 'delivery', RIDER.phone, RIDER.password);
    await page.getByRole('heading', { name: 'मालिक की मंज़ूरी का इंतज़ार' }).waitFor({ timeout: 15_000 });
    await context.close();
  }, 90_000);

  it('the owner sees "2 partners waiting" at 1366 px, finds them as waiting, and approves the rider with one tap', async () => {
    // A kitchen signs up too (through the API), as on the day this was seen.
    await apiCaller(server)('POST', '/api/auth/vendor/register', {
      name: 'Kamla Sharma',
      email: 'kamla@example.in',
      phone: '9876501301',
      password: 'kitchen-pass-1',
      kitchenName: 'Sharma Rasoi',
    });
    const rider = await riderAccount();
    const activeApproved = (
      (await admin('GET', '/api/admin/users?role=delivery&status=active&approved=true&limit=100')) as unknown[]
    ).length;

    const context = await browser.newContext({ viewport: DESKTOP });
    await startAdminSession(server, context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/admin/`);
    const card = page.getByTestId('partners-waiting');
    await card.getByText('2 partners waiting').waitFor({ timeout: 15_000 });
    await expectNoAxeFindings(page, 'dashboard with partners waiting');
    await page.screenshot({ path: screenshotPath('admin-dashboard-partners-waiting-1366') });

    // Delivery Staff: the rider is waiting, not Active, and the Active tile does not count them.
    await page.goto(`${server.baseUrl}/admin/delivery-staff`);
    const row = page.getByTestId('staff-row').filter({ hasText: RIDER.name });
    await row.getByText('Waiting for approval').waitFor({ timeout: 15_000 });
    expect(await row.getByText('Active', { exact: true }).count()).toBe(0);
    await page.getByText('1 rider waiting for approval').waitFor();
    const activeTile = page
      .locator('.MuiCard-root')
      .filter({ has: page.getByText('Active', { exact: true }) })
      .first();
    await expect.poll(() => activeTile.locator('p.MuiTypography-h5').textContent()).toBe(String(activeApproved));
    await expectNoAxeFindings(page, 'delivery staff with a rider waiting');
    await page.screenshot({ path: screenshotPath('admin-staff-waiting-1366') });

    // The dashboard's card opens the list of those waiting, nobody else.
    await page.goto(`${server.baseUrl}/admin/`);
    await card.click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    const rows = page.getByTestId('user-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    await rows.filter({ hasText: 'Kitchen: Sharma Rasoi' }).waitFor();
    const riderRow = rows.filter({ hasText: RIDER.name });
    await riderRow.getByText('Waiting for approval').waitFor();
    await expectNoAxeFindings(page, 'user management: waiting for approval');
    await page.screenshot({ path: screenshotPath('admin-users-waiting-1366') });
    // On the owner's phone too: each waiting account a card with its Approve button, nothing wider than the screen.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await startAdminSession(server, phone);
    const phonePage = await phone.newPage();
    await phonePage.goto(page.url());
    await phonePage
      .getByTestId('user-card')
      .filter({ hasText: RIDER.name })
      .getByRole('button', { name: `Approve ${RIDER.name}` })
      .waitFor({ timeout: 15_000 });
    await noSidewaysScroll(phonePage);
    await phonePage.screenshot({ path: screenshotPath('admin-users-waiting-390'), fullPage: true });
    await phone.close();

    // One tap: the row shows them approved at once, Undo offered, the change sent when the toast goes.
    await riderRow.getByRole('button', { name: `Approve ${RIDER.name}` }).click();
    await page.getByText(`${RIDER.name} approved: they can sign in and take orders`).waitFor();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    expect(await riderRow.getByRole('button', { name: `Approve ${RIDER.name}` }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('admin-users-approved-undo-1366') });
    await expect
      .poll(async () => (await admin('GET', `/api/admin/users/${rider.id}`)).approved, { timeout: 15_000 })
      .toBe(true);
    await expect.poll(async () => (await admin('GET', '/api/admin/dashboard')).partnersWaiting).toBe(1);
    await context.close();
  }, 120_000);

  it('once approved, the rider signs in to their orders', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/partner/`);
    await page.getByRole('heading', { name: 'किचन और राइडर लॉगिन' }).waitFor();
    await loginPartnerThroughForm(page, 'delivery', RIDER.phone, RIDER.password);
    await page.getByRole('link', { name: 'मेरे ऑर्डर' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'मालिक की मंज़ूरी का इंतज़ार' }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('partner-signup-approved-orders-hi-375') });
    await context.close();
  }, 60_000);
});
