/**
 * "Put it online" (README), checked here rather than only written: from what deploy/install.sh
 * writes, Caddy from Debian in front of the real server serves the shop over HTTPS with HSTS,
 * passes each visitor's own address to the rate limiter, and lets a browser's live order
 * streams through at once (compressed, Debian's Caddy held them back); the systemd unit passes
 * `systemd-analyze verify` and keeps its `systemd-analyze security` rating; install.sh keeps
 * the box's other Caddy sites, and run twice changes nothing the second time.
 *
 * Caddy is a system package (.ci/run installs it): without it the suite fails and says how to
 * install it. systemd-analyze may be missing on a build box: that one check is skipped and says so.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import https from 'node:https';
import crypto from 'node:crypto';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCaller,
  adminLogin,
  apiCaller,
  DEMO_PASSWORD,
  freePort,
  launchBrowser,
  openStorefrontAllDay,
  startServer,
  type RunningServer,
} from '../e2e/harness';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const HAS_CADDY = fs.existsSync('/usr/bin/caddy') || has('caddy');
const HAS_SYSTEMD_ANALYZE = has('systemd-analyze');
if (!HAS_SYSTEMD_ANALYZE) console.warn('deploy tests: systemd-analyze is not available: the unit check is skipped');

/** deploy/'s templates with their placeholders filled, as install.sh fills them. */
function fill(file: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`@${key}@`, value),
    fs.readFileSync(path.join(ROOT, 'deploy', file), 'utf8'),
  );
}

const INSTALL = path.join(ROOT, 'deploy', 'install.sh');
/** deploy/install.sh into a scratch root (files only, no system command); answers what it printed. */
const install = (root: string, domain: string) =>
  execFileSync('bash', [INSTALL, '--root', root, domain, 'owner@example.com'], { encoding: 'utf8' });

/** The KEY=VALUE lines of a settings file (the installed ones need no shell quoting). */
function settingsOf(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** One `Key=value` of a unit file. */
function unitValue(unit: string, key: string): string {
  const line = unit.split('\n').find((l) => l.startsWith(`${key}=`));
  if (line === undefined) throw new Error(`the unit has no ${key}=`);
  return line.slice(key.length + 1);
}

/** `text` with `from` replaced by `to`, which must be there: a test adapting a file notices when the file changes shape. */
function adapt(text: string, from: string | RegExp, to: string): string {
  expect(text).toMatch(from);
  return typeof from === 'string' ? text.replaceAll(from, to) : text.replace(from, to);
}

/** The Caddyfile Debian's caddy package installs (its comments left out): a welcome page on port 80. */
const DEBIAN_CADDYFILE =
  ":80 {\n\t# Set this path to your site's directory.\n\troot * /usr/share/caddy\n\n\t# Enable the static file server.\n\tfile_server\n}\n";

/**
 * A Caddyfile as Caddy reads it, adapted to its JSON config (which checks it without starting
 * anything), from another folder than the file's: its imports are relative to the file.
 */
function adaptedConfig(caddyfile: string): string {
  const result = spawnSync('caddy', ['adapt', '--config', caddyfile, '--adapter', 'caddyfile'], {
    cwd: os.tmpdir(),
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return JSON.stringify(JSON.parse(result.stdout));
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { success: boolean; data?: { orderId?: string; token?: string }; message?: string };
}

interface CaddyCall {
  /** The loopback address the call comes from: a distinct visitor. */
  from?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** An HTTPS request through Caddy trusting only its CA; resolves with the response as soon as its headers arrive. */
function requestViaCaddy(
  port: number,
  ca: string,
  url: string,
  { from = '127.0.0.1', method = 'GET', headers = {}, body }: CaddyCall = {},
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = https.request(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port,
        path: url,
        method,
        ca,
        localAddress: from,
        headers: { host: `localhost:${port}`, ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      resolve,
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A JSON call through Caddy (no compression asked for), read to its end. */
async function viaCaddy(port: number, ca: string, url: string, call: CaddyCall = {}): Promise<Answer> {
  const res = await requestViaCaddy(port, ca, url, call);
  let text = '';
  for await (const chunk of res) text += chunk;
  return { status: res.statusCode!, headers: res.headers, body: JSON.parse(text) };
}

/** `promise`, or a failure saying `message` once `ms` have passed without it. */
async function deadline<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a browser sends (Chromium asks for zstd since 123): the header that made Caddy hold the event streams back. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

describe('the installed site, HTTPS through Caddy', () => {
  let server: RunningServer;
  let caddy: ChildProcess;
  let port: number;
  let ca: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-caddy-'));
  const root = path.join(dir, 'root');

  beforeAll(async () => {
    // The proxy is what is under test: without it the suite fails, never skips.
    if (!HAS_CADDY) throw new Error('caddy is not installed: apt-get install -y caddy (Debian), as .ci/run does');
    // What deploy/install.sh writes for the domain "localhost" (which Caddy certifies with its own CA).
    install(root, 'localhost');
    const unit = fs.readFileSync(path.join(root, 'etc/systemd/system/gaon-rasoi.service'), 'utf8');
    const installed = settingsOf(fs.readFileSync(path.join(root, unitValue(unit, 'EnvironmentFile')), 'utf8'));
    expect(installed).toMatchObject({ HOST: '127.0.0.1', TRUST_PROXY: '1' });

    // The app as its unit starts it: the harness runs the same command in the same folder, with
    // the unit's Environment= and its settings file. Test-only changes: a free port, the data
    // under the scratch root, the harness's admin, sample dishes to order, and one order per
    // visitor per minute, so the limiter shows whose address it counts.
    expect(unitValue(unit, 'WorkingDirectory')).toBe(ROOT);
    expect(unitValue(unit, 'ExecStart')).toMatch(/ server\/launch\.mjs$/);
    const {
      PORT: _port,
      ADMIN_EMAIL: _admin,
      ...environment
    } = { ...installed, ...settingsOf(unitValue(unit, 'Environment').split(' ').join('\n')) };
    server = await startServer({
      ...environment,
      DATABASE_PATH: path.join(root, installed.DATABASE_PATH!),
      DEMO_DATA: '1',
      ORDER_RATE_LIMIT: '1',
    });

    // The installed site file, on a local port, with Caddy's own CA instead of Let's Encrypt,
    // after test-only global options: no admin API, no system trust store, scratch storage.
    const main = fs.readFileSync(path.join(root, 'etc/caddy/Caddyfile'), 'utf8');
    expect(main).toMatch(/^import sites\/gaon-rasoi\.caddy$/m);
    port = await freePort();
    const httpPort = await freePort();
    let site = fs.readFileSync(path.join(root, 'etc/caddy/sites/gaon-rasoi.caddy'), 'utf8');
    site = adapt(site, /^localhost \{$/m, `localhost:${port} {`);
    site = adapt(site, '127.0.0.1:3000', `127.0.0.1:${new URL(server.baseUrl).port}`);
    site = adapt(site, /^\ttls owner@example\.com$/m, '\ttls internal');
    const caddyfile = `{\n\tadmin off\n\tskip_install_trust\n\thttp_port ${httpPort}\n\tstorage file_system ${dir}\n}\n\n${site}`;
    fs.writeFileSync(path.join(dir, 'Caddyfile'), caddyfile);
    let output = '';
    caddy = spawn('caddy', ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout!.on('data', (d) => (output += d));
    caddy.stderr!.on('data', (d) => (output += d));
    const rootCert = path.join(dir, 'pki', 'authorities', 'local', 'root.crt');
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
      if (fs.existsSync(rootCert)) {
        ca = fs.readFileSync(rootCert, 'utf8');
        try {
          if ((await viaCaddy(port, ca, '/api/health')).status === 200) break;
        } catch {
          // not listening yet, or its certificate is not issued yet
        }
      }
      if (Date.now() > deadline) throw new Error(`caddy did not serve https within 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 60_000);

  let serverStopped = false;
  afterAll(async () => {
    caddy?.kill('SIGTERM');
    if (!serverStopped) await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('places an order over HTTPS, and the limit counts each visitor, not the proxy', async () => {
    const admin = await adminCaller(server);
    const menu = await openStorefrontAllDay(server, admin);
    const dish = menu.dishes.find((d: { available: boolean }) => d.available);
    const order = {
      customer: { name: 'Sunita Devi', phone: '9876543210' },
      fulfilment: 'pickup',
      items: [{ dishId: dish.id, quantity: 1 }],
    };

    const first = await viaCaddy(port, ca, '/api/orders', { from: '127.0.0.2', method: 'POST', body: order });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data?.orderId).toBeTruthy();
    // The same visitor again: over the limit.
    expect((await viaCaddy(port, ca, '/api/orders', { from: '127.0.0.2', method: 'POST', body: order })).status).toBe(
      429,
    );
    // Another visitor through the same proxy is not held back by the first one's orders.
    const other = await viaCaddy(port, ca, '/api/orders', { from: '127.0.0.3', method: 'POST', body: order });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
  });

  it('tells browsers to come back over HTTPS only (HSTS), and still compresses what is not an event stream', async () => {
    const health = await viaCaddy(port, ca, '/api/health');
    expect(health.headers['strict-transport-security']).toBe('max-age=31536000');
    const menu = await requestViaCaddy(port, ca, '/api/menu', {
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    });
    menu.resume();
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['content-encoding']).toMatch(/^(zstd|gzip)$/);
  });

  it("a browser's admin and kitchen event streams get a new order within 2 s; the rider's answers at once, uncompressed", async () => {
    const admin = await adminCaller(server);
    const menu = await openStorefrontAllDay(server, admin);
    const dish = menu.dishes.find((d: { available: boolean }) => d.available);
    const adminToken = (await adminLogin(server)).token;
    // The storefront kitchen's owner in the sample data: the new order is theirs to see.
    const vendorToken = (
      await apiCaller(server)('POST', '/api/auth/vendor/login', {
        email: 'ramesh.yadav@example.in',
        password: DEMO_PASSWORD,
      })
    ).token;
    const rider = (await admin('GET', '/api/admin/users?role=delivery&limit=50')).find(
      (r: { status: string }) => r.status === 'active',
    );
    const riderToken = (
      await apiCaller(server)('POST', '/api/auth/delivery/login', { email: rider.email, password: DEMO_PASSWORD })
    ).token;

    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      // What Chromium itself asks for on the streams (the network stack adds Accept-Encoding).
      const asking: Promise<string>[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/events'))
          asking.push(request.allHeaders().then((headers) => headers['accept-encoding'] ?? ''));
      });
      await page.goto(`https://localhost:${port}/api/health`);
      // Each stream read as the admin and partner apps read it (fetch with the token in a
      // header, shared/browser/eventStream.ts): what arrives, and when, is kept in the page.
      await page.evaluate(
        (streams) => {
          const w = window as unknown as {
            streams: Record<
              string,
              {
                status: number;
                encoding: string | null;
                events: { event: string; data: string; at: number }[];
                heartbeats: number;
                error?: string;
              }
            >;
          };
          w.streams = {};
          for (const [name, url, token] of streams) {
            const state: (typeof w.streams)[string] = { status: 0, encoding: null, events: [], heartbeats: 0 };
            w.streams[name] = state;
            void (async () => {
              const res = await fetch(url, {
                headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
                cache: 'no-store',
              });
              state.status = res.status;
              state.encoding = res.headers.get('content-encoding');
              const reader = res.body!.getReader();
              const decoder = new TextDecoder();
              let buffer = '';
              for (;;) {
                const { done, value } = await reader.read();
                if (done) return;
                buffer += decoder.decode(value, { stream: true });
                let end: number;
                while ((end = buffer.indexOf('\n\n')) >= 0) {
                  const lines = buffer.slice(0, end).split('\n');
                  buffer = buffer.slice(end + 2);
                  const field = (key: string) =>
                    lines.filter((l) => l.startsWith(`${key}:`)).map((l) => l.slice(key.length + 1).trimStart());
                  if (field('data').length)
                    state.events.push({
                      event: field('event')[0] ?? 'message',
                      data: field('data').join('\n'),
                      at: Date.now(),
                    });
                  else state.heartbeats += 1;
                }
              }
            })().catch((error) => (state.error = String(error)));
          }
        },
        [
          ['admin', '/api/admin/events', adminToken],
          ['kitchen', '/api/vendor/events', vendorToken],
        ] as const,
      );

      // Both answered (the server has them listening) before the order, so it must reach both.
      // Should they not open in 5 s the order is placed all the same: the failure then says
      // what each stream did receive.
      const openedFirst = await page
        .waitForFunction(
          () =>
            Object.values((window as unknown as { streams: Record<string, { status: number }> }).streams).every(
              (s) => s.status === 200,
            ),
          undefined,
          { timeout: 5_000 },
        )
        .then(
          () => true,
          () => false,
        );
      const postedAt = Date.now();
      const placed = await viaCaddy(port, ca, '/api/orders', {
        from: '127.0.0.4',
        method: 'POST',
        body: {
          customer: { name: 'Kamla Devi', phone: '9876543211' },
          fulfilment: 'pickup',
          items: [{ dishId: dish.id, quantity: 2 }],
        },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const orderId = placed.body.data!.orderId!;
      const created = (id: string) =>
        Object.values(
          (window as unknown as { streams: Record<string, { events: { event: string; data: string }[] }> }).streams,
        ).every((s) =>
          s.events.some(
            (e) => e.event === 'order.created' && (JSON.parse(e.data) as { orderId?: string }).orderId === id,
          ),
        );
      await page.waitForFunction(created, orderId, { timeout: 5_000 }).catch(() => undefined);

      const seen = await page.evaluate((id) => {
        const { streams } = window as unknown as {
          streams: Record<
            string,
            {
              status: number;
              encoding: string | null;
              events: { event: string; data: string; at: number }[];
              heartbeats: number;
              error?: string;
            }
          >;
        };
        return Object.fromEntries(
          Object.entries(streams).map(([name, s]) => {
            const mine = s.events.find(
              (e) => e.event === 'order.created' && (JSON.parse(e.data) as { orderId?: string }).orderId === id,
            );
            return [
              name,
              {
                status: s.status,
                encoding: s.encoding,
                events: s.events.length,
                heartbeats: s.heartbeats,
                error: s.error,
                createdAt: mine?.at,
              },
            ];
          }),
        );
      }, orderId);
      const report = `${orderId} posted (the streams ${openedFirst ? 'had' : 'had not'} answered before); each stream as the browser saw it within 5 s: ${JSON.stringify(seen)}`;
      const asked = await Promise.all(asking);
      expect(asked.length, report).toBe(2);
      for (const acceptEncoding of asked) expect(acceptEncoding, 'what Chromium asked for').toMatch(/zstd/);
      for (const stream of Object.values(seen)) {
        expect(stream.status, report).toBe(200);
        expect(stream.createdAt, report).toBeDefined();
        expect(stream.createdAt! - postedAt, report).toBeLessThanOrEqual(2_000);
        expect(stream.encoding, report).toBeNull();
      }
    } finally {
      await browser.close();
    }

    // The rider's stream, asked for as a browser asks: its 200 comes at once (a buffering
    // proxy holds it until enough bytes came to decide on compression), not compressed.
    const riderStream = await deadline(
      requestViaCaddy(port, ca, '/api/delivery/events', {
        headers: {
          accept: 'text/event-stream',
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
          authorization: `Bearer ${riderToken}`,
        },
      }),
      5_000,
      "the rider's event stream through Caddy did not answer within 5 s",
    );
    try {
      expect(riderStream.statusCode).toBe(200);
      expect(riderStream.headers['content-type']).toContain('text/event-stream');
      expect(riderStream.headers['content-encoding']).toBeUndefined();
    } finally {
      riderStream.destroy();
    }
  }, 30_000);

  // Last in this block: it stops the app, as an update's switch does.
  it('answers an honest 503 "back in a minute" while the app is down, an envelope for the API', async () => {
    await server.stop();
    serverStopped = true;
    const api = await viaCaddy(port, ca, '/api/menu');
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('60');
    expect(api.body).toEqual({ success: false, message: 'Gaon Rasoi is updating: back in a minute' });
    const page = await requestViaCaddy(port, ca, '/', {});
    let text = '';
    for await (const chunk of page) text += chunk;
    expect(page.statusCode).toBe(503);
    expect(text).toContain('back in a minute');
  });
});

describe('the systemd unit', () => {
  it.skipIf(!HAS_SYSTEMD_ANALYZE)('passes systemd-analyze verify once install.sh has filled it in', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-unit-'));
    try {
      const envFile = path.join(dir, 'env');
      fs.writeFileSync(envFile, 'PORT=3000\n');
      const unit = path.join(dir, 'gaon-rasoi.service');
      fs.writeFileSync(
        unit,
        fill('gaon-rasoi.service', { APP_DIR: ROOT, NODE: process.execPath, USER: 'gaon-rasoi', ENV_FILE: envFile }),
      );
      const result = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
      // Complaints about the host's own units (in a container) are not about this file.
      const aboutUs = `${result.stdout}${result.stderr}`
        .split('\n')
        .filter((line) => line.includes('gaon-rasoi.service'));
      expect(aboutUs, aboutUs.join('\n')).toEqual([]);
      expect(result.status, result.stderr).toBe(0);

      // How exposed the service is, as `systemd-analyze security` rates a running one (0 best,
      // 10 worst; 8.0 "EXPOSED" before the hardening, 2.8 with it). Its --offline mode reads a
      // unit file; systemd before 250 has no such mode, and then this part says so and passes.
      const security = spawnSync('systemd-analyze', ['security', '--offline=true', '--no-pager', unit], {
        encoding: 'utf8',
      });
      const exposure = /Overall exposure level for gaon-rasoi\.service: ([\d.]+)/.exec(security.stdout);
      if (!exposure) {
        console.warn(
          `deploy tests: systemd-analyze security --offline is not available here: ${security.stderr.trim()}`,
        );
        return;
      }
      expect(Number(exposure[1]), security.stdout).toBeLessThanOrEqual(3);
      // Node's compiler writes the machine code it runs: MemoryDenyWriteExecute would stop the service.
      expect(fs.readFileSync(unit, 'utf8')).not.toMatch(/^MemoryDenyWriteExecute=/m);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/install.sh', () => {
  it('writes the service, Caddy site and settings once; a second run changes nothing', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-root-'));
    const tree = () =>
      Object.fromEntries(
        (fs.readdirSync(root, { recursive: true }) as string[])
          .filter((f) => fs.statSync(path.join(root, f)).isFile())
          .sort()
          .map((f) => {
            const file = path.join(root, f);
            return [
              f,
              `${crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')} ${fs.statSync(file).mtimeMs} ${(fs.statSync(file).mode & 0o777).toString(8)}`,
            ];
          }),
      );
    try {
      // A box where Caddy came from Debian: its Caddyfile serves a welcome page on port 80.
      fs.mkdirSync(path.join(root, 'etc/caddy'), { recursive: true });
      fs.writeFileSync(path.join(root, 'etc/caddy/Caddyfile'), DEBIAN_CADDYFILE);
      const run = () => install(root, 'shop.example.com');
      const first = run();
      expect(first).toMatch(/wrote: \/etc\/systemd\/system\/gaon-rasoi\.service/);
      expect(first).toMatch(/wrote: \/etc\/caddy\/sites\/gaon-rasoi\.caddy/);
      expect(first).toMatch(/added to \/etc\/caddy\/Caddyfile: import sites\/gaon-rasoi\.caddy/);
      expect(first).toMatch(/wrote: \/etc\/gaon-rasoi\/env/);
      const site = fs.readFileSync(path.join(root, 'etc/caddy/sites/gaon-rasoi.caddy'), 'utf8');
      expect(site).toMatch(/^shop\.example\.com \{/m);
      expect(site).toMatch(/^\ttls owner@example\.com$/m);
      expect(site).toMatch(/reverse_proxy 127\.0\.0\.1:3000/);
      // The box's own Caddyfile keeps what it had and gains the import, once.
      const main = fs.readFileSync(path.join(root, 'etc/caddy/Caddyfile'), 'utf8');
      expect(main.startsWith(DEBIAN_CADDYFILE)).toBe(true);
      expect(main.match(/^import sites\/gaon-rasoi\.caddy$/gm)).toHaveLength(1);
      if (HAS_CADDY) {
        const config = adaptedConfig(path.join(root, 'etc/caddy/Caddyfile'));
        // Both sites, the certificate's account e-mail and HSTS.
        expect(config).toContain('"file_server"');
        expect(config).toContain('"host":["shop.example.com"]');
        expect(config).toContain('"email":"owner@example.com"');
        expect(config).toContain('"Strict-Transport-Security":["max-age=31536000"]');
      }
      const env = fs.readFileSync(path.join(root, 'etc/gaon-rasoi/env'), 'utf8');
      expect(env).toMatch(/^TRUST_PROXY=1$/m);
      expect(env).toMatch(/^ADMIN_EMAIL=owner@example\.com$/m);
      expect(fs.statSync(path.join(root, 'etc/gaon-rasoi/env')).mode & 0o777).toBe(0o640);
      expect(fs.readFileSync(path.join(root, 'etc/systemd/system/gaon-rasoi.service'), 'utf8')).toContain(
        `WorkingDirectory=${ROOT}`,
      );
      const before = tree();

      const second = run();
      expect(second).not.toMatch(/wrote:|added to|moved:/);
      expect(second).toMatch(/unchanged: \/etc\/caddy\/Caddyfile/);
      expect(second).toMatch(/unchanged: \/etc\/systemd\/system\/gaon-rasoi\.service/);
      expect(tree()).toEqual(before);

      // The owner's own settings survive a re-run.
      fs.appendFileSync(path.join(root, 'etc/gaon-rasoi/env'), 'BACKUP_COMMAND=\'rclone copy "$1" gdrive:backups\'\n');
      const edited = fs.readFileSync(path.join(root, 'etc/gaon-rasoi/env'), 'utf8');
      run();
      expect(fs.readFileSync(path.join(root, 'etc/gaon-rasoi/env'), 'utf8')).toBe(edited);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('sets aside the whole Caddyfile an earlier version wrote, so the site is not defined twice', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-root-'));
    try {
      const earlier =
        '# Caddy in front of Gaon Rasoi: HTTPS for shop.example.com with a certificate it gets and renews by\nshop.example.com {\n\tencode zstd gzip\n\treverse_proxy 127.0.0.1:3000\n}\n';
      fs.mkdirSync(path.join(root, 'etc/caddy'), { recursive: true });
      fs.writeFileSync(path.join(root, 'etc/caddy/Caddyfile'), earlier);
      expect(install(root, 'shop.example.com')).toMatch(
        /moved: \/etc\/caddy\/Caddyfile .* to \/etc\/caddy\/Caddyfile\.gaon-rasoi-old/,
      );
      expect(fs.readFileSync(path.join(root, 'etc/caddy/Caddyfile.gaon-rasoi-old'), 'utf8')).toBe(earlier);
      const main = fs.readFileSync(path.join(root, 'etc/caddy/Caddyfile'), 'utf8');
      expect(main).toMatch(/^import sites\/gaon-rasoi\.caddy$/m);
      expect(main).not.toMatch(/shop\.example\.com \{/);
      if (HAS_CADDY)
        expect(adaptedConfig(path.join(root, 'etc/caddy/Caddyfile'))).toContain('"host":["shop.example.com"]');
      expect(install(root, 'shop.example.com')).not.toMatch(/wrote:|added to|moved:/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('leaves alone a Caddyfile that already imports every site in sites/', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-root-'));
    try {
      const own = `${DEBIAN_CADDYFILE}\nimport sites/*.caddy\n`;
      fs.mkdirSync(path.join(root, 'etc/caddy'), { recursive: true });
      fs.writeFileSync(path.join(root, 'etc/caddy/Caddyfile'), own);
      expect(install(root, 'shop.example.com')).toMatch(/unchanged: \/etc\/caddy\/Caddyfile/);
      expect(fs.readFileSync(path.join(root, 'etc/caddy/Caddyfile'), 'utf8')).toBe(own);
      if (HAS_CADDY)
        expect(adaptedConfig(path.join(root, 'etc/caddy/Caddyfile'))).toContain('"host":["shop.example.com"]');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a missing or malformed domain', () => {
    for (const args of [[], ['shop example.com'], ['shop.example.com;rm']]) {
      const result = spawnSync('bash', [path.join(ROOT, 'deploy', 'install.sh'), '--root', os.tmpdir(), ...args], {
        encoding: 'utf8',
      });
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^usage: deploy\/install\.sh/);
    }
  });
});
