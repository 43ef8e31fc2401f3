/**
 * Push fan-out, a part of `npm run bench` (alone: `npm run bench -- --only push`, with
 * `[--push-subscriptions 100] [--push-orders 100]`).
 *
 * The real app (buildApp, its push loop as in production) on a fresh temporary database: the
 * storefront kitchen's owner has `subscriptions` browsers subscribed, each an endpoint on a local
 * push service (an http server on 127.0.0.1, allowed as PUSH_HOSTS allows it in the tests). Then
 * `orders` phone orders (after one that warms up, not counted) are placed one after another; for each, the time from its commit (the
 * POST /api/admin/orders answer) to the push service receiving the last of its `subscriptions`
 * encrypted POSTs is taken, and p50/p99/max are printed. Each order is accepted once all its
 * pushes are in, so no repeat ring mixes in. Reported, never asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes } from 'node:crypto';
import { openDatabase } from '../db/client';
import { menuItems, restaurants, users, villages } from '../db/schema';
import { saveSubscription } from '../db/push';
import { buildApp } from '../server/app';
import { ensureFirstAdmin } from '../server/bootstrap';
import { readConfig } from '../server/config';

export interface PushFanOut {
  subscriptions: number;
  orders: number;
  p50: number;
  p99: number;
  max: number;
  /** POSTs that did not arrive in time (0 when all did). */
  missing: number;
}

const ADMIN_EMAIL = 'bench-push@example.com';
const ADMIN_PASSWORD = 'bench-password-123';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function benchPushFanOut({ subscriptions = 100, orders = 100 } = {}): Promise<PushFanOut> {
  // The local push service: counts the POSTs per order (the Topic header names the order).
  const arrived = new Map<string, { count: number; last: number }>();
  let waiting: { code: string; resolve: () => void } | null = null;
  const receiver = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const topic = String(request.headers.topic ?? '');
      const match = /ORD-?\d+/.exec(topic);
      if (match) {
        const seen = arrived.get(match[0]) ?? { count: 0, last: 0 };
        seen.count += 1;
        seen.last = performance.now();
        arrived.set(match[0], seen);
        if (waiting && match[0] === waiting.code && seen.count >= subscriptions) waiting.resolve();
      }
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-bench-push-'));
  const database = openDatabase(path.join(dir, 'app.db'));
  await ensureFirstAdmin(database, {
    ...readConfig({}),
    databasePath: path.join(dir, 'app.db'),
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
  });
  const app = await buildApp({
    database,
    jwtSecret: randomBytes(32).toString('hex'),
    distDir: path.join(dir, 'no-dist'),
    loginRateLimit: 1000,
    contactRateLimit: 1000,
    orderRateLimit: 0,
    logger: false,
    push: { pushHosts: [new URL(origin).host] },
  });
  await app.ready();
  try {
    const { db } = database;
    const owner = db
      .insert(users)
      .values({
        name: 'Bench Kitchen',
        email: 'bench-kitchen@example.com',
        phone: '9000000001',
        passwordHash: 'x',
        role: 'vendor',
      })
      .returning()
      .get();
    const village = db.insert(villages).values({ name: 'Bench Village', deliveryZone: 'Zone A' }).returning().get();
    const kitchen = db
      .insert(restaurants)
      .values({
        name: 'Bench Rasoi',
        address: 'Main Road',
        cuisine: 'Thali',
        isStorefront: true,
        opensAt: '00:00',
        closesAt: '24:00',
        villageId: village.id,
        ownerId: owner.id,
      })
      .returning()
      .get();
    const dish = db
      .insert(menuItems)
      .values({ restaurantId: kitchen.id, name: 'Thali', pricePaise: 18000, category: 'thali' })
      .returning()
      .get();
    for (let i = 0; i < subscriptions; i++) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      saveSubscription(database, {
        role: 'vendor',
        accountId: owner.id,
        endpoint: `${origin}/s/${i}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
        tokenVersion: owner.tokenVersion,
        expiresAt: null,
      });
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().data.token}` };

    const times: number[] = [];
    let missing = 0;
    // One order first, not counted: the first encryption and connections warm up on it.
    for (let n = -1; n < orders; n++) {
      const placed = await app.inject({
        method: 'POST',
        url: '/api/admin/orders',
        headers: auth,
        payload: {
          customer: { name: 'Bench Customer', phone: `98765${String(10001 + n)}` },
          fulfilment: 'delivery',
          villageId: village.id,
          address: 'Near the well',
          items: [{ dishId: dish.id, quantity: 1 }],
        },
      });
      const committed = performance.now();
      if (placed.statusCode !== 201) throw new Error(`placing failed: ${placed.statusCode} ${placed.body}`);
      const { id, orderId: code } = placed.json().data as { id: number; orderId: string };
      const all = new Promise<void>((resolve) => {
        waiting = { code, resolve };
        if ((arrived.get(code)?.count ?? 0) >= subscriptions) resolve();
      });
      const timedOut = await Promise.race([
        all.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 15_000).unref()),
      ]);
      waiting = null;
      const seen = arrived.get(code);
      if (n >= 0 && timedOut) missing += subscriptions - (seen?.count ?? 0);
      else if (n >= 0) times.push(seen!.last - committed);
      await app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${id}`,
        headers: auth,
        payload: { status: 'accepted' },
      });
    }
    await app.push.settle();
    times.sort((a, b) => a - b);
    return {
      subscriptions,
      orders,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times.at(-1) ?? NaN,
      missing,
    };
  } finally {
    await app.close();
    database.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printPushFanOut(result: PushFanOut): void {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `\nPush fan-out: one order to ${result.subscriptions} subscriptions, ${result.orders} orders — commit to last POST p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, max ${ms(result.max)}${result.missing ? `; ${result.missing} POSTs missing` : ''}`,
  );
}
