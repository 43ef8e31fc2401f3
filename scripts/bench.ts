/**
 * `npm run bench [-- --db <file>] [--duration 10] [--connections 50] [--rounds 3] [--only name,name] [--autocannon] [--json out.json] [--cpu-prof dir]`
 *   `[--mixed-duration 20] [--readers 2] [--mixed-orders 20]` (the mixed workload; `--only mixed` runs it alone)
 *   `[--push-subscriptions 100] [--push-orders 100]` (push fan-out, scripts/bench-push.ts; `--only push` runs it alone)
 *
 * `--only` takes parts of scenario names, e.g. `--only "page 1,home,place"` for the three of
 * the per-request work (orders list page 1, home page /, place order); the baselines always run.
 *
 * Load test of the real server on a large database. It
 *  1. uses the database at --db, else DATABASE_PATH, else data/large.db; when the file is
 *     missing it is seeded first with `npm run seed:large` (--orders, default 1,000,000). The
 *     server runs on a copy made for this run (`<db>.bench.db`, removed at the end): the orders
 *     a run places would otherwise pile up in the seed's "today" run after run, so each run
 *     starts from the same seeded day;
 *  2. starts the real server as `npm start` does (`server/launch.mjs`, SKIP_BUILD=1) as a child process and signs in
 *     as admin, and in another child process a bare Fastify with three baselines: a hello-world
 *     route, a route sending from memory the very body the orders list page 1 answered, and the
 *     same exchange: that body with page 1's headers (security headers, totals), requested
 *     with the admin's Authorization header;
 *  3. loads the baselines and every scenario in turn, `--rounds` times (default 3, alternated
 *     so a change of the machine's load touches every row alike), with wrk when it is installed
 *     (lighter than autocannon, so the load generator steals less of the cores; --autocannon
 *     forces autocannon), 50 connections, fixed duration each after a short warm-up, sampling
 *     the server's RSS all along. The status-update mix keeps autocannon: its writes walk a
 *     queue of orders held in this process;
 *  4. makes a backup as "Back up now" does (POST /api/admin/backups, into a folder of its own,
 *     removed at the end) while asking GET /api/health one request after another, and prints how
 *     long the longest of those answers took (what a backup holds the shop's answers for);
 *  5. stops the server and starts it again on the same database, timing restart-to-ready
 *     (spawn until GET /api/health answers 200).
 * It prints, per scenario, the median over the rounds of requests/s, p50 and p99 and of its
 * ratio to each baseline of the same round, the errors, the server's peak RSS (VmHWM) and the
 * restart time; `--json <file>` keeps them with every round.
 * Thresholds are reported, never asserted: timings depend on the machine and its load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { benchPushFanOut, printPushFanOut } from './bench-push';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DAY = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = 'bench-password-123';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

// ---------------------------------------------------------------- helpers
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`process exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return performance.now() - start;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** node itself (with the tsx loader for a .ts file), so the pid we sample is the server itself (not a wrapper). */
function spawnTs(file: string, args: string[], env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ChildProcess {
  const loader = file.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, file, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.once('exit', (code) => {
    if (code && code !== 0) process.stderr.write(`[child ${path.basename(file)} exited ${code}]\n${out}\n`);
  });
  return child;
}

/** A request wrk can send: fixed, or (place order) a body built per request by the generator. */
interface Scenario {
  name: string;
  target?: string;
  /** autocannon's form; wrk gets the same request from `wrkScript` (or the first fixed request). */
  requests: autocannon.Request[];
  /** Lua run by every wrk thread: defines request() when the request changes each time. */
  wrkScript?: string;
  /** Needs state held in this process (the status-update queue): autocannon only. */
  autocannonOnly?: boolean;
  /**
   * Requests per second, sent on an even schedule by the bench itself (loadPaced): the latency
   * of a steady arrival rate, as customers place orders, instead of the latency of a queue kept
   * full by 50 connections, which only says how long the queue is.
   */
  rate?: number;
  /** Counted after the measured run (status updates: writes, failures, SQLITE_BUSY). */
  extra?: () => string;
  reset?: () => void;
  /** Runs before the scenario's warm-up (e.g. fetches a current ETag: the scenarios before it wrote). */
  before?: () => Promise<void>;
}
interface Measure {
  /** The machine's 1-minute load average at the end of the run (other users' work included). */
  load?: number;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}
interface Ratios {
  vsHello: number;
  vsBytes: number;
  vsExchange: number;
}
interface Row extends Measure {
  name: string;
  /** Median over the rounds of the ratio to each baseline of the same round. */
  vsHello: number;
  vsBytes: number;
  vsExchange: number;
  rounds: Array<Measure & Ratios>;
  target?: string;
  extra?: string;
}

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((f) => fs.existsSync(f));
const luaString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/** wrk's Lua: the request (unless the scenario builds its own) and one JSON line of results at the end. */
function wrkLua(request: autocannon.Request, headers: Record<string, string>, script?: string): string {
  const all = { ...headers, ...(request.headers as Record<string, string> | undefined) };
  return [
    `wrk.method = ${luaString(request.method ?? 'GET')}`,
    `wrk.path = ${luaString(request.path ?? '/')}`,
    ...Object.entries(all).map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}`),
    // Each thread learns its number, so generated keys never collide across threads.
    'local threads = 0',
    'function setup(thread) thread:set("tid", threads); threads = threads + 1 end',
    script ?? '',
    'function done(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format("WRKJSON {\\"requests\\":%d,\\"us\\":%d,\\"p50\\":%f,\\"p99\\":%f,\\"status\\":%d,\\"errors\\":%d}\\n",',
    '    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status, e.connect + e.read + e.write + e.timeout))',
    'end',
  ].join('\n');
}

async function loadWrk(
  url: string,
  scenario: Scenario,
  seconds: number,
  connections: number,
  headers: Record<string, string>,
): Promise<Measure> {
  const file = path.join(os.tmpdir(), `bench-${process.pid}.lua`);
  fs.writeFileSync(file, wrkLua(scenario.requests[0], headers, scenario.wrkScript));
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(WRK!, ['-t2', `-c${connections}`, `-d${seconds}s`, '-s', file, url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d.toString()));
    child.once('error', reject);
    child.once('exit', () => resolve(text));
  });
  const line = out.split('\n').find((l) => l.startsWith('WRKJSON '));
  if (!line) throw new Error(`wrk gave no result:\n${out}`);
  const r = JSON.parse(line.slice(8)) as {
    requests: number;
    us: number;
    p50: number;
    p99: number;
    status: number;
    errors: number;
  };
  return {
    rps: r.requests / (r.us / 1e6),
    p50: r.p50 / 1000,
    p99: r.p99 / 1000,
    requests: r.requests,
    non2xx: r.status,
    errors: r.errors,
  };
}

async function loadAutocannon(
  url: string,
  requests: autocannon.Request[],
  seconds: number,
  connections: number,
  headers: Record<string, string>,
): Promise<Measure> {
  const r = await autocannon({ url, connections, duration: seconds, headers, requests });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/**
 * Sends `rate` requests a second on an even schedule, whether or not earlier ones were answered
 * (customers do not wait for each other), and times each from when it was due to be sent, so a
 * slow server is not excused by requests sent late. Neither wrk nor autocannon does this:
 * autocannon's overallRate lets each connection send its share of a second in one burst as the
 * second starts, which measures a burst of 50, not a steady rate.
 */
async function loadPaced(
  url: string,
  request: autocannon.Request,
  seconds: number,
  rate: number,
  headers: Record<string, string>,
): Promise<Measure> {
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const send = (due: number) => {
    const req = request.setupRequest ? request.setupRequest({ ...request }, {}) : request;
    if (!req) return;
    inFlight.push(
      fetch(url + (req.path ?? '/'), {
        method: req.method ?? 'GET',
        headers: { ...headers, ...(req.headers as Record<string, string> | undefined) },
        body: req.body as string | undefined,
      })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status >= 300) non2xx++;
          latencies.push(performance.now() - due);
        })
        .catch(() => void errors++),
    );
  };
  const start = performance.now();
  const total = Math.round(seconds * rate);
  await new Promise<void>((resolve) => {
    let sent = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      for (; sent < total && start + (sent * 1000) / rate <= now; sent++) send(start + (sent * 1000) / rate);
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(inFlight);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    non2xx,
    errors,
  };
}

async function load(
  url: string,
  scenario: Scenario,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Measure> {
  const m = scenario.rate
    ? await loadPaced(url, scenario.requests[0], seconds, scenario.rate, headers)
    : WRK && !scenario.autocannonOnly && !process.argv.includes('--autocannon')
      ? await loadWrk(url, scenario, seconds, connections, headers)
      : await loadAutocannon(url, scenario.requests, seconds, connections, headers);
  return { ...m, load: os.loadavg()[0] };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The value below which p % of `values` lie (nearest rank); NaN for none. */
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
const fmt = (n: number, d = 1) => n.toFixed(d);

// ---------------------------------------------------------------- main
async function main(): Promise<void> {
  const duration = Number(arg('duration') ?? 10);
  const roundCount = Number(arg('rounds') ?? 3);
  const connections = Number(arg('connections') ?? 50);
  const warmup = Number(arg('warmup') ?? 2);
  const only = arg('only')?.split(',');
  const pushOptions = {
    subscriptions: Number(arg('push-subscriptions') ?? 100),
    orders: Number(arg('push-orders') ?? 100),
  };
  // Push fan-out needs no large database: asked for alone, it runs alone.
  if (only && only.every((o) => 'push fan-out'.includes(o))) {
    printPushFanOut(await benchPushFanOut(pushOptions));
    return;
  }
  const seedFile = path.resolve(arg('db') ?? process.env.DATABASE_PATH ?? path.join(ROOT, 'data', 'large.db'));

  if (!fs.existsSync(seedFile)) {
    console.log(`No database at ${seedFile}: seeding it first.`);
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/seed-large.ts', '--db', seedFile, '--orders', arg('orders') ?? '1000000'],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (seeded.status !== 0) throw new Error('seeding failed');
  }

  // The seed's last writes are in its WAL until checkpointed: fold them in, then copy the file.
  const seed = new Database(seedFile, { fileMustExist: true });
  seed.pragma('wal_checkpoint(TRUNCATE)');
  seed.close();
  const dbFile = `${seedFile.replace(/\.db$/, '')}.bench.db`;
  const removeWorkingCopy = () => {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbFile + suffix, { force: true });
  };
  removeWorkingCopy();
  fs.copyFileSync(seedFile, dbFile);
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-bench-backups-'));
  process.once('exit', () => {
    removeWorkingCopy();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  const cpu = os.cpus();
  console.log(
    `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${mb(os.totalmem())} RAM, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; Node ${process.version}`,
  );
  console.log(
    `Database: ${seedFile} (${mb(fs.statSync(dbFile).size)}), run on a copy; ${connections} connections, ${duration} s per scenario after ${warmup} s warm-up, ${roundCount} rounds; load by ${WRK && !process.argv.includes('--autocannon') ? `wrk (${WRK}, 2 threads)` : 'autocannon'}\n`,
  );

  // ---- the real server
  const port = await freePort();
  const env = {
    ...process.env,
    SKIP_BUILD: '1',
    DATABASE_PATH: dbFile,
    BACKUP_DIR: backupDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA: '0',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'error',
    // Place order is a load test of the API, not of one visitor: no per-IP limit.
    ORDER_RATE_LIMIT: '0',
  };
  const api = `http://127.0.0.1:${port}`;
  // --cpu-prof <dir>: the measured server runs under V8's sampling profiler; the .cpuprofile
  // lands in <dir> when the server stops (open it in Chrome DevTools or summarise it).
  const profileDir = arg('cpu-prof');
  let server = spawnTs(
    'server/launch.mjs',
    [],
    env,
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
  );
  const firstStart = await waitReady(`${api}/api/health`, server, 600_000);
  console.log(`server ready in ${fmt(firstStart, 0)} ms (first start on this database; may include migrations)`);
  let peakRss = 0;
  // The peak of the mixed workload alone: what a working day asks of the box, apart from the
  // 50-connection scenarios after it.
  let mixedPeakRss: number | undefined;
  const sampler = setInterval(() => {
    const rss = procStatus(server.pid!, 'VmRSS');
    peakRss = Math.max(peakRss, rss);
    if (mixedPeakRss !== undefined) mixedPeakRss = Math.max(mixedPeakRss, rss);
  }, 100);

  const login = await fetch(`${api}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (login.status !== 200)
    throw new Error(
      `admin login failed (${login.status}): ${await login.text()}. The bench admin is created on a database without admins.`,
    );
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };

  // Parameters from the data itself (read-only look at the file).
  const ro = new Database(dbFile, { readonly: true, fileMustExist: true });
  const latest = ro
    .prepare(
      'select restaurant_id as restaurantId, customer_name as customerName, created_at as createdAt from orders order by created_at desc limit 1 offset 500',
    )
    .get() as {
    restaurantId: number;
    customerName: string;
    createdAt: number;
  };
  const busiest = ro
    .prepare(
      'select restaurant_id as id, count(*) as n from orders where created_at >= ? group by restaurant_id order by n desc limit 1',
    )
    .get(latest.createdAt - 7 * DAY) as { id: number; n: number };
  // Orders still in flight, each moved one step forward per write (a queue, so no two
  // connections move the same order at once).
  const flow = ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'];
  const moves = (
    ro
      .prepare(
        `select id, status from orders where status in ('placed','accepted','preparing','out_for_delivery')
        -- only a delivery order with a rider may go out for delivery
        and (status <> 'preparing' or (fulfilment = 'delivery' and delivery_person_id is not null)) order by id desc limit 200000`,
      )
      .all() as Array<{ id: number; status: string }>
  ).map((o) => ({ id: o.id, next: flow[flow.indexOf(o.status) + 1] }));
  const dayOf = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
  const search = latest.customerName.split(' ')[0].slice(1) + ' ' + latest.customerName.split(' ')[1]?.slice(0, 3); // e.g. "unita Ver"
  // The day before the seed's last order: a whole day whatever the hour (the seed's "today"
  // holds only the hours before it was made). Daily Order shows it, the CSV export writes it.
  const date = dayOf(latest.createdAt - DAY);
  const dayStart = Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS;
  const ordersThatDay = ro
    .prepare('select count(*) from orders where created_at >= ? and created_at < ?')
    .pluck()
    .get(dayStart, dayStart + DAY) as number;
  ro.close();
  const page1 = await fetch(`${api}/api/admin/orders?page=1&limit=25`, { headers: auth });
  const total = Number(page1.headers.get('x-total-count'));
  // The second baseline sends these very bytes from memory: what Fastify costs with this answer and no work.
  // The third is the same exchange: page 1's headers go with the body (security headers, totals:
  // a kilobyte more for the client to read) and the request carries the admin's token.
  const bytesFile = path.join(os.tmpdir(), `bench-${process.pid}-page1.json`);
  fs.writeFileSync(bytesFile, Buffer.from(await page1.arrayBuffer()));
  const headersFile = path.join(os.tmpdir(), `bench-${process.pid}-page1-headers.json`);
  const perConnection = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
  fs.writeFileSync(
    headersFile,
    JSON.stringify(Object.fromEntries([...page1.headers].filter(([name]) => !perConnection.includes(name)))),
  );

  const basePort = await freePort();
  const baseServer = spawnTs(
    fileURLToPath(import.meta.url),
    ['--baseline-server', '--port', String(basePort), '--bytes', bytesFile, '--headers', headersFile],
    { ...process.env },
  );
  const baseUrl = `http://127.0.0.1:${basePort}`;
  await waitReady(`${baseUrl}/`, baseServer);
  const lastPage = Math.max(1, Math.ceil(total / 25));
  console.log(
    `orders: ${total}; search "${search}"; Daily Order restaurant ${busiest.id} on ${date}; last page ${lastPage}; ${moves.length} orders can move forward; ${ordersThatDay} orders on ${date} (the CSV export's day)\n`,
  );

  const get = (p: string): autocannon.Request => ({ method: 'GET', path: p });
  let writes = 0;
  let writeFailures = 0;
  let busy = 0;
  const write: autocannon.Request = {
    method: 'PUT',
    path: '/api/admin/orders/0',
    headers: { ...auth, 'content-type': 'application/json' },
    setupRequest: (req) => {
      const m = moves.shift();
      if (!m) return { ...req, method: 'GET', path: '/api/admin/orders?limit=25', body: undefined };
      if (m.next !== 'delivered') moves.push({ id: m.id, next: flow[flow.indexOf(m.next) + 1] });
      return { ...req, path: `/api/admin/orders/${m.id}`, body: JSON.stringify({ status: m.next }) };
    },
    onResponse: (status, body) => {
      writes++;
      if (status !== 200) {
        writeFailures++;
        if (/SQLITE_BUSY|database is locked/i.test(body)) busy++;
      }
    },
  };
  // What an admin moving orders along looks at: the newest orders, one order, the Daily Order view.
  const reads = [
    '/api/admin/orders?page=1&limit=25',
    `/api/admin/orders/${moves[0]?.id ?? 1}`,
    `/api/admin/orders?restaurantId=${busiest.id}&date=${date}&limit=100`,
  ];
  const mixed = [write, ...Array.from({ length: 9 }, (_, i) => get(reads[i % reads.length]))];

  // Place order: real orders of 1–4 dishes from the storefront's menu, each with its own
  // Idempotency-Key, delivered to a served village or picked up; the kitchen is kept open.
  const menuAnswer = await fetch(`${api}/api/menu`);
  const storefront = menuAnswer.ok
    ? (
        (await menuAnswer.json()) as {
          data: {
            kitchen: { id: number };
            dishes: Array<{ id: number; available: boolean }>;
            deliveryAreas: Array<{ id: number }>;
          };
        }
      ).data
    : null;
  if (storefront) {
    await fetch(`${api}/api/admin/restaurants/${storefront.kitchen.id}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ opensAt: '00:00', closesAt: '24:00', isActive: true }),
    });
  } else console.log('no storefront kitchen in this database: the place order scenario is skipped');
  const dishIds = storefront?.dishes.filter((d) => d.available).map((d) => d.id) ?? [];
  let orderSeq = 0;
  // The same orders for wrk, built in Lua: the sequence and the key are per wrk thread.
  const placeOrderLua = storefront
    ? `
local dishes = {${dishIds.join(',')}}
local areas = {${storefront.deliveryAreas.map((a) => a.id).join(',')}}
local seq = 0
function request()
  local n = 1 + (seq % 4)
  local items = {}
  for i = 0, n - 1 do
    items[#items + 1] = string.format('{"dishId":%d,"quantity":%d}', dishes[((seq * 7 + i * 3) % #dishes) + 1], 1 + (i % 2))
  end
  local where = '"fulfilment":"pickup"'
  if #areas > 0 and seq % 4 ~= 0 then
    where = string.format('"fulfilment":"delivery","villageId":%d,"address":"House %d, Bench Road"', areas[(seq % #areas) + 1], seq % 200)
  end
  local phone = string.format('98%08d', (tid * 7919 + seq) % 20000)
  local body = string.format('{"customer":{"name":"Bench Customer","phone":"%s"},%s,"items":[%s]}', phone, where, table.concat(items, ','))
  local key = string.format('bench-wrk-${process.pid}-%d-%d-%d', round, tid, seq)
  seq = seq + 1
  return wrk.format("POST", "/api/orders", { ["content-type"] = "application/json", ["idempotency-key"] = key }, body)
end`
    : undefined;
  /**
   * The next order's headers and body: 1–4 dishes, delivered or picked up, its own key, from one
   * of 20,000 customers' phones (one phone for every order would make it a prank number: each
   * of its orders held, and each next one checking all of them for a confirmed one).
   */
  const nextOrder = () => {
    const n = 1 + (orderSeq % 4);
    const items = Array.from({ length: n }, (_, i) => ({
      dishId: dishIds[(orderSeq * 7 + i * 3) % dishIds.length],
      quantity: 1 + (i % 2),
    }));
    const area = storefront!.deliveryAreas[orderSeq % Math.max(1, storefront!.deliveryAreas.length)];
    const where =
      area && orderSeq % 4 !== 0
        ? { fulfilment: 'delivery', villageId: area.id, address: `House ${orderSeq % 200}, Bench Road` }
        : { fulfilment: 'pickup' };
    const key = `bench-${process.pid}-${orderSeq++}`;
    return {
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        customer: { name: 'Bench Customer', phone: `98${String(orderSeq % 20_000).padStart(8, '0')}` },
        ...where,
        items,
      }),
    };
  };
  const placeOrder: autocannon.Request = {
    method: 'POST',
    path: '/api/orders',
    setupRequest: (req) => ({ ...req, ...nextOrder() }),
  };

  const PLACING_RATE = 300;
  const page1Again: autocannon.Request = { method: 'GET', path: '/api/admin/orders?page=1&limit=25' };
  const scenarios: Scenario[] = [
    {
      name: 'home page / rendered from the database',
      requests: [{ method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } }],
    },
    ...(storefront
      ? [
          {
            name: 'place order (1–4 dishes, new key each)',
            target: '≥300 orders/s',
            requests: [placeOrder],
            wrkScript: placeOrderLua,
          },
          {
            name: `place order at a steady ${PLACING_RATE}/s`,
            target: 'p99 ≤ 100 ms',
            requests: [placeOrder],
            rate: PLACING_RATE,
          },
        ]
      : []),
    { name: 'orders list page 1', target: 'p95 ≤ 150 ms', requests: [get('/api/admin/orders?page=1&limit=25')] },
    {
      name: 'orders list page 1 again (If-None-Match → 304)',
      target: '304, no body',
      requests: [page1Again],
      // What a browser sends when it asks for page 1 again: the tag of the answer it holds, as of now.
      before: async () => {
        const res = await fetch(`${api}/api/admin/orders?page=1&limit=25`, { headers: auth });
        page1Again.headers = { 'if-none-match': res.headers.get('etag') ?? '' };
        const again = await fetch(`${api}/api/admin/orders?page=1&limit=25`, {
          headers: { ...auth, ...page1Again.headers },
        });
        console.log(
          `page 1 asked again with its tag: ${again.status}, ${(await again.arrayBuffer()).byteLength} bytes of body (first answer ${(await res.arrayBuffer()).byteLength})`,
        );
      },
    },
    {
      name: 'orders search (customer substring)',
      target: 'p95 ≤ 150 ms',
      requests: [get(`/api/admin/orders?q=${encodeURIComponent(search)}&page=1&limit=25`)],
    },
    {
      name: 'orders last page',
      target: 'p95 ≤ 150 ms',
      requests: [get(`/api/admin/orders?page=${lastPage}&limit=25`)],
    },
    {
      name: 'orders by restaurant (Daily Order)',
      target: 'p95 ≤ 150 ms',
      requests: [get(`/api/admin/orders?restaurantId=${busiest.id}&date=${date}&limit=100`)],
    },
    { name: 'dashboard', target: 'p95 ≤ 150 ms', requests: [get('/api/admin/dashboard')] },
    { name: 'earnings month', target: 'p95 ≤ 150 ms', requests: [get('/api/admin/earnings?period=month')] },
    { name: 'earnings all', target: 'p95 ≤ 150 ms', requests: [get('/api/admin/earnings?period=all')] },
    { name: 'analytics', target: 'p95 ≤ 150 ms', requests: [get('/api/admin/analytics')] },
    {
      name: 'users list with search',
      target: 'p95 ≤ 150 ms',
      requests: [get('/api/admin/users?role=vendor&q=yadav&page=1&limit=25')],
    },
    {
      name: 'status updates 1:9 reads',
      target: 'p99 ≤ 50 ms, no SQLITE_BUSY',
      requests: mixed,
      autocannonOnly: true,
      reset: () => (writes = writeFailures = busy = 0),
      extra: () => `writes ${writes}, failed ${writeFailures}, SQLITE_BUSY ${busy}`,
    },
  ];

  // ---- Mixed workload: what the owner waits for on a working day. Orders keep arriving and
  // moving (open loop: --mixed-orders placed and as many status moves per second, whatever the
  // reads do) while --readers admins (default 2) each click through every admin read in turn
  // (closed loop). Each read's latency is timed from request to last byte. Run twice: without
  // HTTP caching (every read recomputed) and with it (each admin sends the ETag it last got for
  // that address, as a browser does: 304 when nothing changed, which writes make rare).
  const mixedReads: Array<{ name: string; path: string }> = [
    { name: 'orders list page 1', path: '/api/admin/orders?page=1&limit=25' },
    { name: 'orders search', path: `/api/admin/orders?q=${encodeURIComponent(search)}&page=1&limit=25` },
    { name: 'orders last page', path: `/api/admin/orders?page=${lastPage}&limit=25` },
    {
      name: 'orders by restaurant (Daily Order)',
      path: `/api/admin/orders?restaurantId=${busiest.id}&date=${date}&limit=100`,
    },
    { name: 'dashboard', path: '/api/admin/dashboard' },
    { name: 'earnings month', path: '/api/admin/earnings?period=month' },
    { name: 'earnings all', path: '/api/admin/earnings?period=all' },
    { name: 'analytics', path: '/api/admin/analytics' },
    { name: "CSV export of a day's orders", path: `/api/admin/orders/export?date=${date}` },
  ];
  async function mixedRun(cached: boolean, seconds: number, readers: number, ordersPerSecond: number) {
    const latencies = new Map(mixedReads.map((r) => [r.name, [] as number[]]));
    const notModified = new Map(mixedReads.map((r) => [r.name, 0]));
    let placed = 0;
    let moved = 0;
    let writeErrors = 0;
    let readErrors = 0;
    const until = performance.now() + seconds * 1000;
    const writer = (fire: () => Promise<Response>, count: () => void) =>
      setInterval(() => {
        fire()
          .then(async (res) => {
            await res.arrayBuffer();
            if (res.ok) count();
            else writeErrors++;
          })
          .catch(() => writeErrors++);
      }, 1000 / ordersPerSecond);
    const placing = storefront
      ? writer(
          () => fetch(`${api}/api/orders`, { method: 'POST', ...nextOrder() }),
          () => placed++,
        )
      : undefined;
    const moving = writer(
      () => {
        const m = moves.shift();
        if (!m) return fetch(`${api}/api/health`);
        if (m.next !== 'delivered') moves.push({ id: m.id, next: flow[flow.indexOf(m.next) + 1] });
        return fetch(`${api}/api/admin/orders/${m.id}`, {
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ status: m.next }),
        });
      },
      () => moved++,
    );
    const admin = async (offset: number) => {
      const tags = new Map<string, string>();
      for (let i = offset; performance.now() < until; i++) {
        const read = mixedReads[i % mixedReads.length];
        const started = performance.now();
        try {
          const tag = cached ? tags.get(read.path) : undefined;
          const res = await fetch(api + read.path, { headers: { ...auth, ...(tag ? { 'if-none-match': tag } : {}) } });
          await res.arrayBuffer();
          if (res.status === 304) notModified.set(read.name, notModified.get(read.name)! + 1);
          else if (!res.ok) readErrors++;
          const etag = res.headers.get('etag');
          if (etag) tags.set(read.path, etag);
        } catch {
          readErrors++;
        }
        latencies.get(read.name)!.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: readers }, (_, i) => admin(i * 4)));
    if (placing) clearInterval(placing);
    clearInterval(moving);
    return { latencies, notModified, placed, moved, writeErrors, readErrors, seconds };
  }
  const runMixed = !only || only.some((o) => 'mixed'.includes(o));
  const mixedRounds: Array<{
    round: number;
    cached: boolean;
    result: Awaited<ReturnType<typeof mixedRun>>;
    load: number;
  }> = [];
  if (runMixed) {
    const seconds = Number(arg('mixed-duration') ?? 20);
    const readers = Number(arg('readers') ?? 2);
    const ordersPerSecond = Number(arg('mixed-orders') ?? 20);
    console.log(
      `mixed workload: ${ordersPerSecond} orders placed and ${ordersPerSecond} status moves per second while ${readers} admins read, ${seconds} s per run`,
    );
    mixedPeakRss = procStatus(server.pid!, 'VmRSS');
    for (let round = 1; round <= roundCount; round++) {
      for (const cached of [false, true]) {
        const result = await mixedRun(cached, seconds, readers, ordersPerSecond);
        mixedRounds.push({ round, cached, result, load: os.loadavg()[0] });
        console.log(
          `round ${round} mixed, HTTP cache ${cached ? 'on' : 'off'}: ${result.placed} orders placed, ${result.moved} moved, ${result.writeErrors} write errors, ${result.readErrors} read errors, load ${fmt(os.loadavg()[0], 2)}`,
        );
      }
    }
    const mixedPeak = mixedPeakRss;
    mixedPeakRss = undefined;
    console.log(`server peak RSS during the mixed workload: ${mb(mixedPeak)} (target ≤ 350 MB)`);
  }

  // ---- One owner typing a common piece of a name: the newest 25 matches, one search after
  // another (what the search box sends once typing pauses), timed from request to last byte.
  if (!only || only.some((o) => 'owner search'.includes(o))) {
    for (const q of ['ram', 'sha']) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < 21; i++) {
        const started = performance.now();
        const res = await fetch(`${api}/api/admin/orders?q=${q}&page=1&limit=25`, { headers: auth });
        const body = (await res.json()) as { total?: number };
        if (i > 0) times.push(performance.now() - started); // the first one warms the page cache
        total = body.total ?? 0;
      }
      console.log(
        `one owner searching "${q}" (${total.toLocaleString('en-IN')} matches): p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms, max ${fmt(Math.max(...times))} ms (target ≤ 300 ms)`,
      );
    }
  }

  const hello: Scenario = { name: 'hello world (baseline)', requests: [get('/')] };
  const sameBytes: Scenario = { name: 'same bytes as page 1 (baseline)', requests: [get('/bytes')] };
  const sameExchange: Scenario = { name: 'same exchange as page 1 (baseline)', requests: [get('/answer')] };
  const baselines = [hello, sameBytes, sameExchange];
  const chosen = scenarios.filter((s) => !only || only.some((o) => s.name.includes(o)));
  const measured = new Map<string, Array<Measure & Ratios & { extra?: string }>>();
  // The baselines put the scenarios in context; with none chosen (e.g. --only mixed) they are skipped.
  for (let round = 1; round <= (chosen.length > 0 ? roundCount : 0); round++) {
    // The baselines of this round, then every scenario, so each ratio compares like with like.
    const base: Record<string, Measure> = {};
    for (const b of baselines) {
      // The same exchange: the admin's Authorization header goes with the request as well.
      const headers = b === sameExchange ? auth : {};
      await load(baseUrl, b, warmup, connections, headers);
      base[b.name] = await load(baseUrl, b, duration, connections, headers);
      console.log(
        `round ${round} ${b.name}: ${fmt(base[b.name].rps, 0)} req/s, p99 ${fmt(base[b.name].p99)} ms, load ${fmt(base[b.name].load ?? 0, 2)}`,
      );
    }
    const ratios = (rps: number): Ratios => ({
      vsHello: rps / base[hello.name].rps,
      vsBytes: rps / base[sameBytes.name].rps,
      vsExchange: rps / base[sameExchange.name].rps,
    });
    for (const b of baselines)
      measured.set(b.name, [...(measured.get(b.name) ?? []), { ...base[b.name], ...ratios(base[b.name].rps) }]);
    for (const s of chosen) {
      // The wrk place-order keys carry the round, so no round replays an earlier one.
      const scenario = s.wrkScript ? { ...s, wrkScript: `local round = ${round}\n${s.wrkScript}` } : s;
      await scenario.before?.();
      // Warm the reads only for the mix: writes are counted from the measured run.
      await load(
        api,
        s.autocannonOnly ? { ...scenario, requests: scenario.requests.slice(1) } : scenario,
        warmup,
        connections,
        auth,
      );
      scenario.reset?.();
      const r = await load(api, scenario, duration, connections, auth);
      const m = { ...r, ...ratios(r.rps), extra: scenario.extra?.() };
      measured.set(s.name, [...(measured.get(s.name) ?? []), m]);
      console.log(
        `round ${round} ${s.name}: ${fmt(m.rps, 0)} req/s, p50 ${fmt(m.p50)} ms, p99 ${fmt(m.p99)} ms, ${fmt(m.vsHello * 100)}% of hello world, ${fmt(m.vsBytes * 100)}% of same bytes, ${fmt(m.vsExchange * 100)}% of same exchange, non-2xx ${m.non2xx}, errors ${m.errors}, load ${fmt(m.load ?? 0, 2)}${m.extra ? `; ${m.extra}` : ''}`,
      );
    }
  }
  await stop(baseServer);
  fs.rmSync(bytesFile, { force: true });
  fs.rmSync(headersFile, { force: true });
  const rows: Row[] = [...measured].map(([name, rounds]) => {
    const s = scenarios.find((x) => x.name === name);
    const pick = (f: (m: Measure & Ratios) => number) => median(rounds.map(f));
    return {
      name,
      rps: pick((m) => m.rps),
      p50: pick((m) => m.p50),
      p99: pick((m) => m.p99),
      requests: rounds.reduce((n, m) => n + m.requests, 0),
      non2xx: rounds.reduce((n, m) => n + m.non2xx, 0),
      errors: rounds.reduce((n, m) => n + m.errors, 0),
      vsHello: pick((m) => m.vsHello),
      vsBytes: pick((m) => m.vsBytes),
      vsExchange: pick((m) => m.vsExchange),
      rounds,
      // A scenario whose requests all outlast the run finishes none: say so instead of "0 req/s".
      target: rounds.every((m) => m.requests === 0)
        ? `${s?.target ?? ''} (no request finished within ${duration} s)`.trim()
        : s?.target,
      extra:
        rounds
          .map((m) => (m as { extra?: string }).extra)
          .filter(Boolean)
          .join(' / ') || undefined,
    };
  });
  clearInterval(sampler);
  const hwm = procStatus(server.pid!, 'VmHWM');
  peakRss = Math.max(peakRss, hwm);

  // ---- CSV export of every order (streamed), timed, with the server's RSS sampled meanwhile
  let exportRow: { orders: number; ms: number; bytes: number; peakRss: number } | undefined;
  if (!only || only.some((o) => 'export'.includes(o))) {
    let exportPeak = procStatus(server.pid!, 'VmRSS');
    const exportSampler = setInterval(() => (exportPeak = Math.max(exportPeak, procStatus(server.pid!, 'VmRSS'))), 50);
    const started = performance.now();
    const res = await fetch(`${api}/api/admin/orders/export`, { headers: auth });
    if (res.status !== 200 || !res.body) throw new Error(`export failed (${res.status})`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    const ms = performance.now() - started;
    clearInterval(exportSampler);
    exportRow = { orders: lines - 1, ms, bytes, peakRss: exportPeak };
    console.log(
      `export all orders (CSV): ${exportRow.orders} rows, ${mb(bytes)} in ${fmt(ms / 1000)} s; server peak RSS ${mb(exportRow.peakRss)} (target ≤ 60 s, server RSS ≤ 350 MB at 1,000,000 orders)`,
    );
  }
  let backupRow: { ms: number; bytes: number; healthAnswers: number; longestHealthMs: number } | undefined;
  if (!only || only.some((o) => 'backup'.includes(o))) {
    let backingUp = true;
    const healthWaits: number[] = [];
    const asking = (async () => {
      while (backingUp) {
        const asked = performance.now();
        await (await fetch(`${api}/api/health`)).arrayBuffer();
        healthWaits.push(performance.now() - asked);
      }
    })();
    const started = performance.now();
    const res = await fetch(`${api}/api/admin/backups`, { method: 'POST', headers: auth });
    const ms = performance.now() - started;
    backingUp = false;
    await asking;
    if (res.status !== 201) throw new Error(`backup failed (${res.status}): ${await res.text()}`);
    const { size } = ((await res.json()) as { data: { size: number } }).data;
    backupRow = { ms, bytes: size, healthAnswers: healthWaits.length, longestHealthMs: Math.max(...healthWaits) };
    console.log(
      `Back up now: a ${mb(size)} archive in ${fmt(ms / 1000)} s; /api/health answered ${healthWaits.length} times meanwhile, the slowest in ${fmt(backupRow.longestHealthMs, 0)} ms (target: none over 1 s)`,
    );
  }
  await stop(server);

  // ---- restart on the same (now migrated) database
  server = spawnTs('server/launch.mjs', [], env);
  const restart = await waitReady(`${api}/api/health`, server);
  await stop(server);

  if (rows.length > 0) console.log(`\nMedians of ${roundCount} alternated rounds (req/s of each round in brackets):\n`);
  // Ready to paste: the rounds' req/s in brackets, the machine's 1-minute load average at the end of each round's run.
  if (rows.length > 0) {
    console.log(
      '| scenario | req/s (rounds) | p50 ms | p99 ms | vs hello world | vs same bytes | vs same exchange | non-2xx | load avg (rounds) | target |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  }
  for (const r of rows) {
    const each = r.rounds.map((m) => fmt(m.rps, 0)).join(' / ');
    const loads = r.rounds.map((m) => fmt(m.load ?? 0, 1)).join(' / ');
    console.log(
      `| ${r.name} | ${fmt(r.rps, 0)} (${each}) | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.vsHello * 100)}% | ${fmt(r.vsBytes * 100)}% | ${fmt(r.vsExchange * 100)}% | ${r.non2xx + r.errors} | ${loads} | ${r.target ?? ''} |`,
    );
  }
  const mix = rows.find((r) => r.extra);
  console.log(
    `\nServer peak RSS (VmHWM): ${mb(peakRss)} (target ≤ 350 MB); restart to ready: ${fmt(restart, 0)} ms (target ≤ 3 s)${mix ? `; status updates: ${mix.extra}` : ''}`,
  );
  if (exportRow)
    console.log(
      `CSV export: ${exportRow.orders} orders in ${fmt(exportRow.ms / 1000)} s, ${mb(exportRow.bytes)}, server peak RSS ${mb(exportRow.peakRss)}`,
    );
  if (backupRow)
    console.log(
      `Back up now: ${fmt(backupRow.ms / 1000)} s, ${mb(backupRow.bytes)}; slowest /api/health meanwhile ${fmt(backupRow.longestHealthMs, 0)} ms of ${backupRow.healthAnswers} (target ≤ 1 s)`,
    );
  // After the server is stopped: the fan-out runs its own app in this process.
  if (!only || only.some((o) => 'push fan-out'.includes(o))) printPushFanOut(await benchPushFanOut(pushOptions));

  if (mixedRounds.length > 0) {
    console.log(
      `\nMixed workload (orders placed and moved while admins read): medians over ${roundCount} rounds of each run's p50 / p95 in ms\n`,
    );
    console.log(
      '| read | p50 (cache off) | p95 (cache off) | p50 (cache on) | p95 (cache on) | 304s (cache on) | target |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---|');
    const of = (cached: boolean, name: string, p: number) =>
      median(mixedRounds.filter((m) => m.cached === cached).map((m) => percentile(m.result.latencies.get(name)!, p)));
    for (const read of mixedReads) {
      const on = mixedRounds.filter((m) => m.cached);
      const answers = on.reduce((n, m) => n + m.result.latencies.get(read.name)!.length, 0);
      const share = answers
        ? Math.round((100 * on.reduce((n, m) => n + m.result.notModified.get(read.name)!, 0)) / answers)
        : 0;
      console.log(
        `| ${read.name} | ${fmt(of(false, read.name, 50))} | ${fmt(of(false, read.name, 95))} | ${fmt(of(true, read.name, 50))} | ${fmt(of(true, read.name, 95))} | ${share}% | ${read.name.startsWith('CSV') ? 'p95 ≤ 1 s' : 'p95 ≤ 150 ms'} |`,
      );
    }
    const writesPerSecond = mixedRounds.map((m) => (m.result.placed + m.result.moved) / m.result.seconds);
    console.log(
      `\nWrites per second during the mixed runs (placed + moved): ${writesPerSecond.map((w) => fmt(w, 0)).join(' / ')}; load average ${mixedRounds.map((m) => fmt(m.load, 1)).join(' / ')}`,
    );
  }

  const json = arg('json');
  if (json) {
    fs.writeFileSync(
      json,
      JSON.stringify(
        {
          when: new Date().toISOString(),
          machine: { cpus: cpu.length, model: cpu[0]?.model, memory: os.totalmem(), node: process.version },
          dbFile: seedFile,
          duration,
          connections,
          rounds: roundCount,
          loader: WRK ? 'wrk' : 'autocannon',
          rows,
          peakRss,
          restartMs: restart,
          export: exportRow,
          backup: backupRow,
          mixed: mixedRounds.map((m) => ({
            round: m.round,
            cached: m.cached,
            placed: m.result.placed,
            moved: m.result.moved,
            writeErrors: m.result.writeErrors,
            readErrors: m.result.readErrors,
            load: m.load,
            latencies: Object.fromEntries(m.result.latencies),
          })),
        },
        null,
        2,
      ),
    );
  }
}

// ---------------------------------------------------------------- entry: the baselines' child, or the bench
if (process.argv.includes('--baseline-server')) {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const bytes = fs.readFileSync(arg('bytes')!);
  app.get('/bytes', (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
  const headers = JSON.parse(fs.readFileSync(arg('headers')!, 'utf8')) as Record<string, string>;
  app.get('/answer', (_request, reply) => reply.headers(headers).send(bytes));
  await app.listen({ port: Number(arg('port')), host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
} else {
  await main();
}
