/**
 * A live event is applied to the lists on screen without fetching them again: a kitchen phone
 * (375 px) that sees 10 orders arrive and accepts them, and the admin's live desk that sees an
 * order arrive, ask for no order list while they do (the event carries the order, and
 * shared/orderLists.ts says where it goes). Every event of the evening rush used to fetch each
 * list on screen again, on a phone on 2G. The requests counted are printed for the notes.
 */
import { describe, expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { STOREFRONT_VENDOR_EMAIL } from './harness';
import { test, type Api } from './fixtures';

interface Menu {
  kitchen: { id: number };
  dishes: Array<{ id: number; price: number; available: boolean }>;
  deliveryAreas: Array<{ id: number; minimumOrder: number }>;
}

const ORDERS = 10;

// Ten orders from one address in a moment.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

let menu: Menu;

test.beforeAll(async ({ api, admin }) => {
  menu = (await api<Menu>('/menu')).body.data;
  // The storefront takes orders whatever the clock says.
  const open = await admin.api(`/admin/restaurants/${menu.kitchen.id}`, {
    method: 'PUT',
    body: JSON.stringify({ opensAt: '00:00', closesAt: '24:00', isActive: true }),
  });
  expect(open.status).toBe(200);
});

/** An order placed on the site for the storefront kitchen; answers its code (ORD-…). */
async function placeOnSite(api: Api, n: number): Promise<string> {
  const dish = menu.dishes.find((d) => d.available)!;
  const area = menu.deliveryAreas[0]!;
  const res = await api<{ orderId: string }>('/orders', {
    method: 'POST',
    body: JSON.stringify({
      customer: { name: `Rush ${n}`, phone: `98123${String(40000 + n).padStart(5, '0')}` },
      fulfilment: 'delivery',
      villageId: area.id,
      address: `House ${n}, Mandir Gali`,
      items: [{ dishId: dish.id, quantity: Math.max(1, Math.ceil(area.minimumOrder / dish.price)) }],
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.orderId;
}

/** Every request the page makes from now on, as "METHOD /path?query". */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

/** The GETs of an order list (not of one order): `/api/<who>/orders?…`. */
const listFetches = (requests: string[], who: string) =>
  requests.filter((r) => r.startsWith(`GET /api/${who}/orders?`));
/** Of those, the counts: a list asked for one order, whose total is all a screen reads (the new-order banner). */
const isCount = (request: string) => /[?&]limit=1(&|$)/.test(request);

describe('live events change the lists on screen without fetching them again', () => {
  test('a kitchen phone: 10 orders arrive and are accepted with no order list fetched again', async ({
    api,
    partner,
  }) => {
    const page = await partner.open('vendor', STOREFRONT_VENDOR_EMAIL, { language: 'en' });
    await page.locator('main article').first().waitFor();
    await page.getByText('● Live').waitFor();
    const requests = recordRequests(page);

    const codes: string[] = [];
    for (let n = 1; n <= ORDERS; n++) codes.push(await placeOnSite(api, n));
    for (const code of codes) await page.getByRole('article', { name: code }).waitFor();
    const arrived = [...requests];

    for (const code of codes) {
      const card = page.getByRole('article', { name: code });
      await card.getByRole('button', { name: 'Accept', exact: true }).click();
      await card.getByRole('button', { name: 'Accept', exact: true }).waitFor({ state: 'detached' });
    }
    // One more order after the last acceptance: once it shows, every event before it has been applied.
    await page.getByRole('article', { name: await placeOnSite(api, ORDERS + 1) }).waitFor();

    console.log(
      `kitchen phone, ${ORDERS} orders arriving: ${arrived.length} requests (${listFetches(arrived, 'vendor').length} order lists); ` +
        `arriving and accepted: ${requests.length} requests (${listFetches(requests, 'vendor').length} order lists)\n  ` +
        requests.join('\n  '),
    );
    const fetched = listFetches(requests, 'vendor');
    expect(fetched.filter((r) => !isCount(r))).toEqual([]);
    // A banner's count may be asked again when the order it showed is accepted and others wait (once, not per event).
    expect(fetched.filter(isCount).length).toBeLessThanOrEqual(2);
    await page.close();
  });

  test('the admin live desk: an order arriving shows at the top without the list fetched again', async ({
    api,
    admin,
  }) => {
    const page = await admin.open('/admin/orders');
    await page.getByTestId('order-row').first().waitFor();
    await page.getByTestId('live-indicator').and(page.locator('[data-status="live"]')).waitFor();
    const requests = recordRequests(page);

    for (const n of [21, 22]) {
      const code = await placeOnSite(api, n);
      await page.getByTestId('order-row').filter({ hasText: code }).getByTestId('new-mark').waitFor();
      expect(await page.getByTestId('order-row').first().textContent()).toContain(code);
    }

    console.log(`admin live desk, 2 orders arriving: ${requests.length} requests\n  ${requests.join('\n  ')}`);
    expect(listFetches(requests, 'admin')).toEqual([]);
    await page.close();
  });
});
