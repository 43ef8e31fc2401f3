/**
 * No prank cash orders, without paid SMS: a phone number's first cash order and a cash order over
 * the owner's limit are held "to confirm"; the kitchen (its own orders only) or an admin confirms;
 * "fake / no one there" gives the number a strike; at the owner's limit the number orders with UPI
 * only, or not at all; the owner clears it. The owner's limits are validated.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { getTrustSettings } from '../../db/settings';
import { migrationJournal, olderMigrations } from '../reliability/util';
import { caller, loginAsAdmin, makeApp, partnerAccount, snapshot, storefront, type TestApp } from './helper';
import { coupons, restaurants } from '../../db/schema';
import { istDate } from '../../shared/indiaTime';
import { eq } from 'drizzle-orm';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let kitchen: ReturnType<typeof caller>;
let otherKitchen: ReturnType<typeof caller>;
let rider: ReturnType<typeof caller>;
let riderId: number;
let villageId: number;
let thali: number;
let n = 0;

const freshPhone = () => `97${String(20_000_000 + n++).padStart(8, '0')}`;
const order = (phone: string, over: Record<string, unknown> = {}) => ({
  customer: { name: 'Sunita Devi', phone },
  fulfilment: 'delivery',
  villageId,
  address: 'House 12',
  items: [{ dishId: thali, quantity: 1 }],
  ...over,
});
const place = (body: unknown, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body as object,
    headers: lang ? { 'accept-language': lang } : {},
  });
const idOf = (orderId: string) => Number(orderId.replace('ORD-', ''));
const tokenOf = (trackingUrl: string) => new URL(trackingUrl, 'http://x').searchParams.get('t')!;

/** Takes an order through to delivered, as the kitchen, the desk and a rider would. */
async function deliver(orderId: string) {
  const id = idOf(orderId);
  for (const change of [
    { status: 'accepted' },
    { status: 'preparing' },
    { deliveryPersonId: riderId, status: 'out_for_delivery' },
    { status: 'delivered' },
  ]) {
    const res = await admin('PUT', `/api/admin/orders/${id}`, change);
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function placed(phone: string, over: Record<string, unknown> = {}) {
  const res = await place(order(phone, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    orderId: string;
    totalAmount: number;
    toConfirm: boolean;
    holdReason: string | null;
    trackingUrl: string;
  };
}

beforeAll(async () => {
  t = await makeApp();
  admin = caller(t.app, await loginAsAdmin(t.app));
  const s = storefront(t.database, { upiId: 'gaonrasoi@okaxis', upiName: 'Gaon Rasoi' });
  villageId = s.village.id;
  thali = s.thali.id;
  const owner = await partnerAccount(t.app, 'vendor');
  t.database.db.update(restaurants).set({ ownerId: owner.id }).where(eq(restaurants.id, s.kitchen.id)).run();
  kitchen = caller(t.app, owner.token);
  // Another kitchen, with a restaurant of its own: none of the storefront's orders are its.
  const other = await partnerAccount(t.app, 'vendor', 'Other Kitchen');
  t.database.db
    .insert(restaurants)
    .values({ name: 'Other Dhaba', address: 'Phulpur', cuisine: 'North Indian', ownerId: other.id })
    .run();
  otherKitchen = caller(t.app, other.token);
  const r = await partnerAccount(t.app, 'delivery');
  riderId = r.id;
  rider = caller(t.app, r.token);
});
afterAll(() => t.close());

describe("the owner's limits", () => {
  it('start at the defaults: first order held, ₹1,000 cash limit, 2 strikes → UPI only', async () => {
    const res = await admin('GET', '/api/admin/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      holdFirstOrder: true,
      cashLimit: 1000,
      strikeLimit: 2,
      atStrikeLimit: 'upi_only',
      updatedAt: null,
    });
  });

  it.each([
    [{ strikeLimit: 0 }, 'strikeLimit'],
    [{ strikeLimit: 21 }, 'strikeLimit'],
    [{ strikeLimit: 1.5 }, 'strikeLimit'],
    [{ cashLimit: 0 }, 'cashLimit'],
    [{ cashLimit: 10.001 }, 'cashLimit'],
    [{ cashLimit: 'a lot' }, 'cashLimit'],
    [{ atStrikeLimit: 'jail' }, 'atStrikeLimit'],
    [{ holdFirstOrder: null }, 'holdFirstOrder'],
    [{}, 'holdFirstOrder'],
  ])('refuse %j with a 400 on the field and change nothing', async (body, field) => {
    const res = await admin('PUT', '/api/admin/settings', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().success).toBe(false);
    expect(Object.keys(res.json().errors ?? {}).join(' ')).toContain(field);
    expect((await admin('GET', '/api/admin/settings')).json().data).toMatchObject({
      holdFirstOrder: true,
      cashLimit: 1000,
      strikeLimit: 2,
      atStrikeLimit: 'upi_only',
    });
  });

  it('are changed by the owner, who is recorded', async () => {
    const res = await admin('PUT', '/api/admin/settings', { cashLimit: 500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      holdFirstOrder: true,
      cashLimit: 500,
      strikeLimit: 2,
      updatedByName: expect.any(String),
    });
    expect(res.json().data.updatedAt).not.toBeNull();
  });

  it('are not the kitchen’s to read or change', async () => {
    expect((await kitchen('GET', '/api/admin/settings')).statusCode).toBe(403);
  });
});

describe('holding orders "to confirm"', () => {
  it("holds a number's first cash order, and its next ones until one is delivered", async () => {
    const phone = freshPhone();
    const first = await placed(phone);
    expect(first).toMatchObject({ toConfirm: true, holdReason: 'first_order' });
    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/track/${first.orderId}?t=${tokenOf(first.trackingUrl)}`,
    });
    expect(tracking.json().data).toMatchObject({ toConfirm: true, holdReason: 'first_order', status: 'placed' });

    const confirmed = await kitchen('PUT', `/api/vendor/orders/${idOf(first.orderId)}`, { confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      toConfirm: false,
      holdReason: 'first_order',
      confirmedBy: 'vendor',
      confirmedByName: 'Kitchen Owner',
      status: 'placed',
    });
    expect(confirmed.json().data.confirmedAt).not.toBeNull();

    // A confirmed order is not yet a completed one: the number is still a stranger…
    expect(await placed(phone)).toMatchObject({ toConfirm: true, holdReason: 'first_order' });
    // …until an order of theirs is delivered and paid.
    await deliver(first.orderId);
    expect(await placed(phone)).toMatchObject({ toConfirm: false, holdReason: null });
  });

  it('an unpaid UPI order, even delivered, earns a number no trust', async () => {
    const phone = freshPhone();
    const upi = await placed(phone, { paymentMethod: 'upi' });
    expect(upi).toMatchObject({ toConfirm: false, holdReason: null });
    expect(await placed(phone)).toMatchObject({ toConfirm: true, holdReason: 'first_order' });
    await deliver(upi.orderId);
    expect(await placed(phone)).toMatchObject({ toConfirm: true, holdReason: 'first_order' });
    const paid = await admin('PUT', `/api/admin/orders/${idOf(upi.orderId)}`, { paymentStatus: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await placed(phone)).toMatchObject({ toConfirm: false, holdReason: null });
  });

  it('a free order (a coupon for the whole bill), even delivered, earns a number no trust: nobody paid', async () => {
    const day = 86_400_000;
    t.database.db
      .insert(coupons)
      .values({
        code: 'ALLFREE',
        discount: 100,
        includesDelivery: true,
        validFrom: istDate(Date.now() - day),
        validTo: istDate(Date.now() + day),
        usageLimit: 100,
      })
      .run();
    for (const paymentMethod of ['upi', 'cash']) {
      const phone = freshPhone();
      const free = await placed(phone, { couponCode: 'ALLFREE', paymentMethod });
      expect(free.totalAmount).toBe(0);
      if (free.toConfirm) {
        const confirmed = await admin('PUT', `/api/admin/orders/${idOf(free.orderId)}`, { confirm: true });
        expect(confirmed.statusCode, confirmed.body).toBe(200);
      }
      await deliver(free.orderId);
      expect(await placed(phone)).toMatchObject({ toConfirm: true, holdReason: 'first_order' });
    }
  });

  it('a held order the kitchen starts without Accept is confirmed by that move', async () => {
    const phone = freshPhone();
    const held = await placed(phone);
    const started = await kitchen('PUT', `/api/vendor/orders/${idOf(held.orderId)}`, { status: 'preparing' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ status: 'preparing', toConfirm: false, confirmedBy: 'vendor' });
  });

  it('holds a cash order over the limit, and not the same order paid by UPI', async () => {
    const phone = freshPhone();
    // A trusted number (an order of theirs delivered)…
    await deliver((await placed(phone)).orderId);
    // …is held over ₹500 with cash (3 × ₹180 + ₹30), not under it, and not with UPI.
    expect(await placed(phone, { items: [{ dishId: thali, quantity: 3 }] })).toMatchObject({
      toConfirm: true,
      holdReason: 'over_limit',
    });
    expect(await placed(phone)).toMatchObject({ toConfirm: false });
    expect(await placed(phone, { items: [{ dishId: thali, quantity: 3 }], paymentMethod: 'upi' })).toMatchObject({
      toConfirm: false,
      holdReason: null,
    });
  });

  it('counts GST added on top against the cash limit: the customer hands over the total', async () => {
    const phone = freshPhone();
    await deliver((await placed(phone)).orderId);
    const kitchenId = t.database.db.select().from(restaurants).where(eq(restaurants.isStorefront, true)).get()!.id;
    expect((await admin('PUT', '/api/admin/settings', { cashLimit: 400 })).statusCode).toBe(200);
    // 2 × ₹180 + ₹30 = ₹390 is under ₹400; with 5% GST on top it is ₹409.50, over it.
    expect(await placed(phone, { items: [{ dishId: thali, quantity: 2 }] })).toMatchObject({
      toConfirm: false,
      holdReason: null,
    });
    t.database.db
      .update(restaurants)
      .set({ gstMode: 'regular', gstin: '09AAACG1234F1Z5', pricesIncludeTax: false })
      .where(eq(restaurants.id, kitchenId))
      .run();
    try {
      const taxed = await placed(phone, { items: [{ dishId: thali, quantity: 2 }] });
      expect(taxed).toMatchObject({ totalAmount: 409.5, toConfirm: true, holdReason: 'over_limit' });
    } finally {
      t.database.db
        .update(restaurants)
        .set({ gstMode: 'none', gstin: null, pricesIncludeTax: true })
        .where(eq(restaurants.id, kitchenId))
        .run();
      await admin('PUT', '/api/admin/settings', { cashLimit: 500 });
    }
  });

  it('an admin confirms a held order and is named on it; a second confirmation is a 409', async () => {
    const held = await placed(freshPhone());
    const res = await admin('PUT', `/api/admin/orders/${idOf(held.orderId)}`, { confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ toConfirm: false, confirmedBy: 'admin' });
    expect(res.json().data.confirmedByName).toBeTruthy();
    const again = await admin('PUT', `/api/admin/orders/${idOf(held.orderId)}`, { confirm: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The order is already confirmed');
  });

  it('the kitchen’s list filters held orders (toConfirm=true) and the others (toConfirm=false)', async () => {
    const held = await placed(freshPhone());
    const waiting = (await kitchen('GET', '/api/vendor/orders?status=placed&toConfirm=false&limit=500'))
      .json()
      .data.map((o: { orderId: string }) => o.orderId);
    expect(waiting).not.toContain(held.orderId);
    const toConfirm = (await kitchen('GET', '/api/vendor/orders?toConfirm=true&limit=500'))
      .json()
      .data.map((o: { orderId: string }) => o.orderId);
    expect(toConfirm).toContain(held.orderId);
  });

  it('another kitchen can neither confirm nor mark the order (404, as if it did not exist), and nothing changes', async () => {
    const held = await placed(freshPhone());
    const before = snapshot(t.database);
    for (const body of [{ confirm: true }, { fake: true }]) {
      const res = await otherKitchen('PUT', `/api/vendor/orders/${idOf(held.orderId)}`, body);
      expect(res.statusCode).toBe(404);
    }
    expect(snapshot(t.database)).toEqual(before);
    expect((await admin('GET', `/api/admin/orders/${idOf(held.orderId)}`)).json().data).toMatchObject({
      toConfirm: true,
      fakeAt: null,
      status: 'placed',
    });
  });

  it('refuses confirming an order that was never held, and confirm mixed with another change', async () => {
    const phone = freshPhone();
    await deliver((await placed(phone)).orderId);
    const plain = await placed(phone);
    expect((await kitchen('PUT', `/api/vendor/orders/${idOf(plain.orderId)}`, { confirm: true })).json().message).toBe(
      'This order is not waiting to be confirmed',
    );
    expect(
      (await kitchen('PUT', `/api/vendor/orders/${idOf(plain.orderId)}`, { confirm: true, status: 'accepted' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('strikes', () => {
  it('"fake / no one there" by the kitchen cancels the order, records who and why, and gives the number a strike', async () => {
    const phone = freshPhone();
    const held = await placed(phone);
    const res = await kitchen('PUT', `/api/vendor/orders/${idOf(held.orderId)}`, {
      fake: true,
      reason: 'Phone switched off',
    });
    expect(res.statusCode, res.body).toBe(200);
    const marked = (await admin('GET', `/api/admin/orders/${idOf(held.orderId)}`)).json().data;
    expect(marked).toMatchObject({
      status: 'cancelled',
      fakeBy: 'vendor',
      fakeByName: 'Kitchen Owner',
      fakeReason: 'Phone switched off',
      toConfirm: false,
    });
    expect(marked.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'vendor',
      reason: 'Phone switched off',
    });
    const entry = (await admin('GET', `/api/admin/blocklist/${phone}`)).json().data;
    expect(entry).toMatchObject({ phone, strikes: 1, state: 'ok' });
    expect((await kitchen('PUT', `/api/vendor/orders/${idOf(held.orderId)}`, { fake: true })).statusCode).toBe(409);
  });

  it('a rider marks only their own order, out for delivery, with no one there', async () => {
    const phone = freshPhone();
    const o = await placed(phone);
    const id = idOf(o.orderId);
    expect((await rider('PUT', `/api/delivery/orders/${id}`, { fake: true })).statusCode).toBe(404);
    await admin('PUT', `/api/admin/orders/${id}`, { status: 'accepted', deliveryPersonId: riderId });
    expect((await rider('PUT', `/api/delivery/orders/${id}`, { status: 'out_for_delivery' })).statusCode).toBe(200);
    const res = await rider('PUT', `/api/delivery/orders/${id}`, { fake: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      fakeBy: 'delivery',
      fakeReason: 'Fake / no one there',
    });
    // Nothing is out any more: the rider is free for the next order, not stuck "on delivery".
    const riders = (await admin('GET', '/api/admin/users?role=delivery&limit=100')).json().data as Array<{
      _id: number;
      status: string;
    }>;
    expect(riders.find((r) => r._id === riderId)?.status).toBe('active');
  });

  it('at the limit the number is refused cash (403, in English and in Hindi) and may order with UPI', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 2; i++) {
      const o = await placed(phone);
      expect((await admin('PUT', `/api/admin/orders/${idOf(o.orderId)}`, { fake: true })).statusCode).toBe(200);
    }
    expect((await admin('GET', `/api/admin/blocklist/${phone}`)).json().data).toMatchObject({
      strikes: 2,
      state: 'upi_only',
    });
    const before = snapshot(t.database);
    const en = await place(order(phone));
    expect(en.statusCode).toBe(403);
    expect(en.json()).toMatchObject({
      success: false,
      message: 'This phone number can order only with UPI, paid first: choose UPI',
    });
    expect(en.json().errors.paymentMethod).toBeTruthy();
    const hi = await place(order(phone), 'hi-IN,hi;q=0.9');
    expect(hi.statusCode).toBe(403);
    expect(hi.json().message).toBe('इस मोबाइल नंबर से सिर्फ़ UPI से, पहले भुगतान करके, ऑर्डर हो सकता है: UPI चुनें');
    expect(snapshot(t.database)).toEqual(before);

    // UPI paid first: placed, held until the money is seen; confirming the payment confirms the order.
    const upi = await placed(phone, { paymentMethod: 'upi' });
    expect(upi).toMatchObject({ toConfirm: true, holdReason: 'strikes' });
    const paid = await kitchen('PUT', `/api/vendor/orders/${idOf(upi.orderId)}`, {
      paymentStatus: 'paid',
      utr: '123456789012',
    });
    expect(paid.json().data).toMatchObject({ paymentStatus: 'paid', toConfirm: false, confirmedBy: 'vendor' });
  });

  it('with "no orders" at the limit every order is refused; cleared by the owner, the number orders again', async () => {
    const phone = freshPhone();
    await admin('PUT', '/api/admin/settings', { strikeLimit: 1, atStrikeLimit: 'blocked' });
    try {
      const o = await placed(phone);
      await kitchen('PUT', `/api/vendor/orders/${idOf(o.orderId)}`, { fake: true });
      for (const paymentMethod of ['cash', 'upi']) {
        const res = await place(order(phone, { paymentMethod }), 'hi');
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('इस मोबाइल नंबर से ऑनलाइन ऑर्डर नहीं हो सकता। कृपया रसोई को फ़ोन करें।');
      }
      expect((await place(order(phone))).json().message).toBe(
        'This phone number cannot order online. Please call the restaurant.',
      );
      const list = (await admin('GET', '/api/admin/blocklist?state=blocked')).json();
      expect(list.data.map((e: { phone: string }) => e.phone)).toContain(phone);
      expect(list.data.find((e: { phone: string }) => e.phone === phone)).toMatchObject({
        strikes: 1,
        state: 'blocked',
        lastOrderAt: expect.any(String),
      });

      expect((await kitchen('PUT', `/api/admin/blocklist/${phone}`, { cleared: true })).statusCode).toBe(403);
      const cleared = await admin('PUT', `/api/admin/blocklist/${phone}`, { cleared: true });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().data).toMatchObject({
        strikes: 0,
        totalStrikes: 1,
        state: 'ok',
        clearedByName: expect.any(String),
      });
      expect((await admin('PUT', `/api/admin/blocklist/${phone}`, { cleared: true })).statusCode).toBe(409);
      expect((await place(order(phone))).statusCode).toBe(201);
    } finally {
      await admin('PUT', '/api/admin/settings', { strikeLimit: 2, atStrikeLimit: 'upi_only' });
    }
  });

  it('an unknown number is a 404 on the block list, a malformed one a 400', async () => {
    expect((await admin('GET', '/api/admin/blocklist/9999999999')).statusCode).toBe(404);
    expect((await admin('PUT', '/api/admin/blocklist/12', { cleared: true })).statusCode).toBe(400);
  });
});

describe('the CSV export', () => {
  it('says of each order whether it waits to confirm, was confirmed or was marked fake', async () => {
    const confirmationOf = async (orderId: string) => {
      const res = await admin('GET', `/api/admin/orders/export?q=${orderId}`);
      expect(res.statusCode).toBe(200);
      const [header, row] = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const column = header.split(',').indexOf('Confirmation');
      expect(column).toBeGreaterThan(0);
      return row.split(',')[column];
    };
    const waiting = await placed(freshPhone());
    expect(await confirmationOf(waiting.orderId)).toBe('To confirm: first order from this number');
    const confirmed = await placed(freshPhone());
    expect((await kitchen('PUT', `/api/vendor/orders/${idOf(confirmed.orderId)}`, { confirm: true })).statusCode).toBe(
      200,
    );
    expect(await confirmationOf(confirmed.orderId)).toBe('Confirmed: first order from this number');
    const fake = await placed(freshPhone());
    expect(
      (await kitchen('PUT', `/api/vendor/orders/${idOf(fake.orderId)}`, { fake: true, reason: 'No one at the door' }))
        .statusCode,
    ).toBe(200);
    expect(await confirmationOf(fake.orderId)).toBe('Marked fake: No one at the door');
    const upi = await placed(freshPhone(), { paymentMethod: 'upi' });
    expect(await confirmationOf(upi.orderId)).toBe('');
  });
});

describe('upgrading', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'trust-upgrade-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('keeps every row; old orders are not held, no number has strikes, the limits are the defaults', () => {
    const last = migrationJournal.entries.findIndex((e) => e.tag.endsWith('_trust'));
    expect(last).toBeGreaterThan(0);
    const older = olderMigrations(work, last);
    const file = path.join(work, 'old.db');
    const old = new Database(file);
    migrate(drizzle(old), { migrationsFolder: older });
    old.exec(`
      insert into villages (name, delivery_zone) values ('Janghai', 'Zone A');
      insert into restaurants (name, address, cuisine, village_id) values ('Gaon Rasoi', 'Station Road', 'Thali', 1);
      insert into orders (customer_name, customer_phone, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise) values ('Sita', '9876543210', 1, 'Gaon Rasoi', 'placed', 18000, 3000, 21000);
      insert into orders (customer_name, customer_phone, restaurant_id, restaurant_name, status, subtotal_paise, delivery_charge_paise, total_paise) values ('Ram', '9876500000', 1, 'Gaon Rasoi', 'delivered', 150000, 3000, 153000);
      insert into order_items (order_id, name, quantity, price_paise) values (1, 'Village Thali', 1, 18000);
      insert into order_status_history (order_id, status, at, by) values (1, 'placed', 1, 'customer');
    `);
    const tables = ['villages', 'restaurants', 'orders', 'order_items', 'order_status_history'];
    const rows = (db: Database.Database) =>
      Object.fromEntries(tables.map((name) => [name, db.prepare(`select * from ${name} order by id`).all()]));
    const before = rows(old);
    old.close();

    const upgraded = openDatabase(file);
    try {
      const after = rows(upgraded.sqlite);
      for (const name of tables) {
        expect(after[name], name).toHaveLength(before[name].length);
        after[name].forEach((row, i) => expect(row, name).toMatchObject(before[name][i] as object));
      }
      expect(after.orders[0]).toMatchObject({ hold_reason: null, confirmed_at: null, fake_at: null });
      expect(upgraded.sqlite.prepare('select count(*) from phone_strikes').pluck().get()).toBe(0);
      expect(getTrustSettings(upgraded)).toMatchObject({
        holdFirstOrder: true,
        cashLimit: 1000,
        strikeLimit: 2,
        atStrikeLimit: 'upi_only',
      });
    } finally {
      upgraded.close();
    }
  });
});
