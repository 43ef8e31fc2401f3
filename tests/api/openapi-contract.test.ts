/**
 * The OpenAPI document against the app's real answers, checked the way a validating proxy
 * (Prism) checks them: every answer's status is documented for its operation (or `default`),
 * its Content-Type is one of that status's media types, and a JSON body validates against the
 * documented schema. A request the table means to be valid must also be valid by the document
 * (a required body is sent, the body matches), so the document cannot describe another API.
 *
 * Two parts: sweeps generated from the document itself, over every operation (no token, the
 * wrong kind of token, a path id that is not a number, a missing record, a body that is not JSON
 * or too large, a read asked again with its ETag, the public rate limits), and a table of real
 * requests, one line each, in the order they run. A documented operation with no successful line
 * in the table fails the coverage check, so a new route comes with its line.
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { istMonth } from '../../shared/indiaTime';
import { createPrinter, type PrinterInput } from '../../db/printers';
import { insertTable, readTable } from '../../db/tables';
import { freePort } from '../printing/fakePrinter';
import { adminWithRole, customerToken, fixtures, makeApp, partnerAccount, storefront, type TestApp } from './helper';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Who =
  | 'anon'
  | 'admin'
  | 'manager'
  | 'spareAdmin'
  | 'passwordAdmin'
  | 'customer'
  | 'vendor'
  | 'rider'
  | 'spareVendor'
  | 'spareRider';

interface Media {
  schema?: unknown;
}
interface Operation {
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: unknown }>;
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** What beforeAll makes: the records the table's lines name. */
interface Fixture {
  /** Orders the order-command lines move along, one per flow. */
  commands: Record<
    'admin' | 'kitchen' | 'pickup' | 'refund' | 'cancel' | 'held' | 'heldToo' | 'fakes' | 'fakeKitchen' | 'fakeRider',
    number
  >;
  orderId: number;
  orderNumber: string;
  track: string;
  upiNumber: string;
  upiTrack: string;
  upiId: number;
  cancelNumber: string;
  cancelTrack: string;
  /** An order the lines send out with a delivery code (its tracking link's number and secret). */
  codeId: number;
  codeNumber: string;
  codeTrack: string;
  kitchenId: number;
  /** A network printer of the kitchen (on a loopback port nothing listens on), and one the lines remove. */
  printerId: number;
  sparePrinterId: number;
  dishId: number;
  villageId: number;
  spareVillageId: number;
  spareRestaurantId: number;
  riderId: number;
  spareUserId: number;
  otherSpareUserId: number;
  couponId: number;
  spareCouponId: number;
  notificationId: number;
  ticketId: number;
  spareTicketId: number;
  applicationId: number;
  spareApplicationId: number;
  backupName: string;
  strikePhone: string;
  /** A party request the lines take from request to advance, another one they decline, and India days for them. */
  partyId: number;
  partyToken: string;
  /** A khata's private link (/khata/:phone?t=…). */
  khataUrl: string;
  /** A table of the kitchen and the token of its QR code (the guest's page). */
  tableId: number;
  tableToken: string;
  /** Another table of the kitchen, where the kitchen's app keys in its rounds. */
  counterTableId: number;
  sparePartyId: number;
  partyDate: string;
  quoteUntil: string;
  blockedDate: string;
  orderBody: Record<string, unknown>;
  /** A browser's push subscription on a known push service (made and removed at once: nothing is ever sent to it). */
  pushSubscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

type Value<T> = T | ((f: Fixture) => T);
/** One real request: who sends it, the request, the status it must get, and optional headers. */
type Line = [
  who: Who,
  method: Method,
  url: Value<string>,
  status: number,
  body?: Value<Record<string, unknown>> | Multipart,
  headers?: Record<string, string>,
];

const MISSING = 999999;
/** The India month of the orders beforeAll places, so the GST summary has rows to check. */
const THIS_MONTH = istMonth(Date.now());
/** A prep list's window: the next day from when the suite runs. */
const PREP_WINDOW = `from=${encodeURIComponent(new Date(Date.now() - 3600_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 23 * 3600_000).toISOString())}`;
/** An order for later's time: two hours from when the suite runs. */
const IN_TWO_HOURS = new Date(Date.now() + 2 * 3600_000).toISOString();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with one PNG file, for the image uploads (a restaurant's picture, a dish's photo). */
class Multipart {
  readonly boundary = 'contract-boundary';
  readonly headers = { 'content-type': `multipart/form-data; boundary=${this.boundary}` };
  readonly payload = Buffer.concat([
    Buffer.from(
      `--${this.boundary}\r\nContent-Disposition: form-data; name="image"; filename="dish.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${this.boundary}--\r\n`),
  ]);
}
const multipart = new Multipart();

const printerFields: PrinterInput = {
  name: 'Kitchen',
  connection: 'network',
  host: '127.0.0.1',
  port: 9100,
  paperWidth: 80,
  copies: 1,
  printsKot: true,
  printsBill: true,
};

const order = (f: Fixture) => `/api/track/${f.orderNumber}?t=${f.track}`;

/**
 * The table. Lines run in this order on one database: a line may rely on what an earlier one
 * did (an order accepted before it goes out for delivery). Adding a route is adding its lines.
 */
const LINES: Line[] = [
  // Public
  ['anon', 'GET', '/api/health', 200],
  ['anon', 'GET', '/api/menu', 200],
  ['anon', 'GET', '/api/menu/stock', 200],
  ['anon', 'POST', '/api/orders', 201, (f) => f.orderBody, { 'idempotency-key': 'contract-key-0001' }],
  [
    'anon',
    'POST',
    '/api/orders',
    409,
    (f) => ({ ...f.orderBody, note: 'another body' }),
    { 'idempotency-key': 'contract-key-0001' },
  ],
  ['anon', 'POST', '/api/orders', 400, { customer: { name: '', phone: '12' }, items: [] }],
  ['anon', 'POST', '/api/orders/quote', 200, (f) => f.orderBody],
  ['anon', 'POST', '/api/orders/quote', 400, (f) => ({ ...f.orderBody, couponCode: 'NOSUCH' })],
  // An order for later, two hours ahead (the storefront is open round the clock).
  [
    'anon',
    'POST',
    '/api/orders',
    201,
    (f) => ({ ...f.orderBody, customer: { name: 'Later Customer', phone: '9876500061' }, scheduledFor: IN_TWO_HOURS }),
  ],
  ['anon', 'POST', '/api/orders', 400, (f) => ({ ...f.orderBody, scheduledFor: 'soon' })],
  ['anon', 'POST', '/api/orders/quote', 200, (f) => ({ ...f.orderBody, scheduledFor: IN_TWO_HOURS })],
  // A cap of one order per slot: that slot is full, and the 409 names the next one with room.
  ['admin', 'PUT', (f) => `/api/admin/restaurants/${f.kitchenId}`, 200, { maxOrdersPerSlot: 1 }],
  ['anon', 'POST', '/api/orders/quote', 409, (f) => ({ ...f.orderBody, scheduledFor: IN_TWO_HOURS })],
  ['admin', 'POST', '/api/admin/orders', 409, (f) => ({ ...f.orderBody, scheduledFor: IN_TWO_HOURS })],
  ['admin', 'PUT', (f) => `/api/admin/restaurants/${f.kitchenId}`, 200, { maxOrdersPerSlot: null }],
  ['anon', 'GET', order, 200],
  ['anon', 'GET', (f) => `/api/track/${f.orderNumber}?t=wrong`, 404],
  ['anon', 'GET', (f) => `/api/track/${f.orderNumber}?t=${'x'.repeat(101)}`, 400],
  ['anon', 'GET', `/api/track/ORD-${'9'.repeat(40)}?t=x`, 400],
  ['anon', 'GET', (f) => `/api/track/${f.orderNumber}/bill?t=${f.track}`, 200],
  ['anon', 'GET', (f) => `/api/track/${f.orderNumber}/bill?t=wrong`, 404],
  ['anon', 'GET', (f) => `/api/track/${f.orderNumber}/bill?t=${'x'.repeat(101)}`, 400],
  ['anon', 'GET', (f) => `/api/track/${f.orderNumber}/bill.html?t=${f.track}&paper=a4&lang=hi`, 200],
  ['anon', 'GET', (f) => `/api/track/${f.orderNumber}/bill.html?t=wrong`, 404],
  ['anon', 'GET', (f) => `/api/track/${f.orderNumber}/bill.html?t=${f.track}&paper=a5`, 400],
  ['anon', 'GET', (f) => `/api/track/${f.upiNumber}/upi-qr.png?t=${f.upiTrack}`, 200],
  ['anon', 'GET', (f) => `/api/track/${f.orderNumber}/upi-qr.png?t=${f.track}`, 404],
  ['anon', 'GET', (f) => `/api/track/${f.upiNumber}/upi-qr.png?t=wrong`, 404],
  ['anon', 'GET', (f) => `/api/track/${f.upiNumber}/upi-qr.png?t=${'x'.repeat(101)}`, 400],
  ['anon', 'POST', (f) => `/api/track/${f.upiNumber}/paid?t=${f.upiTrack}`, 200, { utr: '5555 6666 7777' }],
  ['anon', 'POST', (f) => `/api/track/${f.upiNumber}/paid?t=${f.upiTrack}`, 400, { utr: '555566' }],
  ['anon', 'POST', (f) => `/api/track/${f.orderNumber}/paid?t=${f.track}`, 409, {}],
  ['anon', 'POST', (f) => `/api/track/${f.upiNumber}/paid?t=wrong`, 404, {}],
  ['anon', 'POST', (f) => `/api/track/${f.cancelNumber}/cancel?t=${f.cancelTrack}`, 200],
  ['anon', 'POST', (f) => `/api/track/${f.cancelNumber}/cancel?t=${f.cancelTrack}`, 409],
  ['anon', 'POST', (f) => `/api/track/${f.cancelNumber}/cancel?t=wrong`, 404],
  ['anon', 'POST', (f) => `/api/track/${f.cancelNumber}/cancel?t=${'x'.repeat(101)}`, 400],
  [
    'anon',
    'POST',
    (f) => `/api/track/${f.orderNumber}/push-subscription?t=${f.track}`,
    201,
    (f) => ({ ...f.pushSubscription, language: 'hi' }),
  ],
  ['anon', 'POST', (f) => `/api/track/${f.orderNumber}/push-subscription?t=wrong`, 404, (f) => f.pushSubscription],
  [
    'anon',
    'POST',
    (f) => `/api/track/${f.orderNumber}/push-subscription?t=${f.track}`,
    400,
    (f) => ({ ...f.pushSubscription, endpoint: 'https://evil.example/x' }),
  ],
  [
    'anon',
    'POST',
    (f) => `/api/track/${f.cancelNumber}/push-subscription?t=${f.cancelTrack}`,
    409,
    (f) => f.pushSubscription,
  ],
  [
    'anon',
    'DELETE',
    (f) => `/api/track/${f.orderNumber}/push-subscription?t=${f.track}`,
    200,
    (f) => ({ endpoint: f.pushSubscription.endpoint }),
  ],
  [
    'anon',
    'DELETE',
    (f) => `/api/track/${f.orderNumber}/push-subscription?t=wrong`,
    404,
    (f) => ({ endpoint: f.pushSubscription.endpoint }),
  ],
  ['anon', 'POST', '/api/contact', 201, { name: 'Sita', email: 'sita@example.com', message: 'Do you cater weddings?' }],
  ['anon', 'POST', '/api/contact', 400, {}],
  ['anon', 'POST', '/api/village-requests', 201, { village: 'Saidabad', phone: '9876500011' }],
  ['anon', 'POST', '/api/village-requests', 400, {}],

  // Sign-in and registration
  ['anon', 'POST', '/api/auth/admin/login', 200, { email: 'admin@example.com', password: 'admin-password-123' }],
  ['anon', 'POST', '/api/auth/admin/login', 401, { email: 'admin@example.com', password: 'wrong-password' }],
  ['anon', 'POST', '/api/auth/admin/login', 400, {}],
  ['admin', 'GET', '/api/auth/admin/me', 200],
  ['admin', 'PUT', '/api/auth/admin/me', 400, { name: '  ' }],
  ['admin', 'PUT', '/api/auth/admin/me', 200, { name: 'Super Admin' }],
  ['passwordAdmin', 'PUT', '/api/auth/admin/password', 400, { currentPassword: 'role-password-1' }],
  [
    'passwordAdmin',
    'PUT',
    '/api/auth/admin/password',
    200,
    { currentPassword: 'role-password-1', newPassword: 'a-new-password-2' },
  ],
  [
    'anon',
    'POST',
    '/api/auth/register',
    201,
    { name: 'Ravi', email: 'ravi@example.com', phone: '9876500021', password: 'secret-123' },
  ],
  [
    'anon',
    'POST',
    '/api/auth/register',
    409,
    { name: 'Ravi', email: 'ravi@example.com', phone: '9876500021', password: 'secret-123' },
  ],
  ['anon', 'POST', '/api/auth/register', 400, { name: '', email: 'nope', password: '1' }],
  ['anon', 'POST', '/api/auth/login', 200, { email: 'ravi@example.com', password: 'secret-123' }],
  ['anon', 'POST', '/api/auth/login', 401, { email: 'ravi@example.com', password: 'wrong-123' }],
  [
    'anon',
    'POST',
    '/api/auth/vendor/register',
    201,
    { name: 'Kitchen Two', email: 'k2@example.com', phone: '9876500031', password: 'partner-pass-1' },
  ],
  [
    'anon',
    'POST',
    '/api/auth/vendor/register',
    201,
    {
      name: 'Kitchen Three',
      email: 'k3@example.com',
      phone: '9876500033',
      password: 'partner-pass-1',
      kitchenName: 'Sharma Rasoi',
    },
  ],
  [
    'anon',
    'POST',
    '/api/auth/vendor/register',
    400,
    {
      name: 'Kitchen Four',
      email: 'k4@example.com',
      phone: '9876500034',
      password: 'partner-pass-1',
      kitchenName: 'x'.repeat(121),
    },
  ],
  [
    'anon',
    'POST',
    '/api/auth/vendor/register',
    409,
    { name: 'Kitchen Two', email: 'k2@example.com', phone: '9876500032', password: 'partner-pass-1' },
  ],
  ['anon', 'POST', '/api/auth/vendor/login', 200, { phone: '98765 00031', password: 'partner-pass-1' }],
  ['anon', 'POST', '/api/auth/vendor/login', 401, { email: 'k2@example.com', password: 'wrong-pass-1' }],
  ['anon', 'POST', '/api/auth/vendor/login', 400, { phone: '12', password: 'partner-pass-1' }],
  [
    'anon',
    'POST',
    '/api/auth/delivery/register',
    201,
    {
      name: 'Rider Two',
      email: 'r2@example.com',
      phone: '9876500041',
      password: 'partner-pass-1',
      vehicleNumber: 'UP70 AB 2222',
    },
  ],
  [
    'anon',
    'POST',
    '/api/auth/delivery/register',
    400,
    { name: 'Rider Two', email: 'r3@example.com', phone: '9876500042', password: 'partner-pass-1' },
  ],
  ['anon', 'POST', '/api/auth/delivery/login', 200, { email: 'r2@example.com', password: 'partner-pass-1' }],
  ['anon', 'POST', '/api/auth/delivery/login', 401, { email: 'r2@example.com', password: 'wrong-pass-1' }],

  // Admin: figures
  ['admin', 'GET', '/api/admin/dashboard', 200],
  ['admin', 'GET', '/api/admin/earnings', 200],
  ['admin', 'GET', '/api/admin/earnings?period=fortnight', 400],
  ['admin', 'GET', '/api/admin/analytics', 200],
  ['admin', 'GET', `/api/admin/reports/gst?month=${THIS_MONTH}`, 200],
  ['manager', 'GET', `/api/admin/reports/gst?month=${THIS_MONTH}&format=csv`, 200],
  ['admin', 'GET', '/api/admin/reports/gst', 400],
  ['admin', 'GET', '/api/admin/reports/gst?month=2026-13', 400],

  // Admin: orders
  ['admin', 'GET', '/api/admin/orders?status=placed&page=1&limit=5', 200],
  ['admin', 'GET', '/api/admin/orders?later=true&sort=scheduledFor&order=ASC', 200],
  ['admin', 'GET', '/api/admin/orders?limit=100000', 400],
  ['admin', 'GET', '/api/admin/bills', 200],
  ['admin', 'GET', '/api/admin/bills?from=2026-02-30', 400],
  ['admin', 'GET', '/api/admin/bills?format=csv', 200],
  ['admin', 'GET', '/api/admin/bills?format=pdf', 400],
  ['admin', 'GET', '/api/admin/orders?refundStatus=due', 200],
  ['admin', 'GET', '/api/admin/cash', 200],
  ['admin', 'GET', `/api/admin/prep-list?${PREP_WINDOW}`, 200],
  ['admin', 'GET', (f) => `/api/admin/prep-list?${PREP_WINDOW}&restaurantId=${f.kitchenId}`, 200],
  ['admin', 'GET', '/api/admin/prep-list?from=2026-03-10T18:00:00Z&to=2026-03-10T17:00:00Z', 400],
  ['admin', 'GET', '/api/admin/cash?date=2026-02-30', 400],
  ['admin', 'POST', '/api/admin/cash/handovers', 201, (f) => ({ riderId: f.riderId, amount: 150.5 })],
  ['manager', 'POST', '/api/admin/cash/handovers', 201, (f) => ({ riderId: f.riderId, amount: 20 })],
  ['admin', 'POST', '/api/admin/cash/handovers', 400, { riderId: MISSING, amount: 10 }],
  ['admin', 'POST', '/api/admin/cash/handovers', 400, (f) => ({ riderId: f.riderId, amount: 10.001 })],
  // The first hand-over above, recorded by mistake: voided once.
  ['admin', 'POST', '/api/admin/cash/handovers/1/void', 200],
  ['admin', 'POST', '/api/admin/cash/handovers/1/void', 409],
  ['admin', 'POST', '/api/admin/cash/handovers/987654/void', 404],
  ['manager', 'GET', '/api/admin/cash?date=2026-01-15', 200],
  ['admin', 'GET', (f) => `/api/admin/orders/${f.orderId}`, 200],
  ['admin', 'GET', `/api/admin/orders/${MISSING}`, 404],
  ['admin', 'GET', '/api/admin/orders/abc', 400],
  ['admin', 'GET', (f) => `/api/admin/orders/${f.orderId}/bill`, 200],
  ['admin', 'GET', (f) => `/api/admin/orders/${f.orderId}/rings`, 200],
  ['admin', 'GET', `/api/admin/orders/${MISSING}/rings`, 404],
  ['admin', 'GET', `/api/admin/orders/${MISSING}/bill`, 404],
  ['admin', 'GET', '/api/admin/orders/export?status=placed', 200],
  ['admin', 'GET', '/api/admin/orders/export?date=2026-13-45', 400],
  ['manager', 'GET', '/api/admin/orders/export', 200],
  [
    'admin',
    'POST',
    '/api/admin/orders',
    201,
    (f) => ({ ...f.orderBody, customer: { name: 'Phone Caller', phone: '9876500051' } }),
  ],
  ['admin', 'POST', '/api/admin/orders', 400, { items: [] }],
  ['admin', 'PUT', (f) => `/api/admin/orders/${f.orderId}`, 200, { status: 'accepted' }],
  ['admin', 'PUT', (f) => `/api/admin/orders/${f.orderId}`, 400, { status: 'placed' }],
  ['admin', 'PUT', (f) => `/api/admin/orders/${f.upiId}`, 200, { paymentStatus: 'paid', utr: '123456789012' }],
  ['admin', 'PUT', (f) => `/api/admin/orders/${f.upiId}`, 409, { paymentStatus: 'paid' }],
  ['admin', 'PUT', `/api/admin/orders/${MISSING}`, 404, { status: 'accepted' }],
  ['admin', 'PUT', (f) => `/api/admin/orders/${f.orderId}`, 400, { status: 'teleported' }],
  ['admin', 'PUT', (f) => `/api/admin/orders/${f.orderId}`, 200, (f) => ({ deliveryPersonId: f.riderId })],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.orderId}/printed`, 200],
  ['admin', 'POST', `/api/admin/orders/${MISSING}/printed`, 404],
  ['admin', 'GET', '/api/admin/customers/lookup?phone=9876500001', 200],
  ['admin', 'DELETE', `/api/admin/orders/${MISSING}`, 404],

  // Admin: users (vendors and riders)
  ['admin', 'GET', '/api/admin/users', 200],
  ['admin', 'GET', '/api/admin/users?role=delivery', 200],
  ['admin', 'GET', '/api/admin/users?role=all&approved=false', 200],
  ['admin', 'GET', '/api/admin/users?role=delivery&status=active&approved=true', 200],
  ['admin', 'GET', '/api/admin/users?role=all&approved=maybe', 400],
  ['admin', 'GET', (f) => `/api/admin/users/${f.riderId}`, 200],
  ['admin', 'GET', `/api/admin/users/${MISSING}`, 404],
  [
    'admin',
    'POST',
    '/api/admin/users',
    201,
    {
      role: 'delivery',
      name: 'New Rider',
      email: 'new-rider@example.com',
      phone: '9876500061',
      password: 'rider-pass-1',
      vehicleNumber: 'UP70 AB 1111',
    },
  ],
  [
    'admin',
    'POST',
    '/api/admin/users',
    409,
    {
      role: 'delivery',
      name: 'New Rider',
      email: 'new-rider@example.com',
      phone: '9876500062',
      password: 'rider-pass-1',
      vehicleNumber: 'UP70 AB 1111',
    },
  ],
  ['admin', 'POST', '/api/admin/users', 400, { role: 'delivery' }],
  ['admin', 'PUT', (f) => `/api/admin/users/${f.riderId}`, 200, { name: 'Rider One' }],
  ['admin', 'PUT', `/api/admin/users/${MISSING}`, 404, { name: 'Nobody' }],
  ['admin', 'PUT', (f) => `/api/admin/users/${f.riderId}`, 400, { email: 'not-an-email' }],
  ['admin', 'DELETE', (f) => `/api/admin/users/${f.spareUserId}`, 200],
  ['admin', 'DELETE', `/api/admin/users/${MISSING}`, 404, { role: 'delivery' }],
  ['admin', 'POST', (f) => `/api/admin/users/${f.spareUserId}/delete`, 404, { action: 'delete' }],
  [
    'admin',
    'POST',
    (f) => `/api/admin/users/${f.otherSpareUserId}/delete`,
    200,
    { action: 'delete', role: 'delivery' },
  ],
  ['admin', 'POST', (f) => `/api/admin/users/${f.riderId}/delete`, 400, {}],
  ['admin', 'POST', (f) => `/api/admin/users/${f.riderId}/delete`, 409, { action: 'delete' }],

  // Admin: restaurants and dishes
  ['admin', 'GET', '/api/admin/restaurants', 200],
  ['admin', 'GET', (f) => `/api/admin/restaurants/${f.kitchenId}`, 200],
  ['admin', 'GET', `/api/admin/restaurants/${MISSING}`, 404],
  ['admin', 'POST', '/api/admin/restaurants', 201, { name: 'Another Kitchen', address: 'Road 1', cuisine: 'Thali' }],
  ['admin', 'POST', '/api/admin/restaurants', 400, { name: '' }],
  ['admin', 'PUT', (f) => `/api/admin/restaurants/${f.kitchenId}`, 200, { opensAt: '00:00', closesAt: '24:00' }],
  ['admin', 'PUT', (f) => `/api/admin/restaurants/${f.kitchenId}`, 200, { pauseAfterMissed: 3, autoAccept: false }],
  ['admin', 'PUT', (f) => `/api/admin/restaurants/${f.kitchenId}`, 400, { pauseAfterMissed: 0 }],
  ['admin', 'PUT', (f) => `/api/admin/restaurants/${f.kitchenId}`, 200, { pauseAfterMissed: null }],
  ['admin', 'PUT', (f) => `/api/admin/restaurants/${f.kitchenId}`, 400, { opensAt: '25:00' }],
  ['admin', 'PUT', `/api/admin/restaurants/${MISSING}`, 404, { name: 'Nowhere' }],
  ['admin', 'POST', (f) => `/api/admin/restaurants/${f.kitchenId}/image`, 200, multipart],
  ['admin', 'POST', (f) => `/api/admin/restaurants/${f.kitchenId}/image`, 400, { image: 'not a file' }],
  ['admin', 'POST', `/api/admin/restaurants/${MISSING}/image`, 404, multipart],
  ['admin', 'DELETE', (f) => `/api/admin/restaurants/${f.kitchenId}`, 409],
  ['admin', 'PUT', (f) => `/api/admin/restaurants/${f.kitchenId}`, 200, { autoPrintKot: false }],

  // Admin: every kitchen's printers (read-only), reprints and ticket bytes
  ['admin', 'GET', '/api/admin/printers', 200],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.orderId}/print`, 202, { kind: 'bill' }],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.orderId}/print`, 400, { kind: 'menu' }],
  ['admin', 'POST', `/api/admin/orders/${MISSING}/print`, 404, { kind: 'kot' }],
  ['admin', 'GET', (f) => `/api/admin/orders/${f.orderId}/ticket`, 200],
  ['admin', 'GET', `/api/admin/orders/${MISSING}/ticket`, 404],
  ['admin', 'DELETE', (f) => `/api/admin/restaurants/${f.spareRestaurantId}`, 200],
  ['admin', 'DELETE', `/api/admin/restaurants/${MISSING}`, 404],
  ['admin', 'PUT', (f) => `/api/admin/menu-items/${f.dishId}`, 200, { price: 185, spicy: 2 }],
  ['admin', 'PUT', (f) => `/api/admin/menu-items/${f.dishId}`, 200, { portionsLeft: 40, lowAt: 5 }],
  ['admin', 'PUT', (f) => `/api/admin/menu-items/${f.dishId}`, 400, { price: 1.005 }],
  ['admin', 'PUT', `/api/admin/menu-items/${MISSING}`, 404, { price: 10 }],
  ['admin', 'POST', (f) => `/api/admin/menu-items/${f.dishId}/image`, 200, multipart],
  ['admin', 'POST', (f) => `/api/admin/menu-items/${f.dishId}/image`, 400, { image: 'not a file' }],
  ['admin', 'POST', `/api/admin/menu-items/${MISSING}/image`, 404, multipart],

  // Admin: villages
  ['admin', 'GET', '/api/admin/villages', 200],
  ['admin', 'GET', (f) => `/api/admin/villages/${f.villageId}`, 200],
  ['admin', 'GET', `/api/admin/villages/${MISSING}`, 404],
  ['admin', 'POST', '/api/admin/villages', 201, { name: 'Jhunsi', deliveryZone: 'Zone B', deliveryCharge: 45 }],
  ['admin', 'POST', '/api/admin/villages', 409, { name: 'Jhunsi', deliveryZone: 'Zone B' }],
  ['admin', 'POST', '/api/admin/villages', 400, { name: '', deliveryCharge: -1 }],
  [
    'admin',
    'PUT',
    (f) => `/api/admin/villages/${f.villageId}`,
    200,
    { name: 'Janghai', deliveryZone: 'Zone A', deliveryCharge: 35 },
  ],
  ['admin', 'PUT', (f) => `/api/admin/villages/${f.villageId}`, 400, { name: '', deliveryZone: 'Zone A' }],
  ['admin', 'PUT', `/api/admin/villages/${MISSING}`, 404, { deliveryCharge: 35 }],
  ['admin', 'DELETE', (f) => `/api/admin/villages/${f.spareVillageId}`, 200],
  ['admin', 'DELETE', `/api/admin/villages/${MISSING}`, 404],

  // Admin: onboarding
  ['admin', 'GET', '/api/admin/onboarding', 200],
  ['admin', 'GET', (f) => `/api/admin/onboarding/${f.applicationId}`, 200],
  ['admin', 'GET', `/api/admin/onboarding/${MISSING}`, 404],
  [
    'admin',
    'POST',
    '/api/admin/onboarding',
    201,
    {
      name: 'Amma Ka Chulha',
      owner: 'Shanti Devi',
      phone: '94150 12345',
      address: 'Saidabad',
      cuisine: 'Village Thali',
    },
  ],
  ['admin', 'POST', '/api/admin/onboarding', 400, {}],
  ['admin', 'POST', (f) => `/api/admin/onboarding/${f.applicationId}/approve`, 200],
  ['admin', 'POST', (f) => `/api/admin/onboarding/${f.applicationId}/approve`, 409],
  ['admin', 'POST', (f) => `/api/admin/onboarding/${f.spareApplicationId}/reject`, 200],
  ['admin', 'POST', (f) => `/api/admin/onboarding/${f.spareApplicationId}/reject`, 409],
  ['admin', 'POST', `/api/admin/onboarding/${MISSING}/reject`, 404],

  // Admin: coupons
  ['admin', 'GET', '/api/admin/coupons', 200],
  ['admin', 'GET', (f) => `/api/admin/coupons/${f.couponId}`, 200],
  ['admin', 'GET', `/api/admin/coupons/${MISSING}`, 404],
  [
    'admin',
    'POST',
    '/api/admin/coupons',
    201,
    { code: 'CONTRACT20', discount: 20, validFrom: '2025-01-01', validTo: '2099-12-31' },
  ],
  [
    'admin',
    'POST',
    '/api/admin/coupons',
    409,
    { code: 'contract20', discount: 20, validFrom: '2025-01-01', validTo: '2099-12-31' },
  ],
  ['admin', 'POST', '/api/admin/coupons', 400, { code: 'X1', discount: 7.5 }],
  ['admin', 'PUT', (f) => `/api/admin/coupons/${f.couponId}`, 200, { discount: 15 }],
  ['admin', 'PUT', `/api/admin/coupons/${MISSING}`, 404, { discount: 15 }],
  ['admin', 'DELETE', (f) => `/api/admin/coupons/${f.spareCouponId}`, 200],
  ['admin', 'DELETE', `/api/admin/coupons/${MISSING}`, 404],

  // Admin: support and notifications
  ['admin', 'GET', '/api/admin/support?type=Feedback', 200],
  ['admin', 'GET', (f) => `/api/admin/support/${f.ticketId}`, 200],
  ['admin', 'GET', `/api/admin/support/${MISSING}`, 404],
  ['admin', 'POST', (f) => `/api/admin/support/${f.ticketId}/reply`, 200, { response: 'Yes, we do.' }],
  ['admin', 'POST', `/api/admin/support/${MISSING}/reply`, 404, { response: 'Yes.' }],
  ['admin', 'POST', (f) => `/api/admin/support/${f.ticketId}/close`, 409],
  ['admin', 'POST', (f) => `/api/admin/support/${f.spareTicketId}/close`, 200],
  ['admin', 'POST', `/api/admin/support/${MISSING}/close`, 404],
  ['admin', 'GET', '/api/admin/notifications', 200],
  [
    'admin',
    'POST',
    '/api/admin/notifications',
    201,
    { message: 'Navratri thali next week', target: 'all', scheduledAt: '2099-01-01T10:00' },
  ],
  [
    'admin',
    'POST',
    '/api/admin/notifications',
    201,
    { message: 'Helmet check on Monday', target: 'riders', scheduledAt: '2024-01-01T10:00' },
  ],
  ['admin', 'POST', '/api/admin/notifications', 400, { target: 'everyone' }],
  ['admin', 'DELETE', (f) => `/api/admin/notifications/${f.notificationId}`, 200],
  ['admin', 'DELETE', `/api/admin/notifications/${MISSING}`, 404],

  // Admin: settings and block list
  ['admin', 'GET', '/api/admin/settings', 200],
  ['admin', 'PUT', '/api/admin/settings', 200, { strikeLimit: 3 }],
  ['admin', 'PUT', '/api/admin/settings', 400, { holdFirstOrder: null }],
  ['admin', 'GET', '/api/admin/blocklist', 200],
  ['admin', 'GET', (f) => `/api/admin/blocklist/${f.strikePhone}`, 200],
  ['admin', 'GET', '/api/admin/blocklist/9876599999', 404],
  ['admin', 'GET', '/api/admin/blocklist/12', 400],
  ['manager', 'PUT', (f) => `/api/admin/blocklist/${f.strikePhone}`, 403, { cleared: true }],
  ['admin', 'PUT', (f) => `/api/admin/blocklist/${f.strikePhone}`, 200, { cleared: true }],
  ['admin', 'PUT', (f) => `/api/admin/blocklist/${f.strikePhone}`, 409, { cleared: true }],
  ['admin', 'PUT', '/api/admin/blocklist/9876599999', 404, { cleared: true }],
  ['manager', 'POST', '/api/admin/blocklist', 403, { phone: '9812300077', reason: 'Prank calls' }],
  ['admin', 'POST', '/api/admin/blocklist', 400, { phone: '12345', reason: 'Prank calls' }],
  ['admin', 'POST', '/api/admin/blocklist', 201, { phone: '9812300077', reason: 'Prank calls' }],
  ['admin', 'POST', '/api/admin/blocklist', 409, { phone: '9812300077', reason: 'Again' }],

  // Party orders: a request taken through its quote, acceptance and advance; another declined; the limits for big days
  [
    'anon',
    'POST',
    '/api/party-requests',
    201,
    (f) => ({
      name: 'Ramesh Yadav',
      phone: '9876500081',
      date: f.partyDate,
      guests: 80,
      villageId: f.villageId,
      address: 'Panchayat bhawan',
      notes: 'Wedding lunch',
    }),
  ],
  ['anon', 'POST', '/api/party-requests', 400, { name: '', phone: '12', date: 'soon', guests: 3 }],
  ['anon', 'GET', (f) => `/api/party-requests/${f.partyId}?t=${f.partyToken}`, 200],
  ['anon', 'GET', (f) => `/api/party-requests/${f.partyId}?t=wrong`, 404],
  ['anon', 'POST', (f) => `/api/party-requests/${f.partyId}/accept?t=${f.partyToken}`, 409],
  ['admin', 'GET', '/api/admin/party-requests?upcoming=true&sort=date&order=asc', 200],
  ['admin', 'GET', '/api/admin/party-requests?status=expired&date=2026-02-30', 400],
  ['admin', 'GET', (f) => `/api/admin/party-requests/${f.partyId}`, 200],
  ['admin', 'GET', `/api/admin/party-requests/${MISSING}`, 404],
  [
    'admin',
    'POST',
    '/api/admin/party-requests',
    201,
    (f) => ({ name: 'Phone Caller', phone: '9876500082', date: f.partyDate, time: '19:30', guests: 40 }),
  ],
  ['admin', 'POST', '/api/admin/party-requests', 400, { name: 'Phone Caller' }],
  [
    'admin',
    'PUT',
    (f) => `/api/admin/party-requests/${f.partyId}`,
    200,
    (f) => ({
      perPlate: 220,
      items: [
        { name: 'Puri', quantity: 4 },
        { name: 'Tent', price: 1500 },
      ],
      deliveryCharge: 300,
      advancePercent: 20,
      validUntil: f.quoteUntil,
    }),
  ],
  ['admin', 'PUT', (f) => `/api/admin/party-requests/${f.partyId}`, 400, { perPlate: -1 }],
  ['admin', 'PUT', `/api/admin/party-requests/${MISSING}`, 404, { perPlate: 100 }],
  ['anon', 'POST', (f) => `/api/party-requests/${f.partyId}/accept?t=${f.partyToken}`, 200],
  ['anon', 'GET', (f) => `/api/party-requests/${f.partyId}/upi-qr.png?t=${f.partyToken}`, 200],
  ['anon', 'GET', (f) => `/api/party-requests/${f.partyId}/upi-qr.png?t=wrong`, 404],
  ['anon', 'POST', (f) => `/api/party-requests/${f.partyId}/paid?t=${f.partyToken}`, 400, { utr: '12' }],
  ['anon', 'POST', (f) => `/api/party-requests/${f.partyId}/paid?t=${f.partyToken}`, 200, { utr: '987654321098' }],
  ['admin', 'PUT', (f) => `/api/admin/party-requests/${f.partyId}`, 200, { advancePaid: true, utr: '987654321098' }],
  ['admin', 'PUT', (f) => `/api/admin/party-requests/${f.partyId}`, 409, { advancePaid: true }],
  [
    'admin',
    'PUT',
    (f) => `/api/admin/party-requests/${f.sparePartyId}`,
    200,
    { status: 'declined', reason: 'Fully booked that day' },
  ],
  ['admin', 'GET', '/api/admin/party-capacity', 200],
  [
    'admin',
    'PUT',
    '/api/admin/party-capacity',
    200,
    (f) => ({ guestsPerDay: 500, blockedDates: [{ date: f.blockedDate, note: 'Sharma wedding' }] }),
  ],
  ['admin', 'PUT', '/api/admin/party-capacity', 400, { guestsPerDay: 0 }],
  ['manager', 'PUT', '/api/admin/party-capacity', 403, { guestsPerDay: 5 }],
  [
    'anon',
    'POST',
    '/api/party-requests',
    409,
    (f) => ({ name: 'Late Guest', phone: '9876500083', date: f.blockedDate, guests: 10 }),
  ],

  // Admin: udhaar (khata), and the ledger's reads
  ['admin', 'PUT', '/api/admin/khata/9876500094', 201, { name: 'Sunita Devi', limit: 1000 }],
  ['admin', 'PUT', '/api/admin/khata/9876500094', 200, { limit: 1500.5 }],
  ['admin', 'PUT', '/api/admin/khata/9876500095', 400, { limit: 100 }],
  ['admin', 'PUT', '/api/admin/khata/12345', 400, { limit: 100 }],
  ['manager', 'PUT', '/api/admin/khata/9876500094', 403, { limit: 5 }],
  ['manager', 'GET', '/api/admin/khata', 200],
  ['admin', 'GET', '/api/admin/khata/9876500093', 200],
  ['admin', 'GET', '/api/admin/khata/9876500096', 404],
  ['manager', 'POST', '/api/admin/khata/9876500093/payments', 201, { method: 'cash', amount: 100 }],
  ['admin', 'POST', '/api/admin/khata/9876500093/payments', 201, { method: 'upi', amount: 50, utr: '555566668888' }],
  ['admin', 'POST', '/api/admin/khata/9876500093/payments', 409, { method: 'upi', amount: 50, utr: '555566668888' }],
  ['admin', 'POST', '/api/admin/khata/9876500093/payments', 400, { method: 'cash', amount: 101 }],
  ['admin', 'POST', '/api/admin/khata/9876500096/payments', 404, { method: 'cash', amount: 1 }],
  ['anon', 'GET', (f) => `/api${f.khataUrl}`, 200],
  ['anon', 'GET', '/api/khata/9876500093?t=wrong', 404],
  ['admin', 'GET', (f) => `/api/admin/orders/${f.orderId}/payments`, 200],
  ['admin', 'GET', '/api/admin/orders/987654/payments', 404],
  ['admin', 'GET', '/api/admin/payments/upi-statement', 200],
  // The dining hall: tables, a guest's rounds by the table's token, the floor, closing with one bill
  ['admin', 'POST', '/api/admin/tables', 201, (f) => ({ restaurantId: f.kitchenId, name: 'Table 1', seats: 4 })],
  ['admin', 'POST', '/api/admin/tables', 409, (f) => ({ restaurantId: f.kitchenId, name: 'Table 1', seats: 4 })],
  ['admin', 'POST', '/api/admin/tables', 400, { restaurantId: MISSING, name: 'Table 2', seats: 4 }],
  ['manager', 'GET', '/api/admin/tables', 200],
  ['admin', 'GET', (f) => `/api/admin/tables/${f.tableId}`, 200],
  ['admin', 'GET', `/api/admin/tables/${MISSING}`, 404],
  [
    'admin',
    'PUT',
    (f) => `/api/admin/tables/${f.tableId}`,
    200,
    (f) => ({ restaurantId: f.kitchenId, name: 'Window', seats: 6 }),
  ],
  ['admin', 'PUT', `/api/admin/tables/${MISSING}`, 404, (f) => ({ restaurantId: f.kitchenId, name: 'X', seats: 2 })],
  ['anon', 'GET', (f) => `/api/tables/${f.tableToken}`, 200],
  ['anon', 'GET', '/api/tables/no-such-table-token', 404],
  ['anon', 'GET', (f) => `/api/tables/${f.tableToken}/menu`, 200],
  ['anon', 'POST', (f) => `/api/tables/${f.tableToken}/bill`, 409],
  ['anon', 'GET', (f) => `/api/tables/${f.tableToken}/bill`, 404],
  [
    'anon',
    'POST',
    (f) => `/api/tables/${f.tableToken}/rounds`,
    201,
    (f) => ({ items: [{ dishId: f.dishId, quantity: 1 }] }),
  ],
  ['anon', 'POST', (f) => `/api/tables/${f.tableToken}/rounds`, 400, { items: [] }],
  [
    'anon',
    'POST',
    '/api/tables/no-such-table-token/rounds',
    404,
    (f) => ({ items: [{ dishId: f.dishId, quantity: 1 }] }),
  ],
  [
    'admin',
    'POST',
    (f) => `/api/admin/tables/${f.tableId}/rounds`,
    201,
    (f) => ({ items: [{ dishId: f.dishId, quantity: 1 }] }),
  ],
  ['admin', 'POST', (f) => `/api/admin/tables/${f.tableId}/rounds`, 409, { items: [{ dishId: MISSING, quantity: 1 }] }],
  // The kitchen's own floor and counter; another kitchen finds no such table.
  ['vendor', 'GET', '/api/vendor/tables/floor', 200],
  ['vendor', 'GET', (f) => `/api/vendor/tables/${f.counterTableId}/menu`, 200],
  ['vendor', 'GET', (f) => `/api/vendor/tables/${f.counterTableId}/sitting`, 200],
  [
    'vendor',
    'POST',
    (f) => `/api/vendor/tables/${f.counterTableId}/rounds`,
    201,
    (f) => ({ items: [{ dishId: f.dishId, quantity: 1 }] }),
  ],
  [
    'spareVendor',
    'POST',
    (f) => `/api/vendor/tables/${f.counterTableId}/rounds`,
    404,
    (f) => ({ items: [{ dishId: f.dishId, quantity: 1 }] }),
  ],
  ['spareVendor', 'GET', (f) => `/api/vendor/tables/${f.counterTableId}/menu`, 404],
  ['vendor', 'POST', (f) => `/api/vendor/tables/${f.counterTableId}/rounds`, 400, { items: [] }],
  [
    'vendor',
    'POST',
    (f) => `/api/vendor/tables/${f.counterTableId}/rounds`,
    409,
    { items: [{ dishId: MISSING, quantity: 1 }] },
  ],
  // The kitchen closes its own table (one round of one dish: ₹185) and rings up a walk-in.
  [
    'vendor',
    'POST',
    (f) => `/api/vendor/tables/${f.counterTableId}/close`,
    400,
    { payments: [{ method: 'cash', amount: 1 }] },
  ],
  ['spareVendor', 'POST', (f) => `/api/vendor/tables/${f.counterTableId}/close`, 404, { payments: [] }],
  [
    'vendor',
    'POST',
    (f) => `/api/vendor/tables/${f.counterTableId}/close`,
    200,
    { payments: [{ method: 'cash', amount: 185 }] },
  ],
  ['vendor', 'POST', (f) => `/api/vendor/tables/${f.counterTableId}/close`, 409, { payments: [] }],
  ['vendor', 'GET', (f) => `/api/vendor/restaurants/${f.kitchenId}/counter-menu`, 200],
  ['spareVendor', 'GET', (f) => `/api/vendor/restaurants/${f.kitchenId}/counter-menu`, 404],
  [
    'vendor',
    'POST',
    (f) => `/api/vendor/restaurants/${f.kitchenId}/walk-ins`,
    201,
    (f) => ({ customer: { name: 'Ramesh', phone: '9876500097' }, items: [{ dishId: f.dishId, quantity: 1 }] }),
  ],
  [
    'vendor',
    'POST',
    (f) => `/api/vendor/restaurants/${f.kitchenId}/walk-ins`,
    400,
    { customer: { name: 'Ramesh', phone: '12' }, items: [] },
  ],
  ['anon', 'POST', (f) => `/api/tables/${f.tableToken}/bill`, 200],
  ['admin', 'GET', '/api/admin/tables/floor', 200],
  ['admin', 'GET', (f) => `/api/admin/tables/${f.tableId}/sitting`, 200],
  ['admin', 'DELETE', (f) => `/api/admin/tables/${f.tableId}`, 409],
  ['admin', 'POST', (f) => `/api/admin/tables/${f.tableId}/close`, 400, { payments: [{ method: 'cash', amount: 1 }] }],
  [
    'admin',
    'POST',
    (f) => `/api/admin/tables/${f.tableId}/close`,
    200,
    {
      payments: [
        { method: 'cash', amount: 170 },
        { method: 'upi', amount: 200, utr: '777788889999' },
      ],
    },
  ],
  ['admin', 'POST', (f) => `/api/admin/tables/${f.tableId}/close`, 409, { payments: [] }],
  // The sitting's one bill, for its guests on the table's page.
  ['anon', 'GET', (f) => `/api/tables/${f.tableToken}/bill`, 200],
  ['anon', 'GET', (f) => `/api/tables/${f.tableToken}/bill.html?paper=a4&lang=hi`, 200],
  ['admin', 'POST', `/api/admin/tables/${MISSING}/close`, 404, { payments: [] }],
  ['admin', 'DELETE', (f) => `/api/admin/tables/${f.tableId}`, 200],
  ['admin', 'DELETE', (f) => `/api/admin/tables/${f.tableId}`, 404],
  ['manager', 'GET', '/api/admin/payments/upi-statement?date=2026-01-15', 200],
  ['admin', 'GET', '/api/admin/payments/upi-statement?date=2026-02-30', 400],

  // Admin: backups (super_admin only)
  ['admin', 'GET', '/api/admin/backups', 200],
  ['admin', 'GET', '/api/admin/backups/status', 200],
  ['admin', 'POST', '/api/admin/backups', 201],
  // Restores the backup the line above made, so the data the lines below expect stays as it is.
  ['admin', 'POST', () => `/api/admin/backups/${t.app.backups.list()[0].name}/restore`, 200],
  ['manager', 'POST', (f) => `/api/admin/backups/${f.backupName}/restore`, 403],
  ['admin', 'POST', '/api/admin/backups/gaon-rasoi-2020-01-01-000000.tar.gz/restore', 404],
  ['admin', 'GET', (f) => `/api/admin/backups/${f.backupName}`, 200],
  ['admin', 'GET', '/api/admin/backups/gaon-rasoi-2020-01-01-000000.tar.gz', 404],
  ['admin', 'GET', '/api/admin/backups/..%2Fapp.db', 404],
  ['manager', 'GET', (f) => `/api/admin/backups/${f.backupName}`, 403],
  ['manager', 'GET', '/api/admin/backups', 403],
  ['manager', 'DELETE', (f) => `/api/admin/backups/${f.backupName}`, 403],
  ['admin', 'DELETE', (f) => `/api/admin/backups/${f.backupName}`, 200],
  ['admin', 'DELETE', (f) => `/api/admin/backups/${f.backupName}`, 404],

  // Push subscriptions: each added and removed at once
  ['anon', 'GET', '/api/push/key', 200],
  ['admin', 'POST', '/api/admin/push-subscriptions', 201, (f) => f.pushSubscription],
  ['admin', 'DELETE', '/api/admin/push-subscriptions', 200, (f) => ({ endpoint: f.pushSubscription.endpoint })],
  ['vendor', 'POST', '/api/vendor/push-subscriptions', 201, (f) => f.pushSubscription],
  ['vendor', 'DELETE', '/api/vendor/push-subscriptions', 200, (f) => ({ endpoint: f.pushSubscription.endpoint })],
  ['rider', 'POST', '/api/delivery/push-subscriptions', 201, (f) => f.pushSubscription],
  ['rider', 'DELETE', '/api/delivery/push-subscriptions', 200, (f) => ({ endpoint: f.pushSubscription.endpoint })],
  [
    'vendor',
    'POST',
    '/api/vendor/push-subscriptions',
    400,
    { endpoint: 'https://evil.example/x', keys: { p256dh: 'x', auth: 'y' } },
  ],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.orderId}/opened`, 200],

  // Kitchen (vendor)
  ['vendor', 'GET', '/api/vendor/me', 200],
  ['vendor', 'PUT', '/api/vendor/me/language', 200, { language: 'en' }],
  ['vendor', 'PUT', '/api/vendor/me/language', 400, { language: 'fr' }],
  ['vendor', 'GET', '/api/vendor/orders', 200],
  ['vendor', 'GET', `/api/vendor/prep-list?${PREP_WINDOW}`, 200],
  // The rider of the kitchen's order (given it above), to call; another kitchen's rider is none of its business.
  ['vendor', 'GET', (f) => `/api/vendor/riders/${f.riderId}`, 200],
  ['spareVendor', 'GET', (f) => `/api/vendor/riders/${f.riderId}`, 404],
  ['vendor', 'GET', '/api/vendor/orders?sort=stage', 200],
  ['vendor', 'GET', (f) => `/api/vendor/prep-list?${PREP_WINDOW}&restaurantId=${f.spareRestaurantId}`, 404],
  ['vendor', 'GET', '/api/vendor/prep-list?from=today&to=tomorrow', 400],
  ['vendor', 'GET', '/api/vendor/orders?status=placed&upcoming=false', 200],
  ['vendor', 'GET', '/api/vendor/orders?later=true&sort=scheduledFor&order=ASC', 200],
  ['vendor', 'GET', (f) => `/api/vendor/orders/${f.orderId}/bill`, 200],
  ['spareVendor', 'GET', (f) => `/api/vendor/orders/${f.orderId}/bill`, 404],
  ['vendor', 'PUT', (f) => `/api/vendor/orders/${f.orderId}`, 200, { status: 'preparing' }],
  ['vendor', 'PUT', (f) => `/api/vendor/orders/${f.orderId}`, 400, { status: 'accepted' }],
  ['vendor', 'PUT', (f) => `/api/vendor/orders/${f.upiId}`, 409, { paymentStatus: 'paid' }],
  ['vendor', 'PUT', (f) => `/api/vendor/orders/${f.orderId}`, 400, { status: 'teleported' }],
  ['spareVendor', 'PUT', (f) => `/api/vendor/orders/${f.orderId}`, 404, { status: 'preparing' }],
  ['vendor', 'GET', '/api/vendor/restaurants', 200],
  ['vendor', 'PUT', (f) => `/api/vendor/restaurants/${f.kitchenId}`, 200, { isActive: true }],
  ['vendor', 'PUT', (f) => `/api/vendor/restaurants/${f.kitchenId}`, 400, { isActive: null }],
  ['spareVendor', 'PUT', (f) => `/api/vendor/restaurants/${f.kitchenId}`, 404, { isActive: true }],
  ['vendor', 'PUT', (f) => `/api/vendor/restaurants/${f.kitchenId}/pause`, 200, { busyMinutes: 0 }],
  ['vendor', 'PUT', (f) => `/api/vendor/restaurants/${f.kitchenId}/pause`, 400, { busyMinutes: 9999 }],
  ['vendor', 'PUT', (f) => `/api/vendor/menu-items/${f.dishId}`, 200, { available: true }],
  [
    'vendor',
    'PUT',
    (f) => `/api/vendor/menu-items/${f.dishId}`,
    200,
    { portionsLeft: 40, lowAt: 5, portionsReset: 'batch', usualBatch: 40 },
  ],
  ['vendor', 'PUT', (f) => `/api/vendor/menu-items/${f.dishId}`, 200, { portionsLeft: null }],
  ['vendor', 'PUT', (f) => `/api/vendor/menu-items/${f.dishId}`, 400, { portionsLeft: -1 }],
  ['spareVendor', 'PUT', (f) => `/api/vendor/menu-items/${f.dishId}`, 404, { available: true }],
  ['vendor', 'GET', '/api/vendor/summary', 200],
  // Kitchen: printers, reprints and ticket bytes
  ['vendor', 'PUT', (f) => `/api/vendor/restaurants/${f.kitchenId}`, 200, { autoPrintKot: true }],
  ['vendor', 'PUT', (f) => `/api/vendor/restaurants/${f.kitchenId}`, 400, {}],
  ['vendor', 'GET', '/api/vendor/printers', 200],
  [
    'vendor',
    'POST',
    '/api/vendor/printers',
    201,
    (f) => ({ restaurantId: f.kitchenId, name: 'Counter', host: '192.168.1.60' }),
  ],
  ['vendor', 'POST', '/api/vendor/printers', 400, (f) => ({ restaurantId: f.kitchenId, name: 'Counter' })],
  ['vendor', 'PUT', (f) => `/api/vendor/printers/${f.printerId}`, 200, { copies: 2 }],
  ['vendor', 'PUT', (f) => `/api/vendor/printers/${f.printerId}`, 400, { port: 0 }],
  ['spareVendor', 'PUT', (f) => `/api/vendor/printers/${f.printerId}`, 404, { copies: 2 }],
  ['vendor', 'POST', (f) => `/api/vendor/printers/${f.printerId}/test`, 202],
  ['vendor', 'POST', (f) => `/api/vendor/printers/${f.sparePrinterId}/test`, 400],
  ['spareVendor', 'POST', (f) => `/api/vendor/printers/${f.printerId}/test`, 404],
  ['vendor', 'POST', (f) => `/api/vendor/printers/${f.sparePrinterId}/printed`, 200],
  ['vendor', 'POST', (f) => `/api/vendor/printers/${f.printerId}/printed`, 400],
  ['spareVendor', 'POST', (f) => `/api/vendor/printers/${f.sparePrinterId}/printed`, 404],
  ['vendor', 'GET', (f) => `/api/vendor/printers/${f.sparePrinterId}/test-ticket`, 200],
  ['spareVendor', 'GET', (f) => `/api/vendor/printers/${f.sparePrinterId}/test-ticket`, 404],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.orderId}/print`, 202, { kind: 'kot' }],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.orderId}/print`, 400, { kind: 'menu' }],
  ['spareVendor', 'POST', (f) => `/api/vendor/orders/${f.orderId}/print`, 404, { kind: 'kot' }],
  ['vendor', 'GET', (f) => `/api/vendor/orders/${f.orderId}/ticket?kind=kot&paperWidth=58`, 200],
  ['vendor', 'GET', (f) => `/api/vendor/orders/${f.orderId}/ticket?kind=bill&format=png`, 200],
  ['vendor', 'GET', (f) => `/api/vendor/orders/${f.orderId}/ticket?paperWidth=70`, 400],
  ['spareVendor', 'GET', (f) => `/api/vendor/orders/${f.orderId}/ticket`, 404],
  ['spareVendor', 'DELETE', (f) => `/api/vendor/printers/${f.sparePrinterId}`, 404],
  ['vendor', 'DELETE', (f) => `/api/vendor/printers/${f.sparePrinterId}`, 200],
  ['vendor', 'GET', '/api/vendor/notifications', 200],
  ['vendor', 'GET', '/api/vendor/notifications?since=2024-01-01T00:00:00Z&limit=1', 200],
  ['vendor', 'GET', '/api/vendor/notifications?since=soon', 400],
  ['admin', 'GET', '/api/vendor/orders', 403],
  ['rider', 'GET', '/api/vendor/orders', 403],

  // The order's commands, one route each (the PUT lines above and below reach the same commands).
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.admin}/accept`, 200],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.admin}/prepare`, 200],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.admin}/assign`, 200, (f) => ({ riderId: f.riderId })],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.admin}/assign`, 400, { riderId: 'someone' }],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.admin}/pick-up`, 200],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.admin}/deliver`, 200, {}],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.admin}/cancel`, 400, { reason: 'Too late' }],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.cancel}/cancel`, 200, { reason: 'Kitchen closed early' }],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.refund}/payment`, 200, { utr: '223456789012' }],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.refund}/payment`, 409, {}],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.refund}/cancel`, 200, {}],
  [
    'admin',
    'POST',
    (f) => `/api/admin/orders/${f.commands.refund}/refund`,
    200,
    { method: 'upi', utr: '323456789012' },
  ],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.refund}/refund`, 400, { method: 'cheque' }],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.held}/confirm`, 200],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.fakes}/fake`, 200, { reason: 'Wrong number' }],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.commands.heldToo}/confirm`, 200],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.commands.kitchen}/accept`, 200],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.commands.kitchen}/prepare`, 200],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.commands.kitchen}/ready`, 200],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.commands.kitchen}/ready`, 409],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.commands.kitchen}/payment`, 200, { utr: '423456789012' }],
  ['spareVendor', 'POST', (f) => `/api/vendor/orders/${f.commands.kitchen}/accept`, 404],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.commands.kitchen}/hand-over`, 409, { collected: 'cash' }],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.commands.pickup}/accept`, 200],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.commands.pickup}/prepare`, 200],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.commands.pickup}/hand-over`, 400, {}],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.pickup}/payments`, 200, { method: 'cash', amount: 1 }],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.pickup}/payments`, 400, { method: 'cash', amount: 99999 }],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.cancel}/payments`, 409, { method: 'cash', amount: 1 }],
  ['admin', 'POST', '/api/admin/orders/987654/payments', 404, { method: 'cash', amount: 1 }],
  [
    'vendor',
    'POST',
    (f) => `/api/vendor/orders/${f.commands.pickup}/hand-over`,
    400,
    { payments: [{ method: 'cash', amount: 99999 }] },
  ],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.commands.pickup}/hand-over`, 200, { collected: 'cash' }],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.commands.fakeKitchen}/cancel`, 200, { reason: 'Out of rice' }],
  ['vendor', 'POST', (f) => `/api/vendor/orders/${f.commands.fakeKitchen}/fake`, 200, {}],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.kitchen}/assign`, 200, (f) => ({ riderId: f.riderId })],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.commands.fakeRider}/assign`, 200, (f) => ({ riderId: f.riderId })],
  ['rider', 'POST', (f) => `/api/delivery/orders/${f.commands.kitchen}/acknowledge`, 200],
  ['rider', 'POST', (f) => `/api/delivery/orders/${f.commands.kitchen}/deliver`, 409, {}],
  ['rider', 'POST', (f) => `/api/delivery/orders/${f.commands.kitchen}/pick-up`, 200],
  ['rider', 'POST', (f) => `/api/delivery/orders/${f.commands.kitchen}/deliver`, 200, {}],
  ['spareRider', 'POST', (f) => `/api/delivery/orders/${f.commands.fakeRider}/fake`, 404, {}],
  ['rider', 'POST', (f) => `/api/delivery/orders/${f.commands.fakeRider}/fake`, 200, { reason: 'No one at the door' }],
  // A restaurant that asks for a delivery code: the customer's new code, the rider without it, the owner's reason.
  ['admin', 'PUT', (f) => `/api/admin/restaurants/${f.kitchenId}`, 200, { deliveryCode: true }],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.codeId}/accept`, 200],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.codeId}/assign`, 200, (f) => ({ riderId: f.riderId })],
  ['rider', 'POST', (f) => `/api/delivery/orders/${f.codeId}/pick-up`, 200],
  ['admin', 'PUT', (f) => `/api/admin/restaurants/${f.kitchenId}`, 200, { deliveryCode: false }],
  ['anon', 'POST', (f) => `/api/track/${f.codeNumber}/delivery-code?t=${f.codeTrack}`, 200],
  ['anon', 'POST', (f) => `/api/track/${f.codeNumber}/delivery-code?t=wrong`, 404],
  ['anon', 'POST', (f) => `/api/track/${f.orderNumber}/delivery-code?t=${f.track}`, 409],
  ['rider', 'POST', (f) => `/api/delivery/orders/${f.codeId}/deliver`, 409, { collected: 'cash' }],
  ['rider', 'POST', (f) => `/api/delivery/orders/${f.codeId}/deliver`, 400, { collected: 'cash', code: '12' }],
  ['rider', 'POST', (f) => `/api/delivery/orders/${f.codeId}/deliver`, 403, { collected: 'cash', overrideCode: 'x' }],
  ['admin', 'POST', (f) => `/api/admin/orders/${f.codeId}/deliver`, 200, { overrideCode: 'Called the customer' }],
  ['admin', 'GET', '/api/admin/orders?deliveryProof=overridden', 200],
  ['admin', 'GET', '/api/admin/orders?deliveryProof=maybe', 400],

  // Rider (delivery)
  ['rider', 'GET', '/api/delivery/me', 200],
  ['rider', 'PUT', '/api/delivery/me/language', 200, { language: 'hi' }],
  ['rider', 'GET', '/api/delivery/orders', 200],
  ['rider', 'GET', (f) => `/api/delivery/restaurants/${f.kitchenId}`, 200],
  ['spareRider', 'GET', (f) => `/api/delivery/restaurants/${f.kitchenId}`, 404],
  ['rider', 'PUT', (f) => `/api/delivery/orders/${f.orderId}`, 200, { acknowledged: true }],
  ['rider', 'PUT', (f) => `/api/delivery/orders/${f.orderId}`, 400, { acknowledged: false }],
  ['rider', 'PUT', (f) => `/api/delivery/orders/${f.orderId}`, 200, { status: 'out_for_delivery' }],
  ['rider', 'PUT', '/api/delivery/me', 409, { status: 'on_leave' }],
  ['rider', 'PUT', (f) => `/api/delivery/orders/${f.orderId}`, 400, { status: 'teleported' }],
  ['spareRider', 'PUT', (f) => `/api/delivery/orders/${f.orderId}`, 404, { status: 'delivered' }],
  ['rider', 'PUT', (f) => `/api/delivery/orders/${f.orderId}`, 200, { status: 'delivered', collected: 'cash' }],
  ['rider', 'PUT', (f) => `/api/delivery/orders/${f.orderId}`, 400, { status: 'out_for_delivery' }],
  // The customer rates the order just delivered, once; an order not delivered cannot be rated.
  ['anon', 'POST', (f) => `/api/track/${f.upiNumber}/rating?t=${f.upiTrack}`, 409, { stars: 5 }],
  ['anon', 'POST', (f) => `/api/track/${f.orderNumber}/rating?t=${f.track}`, 400, { stars: 6 }],
  ['anon', 'POST', (f) => `/api/track/${f.orderNumber}/rating?t=wrong`, 404, { stars: 5 }],
  [
    'anon',
    'POST',
    (f) => `/api/track/${f.orderNumber}/rating?t=${f.track}`,
    201,
    { stars: 4, feedback: 'Hot and fresh' },
  ],
  ['anon', 'POST', (f) => `/api/track/${f.orderNumber}/rating?t=${f.track}`, 409, { stars: 5 }],
  ['rider', 'PUT', (f) => `/api/delivery/orders/${f.upiId}`, 404, { status: 'delivered' }],
  ['rider', 'PUT', '/api/delivery/me', 200, { status: 'on_leave' }],
  ['rider', 'GET', '/api/delivery/summary', 200],
  ['rider', 'GET', '/api/delivery/notifications', 200],
  ['vendor', 'GET', '/api/delivery/orders', 403],
  ['customer', 'GET', '/api/delivery/orders', 403],

  // Deleting and signing out last: they end records and tokens the lines above use.
  ['admin', 'DELETE', (f) => `/api/admin/orders/${f.orderId}`, 200],
  ['manager', 'DELETE', (f) => `/api/admin/orders/${f.orderId}`, 403],
  ['spareVendor', 'POST', '/api/auth/vendor/logout', 200],
  ['spareRider', 'POST', '/api/auth/delivery/logout', 200],
  ['spareAdmin', 'POST', '/api/auth/admin/logout', 200],
  ['spareAdmin', 'GET', '/api/auth/admin/me', 401],
];

/** Event streams never end, so inject() cannot read them; their 401/403 are in the sweeps. */
const NOT_IN_TABLE = new Set(['GET /api/admin/events', 'GET /api/vendor/events', 'GET /api/delivery/events']);

// ------------------------------------------------------------------------------------------
// The checker: the document's operation for a request, and what is wrong with an answer.

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function pointer(...segments: string[]): string {
  return '#' + segments.map((s) => '/' + encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('');
}

class Contract {
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: Array<{ path: string; pattern: RegExp; literal: number }>;

  constructor(readonly doc: Document) {
    // OpenAPI 3.0 schemas: `nullable` is understood by ajv; `binary` is a format of bodies that are not JSON.
    this.ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(doc as object, 'openapi.json');
    this.templates = Object.keys(doc.paths).map((path) => ({
      path,
      pattern: new RegExp('^' + path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+') + '$'),
      literal: path.replace(/\{[^}]+\}/g, '').length,
    }));
  }

  /** As a router does: of the templates that match, the most literal one (/backups/status before /backups/{name}). */
  find(method: string, url: string): { path: string; op: Operation } | undefined {
    const path = url.split('?')[0];
    const matches = this.templates.filter((t) => t.pattern.test(path) && this.doc.paths[t.path][method.toLowerCase()]);
    matches.sort((a, b) => b.literal - a.literal);
    const best = matches[0];
    return best && { path: best.path, op: this.doc.paths[best.path][method.toLowerCase()] };
  }

  private validator(ref: string): ValidateFunction {
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: 'openapi.json' + ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }

  private check(ref: string, value: unknown): string | undefined {
    const validate = this.validator(ref);
    if (validate(value)) return undefined;
    return this.ajv.errorsText(validate.errors, { dataVar: 'body' });
  }

  /** What a validating proxy would refuse in a request the table means to be valid. */
  request(method: string, url: string, body: unknown, headers: Record<string, string>): string[] {
    const found = this.find(method, url);
    if (!found) return [`${method} ${url}: no documented operation`];
    const { path, op } = found;
    const where = `${method} ${path} request`;
    const problems: string[] = [];
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    for (const [i, p] of (op.parameters ?? []).entries()) {
      const present =
        p.in === 'query'
          ? query.has(p.name)
          : p.in === 'header'
            ? Object.keys(headers).some((h) => h.toLowerCase() === p.name.toLowerCase())
            : true;
      if (p.required && !present) problems.push(`${where}: required ${p.in} parameter ${p.name} not sent`);
      if (p.in !== 'query' || !present) continue;
      // A query value is text: read as its schema's type first, as the proxy (and Fastify) do.
      const text = query.get(p.name)!;
      const type = (p.schema as { type?: string } | undefined)?.type;
      const value =
        type === 'integer' || type === 'number'
          ? Number(text)
          : type === 'boolean'
            ? text === 'true'
              ? true
              : text === 'false'
                ? false
                : text
            : text;
      const error = this.check(pointer('paths', path, method.toLowerCase(), 'parameters', String(i), 'schema'), value);
      if (error) problems.push(`${where}: query ${p.name}: ${error}`);
    }
    for (const name of query.keys()) {
      if (!(op.parameters ?? []).some((p) => p.in === 'query' && p.name === name))
        problems.push(`${where}: query parameter ${name} is not documented`);
    }
    if (body === undefined) {
      if (op.requestBody?.required) problems.push(`${where}: the document requires a body the app does not need`);
    } else if (!op.requestBody && !Buffer.isBuffer(body)) {
      problems.push(`${where}: a body is sent but none is documented`);
    } else if (op.requestBody && !Buffer.isBuffer(body)) {
      const json = op.requestBody.content['application/json'];
      if (!json) problems.push(`${where}: JSON body, documented as ${Object.keys(op.requestBody.content).join(', ')}`);
      else if (json.schema) {
        const error = this.check(
          pointer('paths', path, method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema'),
          body,
        );
        if (error) problems.push(`${where}: ${error}`);
      }
    }
    return problems;
  }

  /** What a validating proxy would refuse in an answer. */
  response(method: string, url: string, res: LightMyRequestResponse): string[] {
    const found = this.find(method, url);
    if (!found) return [`${method} ${url}: no documented operation`];
    const { path, op } = found;
    const status = String(res.statusCode);
    const key = [status, `${status[0]}XX`, 'default'].find((k) => op.responses[k]);
    const where = `${method} ${path} → ${status}`;
    if (!key) return [`${where}: status not documented (documented: ${Object.keys(op.responses).join(', ')})`];
    const documented = op.responses[key].content;
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (res.rawPayload.length === 0) return [];
    if (!documented) return [`${where}: a ${type || 'body'} body, documented without one`];
    const media = Object.keys(documented).find((m) => {
      const [want, sub] = m.split(';')[0].trim().toLowerCase().split('/');
      const [got, gotSub] = type.split('/');
      return (want === '*' || want === got) && (sub === '*' || sub === gotSub);
    });
    if (!media)
      return [`${where}: Content-Type ${type || '(none)'}, documented as ${Object.keys(documented).join(', ')}`];
    if (!/^application\/(.+\+)?json$/.test(type) || !documented[media].schema) return [];
    let json: unknown;
    try {
      json = JSON.parse(res.body);
    } catch {
      return [`${where}: Content-Type ${type} but the body is not JSON`];
    }
    const error = this.check(
      pointer('paths', path, method.toLowerCase(), 'responses', key, 'content', media, 'schema'),
      json,
    );
    return error ? [`${where}: ${error}`] : [];
  }
}

// ------------------------------------------------------------------------------------------

let t: TestApp;
let contract: Contract;
let f: Fixture;
const tokens = {} as Record<Exclude<Who, 'anon'>, string>;
/** Every operation a table line reached with a 2xx answer. */
const succeeded = new Set<string>();

async function send(who: Who, method: Method, url: string, body: unknown, headers: Record<string, string> = {}) {
  const auth = who === 'anon' ? {} : { authorization: `Bearer ${tokens[who]}` };
  if (body instanceof Multipart) {
    const part = body;
    return {
      res: await t.app.inject({
        method,
        url,
        headers: { ...auth, ...headers, ...part.headers },
        payload: part.payload,
      }),
      sent: part.payload as unknown,
    };
  }
  return {
    res: await t.app.inject({
      method,
      url,
      headers: { ...auth, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    }),
    sent: body,
  };
}

beforeAll(async () => {
  t = await makeApp({ printing: { allowLoopback: true } });
  contract = new Contract((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
  const admin = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens.admin}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  tokens.admin = (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: 'admin@example.com', password: 'admin-password-123' },
    })
  ).json().data.token;
  tokens.manager = await adminWithRole(t, 'restaurant_manager');
  tokens.spareAdmin = await adminWithRole(t, 'admin');
  tokens.passwordAdmin = await adminWithRole(t, 'admin');
  tokens.customer = await customerToken(t.app);
  const vendor = await partnerAccount(t.app, 'vendor');
  const rider = await partnerAccount(t.app, 'delivery');
  const spareVendor = await partnerAccount(t.app, 'vendor', 'Other Kitchen');
  const spareRider = await partnerAccount(t.app, 'delivery', 'Other Rider');
  Object.assign(tokens, {
    vendor: vendor.token,
    rider: rider.token,
    spareVendor: spareVendor.token,
    spareRider: spareRider.token,
  });

  const { village, kitchen, thali } = storefront(t.database, {
    ownerId: vendor.id,
    upiId: 'gaonrasoi@upi',
    upiName: 'Gaon Rasoi',
  });
  const make = fixtures(t.database);
  // No holds: the order the lines move along must be a plain placed order.
  await admin('PUT', '/api/admin/settings', { holdFirstOrder: false });
  const orderBody = {
    customer: { name: 'Sita Devi', phone: '9876500001' },
    fulfilment: 'delivery',
    villageId: village.id,
    address: 'Near the well',
    items: [{ dishId: thali.id, quantity: 2 }],
  };
  const place = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: body });
    if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
    const data = res.json().data as { orderId: string; trackingUrl: string };
    return {
      number: data.orderId,
      track: new URL(data.trackingUrl, 'http://x').searchParams.get('t')!,
      id: Number(data.orderId.replace(/\D/g, '')),
    };
  };
  const first = await place(orderBody);
  const commandOrder = (phone: string, more: Record<string, unknown> = {}) =>
    place({ ...orderBody, customer: { name: 'Command Customer', phone }, ...more });
  const commands = {
    admin: (await commandOrder('9876500101')).id,
    kitchen: (await commandOrder('9876500102', { paymentMethod: 'upi' })).id,
    pickup: (await commandOrder('9876500103', { fulfilment: 'pickup' })).id,
    refund: (await commandOrder('9876500104', { paymentMethod: 'upi' })).id,
    cancel: (await commandOrder('9876500105')).id,
    fakes: (await commandOrder('9876500106')).id,
    fakeKitchen: (await commandOrder('9876500107')).id,
    fakeRider: (await commandOrder('9876500108')).id,
    // Held "to confirm": the first order of a number, while the owner holds first orders.
    ...(await (async () => {
      await admin('PUT', '/api/admin/settings', { holdFirstOrder: true });
      const held = (await commandOrder('9876500109')).id;
      const heldToo = (await commandOrder('9876500110')).id;
      await admin('PUT', '/api/admin/settings', { holdFirstOrder: false });
      return { held, heldToo };
    })()),
  };
  const upi = await place({ ...orderBody, paymentMethod: 'upi' });
  const cancel = await place(orderBody);
  const withCode = await place({ ...orderBody, customer: { name: 'Code Customer', phone: '9876500121' } });

  // A number with a strike: an order marked fake by its kitchen.
  const strikePhone = '9876500077';
  const fake = await place({ ...orderBody, customer: { name: 'Prank', phone: strikePhone } });
  const marked = await t.app.inject({
    method: 'PUT',
    url: `/api/vendor/orders/${fake.id}`,
    headers: { authorization: `Bearer ${vendor.token}` },
    payload: { fake: true, reason: 'Phone switched off' },
  });
  if (marked.statusCode !== 200) throw new Error(`fake: ${marked.statusCode} ${marked.body}`);

  const created = async (url: string, body: unknown) => {
    const res = await admin('POST', url, body);
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: number };
  };
  const application = {
    owner: 'Bhola Nath',
    phone: '94150 12345',
    address: 'Saidabad, Prayagraj',
    cuisine: 'Village Thali',
  };
  for (const name of ['Gita', 'Mohan']) {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name, email: 'someone@example.com', message: 'Hello' },
    });
    if (contact.statusCode !== 201) throw new Error(`contact: ${contact.body}`);
  }
  const tickets = (await admin('GET', '/api/admin/support?type=Feedback')).json().data as Array<{ id: number }>;
  const backup = await admin('POST', '/api/admin/backups');
  if (backup.statusCode !== 201) throw new Error(`backup: ${backup.body}`);

  // Party requests for the party lines: India days ahead of today, whenever the suite runs.
  const dayAhead = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
  const askParty = async (phone: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/party-requests',
      payload: { name: 'Sunita Devi', phone, date: dayAhead(20), guests: 150, villageId: village.id },
    });
    if (res.statusCode !== 201) throw new Error(`party request: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: number; token: string };
  };
  const party = await askParty('9876500091');
  const spareParty = await askParty('9876500092');

  // A khata owing ₹250 on the first order: its statement and a settlement have something to show.
  t.database.sqlite
    .prepare(`insert into khata (phone, name, limit_paise) values ('9876500093', 'Ramesh Yadav', 50000)`)
    .run();
  t.database.sqlite
    .prepare(
      `insert into payments (order_id, kind, method, amount_paise, received_by_kind, received_by_name, at, khata_phone)
         values (?, 'payment', 'credit', 25000, 'counter', 'Counter', ?, '9876500093')`,
    )
    .run(first.id, Date.now());
  const khataUrl = (await admin('GET', '/api/admin/khata/9876500093')).json().data.privateUrl as string;

  const pushKeys = createECDH('prime256v1');
  pushKeys.generateKeys();
  f = {
    commands,
    pushSubscription: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/contract-test',
      keys: { p256dh: pushKeys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    },
    orderId: first.id,
    orderNumber: first.number,
    track: first.track,
    upiNumber: upi.number,
    upiTrack: upi.track,
    upiId: upi.id,
    cancelNumber: cancel.number,
    cancelTrack: cancel.track,
    codeId: withCode.id,
    codeNumber: withCode.number,
    codeTrack: withCode.track,
    kitchenId: kitchen.id,
    printerId: createPrinter(t.database, kitchen.id, { ...printerFields, name: 'Kitchen', port: await freePort() }).id,
    sparePrinterId: createPrinter(t.database, kitchen.id, {
      ...printerFields,
      name: 'Spare',
      connection: 'browser',
      host: null,
    }).id,
    dishId: thali.id,
    villageId: village.id,
    spareVillageId: make.village('Spare Village').id,
    spareRestaurantId: make.restaurant('Spare Kitchen').id,
    riderId: rider.id,
    spareUserId: make.delivery('Spare Rider', 'spare-rider@example.com').id,
    otherSpareUserId: make.delivery('Second Spare Rider', 'spare-rider-2@example.com').id,
    couponId: (
      await created('/api/admin/coupons', {
        code: 'GAON10',
        discount: 10,
        validFrom: '2025-01-01',
        validTo: '2099-12-31',
      })
    ).id,
    spareCouponId: (
      await created('/api/admin/coupons', {
        code: 'SPARE5',
        discount: 5,
        validFrom: '2025-01-01',
        validTo: '2099-12-31',
      })
    ).id,
    notificationId: (
      await created('/api/admin/notifications', { message: 'Diwali', target: 'all', scheduledAt: '2099-10-20T10:00' })
    ).id,
    ticketId: tickets[0].id,
    spareTicketId: tickets[1].id,
    applicationId: (await created('/api/admin/onboarding', { ...application, name: 'Bhola Ki Rasoi' })).id,
    spareApplicationId: (await created('/api/admin/onboarding', { ...application, name: 'Once Only' })).id,
    backupName: backup.json().data.name,
    strikePhone,
    orderBody,
    partyId: party.id,
    partyToken: party.token,
    khataUrl,
    ...(() => {
      const id = insertTable(t.database, { restaurantId: kitchen.id, name: 'Table 0', seats: 2 });
      return {
        tableId: id,
        tableToken: readTable(t.database, id)!.token,
        counterTableId: insertTable(t.database, { restaurantId: kitchen.id, name: 'Counter 1', seats: 2 }),
      };
    })(),
    sparePartyId: spareParty.id,
    partyDate: dayAhead(20),
    quoteUntil: dayAhead(10),
    blockedDate: dayAhead(40),
  };
  // Many sign-ups (scrypt) on two shared cores: a budget, not a timing assertion.
}, 60_000);
afterAll(() => t?.close());

describe('the document', () => {
  it('documents no answer of a route that is not JSON with the success media type alone: errors are envelopes', () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(contract.doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (status.startsWith('2') || !response.content) continue;
          if (!response.content['application/json'])
            problems.push(`${method.toUpperCase()} ${path} → ${status}: ${Object.keys(response.content).join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('sweeps over every documented operation', () => {
  /** A request to an operation with its path parameters filled in with values its schema takes. */
  const urlOf = (path: string, op: Operation) =>
    path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const schema = op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema as
        { type?: string } | undefined;
      if (schema?.type === 'integer') return String(MISSING);
      if (name === 'phone') return '9876599999';
      if (name === 'orderId') return 'ORD-999999';
      return 'gaon-rasoi-2020-01-01-000000.tar.gz';
    });
  const operations = () =>
    Object.entries(contract.doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase() as Method, path, op })),
    );

  it('without a token, every secured operation answers a documented 401 envelope', async () => {
    const problems: string[] = [];
    for (const { method, path, op } of operations()) {
      if (!op.security) continue;
      const url = urlOf(path, op);
      const { res } = await send('anon', method, url, op.requestBody ? {} : undefined);
      if (res.statusCode !== 401) problems.push(`${method} ${path}: ${res.statusCode}, not 401`);
      problems.push(...contract.response(method, url, res));
    }
    expect(problems).toEqual([]);
  });

  it('with the wrong kind of token, every admin, kitchen and rider operation answers a documented 403 envelope', async () => {
    const problems: string[] = [];
    for (const { method, path, op } of operations()) {
      const who: Who | undefined = path.startsWith('/api/admin/')
        ? 'customer'
        : path.startsWith('/api/vendor/')
          ? 'rider'
          : path.startsWith('/api/delivery/')
            ? 'vendor'
            : undefined;
      if (!who) continue;
      const url = urlOf(path, op);
      const { res } = await send(who, method, url, op.requestBody ? {} : undefined);
      if (res.statusCode !== 403) problems.push(`${method} ${path} as ${who}: ${res.statusCode}, not 403`);
      problems.push(...contract.response(method, url, res));
    }
    expect(problems).toEqual([]);
  });
});

describe('sweeps with the right token', () => {
  const ownerOf = (path: string): Who =>
    path.startsWith('/api/vendor/') || path.startsWith('/api/auth/vendor/')
      ? 'vendor'
      : path.startsWith('/api/delivery/') || path.startsWith('/api/auth/delivery/')
        ? 'rider'
        : path.startsWith('/api/admin/') || path.startsWith('/api/auth/admin/')
          ? 'admin'
          : 'anon';
  const operations = () =>
    Object.entries(contract.doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        method: method.toUpperCase() as Method,
        path,
        op,
        who: ownerOf(path),
      })),
    );

  it('a path id that is not a number is a documented 400 envelope', async () => {
    const problems: string[] = [];
    for (const { method, path, op, who } of operations()) {
      const ids = (op.parameters ?? []).filter(
        (p) => p.in === 'path' && (p.schema as { type?: string } | undefined)?.type === 'integer',
      );
      if (ids.length === 0) continue;
      const url = path.replace(/\{[^}]+\}/g, 'abc');
      const { res } = await send(who, method, url, op.requestBody ? {} : undefined);
      if (res.statusCode !== 400) problems.push(`${method} ${path}: ${res.statusCode}, not 400`);
      problems.push(...contract.response(method, url, res));
    }
    expect(problems).toEqual([]);
  });

  it('a record that does not exist is a documented 404 envelope', async () => {
    const problems: string[] = [];
    for (const { method, path, op, who } of operations()) {
      if (op.requestBody?.required) continue;
      const ids = (op.parameters ?? []).filter(
        (p) => p.in === 'path' && (p.schema as { type?: string } | undefined)?.type === 'integer',
      );
      if (ids.length === 0) continue;
      const url = path.replace(/\{[^}]+\}/g, String(MISSING));
      const { res } = await send(who, method, url, undefined);
      if (res.statusCode !== 404) problems.push(`${method} ${path}: ${res.statusCode}, not 404`);
      problems.push(...contract.response(method, url, res));
    }
    expect(problems).toEqual([]);
  });

  it('a body that is not JSON is a documented 415 envelope, one over the limit a documented 413', async () => {
    const problems: string[] = [];
    const tooLarge = JSON.stringify({ note: 'x'.repeat(1024 * 1024) });
    for (const { method, path, op, who } of operations()) {
      if (!op.requestBody?.content['application/json']) continue;
      const url = path.replace(/\{[^}]+\}/g, String(MISSING));
      const auth = who === 'anon' ? {} : { authorization: `Bearer ${tokens[who]}` };
      for (const [status, type, payload] of [
        [415, 'text/plain', 'hello'],
        [413, 'application/json', tooLarge],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: { ...auth, 'content-type': type }, payload });
        if (res.statusCode !== status) problems.push(`${method} ${path}: ${res.statusCode}, not ${status}`);
        problems.push(...contract.response(method, url, res));
      }
    }
    expect(problems).toEqual([]);
  });

  it('a read asked again with its ETag is a documented 304', async () => {
    const problems: string[] = [];
    let conditional = 0;
    for (const { method, path, who } of operations()) {
      if (method !== 'GET' || path.includes('{') || path.endsWith('/events')) continue;
      const first = await send(who, method, path, undefined);
      const etag = first.res.headers.etag;
      if (!etag) continue;
      conditional++;
      const { res } = await send(who, method, path, undefined, { 'if-none-match': String(etag) });
      if (res.statusCode !== 304) problems.push(`${method} ${path}: ${res.statusCode}, not 304`);
      problems.push(...contract.response(method, path, res));
    }
    expect(problems).toEqual([]);
    expect(conditional).toBeGreaterThan(5);
  });
});

describe('rate limits', () => {
  it('a request over a limit is a documented 429 envelope with Retry-After', async () => {
    const limited = await makeApp({ loginRateLimit: 1, orderRateLimit: 1, contactRateLimit: 1 });
    try {
      const problems: string[] = [];
      for (const [method, url, payload] of [
        ['POST', '/api/auth/admin/login', { email: 'admin@example.com', password: 'wrong-password' }],
        ['POST', '/api/auth/vendor/login', { email: 'nobody@example.com', password: 'wrong-password' }],
        ['POST', '/api/orders', { items: [] }],
        ['POST', '/api/contact', {}],
        ['POST', '/api/village-requests', {}],
        ['POST', '/api/party-requests', {}],
      ] as const) {
        let res = await limited.app.inject({ method, url, payload });
        for (let i = 0; i < 5 && res.statusCode !== 429; i++) res = await limited.app.inject({ method, url, payload });
        if (res.statusCode !== 429) problems.push(`${method} ${url}: ${res.statusCode}, never 429`);
        else if (!res.headers['retry-after']) problems.push(`${method} ${url}: 429 without Retry-After`);
        problems.push(...contract.response(method, url, res));
      }
      expect(problems).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});

describe('real requests, answered as documented', () => {
  const label = ([who, method, url, status]: Line, i: number) =>
    `${i + 1}: ${who} ${method} ${typeof url === 'string' ? url : String(url).replace(/^\(f\) => /, '')} → ${status}`;
  it.each(LINES.map((line, i) => [label(line, i), line] as const))(
    '%s',
    async (_label, [who, method, urlValue, status, bodyValue, headers]) => {
      const url = typeof urlValue === 'function' ? urlValue(f) : urlValue;
      const body = typeof bodyValue === 'function' ? bodyValue(f) : bodyValue;
      const { res, sent } = await send(who, method, url, body, headers);
      const problems = contract.response(method, url, res);
      if (status < 300) problems.push(...contract.request(method, url, sent, headers ?? {}));
      expect({ status: res.statusCode, problems }, `${who} ${method} ${url}: ${res.body.slice(0, 300)}`).toEqual({
        status,
        problems: [],
      });
      const found = contract.find(method, url);
      if (found && res.statusCode < 300) succeeded.add(`${method} ${found.path}`);
    },
  );

  // A stream never ends, so inject() cannot read it: the public stock stream is read over a
  // socket, its status and first event checked against the document like any answer.
  it('GET /api/menu/events answers a documented event stream', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = '/api/menu/events';
    const controller = new AbortController();
    const answer = await fetch(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${url}`, {
      signal: controller.signal,
    });
    const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
    let first = '';
    while (!first.includes('\n\n')) first += (await reader.read()).value ?? '';
    controller.abort();
    const res = {
      statusCode: answer.status,
      headers: { 'content-type': answer.headers.get('content-type') },
      rawPayload: Buffer.from(first),
      body: first,
    } as unknown as LightMyRequestResponse;
    expect({
      status: res.statusCode,
      first: first.split('\n')[0],
      problems: contract.response('GET', url, res),
    }).toEqual({
      status: 200,
      first: 'event: stock',
      problems: [],
    });
    succeeded.add(`GET ${contract.find('GET', url)!.path}`);
  });

  it('every documented operation has a line that succeeds', () => {
    const missing = Object.entries(contract.doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((op) => !succeeded.has(op) && !NOT_IN_TABLE.has(op));
    expect(missing).toEqual([]);
  });
});
