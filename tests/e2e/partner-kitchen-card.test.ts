/**
 * The kitchen's cards and the rider's day, in Hindi at 375 px, against the real server: the
 * card names the rider given a delivery order with a Call link; "All" lists new orders first,
 * then those in hand, delivered and cancelled last; a ready delivery order waits for its rider
 * (a ready pickup order is ready for pickup); dishes show their category in words; the Kitchen
 * tab says "Sales today" with two decimals; and the rider's delivered orders stay listed under
 * the orders for the whole day.
 */
import { describe, expect } from 'vitest';
import { apiCaller, openStorefrontAllDay, screenshotPath, type ApiCaller, STOREFRONT_VENDOR_EMAIL } from './harness';
import { PARTNER_PHONE as PHONE, test } from './fixtures';

const HINDI = { language: 'hi' } as const;

let admin: ApiCaller;
let vendor: ApiCaller;
let rider: { id: number; name: string; email: string; phone: string };
let riderApi: ApiCaller;
const placed: Record<'delivery' | 'pickup' | 'fresh' | 'cancelled', { id: number; orderId: string }> = {} as never;

// Orders placed from one address, as many as the setup needs.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server, partner, admin: adminSession }) => {
  admin = adminSession.call;
  const menu = await openStorefrontAllDay(server, admin);
  const area = menu.deliveryAreas[0];
  const dish = menu.dishes.find((d: { available: boolean }) => d.available);
  const quantity = Math.max(2, Math.ceil(area.minimumOrder / dish.price));
  let n = 0;
  const place = async (fulfilment: 'delivery' | 'pickup') => {
    const body = {
      customer: { name: 'Card Customer', phone: `98123${String(45000 + n++).padStart(5, '0')}` },
      fulfilment,
      items: [{ dishId: dish.id, quantity }],
      ...(fulfilment === 'delivery' ? { villageId: area.id, address: 'House 7, Pokhra Road' } : {}),
    };
    const o = await apiCaller(server)('POST', '/api/orders', body);
    return { id: Number(o.orderId.slice(4)), orderId: o.orderId as string };
  };
  placed.delivery = await place('delivery');
  placed.pickup = await place('pickup');
  placed.cancelled = await place('delivery');
  placed.fresh = await place('delivery');
  await admin('PUT', `/api/admin/orders/${placed.cancelled.id}`, { status: 'cancelled' });

  const riders = await admin('GET', '/api/admin/users?role=delivery&limit=50');
  rider = riders.find(
    (r: { status: string; approved?: boolean; phone?: string }) =>
      r.status === 'active' && r.approved !== false && r.phone,
  );
  riderApi = (await partner.signIn('delivery', rider.email)).call;
  vendor = (await partner.signIn('vendor', STOREFRONT_VENDOR_EMAIL)).call;
  for (const o of [placed.delivery, placed.pickup]) {
    await vendor('PUT', `/api/vendor/orders/${o.id}`, { status: 'accepted' });
    await vendor('PUT', `/api/vendor/orders/${o.id}`, { status: 'preparing' });
    await vendor('PUT', `/api/vendor/orders/${o.id}`, { ready: true });
  }
  await admin('PUT', `/api/admin/orders/${placed.delivery.id}`, { deliveryPersonId: rider.id });
});

/** new 0, in hand 1, finished 2: the All tab's order. */
const stage = (o: { status: string; upcoming: boolean }) =>
  o.status === 'placed' && !o.upcoming ? 0 : o.status === 'delivered' || o.status === 'cancelled' ? 2 : 1;

describe('the kitchen in Hindi at 375 px', () => {
  test('sees the rider of a delivery order, All by stage, ready marks that say who waits, categories in words and Sales today', async ({
    browser,
    partner,
  }) => {
    const page = await browser.newPage({ viewport: PHONE });
    page.setDefaultTimeout(15_000);
    await partner.login(page, 'vendor', STOREFRONT_VENDOR_EMAIL, HINDI);
    await page.getByTestId('kitchen-tab-all').click();

    // The rider given the order, with a Call link to their number.
    const card = page.getByRole('article', { name: placed.delivery.orderId });
    const riderLine = card.getByTestId('order-rider');
    await riderLine.getByText(rider.name).waitFor();
    expect(await riderLine.textContent()).toContain('राइडर:');
    const call = riderLine.getByRole('link', { name: `कॉल करें ${rider.phone}` });
    expect(await call.getAttribute('href')).toBe(`tel:${rider.phone.replace(/[^\d+]/g, '')}`);
    // Ready: the delivery order waits for its rider, the pickup order for its customer.
    expect(await card.getByTestId('ready-mark').textContent()).toBe('तैयार — राइडर का इंतज़ार');
    expect(
      await page.getByRole('article', { name: placed.pickup.orderId }).getByTestId('ready-mark').textContent(),
    ).toBe('पिकअप के लिए तैयार');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('partner-kitchen-card-rider-hi-375') });

    // All: new orders first, then those in hand, delivered and cancelled last (the server's order, shown as it is).
    const api = await vendor('GET', '/api/vendor/orders?sort=stage&order=asc&limit=20');
    const stages = api.map(stage);
    expect(stages).toEqual([...stages].sort((a, b) => a - b));
    expect(stages[0]).toBe(0);
    expect(stages.at(-1)).toBe(2);
    await page.getByRole('article', { name: api.at(-1).orderId }).waitFor();
    const shown = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(shown).toEqual(api.map((o: { orderId: string }) => o.orderId));
    expect(shown.indexOf(placed.fresh.orderId)).toBeLessThan(shown.indexOf(placed.delivery.orderId));
    expect(shown.indexOf(placed.delivery.orderId)).toBeLessThan(shown.indexOf(placed.cancelled.orderId));

    // The menu: "₹180.00 · थाली स्पेशल", never the category's id.
    await page.getByRole('link', { name: 'मेन्यू', exact: true }).click();
    const firstDish = page.getByText(/₹[\d,]+\.\d\d · /).first();
    await firstDish.waitFor();
    const dishes = await page.getByText(/₹[\d,]+\.\d\d · /).allTextContents();
    expect(dishes.some((d) => d.includes('थाली स्पेशल'))).toBe(true);
    for (const d of dishes) expect(d).not.toMatch(/· (thali|roti|sabji|dal|rice|dessert)$/);
    await page.screenshot({ path: screenshotPath('partner-kitchen-menu-categories-hi-375') });

    // The Kitchen tab: today's sales, two decimals.
    await page.getByRole('link', { name: 'किचन', exact: true }).click();
    const sales = page.getByLabel('आज की बिक्री');
    await sales.waitFor();
    await expect.poll(() => sales.textContent()).toMatch(/^₹[\d,]+\.\d\d$/);
    const summary = await vendor('GET', '/api/vendor/summary');
    expect((await sales.textContent())!.replace(/[₹,]/g, '')).toBe(summary.takings.toFixed(2));
    await page.screenshot({ path: screenshotPath('partner-kitchen-sales-hi-375') });
    await page.close();
  });
});

describe('the rider in Hindi at 375 px', () => {
  test('keeps the orders delivered today listed under the orders to do', async ({ browser, partner }) => {
    await riderApi('PUT', `/api/delivery/orders/${placed.delivery.id}`, { status: 'out_for_delivery' });
    await riderApi('PUT', `/api/delivery/orders/${placed.delivery.id}`, { status: 'delivered', collected: 'cash' });
    await admin('PUT', `/api/admin/users/${rider.id}`, { language: 'hi' });
    const page = await browser.newPage({ viewport: PHONE });
    page.setDefaultTimeout(15_000);
    await partner.login(page, 'delivery', rider.email, HINDI);
    const today = page.getByTestId('today-deliveries');
    await today.getByText(placed.delivery.orderId).waitFor();
    await page.getByRole('heading', { name: 'आज डिलीवर किए' }).waitFor();
    // Delivered: no longer among the cards to do, still in the day's list, with how it was paid.
    expect(await page.getByRole('article', { name: placed.delivery.orderId }).count()).toBe(0);
    expect(await today.locator('li', { hasText: placed.delivery.orderId }).getAttribute('data-payment')).toBe(
      'cashCollected',
    );
    await page.screenshot({ path: screenshotPath('partner-rider-delivered-today-hi-375'), fullPage: true });
    await page.close();
  });
});
