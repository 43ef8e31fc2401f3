/**
 * Accessibility of the kitchen and rider app at 375 px, in Hindi and in English: axe-core finds
 * no serious or critical violation on the login page, the kitchen's orders (with a live order
 * waiting), its dishes, its "today" page, the cancel-with-reason dialog, and the rider's orders
 * and today. Every control is at least 48 × 48 px; the new-order alert is words, not colour or
 * sound alone; the dialog holds the focus while open and gives it back when it closes.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';
import { loginPartnerThroughForm, screenshotPath, STOREFRONT_VENDOR_EMAIL } from './harness';
import { PARTNER_PHONE as PHONE, test, type Api } from './fixtures';

const MIN_TARGET = 48;

let riderEmail = '';
const orders: { waiting: string; accepted: string; riders: string } = { waiting: '', accepted: '', riders: '' };

async function placeOrder(
  api: Api,
  menu: { dishes: Array<{ id: number; available: boolean }>; deliveryAreas: Array<{ id: number }> },
  key: string,
): Promise<{ orderId: string; id: number }> {
  const dish = menu.dishes.find((d) => d.available)!;
  const res = await api<{ orderId: string }>('/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': `a11y-partner-${key}-${Date.now()}` },
    body: JSON.stringify({
      customer: { name: 'Sunita Devi', phone: '9876543210' },
      fulfilment: 'delivery',
      villageId: menu.deliveryAreas[0].id,
      address: 'House 12, Station Road',
      landmark: 'Near the Shiv temple',
      items: [{ dishId: dish.id, quantity: 2 }],
    }),
  });
  expect(res.status).toBe(201);
  const { orderId } = res.body.data;
  return { orderId, id: Number(orderId.replace(/^ORD-0*/, '')) };
}

// Orders placed from one address, as many as the setup needs.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ api, admin, partner }) => {
  const put = (path: string, body: object, caller: Api = admin.api) =>
    caller(path, { method: 'PUT', body: JSON.stringify(body) });
  const menu = (
    await admin.api<{
      kitchen: { id: number };
      dishes: Array<{ id: number; available: boolean }>;
      deliveryAreas: Array<{ id: number }>;
    }>('/menu')
  ).body.data;
  expect(
    (await put(`/admin/restaurants/${menu.kitchen.id}`, { opensAt: '00:00', closesAt: '24:00', isActive: true }))
      .status,
  ).toBe(200);

  // One order waiting for the kitchen, one accepted, one being prepared and given to a rider:
  // every status chip the kitchen can see is on screen, whatever the demo data holds today.
  orders.waiting = (await placeOrder(api, menu, 'waiting')).orderId;
  const accepted = await placeOrder(api, menu, 'accepted');
  orders.accepted = accepted.orderId;
  const forRider = await placeOrder(api, menu, 'rider');
  orders.riders = forRider.orderId;
  const vendor = await partner.signIn('vendor', STOREFRONT_VENDOR_EMAIL);
  expect((await put(`/vendor/orders/${accepted.id}`, { status: 'accepted' }, vendor.api)).status).toBe(200);
  for (const status of ['accepted', 'preparing'])
    expect((await put(`/vendor/orders/${forRider.id}`, { status }, vendor.api)).status).toBe(200);
  const riders = (
    await admin.api<Array<{ id: number; email: string; status: string }>>('/admin/users?role=delivery&limit=50')
  ).body.data;
  const rider = riders.find((r) => r.status === 'active')!;
  riderEmail = rider.email;
  expect((await put(`/admin/orders/${forRider.id}`, { deliveryPersonId: rider.id })).status).toBe(200);
});

/** Controls smaller than 48 × 48 px (a radio or checkbox counts with its label). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'button, a[href], input[type=radio], input[type=checkbox], [role=button], [role=tab], [role=switch], [role=combobox]';
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const target = (element.matches('input') ? element.closest('label') : null) ?? element;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || element.closest('[aria-hidden=true]'))
        continue;
      // Rounding: a 47.99 px box is 48 px on screen.
      if (Math.round(box.width) < min || Math.round(box.height) < min)
        small.push(
          `${target.tagName.toLowerCase()} "${(target.textContent || target.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return small;
  }, MIN_TARGET);
}

/** Every page's findings are gathered and reported together at the end of the walk. */
async function check(page: Page, where: string, problems: string[], include?: string) {
  try {
    await expectNoSeriousA11yViolations(page, where, include);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const small = await smallTargets(page);
  if (small.length > 0) problems.push(`${where}: touch targets under 48 px:\n  ${small.join('\n  ')}`);
}

const TEXTS = {
  hi: {
    login: 'किचन और राइडर लॉगिन',
    newBadge: 'नया',
    accepted: 'स्वीकार हुआ',
    waiting: 'स्वीकार होने का इंतज़ार',
    menu: 'मेन्यू',
    kitchenTab: 'किचन',
    today: 'आज',
    cancel: 'ऑर्डर रद्द करें',
    keep: 'ऑर्डर रखें',
    reason: 'कारण',
    logout: 'लॉग आउट',
    cash: 'वसूला गया कैश',
    takings: 'आज की बिक्री',
    live: '● लाइव',
    announcements: 'सूचनाएँ',
    registerLink: 'नए पार्टनर? खाता बनाएँ',
    register: 'पार्टनर बनें',
    registerButton: 'खाता बनाएँ',
    forgotLink: 'पासवर्ड भूल गए?',
    forgot: 'पासवर्ड भूल गए',
    ask: /मालिक से WhatsApp पर पूछें/,
  },
  en: {
    login: 'Kitchen & Rider Login',
    newBadge: 'NEW',
    accepted: 'Accepted',
    waiting: 'waiting to be accepted',
    menu: 'Menu',
    kitchenTab: 'Kitchen',
    today: 'Today',
    cancel: 'Cancel order',
    keep: 'Keep order',
    reason: 'Reason',
    logout: 'Log out',
    cash: 'Cash collected',
    takings: 'Sales today',
    live: '● Live',
    announcements: 'Announcements',
    registerLink: 'New partner? Register',
    register: 'Become a partner',
    registerButton: 'Register',
    forgotLink: 'Forgot password?',
    forgot: 'Forgot password',
    ask: /Ask the owner on WhatsApp/,
  },
} as const;

describe.each(['hi', 'en'] as const)('partner app accessibility at 375 px (%s)', (language) => {
  const t = TEXTS[language];

  test('login, kitchen orders with a live order, dishes, today and the cancel dialog; rider orders, today and announcements', async ({
    server,
    browser,
  }) => {
    // axe runs its frames in a page of the same context: a context of our own, not browser.newPage().
    const problems: string[] = [];
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/partner/`);
    if (language === 'en') await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: t.login }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(language);
    await check(page, `login (${language})`, problems);

    // The sign-up screen (empty, then every field refused) and "forgot password", reached from the login.
    await page.getByRole('link', { name: t.registerLink }).click();
    await page.getByRole('heading', { name: t.register }).waitFor();
    await check(page, `sign up (${language})`, problems);
    await page.getByRole('button', { name: t.registerButton }).click();
    await page.locator('.pl-required').first().waitFor();
    await check(page, `sign up with every field missing (${language})`, problems);
    await page.goBack();
    await page.getByRole('link', { name: t.forgotLink }).click();
    await page.getByRole('heading', { name: t.forgot }).waitFor();
    await page.getByRole('link', { name: t.ask }).click();
    await page.locator('.pl-required').waitFor();
    await check(page, `forgot password (${language})`, problems);
    await page.goBack();
    await page.getByRole('heading', { name: t.login }).waitFor();

    await loginPartnerThroughForm(page, 'vendor', STOREFRONT_VENDOR_EMAIL);
    await page.getByText(t.live).waitFor({ timeout: 10_000 });
    const card = page.getByRole('article', { name: orders.waiting });
    await card.waitFor();
    // The new-order alert reads without colour or sound: a badge word on the card, a sentence in the banner.
    await card.getByText(t.newBadge, { exact: true }).waitFor();
    await page.getByRole('alert').filter({ hasText: t.waiting }).waitFor();
    await page.getByRole('article', { name: orders.accepted }).getByText(t.accepted, { exact: true }).waitFor();
    await check(page, `kitchen orders (${language})`, problems);
    await page.screenshot({ path: screenshotPath(`a11y-partner-kitchen-orders-${language}`) });

    // The cancel dialog: focus moves in, stays in on Tab, and returns to its button on close.
    const cancelButton = card.getByRole('button', { name: t.cancel });
    await cancelButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).toBe(true);
    await expect.poll(() => dialog.getByLabel(t.reason).evaluate((el) => el === document.activeElement)).toBe(true);
    await check(page, `cancel dialog (${language})`, problems, '[role=dialog]');
    await page.screenshot({ path: screenshotPath(`a11y-partner-cancel-dialog-${language}`) });
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null),
        `focus inside the dialog after ${i + 1} Tab`,
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cancelButton.evaluate((el) => el === document.activeElement)).toBe(true);
    // Closing with "Keep order" gives the focus back the same way.
    await cancelButton.click();
    await dialog.getByRole('button', { name: t.keep }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cancelButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole('link', { name: t.menu, exact: true }).click();
    await page.getByRole('group').first().waitFor();
    await check(page, `kitchen dishes (${language})`, problems);
    await page.screenshot({ path: screenshotPath(`a11y-partner-kitchen-dishes-${language}`), fullPage: true });

    await page.getByRole('link', { name: t.kitchenTab, exact: true }).click();
    await page.getByLabel(t.takings).waitFor();
    await check(page, `kitchen today (${language})`, problems);
    await page.screenshot({ path: screenshotPath(`a11y-partner-kitchen-today-${language}`) });

    await page.getByRole('button', { name: t.logout }).click();
    await page.getByRole('heading', { name: t.login }).waitFor();
    await loginPartnerThroughForm(page, 'delivery', riderEmail);
    const riderCard = page.getByRole('article', { name: orders.riders });
    await riderCard.waitFor({ timeout: 10_000 });
    await check(page, `rider orders (${language})`, problems);
    await page.screenshot({ path: screenshotPath(`a11y-partner-rider-orders-${language}`) });

    await page.getByRole('link', { name: t.today, exact: true }).click();
    await page.getByLabel(t.cash).waitFor();
    await check(page, `rider today (${language})`, problems);
    await page.screenshot({ path: screenshotPath(`a11y-partner-rider-today-${language}`) });

    await page.getByRole('link', { name: new RegExp(`^${t.announcements}`) }).click();
    await page.getByRole('heading', { name: t.announcements, exact: true }).waitFor();
    await page.getByTestId('announcement').first().waitFor();
    await check(page, `rider announcements (${language})`, problems);
    await page.screenshot({ path: screenshotPath(`a11y-partner-rider-announcements-${language}`) });
    await context.close();
    expect(problems.join('\n\n')).toBe('');
  }, 120_000);
});
