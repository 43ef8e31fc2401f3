/**
 * The admin back office for everyone, in English and in Hindi, in Chromium against the real
 * server with demo data: axe finds no serious or critical violation on any screen or dialog
 * (login, dashboard, every list incl. the live order desk with a NEW order, forms, details,
 * confirmations, the discard-changes question); a dialog opened from the keyboard keeps focus
 * inside, closes on Escape and gives focus back; the language switch shows Hindi menu labels
 * and survives a reload and logout; a Hindi browser gets Hindi on its first visit; at 375 px
 * nothing sticks out sideways in Hindi.
 */
import { describe, expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { loginAdminThroughForm, type RunningServer, screenshotPath, still } from './harness';
import { test as base, type Admin, type Api } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { englishTranslations } from '../../admin/i18n/en';
import { hindiTranslations } from '../../admin/i18n/hi';

type Lang = 'en' | 'hi';
const MESSAGES = { en: englishTranslations, hi: hindiTranslations } as const;

/** The text of `key` in `lang`; placeholders become "anything" in the pattern form. */
function text(lang: Lang, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], MESSAGES[lang]);
  if (typeof value !== 'string') throw new Error(`no message ${key} in ${lang}`);
  return value.split('||||')[0]!.trim();
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** "Edit %{name}" → /^Edit .+$/ (a name pattern in either language). */
function pattern(lang: Lang, key: string): RegExp {
  return new RegExp(
    `^${text(lang, key)
      .split(/%\{\w+\}/)
      .map(escape)
      .join('.+')}$`,
  );
}

/** `newContext(browserLocale)`: a browser whose language is `browserLocale` (navigator.language), with the print dialog stubbed. */
const test = base.extend(
  'newContext',
  async ({ browser }) =>
    async (browserLocale: string, width = 1280): Promise<BrowserContext> => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: browserLocale,
        timezoneId: 'Asia/Kolkata',
      });
      await context.addInitScript(() => {
        window.print = () => undefined;
      });
      return context;
    },
);

/** What the walk through the admin needs besides its page: the server, the admin's calls and a customer's. */
interface Site {
  server: RunningServer;
  admin: Admin;
  api: Api;
}

/** A screen has settled when nothing says it is loading and nothing moves. */
async function settle(page: Page) {
  await page
    .locator('.MuiCircularProgress-root, .MuiLinearProgress-root')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  await still(page);
}

/** A screen is ready when its h1 shows and it has settled. */
async function ready(page: Page, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  await settle(page);
}

async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  await still(page);
  return dialog;
}

/** Escape closes the top dialog (counted in the DOM: a dialog under another is hidden from the accessibility tree). */
async function closeWithEscape(page: Page) {
  const dialogs = page.locator('[role="dialog"]');
  const before = await dialogs.count();
  await page.keyboard.press('Escape');
  await expect.poll(() => dialogs.count()).toBeLessThan(before);
  await still(page);
}

/** Every admin screen and its dialogs in `lang`, axe after each step. Returns the screens visited. */
async function auditAdmin({ server, admin, api }: Site, page: Page, lang: Lang): Promise<string[]> {
  const visited: string[] = [];
  const t = (key: string) => text(lang, key);
  const p = (key: string) => pattern(lang, key);
  const check = async (where: string) => {
    visited.push(where);
    await expectNoSeriousA11yViolations(page, `${where} (${lang})`);
  };
  const go = async (path: string, headingKey: string) => {
    await page.goto(`${server.baseUrl}/admin${path}`);
    await ready(page, t(headingKey));
  };

  // Dashboard and the list behind a count card.
  await go('', 'gaon.dashboard.title');
  await page
    .getByTestId('count-users')
    .filter({ hasNotText: /^0$/ })
    .waitFor()
    .catch(() => undefined);
  await check('dashboard');
  await openDialog(
    page,
    page
      .getByRole('button', { name: new RegExp(escape(t('gaon.dashboard.openList')).replace(escape('%{name}'), '.+')) })
      .first(),
  );
  await check('dashboard list dialog');
  await closeWithEscape(page);

  await go('/analytics', 'gaon.analytics.title');
  await page.locator('.recharts-surface').first().waitFor();
  await check('analytics');

  await go('/earnings', 'gaon.earnings.title');
  await check('earnings');
  // The previous period's figures stay, dimmed, until the month's answer: checked once they are bright again.
  const month = page.waitForResponse((r) => r.url().includes('/api/admin/earnings?period=month'));
  await page.getByRole('button', { name: t('gaon.earnings.periods.month'), exact: true }).click();
  await month;
  await expect
    .poll(() =>
      page
        .locator('[aria-busy]')
        .first()
        .evaluate((el) => getComputedStyle(el).opacity),
    )
    .toBe('1');
  await check('earnings with a period chosen');

  await go('/gst', 'gaon.gst.title');
  await page.getByTestId('gst-totals').waitFor();
  await check('GST summary');

  await go('/bills', 'gaon.bills.title');
  await page.getByTestId('bills-total').waitFor();
  await check('bills');

  await go('/daily-order', 'gaon.dailyOrder.title');
  await check('daily order');
  const dayOrders = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/orders');
  await page
    .getByRole('navigation', { name: t('gaon.dailyOrder.restaurants') })
    .getByRole('button')
    .first()
    .click();
  await dayOrders;
  await settle(page);
  await check('daily order with a restaurant');

  await go('/cash', 'gaon.cash.title');
  await check('cash');
  const recordHandover = page.getByRole('button', { name: new RegExp(`^${escape(t('gaon.cash.record'))}`) }).first();
  if (await recordHandover.count()) {
    await openDialog(page, recordHandover);
    await check('hand-over dialog');
    await closeWithEscape(page);
  }

  await go('/delivery-staff', 'gaon.deliveryStaff.title');
  await check('delivery staff');
  const addStaff = await openDialog(page, page.getByRole('button', { name: t('gaon.deliveryStaff.addStaff') }));
  await check('add staff dialog');
  await addStaff.locator('input').first().fill('Unsaved Name');
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog')
    .filter({ hasText: t('gaon.common.discardTitle') })
    .waitFor();
  await still(page);
  await check('discard changes question');
  await page.getByRole('button', { name: t('gaon.common.discard'), exact: true }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  await openDialog(page, page.getByRole('button', { name: p('gaon.deliveryStaff.editAria') }).first());
  await check('edit staff dialog');
  await closeWithEscape(page);
  await openDialog(page, page.getByRole('button', { name: p('gaon.deliveryStaff.deleteAria') }).first());
  await check('delete staff confirmation');
  await closeWithEscape(page);
  // The developer tests are folded away (super_admin only): open them, with their warning, first.
  await page.getByRole('button', { name: t('gaon.deliveryStaff.developerTools'), exact: true }).click();
  await page.getByText(t('gaon.deliveryStaff.developerToolsWarning')).waitFor();
  // The pointer stays where it clicked, and the unfolded tools can put a button with a tooltip
  // under it: audited mid-fade, the tooltip's text has too little contrast. Move it away first.
  await page.mouse.move(0, 0);
  await expect.poll(() => page.locator('.MuiTooltip-tooltip').count()).toBe(0);
  await check('developer tools, open');
  await openDialog(page, page.getByRole('button', { name: t('gaon.deliveryStaff.testDelete'), exact: true }));
  await check('test delete confirmation');
  await closeWithEscape(page);
  await page.getByRole('button', { name: t('gaon.deliveryStaff.cardView') }).click();
  await check('delivery staff cards');

  await go('/onboarding', 'gaon.onboarding.title');
  await check('onboarding');
  await openDialog(page, page.getByRole('button', { name: t('gaon.onboarding.add'), exact: true }));
  await check('new application dialog');
  await closeWithEscape(page);
  await page.getByRole('button', { name: t('gaon.onboarding.cardView') }).click();
  await check('onboarding cards');

  await go('/coupons', 'gaon.coupons.title');
  await check('coupons');
  await openDialog(page, page.getByRole('button', { name: t('gaon.coupons.add'), exact: true }));
  await check('add coupon dialog');
  await closeWithEscape(page);
  const couponEdit = await openDialog(page, page.getByRole('button', { name: p('gaon.coupons.editCoupon') }).first());
  await couponEdit.getByRole('button', { name: t('gaon.coupons.update') }).waitFor();
  await check('coupon edit dialog');
  await closeWithEscape(page);
  await openDialog(page, page.getByRole('button', { name: p('gaon.coupons.deleteCoupon') }).first());
  await check('delete coupon confirmation');
  await closeWithEscape(page);

  await go('/support', 'gaon.support.title');
  await check('support');
  const openTickets = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/support');
  await page.getByRole('button', { name: t('gaon.support.filters.open'), exact: true }).click();
  await openTickets;
  await settle(page);
  await check('support with the open tickets chosen');
  await openDialog(page, page.getByRole('button', { name: t('gaon.support.reply'), exact: true }).first());
  await check('reply dialog');
  await closeWithEscape(page);

  await go('/notifications', 'gaon.notifications.title');
  await check('notifications with the compose form');

  await go('/villages', 'gaon.villages.title');
  await check('villages');
  await openDialog(page, page.getByRole('button', { name: t('gaon.villages.add'), exact: true }));
  await check('add village dialog');
  await closeWithEscape(page);
  await openDialog(page, page.getByRole('button', { name: p('gaon.villages.editAria') }).first());
  await settle(page);
  await check('village edit dialog');
  await closeWithEscape(page);
  await openDialog(page, page.getByRole('button', { name: p('gaon.villages.deleteAria') }).first());
  await check('delete village confirmation');
  await closeWithEscape(page);

  await go('/users', 'gaon.users.title');
  await check('users');
  await openDialog(page, page.getByRole('button', { name: p('gaon.users.editAria') }).first());
  await check('edit user dialog');
  await closeWithEscape(page);
  await openDialog(page, page.getByRole('button', { name: p('gaon.users.deleteAria') }).first());
  await check('delete user confirmation');
  await closeWithEscape(page);

  await go('/restaurants', 'gaon.restaurants.title');
  await check('restaurants');
  await openDialog(page, page.getByRole('button', { name: t('gaon.restaurants.formTitleAdd'), exact: true }));
  await check('add restaurant dialog');
  await closeWithEscape(page);
  const details = await openDialog(page, page.getByRole('button', { name: p('gaon.restaurants.detailsAria') }).first());
  await details.getByText(t('gaon.restaurants.menu')).waitFor();
  await check('restaurant details');
  await openDialog(page, details.getByRole('button', { name: p('gaon.restaurants.editDish') }).first());
  await check('dish edit dialog');
  await closeWithEscape(page);
  await closeWithEscape(page);
  await page
    .getByRole('button', { name: p('gaon.restaurants.editAria') })
    .first()
    .click();
  await settle(page);
  await check('restaurant edit form');
  await openDialog(page, page.getByRole('button', { name: p('gaon.restaurants.deleteAria') }).first());
  await check('delete restaurant confirmation');
  await closeWithEscape(page);

  // The live order desk, with an order that just came in from the site (NEW mark and alert).
  await go('/orders', 'gaon.orders.title');
  await page.getByTestId('order-row').first().waitFor();
  await placeOnSite(api);
  await page.getByTestId('new-order-alert').waitFor();
  await page.getByTestId('new-mark').first().waitFor();
  await check('live orders with a new order');
  const order = await openDialog(page, page.getByRole('button', { name: p('gaon.orders.detailsAria') }).first());
  await order.getByTestId('rider-select').waitFor();
  await check('order details with the rider select');
  await closeWithEscape(page);
  await openDialog(page, page.getByRole('button', { name: p('gaon.orders.deleteAria') }).first());
  await check('delete order confirmation');
  await closeWithEscape(page);

  await go('/orders/create', 'gaon.orders.create.title');
  await check('new phone order form');

  const [first] = (await admin.api<Array<{ id: number }>>('/admin/orders?perPage=1')).body.data;
  await page.goto(`${server.baseUrl}/admin/orders/${first!.id}/ticket`);
  await page.getByRole('button', { name: t('gaon.orders.ticket.print') }).waitFor();
  await check('kitchen ticket');
  return visited;
}

interface Menu {
  kitchen: { id: number };
  dishes: Array<{ id: number; price: number; available: boolean }>;
  deliveryAreas: Array<{ id: number; minimumOrder: number }>;
}
let menu: Menu;
let placed = 0;

/** An order from the public site, as a customer would place it. */
async function placeOnSite(api: Api) {
  const dish = menu.dishes.find((d) => d.available)!;
  const area = menu.deliveryAreas[0]!;
  placed += 1;
  const res = await api('/orders', {
    method: 'POST',
    body: JSON.stringify({
      customer: { name: `Axe Customer ${placed}`, phone: `98123000${String(placed).padStart(2, '0')}` },
      fulfilment: 'delivery',
      villageId: area.id,
      address: 'House 7, Mandir Gali',
      items: [{ dishId: dish.id, quantity: Math.max(1, Math.ceil(area.minimumOrder / dish.price)) }],
    }),
  });
  expect(res.status).toBe(201);
}

// Each walk places an order from the same address.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ api, admin }) => {
  menu = (await api<Menu>('/menu')).body.data;
  // The storefront takes orders whatever the clock says.
  expect(
    (
      await admin.api(`/admin/restaurants/${menu.kitchen.id}`, {
        method: 'PUT',
        body: JSON.stringify({ opensAt: '00:00', closesAt: '24:00', isActive: true }),
      })
    ).status,
  ).toBe(200);
});

describe('admin accessibility in English and Hindi', () => {
  for (const [lang, browserLocale] of [
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const) {
    test(
      `axe finds nothing serious on the login page, every screen and every dialog in ${lang === 'en' ? 'English' : 'Hindi'}`,
      { timeout: 420_000 },
      async ({ server, admin, api, newContext }) => {
        const context = await newContext(browserLocale);
        const page = await context.newPage();
        try {
          await page.goto(`${server.baseUrl}/admin/login`);
          await page.getByRole('heading', { level: 1, name: text(lang, 'gaon.login.title') }).waitFor();
          // The e-mail field has focus (its label turns the theme colour): that state is checked too.
          await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
          await expectNoSeriousA11yViolations(page, `login (${lang})`);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
          await loginAdminThroughForm(page, server, { open: false });
          const visited = await auditAdmin({ server, admin, api }, page, lang);
          expect(visited.length).toBeGreaterThanOrEqual(35);
        } finally {
          await context.close();
        }
      },
    );
  }

  test('a dialog opened from the keyboard keeps focus inside, closes on Escape and gives focus back', async ({
    server,
    newContext,
  }) => {
    const context = await newContext('en-IN');
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/admin/login`);
      await loginAdminThroughForm(page, server, { open: false });
      await page.goto(`${server.baseUrl}/admin/delivery-staff`);
      await ready(page, 'Delivery Staff Management');
      const opener = page.getByRole('button', { name: 'Add Staff' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const insideDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
      await expect.poll(insideDialog).toBe(true);
      for (let i = 0; i < 15; i += 1) {
        await page.keyboard.press('Tab');
        expect(await insideDialog(), `focus left the dialog after ${i + 1} Tab presses`).toBe(true);
      }
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await insideDialog(), `focus left the dialog after Shift+Tab`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

      // The same with a row's order details (opened by a route change) and a confirmation.
      await page.goto(`${server.baseUrl}/admin/orders`);
      await ready(page, 'Order Management');
      const details = page.getByRole('button', { name: /^Details of order / }).first();
      await details.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      await expect.poll(insideDialog).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(() => details.evaluate((el) => el === document.activeElement)).toBe(true);

      const remove = page.getByRole('button', { name: /^Delete order / }).first();
      await remove.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      await expect.poll(insideDialog).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('switching to हिन्दी shows Hindi menu labels, and the choice survives a reload, logout and login', async ({
    server,
    newContext,
  }) => {
    const context = await newContext('en-IN');
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/admin/login`);
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      await loginAdminThroughForm(page, server, { open: false });
      await page.getByRole('menuitem', { name: 'Order Management', exact: true }).waitFor();
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
      const sidebar = async () => {
        await page.getByRole('menuitem', { name: 'ऑर्डर प्रबंधन', exact: true }).waitFor();
        await page.getByRole('menuitem', { name: 'डैशबोर्ड', exact: true }).waitFor();
        await page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      };
      await sidebar();
      await page.screenshot({ path: screenshotPath('admin-hi-dashboard-1280'), fullPage: true });
      await page.reload();
      await sidebar();
      await page.getByRole('button', { name: 'लॉगआउट' }).click();
      await page.getByRole('heading', { name: 'एडमिन लॉगिन' }).waitFor();
      await loginAdminThroughForm(page, server, { open: false });
      await sidebar();
      // And back to English.
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('menuitem', { name: 'Order Management', exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      await context.close();
    }
  });

  test('a Hindi browser gets the login page in Hindi on its first visit', async ({ server, newContext }) => {
    const context = await newContext('hi-IN');
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/admin/login`);
      await page.getByRole('heading', { name: 'एडमिन लॉगिन' }).waitFor();
      await page.getByRole('button', { name: 'लॉगिन करें' }).waitFor();
      await page.getByRole('button', { name: 'हिन्दी' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test(
    'in Hindi at 375 px nothing sticks out sideways on any list screen (screenshots at 1280 and 375 px)',
    { timeout: 120_000 },
    async ({ server, newContext }) => {
      const context = await newContext('hi-IN');
      const page = await context.newPage();
      try {
        await page.goto(`${server.baseUrl}/admin/login`);
        await loginAdminThroughForm(page, server, { open: false });
        const screens = [
          '',
          '/analytics',
          '/daily-order',
          '/delivery-staff',
          '/onboarding',
          '/coupons',
          '/support',
          '/notifications',
          '/villages',
          '/users',
          '/restaurants',
          '/orders',
          '/orders/create',
          '/earnings',
          '/gst',
          '/bills',
          '/cash',
        ];
        const tooWide: string[] = [];
        for (const path of screens) {
          const name = path.replace(/\//g, '-').replace(/^-/, '') || 'dashboard';
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.goto(`${server.baseUrl}/admin${path}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await settle(page);
          await page.screenshot({ path: screenshotPath(`admin-hi-${name}-1280`), fullPage: true });
          await page.setViewportSize({ width: 375, height: 800 });
          await settle(page);
          await page.screenshot({ path: screenshotPath(`admin-hi-${name}-375`), fullPage: true });
          // The page may not scroll sideways, and no element (the app bar's included) may reach past the edge.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (overflow > 1) tooWide.push(`${path || '/'} by ${overflow}px`);
          const wide = await page.evaluate(() => {
            const limit = document.documentElement.clientWidth;
            return [...document.querySelectorAll('body *')]
              .filter(
                (el) =>
                  el.getBoundingClientRect().right > limit + 1 &&
                  getComputedStyle(el).visibility !== 'hidden' &&
                  el.getClientRects().length > 0,
              )
              .filter(
                (el) =>
                  !el.closest(
                    '.MuiTabs-scroller, .RaList-content, .MuiTableContainer-root, [class*="RaDataTable"], .recharts-wrapper',
                  ),
              )
              .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)}`)
              .slice(0, 3);
          });
          if (wide.length > 0) tooWide.push(`${path || '/'}: ${wide.join(', ')}`);
        }
        expect(tooWide).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
