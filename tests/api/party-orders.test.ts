/**
 * Party orders through the API: a request on the site, the owner's quote, the customer's
 * acceptance and "I've paid" on the private link, the owner confirming the advance — and the
 * order for later it becomes, with the advance on its bill. The private link is a secret (404
 * without it, as tracking); the owner's limits for big days refuse a request at once (409 on
 * date); a quote past its validUntil reads as expired and cannot be accepted.
 *
 * "Now" is a fixed India time (only Date is faked, so the app's timers run).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminWithRole, caller, loginAsAdmin, makeApp, snapshot, storefront, type TestApp } from './helper';
import { restaurants } from '../../db/schema';
import { partyNoteIn, partyQuoteMoney } from '../../shared/party';

/** UTC ms of an India wall-clock time, "2026-03-10T12:05". */
const ist = (local: string) => Date.parse(`${local}:00.000+05:30`);
const now = (local: string) => vi.setSystemTime(ist(local));

let t: TestApp;
let adminToken: { token: string; at: number } | null = null;
/** The admin's calls, signed in again when the clock has moved past the token's hours (or back before it). */
async function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const at = Date.now();
  if (!adminToken || at < adminToken.at || at - adminToken.at > 6 * 3600_000)
    adminToken = { token: await loginAsAdmin(t.app), at };
  return caller(t.app, adminToken.token)(method, url, payload);
}
let shop: ReturnType<typeof storefront>;
let phoneCounter = 0;

/** Every request a new phone number. */
const request = (extra: Record<string, unknown> = {}) => ({
  name: 'Ramesh Yadav',
  phone: `97${String(10_000_000 + phoneCounter++).slice(-8)}`,
  date: '2026-03-21',
  guests: 120,
  villageId: shop.village.id,
  address: 'Panchayat bhawan, Janghai',
  notes: 'Wedding lunch, pure veg, no onion in the dal',
  ...extra,
});
const ask = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/party-requests', payload: body });
const view = (id: number, token?: string) =>
  t.app.inject({ url: `/api/party-requests/${id}${token === undefined ? '' : `?t=${encodeURIComponent(token)}`}` });
const customer = (method: 'POST', id: number, token: string, action: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/party-requests/${id}/${action}?t=${encodeURIComponent(token)}`,
    ...(payload ? { payload } : {}),
  });
const QUOTE = {
  perPlate: 250,
  items: [
    { name: 'Dal makhani' },
    { name: 'Puri', quantity: 4 },
    { name: 'Gulab jamun (extra, for the family)', quantity: 100, price: 10 },
  ],
  deliveryCharge: 500,
  advancePercent: 25,
  validUntil: '2026-03-15',
};

async function placed(extra: Record<string, unknown> = {}) {
  const res = await ask(request(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; token: string; privateUrl: string };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  now('2026-03-10T10:00');
  t = await makeApp();
  shop = storefront(t.database, { upiId: 'gaonrasoi@upi', upiName: 'Gaon Rasoi', opensAt: '11:00', closesAt: '23:00' });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('a party from request to order', () => {
  it('goes request → quote → accept → "I\'ve paid" → advance confirmed, and becomes an order for its day with the advance on its bill', async () => {
    now('2026-03-10T10:00');
    const { id, token, privateUrl } = await placed();
    expect(privateUrl).toBe(`/party/${id}?t=${encodeURIComponent(token)}`);
    // Only the secret's hash is kept.
    const stored = t.database.sqlite.prepare('select * from party_requests where id = ?').get(id) as Record<
      string,
      unknown
    >;
    expect(JSON.stringify(stored)).not.toContain(token);

    let seen = (await view(id, token)).json().data;
    expect(seen).toMatchObject({
      id,
      code: `PTY-${String(id).padStart(6, '0')}`,
      status: 'requested',
      guests: 120,
      date: '2026-03-21',
      villageName: shop.village.name,
      quote: null,
      order: null,
    });
    expect(seen.upiLink).toBeUndefined();
    // Without a time, the food is due at lunch, 1:00 PM India time, on the party's day.
    expect(seen.scheduledFor).toBe(new Date(ist('2026-03-21T13:00')).toISOString());

    // The owner sees it among the upcoming parties, by their day.
    const later = await placed({ date: '2026-03-25', guests: 40 });
    const list = await admin('GET', '/api/admin/party-requests?upcoming=true&sort=date&order=asc');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((p: { id: number }) => p.id)).toEqual([id, later.id]);
    expect(list.headers['x-total-count']).toBe('2');
    expect(
      (await admin('GET', '/api/admin/party-requests?date=2026-03-25')).json().data.map((p: { id: number }) => p.id),
    ).toEqual([later.id]);
    expect((await admin('GET', '/api/admin/party-requests?status=quoted')).json().total).toBe(0);

    // The quote: 120 plates at ₹250, 100 extra sweets at ₹10, ₹500 delivery; 25 % advance.
    const quoted = await admin('PUT', `/api/admin/party-requests/${id}`, { ...QUOTE, serveAt: '12:30' });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().data).toMatchObject({
      status: 'quoted',
      perPlate: 250,
      advancePercent: 25,
      serveAt: '12:30',
      quote: {
        subtotal: 31_000,
        deliveryCharge: 500,
        tax: 0,
        total: 31_500,
        advance: 7875,
        balance: 23_625,
        validUntil: new Date(ist('2026-03-16T00:00')).toISOString(),
      },
      privateUrl,
    });
    expect(quoted.json().data.quote.items).toEqual([
      { name: 'Dal makhani', quantity: null, price: null },
      { name: 'Puri', quantity: 4, price: null },
      { name: 'Gulab jamun (extra, for the family)', quantity: 100, price: 10 },
    ]);
    seen = (await view(id, token)).json().data;
    expect(seen).toMatchObject({
      status: 'quoted',
      quote: { total: 31_500, advance: 7875 },
      scheduledFor: new Date(ist('2026-03-21T12:30')).toISOString(),
    });
    expect(seen.upiLink).toBeUndefined();
    // Nothing to pay before accepting: no QR, no "I've paid".
    expect((await t.app.inject({ url: `/api/party-requests/${id}/upi-qr.png?t=${token}` })).statusCode).toBe(404);
    expect((await customer('POST', id, token, 'paid', {})).statusCode).toBe(409);

    now('2026-03-11T09:00');
    const accepted = await customer('POST', id, token, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const link = accepted.json().data.upiLink as string;
    expect(accepted.json().data.status).toBe('accepted');
    const params = new URL(link.replace('upi://', 'http://x/')).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      pa: 'gaonrasoi@upi',
      pn: 'Gaon Rasoi',
      am: '7875.00',
      cu: 'INR',
      tr: `PTY-${String(id).padStart(6, '0')}`,
    });
    const qr = await t.app.inject({ url: `/api/party-requests/${id}/upi-qr.png?t=${token}` });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Accepting twice is no change.
    expect((await customer('POST', id, token, 'accept')).json().data.status).toBe('accepted');

    const paid = await customer('POST', id, token, 'paid', { utr: '4012 3456 7890' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'accepted',
      customerUtr: '401234567890',
      customerPaidAt: new Date(ist('2026-03-11T09:00')).toISOString(),
    });
    expect((await customer('POST', id, token, 'paid', { utr: '12345' })).statusCode).toBe(400);

    now('2026-03-11T18:00');
    const confirmed = await admin('PUT', `/api/admin/party-requests/${id}`, { advancePaid: true, utr: '401234567890' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const party = confirmed.json().data;
    expect(party).toMatchObject({
      status: 'advance_paid',
      advanceUtr: '401234567890',
      advancePaidAt: new Date(ist('2026-03-11T18:00')).toISOString(),
    });
    expect(party.upiLink).toBeUndefined();
    expect(party.order).toMatchObject({
      status: 'placed',
      totalAmount: 31_500,
      advance: 7875,
      balanceDue: 23_625,
      scheduledFor: new Date(ist('2026-03-21T12:30')).toISOString(),
    });
    expect(confirmed.json().message).toBe(
      `Advance confirmed: order ${party.order.orderId} is made for the party's day.`,
    );

    // The advance counts on the day it came: the list of that day's advances has it, the day before's not.
    expect(
      (await admin('GET', '/api/admin/party-requests?advanceDate=2026-03-11'))
        .json()
        .data.map((p: { id: number }) => p.id),
    ).toEqual([id]);
    expect((await admin('GET', '/api/admin/party-requests?advanceDate=2026-03-10')).json().total).toBe(0);

    // The scheduled order: its lines, its time, the advance; it waits under "Later" until its kitchen is rung.
    const order = (await admin('GET', `/api/admin/orders/${party.order.id}`)).json().data;
    expect(order).toMatchObject({
      status: 'placed',
      scheduledFor: new Date(ist('2026-03-21T12:30')).toISOString(),
      ringAt: new Date(ist('2026-03-21T12:00')).toISOString(),
      upcoming: true,
      totalAmount: 31_500,
      subtotal: 31_000,
      deliveryCharge: 500,
      advance: 7875,
      partyRequestId: id,
      paymentMethod: 'cash',
      paymentStatus: 'cash_on_delivery',
      fulfilment: 'delivery',
      villageName: shop.village.name,
      customerInfo: { name: 'Ramesh Yadav' },
    });
    expect(order.items).toEqual([
      { name: 'Party plate', nameHi: 'पार्टी थाली', quantity: 120, price: 250 },
      { name: 'Gulab jamun (extra, for the family)', nameHi: null, quantity: 100, price: 10 },
    ]);
    expect(order.note).toContain('Each plate: Dal makhani, Puri ×4');
    // The apps in Hindi say the note's fixed words in Hindi.
    expect(partyNoteIn(order.note, 'hi')).toMatch(/^पार्टी PTY-\d{6}: 120 मेहमान\. हर थाली में: Dal makhani, Puri ×4/);
    expect(partyNoteIn(order.note, 'hi')).toContain('. ग्राहक की बात: Wedding lunch, pure veg, no onion in the dal');
    expect(partyNoteIn(order.note, 'en')).toBe(order.note);
    expect(order.note).toContain('no onion in the dal');

    // Its bill: the whole party, the advance received (its day and UTR) and the balance due.
    const bill = (await admin('GET', `/api/admin/orders/${party.order.id}/bill`)).json().data;
    expect(bill).toMatchObject({
      total: 31_500,
      advance: {
        amount: 7875,
        utr: '401234567890',
        partyCode: party.code,
        receivedAt: new Date(ist('2026-03-11T18:00')).toISOString(),
      },
      balanceDue: 23_625,
      payment: 'due_on_delivery',
    });
    const page = await t.app.inject({
      url: `/api/track/${party.order.orderId}/bill.html?t=${encodeURIComponent(token)}&lang=en`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Advance received');
    expect(page.body).toContain('₹7,875.00');
    expect(page.body).toContain('₹23,625.00');

    // The customer follows it from the private link, and the order's own tracking page opens with the same secret.
    seen = (await view(id, token)).json().data;
    expect(seen.order.trackingUrl).toBe(`/track/${party.order.orderId}?t=${encodeURIComponent(token)}`);
    const tracked = await t.app.inject({ url: `/api${seen.order.trackingUrl}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().data).toMatchObject({
      totalAmount: 31_500,
      scheduledFor: new Date(ist('2026-03-21T12:30')).toISOString(),
    });

    // Done once: a second confirmation, a new quote, a cancellation are refused.
    expect((await admin('PUT', `/api/admin/party-requests/${id}`, { advancePaid: true })).statusCode).toBe(409);
    expect((await admin('PUT', `/api/admin/party-requests/${id}`, { perPlate: 200 })).statusCode).toBe(409);
    expect((await admin('PUT', `/api/admin/party-requests/${id}`, { status: 'cancelled' })).statusCode).toBe(409);
  });

  it("lets one UTR pay one thing: an advance's UTR is refused for an order and another advance, and an order's for an advance", async () => {
    now('2026-03-10T12:00');
    const first = await placed({ date: '2026-03-28' });
    await admin('PUT', `/api/admin/party-requests/${first.id}`, QUOTE);
    expect(
      (await admin('PUT', `/api/admin/party-requests/${first.id}`, { advancePaid: true, utr: '555566667777' }))
        .statusCode,
    ).toBe(200);

    const second = await placed({ date: '2026-03-28' });
    await admin('PUT', `/api/admin/party-requests/${second.id}`, QUOTE);
    await customer('POST', second.id, second.token, 'accept');
    const again = await admin('PUT', `/api/admin/party-requests/${second.id}`, {
      advancePaid: true,
      utr: '555566667777',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.utr).toBe(
      `This UTR already paid the advance of PTY-${String(first.id).padStart(6, '0')}`,
    );
    expect((await customer('POST', second.id, second.token, 'paid', { utr: '555566667777' })).statusCode).toBe(409);

    // A UPI order confirmed with the advance's UTR, and an advance with an order's UTR.
    const upiOrder = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customer: { name: 'Sita', phone: '9876512345' },
        fulfilment: 'pickup',
        paymentMethod: 'upi',
        items: [{ dishId: shop.thali.id, quantity: 1 }],
      },
    });
    expect(upiOrder.statusCode, upiOrder.body).toBe(201);
    const orderId = Number(upiOrder.json().data.orderId.slice(4));
    const refused = await admin('PUT', `/api/admin/orders/${orderId}`, { paymentStatus: 'paid', utr: '555566667777' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.utr).toContain('advance of PTY-');
    expect(
      (await admin('PUT', `/api/admin/orders/${orderId}`, { paymentStatus: 'paid', utr: '888899990000' })).statusCode,
    ).toBe(200);
    expect(
      (await admin('PUT', `/api/admin/party-requests/${second.id}`, { advancePaid: true, utr: '888899990000' })).json()
        .errors.utr,
    ).toBe(`This UTR already paid order ${upiOrder.json().data.orderId}`);
    // Without a UTR the owner's word is enough.
    expect(
      (await admin('PUT', `/api/admin/party-requests/${second.id}`, { advancePaid: true })).json().data.status,
    ).toBe('advance_paid');
  });

  it("tells the owner's form the GST its kitchen adds on top, so the preview is the sum the customer is asked", async () => {
    now('2026-03-10T10:00');
    const set = (over: Partial<typeof restaurants.$inferInsert>) =>
      t.database.db.update(restaurants).set(over).where(eq(restaurants.id, shop.kitchen.id)).run();
    const { id } = await placed({ guests: 100 });
    const before = t.database.db
      .select({
        gstMode: restaurants.gstMode,
        gstin: restaurants.gstin,
        pricesIncludeTax: restaurants.pricesIncludeTax,
      })
      .from(restaurants)
      .where(eq(restaurants.id, shop.kitchen.id))
      .get()!;
    expect((await admin('GET', `/api/admin/party-requests/${id}`)).json().data.gstOnTopPercent).toBe(0);
    set({ gstMode: 'regular', gstin: '09AAACG1234F1Z5', pricesIncludeTax: false });
    try {
      expect((await admin('GET', `/api/admin/party-requests/${id}`)).json().data.gstOnTopPercent).toBe(5);
      const quote = { perPlate: 200, items: [], deliveryCharge: 0, advancePercent: 30, validUntil: '2026-03-15' };
      const quoted = (await admin('PUT', `/api/admin/party-requests/${id}`, quote)).json().data;
      // The form's preview adds it up the server's way: the same figures the customer is asked.
      const preview = partyQuoteMoney({ guests: 100, ...quote, gstOnTopPercent: quoted.gstOnTopPercent });
      expect(quoted.quote).toMatchObject({ subtotal: 20_000, tax: 1000, total: 21_000, advance: 6300 });
      expect([preview.totalPaise / 100, preview.advancePaise / 100]).toEqual([21_000, 6300]);
    } finally {
      set(before);
    }
  });

  it('takes a phone call written down by the owner, whose private link the owner sends', async () => {
    now('2026-03-10T10:00');
    const res = await admin(
      'POST',
      '/api/admin/party-requests',
      request({ name: 'Caller', villageId: null, address: null, time: '19:30', guests: 60 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const party = res.json().data;
    expect(party).toMatchObject({
      source: 'phone',
      status: 'requested',
      time: '19:30',
      scheduledFor: new Date(ist('2026-03-21T19:30')).toISOString(),
    });
    const token = new URL(party.privateUrl, 'http://x').searchParams.get('t')!;
    expect((await view(party.id, token)).json().data.name).toBe('Caller');
    // No place given: picked up from the kitchen.
    await admin('PUT', `/api/admin/party-requests/${party.id}`, {
      perPlate: 0,
      items: [{ name: 'Veg biryani (handi)', quantity: 6, price: 1500 }],
      advancePercent: 100,
      validUntil: '2026-03-20',
    });
    const done = (await admin('PUT', `/api/admin/party-requests/${party.id}`, { advancePaid: true })).json().data;
    const order = (await admin('GET', `/api/admin/orders/${done.order.id}`)).json().data;
    // Paid in full in advance: nothing left to collect.
    expect(order).toMatchObject({
      fulfilment: 'pickup',
      totalAmount: 9000,
      advance: 9000,
      paymentStatus: 'paid',
      scheduledFor: new Date(ist('2026-03-21T19:30')).toISOString(),
    });
    expect((await admin('GET', `/api/admin/orders/${done.order.id}/bill`)).json().data).toMatchObject({
      balanceDue: 0,
      payment: 'paid',
    });
  });
});

describe('the private link', () => {
  it('answers 404 without the right secret, exactly like a request that does not exist, and changes nothing', async () => {
    const { id, token } = await placed();
    const missing = (await view(999_999, token)).json();
    const kept = snapshot(t.database);
    for (const res of [
      await view(id),
      await view(id, ''),
      await view(id, 'wrong-secret'),
      await view(id, `${token}x`),
      await view(id + 1000, token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing);
    }
    for (const action of ['accept', 'paid'])
      expect((await customer('POST', id, 'wrong-secret', action, {})).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/party-requests/${id}/upi-qr.png?t=wrong` })).statusCode).toBe(404);
    expect(snapshot(t.database)).toEqual(kept);
    // A secret of another request opens nothing else.
    const other = await placed();
    expect((await view(id, other.token)).statusCode).toBe(404);
  });
});

describe('capacity for big days', () => {
  it('refuses a request for a blocked date or past the guest cap at once: a 409 naming date, nothing stored', async () => {
    now('2026-03-10T10:00');
    const manager = caller(t.app, await adminWithRole(t, 'restaurant_manager'));
    expect((await manager('PUT', '/api/admin/party-capacity', { guestsPerDay: 10 })).statusCode).toBe(403);
    const set = await admin('PUT', '/api/admin/party-capacity', {
      guestsPerDay: 200,
      blockedDates: [{ date: '2026-04-05', note: 'Sharma wedding, 800 guests' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({
      id: 1,
      guestsPerDay: 200,
      blockedDates: [{ date: '2026-04-05', note: 'Sharma wedding, 800 guests' }],
    });
    // The prank-order limits of the same settings row are untouched.
    expect((await admin('GET', '/api/admin/settings')).json().data).toMatchObject({
      holdFirstOrder: true,
      cashLimit: 1000,
      strikeLimit: 2,
    });

    const kept = snapshot(t.database);
    const blocked = await ask(request({ date: '2026-04-05', guests: 10 }));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({
      success: false,
      message: 'We take no more parties on 5 Apr 2026: please choose another date',
      errors: { date: 'We take no more parties on 5 Apr 2026: please choose another date' },
    });
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/party-requests',
      headers: { 'accept-language': 'hi' },
      payload: request({ date: '2026-04-05', guests: 10 }),
    });
    expect(hindi.json().errors.date).toBe('5 Apr 2026 को हम और पार्टी नहीं ले रहे: कोई दूसरी तारीख़ चुनें');
    expect(snapshot(t.database)).toEqual(kept);

    const first = await placed({ date: '2026-04-06', guests: 150 });
    const over = await ask(request({ date: '2026-04-06', guests: 60 }));
    expect(over.statusCode).toBe(409);
    expect(over.json().errors).toEqual({
      date: 'We can take only 50 more guests on 6 Apr 2026: choose fewer guests or another date',
    });
    expect((await ask(request({ date: '2026-04-06', guests: 50 }))).statusCode).toBe(201);
    const full = await admin('POST', '/api/admin/party-requests', request({ date: '2026-04-06', guests: 1 }));
    expect(full.statusCode).toBe(409);
    expect(full.json().errors.date).toBe('We are fully booked for parties on 6 Apr 2026: please choose another date');
    // A declined request gives its guests back; another day is not touched.
    expect(
      (
        await admin('PUT', `/api/admin/party-requests/${first.id}`, {
          status: 'declined',
          reason: 'Kitchen away that day',
        })
      ).json().data,
    ).toMatchObject({ status: 'declined', closedReason: 'Kitchen away that day' });
    expect((await ask(request({ date: '2026-04-06', guests: 150 }))).statusCode).toBe(201);
    expect((await ask(request({ date: '2026-04-07', guests: 200 }))).statusCode).toBe(201);

    // No cap and no blocked date any more.
    expect(
      (await admin('PUT', '/api/admin/party-capacity', { guestsPerDay: null, blockedDates: [] })).json().data,
    ).toEqual({ id: 1, guestsPerDay: null, blockedDates: [] });
    expect((await ask(request({ date: '2026-04-05', guests: 500 }))).statusCode).toBe(201);
  });
});

describe('an expired quote', () => {
  it('reads as expired once validUntil has passed, cannot be accepted or paid for, and is quoted again by the owner', async () => {
    now('2026-03-10T10:00');
    const { id, token } = await placed({ date: '2026-03-30' });
    expect(
      (await admin('PUT', `/api/admin/party-requests/${id}`, { ...QUOTE, validUntil: '2026-03-12' })).statusCode,
    ).toBe(200);
    now('2026-03-12T23:59');
    expect((await view(id, token)).json().data.status).toBe('quoted');
    now('2026-03-13T00:00');
    expect((await view(id, token)).json().data.status).toBe('expired');
    const kept = snapshot(t.database);
    const late = await customer('POST', id, token, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This quote expired on 12 Mar 2026: ask us for a new one');
    expect((await admin('PUT', `/api/admin/party-requests/${id}`, { advancePaid: true })).statusCode).toBe(409);
    expect(snapshot(t.database)).toEqual(kept);
    const listed = (await admin('GET', '/api/admin/party-requests?status=expired'))
      .json()
      .data.map((p: { id: number }) => p.id);
    expect(listed).toContain(id);
    expect(
      (await admin('GET', '/api/admin/party-requests?status=quoted')).json().data.map((p: { id: number }) => p.id),
    ).not.toContain(id);

    // A new quote (only its validUntil changes: the rest is the last quote's).
    const again = await admin('PUT', `/api/admin/party-requests/${id}`, { validUntil: '2026-03-20' });
    expect(again.json().data).toMatchObject({ status: 'quoted', perPlate: 250, quote: { total: 31_500 } });
    expect((await customer('POST', id, token, 'accept')).json().data.status).toBe('accepted');
  });
});

describe('bad input', () => {
  it('refuses a past date, too many guests, a bad phone or time with a 400 naming each field, storing nothing', async () => {
    now('2026-03-10T10:00');
    const kept = snapshot(t.database);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ date: '2026-03-10' }, 'date', 'Choose a date from tomorrow on'],
      [{ date: '2026-02-30' }, 'date', 'Date must be a day, YYYY-MM-DD'],
      [{ date: '2027-04-01' }, 'date', 'Choose a date within the next year'],
      [{ phone: '12345' }, 'phone', 'Phone must be 10 digits'],
      [{ phone: '1234567890' }, 'phone', 'Phone must be a mobile number starting with 6, 7, 8 or 9'],
      [{ name: '\u200b' }, 'name', 'Name is required'],
      [{ time: '25:00' }, 'time', 'Time must be HH:MM, e.g. 13:30'],
      [{ villageId: 999_999 }, 'villageId', 'We do not know this village: write it in the address'],
    ];
    for (const [change, field, message] of cases) {
      const res = await ask(request(change));
      expect({ change, status: res.statusCode, error: res.json().errors?.[field] }).toEqual({
        change,
        status: 400,
        error: message,
      });
    }
    for (const guests of [0, -3, 2001, 1.5]) expect((await ask(request({ guests }))).statusCode).toBe(400);
    expect(snapshot(t.database)).toEqual(kept);
  });

  it('refuses a quote without its required parts, a validUntil after the party, and mixed steps', async () => {
    now('2026-03-10T10:00');
    const { id } = await placed({ date: '2026-03-22' });
    const kept = snapshot(t.database);
    const put = (body: Record<string, unknown>) => admin('PUT', `/api/admin/party-requests/${id}`, body);
    expect((await put({ perPlate: 200 })).json().errors).toMatchObject({
      advancePercent: expect.any(String),
      validUntil: expect.any(String),
    });
    expect((await put({ ...QUOTE, validUntil: '2026-03-23' })).json().errors.validUntil).toBe(
      "validUntil must be on or before the party's day (22 Mar 2026)",
    );
    expect((await put({ ...QUOTE, validUntil: 'soon' })).statusCode).toBe(400);
    expect((await put({ ...QUOTE, perPlate: 0, items: [] })).json().errors.perPlate).toBe(
      'A quote needs a price per plate or a line with a price',
    );
    expect((await put({ ...QUOTE, advancePercent: 120 })).statusCode).toBe(400);
    expect((await put({ advancePaid: true, guests: 20 })).statusCode).toBe(400);
    expect((await put({ status: 'declined', perPlate: 10 })).statusCode).toBe(400);
    expect((await put({ advancePaid: true })).json().message).toBe(
      'Send a quote first: there is no advance to confirm',
    );
    expect((await put({})).statusCode).toBe(400);
    expect(snapshot(t.database)).toEqual(kept);
  });
});
