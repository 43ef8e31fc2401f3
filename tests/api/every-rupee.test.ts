/**
 * Money where features meet, read from the ledger: a party's advance (owed back when its order is
 * cancelled, never a rider's cash, on the evening's screens), the customer's cancel of a paid
 * order, a rider's UPI at the door ("to check"), hand-overs recorded once and voided, and one UTR
 * paying one thing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate } from '../../shared/indiaTime';
import { eventsBetween, lastEventId } from '../../db/orderEvents';
import { balanceLine, paymentKey, paymentLabel } from '../../admin/orders/labels';
import { i18nProvider } from '../../admin/i18n';
import { bearer, caller, loginAsAdmin, makeApp, partnerAccount, storefront, type TestApp } from './helper';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let adminToken: string;
let shop: ReturnType<typeof storefront>;
let phones = 0;
const DAY_MS = 86_400_000;
const code = (id: number) => `ORD-${String(id).padStart(6, '0')}`;
const paise = (rupees: number) => Math.round(rupees * 100);

/** A party of 10 plates at ₹100 (₹1,000), 30 % advance (₹300) paid by UPI with `utr` and confirmed: its order and private token. */
async function confirmedParty(utr: string) {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/party-requests',
    payload: {
      name: 'Meena Devi',
      phone: `96${String(10_000_000 + phones++).slice(-8)}`,
      date: istDate(Date.now() + 20 * DAY_MS),
      guests: 10,
      villageId: shop.village.id,
      address: 'Panchayat bhawan',
    },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const { id, token } = asked.json().data as { id: number; token: string };
  const quoted = await admin('PUT', `/api/admin/party-requests/${id}`, {
    perPlate: 100,
    items: [],
    deliveryCharge: 0,
    advancePercent: 30,
    validUntil: istDate(Date.now() + 10 * DAY_MS),
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const paid = await admin('PUT', `/api/admin/party-requests/${id}`, { advancePaid: true, utr });
  expect(paid.statusCode, paid.body).toBe(200);
  const party = (await admin('GET', `/api/admin/party-requests/${id}`)).json().data;
  return { partyId: id, token, orderId: party.order.id as number, total: party.order.totalAmount as number };
}

async function rider(name: string) {
  const me = await partnerAccount(t.app, 'delivery', name);
  return { id: me.id, call: caller(t.app, me.token) };
}

/** The admin gives the order to the rider, who picks it up and delivers it with `body`. */
async function deliveredBy(r: Awaited<ReturnType<typeof rider>>, orderId: number, body: Record<string, unknown>) {
  for (const step of ['accept', 'prepare'])
    expect((await admin('POST', `/api/admin/orders/${orderId}/${step}`)).statusCode).toBe(200);
  expect((await admin('POST', `/api/admin/orders/${orderId}/assign`, { riderId: r.id })).statusCode).toBe(200);
  expect((await r.call('POST', `/api/delivery/orders/${orderId}/pick-up`)).statusCode).toBe(200);
  const done = await r.call('POST', `/api/delivery/orders/${orderId}/deliver`, body);
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data;
}

const cashDay = async () => (await admin('GET', '/api/admin/cash')).json().data;

beforeAll(async () => {
  t = await makeApp();
  adminToken = await loginAsAdmin(t.app);
  admin = caller(t.app, adminToken);
  shop = storefront(t.database, { upiId: 'gaonrasoi@upi', upiName: 'Gaon Rasoi', opensAt: '00:00', closesAt: '24:00' });
});
afterAll(() => t.close());

describe('every rupee is a row', () => {
  it('a party cancelled after its advance owes the advance back: refund due on the order, the dashboard and the party, and the refund is recorded', async () => {
    const { partyId, orderId } = await confirmedParty('410000000001');
    const before = (await admin('GET', '/api/admin/dashboard')).json().data.today.refundsDue;
    expect(
      (await admin('POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'Wedding postponed' })).statusCode,
    ).toBe(200);

    expect((await admin('GET', `/api/admin/orders/${orderId}`)).json().data).toMatchObject({
      status: 'cancelled',
      paid: 300,
      refundStatus: 'due',
      refundDue: 300,
    });
    expect((await admin('GET', '/api/admin/dashboard')).json().data.today.refundsDue).toEqual({
      count: before.count + 1,
      amount: before.amount + 300,
    });
    expect((await admin('GET', `/api/admin/party-requests/${partyId}`)).json().data).toMatchObject({
      status: 'cancelled',
      order: { refundStatus: 'due', refundDue: 300 },
    });

    const eventsBefore = lastEventId(t.database);
    const refund = await admin('POST', `/api/admin/orders/${orderId}/refund`, { method: 'upi', utr: '510000000001' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data).toMatchObject({ refundStatus: 'refunded', refundDue: 0, refundUtr: '510000000001' });
    // The refund changes no column the order had ("paid" stays paid), yet every open screen must hear of it.
    expect(
      eventsBetween(t.database, eventsBefore, lastEventId(t.database)).map((e) => [e.type, e.orderId]),
    ).toContainEqual(['order.updated', orderId]);
  });

  it("refuses the customer's cancel of an order with money paid: call the restaurant, in English and Hindi", async () => {
    const { orderId, token } = await confirmedParty('410000000002');
    const url = `/api/track/${code(orderId)}/cancel?t=${encodeURIComponent(token)}`;
    const english = await t.app.inject({ method: 'POST', url });
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe('This order is paid: call the restaurant to cancel it and get your money back');
    const hindi = await t.app.inject({ method: 'POST', url, headers: { 'accept-language': 'hi' } });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toBe('इस ऑर्डर का भुगतान हो चुका है: रद्द करने और पैसे वापस पाने के लिए रसोई को फ़ोन करें');
    expect((await admin('GET', `/api/admin/orders/${orderId}`)).json().data.status).toBe('placed');
  });

  it('the day close and the rider’s Today count only the cash the rider took: an advance paid by UPI is UPI', async () => {
    const { orderId } = await confirmedParty('410000000003');
    const ravi = await rider('Ravi Advance');
    const order = await deliveredBy(ravi, orderId, { collected: 'cash' });
    expect(order).toMatchObject({ paid: 1000, balanceDue: 0, paymentStatus: 'paid' });
    expect((await ravi.call('GET', '/api/delivery/summary')).json().data).toMatchObject({
      cashCollected: 700,
      stillOwed: 700,
    });
    const mine = (await cashDay()).riders.find((r: { riderId: number }) => r.riderId === ravi.id);
    expect(mine).toMatchObject({ cashCollected: 700, difference: 700 });
  });

  it('a hand-over sent twice with one Idempotency-Key is recorded once; one recorded by mistake is voided, kept, and the day close shows both', async () => {
    const sonu = await rider('Sonu Handover');
    const send = (amount: number, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/cash/handovers',
        headers: { ...bearer(adminToken), 'idempotency-key': key },
        payload: { riderId: sonu.id, amount },
      });
    const first = await send(500, 'handover-tap-0001');
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(500, 'handover-tap-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await send(400, 'handover-tap-0001')).statusCode).toBe(409);
    const mistake = await send(500, 'handover-tap-0002');
    expect(mistake.statusCode).toBe(201);

    const voided = await admin('POST', `/api/admin/cash/handovers/${mistake.json().data.id}/void`);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({ voidedAt: expect.any(String), voidedByName: expect.any(String) });
    expect((await admin('POST', `/api/admin/cash/handovers/${mistake.json().data.id}/void`)).statusCode).toBe(409);

    const day = await cashDay();
    expect(day.riders.find((r: { riderId: number }) => r.riderId === sonu.id)).toMatchObject({ handedOver: 500 });
    const sonus = day.handovers.filter((h: { riderId: number }) => h.riderId === sonu.id);
    expect(sonus.map((h: { amount: number; voidedAt: string | null }) => [h.amount, h.voidedAt !== null])).toEqual([
      [500, false],
      [500, true],
    ]);
  });

  it('"I\'ve paid" refuses a UTR that already paid a party\'s advance', async () => {
    await confirmedParty('410000000005');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customer: { name: 'Sunita Devi', phone: '9811000123' },
        fulfilment: 'delivery',
        villageId: shop.village.id,
        address: 'House 12',
        items: [{ dishId: shop.thali.id, quantity: 1 }],
        paymentMethod: 'upi',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId, trackingUrl } = placed.json().data as { orderId: string; trackingUrl: string };
    const token = new URL(trackingUrl, 'http://x').searchParams.get('t')!;
    const told = await t.app.inject({
      method: 'POST',
      url: `/api/track/${orderId}/paid?t=${token}`,
      payload: { utr: '410000000005' },
    });
    expect(told.statusCode).toBe(409);
    expect(told.json().errors).toHaveProperty('utr');
  });

  it("a rider's UPI at the door is to check until the kitchen or owner sees it, and the day close lists it beside their cash", async () => {
    const { orderId } = await confirmedParty('410000000006');
    const mohan = await rider('Mohan Door');
    const order = await deliveredBy(mohan, orderId, { collected: 'upi', utr: '610000000006' });
    expect(order).toMatchObject({ paymentStatus: 'awaiting_upi', paid: 300, balanceDue: 700 });
    expect((await cashDay()).riders.find((r: { riderId: number }) => r.riderId === mohan.id)).toMatchObject({
      cashCollected: 0,
      upiToCheck: 700,
    });
    const seen = await admin('POST', `/api/admin/orders/${orderId}/payment`, {});
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ paymentStatus: 'paid', paid: 1000, balanceDue: 0, utr: '610000000006' });
    expect((await cashDay()).riders.find((r: { riderId: number }) => r.riderId === mohan.id)).toMatchObject({
      upiToCheck: 0,
    });
  });

  it("today's party advance is on the dashboard, the day close and the CSV", async () => {
    const before = (await admin('GET', '/api/admin/dashboard')).json().data.today.advances;
    const { orderId } = await confirmedParty('410000000007');
    expect((await admin('GET', '/api/admin/dashboard')).json().data.today.advances).toEqual({
      count: before.count + 1,
      amount: before.amount + 300,
    });
    expect((await cashDay()).advances).toMatchObject({ count: before.count + 1, amount: before.amount + 300 });
    const csv = (await admin('GET', '/api/admin/orders/export')).body;
    const line = csv.split('\r\n').find((l) => l.startsWith(code(orderId)))!;
    expect(line).toContain('Advance UPI 300.00 UTR 410000000007');
    expect(line).toContain('Balance due 700.00');
  });

  it('the rider takes part cash and part UPI; lines that pay more or less than the balance, or credit without a khata, are refused and write nothing', async () => {
    const { orderId } = await confirmedParty('410000000008');
    const asha = await rider('Asha Split');
    for (const step of ['accept', 'prepare']) await admin('POST', `/api/admin/orders/${orderId}/${step}`);
    await admin('POST', `/api/admin/orders/${orderId}/assign`, { riderId: asha.id });
    await asha.call('POST', `/api/delivery/orders/${orderId}/pick-up`);
    const deliver = (payments: unknown) => asha.call('POST', `/api/delivery/orders/${orderId}/deliver`, { payments });
    const over = await deliver([{ method: 'cash', amount: 701 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toHaveProperty('payments');
    expect((await deliver([{ method: 'cash', amount: 699 }])).statusCode).toBe(400);
    const noKhata = await deliver([{ method: 'credit', amount: 700 }]);
    expect(noKhata.statusCode).toBe(409);
    expect(noKhata.json().errors).toHaveProperty('khata');
    expect((await admin('GET', `/api/admin/orders/${orderId}`)).json().data).toMatchObject({
      status: 'out_for_delivery',
      balanceDue: 700,
    });

    const split = await deliver([
      { method: 'cash', amount: 450 },
      { method: 'upi', amount: 250, utr: '810000000008' },
    ]);
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json().data).toMatchObject({ status: 'delivered', paid: 750, balanceDue: 250 });
    const rows = (await admin('GET', `/api/admin/orders/${orderId}/payments`)).json().data;
    expect(
      rows.map((r: { method: string; amount: number; checkedAt: string | null }) => [
        r.method,
        r.amount,
        r.checkedAt === null,
      ]),
    ).toEqual([
      ['upi', 300, false],
      ['cash', 450, true],
      ['upi', 250, true],
    ]);
    expect((await asha.call('GET', '/api/delivery/summary')).json().data.cashCollected).toBe(450);
  });

  it('Daily Order says refunded, not "UPI — paid", on a refunded order', () => {
    expect(
      paymentKey({ paymentMethod: 'upi', paymentStatus: 'paid', status: 'cancelled', refundStatus: 'refunded' }),
    ).toBe('refunded');
    expect(paymentKey({ paymentMethod: 'upi', paymentStatus: 'paid', status: 'cancelled', refundStatus: 'due' })).toBe(
      'refundDue',
    );
  });

  it('the CSV and the admin’s label say what the rows say: a split "Cash + UPI", a khata bill "Khata", a refunded party "Refunded"', async () => {
    const label = (order: object) => paymentLabel(order, i18nProvider.translate);
    const split = await confirmedParty('410000000020');
    const sonu = await rider('Sonu Split');
    await deliveredBy(sonu, split.orderId, { payments: [{ method: 'cash', amount: 700 }] });

    const onKhata = await confirmedParty('410000000021');
    const phone = (await admin('GET', `/api/admin/orders/${onKhata.orderId}`)).json().data.customerInfo.phone;
    expect((await admin('PUT', `/api/admin/khata/${phone}`, { limit: 5000 })).statusCode).toBe(201);
    await deliveredBy(sonu, onKhata.orderId, { payments: [{ method: 'credit', amount: 700 }] });

    const refunded = await confirmedParty('410000000022');
    await admin('POST', `/api/admin/orders/${refunded.orderId}/cancel`, { reason: 'Wedding postponed' });
    await admin('POST', `/api/admin/orders/${refunded.orderId}/refund`, { method: 'upi', utr: '510000000022' });

    const order = async (id: number) => (await admin('GET', `/api/admin/orders/${id}`)).json().data;
    expect(label(await order(split.orderId))).toBe('Cash + UPI');
    const khataBill = await order(onKhata.orderId);
    expect(khataBill.paidWith).toEqual(['upi', 'credit']);
    expect(label(khataBill)).toBe('UPI + Khata');
    const back = await order(refunded.orderId);
    expect(back).toMatchObject({ paymentStatus: 'paid', refundStatus: 'refunded', refundDue: 0 });
    expect(label(back)).toBe('Refunded');

    const csv = (await admin('GET', '/api/admin/orders/export')).body.split('\r\n');
    const lineOf = (id: number) => csv.find((l) => l.startsWith(code(id)))!;
    expect(lineOf(split.orderId)).toContain(',Cash + UPI,');
    expect(lineOf(onKhata.orderId)).toContain(',UPI + Khata,');
    expect(lineOf(refunded.orderId)).toContain(',Refunded,');
    expect(csv.join('\n')).not.toContain('Cash on delivery — paid');
  });
});

describe('the money screens read the rows', () => {
  const adminLabel = (order: object) => paymentLabel(order, i18nProvider.translate);
  const csvLine = async (id: number) =>
    (await admin('GET', '/api/admin/orders/export')).body.split('\r\n').find((l) => l.startsWith(code(id)))!;

  it('the order list shows a party with its advance paid as part paid, with what is paid and due; delivered with UPI at the door it reads "UPI — paid"', async () => {
    const { orderId } = await confirmedParty('410000000030');
    const listed = (await admin('GET', `/api/admin/orders?q=${code(orderId)}`)).json().data[0];
    expect(listed).toMatchObject({ paymentMethod: 'cash', paid: 300, balanceDue: 700, paidWith: ['upi'] });
    expect(adminLabel(listed)).toBe('Part paid (UPI)');
    expect(balanceLine(listed, i18nProvider.translate, (n) => `₹${n}`)).toBe('₹300 paid · ₹700 due');
    expect(await csvLine(orderId)).toContain(',"Part paid (UPI), balance due 700.00",');

    const gita = await rider('Gita Door');
    await deliveredBy(gita, orderId, { collected: 'upi', utr: '610000000030' });
    expect((await admin('POST', `/api/admin/orders/${orderId}/payment`, {})).statusCode).toBe(200);
    const paid = (await admin('GET', `/api/admin/orders/${orderId}`)).json().data;
    expect(paid).toMatchObject({ paid: 1000, balanceDue: 0, paidWith: ['upi'] });
    expect(adminLabel(paid)).toBe('UPI — paid');
    expect(balanceLine(paid, i18nProvider.translate, String)).toBe('');
    expect(await csvLine(orderId)).toContain(',UPI — paid (UTR 610000000030),');
  });

  it("Daily Order lists the day's party advances, and its money received is the dashboard's and the day close's", async () => {
    const { partyId, orderId } = await confirmedParty('410000000031');
    const today = istDate(Date.now());
    const daily = (
      await admin('GET', `/api/admin/orders?date=${today}&restaurantId=${shop.kitchen.id}&limit=500`)
    ).json();
    expect(daily.advances).toContainEqual(
      expect.objectContaining({
        id: orderId,
        orderId: code(orderId),
        partyRequestId: partyId,
        partyCode: `PTY-${String(partyId).padStart(6, '0')}`,
        method: 'upi',
        amount: 300,
        utr: '410000000031',
        checked: true,
      }),
    );
    // The party is weeks away: its order is not today's, its advance is today's money.
    expect(daily.data.map((o: { id: number }) => o.id)).not.toContain(orderId);
    const dashboard = (await admin('GET', '/api/admin/dashboard')).json().data.today;
    const close = await cashDay();
    // Every order of this file is the storefront's: its Daily Order holds all the day's money.
    expect(daily.received).toEqual(dashboard.received);
    expect(close.received).toEqual(dashboard.received);
    expect(paise(dashboard.received.upi)).toBeGreaterThanOrEqual(paise(dashboard.advances.amount));
  });

  it('the bills register says how each bill was paid, what was paid and given back; its CSV adds them up', async () => {
    const kept = await confirmedParty('410000000032');
    const back = await confirmedParty('410000000033');
    await admin('POST', `/api/admin/orders/${back.orderId}/cancel`, { reason: 'Wedding postponed' });
    expect(
      (await admin('POST', `/api/admin/orders/${back.orderId}/refund`, { method: 'upi', utr: '510000000033' }))
        .statusCode,
    ).toBe(200);
    const url = `/api/admin/bills?restaurantId=${shop.kitchen.id}`;
    const register = (await admin('GET', url)).json().data as Array<Record<string, unknown>>;
    const bill = (id: number) => register.find((b) => b.orderId === code(id));
    expect(bill(kept.orderId)).toMatchObject({ status: 'issued', paidWith: ['upi'], paid: 300, refunded: 0 });
    expect(bill(back.orderId)).toMatchObject({ status: 'cancelled', paidWith: ['upi'], paid: 0, refunded: 300 });

    const csv = (await admin('GET', `${url}&format=csv`)).body.replace(/^\uFEFF/, '').split('\r\n');
    const header = csv[0]!.split(',');
    expect(header.slice(header.indexOf('Total'))).toEqual(['Total', 'Paid With', 'Paid', 'Refunded', 'Restaurant']);
    const cell = (line: string, name: string) => line.split(',')[header.indexOf(name)];
    const keptLine = csv.find((l) => l.includes(code(kept.orderId)))!;
    expect([cell(keptLine, 'Paid With'), cell(keptLine, 'Paid'), cell(keptLine, 'Refunded')]).toEqual([
      'UPI',
      '300.00',
      '0.00',
    ]);
    const totals = csv.find((l) => l.startsWith('Total,'))!;
    const sum = (key: 'paid' | 'refunded') =>
      (register.reduce((s, b) => s + paise(b[key] as number), 0) / 100).toFixed(2);
    expect([cell(totals, 'Paid'), cell(totals, 'Refunded')]).toEqual([sum('paid'), sum('refunded')]);
  });
});
