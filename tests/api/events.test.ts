/**
 * The live order events: GET /api/admin/events and the kitchen's and rider's own
 * streams, read over a real socket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import {
  adminWithRole,
  bearer,
  customerToken,
  fixtures,
  loginAsAdmin,
  makeApp,
  partnerAccount,
  storefront,
  type TestApp,
} from './helper';
import { openStream, type StreamEvent } from './sse';
import type { TokenClaims } from '../../server/plugins/app/auth';

let t: TestApp;
let base: string;
let admin: string;
let shop: ReturnType<typeof storefront>;

const phoneOrder = () => ({
  customer: { name: 'Sita Devi', phone: '9876543210' },
  fulfilment: 'delivery',
  villageId: shop.village.id,
  address: 'Near the temple',
  items: [{ dishId: shop.thali.id, quantity: 2 }],
});
const events = (stream: { received: StreamEvent[] }) => stream.received.filter((e) => e.comment === undefined);

beforeAll(async () => {
  t = await makeApp({ orderEvents: { heartbeatMs: 150, pollMs: 50 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await loginAsAdmin(t.app);
  shop = storefront(t.database);
});
afterAll(() => t.close());

describe('GET /api/admin/events', () => {
  it('refuses a request without a token (401) and every token but an admin one (403), with the JSON envelope', async () => {
    expect((await t.app.inject({ url: '/api/admin/events' })).statusCode).toBe(401);
    const customer = await customerToken(t.app);
    const vendor = await partnerAccount(t.app, 'vendor');
    const rider = await partnerAccount(t.app, 'delivery');
    for (const token of [customer, vendor.token, rider.token]) {
      const res = await t.app.inject({ url: '/api/admin/events', headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json().success).toBe(false);
    }
    const tampered = `${admin.slice(0, -3)}abc`;
    expect((await t.app.inject({ url: '/api/admin/events', headers: bearer(tampered) })).statusCode).toBe(401);
  });

  it('streams order.created, order.updated and order.deleted in order, each with an id and the order as the list answers it', async () => {
    const stream = await openStream(base, '/api/admin/events', bearer(admin));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: bearer(admin),
      payload: phoneOrder(),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: bearer(admin),
      payload: { status: 'accepted' },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${id}`, headers: bearer(admin) });

    const got = await stream.waitFor(3, (e) => (e.data as { id?: number } | undefined)?.id === id);
    expect(got.map((e) => e.event)).toEqual(['order.created', 'order.updated', 'order.deleted']);
    const ids = got.map((e) => Number(e.id));
    expect(ids.every((n, i) => Number.isInteger(n) && (i === 0 || n > ids[i - 1]!))).toBe(true);

    const listRow = { ...(created.json().data as Record<string, unknown>) };
    delete listRow.statusHistory;
    // The phone order's answer alone carries the tracking link (its secret) for the admin to send
    // the customer; the stream, which every admin's desk reads, never does.
    delete listRow.trackingUrl;
    delete listRow.upiLink;
    expect(got[0]!.data).toMatchObject({ ...listRow, status: 'placed' });
    expect(got[0]!.data).not.toHaveProperty('trackingUrl');
    expect(got[0]!.data).toMatchObject({
      orderId: `ORD-${String(id).padStart(6, '0')}`,
      source: 'phone',
      totalAmount: 390,
      items: [{ name: 'Village Thali', quantity: 2, price: 180 }],
    });
    expect(got[1]!.data).toMatchObject({ id, status: 'accepted' });
    expect(got[2]!.data).toEqual({ id, _id: id, orderId: `ORD-${String(id).padStart(6, '0')}` });
    stream.close();
  });

  it('sees writes made outside any request too (the triggers catch every path)', async () => {
    const stream = await openStream(base, '/api/admin/events', bearer(admin));
    const id = fixtures(t.database).order({
      restaurantId: shop.kitchen.id,
      restaurantName: shop.kitchen.name,
      customerName: 'Direct Insert',
    });
    const [event] = await stream.waitFor(1, (e) => (e.data as { id?: number }).id === id);
    expect(event).toMatchObject({ event: 'order.created', data: { customerInfo: { name: 'Direct Insert' } } });
    stream.close();
  });

  it('a reconnect with Last-Event-ID gets exactly what it missed, then the live events, nothing twice', async () => {
    const first = await openStream(base, '/api/admin/events', bearer(admin));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: bearer(admin),
      payload: phoneOrder(),
    });
    const id = res.json().data.id as number;
    const [seen] = await first.waitFor(1, (e) => (e.data as { id?: number }).id === id);
    first.close();
    await first.closed;

    // Missed while away: two changes.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: bearer(admin),
      payload: { status: 'accepted' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: bearer(admin),
      payload: { status: 'preparing' },
    });

    const again = await openStream(base, '/api/admin/events', { ...bearer(admin), 'last-event-id': seen!.id! });
    const replayed = await again.waitFor(2);
    expect(replayed.map((e) => [e.event, (e.data as { status: string }).status])).toEqual([
      ['order.updated', 'preparing'],
      ['order.updated', 'preparing'],
    ]);
    expect(replayed.map((e) => Number(e.id))).toEqual([Number(seen!.id) + 1, Number(seen!.id) + 2]);

    await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/printed`, headers: bearer(admin) });
    const all = await again.waitFor(3);
    expect(all[2]).toMatchObject({ event: 'order.updated', id: String(Number(seen!.id) + 3), data: { printCount: 1 } });
    await new Promise((r) => setTimeout(r, 200));
    expect(events(again)).toHaveLength(3);
    again.close();
  });

  it('sends a heartbeat comment on an idle stream', async () => {
    const stream = await openStream(base, '/api/admin/events', bearer(admin));
    expect(await stream.waitForComment(2000)).toBe('heartbeat');
    stream.close();
  });
});

describe('the kitchen and rider streams', () => {
  it("a kitchen's stream carries only its own restaurants' orders", async () => {
    const fx = fixtures(t.database);
    const mine = await partnerAccount(t.app, 'vendor', 'Owner A');
    const other = await partnerAccount(t.app, 'vendor', 'Owner B');
    const a = fx.restaurant('Kitchen A', { ownerId: mine.id });
    const b = fx.restaurant('Kitchen B', { ownerId: other.id });
    const vendorStream = await openStream(base, '/api/vendor/events', bearer(mine.token));
    const adminStream = await openStream(base, '/api/admin/events', bearer(admin));
    const inB = fx.order({ restaurantId: b.id, restaurantName: b.name });
    const inA = fx.order({ restaurantId: a.id, restaurantName: a.name });
    await adminStream.waitFor(1, (e) => (e.data as { id: number }).id === inA);
    await vendorStream.waitFor(1);
    await new Promise((r) => setTimeout(r, 150));
    expect(events(vendorStream).map((e) => (e.data as { id: number }).id)).toEqual([inA]);
    expect(events(adminStream).map((e) => (e.data as { id: number }).id)).toEqual([inB, inA]);
    vendorStream.close();
    adminStream.close();
  });

  it("a rider's stream carries the orders assigned to them; a reassigned order leaves it as order.deleted", async () => {
    const rider = await partnerAccount(t.app, 'delivery', 'Ramesh');
    const other = await partnerAccount(t.app, 'delivery', 'Suresh');
    const id = fixtures(t.database).order({
      restaurantId: shop.kitchen.id,
      restaurantName: shop.kitchen.name,
      status: 'preparing',
    });
    const stream = await openStream(base, '/api/delivery/events', bearer(rider.token));
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: bearer(admin),
      payload: { deliveryPersonId: rider.id },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: bearer(admin),
      payload: { deliveryPersonId: other.id },
    });
    const got = await stream.waitFor(2);
    expect(got.map((e) => e.event)).toEqual(['order.updated', 'order.deleted']);
    expect(got[0]!.data).toMatchObject({ id, deliveryPerson: { id: rider.id, name: 'Ramesh' }, address: null });
    expect(got[1]!.data).toEqual({ id, _id: id, orderId: expect.stringMatching(/^ORD-/) });
    stream.close();
  });
  it('a rider resuming after the order was given to another rider gets only its order.deleted, never the order as it is now', async () => {
    const first = await partnerAccount(t.app, 'delivery', 'Mohan');
    const second = await partnerAccount(t.app, 'delivery', 'Sohan');
    const id = fixtures(t.database).order({
      restaurantId: shop.kitchen.id,
      restaurantName: shop.kitchen.name,
      status: 'placed',
      customerName: 'Kamla Devi',
    });
    const adminStream = await openStream(base, '/api/admin/events', bearer(admin));
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: bearer(admin),
      payload: { deliveryPersonId: first.id },
    });
    const [assigned] = await adminStream.waitFor(1, (e) => (e.data as { id?: number }).id === id);
    adminStream.close();
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: bearer(admin),
      payload: { deliveryPersonId: second.id },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: bearer(admin),
      payload: { status: 'accepted' },
    });

    const resumed = await openStream(base, '/api/delivery/events', {
      ...bearer(first.token),
      'last-event-id': String(Number(assigned!.id) - 1),
    });
    const [gone] = await resumed.waitFor(1);
    await new Promise((r) => setTimeout(r, 150));
    expect(events(resumed)).toEqual([gone]);
    expect(gone).toMatchObject({ event: 'order.deleted', data: { id } });
    expect(JSON.stringify(resumed.received)).not.toContain('Kamla Devi');
    resumed.close();
  });
});

describe('shutdown', () => {
  it('app.close() ends open streams instead of waiting for them', async () => {
    const own = await makeApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
    const stream = await openStream(url, '/api/admin/events', bearer(await loginAsAdmin(own.app)));
    expect(stream.status).toBe(200);
    const started = Date.now();
    await own.close();
    await stream.closed;
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('bounded memory and lost history', () => {
  it('drops a listener that does not read instead of buffering for it; an active one keeps up', async () => {
    const own = await makeApp({ orderEvents: { maxQueued: 100, pollMs: 20 } });
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
      const token = await loginAsAdmin(own.app);
      const kitchen = fixtures(own.database).restaurant('Busy Kitchen');
      // Never read: its socket and then its queue fill up.
      const stalled = await fetch(`${url}/api/admin/events`, { headers: bearer(token) });
      expect(stalled.status).toBe(200);
      const reading = await openStream(url, '/api/admin/events', bearer(token));
      expect(own.app.orderEvents.listenerCount).toBe(2);
      const insert = own.database.sqlite.prepare(
        `insert into orders (customer_name, restaurant_id, restaurant_name, subtotal_paise, total_paise, address) values ('Sita', ?, 'Busy Kitchen', 100, 100, ?)`,
      );
      // 200 KB bursts of events (8 KB addresses) the reading client keeps up with, until the
      // stalled one's socket buffers and then its queue are full (a few MB on loopback).
      let inserted = 0;
      for (let burst = 0; burst < 300 && own.app.orderEvents.listenerCount > 1; burst++) {
        own.database.sqlite.transaction(() => {
          for (let i = 0; i < 25; i++) insert.run(kitchen.id, 'x'.repeat(8000));
        })();
        inserted += 25;
        await new Promise((r) => setTimeout(r, 30));
      }
      expect(inserted, 'the stalled listener was dropped before the bursts ran out').toBeLessThan(300 * 25);
      await reading.waitFor(inserted, () => true, 15_000);
      expect(own.app.orderEvents.listenerCount).toBe(1);
      reading.close();
      await stalled.body?.cancel().catch(() => undefined);
    } finally {
      await own.close();
    }
  }, 30_000);

  it('a Last-Event-ID older than what is kept gets a resync event instead of a partial replay', async () => {
    const own = await makeApp({ orderEvents: { maxQueued: 5, pollMs: 50 } });
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
      const kitchen = fixtures(own.database).restaurant('Kitchen');
      for (let i = 0; i < 10; i++)
        fixtures(own.database).order({ restaurantId: kitchen.id, restaurantName: kitchen.name });
      const token = await loginAsAdmin(own.app);
      const stream = await openStream(url, '/api/admin/events', { ...bearer(token), 'last-event-id': '1' });
      const [first] = await stream.waitFor(1);
      expect(first).toMatchObject({ event: 'resync', id: '10' });
      stream.close();
    } finally {
      await own.close();
    }
  });
});

describe('a stream ends when its token stops being valid', () => {
  /** What a revoked stream must never receive: the next order, with the customer's phone and address. */
  async function expectEndedBeforeNextOrder(
    stream: Awaited<ReturnType<typeof openStream>>,
    path: string,
    token: string,
  ) {
    await Promise.race([
      stream.closed,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('stream still open 3 s after its token was revoked')), 3000),
      ),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: bearer(admin),
      payload: phoneOrder(),
    });
    expect(res.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 150));
    expect(events(stream).some((e) => (e.data as { id?: number } | undefined)?.id === res.json().data.id)).toBe(false);
    const again = await openStream(base, path, bearer(token));
    expect(again.status).toBe(401);
  }

  it("an admin's stream ends at logout and its reconnect gets 401", async () => {
    const token = await adminWithRole(t, 'admin');
    const stream = await openStream(base, '/api/admin/events', bearer(token));
    expect(stream.status).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/admin/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await expectEndedBeforeNextOrder(stream, '/api/admin/events', token);
  });

  it("a kitchen's stream ends when an admin sets a new password for the account", async () => {
    const kitchenOwner = await partnerAccount(t.app, 'vendor', 'Owner C');
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/restaurants/${shop.kitchen.id}`,
      headers: bearer(admin),
      payload: { ownerId: kitchenOwner.id },
    });
    const stream = await openStream(base, '/api/vendor/events', bearer(kitchenOwner.token));
    expect(stream.status).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${kitchenOwner.id}`,
      headers: bearer(admin),
      payload: { password: 'a-new-password-1' },
    });
    expect(res.statusCode).toBe(200);
    await expectEndedBeforeNextOrder(stream, '/api/vendor/events', kitchenOwner.token);
  });

  it("a rider's stream ends when the account is deleted", async () => {
    const rider = await partnerAccount(t.app, 'delivery', 'Gone Rider');
    const stream = await openStream(base, '/api/delivery/events', bearer(rider.token));
    expect(stream.status).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${rider.id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(200);
    await expectEndedBeforeNextOrder(stream, '/api/delivery/events', rider.token);
  });

  it('a stream ends when its token expires, within a few seconds, with no write in between', async () => {
    const claims = t.app.jwt.decode<TokenClaims>(admin)!;
    const shortLived = t.app.jwt.sign(
      { sub: claims.sub, kind: claims.kind, tv: claims.tv, role: claims.role },
      { expiresIn: '2s' },
    );
    const stream = await openStream(base, '/api/admin/events', bearer(shortLived));
    expect(stream.status).toBe(200);
    await Promise.race([
      stream.closed,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('stream still open after its token expired')), 5000),
      ),
    ]);
    expect((await openStream(base, '/api/admin/events', bearer(shortLived))).status).toBe(401);
  });
});
