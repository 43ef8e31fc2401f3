/**
 * The partner app on a village network, at 375 px: installable (manifest and service worker,
 * Chromium's own installability check), a second start with no network shows the orders the
 * phone last had with their age, and a Delivered tap made offline waits on the phone and is
 * sent once, as the order's deliver command, when the network returns — the server records one
 * change, and a replay of its Idempotency-Key changes nothing.
 */
import { describe, expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { apiCaller, openStorefrontAllDay, screenshotPath, type ApiCaller } from './harness';
import { PARTNER_PHONE as PHONE, test } from './fixtures';

let admin: ApiCaller;

// Orders placed from one address, as many as the tests need.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ admin: session }) => {
  admin = session.call;
});

describe('partner app offline', () => {
  test('installs, starts offline with the last orders and their age, and sends a Delivered tap made offline exactly once', async ({
    server,
    browser,
    partner,
  }) => {
    const menu = await openStorefrontAllDay(server, admin);
    const dish = menu.dishes.find((d: { available: boolean }) => d.available);
    const placed = await apiCaller(server)(
      'POST',
      '/api/orders',
      {
        customer: { name: 'Kamla Devi', phone: '9812345678' },
        fulfilment: 'delivery',
        villageId: menu.deliveryAreas[0].id,
        address: 'House 4, Mandir Road',
        items: [{ dishId: dish.id, quantity: 1 }],
      },
      { 'Idempotency-Key': `offline-e2e-${Date.now()}` },
    );
    const orders = await admin('GET', `/api/admin/orders?q=${placed.orderId}`);
    const orderId: number = orders.find((o: { orderId: string }) => o.orderId === placed.orderId).id;
    const riders = await admin('GET', '/api/admin/users?role=delivery&limit=50');
    const rider = riders.find((r: { status: string; approved?: boolean }) => r.status === 'active');
    await admin('PUT', `/api/admin/orders/${orderId}`, { status: 'accepted' });
    await admin('PUT', `/api/admin/orders/${orderId}`, { status: 'preparing', deliveryPersonId: rider.id });
    const { token: riderToken, call: riderApi } = await partner.signIn('delivery', rider.email);
    await riderApi('PUT', `/api/delivery/orders/${orderId}`, { status: 'out_for_delivery' });

    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await partner.login(page, 'delivery', rider.email, { language: 'en' });
    const card = page.getByRole('article', { name: placed.orderId });
    await card.waitFor({ timeout: 15_000 });

    // Installable: the manifest and an active service worker controlling the page, as Chromium itself judges.
    const manifest = await (await page.request.get(`${server.baseUrl}/partner/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ start_url: '/partner', display: 'standalone' });
    expect(manifest.name).toMatch(/गाँव रसोई/);
    expect(manifest.name).toMatch(/Gaon Rasoi/);
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // A Playwright context is an incognito profile, where Chrome never offers to install: that one reason aside, none.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

    // A second start with the network gone: the page from the service worker, the orders from the phone, with their age.
    await context.setOffline(true);
    await page.reload();
    await card.waitFor({ timeout: 10_000 });
    await page.screenshot({ path: screenshotPath('partner-offline-start') });
    // "No network" where the browser knows it is offline, "Could not reach the server" where it believes it is online (emulated offline keeps navigator.onLine true here).
    await page.getByText(/these are the orders this phone last had\. \(as of \d{1,2}:\d{2}\s?[ap]m\)/i).waitFor();
    expect(await page.getByText('● Live').count()).toBe(0);

    // Delivered, offline: the card moves at once and says it waits to be sent; the server has not heard of it.
    const sent: Array<{ key: string; body: string }> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(`/api/delivery/orders/${orderId}/deliver`))
        sent.push({ key: request.headers()['idempotency-key'], body: request.postData() ?? '' });
    });
    await card.getByRole('button', { name: 'Delivered' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, collected' }).click();
    // The Undo window (10 s) passes, then the tap is queued.
    await card.getByText('Waiting to send').waitFor({ timeout: 20_000 });
    await page.getByText(/1 tap waiting to send/).waitFor();
    await page.screenshot({ path: screenshotPath('partner-offline-queued') });
    await expectNoSeriousA11yViolations(page, 'partner app offline with a waiting tap');
    // The same screen in Hindi: the kept orders' age and the waiting tap in the partner's language.
    await page.getByRole('button', { name: 'हिंदी' }).click();
    await page.getByText(/\((सुबह|दोपहर|शाम|रात) \d{1,2}(:\d{2})? बजे तक के\)/).waitFor();
    await card.getByText('भेजना बाकी').waitFor();
    await page.screenshot({ path: screenshotPath('partner-offline-queued-hi') });
    await expectNoSeriousA11yViolations(page, 'partner app offline with a waiting tap, Hindi');
    await page.getByRole('button', { name: 'English' }).click();
    expect((await admin('GET', `/api/admin/orders/${orderId}`)).status).toBe('out_for_delivery');

    // The network returns: the tap goes out once, and the page says so.
    await context.setOffline(false);
    await page.getByText('1 waiting tap sent').waitFor({ timeout: 20_000 });
    await card.getByText('Waiting to send').waitFor({ state: 'detached' });
    const after = await admin('GET', `/api/admin/orders/${orderId}`);
    expect(after.status).toBe('delivered');
    expect(after.statusHistory.filter((step: { status: string }) => step.status === 'delivered')).toHaveLength(1);
    // The tap is the order's deliver command, every try of it under the one key it got when tapped.
    expect(new Set(sent.map((request) => request.key)).size).toBe(1);
    const [{ key, body }] = sent.slice(-1);
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // How the customer paid rides in the queued body, sent as it was tapped.
    expect(JSON.parse(body)).toEqual({ collected: expect.stringMatching(/^(cash|upi)$/) });

    // A replay of the same key and body: the same answer, nothing changes.
    const replay = await fetch(`${server.baseUrl}/api/delivery/orders/${orderId}/deliver`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${riderToken}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body,
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const again = await admin('GET', `/api/admin/orders/${orderId}`);
    expect(again.statusHistory).toEqual(after.statusHistory);
    await context.close();
  }, 120_000);

  test("revalidates an unchanged order list with the browser's own If-None-Match: a 304, no body", async ({
    browser,
    partner,
  }) => {
    const riders = await admin('GET', '/api/admin/users?role=delivery&limit=50');
    const rider = riders.find((r: { status: string }) => r.status === 'active');
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // What went over the wire (the extra-info events see the real status, where the page sees the cached 200).
    const lists: Array<{ status: number; ifNoneMatch?: string }> = [];
    const asked = new Map<string, string | undefined>();
    cdp.on('Network.requestWillBeSentExtraInfo', (event) =>
      asked.set(event.requestId, event.headers['if-none-match'] ?? event.headers['If-None-Match']),
    );
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      if (asked.has(event.requestId) || event.statusCode === 304)
        lists.push({ status: event.statusCode, ifNoneMatch: asked.get(event.requestId) });
    });
    const listRequests = new Set<string>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.includes('/api/delivery/orders?')) listRequests.add(event.requestId);
    });
    // A list the browser has read to the end, and so holds in its cache to revalidate.
    const listsRead = new Set<string>();
    cdp.on('Network.loadingFinished', (event) => {
      if (listRequests.has(event.requestId)) listsRead.add(event.requestId);
    });
    await partner.login(page, 'delivery', rider.email, { language: 'en' });
    await page.getByRole('link', { name: 'Today' }).waitFor();
    await expect.poll(() => listsRead.size, { timeout: 10_000 }).toBeGreaterThan(0);
    // Nothing changes on the server; the list is asked for again (a reload, as a phone coming back to the app).
    const before = listRequests.size;
    await page.reload();
    await expect.poll(() => listRequests.size, { timeout: 10_000 }).toBeGreaterThan(before);
    const again = [...listRequests].slice(before);
    await expect.poll(() => again.some((id) => asked.get(id)?.startsWith('W/"')), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => lists.some((entry) => entry.status === 304 && entry.ifNoneMatch?.startsWith('W/"')), {
        timeout: 10_000,
      })
      .toBe(true);
    await context.close();
  });
});
