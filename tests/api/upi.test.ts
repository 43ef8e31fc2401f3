/**
 * UPI without a gateway: the restaurant's UPI ID, an order paid by UPI gets the NPCI payment
 * link (byte for byte) and its QR code (decoded here with jsQR back to the very same link),
 * and the kitchen or an admin confirms the payment with its 12-digit UTR.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { caller, fixtures, loginAsAdmin, makeApp, partnerAccount, type TestApp } from './helper';
import { menuItems, restaurants } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { upiLink } from '../../shared/upi';
import { doorUpiLink } from '../../partner/rider/upiAtDoor';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let kitchen: { id: number };
let janghai: { id: number };
let thali: number;
let n = 0;

const order = (over: Record<string, unknown> = {}) => ({
  customer: { name: 'Sunita Devi', phone: `98${String(11_000_000 + n++).padStart(8, '0')}` },
  fulfilment: 'delivery',
  villageId: janghai.id,
  address: 'House 12',
  items: [{ dishId: thali, quantity: 2 }],
  paymentMethod: 'upi',
  ...over,
});
const place = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/orders', payload: body as object });
const tokenOf = (trackingUrl: string) => new URL(trackingUrl, 'http://x').searchParams.get('t')!;

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  const f = fixtures(t.database);
  janghai = f.village('Janghai');
  kitchen = f.restaurant('Gaon Rasoi Janghai', {
    villageId: janghai.id,
    isStorefront: true,
    opensAt: '00:00',
    closesAt: '24:00',
  });
  thali = t.database.db
    .insert(menuItems)
    .values({ restaurantId: kitchen.id, name: 'Village Thali', pricePaise: 18005, category: 'thali' })
    .returning()
    .get().id;
});
afterAll(() => t.close());

describe('the UPI link', () => {
  it('follows the NPCI linking spec byte for byte', () => {
    expect(
      upiLink({ upiId: 'gaonrasoi@okaxis', upiName: 'Gaon Rasoi & Co', amountPaise: 39010, orderCode: 'ORD-000464' }),
    ).toBe(
      'upi://pay?pa=gaonrasoi%40okaxis&pn=Gaon%20Rasoi%20%26%20Co&am=390.10&cu=INR&tr=ORD-000464&tn=Gaon%20Rasoi%20ORD-000464',
    );
    expect(upiLink({ upiId: 'a@b', upiName: 'X', amountPaise: 5, orderCode: 'ORD-000001' })).toContain('&am=0.05&');
  });
});

describe('paying by UPI', () => {
  it('is refused while the kitchen has no UPI ID', async () => {
    const res = await place(order());
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.paymentMethod).toMatch(/does not take UPI/);
  });

  it('the admin sets the UPI ID (a malformed one is refused)', async () => {
    expect((await admin('PUT', `/api/admin/restaurants/${kitchen.id}`, { upiId: 'not a vpa' })).statusCode).toBe(400);
    const res = await admin('PUT', `/api/admin/restaurants/${kitchen.id}`, {
      upiId: 'gaonrasoi@okaxis',
      upiName: 'Gaon Rasoi',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ upiId: 'gaonrasoi@okaxis', upiName: 'Gaon Rasoi' });
  });

  it('answers the link with the total and order number, and a QR code that decodes to the same link', async () => {
    const res = await place(order());
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data;
    // 2 × ₹180.05 + ₹30 delivery = ₹390.10
    const expected = `upi://pay?pa=gaonrasoi%40okaxis&pn=Gaon%20Rasoi&am=390.10&cu=INR&tr=${placed.orderId}&tn=Gaon%20Rasoi%20${placed.orderId}`;
    expect(placed).toMatchObject({
      paymentMethod: 'upi',
      paymentStatus: 'awaiting_upi',
      totalAmount: 390.1,
      upiLink: expected,
    });
    const token = tokenOf(placed.trackingUrl);
    const tracking = await t.app.inject({ method: 'GET', url: `/api/track/${placed.orderId}?t=${token}` });
    expect(tracking.json().data).toMatchObject({ paymentStatus: 'awaiting_upi', upiLink: expected });

    const qr = await t.app.inject({ method: 'GET', url: `/api/track/${placed.orderId}/upi-qr.png?t=${token}` });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(qr.rawPayload);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(expected);
    // The same secret as tracking: a wrong one sees nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/track/${placed.orderId}/upi-qr.png?t=wrong` })).statusCode,
    ).toBe(404);
  });

  it('the admin confirms it with a 12-digit UTR (anything else is refused), once', async () => {
    const placed = (await place(order())).json().data;
    const id = Number(placed.orderId.slice(4));
    const bad = await admin('PUT', `/api/admin/orders/${id}`, { paymentStatus: 'paid', utr: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.utr).toMatch(/12-digit/);
    const good = await admin('PUT', `/api/admin/orders/${id}`, { paymentStatus: 'paid', utr: '4321 0987 6543' });
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toMatchObject({ paymentStatus: 'paid', utr: '432109876543' });
    expect((await admin('PUT', `/api/admin/orders/${id}`, { paymentStatus: 'paid' })).statusCode).toBe(409);
    // Paid: no more link or QR for the customer.
    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/track/${placed.orderId}?t=${tokenOf(placed.trackingUrl)}`,
    });
    expect(tracking.json().data.paymentStatus).toBe('paid');
    expect(tracking.json().data).not.toHaveProperty('upiLink');
  });

  it("the kitchen confirms its own order's payment as received", async () => {
    const vendor = await partnerAccount(t.app, 'vendor');
    t.database.db.update(restaurants).set({ ownerId: vendor.id }).where(eq(restaurants.id, kitchen.id)).run();
    const placed = (await place(order())).json().data;
    const id = Number(placed.orderId.slice(4));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${id}`,
      headers: { authorization: `Bearer ${vendor.token}` },
      payload: { paymentStatus: 'paid' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ paymentStatus: 'paid', utr: null });
  });

  it('one UTR pays one order: a second order given the same UTR is refused with a 409 naming the first', async () => {
    const first = Number((await place(order())).json().data.orderId.slice(4));
    const second = Number((await place(order())).json().data.orderId.slice(4));
    expect(
      (await admin('PUT', `/api/admin/orders/${first}`, { paymentStatus: 'paid', utr: '555566667777' })).statusCode,
    ).toBe(200);
    const again = await admin('PUT', `/api/admin/orders/${second}`, { paymentStatus: 'paid', utr: '5555 6666 7777' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.utr).toBe(`This UTR already paid order ORD-${String(first).padStart(6, '0')}`);
    expect((await admin('GET', `/api/admin/orders/${second}`)).json().data).toMatchObject({
      paymentStatus: 'awaiting_upi',
      utr: null,
    });
    // The kitchen meets the same refusal, in Hindi when its app speaks Hindi.
    const vendor = await partnerAccount(t.app, 'vendor', 'UTR Kitchen');
    t.database.db.update(restaurants).set({ ownerId: vendor.id }).where(eq(restaurants.id, kitchen.id)).run();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${second}`,
      headers: { authorization: `Bearer ${vendor.token}`, 'accept-language': 'hi' },
      payload: { paymentStatus: 'paid', utr: '555566667777' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.utr).toContain(`ORD-${String(first).padStart(6, '0')}`);
    expect(res.json().errors.utr).toMatch(/UTR/);
  });

  it('the customer says "I\'ve paid" with the UTR they see: the kitchen is shown it, nothing is confirmed until it checks', async () => {
    const placed = (await place(order())).json().data;
    const id = Number(placed.orderId.slice(4));
    const url = (token: string) => `/api/track/${placed.orderId}/paid?t=${token}`;
    const told = await t.app.inject({
      method: 'POST',
      url: url(tokenOf(placed.trackingUrl)),
      payload: { utr: '4444 1111 2222' },
    });
    expect(told.statusCode, told.body).toBe(200);
    expect(told.json().data).toMatchObject({
      paymentStatus: 'awaiting_upi',
      customerUtr: '444411112222',
      customerPaidAt: expect.any(String),
    });
    // The kitchen and the admin see the customer's word beside the order, still awaiting.
    expect((await admin('GET', `/api/admin/orders/${id}`)).json().data).toMatchObject({
      paymentStatus: 'awaiting_upi',
      utr: null,
      customerUtr: '444411112222',
    });
    // Saying it again corrects the UTR; a malformed one or another's link changes nothing.
    const bad = await t.app.inject({ method: 'POST', url: url(tokenOf(placed.trackingUrl)), payload: { utr: '4444' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.utr).toBeTruthy();
    expect((await t.app.inject({ method: 'POST', url: url('not-the-token'), payload: {} })).statusCode).toBe(404);
    const corrected = await t.app.inject({
      method: 'POST',
      url: url(tokenOf(placed.trackingUrl)),
      payload: { utr: '444411113333' },
    });
    expect(corrected.json().data.customerUtr).toBe('444411113333');
    // A UTR that already paid another order is refused without naming that order.
    const paid = Number((await place(order())).json().data.orderId.slice(4));
    expect(
      (await admin('PUT', `/api/admin/orders/${paid}`, { paymentStatus: 'paid', utr: '321098765432' })).statusCode,
    ).toBe(200);
    const taken = await t.app.inject({
      method: 'POST',
      url: url(tokenOf(placed.trackingUrl)),
      payload: { utr: '321098765432' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.utr).not.toMatch(/ORD-/);
    // Confirmed with that UTR, the order is paid; telling it again is a 409.
    expect(
      (await admin('PUT', `/api/admin/orders/${id}`, { paymentStatus: 'paid', utr: '444411113333' })).json().data,
    ).toMatchObject({ paymentStatus: 'paid', utr: '444411113333' });
    const late = await t.app.inject({ method: 'POST', url: url(tokenOf(placed.trackingUrl)), payload: {} });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order is not waiting for a UPI payment');
  });

  it('a refused change confirms nothing: payment and a forbidden status in one request leave the order as it was', async () => {
    const id = Number((await place(order())).json().data.orderId.slice(4));
    const res = await admin('PUT', `/api/admin/orders/${id}`, {
      paymentStatus: 'paid',
      utr: '888877776666',
      status: 'out_for_delivery',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.status).toMatch(/Assign a delivery person/);
    expect((await admin('GET', `/api/admin/orders/${id}`)).json().data).toMatchObject({
      status: 'placed',
      paymentStatus: 'awaiting_upi',
      utr: null,
    });
    // The same payment with a move the policy allows is taken whole.
    const both = await admin('PUT', `/api/admin/orders/${id}`, {
      paymentStatus: 'paid',
      utr: '888877776666',
      status: 'accepted',
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data).toMatchObject({ status: 'accepted', paymentStatus: 'paid', utr: '888877776666' });
  });

  it('an order that costs nothing (a coupon for the whole bill) is paid the moment it is placed, with no ₹0 link', async () => {
    const coupon = await admin('POST', '/api/admin/coupons', {
      code: 'FREEMEAL',
      discount: 100,
      includesDelivery: true,
      validFrom: '2020-01-01',
      validTo: '2099-12-31',
      usageLimit: 5,
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const res = await place(order({ couponCode: 'freemeal' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ totalAmount: 0, paymentMethod: 'upi', paymentStatus: 'paid' });
    expect(res.json().data).not.toHaveProperty('upiLink');
    expect(res.json().message).toBe('Order placed. Nothing to pay.');
  });

  it("tells a UPI customer to pay by UPI, not cash, in the customer's language", async () => {
    const en = await place(order());
    expect(en.json().message).toBe('Order placed. Pay by UPI now.');
    const hi = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: order(),
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(hi.json().message).toBe('ऑर्डर हो गया। अभी UPI से भुगतान करें।');
  });

  it('the list filters by payment method and state, and the CSV says it', async () => {
    const list = await admin('GET', '/api/admin/orders?paymentStatus=awaiting_upi');
    expect(list.json().data.length).toBeGreaterThan(0);
    expect(list.json().data.every((o: { paymentStatus: string }) => o.paymentStatus === 'awaiting_upi')).toBe(true);
    expect((await admin('GET', '/api/admin/orders?paymentMethod=cash')).json().total).toBe(0);
    const csv = await admin('GET', '/api/admin/orders/export?paymentMethod=upi');
    expect(csv.body).toContain('UPI — awaiting confirmation');
    expect(csv.body).toContain('UPI — paid (UTR 432109876543)');
    // The UTR has a column of its own, last, for matching against the bank statement.
    // The UTR column, then Due For (empty: not an order for later), then its payment lines.
    expect(csv.body).toMatch(/,432109876543,,UPI 390\.10 UTR 432109876543 by Super Admin\r\n/);
  });

  it("the rider's card builds the very link the customer got (the QR at the door), and a UPI-paid delivery is no cash in hand", async () => {
    const rider = await partnerAccount(t.app, 'delivery', 'Suresh');
    const riderCall = caller(t.app, rider.token);
    const placed = (await place(order())).json().data;
    const id = Number(placed.orderId.slice(4));
    expect((await admin('PUT', `/api/admin/orders/${id}`, { deliveryPersonId: rider.id })).statusCode).toBe(200);
    const mine = (await riderCall('GET', '/api/delivery/orders')).json().data.find((o: { id: number }) => o.id === id);
    const point = (await riderCall('GET', `/api/delivery/restaurants/${kitchen.id}`)).json().data;
    expect(point.upi).toEqual({ upiId: 'gaonrasoi@okaxis', upiName: 'Gaon Rasoi' });
    const tracking = (
      await t.app.inject({ method: 'GET', url: `/api/track/${placed.orderId}?t=${tokenOf(placed.trackingUrl)}` })
    ).json().data;
    expect(doorUpiLink(mine, point.upi)).toBe(tracking.upiLink);

    // Two deliveries today: one confirmed paid by UPI, one not; only the second is cash to hand over.
    const cashOrder = (await place(order({ paymentMethod: 'cash' }))).json().data;
    const cashId = Number(cashOrder.orderId.slice(4));
    expect(
      (await admin('PUT', `/api/admin/orders/${id}`, { paymentStatus: 'paid', utr: '111122223333' })).statusCode,
    ).toBe(200);
    for (const orderId of [id, cashId]) {
      const delivered = await admin('PUT', `/api/admin/orders/${orderId}`, {
        deliveryPersonId: rider.id,
        status: 'delivered',
      });
      expect(delivered.statusCode, delivered.body).toBe(200);
    }
    const summary = (await riderCall('GET', '/api/delivery/summary')).json().data;
    expect(summary).toMatchObject({ deliveries: 2, cashCollected: cashOrder.totalAmount });
  });

  it('a cash order stays cash on delivery, and the customer is told to pay cash on delivery or at pickup', async () => {
    const res = await place(order({ paymentMethod: 'cash' }));
    expect(res.json().data).toMatchObject({ paymentMethod: 'cash', paymentStatus: 'cash_on_delivery' });
    expect(res.json().message).toBe('Order placed. Pay in cash on delivery.');
    expect(
      (
        await place(order({ paymentMethod: 'cash', fulfilment: 'pickup', villageId: undefined, address: undefined }))
      ).json().message,
    ).toBe('Order placed. Pay in cash at pickup.');
    expect(res.json().data).not.toHaveProperty('upiLink');
    t.database.db.update(restaurants).set({ upiId: null }).where(eq(restaurants.id, kitchen.id)).run();
  });
});
