/**
 * One India day with every kind of money, against the real server and the apps: cash on
 * delivery; UPI at checkout ("I've paid", then checked by the kitchen); UPI at the door (the
 * rider in the partner app, to check until the kitchen sees it); a split at the door (cash + UPI);
 * a party with an advance, cancelled and refunded by the owner on the order's page; a party
 * delivered with its balance; a bill on a khata and its settlement; a hand-over tapped twice (one
 * row) and a real duplicate voided. The figures every screen should show are worked out once
 * here, from the steps as walked (integers of paise), and each screen's answer is held to them:
 * the dashboard, Daily Order, the day close, each rider's Today, the GST summary, the bills
 * register, the orders CSV, the khata and the day's UPI statement. The demo data has money of its
 * own today, so each sum is compared as what this day added to it. The money screens are
 * photographed at 375 px in Hindi (screenshots/money-day-*.png).
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openStorefrontAllDay, photograph, screenshotPath, still } from './harness';
import { test, type Admin, type Api } from './fixtures';
import { istDate } from '../../shared/indiaTime';

/** Rupees in an answer as whole paise: every comparison is between integers. */
const paise = (rupees: number | string) => Math.round(Number(rupees) * 100);
const hiRupees = (p: number) =>
  new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(p / 100);

interface Rider {
  id: number;
  name: string;
  email: string;
  api: Api;
}
interface Placed {
  id: number;
  orderId: string;
  total: number;
  trackingUrl: string;
}

/** Every movement of money the day made, as walked. */
const day = {
  /** Cash each rider took at the door. */
  riderCash: new Map<number, number>(),
  /** Orders delivered today: their totals, and how they were paid. */
  delivered: [] as Array<{ order: Placed; cash: number; upi: number; credit: number; tomorrow?: boolean }>,
  /** UTRs received (paise) and sent back. */
  upiIn: new Map<string, number>(),
  upiOut: new Map<string, number>(),
};
const addCash = (rider: Rider, amount: number) =>
  day.riderCash.set(rider.id, (day.riderCash.get(rider.id) ?? 0) + amount);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen's answer, read field by field
type Any = any;
let admin: Admin;
let today: string;
let riderA: Rider;
let riderB: Rider;
let village: number;
let dishId: number;
let phone = 0;
const before: Record<string, Any> = {};

async function ok<T = Any>(answer: Promise<{ status: number; body: { data: T } }>, what: string, status = 200) {
  const a = await answer;
  expect(a.status, `${what}: ${JSON.stringify(a.body)}`).toBe(status);
  return a.body.data;
}
const post = (api: Api, path: string, body: object = {}, headers: Record<string, string> = {}) =>
  api(path, { method: 'POST', body: JSON.stringify(body), headers });
const put = (api: Api, path: string, body: object) => api(path, { method: 'PUT', body: JSON.stringify(body) });

async function place(quantity: number, paymentMethod: 'cash' | 'upi', customerPhone?: string): Promise<Placed> {
  const data = await ok(
    post(
      admin.api,
      '/orders',
      {
        customer: { name: 'Sunita Devi', phone: customerPhone ?? `97${String(51_000_000 + phone++).padStart(8, '0')}` },
        fulfilment: 'delivery',
        villageId: village,
        address: 'House 12, Station Road',
        items: [{ dishId, quantity }],
        paymentMethod,
      },
      { 'Idempotency-Key': `money-day-${Date.now()}-${phone}` },
    ),
    'placed',
    201,
  );
  return {
    id: Number(data.orderId.replace(/\D/g, '')),
    orderId: data.orderId,
    total: paise(data.totalAmount),
    trackingUrl: data.trackingUrl,
  };
}

/** The kitchen accepts, the owner gives it to the rider, the rider picks it up. */
async function outWith(order: Placed, rider: Rider) {
  await ok(post(admin.api, `/admin/orders/${order.id}/accept`), `${order.orderId} accepted`);
  await ok(post(admin.api, `/admin/orders/${order.id}/assign`, { riderId: rider.id }), `${order.orderId} assigned`);
  await ok(post(rider.api, `/delivery/orders/${order.id}/pick-up`), `${order.orderId} picked up`);
}

/** A party the owner took on the phone for tomorrow, quoted and its advance seen by UPI: its order. */
async function party(name: string, guests: number, utr: string) {
  const request = await ok(
    post(admin.api, '/admin/party-requests', {
      name,
      phone: `98${String(61_000_000 + phone++).padStart(8, '0')}`,
      date: tomorrow,
      guests,
      villageId: village,
      address: 'Panchayat Bhawan',
    }),
    `${name}'s party`,
    201,
  );
  await ok(
    put(admin.api, `/admin/party-requests/${request.id}`, {
      perPlate: 180,
      items: [],
      deliveryCharge: 250,
      advancePercent: 30,
      validUntil: tomorrow,
    }),
    `${name}'s quote`,
  );
  const done = await ok(
    put(admin.api, `/admin/party-requests/${request.id}`, { advancePaid: true, utr }),
    `${name}'s advance`,
  );
  const order: Placed = {
    id: done.order.id,
    orderId: done.order.orderId,
    total: paise(done.order.totalAmount),
    trackingUrl: '',
  };
  const advance = paise(done.order.advance);
  expect(advance).toBeGreaterThan(0);
  expect(paise(done.order.balanceDue)).toBe(order.total - advance);
  day.upiIn.set(utr, advance);
  return { request: request.id as number, order, advance };
}

/** A CSV answer as objects by its header (quoted cells read as Excel would). */
function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  const [header, ...lines] = rows;
  return lines.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
}

/** Every figure the day moves, before it starts. */
async function figures() {
  return {
    dashboard: (await ok(admin.api('/admin/dashboard'), 'dashboard')).today,
    daily: (await admin.api(`/admin/orders?date=${today}&limit=200`)).body,
    dailyTomorrow: (await admin.api(`/admin/orders?date=${tomorrow}&limit=200`)).body,
    cash: await ok(admin.api(`/admin/cash?date=${today}`), 'cash'),
    gst: await ok(admin.api(`/admin/reports/gst?month=${today.slice(0, 7)}`), 'gst'),
    summaryA: await ok(riderA.api('/delivery/summary'), 'summary A'),
    summaryB: await ok(riderB.api('/delivery/summary'), 'summary B'),
    upi: await ok(admin.api(`/admin/payments/upi-statement?date=${today}`), 'UPI statement'),
  };
}

// Orders placed from one address, as many as the day needs.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server, admin: session, partner }) => {
  admin = session;
  adminBase = server.baseUrl;
  today = istDate(Date.now());
  tomorrow = istDate(Date.now() + 86_400_000);
  const menu = await openStorefrontAllDay(server, admin.call);
  await admin.call('PUT', `/api/admin/restaurants/${menu.kitchen.id}`, {
    upiId: 'gaonrasoi@okaxis',
    upiName: 'Gaon Rasoi',
  });
  await admin.call('PUT', '/api/admin/settings', { holdFirstOrder: false });
  village = menu.deliveryAreas[0].id;
  kitchenName = menu.kitchen.name;
  kitchenId = menu.kitchen.id;
  dishId = menu.dishes.find((d: { available: boolean }) => d.available).id;
  const riders = (await ok(admin.api('/admin/users?role=delivery&limit=50'), 'riders')) as Array<{
    id: number;
    name: string;
    email: string;
    status: string;
    approved?: boolean;
  }>;
  const [a, b] = riders.filter((r) => r.status === 'active' && r.approved !== false);
  expect(b, 'two riders in the demo data').toBeDefined();
  // Rider B works in Hindi, as the app opens.
  await ok(put(admin.api, `/admin/users/${b!.id}`, { language: 'hi' }), 'rider B in Hindi');
  riderA = { ...a!, api: (await partner.signIn('delivery', a!.email)).api };
  riderB = { ...b!, api: (await partner.signIn('delivery', b!.email)).api };
  Object.assign(before, await figures());
}, 120_000);

let handoverVoided: number;
let khataPhone: string;
let khataOrder: Placed;
let adminBase: string;
let split: Placed;
let cancelledParty: Placed;
let tomorrow: string;
let kitchenName: string;
let kitchenId: number;

describe('a day with every kind of money', () => {
  test('cash on delivery', async () => {
    // 1. Cash on delivery: rider A takes the whole bill in cash.
    const cash = await place(2, 'cash');
    await outWith(cash, riderA);
    await ok(post(riderA.api, `/delivery/orders/${cash.id}/deliver`, { collected: 'cash' }), 'cash delivered');
    addCash(riderA, cash.total);
    day.delivered.push({ order: cash, cash: cash.total, upi: 0, credit: 0 });
  });

  test('UPI at checkout: "I\'ve paid" is to check until the kitchen sees the money', async ({ server }) => {
    // 2. UPI at checkout: the customer says "I've paid" with the UTR, the kitchen sees it arrive.
    const checkout = await place(1, 'upi');
    const track = new URL(checkout.trackingUrl, server.baseUrl);
    await ok(
      post(admin.api, `/track/${checkout.orderId}/paid?t=${track.searchParams.get('t')}`, { utr: '5101 0000 0001' }),
      "I've paid",
    );
    expect((await ok(admin.api(`/admin/orders/${checkout.id}`), 'checkout order')).paymentStatus).not.toBe('paid');
    await ok(post(admin.api, `/admin/orders/${checkout.id}/payment`, { utr: '510100000001' }), 'UPI checked');
    day.upiIn.set('510100000001', checkout.total);
    await outWith(checkout, riderA);
    await ok(post(riderA.api, `/delivery/orders/${checkout.id}/deliver`, {}), 'paid order delivered');
    day.delivered.push({ order: checkout, cash: 0, upi: checkout.total, credit: 0 });
  });

  test('UPI at the door: the rider says UPI in the partner app (Hindi), to check until the kitchen sees it', async ({
    partner,
  }) => {
    // 3. UPI at the door: rider B, in the partner app in Hindi, says UPI with its UTR.
    const door = await place(3, 'cash');
    await outWith(door, riderB);
    const phonePage = await partner.open('delivery', riderB.email, { language: 'hi' });
    const card = phonePage.getByRole('article', { name: door.orderId });
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: 'डिलीवर हो गया' }).click();
    const dialog = phonePage.getByRole('dialog');
    await dialog.getByText(`${hiRupees(door.total)} मिले — कैश या UPI?`).waitFor();
    await dialog.getByRole('button', { name: 'UPI से' }).click();
    await dialog.getByLabel('UTR (12 अंक, अगर दिखाया)').fill('5101 0000 0002');
    await still(phonePage);
    await photograph(phonePage, 'money-day-rider-upi-hi', { widths: [375] });
    await dialog.getByRole('button', { name: 'हाँ, मिल गया' }).click();
    await expect
      .poll(async () => (await ok(admin.api(`/admin/orders/${door.id}`), 'door order')).status, { timeout: 30_000 })
      .toBe('delivered');
    // The rider's word is UPI to check: on the day close beside his cash, until the kitchen sees it.
    const unchecked = (await ok(admin.api(`/admin/cash?date=${today}`), 'cash')).riders.find(
      (r: Any) => r.riderId === riderB.id,
    );
    const uncheckedBefore = before.cash.riders.find((r: Any) => r.riderId === riderB.id)?.upiToCheck ?? 0;
    expect(paise(unchecked.upiToCheck) - paise(uncheckedBefore)).toBe(door.total);
    await ok(post(admin.api, `/admin/orders/${door.id}/payment`, {}), 'UPI at the door checked');
    day.upiIn.set('510100000002', door.total);
    day.delivered.push({ order: door, cash: 0, upi: door.total, credit: 0 });
  });

  test('a split at the door: part cash, part UPI', async () => {
    // 4. A split at the door: part cash, the rest by UPI, to rider A; the kitchen checks the UPI.
    split = await place(4, 'cash');
    await outWith(split, riderA);
    const splitCash = 10_000;
    const splitUpi = split.total - splitCash;
    await ok(
      post(riderA.api, `/delivery/orders/${split.id}/deliver`, {
        payments: [
          { method: 'cash', amount: splitCash / 100 },
          { method: 'upi', amount: splitUpi / 100, utr: '510100000003' },
        ],
      }),
      'split delivered',
    );
    await ok(post(admin.api, `/admin/orders/${split.id}/payment`, {}), 'split UPI checked');
    addCash(riderA, splitCash);
    day.upiIn.set('510100000003', splitUpi);
    day.delivered.push({ order: split, cash: splitCash, upi: splitUpi, credit: 0 });
  });

  test("a party's advance, the party cancelled: the owner records the refund on the order's page", async ({
    server,
  }) => {
    // 5. A party with its advance, then cancelled: the owner gives the advance back on the order's page.
    const cancelled = await party('Meena', 30, '510100000004');
    cancelledParty = cancelled.order;
    await ok(
      post(admin.api, `/admin/orders/${cancelled.order.id}/cancel`, { reason: 'Wedding postponed' }),
      'party cancelled',
    );
    const owed = await ok(admin.api(`/admin/orders/${cancelled.order.id}`), 'cancelled party');
    expect({ refundStatus: owed.refundStatus, refundDue: paise(owed.refundDue) }).toEqual({
      refundStatus: 'due',
      refundDue: cancelled.advance,
    });
    const desk = await admin.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Kolkata' });
    const page = await desk.newPage();
    await page.goto(`${server.baseUrl}/admin/orders/${cancelled.order.id}`);
    const details = page.getByRole('dialog', { name: `Order Details — ${cancelled.order.orderId}` });
    await details.getByRole('button', { name: 'Record refund' }).click();
    const refund = page.getByRole('dialog', { name: `Record refund: ${cancelled.order.orderId}` });
    await refund.waitFor();
    await still(page);
    // The advance came by UPI, so it goes back by UPI.
    await refund.getByRole('radio', { name: 'By UPI' }).check();
    await refund.getByLabel('UTR (12 digits, optional)').fill('5101 0000 0005');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await refund.waitFor({ state: 'detached' });
    await details.getByTestId('refund-done').filter({ hasText: 'Refunded by UPI (UTR 510100000005)' }).waitFor();
    await desk.close();
    day.upiOut.set('510100000005', cancelled.advance);
    const partyView = await ok(admin.api(`/admin/party-requests/${cancelled.request}`), 'cancelled party request');
    expect(partyView.status).toBe('cancelled');
  });

  test('a party delivered with its balance in cash', async () => {
    // 6. A party delivered tomorrow's food today, its balance in cash to rider B.
    const served = await party('Kamla', 25, '510100000006');
    await outWith(served.order, riderB);
    await ok(post(riderB.api, `/delivery/orders/${served.order.id}/deliver`, { collected: 'cash' }), 'party delivered');
    addCash(riderB, served.order.total - served.advance);
    day.delivered.push({
      order: served.order,
      cash: served.order.total - served.advance,
      upi: served.advance,
      credit: 0,
      tomorrow: true,
    });
  });

  test('udhaar: a bill on the khata, then settled by UPI', async () => {
    // 7. Udhaar: the owner opens a khata, rider A puts the bill on it, the customer settles by UPI.
    khataPhone = '9876555123';
    await ok(put(admin.api, `/admin/khata/${khataPhone}`, { name: 'Ramesh Yadav', limit: 3000 }), 'khata opened', 201);
    khataOrder = await place(2, 'cash', khataPhone);
    await outWith(khataOrder, riderA);
    await ok(
      post(riderA.api, `/delivery/orders/${khataOrder.id}/deliver`, {
        payments: [{ method: 'credit', amount: khataOrder.total / 100 }],
      }),
      'bill on the khata',
    );
    day.delivered.push({ order: khataOrder, cash: 0, upi: 0, credit: khataOrder.total });
    const owedOnKhata = (await ok(admin.api('/admin/dashboard'), 'dashboard')).today.onKhata;
    expect(paise(owedOnKhata.amount) - paise(before.dashboard.onKhata.amount)).toBe(khataOrder.total);
    await ok(
      post(admin.api, `/admin/khata/${khataPhone}/payments`, {
        method: 'upi',
        amount: khataOrder.total / 100,
        utr: '510100000007',
      }),
      'khata settled',
      201,
    );
    day.upiIn.set('510100000007', khataOrder.total);
  });

  test('a hand-over tapped twice is one row; a real duplicate is voided', async () => {
    // 8. Rider A hands in his cash; the tap goes twice (one row), then a real duplicate is voided.
    const amountA = day.riderCash.get(riderA.id)! / 100;
    const key = `money-day-handover-${Date.now()}`;
    const first = await ok(
      post(admin.api, '/admin/cash/handovers', { riderId: riderA.id, amount: amountA }, { 'Idempotency-Key': key }),
      'hand-over',
      201,
    );
    const again = await ok(
      post(admin.api, '/admin/cash/handovers', { riderId: riderA.id, amount: amountA }, { 'Idempotency-Key': key }),
      'hand-over tapped again',
    );
    expect(again.id).toBe(first.id);
    const duplicate = await ok(
      post(
        admin.api,
        '/admin/cash/handovers',
        { riderId: riderA.id, amount: amountA },
        { 'Idempotency-Key': `${key}-2` },
      ),
      'a real duplicate',
      201,
    );
    expect(duplicate.id).not.toBe(first.id);
    // No screen voids a hand-over yet: the owner's call, as the Cash screen would make it.
    const voided = await ok(post(admin.api, `/admin/cash/handovers/${duplicate.id}/void`), 'duplicate voided');
    expect(voided.voidedAt).not.toBeNull();
    handoverVoided = duplicate.id;
  });

  // Daily Order, the dashboard and the CSV count an order on the day it is for: the party is tomorrow's.
  test("Daily Order: today's delivered orders by cash and UPI, nothing awaiting; the party on its own day", async () => {
    const now = (await admin.api(`/admin/orders?date=${today}&limit=200`)).body as Any;
    const was = before.daily;
    const sum = (key: 'cash' | 'upi' | 'credit' | 'total', forTomorrow = false) =>
      day.delivered
        .filter((d) => (d.tomorrow ?? false) === forTomorrow)
        .reduce((s, d) => s + (key === 'total' ? d.order.total : d[key]), 0);
    const party = (await admin.api(`/admin/orders?date=${tomorrow}&limit=200`)).body as Any;
    expect({
      totalAmount: paise(party.totalAmount) - paise(before.dailyTomorrow.totalAmount),
      cashAmount: paise(party.cashAmount) - paise(before.dailyTomorrow.cashAmount),
      upiAmount: paise(party.upiAmount) - paise(before.dailyTomorrow.upiAmount),
    }).toEqual({ totalAmount: sum('total', true), cashAmount: sum('cash', true), upiAmount: sum('upi', true) });
    expect({
      totalAmount: paise(now.totalAmount) - paise(was.totalAmount),
      cashAmount: paise(now.cashAmount) - paise(was.cashAmount),
      upiAmount: paise(now.upiAmount) - paise(was.upiAmount),
      upiAwaitingAmount: paise(now.upiAwaitingAmount) - paise(was.upiAwaitingAmount),
    }).toEqual({ totalAmount: sum('total'), cashAmount: sum('cash'), upiAmount: sum('upi'), upiAwaitingAmount: 0 });
  });

  test("the day close: each rider's cash and UPI to check, the hand-overs with the voided one, the day's advances", async () => {
    const now = await ok(admin.api(`/admin/cash?date=${today}`), 'cash');
    const of = (answer: Any, rider: Rider) =>
      answer.riders.find((r: Any) => r.riderId === rider.id) ?? {
        cashCollected: 0,
        handedOver: 0,
        difference: 0,
        upiToCheck: 0,
      };
    for (const rider of [riderA, riderB]) {
      const [n, w] = [of(now, rider), of(before.cash, rider)];
      const cash = day.riderCash.get(rider.id) ?? 0;
      const handed = rider === riderA ? cash : 0;
      expect(
        {
          cashCollected: paise(n.cashCollected) - paise(w.cashCollected),
          handedOver: paise(n.handedOver) - paise(w.handedOver),
          difference: paise(n.difference) - paise(w.difference),
          upiToCheck: paise(n.upiToCheck) - paise(w.upiToCheck),
        },
        rider.name,
      ).toEqual({ cashCollected: cash, handedOver: handed, difference: cash - handed, upiToCheck: 0 });
    }
    const mine = now.handovers.filter(
      (h: Any) => h.riderId === riderA.id && !before.cash.handovers.some((b: Any) => b.id === h.id),
    );
    expect(mine.map((h: Any) => [paise(h.amount), h.id === handoverVoided, h.voidedAt !== null])).toEqual(
      [
        [day.riderCash.get(riderA.id), false, false],
        [day.riderCash.get(riderA.id), true, true],
      ].sort((x, y) => Number(x[1]) - Number(y[1])),
    );
    expect(mine.find((h: Any) => h.id === handoverVoided).voidedByName).toBeTruthy();
    const advances = [...day.upiIn].filter(([utr]) => utr === '510100000004' || utr === '510100000006');
    expect({
      count: now.advances.count - before.cash.advances.count,
      amount: paise(now.advances.amount) - paise(before.cash.advances.amount),
      total: paise(now.total) - paise(before.cash.total),
    }).toEqual({
      count: 2,
      amount: advances.reduce((s, [, p]) => s + p, 0),
      total: [...day.riderCash.values()].reduce((s, p) => s + p, 0),
    });
  });

  test("each rider's Today: the cash they took, what they handed in, what they still owe", async () => {
    for (const [rider, was] of [
      [riderA, before.summaryA],
      [riderB, before.summaryB],
    ] as const) {
      const now = await ok(rider.api('/delivery/summary'), `${rider.name}'s summary`);
      const cash = day.riderCash.get(rider.id) ?? 0;
      const handed = rider === riderA ? cash : 0;
      expect(
        {
          cashCollected: paise(now.cashCollected) - paise(was.cashCollected),
          handedOver: paise(now.handedOver) - paise(was.handedOver),
          stillOwed: paise(now.stillOwed) - paise(was.stillOwed),
        },
        rider.name,
      ).toEqual({ cashCollected: cash, handedOver: handed, stillOwed: cash - handed });
    }
  });

  test('the GST summary and the bills register: every delivered bill, the cancelled party left out of the sums', async () => {
    const month = today.slice(0, 7);
    const now = await ok(admin.api(`/admin/reports/gst?month=${month}`), 'gst');
    const total = (rows: Any[]) => rows.reduce((s: number, r: Any) => s + paise(r.total), 0);
    const delivered = day.delivered.reduce((s, d) => s + d.order.total, 0);
    expect(total(now) - total(before.gst)).toBe(delivered);
    const bills = (await admin.api(`/admin/bills?from=${today}&to=${today}&limit=500`)).body.data as Any[];
    const mine = new Map(day.delivered.map((d) => [d.order.orderId, d]));
    const seen = bills.filter((b) => mine.has(b.orderId));
    expect(seen.map((b) => [b.orderId, paise(b.total), b.status]).sort()).toEqual(
      day.delivered.map((d) => [d.order.orderId, d.order.total, 'issued']).sort(),
    );
    expect(bills.find((b) => b.orderId === cancelledParty.orderId)?.status).toBe('cancelled');
  });

  test('the orders CSV: each order’s Payments lines add up to what it paid, the refund with its UTR, the totals row', async () => {
    const rows: Array<Record<string, string>> = [];
    for (const date of [today, tomorrow]) {
      const res = await fetch(`${adminBase}/api/admin/orders/export?date=${date}`, {
        headers: { Authorization: `Bearer ${admin.token}` },
      });
      expect(res.status).toBe(200);
      const file = parseCsv(await res.text());
      const totals = file.pop()!;
      expect(totals['Order ID']).toBe('Total');
      const notCancelled = file.filter((r) => r.Status !== 'Cancelled');
      expect(paise(totals.Total!), date).toBe(notCancelled.reduce((s, r) => s + paise(r.Total!), 0));
      rows.push(...file);
    }
    const byId = new Map(rows.map((r) => [r['Order ID'], r]));
    const net = (cell: string) =>
      cell
        .split('; ')
        .filter(Boolean)
        .reduce((s, line) => {
          const m = /^(Advance |Refund )?(Cash|UPI|Khata) (\d+\.\d\d)/.exec(line);
          return m ? s + (m[1] === 'Refund ' ? -1 : 1) * paise(m[3]!) : s;
        }, 0);
    for (const d of day.delivered) {
      const row = byId.get(d.order.orderId);
      expect(row, d.order.orderId).toBeDefined();
      expect(
        { total: paise(row!.Total!), paid: net(row!.Payments!), toCheck: /to check|Balance due/.test(row!.Payments!) },
        d.order.orderId,
      ).toEqual({
        total: d.order.total,
        paid: d.order.total,
        toCheck: false,
      });
    }
    expect(byId.get(split.orderId)!.Payments).toMatch(/^Cash 100\.00 by .+; UPI \d+\.\d\d UTR 510100000003 by /);
    expect(byId.get(khataOrder.orderId)!.Payments).toMatch(/^Khata \d+\.\d\d by /);
    const refunded = byId.get(cancelledParty.orderId);
    expect(refunded, 'the cancelled party').toBeDefined();
    expect(refunded!.Payments).toMatch(
      /^Advance UPI (\d+\.\d\d) UTR 510100000004 by .+; Refund UPI \1 UTR 510100000005 by /,
    );
    expect(refunded!.Payments).not.toMatch(/Refund due/);
  });

  test('the khata: nothing owed once settled, its last payment today, the statement both lines', async () => {
    const list = await ok(admin.api('/admin/khata'), 'khata list');
    const mine = list.find((k: Any) => k.phone === khataPhone);
    expect({ balance: paise(mine.balance), lastPaidToday: istDate(Date.parse(mine.lastPaidAt)) === today }).toEqual({
      balance: 0,
      lastPaidToday: true,
    });
    const statement = await ok(admin.api(`/admin/khata/${khataPhone}`), 'statement');
    expect(statement.entries.map((e: Any) => paise(e.balance))).toEqual([khataOrder.total, 0]);
  });

  test("the day's UPI statement: every UTR in and out, each checked", async () => {
    const now = await ok(admin.api(`/admin/payments/upi-statement?date=${today}`), 'UPI statement');
    const was = before.upi;
    const lines = (now.lines as Any[]).filter((l) => l.utr?.startsWith('5101'));
    const got = (kind: string) =>
      Object.fromEntries(lines.filter((l) => l.kind === kind).map((l) => [l.utr, paise(l.amount)]));
    expect({ in: got('payment'), out: got('refund') }).toEqual({
      in: Object.fromEntries(day.upiIn),
      out: Object.fromEntries(day.upiOut),
    });
    expect(lines.filter((l) => l.kind === 'payment' && l.checkedAt === null).map((l) => l.utr)).toEqual([]);
    const sum = (m: Map<string, number>) => [...m.values()].reduce((s, p) => s + p, 0);
    expect({
      received: paise(now.received) - paise(was.received),
      toCheck: paise(now.toCheck) - paise(was.toCheck),
      sentBack: paise(now.sentBack) - paise(was.sentBack),
    }).toEqual({ received: sum(day.upiIn), toCheck: 0, sentBack: sum(day.upiOut) });
  });

  test('the money screens at 375 px in Hindi agree with the day', async ({ server, partner }) => {
    const phoneDesk = await admin.newContext({ viewport: { width: 375, height: 812 }, timezoneId: 'Asia/Kolkata' });
    await phoneDesk.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('hi')));
    const page = await phoneDesk.newPage();
    const visit = async (path: string, name: string, ready: (p: Page) => Promise<unknown>) => {
      await page.goto(`${server.baseUrl}${path}`);
      await ready(page);
      await photograph(page, `money-day-${name}-hi`, { widths: [375] });
    };
    // A party for tomorrow, its advance in: the order list and its page say what is paid and what is due.
    const booked = await party('Sunita', 20, '510100000009');
    const cashNow = await ok(admin.api(`/admin/cash?date=${today}`), 'cash');
    const rowA = cashNow.riders.find((r: Any) => r.riderId === riderA.id);
    await visit('/admin/orders', 'orders', (p) =>
      p.getByTestId('order-card').filter({ hasText: booked.order.orderId }).getByTestId('order-balance').waitFor(),
    );
    const bookedCard = page.getByTestId('order-card').filter({ hasText: booked.order.orderId });
    expect(await bookedCard.getByTestId('order-payment').innerText()).toContain('आंशिक भुगतान (यूपीआई)');
    expect(await bookedCard.getByTestId('order-balance').innerText()).toBe(
      `${hiRupees(booked.advance)} मिले · ${hiRupees(booked.order.total - booked.advance)} बाकी`,
    );
    await page.goto(`${server.baseUrl}/admin/orders/${booked.order.id}`);
    const bookedPage = page.getByRole('dialog').first();
    await bookedPage.getByTestId('order-balance-due').waitFor();
    expect(await bookedPage.getByTestId('order-balance-due').innerText()).toBe(
      hiRupees(booked.order.total - booked.advance),
    );
    await bookedPage.evaluate((dialog) => dialog.querySelectorAll('*').forEach((el) => el.scrollTo?.(0, 100_000)));
    await still(page);
    await bookedPage.screenshot({ path: screenshotPath('money-day-part-paid-order-foot-hi-375') });
    const refundedFilter = encodeURIComponent(JSON.stringify({ refundStatus: 'refunded' }));
    await visit(`/admin/orders?filter=${refundedFilter}`, 'refunds', (p) =>
      p.getByTestId('order-card').filter({ hasText: cancelledParty.orderId }).waitFor(),
    );
    await visit('/admin', 'dashboard', (p) => p.getByTestId('today-refundsDue').waitFor());
    await visit('/admin/daily-order', 'daily-order', async (p) => {
      await p
        .getByRole('navigation')
        .getByRole('button', { name: new RegExp(kitchenName) })
        .first()
        .click();
      await p.getByTestId('daily-by-method').first().waitFor();
      await p.getByTestId('daily-advances').filter({ hasText: booked.order.orderId }).waitFor();
    });
    // The page says the kitchen's money received today as the API adds it up.
    const kitchenDay = (await admin.api(`/admin/orders?date=${today}&restaurantId=${kitchenId}&limit=1`)).body as Any;
    expect(await page.getByTestId('daily-received-split').innerText()).toBe(
      `कैश ${hiRupees(paise(kitchenDay.received.cash))}, UPI ${hiRupees(paise(kitchenDay.received.upi))}`,
    );
    await visit('/admin/cash', 'cash', (p) => p.getByText(riderA.name).first().waitFor());
    expect(await page.locator('body').innerText()).toContain(hiRupees(paise(rowA.cashCollected)));
    const gstRows = (await ok(admin.api(`/admin/reports/gst?month=${today.slice(0, 7)}`), 'gst')) as Any[];
    await visit(`/admin/gst?month=${today.slice(0, 7)}`, 'gst', (p) => p.getByTestId('gst-totals').waitFor());
    expect(await page.getByTestId('gst-totals').innerText()).toContain(
      hiRupees(gstRows.reduce((s: number, r: Any) => s + paise(r.total), 0)),
    );
    const register = (await ok(
      admin.api(`/admin/bills?restaurantId=${kitchenId}&from=${today}&to=${today}`),
      'bills',
    )) as Any[];
    await visit(`/admin/bills?restaurantId=${kitchenId}&from=${today}&to=${today}`, 'bills', (p) =>
      p.getByTestId('bill-card').filter({ hasText: khataOrder.orderId }).first().waitFor(),
    );
    const issued = register.filter((b) => b.status === 'issued').reduce((s: number, b: Any) => s + paise(b.total), 0);
    await expect.poll(() => page.getByTestId('bills-total').first().innerText()).toContain(hiRupees(issued));
    // The khata list: one line per khata at 375 px, under the screen's heading.
    await page.goto(`${server.baseUrl}/admin/khata`);
    await page.getByText('Ramesh Yadav').first().waitFor();
    await still(page);
    await page.screenshot({ path: screenshotPath('money-day-khata-hi-375'), fullPage: true });
    // The split order's page: its details are a dialog over the list, photographed on their own.
    await page.goto(`${server.baseUrl}/admin/orders/${split.id}`);
    const details = page.getByRole('dialog').first();
    await details.getByText(split.orderId).first().waitFor();
    await still(page);
    await details.screenshot({ path: screenshotPath('money-day-split-order-hi-375') });
    // Its money is at the foot of the dialog.
    await details.evaluate((dialog) => dialog.querySelectorAll('*').forEach((el) => el.scrollTo?.(0, 100_000)));
    await still(page);
    await details.screenshot({ path: screenshotPath('money-day-split-order-foot-hi-375') });
    await phoneDesk.close();

    const rider = await partner.open('delivery', riderB.email, { language: 'hi' });
    await rider.getByRole('link', { name: 'आज' }).click();
    const summary = await ok(riderB.api('/delivery/summary'), 'summary B');
    const cash = rider.getByLabel('वसूला गया कैश');
    await expect.poll(async () => (await cash.textContent()) ?? '').toBe(hiRupees(paise(summary.cashCollected)));
    await photograph(rider, 'money-day-rider-today-hi', { widths: [375] });
    await rider.close();
  }, 180_000);

  test('the dashboard: takings by method, nothing to check, no refund owed, nothing on khata', async () => {
    const now = (await ok(admin.api('/admin/dashboard'), 'dashboard')).today;
    const was = before.dashboard;
    const sum = (key: 'cash' | 'upi' | 'credit') =>
      day.delivered.filter((d) => !d.tomorrow).reduce((s, d) => s + d[key], 0);
    expect({
      cashTakings: paise(now.cashTakings) - paise(was.cashTakings),
      upiTakings: paise(now.upiTakings) - paise(was.upiTakings),
      upiAwaiting: paise(now.upiAwaiting) - paise(was.upiAwaiting),
      refundsDue: paise(now.refundsDue.amount) - paise(was.refundsDue.amount),
      onKhata: paise(now.onKhata.amount) - paise(was.onKhata.amount),
    }).toEqual({ cashTakings: sum('cash'), upiTakings: sum('upi'), upiAwaiting: 0, refundsDue: 0, onKhata: 0 });
    // The money received today, by the day it came (whatever day its order is for): every rider's cash, every
    // UPI of an order (the parties' advances too; the khata's settlement pays no order), the refund given back.
    const cashIn = [...day.riderCash.values()].reduce((s, p) => s + p, 0);
    const upiIn = [...day.upiIn].filter(([utr]) => utr !== '510100000007').reduce((s, [, p]) => s + p, 0);
    const upiOut = [...day.upiOut.values()].reduce((s, p) => s + p, 0);
    const added = (key: string) => paise(now.received[key]) - paise(was.received[key]);
    expect({
      cash: added('cash'),
      upi: added('upi'),
      upiToCheck: added('upiToCheck'),
      credit: added('credit'),
      refunded: added('refunded'),
    }).toEqual({ cash: cashIn, upi: upiIn, upiToCheck: 0, credit: khataOrder.total, refunded: upiOut });
    const close = await ok(admin.api(`/admin/cash?date=${today}`), 'cash');
    expect(close.received).toEqual(now.received);
  });
});
