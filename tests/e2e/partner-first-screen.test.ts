/**
 * The signed-in partner app's first screen is light: a kitchen's orders and a rider's
 * deliveries, opened cold at 375 px on a phone that has a session (Hindi, the default), draw
 * their first order card with at most FIRST_SCREEN_BUDGET of JavaScript (gzip -9 of the built
 * files, as the budgets count), no react-admin, MUI or emotion code, and no chunk of the other
 * role's screens, of the dialogs asked later, or of the English texts. The web's budget for a
 * first load on a cheap phone is 130–170 KB on the critical path; this screen is plain React with
 * its own stylesheet (partner/first/), and the react-admin app comes after its first card. The
 * card's buttons then work: the Cancel question (a kitchen) and the Delivered one (a rider) open
 * when tapped. Accept works before the app is in at all: the order's command goes out from the
 * light card, and the app, when it comes, opens on the order accepted.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiCaller,
  builtFile,
  gzipBytes,
  openStorefrontAllDay,
  recordScripts,
  screenshotPath,
  STOREFRONT_VENDOR_EMAIL,
} from './harness';
import { PARTNER_PHONE as PHONE, test as base } from './fixtures';
import { FIRST_CARD_MARK } from '../../partner/paths';

const FIRST_SCREEN_BUDGET = 130 * 1024;
/** Strings every react-admin / MUI / emotion bundle carries (class names, the emotion cache key); as tests/e2e/partner-light-login.test.ts. */
const HEAVY = /Mui[A-Z][a-zA-Z]+-root|RaLayout|@emotion|emotion-/;

/** Strings only one part of the app's code carries (translation keys its screens ask for, texts of one language). */
const KITCHEN_ONLY = ['resources.orders.actions.accept'];
const RIDER_ONLY = ['resources.orders.confirmDelivered', 'resources.orders.actions.pickedUp'];
const LATER_ONLY = ['resources.orders.cancel.title', 'resources.orders.fake.title'];
const ENGLISH_TEXTS = ['Waiting for the owner'];

const built = builtFile;
const heavy = (paths: Iterable<string>) => [...paths].filter((p) => HEAVY.test(built(p).toString('utf8')));
const carrying = (paths: Iterable<string>, markers: string[]) =>
  [...paths].filter((p) => markers.some((marker) => built(p).toString('utf8').includes(marker)));

/** Signs in through the API and opens /partner as a phone with that session would (what partner/providers/session.ts saves). */
const test = base.extend(
  'openSignedIn',
  async ({ server, browser, partner }) =>
    async (
      role: 'vendor' | 'delivery',
      email: string,
    ): Promise<{ page: Page; scripts: Set<string>; firstCard: string[]; close: () => Promise<void> }> => {
      const login = await partner.signIn(role, email);
      const context = await browser.newContext({ viewport: PHONE });
      await context.addInitScript(
        (session) => {
          localStorage.setItem('partnerToken', session.token);
          localStorage.setItem('partnerRole', session.role);
          localStorage.setItem('partnerName', session.name);
          localStorage.setItem('partnerId', String(session.id));
        },
        { token: login.token, role, name: login.user.name, id: login.user.id },
      );
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await page.goto(`${server.baseUrl}/partner/`);
      await page.locator('main article').first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('load');
      // The scripts asked for before the first card showed (partner/first/FirstScreen.tsx marks the moment); the rest of the app comes after it.
      const firstCard = await page.evaluate((mark) => {
        const shown = performance.getEntriesByName(mark)[0];
        return performance
          .getEntriesByType('resource')
          .filter((entry) => shown && entry.startTime <= shown.startTime)
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js'));
      }, FIRST_CARD_MARK);
      expect(firstCard.length, 'the first screen marked its first card').toBeGreaterThan(0);
      return { page, scripts, firstCard, close: () => context.close() };
    },
);

describe('the signed-in first screen of /partner (375 px, Hindi)', () => {
  test("a kitchen's orders load within the budget, with no rider screen, no dialog and no English texts; Cancel still asks", async ({
    openSignedIn,
  }) => {
    const { page, scripts, firstCard, close } = await openSignedIn('vendor', STOREFRONT_VENDOR_EMAIL);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(gzipBytes(firstCard)).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
    expect(heavy(firstCard), 'react-admin/MUI chunks fetched before the first card').toEqual([]);
    expect(carrying(firstCard, KITCHEN_ONLY).length, 'the kitchen screen itself is counted').toBeGreaterThan(0);
    expect(carrying(scripts, RIDER_ONLY), 'rider chunks fetched by a kitchen').toEqual([]);
    expect(carrying(scripts, LATER_ONLY), 'dialog chunks fetched before a tap').toEqual([]);
    expect(carrying(scripts, ENGLISH_TEXTS), 'English texts fetched by a Hindi phone').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('partner-first-screen-kitchen-hi-375') });

    // The question loads on the tap and asks as before; going back changes nothing.
    const card = page
      .locator('main article')
      .filter({ has: page.getByRole('button', { name: 'ऑर्डर रद्द करें' }) })
      .first();
    await card.getByRole('button', { name: 'ऑर्डर रद्द करें' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(carrying(scripts, LATER_ONLY).length).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('partner-first-screen-kitchen-cancel-hi-375') });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await close();
  }, 90_000);

  test("a rider's deliveries load within the budget, with no kitchen screen and no dialog; Delivered still asks", async ({
    admin,
    openSignedIn,
  }) => {
    const orders: Array<{ deliveryPerson?: { id: number } | null }> = await admin.call(
      'GET',
      '/api/admin/orders?status=out_for_delivery&limit=50',
    );
    const riderId = orders.find((o) => o.deliveryPerson)?.deliveryPerson?.id;
    const riders: Array<{ id: number; email: string }> = await admin.call(
      'GET',
      '/api/admin/users?role=delivery&limit=100',
    );
    const rider = riders.find((r) => r.id === riderId)!;
    const { page, scripts, firstCard, close } = await openSignedIn('delivery', rider.email);
    expect(gzipBytes(firstCard)).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
    expect(heavy(firstCard), 'react-admin/MUI chunks fetched before the first card').toEqual([]);
    expect(carrying(firstCard, RIDER_ONLY).length, 'the rider screen itself is counted').toBeGreaterThan(0);
    expect(carrying(scripts, KITCHEN_ONLY), 'kitchen chunks fetched by a rider').toEqual([]);
    expect(carrying(scripts, LATER_ONLY), 'dialog chunks fetched before a tap').toEqual([]);
    expect(carrying(scripts, ENGLISH_TEXTS), 'English texts fetched by a Hindi phone').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('partner-first-screen-rider-hi-375') });

    await page.locator('main article').getByRole('button', { name: 'डिलीवर हो गया' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.screenshot({ path: screenshotPath('partner-first-screen-rider-delivered-hi-375') });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await close();
  }, 90_000);

  test('a cook accepts an order on the light first card before the app is in: the server has it accepted', async ({
    server,
    browser,
    admin,
    partner,
  }) => {
    const menu = await openStorefrontAllDay(server, admin.call);
    const dish = menu.dishes.find((d: { available: boolean }) => d.available);
    const placed = await apiCaller(server)(
      'POST',
      '/api/orders',
      {
        customer: { name: 'Kamla Devi', phone: '9812345670' },
        fulfilment: 'delivery',
        villageId: menu.deliveryAreas[0].id,
        address: 'House 9, Mandir Road',
        items: [{ dishId: dish.id, quantity: Math.max(1, Math.ceil(menu.deliveryAreas[0].minimumOrder / dish.price)) }],
      },
      { 'Idempotency-Key': `first-card-accept-${Date.now()}` },
    );
    const login = await partner.signIn('vendor', STOREFRONT_VENDOR_EMAIL);
    // No service worker: every script the page asks for passes through the route below.
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    await context.addInitScript(
      (session) => {
        localStorage.setItem('partnerToken', session.token);
        localStorage.setItem('partnerRole', 'vendor');
        localStorage.setItem('partnerName', session.name);
        localStorage.setItem('partnerId', String(session.id));
        localStorage.setItem('partnerLanguage', 'en');
      },
      { token: login.token, name: login.user.name, id: login.user.id },
    );
    const page = await context.newPage();
    // The react-admin app (every chunk with react-admin or MUI in it) is held back until the tap is answered.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (HEAVY.test(body.toString('utf8'))) {
        held.push(route.request().url());
        await released;
      }
      await route.fulfill({ response, body });
    });
    const commands: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/vendor/orders/'))
        commands.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(`${server.baseUrl}/partner/`);
    const card = page.getByRole('article', { name: placed.orderId });
    await card.getByRole('button', { name: 'Accept', exact: true }).click();
    await card.getByRole('button', { name: 'Start preparing' }).waitFor();

    const [order] = await admin.call('GET', `/api/admin/orders?q=${placed.orderId}`);
    expect(order.status).toBe('accepted');
    const orderId: number = order.id;
    expect(commands).toEqual([`POST /api/vendor/orders/${orderId}/accept`]);
    expect(held.length, 'the react-admin app was asked for, and is not in').toBeGreaterThan(0);
    expect(await page.locator('.MuiCard-root').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('partner-first-screen-accepted-before-app-375') });

    // The app comes: it opens on the order accepted (the light card's answer), not as it was.
    release();
    await page.locator('.MuiCard-root').first().waitFor({ timeout: 20_000 });
    const appCard = page.getByRole('article', { name: placed.orderId });
    await appCard.getByRole('button', { name: 'Start preparing' }).waitFor();
    expect(await appCard.getByRole('button', { name: 'Accept', exact: true }).count()).toBe(0);
    expect(
      (await admin.call('GET', `/api/admin/orders/${orderId}`)).statusHistory.filter(
        (step: { status: string }) => step.status === 'accepted',
      ),
    ).toHaveLength(1);
    await context.close();
  }, 90_000);
});
