/**
 * "Put it online" (README), checked here rather than only written: Caddy from Debian in front
 * of the real server serves the shop over HTTPS with the deploy/ Caddyfile and passes each
 * visitor's own address to the rate limiter; the systemd unit passes `systemd-analyze verify`;
 * deploy/install.sh run twice changes nothing the second time.
 *
 * Caddy and systemd are system packages: where one is missing its test is skipped and says
 * so (.ci/run installs caddy, so in CI they run).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import https from 'node:https';
import crypto from 'node:crypto';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, freePort, openStorefrontAllDay, startServer, type RunningServer } from '../e2e/harness';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const HAS_CADDY = has('caddy');
const HAS_SYSTEMD_ANALYZE = has('systemd-analyze');
if (!HAS_CADDY) console.warn('deploy tests: caddy is not installed (apt-get install caddy): the HTTPS test is skipped');
if (!HAS_SYSTEMD_ANALYZE) console.warn('deploy tests: systemd-analyze is not available: the unit check is skipped');

/** deploy/'s templates with their placeholders filled, as install.sh fills them. */
function fill(file: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`@${key}@`, value), fs.readFileSync(path.join(ROOT, 'deploy', file), 'utf8'));
}

interface Answer {
  status: number;
  body: { success: boolean; data?: { orderId?: string }; message?: string };
}

/** An HTTPS call through Caddy trusting only its CA, from a chosen loopback address (a distinct visitor). */
function viaCaddy(port: number, ca: string, from: string, method: string, url: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = https.request(
      { host: '127.0.0.1', servername: 'localhost', port, path: url, method, ca, localAddress: from, headers: { host: `localhost:${port}`, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe.skipIf(!HAS_CADDY)('HTTPS through Caddy', () => {
  let server: RunningServer;
  let caddy: ChildProcess;
  let port: number;
  let ca: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-caddy-'));

  beforeAll(async () => {
    // One order per visitor per minute, so the limiter shows whose address it counts.
    server = await startServer({ TRUST_PROXY: '1', ORDER_RATE_LIMIT: '1' });
    port = await freePort();
    const httpPort = await freePort();
    const appPort = new URL(server.baseUrl).port;
    // The production Caddyfile for the domain "localhost" (which Caddy certifies with its own
    // CA), after test-only global options: no admin API, no system trust store, scratch storage.
    const caddyfile = `{\n\tadmin off\n\tskip_install_trust\n\thttp_port ${httpPort}\n\tstorage file_system ${dir}\n}\n\n${fill('Caddyfile', { DOMAIN: `localhost:${port}`, PORT: appPort })}`;
    fs.writeFileSync(path.join(dir, 'Caddyfile'), caddyfile);
    let output = '';
    caddy = spawn('caddy', ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], { env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir }, stdio: ['ignore', 'pipe', 'pipe'] });
    caddy.stdout!.on('data', (d) => (output += d));
    caddy.stderr!.on('data', (d) => (output += d));
    const rootCert = path.join(dir, 'pki', 'authorities', 'local', 'root.crt');
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
      if (fs.existsSync(rootCert)) {
        ca = fs.readFileSync(rootCert, 'utf8');
        try {
          if ((await viaCaddy(port, ca, '127.0.0.1', 'GET', '/api/health')).status === 200) break;
        } catch {
          // not listening yet, or its certificate is not issued yet
        }
      }
      if (Date.now() > deadline) throw new Error(`caddy did not serve https within 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 60_000);

  afterAll(async () => {
    caddy?.kill('SIGTERM');
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('places an order over HTTPS, and the limit counts each visitor, not the proxy', async () => {
    const admin = await adminCaller(server);
    const menu = await openStorefrontAllDay(server, admin);
    const dish = menu.dishes.find((d: { available: boolean }) => d.available);
    const order = { customer: { name: 'Sunita Devi', phone: '9876543210' }, fulfilment: 'pickup', items: [{ dishId: dish.id, quantity: 1 }] };

    const first = await viaCaddy(port, ca, '127.0.0.2', 'POST', '/api/orders', order);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data?.orderId).toBeTruthy();
    // The same visitor again: over the limit.
    expect((await viaCaddy(port, ca, '127.0.0.2', 'POST', '/api/orders', order)).status).toBe(429);
    // Another visitor through the same proxy is not held back by the first one's orders.
    const other = await viaCaddy(port, ca, '127.0.0.3', 'POST', '/api/orders', order);
    expect(other.status, JSON.stringify(other.body)).toBe(201);
  });
});

describe('the systemd unit', () => {
  it.skipIf(!HAS_SYSTEMD_ANALYZE)('passes systemd-analyze verify once install.sh has filled it in', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-unit-'));
    try {
      const envFile = path.join(dir, 'env');
      fs.writeFileSync(envFile, 'PORT=3000\n');
      const unit = path.join(dir, 'gaon-rasoi.service');
      fs.writeFileSync(unit, fill('gaon-rasoi.service', { APP_DIR: ROOT, NODE: process.execPath, USER: 'gaon-rasoi', ENV_FILE: envFile }));
      const result = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
      // Complaints about the host's own units (in a container) are not about this file.
      const aboutUs = `${result.stdout}${result.stderr}`.split('\n').filter((line) => line.includes('gaon-rasoi.service'));
      expect(aboutUs, aboutUs.join('\n')).toEqual([]);
      expect(result.status, result.stderr).toBe(0);
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
            return [f, `${crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')} ${fs.statSync(file).mtimeMs} ${(fs.statSync(file).mode & 0o777).toString(8)}`];
          }),
      );
    try {
      const run = () => execFileSync('bash', [path.join(ROOT, 'deploy', 'install.sh'), '--root', root, 'shop.example.com', 'owner@example.com'], { encoding: 'utf8' });
      const first = run();
      expect(first).toMatch(/wrote: \/etc\/systemd\/system\/gaon-rasoi\.service/);
      expect(first).toMatch(/wrote: \/etc\/caddy\/Caddyfile/);
      expect(first).toMatch(/wrote: \/etc\/gaon-rasoi\/env/);
      const caddyfile = fs.readFileSync(path.join(root, 'etc/caddy/Caddyfile'), 'utf8');
      expect(caddyfile).toMatch(/^shop\.example\.com \{/m);
      expect(caddyfile).toMatch(/reverse_proxy 127\.0\.0\.1:3000/);
      const env = fs.readFileSync(path.join(root, 'etc/gaon-rasoi/env'), 'utf8');
      expect(env).toMatch(/^TRUST_PROXY=1$/m);
      expect(env).toMatch(/^ADMIN_EMAIL=owner@example\.com$/m);
      expect(fs.statSync(path.join(root, 'etc/gaon-rasoi/env')).mode & 0o777).toBe(0o640);
      expect(fs.readFileSync(path.join(root, 'etc/systemd/system/gaon-rasoi.service'), 'utf8')).toContain(`WorkingDirectory=${ROOT}`);
      const before = tree();

      const second = run();
      expect(second).not.toMatch(/wrote:/);
      expect(second).toMatch(/unchanged: \/etc\/systemd\/system\/gaon-rasoi\.service/);
      expect(tree()).toEqual(before);

      // The owner's own settings survive a re-run.
      fs.appendFileSync(path.join(root, 'etc/gaon-rasoi/env'), "BACKUP_COMMAND='rclone copy \"$1\" gdrive:backups'\n");
      const edited = fs.readFileSync(path.join(root, 'etc/gaon-rasoi/env'), 'utf8');
      run();
      expect(fs.readFileSync(path.join(root, 'etc/gaon-rasoi/env'), 'utf8')).toBe(edited);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a missing or malformed domain', () => {
    for (const args of [[], ['shop example.com'], ['shop.example.com;rm']]) {
      const result = spawnSync('bash', [path.join(ROOT, 'deploy', 'install.sh'), '--root', os.tmpdir(), ...args], { encoding: 'utf8' });
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^usage: deploy\/install\.sh/);
    }
  });
});
