/**
 * The site for a customer on a 390 px phone, against the real server: compact dish cards
 * (about three to a screen), the cart bar ("2 items · ₹… · View cart") in place of the
 * Call/WhatsApp bar, a checkout the Call/WhatsApp bar never covers; the tracking page's heading
 * as the order moves on, the rating after delivery (once), "Order again" checked against
 * today's menu, and the home page's "Your order ORD-… is on its way". English and Hindi; axe on
 * each screen. Screenshots go to screenshots/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  adminCaller,
  apiCaller,
  openStorefrontAllDay,
  photograph,
  siteHydrated,
  startAdminSession,
  type ApiCaller,
  type RunningServer,
} from './harness';
import { expectNoSeriousA11yViolations } from './axe';
import { test } from './fixtures';

const PHONE = { width: 390, height: 844 };
let server: RunningServer;
let browser: Browser;
let admin: ApiCaller;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the menu as GET /api/menu answers it
let menu: any;
let phone = 9812355000;
let riderId: number;
/** The order the English customer rated (the owner's check reads it). */
let ratedOrderId = 0;

test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  admin = await adminCaller(server);
  menu = await openStorefrontAllDay(server, admin);
  // No order waits "to confirm": the suite moves orders along as the kitchen would.
  await admin('PUT', '/api/admin/settings', { holdFirstOrder: false });
  riderId = (
    await admin('POST', '/api/admin/users', {
      role: 'delivery',
      name: 'Ramesh Rider',
      email: 'ramesh.rider@example.com',
      phone: '9876561888',
      password: 'rider-pass-123',
      vehicleNumber: 'UP70 CA 4321',
    })
  ).id;
}, 60_000);
const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const dishNamed = (name: string) => menu.dishes.find((d: { name: string }) => d.name === name);

interface Placed {
  orderId: string;
  trackingUrl: string;
  totalAmount: number;
}

async function place(items: Array<[string, number]>): Promise<Placed> {
  return apiCaller(server)('POST', '/api/orders', {
    customer: { name: 'Sunita Devi', phone: String(phone++) },
    fulfilment: 'delivery',
    villageId: menu.deliveryAreas[0].id,
    address: 'House 12, Pipal Tola',
    items: items.map(([name, quantity]) => ({ dishId: dishNamed(name).id, quantity })),
  });
}

/** The kitchen and the rider move the order on, one step at a time, as the admin may. */
async function moveTo(placed: Placed, status: string): Promise<void> {
  const id = Number(placed.orderId.slice(4));
  const flow = ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'];
  const now = (await admin('GET', `/api/admin/orders/${id}`)).status as string;
  for (const next of flow.slice(flow.indexOf(now) + 1, flow.indexOf(status) + 1)) {
    if (next === 'out_for_delivery') await admin('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: riderId });
    await admin('PUT', `/api/admin/orders/${id}`, { status: next });
  }
}

async function phonePage(locale = 'en-IN'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

const heading = (page: Page) => page.locator('main h1').textContent();

describe('the menu and the cart on a phone', () => {
  it('shows compact cards, then the cart bar instead of Call/WhatsApp; the checkout is never covered (en)', async () => {
    const { context, page, errors } = await phonePage();
    await page.goto(server.baseUrl + '/');
    await siteHydrated(page);
    await page.evaluate(() => localStorage.setItem('gaon-rasoi-lang', 'en'));

    // About a third of the screen per card, not a screen each.
    const cards = page.locator('#menu .dish-card');
    const heights = await cards.evaluateAll((els) => els.slice(0, 6).map((e) => e.getBoundingClientRect().height));
    for (const h of heights) expect(h).toBeLessThanOrEqual(PHONE.height * 0.36);
    // The Call/WhatsApp bar while the cart is empty; no cart bar.
    await expect(page.locator('.bottom-bar').isVisible()).resolves.toBe(true);
    expect(await page.locator('.cart-bar').count()).toBe(0);
    await page.locator('#menu').scrollIntoViewIfNeeded();
    await photograph(page, 'customer-menu-compact', { widths: [390, 375] });

    const thali = dishNamed('Village Thali');
    await page.locator('#menu').getByRole('button', { name: 'Add Village Thali to cart' }).first().click();
    await page.locator('#menu').getByRole('button', { name: 'One more Village Thali' }).first().click();
    const bar = page.getByRole('complementary', { name: 'Your cart' });
    const total = thali.price * 2 + menu.deliveryAreas[0].deliveryCharge;
    await expect.poll(() => bar.textContent()).toBe(`2 items · ${rupees(total)} · View cart`);
    await expect(page.locator('.bottom-bar').isVisible()).resolves.toBe(false);
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(PHONE.height + 1);
    await expectNoSeriousA11yViolations(page, 'the menu with the cart bar (en)');
    await page.screenshot({ path: 'screenshots/customer-cart-bar-en-390.png' });

    // The bar opens the cart.
    await bar.getByRole('button').click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.waitFor();
    await drawer
      .getByRole('link', { name: /Checkout|Place|Order/ })
      .first()
      .click();
    await page.waitForURL(/\/checkout$/);
    await page.locator('form.checkout-form').waitFor();
    // No cart bar on the checkout; the Call/WhatsApp bar sits at the end, over nothing.
    expect(await page.locator('.cart-bar').count()).toBe(0);
    await expect(page.locator('.bottom-bar').evaluate((e) => getComputedStyle(e).position)).resolves.toBe('static');
    const submit = page.getByRole('button', { name: /^Place order/ });
    await submit.scrollIntoViewIfNeeded();
    const covered = await submit.evaluate((button) => {
      const r = button.getBoundingClientRect();
      const atCentre = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !button.contains(atCentre);
    });
    expect(covered).toBe(false);
    await expectNoSeriousA11yViolations(page, 'the checkout on a phone (en)');
    await photograph(page, 'customer-checkout', { widths: [390] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the cart bar in Hindi', async () => {
    const { context, page, errors } = await phonePage('hi-IN');
    await page.goto(server.baseUrl + '/hi/');
    await siteHydrated(page);
    await page.locator('#menu').getByRole('button', { name: 'गाँव की थाली कार्ट में जोड़ें' }).first().click();
    await page.locator('#menu').getByRole('button', { name: 'गाँव की थाली एक और जोड़ें' }).first().click();
    const bar = page.getByRole('complementary', { name: 'आपका कार्ट' });
    await expect.poll(() => bar.textContent()).toMatch(/^2 चीज़ें · ₹[\d,]+\.\d{2} · कार्ट देखें$/);
    await expect(page.locator('.bottom-bar').isVisible()).resolves.toBe(false);
    await expectNoSeriousA11yViolations(page, 'the menu with the cart bar (hi)');
    await page.screenshot({ path: 'screenshots/customer-cart-bar-hi-390.png' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a returning customer', () => {
  it('sees the order on its way at home, the heading follow it, rates it once and orders again (en)', async () => {
    const { context, page, errors } = await phonePage();
    const first = await place([
      ['Village Thali', 1],
      ['Tandoori Roti', 4],
    ]);
    // This browser opens its tracking link: the site remembers the order here.
    await page.goto(server.baseUrl + first.trackingUrl);
    await page.locator('.cart-totals').waitFor();
    await expect(heading(page)).resolves.toBe('Thank you! Your order is placed');

    // Home: the order, its live status, a link to its page.
    await page.goto(server.baseUrl + '/');
    const active = page.locator('.active-order');
    await expect(active.textContent()).resolves.toBe(`Your order ${first.orderId} is on its way · Placed`);
    await moveTo(first, 'preparing');
    await page.reload();
    await expect(active.textContent()).resolves.toBe(`Your order ${first.orderId} is on its way · Being prepared`);
    expect(await active.locator('a').getAttribute('href')).toBe(first.trackingUrl);
    await expectNoSeriousA11yViolations(page, 'the home page with an order on its way');
    await page.screenshot({ path: 'screenshots/customer-home-on-its-way-390.png' });

    await moveTo(first, 'out_for_delivery');
    await active.locator('a').click();
    await page.waitForURL((url) => url.pathname === `/track/${first.orderId}`);
    await expect.poll(() => heading(page)).toBe('On its way');
    await moveTo(first, 'delivered');
    await page.reload();
    await expect.poll(() => heading(page)).toBe('Delivered — enjoy your meal');

    // The rating: a star and a line, once.
    const form = page.getByRole('form', { name: 'How was your meal?' });
    await form.getByRole('button', { name: 'Send rating' }).click();
    await form.getByRole('alert').filter({ hasText: 'Choose 1 to 5 stars.' }).waitFor();
    // A person taps the star itself; the radio under it is hidden. Tapping waits until nothing (the
    // sticky Call bar) covers it, which a forced check of the hidden radio did not.
    const star = form.getByRole('radio', { name: '4 stars' });
    await form.locator('label', { hasText: '4 stars' }).click();
    await expect.poll(() => star.isChecked()).toBe(true);
    await form.getByLabel('Anything to tell the kitchen? (optional)').fill('Rotis were soft and hot');
    await expectNoSeriousA11yViolations(page, 'the rating form (en)');
    await photograph(page, 'customer-rate-en', { widths: [390] });
    await form.getByRole('button', { name: 'Send rating' }).click();
    await page.getByText('You rated this order 4 of 5. Thank you!').waitFor();
    const id = Number(first.orderId.slice(4));
    ratedOrderId = id;
    expect((await admin('GET', `/api/admin/orders/${id}`)).rating).toMatchObject({
      stars: 4,
      feedback: 'Rotis were soft and hot',
    });
    await page.reload();
    await page.getByText('You rated this order 4 of 5. Thank you!').waitFor();
    expect(await page.getByRole('form', { name: 'How was your meal?' }).count()).toBe(0);

    // Home: nothing on its way any more.
    await page.goto(server.baseUrl + '/');
    await siteHydrated(page);
    expect(await page.locator('.active-order').count()).toBe(0);

    // Order again from the list of this phone's orders: the roti is sold out today, the thali costs more.
    const roti = dishNamed('Tandoori Roti');
    const thali = dishNamed('Village Thali');
    await admin('PUT', `/api/admin/menu-items/${roti.id}`, { available: false });
    await admin('PUT', `/api/admin/menu-items/${thali.id}`, { price: thali.price + 20 });
    try {
      const second = await place([['Village Thali', 1]]);
      await page.goto(server.baseUrl + second.trackingUrl);
      const list = page.getByRole('navigation', { name: 'Your orders on this phone' });
      await list.waitFor();
      await list.getByRole('button', { name: `Order again: ${first.orderId}` }).click();
      await list
        .getByRole('status')
        .filter({
          hasText:
            '1 dish added to your cart at today’s prices. Not added (sold out or no longer on the menu): Tandoori Roti.',
        })
        .waitFor();
      const bar = page.getByRole('complementary', { name: 'Your cart' });
      await expect
        .poll(() => bar.textContent())
        .toBe(`1 item · ${rupees(thali.price + 20 + menu.deliveryAreas[0].deliveryCharge)} · View cart`);
      await expectNoSeriousA11yViolations(page, 'the tracking page after Order again');
      await photograph(page, 'customer-order-again', { widths: [390] });
      await list.getByRole('button', { name: 'View cart' }).click();
      const drawer = page.getByRole('dialog', { name: 'Your cart' });
      await expect(drawer.locator('.cart-line').count()).resolves.toBe(1);
      await expect(drawer.locator('.cart-line').textContent()).resolves.toContain(rupees(thali.price + 20));
    } finally {
      await admin('PUT', `/api/admin/menu-items/${roti.id}`, { available: true });
      await admin('PUT', `/api/admin/menu-items/${thali.id}`, { price: thali.price });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows the order in Hindi: placed, on its way, delivered with the rating, cancelled', async () => {
    const { context, page, errors } = await phonePage('hi-IN');
    const order = await place([['Village Thali', 1]]);
    await page.goto(server.baseUrl + '/hi' + order.trackingUrl);
    await page.locator('.cart-totals').waitFor();
    await expect(heading(page)).resolves.toBe('धन्यवाद! आपका ऑर्डर हो गया है');
    await page.goto(server.baseUrl + '/hi/');
    await expect(page.locator('.active-order').textContent()).resolves.toBe(
      `आपका ऑर्डर ${order.orderId} रास्ते में है · ऑर्डर हो गया`,
    );
    await expectNoSeriousA11yViolations(page, 'the home page with an order on its way (hi)');
    await moveTo(order, 'out_for_delivery');
    await page.goto(server.baseUrl + '/hi' + order.trackingUrl);
    await expect.poll(() => heading(page)).toBe('रास्ते में है');
    await moveTo(order, 'delivered');
    await page.reload();
    await expect.poll(() => heading(page)).toBe('पहुँच गया — खाने का आनंद लें');
    const form = page.getByRole('form', { name: 'खाना कैसा लगा?' });
    // A person taps the star itself; the radio under it is hidden. Tapping waits until nothing (the
    // sticky Call bar) covers it, which a forced check of the hidden radio did not.
    const star = form.getByRole('radio', { name: '5 स्टार' });
    await form.locator('label', { hasText: '5 स्टार' }).click();
    await expect.poll(() => star.isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the rating form (hi)');
    await photograph(page, 'customer-rate-hi', { widths: [390] });
    await form.getByRole('button', { name: 'रेटिंग भेजें' }).click();
    await page.getByText('आपने इस ऑर्डर को 5 में से 5 दिए। धन्यवाद!').waitFor();

    const cancelled = await place([['Village Thali', 1]]);
    const token = new URL(cancelled.trackingUrl, server.baseUrl).searchParams.get('t');
    await apiCaller(server)('POST', `/api/track/${cancelled.orderId}/cancel?t=${token}`);
    await page.goto(server.baseUrl + '/hi' + cancelled.trackingUrl);
    await expect.poll(() => heading(page)).toBe('रद्द हो गया');
    expect(await page.getByRole('form', { name: 'खाना कैसा लगा?' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'a cancelled order (hi)');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the owner', () => {
  it("sees the customer's rating on the order's page and each dish's average in the restaurant's menu", async () => {
    expect(ratedOrderId).toBeGreaterThan(0);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await startAdminSession(server, context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/admin/orders/${ratedOrderId}`);
    await page.getByText('Customer rating').waitFor();
    await page.getByText('★★★★ 4/5 — “Rotis were soft and hot”').waitFor();
    await photograph(page, 'customer-admin-order-rating', { widths: [1280] });

    await page.goto(`${server.baseUrl}/admin/restaurants/${menu.kitchen.id}`);
    // The thali was rated twice (4 and 5 stars), the roti once (4).
    const thali = page.getByTestId('menu-line').filter({ hasText: 'Village Thali' });
    await expect.poll(() => thali.textContent()).toContain('★ 4.5 (2 ratings)');
    await expect(page.getByTestId('menu-line').filter({ hasText: 'Tandoori Roti' }).textContent()).resolves.toContain(
      '★ 4 (1 rating)',
    );
    await photograph(page, 'customer-admin-dish-ratings', { widths: [1280] });
    await context.close();
  });
});
