/**
 * The owner's day close, end to end: one day of a GST-registered storefront kitchen (prices
 * exclusive of tax, so every order's tax has paise), a coupon and two riders, placed through the
 * checkout and moved by the kitchen, the admin and the riders as they would in the apps. Then
 * every screen that adds up money — the dashboard, Daily Order, earnings, each rider's Today, the
 * cash close, the orders CSV, the bill register and the GST summary — is held to a ledger this
 * test keeps from the orders it placed, to the paisa (integers of paise, never floats).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../../db/schema';
import { financialYearOf, formatBillNumber } from '../../shared/tax';
import { istDate } from '../../shared/indiaTime';
import { caller, loginAsAdmin, makeApp, partnerAccount, storefront, type TestApp } from './helper';

type Call = ReturnType<typeof caller>;

let t: TestApp;
let admin: Call;
let vendor: Call;
let shop: ReturnType<typeof storefront>;
let dishes: { paneer: number; roti: number; lassi: number };
let phone = 0;

const GSTIN = '09AAACG1234F1Z2';
const DELIVERY_PAISE = 2850;
const COMMISSION_BP = 1250;
const COUPON = { code: 'DIWALI15', percent: 15 };
const PRICES = { paneer: 14950, roti: 1225, lassi: 6075 };

/** Rupees in an answer as whole paise: every comparison below is between integers. */
const paise = (rupees: number | string) => Math.round(Number(rupees) * 100);

/** What the test expects of one order, worked out from its lines alone. */
interface Entry {
  id: number;
  label: string;
  subtotal: number;
  delivery: number;
  discount: number;
  taxable: number;
  tax: number;
  cgst: number;
  sgst: number;
  total: number;
  /** How the money was finally taken: cash, UPI, or none (cancelled). */
  paidBy: 'cash' | 'upi' | 'none';
  rider: 'A' | 'B' | null;
  /** The UPI reference the payment was confirmed with. */
  utr: string | null;
  pickup: boolean;
  cancelled: boolean;
}
const ledger: Entry[] = [];

type Lines = Partial<Record<keyof typeof PRICES, number>>;
/** The ledger's own arithmetic: 5 % GST on food after the coupon plus delivery, halved into CGST and SGST. */
function expected(lines: Lines, delivery: boolean, couponPercent = 0) {
  const subtotal = Object.entries(lines).reduce(
    (sum, [dish, quantity]) => sum + PRICES[dish as keyof typeof PRICES] * quantity!,
    0,
  );
  const discount = Math.floor((subtotal * couponPercent) / 100);
  const deliveryPaise = delivery ? DELIVERY_PAISE : 0;
  const taxable = subtotal + deliveryPaise - discount;
  const tax = Math.round((taxable * 5) / 100);
  const cgst = Math.round(tax / 2);
  return { subtotal, delivery: deliveryPaise, discount, taxable, tax, cgst, sgst: tax - cgst, total: taxable + tax };
}

/** Places an order on the site as a customer would, and checks the checkout's figures against the ledger's. */
async function place(label: string, lines: Lines, options: { pickup?: boolean; upi?: boolean; coupon?: boolean } = {}) {
  const body = {
    customer: { name: `Customer ${label}`, phone: `97${String(40_000_000 + phone++).padStart(8, '0')}` },
    ...(options.pickup
      ? { fulfilment: 'pickup' }
      : { fulfilment: 'delivery', villageId: shop.village.id, address: 'House 12, Janghai' }),
    items: Object.entries(lines).map(([dish, quantity]) => ({ dishId: dishes[dish as keyof typeof dishes], quantity })),
    paymentMethod: options.upi ? 'upi' : 'cash',
    ...(options.coupon ? { couponCode: COUPON.code.toLowerCase() } : {}),
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as {
    orderId: string;
    subtotal: number;
    deliveryCharge: number;
    discount: number;
    tax: number;
    totalAmount: number;
    toConfirm: boolean;
  };
  const want = expected(lines, !options.pickup, options.coupon ? COUPON.percent : 0);
  expect(
    {
      subtotal: paise(data.subtotal),
      delivery: paise(data.deliveryCharge),
      discount: paise(data.discount),
      tax: paise(data.tax),
      total: paise(data.totalAmount),
    },
    label,
  ).toEqual({
    subtotal: want.subtotal,
    delivery: want.delivery,
    discount: want.discount,
    tax: want.tax,
    total: want.total,
  });
  expect(data.toConfirm, label).toBe(false);
  const entry: Entry = {
    id: Number(data.orderId.slice(4)),
    label,
    ...want,
    paidBy: 'none',
    rider: null,
    utr: null,
    pickup: options.pickup === true,
    cancelled: false,
  };
  ledger.push(entry);
  return entry;
}

async function ok(res: Promise<{ statusCode: number; body: string }>, what: string) {
  const r = await res;
  expect(r.statusCode, `${what}: ${r.body}`).toBe(200);
}

interface Rider {
  id: number;
  name: string;
  call: Call;
  key: 'A' | 'B';
}
let riderA: Rider;
let riderB: Rider;

/** The kitchen accepts, the admin gives it to the rider, the rider picks it up and delivers it, saying how it was paid. */
async function deliverBy(rider: Rider, entry: Entry, finish: Record<string, unknown>, paidBy: 'cash' | 'upi') {
  await ok(vendor('PUT', `/api/vendor/orders/${entry.id}`, { status: 'accepted' }), `${entry.label} accepted`);
  await ok(admin('PUT', `/api/admin/orders/${entry.id}`, { deliveryPersonId: rider.id }), `${entry.label} assigned`);
  await ok(
    rider.call('PUT', `/api/delivery/orders/${entry.id}`, { status: 'out_for_delivery' }),
    `${entry.label} picked up`,
  );
  await ok(
    rider.call('PUT', `/api/delivery/orders/${entry.id}`, { status: 'delivered', ...finish }),
    `${entry.label} delivered`,
  );
  entry.rider = rider.key;
  entry.paidBy = paidBy;
  if (typeof finish.utr === 'string') entry.utr = finish.utr.replace(/\s/g, '');
}

/** A CSV answer as objects by its header; quoted cells (with commas or quotes inside) are read as Excel would. */
function parseCsv(text: string): Array<Record<string, string>> {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
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
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  const [header, ...lines] = rows;
  return lines.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
}

const sum = (
  entries: Entry[],
  key: 'subtotal' | 'delivery' | 'discount' | 'taxable' | 'tax' | 'cgst' | 'sgst' | 'total',
) => entries.reduce((s, e) => s + e[key], 0);
const sumOf = <T>(rows: T[], value: (row: T) => number) => rows.reduce((s, row) => s + value(row), 0);

let today: string;
let refundedOrder: Entry;
let refundDueSeen: { count: number; amount: number };

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  const owner = await partnerAccount(t.app, 'vendor', 'Kamla Devi');
  vendor = caller(t.app, owner.token);
  shop = storefront(t.database, { ownerId: owner.id, commissionBp: COMMISSION_BP });
  t.database.sqlite
    .prepare('update villages set delivery_charge_paise = ? where id = ?')
    .run(DELIVERY_PAISE, shop.village.id);
  // Dishes whose prices have odd paise, so the tax of each order does too.
  const dish = (name: string, pricePaise: number) =>
    t.database.db
      .insert(menuItems)
      .values({ restaurantId: shop.kitchen.id, name, pricePaise, category: 'main' })
      .returning()
      .get().id;
  dishes = {
    paneer: dish('Paneer Masala', PRICES.paneer),
    roti: dish('Tandoori Roti', PRICES.roti),
    lassi: dish('Sweet Lassi', PRICES.lassi),
  };

  // Set up as the owner would in the admin: GST regular, prices before tax, a UPI ID, a coupon.
  await ok(
    admin('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, {
      gstin: GSTIN,
      gstMode: 'regular',
      pricesIncludeTax: false,
      upiId: 'gaonrasoi@okaxis',
      upiName: 'Gaon Rasoi',
    }),
    'restaurant settings',
  );
  const c = await admin('POST', '/api/admin/coupons', {
    code: COUPON.code,
    discount: COUPON.percent,
    validFrom: istDate(Date.now() - 86_400_000),
    validTo: istDate(Date.now() + 86_400_000),
    usageLimit: 10,
  });
  expect(c.statusCode, c.body).toBe(201);
  // New customers' cash orders would wait "to confirm"; this day has only known customers.
  await ok(admin('PUT', '/api/admin/settings', { holdFirstOrder: false }), 'settings');

  const a = await partnerAccount(t.app, 'delivery', 'Amar Rider');
  const b = await partnerAccount(t.app, 'delivery', 'Bablu Rider');
  riderA = { id: a.id, name: 'Amar Rider', call: caller(t.app, a.token), key: 'A' };
  riderB = { id: b.id, name: 'Bablu Rider', call: caller(t.app, b.token), key: 'B' };
  today = istDate(Date.now());

  // Rider A: a cash delivery; a cash order the customer paid by UPI QR at the door; a UPI order paid in the app.
  const a1 = await place('A cash', { paneer: 2, roti: 3 });
  await deliverBy(riderA, a1, { collected: 'cash' }, 'cash');
  const a2 = await place('A UPI at the door', { paneer: 1, lassi: 1 });
  await deliverBy(riderA, a2, { collected: 'upi', utr: '4101 2020 3030' }, 'upi');
  // The rider's word is UPI to check until the kitchen sees it arrive.
  await ok(vendor('POST', `/api/vendor/orders/${a2.id}/payment`, {}), 'UPI at the door checked');
  const upiApp = await place('A UPI in the app', { roti: 5, lassi: 2 }, { upi: true });
  // The kitchen sees the money arrive in its UPI app and confirms it with the UTR.
  await ok(
    vendor('PUT', `/api/vendor/orders/${upiApp.id}`, { paymentStatus: 'paid', utr: '410120204040' }),
    'UPI confirmed',
  );
  upiApp.utr = '410120204040';
  await deliverBy(riderA, upiApp, {}, 'upi');

  // Rider B: a cash delivery; a UPI order paid in cash at the door; the coupon's order, in cash.
  const b1 = await place('B cash', { paneer: 1, roti: 2, lassi: 1 });
  await deliverBy(riderB, b1, { collected: 'cash' }, 'cash');
  const b2 = await place('B UPI paid in cash', { lassi: 3 }, { upi: true });
  await deliverBy(riderB, b2, { collected: 'cash' }, 'cash');
  const coupon = await place('B coupon', { paneer: 3, roti: 4, lassi: 1 }, { coupon: true });
  await deliverBy(riderB, coupon, { collected: 'cash' }, 'cash');

  // At the counter: a pickup handed over for cash.
  const counter = await place('counter pickup', { paneer: 1, roti: 1 }, { pickup: true });
  await ok(vendor('PUT', `/api/vendor/orders/${counter.id}`, { status: 'accepted' }), 'counter accepted');
  await ok(vendor('PUT', `/api/vendor/orders/${counter.id}`, { status: 'preparing' }), 'counter preparing');
  await ok(
    vendor('PUT', `/api/vendor/orders/${counter.id}`, { status: 'delivered', collected: 'cash' }),
    'counter handed over',
  );
  counter.paidBy = 'cash';

  // A UPI order paid, then cancelled: the money is owed back until the admin records the refund.
  refundedOrder = await place('cancelled and refunded', { paneer: 2, lassi: 2 }, { upi: true });
  await ok(
    admin('PUT', `/api/admin/orders/${refundedOrder.id}`, { paymentStatus: 'paid', utr: '410120205050' }),
    'refund order paid',
  );
  refundedOrder.utr = '410120205050';
  await ok(admin('PUT', `/api/admin/orders/${refundedOrder.id}`, { status: 'cancelled' }), 'refund order cancelled');
  refundedOrder.cancelled = true;
  refundDueSeen = (await admin('GET', '/api/admin/dashboard')).json().data.today.refundsDue;
  await ok(
    admin('PUT', `/api/admin/orders/${refundedOrder.id}`, {
      refundStatus: 'refunded',
      refundMethod: 'upi',
      refundUtr: '410120206060',
    }),
    'refund recorded',
  );
});
afterAll(() => t.close());

const delivered = () => ledger.filter((e) => !e.cancelled);
const cashOf = (rider: 'A' | 'B' | null) =>
  sum(
    ledger.filter((e) => !e.cancelled && e.paidBy === 'cash' && e.rider === rider),
    'total',
  );

describe("a day's money, reconciled across every screen", () => {
  it('the ledger is what the day was: eight orders, seven delivered, one refunded', () => {
    expect(ledger).toHaveLength(8);
    expect(delivered()).toHaveLength(7);
    // Every delivered order was paid one way or the other, and every tax has paise to split.
    expect(delivered().every((e) => e.paidBy !== 'none')).toBe(true);
    expect(ledger.some((e) => e.tax % 2 === 1)).toBe(true);
    expect(sum(delivered(), 'total')).toBe(
      sumOf(
        delivered().filter((e) => e.paidBy === 'cash'),
        (e) => e.total,
      ) +
        sumOf(
          delivered().filter((e) => e.paidBy === 'upi'),
          (e) => e.total,
        ),
    );
  });

  it("the dashboard's today: takings split into cash and UPI, nothing awaiting, the refund owed until recorded", async () => {
    const day = (await admin('GET', '/api/admin/dashboard')).json().data.today;
    const cash = sum(
      delivered().filter((e) => e.paidBy === 'cash'),
      'total',
    );
    const upi = sum(
      delivered().filter((e) => e.paidBy === 'upi'),
      'total',
    );
    expect({
      orders: day.orders,
      delivered: day.delivered,
      takings: paise(day.takings),
      cashTakings: paise(day.cashTakings),
      upiTakings: paise(day.upiTakings),
      upiAwaiting: paise(day.upiAwaiting),
      refundsDue: { count: day.refundsDue.count, amount: paise(day.refundsDue.amount) },
    }).toEqual({
      orders: ledger.length,
      delivered: delivered().length,
      takings: cash + upi,
      cashTakings: cash,
      upiTakings: upi,
      upiAwaiting: 0,
      refundsDue: { count: 0, amount: 0 },
    });
    // Before the refund was recorded it was owed, to the paisa.
    expect({ count: refundDueSeen.count, amount: paise(refundDueSeen.amount) }).toEqual({
      count: 1,
      amount: refundedOrder.total,
    });
  });

  it('Daily Order totals the same delivered orders, cash and UPI', async () => {
    const res = await admin('GET', `/api/admin/orders?date=${today}&limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.totalAmountOrders).toBe(delivered().length);
    expect({
      totalAmount: paise(answer.totalAmount),
      cashAmount: paise(answer.cashAmount),
      upiAmount: paise(answer.upiAmount),
      upiAwaitingAmount: paise(answer.upiAwaitingAmount),
    }).toEqual({
      totalAmount: sum(delivered(), 'total'),
      cashAmount: sum(
        delivered().filter((e) => e.paidBy === 'cash'),
        'total',
      ),
      upiAmount: sum(
        delivered().filter((e) => e.paidBy === 'upi'),
        'total',
      ),
      upiAwaitingAmount: 0,
    });
    // The list itself: every order of the day, each total as the ledger has it.
    const rows = answer.data as Array<{ id: number; totalAmount: number; status: string }>;
    expect(rows.map((o) => [o.id, paise(o.totalAmount), o.status]).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual(
      ledger
        .map((e) => [e.id, e.total, e.cancelled ? 'cancelled' : 'delivered'])
        .sort((x, y) => Number(x[0]) - Number(y[0])),
    );
  });

  it("earnings of today: revenue, the commission on food after the coupon, the delivery charges; the dashboard's admin earnings agree", async () => {
    const res = await admin('GET', '/api/admin/earnings?period=today');
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json().data;
    const commission = Math.round(sumOf(delivered(), (x) => (x.subtotal - x.discount) * COMMISSION_BP) / 10_000);
    const delivery = sum(delivered(), 'delivery');
    expect({
      totalOrders: e.totalOrders,
      totalRevenue: paise(e.totalRevenue),
      commission: paise(e.summary.totalCommissionEarnings),
      delivery: paise(e.summary.totalDeliveryCharges),
      totalEarnings: paise(e.totalEarnings),
    }).toEqual({
      totalOrders: delivered().length,
      totalRevenue: sum(delivered(), 'total'),
      commission,
      delivery,
      totalEarnings: commission + delivery,
    });
    expect(e.earningsBreakdown).toHaveLength(1);
    expect(paise(e.earningsBreakdown[0].totalRevenue)).toBe(sum(delivered(), 'total'));
    const dashboard = (await admin('GET', '/api/admin/dashboard')).json().data;
    expect(paise(dashboard.todayAdminEarnings)).toBe(commission + delivery);
  });

  it("each rider's Today: the cash they hold and the deliveries behind it, each with how it was paid", async () => {
    for (const rider of [riderA, riderB]) {
      const summary = (await rider.call('GET', '/api/delivery/summary')).json().data;
      const mine = delivered().filter((e) => e.rider === rider.key);
      expect({ deliveries: summary.deliveries, cashCollected: paise(summary.cashCollected) }, rider.name).toEqual({
        deliveries: mine.length,
        cashCollected: cashOf(rider.key),
      });
      const list = await rider.call('GET', `/api/delivery/orders?status=delivered&date=${today}&limit=100`);
      expect(list.statusCode, list.body).toBe(200);
      const rows = list.json().data as Array<{
        id: number;
        totalAmount: number;
        paymentMethod: string;
        paymentStatus: string;
      }>;
      expect(
        rows
          .map((o) => [o.id, paise(o.totalAmount), o.paymentMethod, o.paymentStatus])
          .sort((x, y) => Number(x[0]) - Number(y[0])),
        rider.name,
      ).toEqual(mine.map((e) => [e.id, e.total, e.paidBy, 'paid']).sort((x, y) => Number(x[0]) - Number(y[0])));
      expect(
        sumOf(
          rows.filter((o) => o.paymentMethod === 'cash'),
          (o) => paise(o.totalAmount),
        ),
        rider.name,
      ).toBe(cashOf(rider.key));
    }
  });

  it("the cash close: each rider's cash against the hand-overs (Bablu ₹10 short), the counter's cash, the total the dashboard's cash", async () => {
    const handover = async (rider: Rider, amountPaise: number) => {
      const res = await admin('POST', '/api/admin/cash/handovers', { riderId: rider.id, amount: amountPaise / 100 });
      expect(res.statusCode, res.body).toBe(201);
      expect(paise(res.json().data.amount)).toBe(amountPaise);
    };
    await handover(riderA, cashOf('A'));
    await handover(riderB, cashOf('B') - 1000);

    const res = await admin('GET', '/api/admin/cash');
    expect(res.statusCode, res.body).toBe(200);
    const close = res.json().data as {
      date: string;
      riders: Array<{ riderId: number; name: string; cashCollected: number; handedOver: number; difference: number }>;
      counterCash: number;
      total: number;
    };
    expect(close.date).toBe(today);
    expect(
      close.riders.map((r) => ({
        riderId: r.riderId,
        name: r.name,
        cashCollected: paise(r.cashCollected),
        handedOver: paise(r.handedOver),
        difference: paise(r.difference),
      })),
    ).toEqual([
      { riderId: riderA.id, name: riderA.name, cashCollected: cashOf('A'), handedOver: cashOf('A'), difference: 0 },
      {
        riderId: riderB.id,
        name: riderB.name,
        cashCollected: cashOf('B'),
        handedOver: cashOf('B') - 1000,
        difference: 1000,
      },
    ]);
    expect(paise(close.counterCash)).toBe(cashOf(null));
    expect(paise(close.total)).toBe(cashOf('A') + cashOf('B') + cashOf(null));
    const dashboard = (await admin('GET', '/api/admin/dashboard')).json().data.today;
    expect(paise(close.total)).toBe(paise(dashboard.cashTakings));
  });

  it("the orders CSV of the day: each row's money as the ledger's, its columns adding up to the takings and the issued bills", async () => {
    const res = await admin('GET', `/api/admin/orders/export?date=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [totals, ...rows] = parseCsv(res.body).reverse();
    // The last row adds up the orders not cancelled: the day's delivered money.
    expect(totals).toMatchObject({ 'Order ID': 'Total', Total: (sum(delivered(), 'total') / 100).toFixed(2) });
    expect(rows).toHaveLength(ledger.length);
    const byId = new Map(rows.map((r) => [Number(r['Order ID']!.slice(4)), r]));
    for (const e of ledger) {
      const r = byId.get(e.id)!;
      expect(r, e.label).toBeDefined();
      expect(
        {
          subtotal: paise(r.Subtotal!),
          delivery: paise(r['Delivery Charge']!),
          discount: paise(r.Discount!),
          total: paise(r.Total!),
          taxable: paise(r['Taxable Value']!),
          cgst: paise(r.CGST!),
          sgst: paise(r.SGST!),
          status: r.Status,
        },
        e.label,
      ).toEqual({
        subtotal: e.subtotal,
        delivery: e.delivery,
        discount: e.discount,
        total: e.total,
        taxable: e.taxable,
        cgst: e.cgst,
        sgst: e.sgst,
        status: e.cancelled ? 'Cancelled' : 'Delivered',
      });
      expect(
        paise(r.Subtotal!) + paise(r['Delivery Charge']!) - paise(r.Discount!) + paise(r.CGST!) + paise(r.SGST!),
        e.label,
      ).toBe(paise(r.Total!));
      // How it was paid, in the words the admin reads: cash collected is "— paid", UPI with the UTR it was confirmed with,
      // money given back "Refunded" (its UTR stays in the UTR column).
      const words = e.cancelled
        ? 'Refunded'
        : e.paidBy === 'upi'
          ? `UPI — paid (UTR ${e.utr})`
          : `${e.pickup ? 'Cash at pickup' : 'Cash on delivery'} — paid`;
      expect({ payment: r['Payment Method'], utr: r.UTR, rider: r.Rider }, e.label).toEqual({
        payment: words,
        utr: e.utr ?? '',
        rider: e.rider === 'A' ? riderA.name : e.rider === 'B' ? riderB.name : '',
      });
    }
    expect(byId.get(ledger.find((e) => e.label === 'B coupon')!.id)!.Coupon).toBe(COUPON.code);
    const live = rows.filter((r) => r.Status !== 'Cancelled');
    const column = (name: string) => sumOf(live, (r) => paise(r[name]!));
    expect({
      total: column('Total'),
      taxable: column('Taxable Value'),
      cgst: column('CGST'),
      sgst: column('SGST'),
    }).toEqual({
      total: sum(delivered(), 'total'),
      taxable: sum(delivered(), 'taxable'),
      cgst: sum(delivered(), 'cgst'),
      sgst: sum(delivered(), 'sgst'),
    });
  });

  it('the bill register: consecutive numbers, the cancelled one marked, the issued totals', async () => {
    const res = await admin('GET', `/api/admin/bills?restaurantId=${shop.kitchen.id}&from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const bills = res.json().data as Array<{
      billNumber: string;
      orderId: string;
      status: string;
      taxableValue: number;
      cgst: number;
      sgst: number;
      total: number;
    }>;
    const fy = financialYearOf(Date.now());
    // Placed in ledger order, so the series counts up with it, from the year's first bill.
    expect(bills.map((b) => [b.billNumber, b.orderId, b.status])).toEqual(
      ledger.map((e, i) => [
        formatBillNumber(fy, i + 1),
        `ORD-${String(e.id).padStart(6, '0')}`,
        e.cancelled ? 'cancelled' : 'issued',
      ]),
    );
    for (const [i, e] of ledger.entries()) {
      const b = bills[i]!;
      expect(
        { taxable: paise(b.taxableValue), cgst: paise(b.cgst), sgst: paise(b.sgst), total: paise(b.total) },
        e.label,
      ).toEqual({ taxable: e.taxable, cgst: e.cgst, sgst: e.sgst, total: e.total });
    }
    const issued = bills.filter((b) => b.status === 'issued');
    expect({
      taxable: sumOf(issued, (b) => paise(b.taxableValue)),
      cgst: sumOf(issued, (b) => paise(b.cgst)),
      sgst: sumOf(issued, (b) => paise(b.sgst)),
      total: sumOf(issued, (b) => paise(b.total)),
    }).toEqual({
      taxable: sum(delivered(), 'taxable'),
      cgst: sum(delivered(), 'cgst'),
      sgst: sum(delivered(), 'sgst'),
      total: sum(delivered(), 'total'),
    });

    // The register as a file for the accountant: the same bills, the same money.
    const csv = await admin(
      'GET',
      `/api/admin/bills?restaurantId=${shop.kitchen.id}&from=${today}&to=${today}&format=csv`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const [total, ...csvBills] = parseCsv(csv.body).reverse();
    // The file ends with the issued bills' totals: the day's delivered money.
    expect(total).toMatchObject({ 'Bill Number': 'Total', Total: (sum(delivered(), 'total') / 100).toFixed(2) });
    expect(
      csvBills
        .reverse()
        .map((l) => [
          l['Bill Number'],
          l.Status,
          paise(l['Taxable Value']!),
          paise(l.CGST!),
          paise(l.SGST!),
          paise(l.Total!),
        ]),
    ).toEqual(
      ledger.map((e, i) => [
        formatBillNumber(fy, i + 1),
        e.cancelled ? 'Cancelled' : 'Issued',
        e.taxable,
        e.cgst,
        e.sgst,
        e.total,
      ]),
    );
  });

  it("the GST summary of the month: the issued bills' taxable value, CGST, SGST and total; the bills counted, the cancelled one apart", async () => {
    const month = today.slice(0, 7);
    const res = await admin('GET', `/api/admin/reports/gst?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Array<{
      restaurantId: number;
      gstin: string;
      gstMode: string;
      taxableValue: number;
      cgst: number;
      sgst: number;
      total: number;
      bills: { from: string; to: string; count: number; cancelled: number };
    }>;
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const fy = financialYearOf(Date.now());
    expect({
      restaurantId: row.restaurantId,
      gstin: row.gstin,
      gstMode: row.gstMode,
      taxable: paise(row.taxableValue),
      cgst: paise(row.cgst),
      sgst: paise(row.sgst),
      total: paise(row.total),
      bills: row.bills,
    }).toEqual({
      restaurantId: shop.kitchen.id,
      gstin: GSTIN,
      gstMode: 'regular',
      taxable: sum(delivered(), 'taxable'),
      cgst: sum(delivered(), 'cgst'),
      sgst: sum(delivered(), 'sgst'),
      total: sum(delivered(), 'total'),
      bills: {
        from: formatBillNumber(fy, 1),
        to: formatBillNumber(fy, ledger.length),
        count: ledger.length,
        cancelled: 1,
      },
    });
    // Taxable value plus the two halves of the tax is the total, to the paisa; and the tax is 5 % of each bill, not of the sum.
    expect(paise(row.taxableValue) + paise(row.cgst) + paise(row.sgst)).toBe(paise(row.total));
    expect(paise(row.cgst) + paise(row.sgst)).toBe(sum(delivered(), 'tax'));

    // The same month as a CSV.
    const csv = await admin('GET', `/api/admin/reports/gst?month=${month}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    // One restaurant's row, then the month's totals: the same figures.
    const lines = parseCsv(csv.body);
    expect(lines.map((l) => l.Restaurant)).toEqual([shop.kitchen.name, 'Total']);
    expect(
      lines.map((l) => ({
        taxable: paise(l['Taxable Value']!),
        cgst: paise(l.CGST!),
        sgst: paise(l.SGST!),
        total: paise(l.Total!),
        count: Number(l.Bills),
        cancelled: Number(l.Cancelled),
      })),
    ).toEqual(
      [
        {
          taxable: sum(delivered(), 'taxable'),
          cgst: sum(delivered(), 'cgst'),
          sgst: sum(delivered(), 'sgst'),
          total: sum(delivered(), 'total'),
          count: ledger.length,
          cancelled: 1,
        },
      ].flatMap((row) => [row, row]),
    );
  });
});
