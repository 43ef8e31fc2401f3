/**
 * The site's live stock: GET /api/menu/events, public, read over a real socket. An open
 * page gets the current stock on connect, then a message only when a dish's availability or
 * plates left change (the server reads it once a tick for all listeners), so a dish sold out by
 * another customer shows without reloading and without the page asking every second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { makeApp, partnerAccount, caller, storefront, type TestApp } from './helper';
import { openStream, type EventStream, type StreamEvent } from './sse';

let t: TestApp;
let base: string;
let shop: ReturnType<typeof storefront>;
let vendor: ReturnType<typeof caller>;

type Stock = { dishes: Array<{ id: number; available: boolean; portionsLeft: number | null }> };
const stockEvents = (stream: EventStream) => stream.received.filter((e: StreamEvent) => e.event === 'stock');
const thaliIn = (e: StreamEvent) => (e.data as Stock).dishes.find((d) => d.id === shop.thali.id);

beforeAll(async () => {
  t = await makeApp({ orderEvents: { heartbeatMs: 150 }, stockEvents: { pollMs: 20 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const owner = await partnerAccount(t.app, 'vendor', 'Stock Owner');
  vendor = caller(t.app, owner.token);
  shop = storefront(t.database, { ownerId: owner.id });
});
afterAll(() => t.close());

const order = (quantity: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      customer: { name: 'Ramesh', phone: '9812345670' },
      fulfilment: 'pickup',
      items: [{ dishId: shop.thali.id, quantity }],
    },
  });

describe('GET /api/menu/events', () => {
  it('sends the current stock on connect, the dish sold out when its last plate goes, and nothing while nothing changes', async () => {
    expect((await vendor('PUT', `/api/vendor/menu-items/${shop.thali.id}`, { portionsLeft: 2 })).statusCode).toBe(200);
    const stream = await openStream(base, '/api/menu/events', {});
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');

    const [first] = await stream.waitFor(1, (e) => e.event === 'stock');
    expect(thaliIn(first!)).toEqual({ id: shop.thali.id, available: true, portionsLeft: 2 });
    // The same shape as the plain read.
    const plain = (await t.app.inject({ url: '/api/menu/stock' })).json().data;
    expect(first!.data).toEqual(plain);

    // Many ticks with nothing changed (two heartbeats, each several read intervals): no message.
    await stream.waitForComment();
    await stream.waitForComment();
    expect(stockEvents(stream)).toHaveLength(1);

    expect((await order(2)).statusCode).toBe(201);
    const [, soldOut] = await stream.waitFor(2, (e) => e.event === 'stock');
    expect(thaliIn(soldOut!)).toEqual({ id: shop.thali.id, available: false, portionsLeft: 0 });

    // The kitchen sets plates again: one more message, and nothing sent twice.
    expect((await vendor('PUT', `/api/vendor/menu-items/${shop.thali.id}`, { portionsLeft: 10 })).statusCode).toBe(200);
    const [, , again] = await stream.waitFor(3, (e) => e.event === 'stock');
    expect(thaliIn(again!)).toEqual({ id: shop.thali.id, available: true, portionsLeft: 10 });
    await stream.waitForComment();
    expect(stockEvents(stream)).toHaveLength(3);
    stream.close();
  });

  it('every listener gets the change; with nobody listening, nothing is kept', async () => {
    const a = await openStream(base, '/api/menu/events', {});
    const b = await openStream(base, '/api/menu/events', {});
    await a.waitFor(1, (e) => e.event === 'stock');
    await b.waitFor(1, (e) => e.event === 'stock');
    expect(t.app.stockEvents.listenerCount).toBe(2);
    expect((await order(1)).statusCode).toBe(201);
    for (const stream of [a, b]) {
      const [, changed] = await stream.waitFor(2, (e) => e.event === 'stock');
      expect(thaliIn(changed!)).toEqual({ id: shop.thali.id, available: true, portionsLeft: 9 });
    }
    a.close();
    b.close();
    await expect.poll(() => t.app.stockEvents.listenerCount).toBe(0);
  });

  it('refuses listeners past the bound with a 503 in the envelope, and closing the app ends the open streams', async () => {
    const small = await makeApp({ stockEvents: { maxListeners: 1 } });
    await small.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(small.app.server.address() as AddressInfo).port}`;
    const open = await openStream(url, '/api/menu/events', {});
    await open.waitFor(1, (e) => e.event === 'stock');
    const refused = await fetch(`${url}/api/menu/events`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ success: false, message: expect.stringContaining('try again') });
    await small.close();
    await open.closed;
  });
});
