/**
 * `npm run bench:events [-- --listeners 100] [--orders 200] [--gap 25]`
 *
 * Measures the live order events: the real server (`server/launch.mjs`, as `npm start`) runs in its own
 * process on a fresh database with an always-open storefront; this process connects `listeners`
 * admin streams (GET /api/admin/events), then places `orders` phone orders one after the other
 * (POST /api/admin/orders, the same placeOrder as the site), `gap` ms apart. For every order and
 * listener it takes the time from sending the POST to receiving the order.created event, and
 * prints p50/p95/p99/max (target: p99 ≤ 250 ms). Listener 0 is cut off halfway and reconnects
 * with Last-Event-ID a few orders later: the counts printed show it missed nothing and got
 * nothing twice. Reported, never asserted: timings depend on the machine and its load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client';
import { menuItems, restaurants, villages } from '../db/schema';
import { ensureFirstAdmin } from '../server/bootstrap';
import { readConfig } from '../server/config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_PASSWORD = 'bench-password-123';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const LISTENERS = arg('listeners', 100);
const ORDERS = arg('orders', 200);
const GAP_MS = arg('gap', 25);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Listener {
  /** event id → order id, in arrival order */
  ids: number[];
  lastId: string | undefined;
  controller: AbortController;
  done: Promise<void>;
}

/** Reads one admin stream, calling `onCreated(orderId, when)` for each order.created. */
function listen(
  base: string,
  token: string,
  onCreated: (orderId: number) => void,
  lastEventId?: string,
): Promise<Listener> {
  const controller = new AbortController();
  const listener: Listener = { ids: [], lastId: lastEventId, controller, done: Promise.resolve() };
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  };
  return fetch(`${base}/api/admin/events`, { headers, signal: controller.signal }).then((res) => {
    if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    listener.done = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (.*)$/m.exec(block)?.[1];
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!id || !data) continue;
            listener.ids.push(Number(id));
            listener.lastId = id;
            if (type === 'order.created') onCreated((JSON.parse(data) as { id: number }).id);
          }
        }
      } catch {
        // aborted: the cut-off listener
      }
    })();
    return listener;
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-bench-events-'));
  const databasePath = path.join(dir, 'app.db');
  const database = openDatabase(databasePath);
  await ensureFirstAdmin(database, {
    ...readConfig({}),
    databasePath,
    adminEmail: 'admin@example.com',
    adminPassword: ADMIN_PASSWORD,
  });
  const village = database.db.insert(villages).values({ name: 'Janghai', deliveryZone: 'Zone A' }).returning().get();
  const kitchen = database.db
    .insert(restaurants)
    .values({
      name: 'Gaon Rasoi Janghai',
      address: 'Main Road',
      cuisine: 'North Indian',
      isStorefront: true,
      opensAt: '00:00',
      closesAt: '24:00',
      villageId: village.id,
    })
    .returning()
    .get();
  const dish = database.db
    .insert(menuItems)
    .values({ restaurantId: kitchen.id, name: 'Village Thali', pricePaise: 18000 })
    .returning()
    .get();
  database.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(ROOT, 'server/launch.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      SKIP_BUILD: '1',
      DEMO_DATA: '0',
      ADMIN_PASSWORD,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 300) throw new Error('the server did not start');
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await sleep(100);
    }
    const login = await fetch(`${base}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    // Arrival times are kept per order and matched afterwards: an event may arrive before the
    // POST's own answer has been read here.
    const sentAt = new Map<number, number>();
    const arrivals = new Map<number, number[]>();
    const received = (orderId: number) => {
      const list = arrivals.get(orderId) ?? [];
      list.push(performance.now());
      arrivals.set(orderId, list);
    };
    const listeners = await Promise.all(Array.from({ length: LISTENERS }, () => listen(base, token, received)));
    await sleep(200);

    const cutAt = Math.floor(ORDERS / 2);
    const resumeAt = cutAt + 10;
    let resumed: Listener | undefined;
    let cutLastId: string | undefined;
    let receivedBeforeCut: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      if (i === cutAt) {
        listeners[0]!.controller.abort();
        await listeners[0]!.done;
        cutLastId = listeners[0]!.lastId;
        receivedBeforeCut = listeners[0]!.ids;
      }
      if (i === resumeAt) resumed = await listen(base, token, () => undefined, cutLastId);
      const t0 = performance.now();
      const res = await fetch(`${base}/api/admin/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          customer: { name: `Caller ${i}`, phone: '9876543210' },
          fulfilment: 'delivery',
          villageId: village.id,
          address: 'Near the well',
          items: [{ dishId: dish.id, quantity: 1 }],
        }),
      });
      if (res.status !== 201) throw new Error(`order ${i} answered ${res.status}: ${await res.text()}`);
      sentAt.set(((await res.json()) as { data: { id: number } }).data.id, t0);
      await sleep(GAP_MS);
    }
    await sleep(1000);

    const latencies: number[] = [];
    for (const [orderId, times] of arrivals) {
      const t0 = sentAt.get(orderId);
      if (t0 !== undefined) for (const at of times) latencies.push(at - t0);
    }
    const sorted = latencies.sort((a, b) => a - b);
    const expected = ORDERS * (LISTENERS - 1) + cutAt; // listener 0 measured until it was cut
    console.log(
      `order placed → order.created at each listener: ${LISTENERS} listeners × ${ORDERS} orders, ${GAP_MS} ms apart`,
    );
    console.log(`  events measured ${sorted.length} of ${expected}`);
    console.log(
      `  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${sorted.at(-1)!.toFixed(1)} ms  (target p99 ≤ 250 ms: ${percentile(sorted, 99) <= 250 ? 'met' : 'NOT met'})`,
    );

    const reference = listeners[1]!.ids;
    const joined = [...receivedBeforeCut, ...resumed!.ids];
    const missing = reference.filter((id) => !joined.includes(id));
    const duplicates = joined.length - new Set(joined).size;
    console.log(
      `resume with Last-Event-ID: cut after ${receivedBeforeCut.length} events (last id ${cutLastId}), reconnected 10 orders later`,
    );
    console.log(
      `  uninterrupted listener received ${reference.length} events; the cut one ${receivedBeforeCut.length} + ${resumed!.ids.length} after resuming = ${joined.length}`,
    );
    console.log(
      `  missed ${missing.length}, duplicated ${duplicates}, same order as the uninterrupted listener: ${JSON.stringify(joined) === JSON.stringify(reference)}`,
    );
    for (const l of [...listeners, resumed!]) l.controller.abort();
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
