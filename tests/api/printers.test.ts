/**
 * The kitchen prints by itself: printers set up by the kitchen, tickets sent to a fake network
 * printer (a TCP server on 127.0.0.1) and decoded, the KOT on Accept printed exactly once
 * whatever way the Accept arrives, a printer that is off getting its ticket once it is back,
 * a restart losing nothing, and nobody touching another kitchen's printers.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, fixtures, loginAsAdmin, makeApp, partnerAccount, type TestApp } from './helper';
import { decodeEscPos, freePort, startFakePrinter, type FakePrinter } from '../printing/fakePrinter';
import { printerHostError, printerNetwork } from '../../server/printing/hosts';
import { acceptAutomatically } from '../../db/orders';
import { sha256 } from '../../db/requestHash';
import { ticketLinesFor } from '../../server/printing/jobs';
import { encodeTicket, kotLines, renderTicket } from '../../server/printing/ticket';

const printing = { allowLoopback: true, tickMs: 50, retryMs: 100, maxRetryMs: 300, timeoutMs: 2000 };
let t: TestApp;
let fx: ReturnType<typeof fixtures>;
let admin: string;
let printer: FakePrinter;

beforeAll(async () => {
  t = await makeApp({ printing });
  fx = fixtures(t.database);
  admin = await loginAsAdmin(t.app);
  printer = await startFakePrinter();
});
afterAll(async () => {
  await printer.close();
  await t.close();
});

async function kitchen(name: string, app = t.app) {
  const me = await partnerAccount(app, 'vendor', name);
  const r = fx.restaurant(`${name} Rasoi`, { ownerId: me.id });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: object = {}) =>
    app.inject({ method, url, payload, headers: { ...bearer(me.token), ...headers } });
  const order = (extra: Parameters<typeof fx.order>[0] extends infer O ? Partial<O> : never = {}) =>
    fx.order({
      restaurantId: r.id,
      restaurantName: r.name,
      items: [
        { name: 'Dal Makhani', nameHi: 'दाल मक्खनी', quantity: 2, pricePaise: 16000 },
        { name: 'Tandoori Roti', nameHi: 'तंदूरी रोटी', quantity: 4, pricePaise: 1500 },
      ],
      note: 'कम मिर्च',
      ...extra,
    });
  const addPrinter = async (body: object = {}) => {
    const res = await call('POST', '/api/vendor/printers', {
      name: 'Kitchen',
      host: '127.0.0.1',
      port: printer.port,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; state: string; waiting: number };
  };
  return { me, r, call, order, addPrinter };
}

const printers = async (k: Awaited<ReturnType<typeof kitchen>>) =>
  (await k.call('GET', '/api/vendor/printers')).json().data as Array<{
    id: number;
    state: string;
    waiting: number;
    lastError: string | null;
    lastPrintedAt: string | null;
  }>;
const printCount = (id: number) =>
  t.database.sqlite.prepare('select print_count from orders where id = ?').pluck().get(id) as number;

describe('printers of a kitchen', () => {
  it('are added, listed with their state, changed and removed; refused input names its field and changes nothing', async () => {
    const k = await kitchen('Asha');
    const created = await k.addPrinter({ paperWidth: 58, copies: 2, printsBill: true });
    expect(created).toMatchObject({ state: 'unknown', waiting: 0 });
    const list = await printers(k);
    expect(list).toEqual([
      expect.objectContaining({
        id: created.id,
        restaurantId: k.r.id,
        name: 'Kitchen',
        connection: 'network',
        host: '127.0.0.1',
        port: printer.port,
        paperWidth: 58,
        copies: 2,
        printsKot: true,
        printsBill: true,
        state: 'unknown',
        waiting: 0,
        lastError: null,
        lastPrintedAt: null,
      }),
    ]);
    const bad: Array<[object, string]> = [
      [{ host: null }, 'host'],
      [{ host: '8.8.8.8' }, 'host'],
      [{ host: 'printer;rm -rf' }, 'host'],
      [{ port: 0 }, 'port'],
      [{ port: 70000 }, 'port'],
      [{ copies: 6 }, 'copies'],
      [{ paperWidth: 72 }, 'paperWidth'],
      [{ name: '  ' }, 'name'],
      [{ connection: 'serial' }, 'connection'],
    ];
    for (const [change, field] of bad) {
      const res = await k.call('PUT', `/api/vendor/printers/${created.id}`, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    const post = await k.call('POST', '/api/vendor/printers', { name: 'No address' });
    expect(post.statusCode).toBe(400);
    expect(post.json().errors).toHaveProperty('host');
    expect(await printers(k)).toHaveLength(1);

    // A printer the browser drives needs no address.
    const usb = await k.call('POST', '/api/vendor/printers', { name: 'Counter USB', connection: 'browser' });
    expect(usb.statusCode).toBe(201);
    expect(usb.json().data).toMatchObject({ connection: 'browser', host: null, port: 9100, paperWidth: 80, copies: 1 });

    const put = await k.call('PUT', `/api/vendor/printers/${created.id}`, { name: 'Tandoor', copies: 1 });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ name: 'Tandoor', copies: 1, paperWidth: 58 });
    expect((await k.call('DELETE', `/api/vendor/printers/${created.id}`)).statusCode).toBe(200);
    expect((await printers(k)).map((p) => p.id)).toEqual([usb.json().data.id]);
  });

  it('an address off the kitchen’s network is refused: loopback and link-local only when the owner allows them', () => {
    const lan = printerNetwork([], false);
    expect(printerHostError('127.0.0.1', lan)).toMatch(/loopback/);
    expect(printerHostError('localhost', lan)).toMatch(/loopback/);
    expect(printerHostError('169.254.10.1', lan)).toMatch(/link-local/);
    expect(printerHostError('0.0.0.0', lan)).toMatch(/loopback/);
    expect(printerHostError('127.0.0.1', printerNetwork([], true))).toBeNull();
    expect(printerHostError('192.168.1.50', lan)).toBeNull();
    expect(printerHostError('10.0.0.20', lan)).toBeNull();
    expect(printerHostError('172.16.0.5', lan)).toBeNull();
    expect(printerHostError('172.32.0.5', lan)).toMatch(/own network/);
    expect(printerHostError('1.1.1.1', lan)).toMatch(/own network/);
    expect(printerHostError('kitchen-printer.local', lan)).toBeNull();
  });

  it('nobody reads or changes another kitchen’s printers or prints its orders', async () => {
    const owner = await kitchen('Bimla');
    const other = await kitchen('Chanda');
    const p = await owner.addPrinter();
    const id = owner.order();
    expect(await printers(other)).toEqual([]);
    for (const [method, url, body] of [
      ['PUT', `/api/vendor/printers/${p.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/vendor/printers/${p.id}`, undefined],
      ['POST', `/api/vendor/printers/${p.id}/test`, undefined],
      ['POST', `/api/vendor/orders/${id}/print`, { kind: 'kot' }],
      ['GET', `/api/vendor/orders/${id}/ticket`, undefined],
    ] as const) {
      const res = await other.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // A printer in a restaurant that is not theirs.
    const res = await other.call('POST', '/api/vendor/printers', {
      name: 'X',
      host: '192.168.1.9',
      restaurantId: owner.r.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('restaurantId');
    expect((await printers(owner))[0]).toMatchObject({ name: 'Kitchen' });
    // A rider or a customer is no kitchen.
    const rider = await partnerAccount(t.app, 'delivery');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/vendor/printers', headers: bearer(rider.token) })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/999999/print`,
          payload: { kind: 'kot' },
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('tickets on a network printer', () => {
  it('a test print reaches the printer as one valid ESC/POS stream: init, a raster 576 dots wide, a cut per copy', async () => {
    const k = await kitchen('Durga');
    const p = await k.addPrinter({ copies: 2 });
    const before = printer.received.length;
    const res = await k.call('POST', `/api/vendor/printers/${p.id}/test`);
    expect(res.statusCode).toBe(202);
    await vi.waitFor(() => expect(printer.received.length).toBe(before + 1), { timeout: 10_000, interval: 50 });
    const stream = decodeEscPos(printer.received[before]!);
    expect(stream.initialised).toBe(true);
    expect(stream.cuts).toBe(2);
    expect(stream.pages).toHaveLength(2);
    for (const page of stream.pages) {
      expect(page.width).toBe(576);
      expect(page.height).toBeGreaterThan(200);
      expect(page.ink.some((dot) => dot === 1)).toBe(true);
    }
    await vi.waitFor(async () => expect((await printers(k))[0]).toMatchObject({ state: 'online', waiting: 0 }), {
      timeout: 5000,
      interval: 50,
    });
    expect((await printers(k))[0]!.lastPrintedAt).not.toBeNull();
  });

  it('58 mm paper prints 384 dots wide; the ticket endpoint gives the same bytes a browser sends to a USB printer, and a PNG', async () => {
    const k = await kitchen('Gita');
    const id = k.order();
    const bytes = await k.call('GET', `/api/vendor/orders/${id}/ticket?kind=kot&paperWidth=58`);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('application/octet-stream');
    const stream = decodeEscPos(bytes.rawPayload);
    expect(stream).toMatchObject({ initialised: true, cuts: 1 });
    expect(stream.pages[0]!.width).toBe(384);
    const png = await k.call('GET', `/api/vendor/orders/${id}/ticket?kind=bill&format=png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await k.call('GET', `/api/vendor/orders/${id}/ticket?paperWidth=70`)).statusCode).toBe(400);
    expect((await k.call('GET', `/api/vendor/orders/${id}/ticket?kind=menu`)).statusCode).toBe(400);
  });

  it('a printer the browser drives gets its test ticket as bytes for its paper; another kitchen’s is a 404', async () => {
    const k = await kitchen('Usha');
    const usb = await k.call('POST', '/api/vendor/printers', {
      name: 'Counter USB',
      connection: 'browser',
      paperWidth: 58,
    });
    expect(usb.statusCode, usb.body).toBe(201);
    const bytes = await k.call('GET', `/api/vendor/printers/${usb.json().data.id}/test-ticket`);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('application/octet-stream');
    const stream = decodeEscPos(bytes.rawPayload);
    expect(stream).toMatchObject({ initialised: true, cuts: 1 });
    expect(stream.pages[0]!.width).toBe(384);
    const other = await kitchen('Rekha');
    expect((await other.call('GET', `/api/vendor/printers/${usb.json().data.id}/test-ticket`)).statusCode).toBe(404);
  });

  it('a test print the browser sent to its USB printer is recorded: the printer shows online, printed just now; only by its kitchen', async () => {
    const k = await kitchen('Sushila');
    const usb = (await k.call('POST', '/api/vendor/printers', { name: 'Counter USB', connection: 'browser' })).json()
      .data as { id: number };
    expect((await printers(k))[0]).toMatchObject({ state: 'unknown', lastPrintedAt: null });
    const other = await kitchen('Geeta');
    expect((await other.call('POST', `/api/vendor/printers/${usb.id}/printed`)).statusCode).toBe(404);
    expect((await printers(k))[0]).toMatchObject({ state: 'unknown', lastPrintedAt: null });

    const before = Date.now();
    const res = await k.call('POST', `/api/vendor/printers/${usb.id}/printed`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: usb.id, state: 'online', lastError: null });
    expect(Date.parse(res.json().data.lastPrintedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await printers(k))[0]).toMatchObject({ state: 'online', lastPrintedAt: res.json().data.lastPrintedAt });

    // A network printer's state is what the server's tries found, not the app's word.
    const net = await k.addPrinter({ name: 'Network' });
    const refused = await k.call('POST', `/api/vendor/printers/${net.id}/printed`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('connection');
    expect((await printers(k)).find((p) => p.id === net.id)).toMatchObject({ state: 'unknown', lastPrintedAt: null });
  });

  it('the KOT prints by itself at Accept exactly once: a double tap and a replayed offline tap print one ticket', async () => {
    const k = await kitchen('Kamla');
    const on = await k.call('PUT', `/api/vendor/restaurants/${k.r.id}`, { autoPrintKot: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.autoPrintKot).toBe(true);
    const p = await k.addPrinter();
    await k.addPrinter({ name: 'Bills only', printsKot: false, printsBill: true });
    const id = k.order();
    const before = printer.received.length;
    const tap = `tap-${randomBytes(8).toString('hex')}`;
    const accept = (key?: string) =>
      k.call('PUT', `/api/vendor/orders/${id}`, { status: 'accepted' }, key ? { 'idempotency-key': key } : {});
    // A double tap: two Accepts at once, each with its own key.
    const both = await Promise.all([accept(tap), accept(`tap-${randomBytes(8).toString('hex')}`)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    // The phone's queue replays the first tap when the network returns.
    const replay = await accept(tap);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    await vi.waitFor(() => expect(printCount(id)).toBe(1), { timeout: 10_000, interval: 50 });
    await t.app.printing.tick();
    expect(printer.received.length).toBe(before + 1);
    expect(decodeEscPos(printer.received[before]!).pages).toHaveLength(1);
    const jobs = t.database.sqlite
      .prepare(
        'select printer_id as printerId, kind, reason, printed_at is not null as printed from print_jobs where order_id = ?',
      )
      .all(id);
    expect(jobs).toEqual([{ printerId: p.id, kind: 'kot', reason: 'auto', printed: 1 }]);
    // The database itself refuses a second automatic KOT for the same order and printer.
    expect(() =>
      t.database.sqlite
        .prepare(
          `insert into print_jobs (printer_id, order_id, kind, reason, next_attempt_at) values (?, ?, 'kot', 'auto', 0)`,
        )
        .run(p.id, id),
    ).toThrow(/UNIQUE/);

    // A deliberate reprint is a new ticket, counted too.
    const reprint = await k.call('POST', `/api/vendor/orders/${id}/print`, { kind: 'kot' });
    expect(reprint.statusCode).toBe(202);
    expect(reprint.json().data).toEqual({ queued: 1 });
    await vi.waitFor(() => expect(printCount(id)).toBe(2), { timeout: 10_000, interval: 50 });
    const fromAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/print`,
      payload: { kind: 'bill' },
      headers: bearer(admin),
    });
    expect(fromAdmin.statusCode).toBe(202);
    expect(fromAdmin.json().data).toEqual({ queued: 1 });
    await vi.waitFor(() => expect(printer.received.length).toBe(before + 3), { timeout: 10_000, interval: 50 });
    expect(printCount(id)).toBe(2);
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/printers', headers: bearer(admin) })).json().data;
    expect(all.filter((x: { restaurantId: number }) => x.restaurantId === k.r.id)).toHaveLength(2);
  });

  it('auto-accept prints the KOT like the kitchen’s Accept; the bill prints at hand-over on a bill printer, once', async () => {
    const k = await kitchen('Kusum');
    await k.call('PUT', `/api/vendor/restaurants/${k.r.id}`, { autoPrintKot: true });
    const kotPrinter = await k.addPrinter();
    const billPrinter = await k.addPrinter({ name: 'Counter', printsKot: false, printsBill: true });
    const id = k.order({ fulfilment: 'pickup' });
    expect(acceptAutomatically(t.database, id, Date.now())).toBe(true);
    expect((await k.call('PUT', `/api/vendor/orders/${id}`, { status: 'preparing' })).statusCode).toBe(200);
    const handOver = await k.call('PUT', `/api/vendor/orders/${id}`, { status: 'delivered', collected: 'cash' });
    expect(handOver.statusCode, handOver.body).toBe(200);
    await vi.waitFor(
      () =>
        expect(
          t.database.sqlite
            .prepare(
              'select printer_id as printerId, kind, reason from print_jobs where order_id = ? and printed_at is not null order by id',
            )
            .all(id),
        ).toEqual([
          { printerId: kotPrinter.id, kind: 'kot', reason: 'auto' },
          { printerId: billPrinter.id, kind: 'bill', reason: 'auto' },
        ]),
      { timeout: 10_000, interval: 50 },
    );
    expect(printCount(id)).toBe(1);
  });

  it('without autoPrintKot, Accept prints nothing', async () => {
    const k = await kitchen('Lata');
    await k.addPrinter();
    const id = k.order();
    expect((await k.call('PUT', `/api/vendor/orders/${id}`, { status: 'accepted' })).statusCode).toBe(200);
    expect(t.database.sqlite.prepare('select count(*) from print_jobs where order_id = ?').pluck().get(id)).toBe(0);
  });

  it('a printer that is off shows offline with its tickets waiting, and gets each ticket once when it is back', async () => {
    const k = await kitchen('Meena');
    await k.call('PUT', `/api/vendor/restaurants/${k.r.id}`, { autoPrintKot: true });
    const port = await freePort();
    await k.addPrinter({ port });
    const first = k.order();
    const second = k.order();
    for (const id of [first, second])
      expect((await k.call('PUT', `/api/vendor/orders/${id}`, { status: 'accepted' })).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const [p] = await printers(k);
        expect(p).toMatchObject({ state: 'offline', waiting: 2 });
        expect(p!.lastError).toBe('The printer refused the connection: check its port (usually 9100)');
      },
      { timeout: 10_000, interval: 50 },
    );
    const back = await startFakePrinter(port);
    try {
      await vi.waitFor(() => expect(back.received).toHaveLength(2), { timeout: 10_000, interval: 50 });
      await vi.waitFor(async () => expect((await printers(k))[0]).toMatchObject({ state: 'online', waiting: 0 }), {
        timeout: 5000,
        interval: 50,
      });
      // Retries keep going past a ticket printed: none comes twice.
      await t.app.printing.tick();
      await t.app.printing.tick();
      expect(back.received).toHaveLength(2);
      expect([printCount(first), printCount(second)]).toEqual([1, 1]);
    } finally {
      await back.close();
    }
  });
});

describe('tickets that must not print', () => {
  it('a KOT still waiting when its order is cancelled is dropped; a printer handed to the browser drops its waiting tickets', async () => {
    const k = await kitchen('Pushpa');
    await k.call('PUT', `/api/vendor/restaurants/${k.r.id}`, { autoPrintKot: true });
    const port = await freePort();
    const p = await k.addPrinter({ port });
    const cancelled = k.order();
    const kept = k.order();
    for (const id of [cancelled, kept])
      expect((await k.call('PUT', `/api/vendor/orders/${id}`, { status: 'accepted' })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await printers(k))[0]).toMatchObject({ state: 'offline', waiting: 2 }), {
      timeout: 10_000,
      interval: 50,
    });
    const cancel = await k.call('PUT', `/api/vendor/orders/${cancelled}`, {
      status: 'cancelled',
      reason: 'Out of paneer',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const back = await startFakePrinter(port);
    try {
      await vi.waitFor(() => expect(back.received).toHaveLength(1), { timeout: 10_000, interval: 50 });
      await vi.waitFor(async () => expect((await printers(k))[0]).toMatchObject({ state: 'online', waiting: 0 }), {
        timeout: 5000,
        interval: 50,
      });
      expect([printCount(cancelled), printCount(kept)]).toEqual([0, 1]);
    } finally {
      await back.close();
    }
    // Off again, a reprint waits; handed to the browser, the server stops keeping it.
    expect((await k.call('POST', `/api/vendor/orders/${kept}/print`, { kind: 'kot' })).statusCode).toBe(202);
    await vi.waitFor(async () => expect((await printers(k))[0]).toMatchObject({ state: 'offline', waiting: 1 }), {
      timeout: 10_000,
      interval: 50,
    });
    const toBrowser = await k.call('PUT', `/api/vendor/printers/${p.id}`, { connection: 'browser' });
    expect(toBrowser.statusCode).toBe(200);
    expect(toBrowser.json().data).toMatchObject({ connection: 'browser', host: null, waiting: 0 });
  });
});

describe('an order cancelled after its KOT printed', () => {
  it('prints a "CANCELLED" KOT on the printer that printed it, once, when the customer cancels; nothing when no KOT printed', async () => {
    const k = await kitchen('Savitri');
    await k.call('PUT', `/api/vendor/restaurants/${k.r.id}`, { autoPrintKot: true });
    const p = await k.addPrinter();
    await k.addPrinter({ name: 'Bills only', printsKot: false, printsBill: true });
    const id = k.order();
    const token = randomBytes(16).toString('hex');
    t.database.sqlite.prepare('update orders set tracking_token_hash = ? where id = ?').run(sha256(token), id);
    const before = printer.received.length;
    expect((await k.call('PUT', `/api/vendor/orders/${id}`, { status: 'accepted' })).statusCode).toBe(200);
    await vi.waitFor(() => expect(printer.received.length).toBe(before + 1), { timeout: 10_000, interval: 50 });

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/track/ORD-${String(id).padStart(6, '0')}/cancel?t=${token}`,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await vi.waitFor(() => expect(printer.received.length).toBe(before + 2), { timeout: 10_000, interval: 50 });
    await t.app.printing.tick();
    expect(printer.received.length).toBe(before + 2);
    const jobs = t.database.sqlite
      .prepare(
        'select printer_id as printerId, kind, reason, printed_at is not null as printed from print_jobs where order_id = ? order by id',
      )
      .all(id);
    expect(jobs).toEqual([
      { printerId: p.id, kind: 'kot', reason: 'auto', printed: 1 },
      { printerId: p.id, kind: 'kot', reason: 'cancel', printed: 1 },
    ]);
    // It is the order's KOT headed "CANCELLED" (in the kitchen's language), and it does not count as a KOT printed.
    const lines = ticketLinesFor(t.database, 'kot', id, Date.now(), 'cancelled');
    expect(lines[0]).toMatchObject({ text: '*** रद्द ***', size: 'huge' });
    const drawn = decodeEscPos(printer.received[before + 1]!).pages[0]!;
    expect(drawn.height).toBe(decodeEscPos(encodeTicket(await renderTicket(lines, 80))).pages[0]!.height);
    expect(drawn.height).toBeGreaterThan(decodeEscPos(printer.received[before]!).pages[0]!.height);
    expect(printCount(id)).toBe(1);

    // Cancelled before anything printed: the waiting KOT is dropped and no "CANCELLED" ticket follows.
    const unprinted = k.order();
    await k.call('PUT', `/api/vendor/restaurants/${k.r.id}`, { autoPrintKot: false });
    expect((await k.call('PUT', `/api/vendor/orders/${unprinted}`, { status: 'accepted' })).statusCode).toBe(200);
    expect((await k.call('PUT', `/api/vendor/orders/${unprinted}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(t.database.sqlite.prepare('select count(*) from print_jobs where order_id = ?').pluck().get(unprinted)).toBe(
      0,
    );
  });

  it('reads CANCELLED in English for an English kitchen, above the order number', () => {
    const order = {
      orderId: 'ORD-000042',
      createdAt: new Date().toISOString(),
      fulfilment: 'delivery' as const,
      scheduledFor: null,
      customerInfo: { name: 'Sita Devi' },
      note: null,
      items: [{ name: 'Dal Makhani', nameHi: null, quantity: 2 }],
    };
    const lines = kotLines(order, 'en', Date.now(), 'cancelled');
    expect(lines.slice(0, 3).map((l) => ('text' in l ? l.text : '—'))).toEqual([
      '*** CANCELLED ***',
      'Do not make this order',
      'ORD-000042',
    ]);
    expect(kotLines(order, 'en', Date.now()).some((l) => 'text' in l && l.text.includes('CANCELLED'))).toBe(false);
  });
});

describe('the queue survives a restart', () => {
  it('a ticket queued while the printer was off is printed once after the server restarts', async () => {
    const first = await makeApp({ printing });
    const local = fixtures(first.database);
    const me = await partnerAccount(first.app, 'vendor', 'Nirmala');
    const r = local.restaurant('Nirmala Rasoi', { ownerId: me.id, autoPrintKot: true });
    const port = await freePort();
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/vendor/printers',
      payload: { name: 'Kitchen', host: '127.0.0.1', port },
      headers: bearer(me.token),
    });
    expect(created.statusCode).toBe(201);
    const id = local.order({ restaurantId: r.id, restaurantName: r.name });
    const accepted = await first.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${id}`,
      payload: { status: 'accepted' },
      headers: bearer(me.token),
    });
    expect(accepted.statusCode).toBe(200);
    await first.stop();

    const back = await startFakePrinter(port);
    const second = await makeApp({ printing, dir: first.dir });
    try {
      await vi.waitFor(() => expect(back.received).toHaveLength(1), { timeout: 10_000, interval: 50 });
      await second.app.printing.tick();
      expect(back.received).toHaveLength(1);
      expect(decodeEscPos(back.received[0]!).pages[0]!.width).toBe(576);
      expect(second.database.sqlite.prepare('select print_count from orders where id = ?').pluck().get(id)).toBe(1);
    } finally {
      await back.close();
      await second.close();
    }
  });
});
