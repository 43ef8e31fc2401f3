/**
 * Crash safety, shared by the fast test (tests/reliability/crash.test.ts) and the long run
 * (`npm run reliability:crash -- <rounds>`): start the real server, run concurrent writes over
 * HTTP (order status changes, new villages, coupon edits), SIGKILL it at a kill point,
 * restart on the same database file and check that
 *   - PRAGMA integrity_check is ok and foreign_key_check is clean,
 *   - every write that was answered 2xx is there: each acknowledged village exists; each
 *     order's status is its last acknowledged one or a later attempted one; each coupon's
 *     usage limit is its last acknowledged value or a later attempted one.
 */
import Database from 'better-sqlite3';
import { openDatabase } from '../../db/client';
import { insertOrder } from '../../db/orders';
import { startServer, type RunningServer } from '../e2e/harness';

const FLOW = ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'] as const;

export interface CrashReport {
  killPoints: number[];
  survived: number;
  rowsVerified: number;
  acknowledgedWrites: number;
  attemptedWrites: number;
  problems: string[];
}

interface OrderTrack {
  acked: number; // index in FLOW of the last acknowledged status
  attempted: number; // highest index ever sent
}
interface CouponTrack {
  acked: number;
  attempted: number;
}

/** An admin's token on `server` (the crash rounds write as the admin). */
export async function login(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: server.adminEmail, password: server.adminPassword }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Runs `rounds` crash rounds; kill point i is `killPoints[i % killPoints.length]` ms after the writes start. */
export async function runCrashRounds(options: {
  killPoints: number[];
  rounds?: number;
  extraOrders: number;
  log?: (line: string) => void;
}): Promise<CrashReport> {
  const log = options.log ?? (() => undefined);
  const rounds = options.rounds ?? options.killPoints.length;
  const report: CrashReport = {
    killPoints: [],
    survived: 0,
    rowsVerified: 0,
    acknowledgedWrites: 0,
    attemptedWrites: 0,
    problems: [],
  };
  const orders = new Map<number, OrderTrack>();
  const couponTracks = new Map<number, CouponTrack>();
  const villagesAcked = new Set<string>();
  const villagesAttempted = new Set<string>();
  let couponValue = 1;

  let server = await startServer();
  const databasePath = server.databasePath;
  try {
    // More placed orders than the demo has, added beside the running server, so the writers never run out.
    {
      const database = openDatabase(databasePath);
      try {
        const restaurant = database.sqlite.prepare('select id, name from restaurants order by id limit 1').get() as {
          id: number;
          name: string;
        };
        // With a rider, so each order can go all the way to delivered.
        const rider = database.sqlite
          .prepare(`select id, name from users where role = 'delivery' order by id limit 1`)
          .get() as { id: number; name: string };
        database.sqlite.transaction(() => {
          for (let i = 0; i < options.extraOrders; i++) {
            insertOrder(database, {
              customerName: `Crash Customer ${i}`,
              restaurantId: restaurant.id,
              restaurantName: restaurant.name,
              deliveryPersonId: rider.id,
              deliveryPersonName: rider.name,
              status: 'placed',
              deliveryChargePaise: 3000,
              items: [{ name: 'Thali', quantity: 1, pricePaise: 15000 }],
              createdAt: Date.now(),
            });
          }
        })();
      } finally {
        database.close();
      }
    }
    // The orders and coupons the writers work on: placed orders move forward one step at a time.
    {
      const token = await login(server);
      const get = async (url: string) =>
        (
          (await (
            await fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } })
          ).json()) as {
            data: Array<{ id: number; usageLimit?: number; fulfilment?: string; deliveryPerson?: unknown }>;
          }
        ).data;
      // Only delivery orders with a rider can go out for delivery.
      for (const o of await get('/api/admin/orders?status=placed&limit=500'))
        if (o.fulfilment === 'delivery' && o.deliveryPerson) orders.set(o.id, { acked: 0, attempted: 0 });
      // Each coupon's limit starts at 1 (acknowledged), below every value the writer sends, so
      // what is stored can always be told apart: a demo limit such as 200 would not be.
      for (const c of (await get('/api/admin/coupons?limit=500')).slice(0, 3)) {
        const res = await fetch(`${server.baseUrl}/api/admin/coupons/${c.id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ usageLimit: couponValue }),
        });
        if (!res.ok)
          throw new Error(`coupon ${c.id}: setting the usage limit failed: ${res.status} ${await res.text()}`);
        couponTracks.set(c.id, { acked: couponValue, attempted: couponValue });
      }
      if (orders.size < 4 || couponTracks.size < 1)
        throw new Error(`demo data too small: ${orders.size} placed orders, ${couponTracks.size} coupons`);
    }

    for (let round = 0; round < rounds; round++) {
      const killAfter = options.killPoints[round % options.killPoints.length];
      const token = await login(server);
      const base = server.baseUrl;
      let alive = true;
      const send = async (method: string, url: string, body: unknown): Promise<boolean> => {
        report.attemptedWrites++;
        const res = await fetch(`${base}${url}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        if (res.status >= 500) throw new Error(`${method} ${url} answered ${res.status}`);
        const ok = res.status >= 200 && res.status < 300;
        if (ok) report.acknowledgedWrites++;
        return ok;
      };
      // Each worker sends one request at a time until the server dies (bounded loop).
      const worker = async (step: () => Promise<boolean>) => {
        for (let i = 0; i < 5000 && alive; i++) {
          try {
            if (!(await step())) return;
          } catch (err) {
            if (alive) report.problems.push(`round ${round}: ${(err as Error).message}`);
            return;
          }
        }
      };
      const orderIds = [...orders.keys()];
      // Two workers, each moving its half of the orders forward one step at a time, round robin.
      const orderWorker = (part: number) => {
        const mine = orderIds.filter((_, i) => i % 2 === part);
        let cursor = 0;
        return worker(async () => {
          for (let k = 0; k < mine.length; k++) {
            const id = mine[cursor++ % mine.length];
            const track = orders.get(id)!;
            if (track.acked >= FLOW.length - 1) continue;
            const next = track.acked + 1;
            track.attempted = next;
            if (!(await send('PUT', `/api/admin/orders/${id}`, { status: FLOW[next] })))
              throw new Error(`order ${id}: move to ${FLOW[next]} refused`);
            track.acked = next;
            return true;
          }
          return false; // every order delivered
        });
      };
      let villageCounter = 0;
      const villageWorker = worker(async () => {
        const name = `Crash Village r${round}-${villageCounter++}`;
        villagesAttempted.add(name);
        if (!(await send('POST', '/api/admin/villages', { name, deliveryZone: `Zone ${round}` })))
          throw new Error(`village ${name} refused`);
        villagesAcked.add(name);
        return true;
      });
      const couponIds = [...couponTracks.keys()];
      const couponWorker = worker(async () => {
        const id = couponIds[couponValue % couponIds.length];
        const value = ++couponValue;
        const track = couponTracks.get(id)!;
        track.attempted = value;
        if (!(await send('PUT', `/api/admin/coupons/${id}`, { usageLimit: value })))
          throw new Error(`coupon ${id} edit refused`);
        track.acked = value;
        return true;
      });
      const workers = Promise.all([orderWorker(0), orderWorker(1), villageWorker, couponWorker]);
      await new Promise((r) => setTimeout(r, killAfter));
      alive = false;
      await server.kill('SIGKILL');
      await workers;
      // The kill really ended the server (no orphan process still answering).
      const stillUp = await fetch(`${base}/api/health`).then(
        () => true,
        () => false,
      );
      if (stillUp) report.problems.push(`round ${round}: the server still answers after SIGKILL`);
      report.killPoints.push(killAfter);
      log(`round ${round}: SIGKILL after ${killAfter} ms; ${report.acknowledgedWrites} writes acknowledged so far`);

      server = await startServer({ DATABASE_PATH: databasePath, DEMO_DATA: '1' });
      const problemsBefore = report.problems.length;
      report.rowsVerified += verify(
        databasePath,
        round,
        orders,
        couponTracks,
        villagesAcked,
        villagesAttempted,
        report.problems,
      );
      // The API answers from the restarted server too.
      const res = await fetch(`${server.baseUrl}/api/admin/villages?q=${encodeURIComponent('Crash Village')}&limit=1`, {
        headers: { authorization: `Bearer ${await login(server)}` },
      });
      const total = ((await res.json()) as { total: number }).total;
      resync(databasePath, orders, couponTracks);
      if (total < villagesAcked.size || total > villagesAttempted.size)
        report.problems.push(
          `round ${round}: API counts ${total} crash villages, acknowledged ${villagesAcked.size}, attempted ${villagesAttempted.size}`,
        );
      if (report.problems.length === problemsBefore) report.survived++;
    }
  } finally {
    await server.stop();
  }
  return report;
}

/** After a round is verified, what is stored is the starting point of the next one. */
function resync(databasePath: string, orders: Map<number, OrderTrack>, coupons: Map<number, CouponTrack>): void {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    for (const [id, track] of orders) {
      const row = db.prepare('select status from orders where id = ?').get(id) as { status: (typeof FLOW)[number] };
      track.acked = track.attempted = FLOW.indexOf(row.status);
    }
    for (const [id, track] of coupons) {
      if (track.attempted < 0) continue;
      track.acked = (db.prepare('select usage_limit as v from coupons where id = ?').get(id) as { v: number }).v;
    }
  } finally {
    db.close();
  }
}

function verify(
  databasePath: string,
  round: number,
  orders: Map<number, OrderTrack>,
  coupons: Map<number, CouponTrack>,
  villagesAcked: Set<string>,
  villagesAttempted: Set<string>,
  problems: string[],
): number {
  // A second connection beside the running server (WAL lets readers in).
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  let rows = 0;
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') problems.push(`round ${round}: integrity_check = ${integrity}`);
    const fk = db.pragma('foreign_key_check') as unknown[];
    if (fk.length) problems.push(`round ${round}: foreign_key_check found ${fk.length} rows`);

    const status = db.prepare('select status from orders where id = ?');
    const history = db.prepare('select count(*) as n from order_status_history where order_id = ? and status = ?');
    for (const [id, track] of orders) {
      const row = status.get(id) as { status: string } | undefined;
      const index = row ? FLOW.indexOf(row.status as (typeof FLOW)[number]) : -2;
      if (index < track.acked || index > track.attempted)
        problems.push(
          `round ${round}: order ${id} is ${row?.status}, acknowledged ${FLOW[track.acked]}, attempted up to ${FLOW[track.attempted]}`,
        );
      // The status change and its history row were one transaction.
      else if (index > 0 && (history.get(id, FLOW[index]) as { n: number }).n !== 1)
        problems.push(`round ${round}: order ${id} has no single history row for ${FLOW[index]}`);
      rows++;
    }
    const limit = db.prepare('select usage_limit as v from coupons where id = ?');
    for (const [id, track] of coupons) {
      if (track.attempted < 0) continue;
      const v = (limit.get(id) as { v: number } | undefined)?.v ?? -1;
      if (v < track.acked || v > track.attempted)
        problems.push(
          `round ${round}: coupon ${id} usage limit ${v}, acknowledged ${track.acked}, attempted up to ${track.attempted}`,
        );
      rows++;
    }
    const names = new Set(
      (db.prepare("select name from villages where name like 'Crash Village %'").all() as Array<{ name: string }>).map(
        (r) => r.name,
      ),
    );
    for (const name of villagesAcked) {
      if (!names.has(name)) problems.push(`round ${round}: acknowledged village "${name}" is missing`);
      rows++;
    }
    for (const name of names)
      if (!villagesAttempted.has(name)) problems.push(`round ${round}: village "${name}" was never sent`);
  } finally {
    db.close();
  }
  return rows;
}
