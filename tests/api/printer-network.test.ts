/**
 * A kitchen's network printer is trusted only as far as it proves itself: a ticket counts as
 * printed once the printer read the whole stream (it closed, or answered the status query at its
 * end), and a printer setting cannot be used to reach the server's network: printer ports only,
 * the owner's printer network (PRINTER_NETWORK) when set, and the reason a printer failed in
 * fixed words, never the resolver's or socket's own message.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, fixtures, makeApp, partnerAccount, type TestApp } from './helper';
import { decodeEscPos, freePort, startFakePrinter } from '../printing/fakePrinter';
import { createPrinter, queueTest } from '../../db/printers';
import { ConfigError, readConfig } from '../../server/config';

// Short retries; the time-out stays long enough for a loaded machine to hand a ticket over loopback.
const printing = { allowLoopback: true, tickMs: 50, retryMs: 100, maxRetryMs: 300, timeoutMs: 2000 };
const PORT_REFUSED = 'A network printer takes tickets on port 9100 (9100–9103 on a print server with several printers)';
let t: TestApp;
let fx: ReturnType<typeof fixtures>;

beforeAll(async () => {
  t = await makeApp({ printing });
  fx = fixtures(t.database);
});
afterAll(async () => {
  await t.close();
});

async function kitchen(name: string, app: TestApp = t) {
  const me = await partnerAccount(app.app, 'vendor', name);
  const r = fixtures(app.database).restaurant(`${name} Rasoi`, { ownerId: me.id });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.app.inject({ method, url, payload, headers: bearer(me.token) });
  const printers = async () =>
    (await call('GET', '/api/vendor/printers')).json().data as Array<{
      id: number;
      host: string;
      port: number;
      state: string;
      waiting: number;
      lastError: string | null;
    }>;
  return { me, r, call, printers };
}

const printCount = (id: number) =>
  t.database.sqlite.prepare('select print_count from orders where id = ?').pluck().get(id) as number;

describe('a ticket is printed only when the printer took it', () => {
  it('a printer that accepts the connection but never reads (out of paper, jammed) keeps the KOT waiting, shows offline with why, and prints it once it reads again', async () => {
    const k = await kitchen('Savitri');
    const port = await freePort();
    const jammed = await startFakePrinter(port, 'stalls');
    const added = await k.call('POST', '/api/vendor/printers', { name: 'Tandoor', host: '127.0.0.1', port });
    expect(added.statusCode, added.body).toBe(201);
    const id = fx.order({ restaurantId: k.r.id, restaurantName: k.r.name });
    try {
      expect((await k.call('POST', `/api/vendor/orders/${id}/print`, { kind: 'kot' })).statusCode).toBe(202);
      await vi.waitFor(
        async () =>
          expect((await k.printers())[0]).toMatchObject({
            state: 'offline',
            waiting: 1,
            lastError: 'The printer did not take the ticket: is it out of paper, open or jammed?',
          }),
        { timeout: 15_000, interval: 50 },
      );
      expect(printCount(id)).toBe(0);
    } finally {
      await jammed.close();
    }
    // Paper in: the same printer reads again, and the waiting KOT prints once.
    const fixed = await startFakePrinter(port);
    try {
      await vi.waitFor(() => expect(fixed.received).toHaveLength(1), { timeout: 15_000, interval: 50 });
      await vi.waitFor(
        async () => expect((await k.printers())[0]).toMatchObject({ state: 'online', waiting: 0, lastError: null }),
        { timeout: 5000, interval: 50 },
      );
      expect(printCount(id)).toBe(1);
    } finally {
      await fixed.close();
    }
  });

  it('a printer that reads the ticket and answers the status query at its end is done without closing the connection', async () => {
    const k = await kitchen('Lata');
    const answering = await startFakePrinter(0, 'answers');
    try {
      const added = await k.call('POST', '/api/vendor/printers', {
        name: 'Counter',
        host: '127.0.0.1',
        port: answering.port,
      });
      expect(added.statusCode, added.body).toBe(201);
      expect((await k.call('POST', `/api/vendor/printers/${added.json().data.id}/test`)).statusCode).toBe(202);
      await vi.waitFor(
        async () => expect((await k.printers())[0]).toMatchObject({ state: 'online', waiting: 0, lastError: null }),
        { timeout: 15_000, interval: 50 },
      );
      expect(answering.received).toHaveLength(1);
      const stream = answering.received[0]!;
      expect(decodeEscPos(stream)).toMatchObject({ initialised: true, cuts: 1 });
      expect([...stream.subarray(-3)]).toEqual([0x10, 0x04, 0x01]);
    } finally {
      await answering.close();
    }
  });
});

describe('printer settings cannot reach the server’s network', () => {
  it('only a printer’s raw port (9100–9103) is saved: any other is a 400 naming port, and nothing changes', async () => {
    const k = await kitchen('Kusum');
    for (const port of [22, 80, 443, 515, 631, 6379, 9099, 9104]) {
      const res = await k.call('POST', '/api/vendor/printers', { name: 'Scan', host: '192.168.1.50', port });
      expect(res.statusCode, String(port)).toBe(400);
      expect(res.json().errors, String(port)).toEqual({ port: PORT_REFUSED });
    }
    expect(await k.printers()).toEqual([]);
    for (const port of [9100, 9103])
      expect(
        (await k.call('POST', '/api/vendor/printers', { name: `P${port}`, host: '10.0.0.20', port })).statusCode,
      ).toBe(201);
    const [first] = await k.printers();
    const moved = await k.call('PUT', `/api/vendor/printers/${first!.id}`, { port: 22 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ port: PORT_REFUSED });
    expect((await k.printers()).map((p) => p.port)).toEqual([9100, 9103]);
  });

  it('the kitchen is told why in fixed words, never the resolver’s or the socket’s own message', async () => {
    const k = await kitchen('Vimla');
    const unknown = await k.call('POST', '/api/vendor/printers', {
      name: 'Gone',
      host: 'no-such-printer.invalid',
      port: 9100,
    });
    expect(unknown.statusCode, unknown.body).toBe(201);
    // A printer saved before ports were checked: refused before any connection is made.
    const old = createPrinter(t.database, k.r.id, {
      name: 'Old',
      connection: 'network',
      host: '10.0.0.1',
      port: 22,
      paperWidth: 80,
      copies: 1,
      printsKot: true,
      printsBill: false,
    });
    queueTest(t.database, unknown.json().data.id, Date.now());
    queueTest(t.database, old.id, Date.now());
    await vi.waitFor(
      async () => {
        const errors = Object.fromEntries((await k.printers()).map((p) => [p.host, p.lastError]));
        expect(errors).toEqual({
          'no-such-printer.invalid': 'Printer not found: check its address',
          '10.0.0.1': PORT_REFUSED,
        });
      },
      { timeout: 15_000, interval: 50 },
    );
  });
});

describe('the owner’s printer network (PRINTER_NETWORK)', () => {
  it('is read from the environment as IPv4 ranges; anything else stops the server from starting', () => {
    expect(readConfig({}).printerNetwork).toEqual([]);
    expect(readConfig({ PRINTER_NETWORK: '192.168.1.0/24, 10.1.2.3' }).printerNetwork).toEqual([
      '192.168.1.0/24',
      '10.1.2.3',
    ]);
    for (const bad of ['office', '192.168.1.0/33', '300.1.1.1/24', '192.168.1.0/24,fe80::/10'])
      expect(() => readConfig({ PRINTER_NETWORK: bad }), bad).toThrow(ConfigError);
  });

  it('when set, a printer outside it is refused when saved (400 naming host) and when the server would print to it', async () => {
    const narrowed = await makeApp({ printing: { ...printing, allowLoopback: false, network: ['192.168.1.0/24'] } });
    try {
      const k = await kitchen('Sarla', narrowed);
      const outside = await k.call('POST', '/api/vendor/printers', { name: 'Office', host: '10.0.0.5', port: 9100 });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().errors).toEqual({
        host: 'The printer must be on the kitchen’s printer network (192.168.1.0/24)',
      });
      const local = await k.call('POST', '/api/vendor/printers', { name: 'Loopback', host: '127.0.0.1', port: 9100 });
      expect(local.statusCode).toBe(400);
      expect(Object.keys(local.json().errors)).toEqual(['host']);
      const inside = await k.call('POST', '/api/vendor/printers', {
        name: 'Counter',
        host: '192.168.1.77',
        port: 9100,
      });
      expect(inside.statusCode, inside.body).toBe(201);

      // One saved before the owner narrowed the network is refused at print time, without a connection.
      const before = createPrinter(narrowed.database, k.r.id, {
        name: 'Before',
        connection: 'network',
        host: '10.0.0.5',
        port: 9100,
        paperWidth: 80,
        copies: 1,
        printsKot: true,
        printsBill: false,
      });
      queueTest(narrowed.database, before.id, Date.now());
      await vi.waitFor(
        async () =>
          expect((await k.printers()).find((p) => p.id === before.id)).toMatchObject({
            state: 'offline',
            waiting: 1,
            lastError: 'The printer must be on the kitchen’s printer network (192.168.1.0/24)',
          }),
        { timeout: 15_000, interval: 50 },
      );
    } finally {
      await narrowed.close();
    }
  });
});
