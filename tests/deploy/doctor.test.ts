/**
 * `gaon-rasoi doctor` against what deploy/install.sh writes, in a scratch root: run through the
 * installed command, it names the box's real problems on FAIL lines with what to do (a file in
 * the data folder that is root's, a Caddyfile that compresses the live streams, an off-box
 * target the service user cannot reach) and exits 1; fixed, the same run passes. Its judgements
 * (Caddy's matchers, DNS against this machine's addresses, the dry run of BACKUP_COMMAND, disk,
 * clock) are checked on their own below.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import {
  adaptCaddyfile,
  caddyPathMatches,
  caddySiteCheck,
  clockVerdict,
  diskVerdict,
  dnsVerdict,
  dryRunOf,
  isPublicAddress,
  replicaVerdict,
  shellWords,
} from '../../scripts/doctor-checks';
import { freePort } from '../e2e/harness';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-doctor-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const HAS_CADDY = spawnSync('sh', ['-c', 'command -v caddy']).status === 0;

/** The shipped site as install.sh fills it in, adapted by the real Caddy. */
async function shippedSite(edit: (site: string) => string = (s) => s) {
  const folder = fs.mkdtempSync(path.join(dir, 'caddy-'));
  const site = fs
    .readFileSync(path.join(ROOT, 'deploy', 'Caddyfile'), 'utf8')
    .replaceAll('@DOMAIN@', 'order.example.in')
    .replaceAll('@PORT@', '3000')
    .replaceAll('@ADMIN_EMAIL@', 'owner@example.in');
  fs.writeFileSync(path.join(folder, 'Caddyfile'), edit(site));
  return caddySiteCheck('/etc/caddy/Caddyfile', await adaptCaddyfile(path.join(folder, 'Caddyfile')), 3000);
}

describe("the doctor's judgements", () => {
  it('checks the continuous replica: set up, replicating, no more than 60 s behind', () => {
    const url = 's3://shop/gaon-rasoi';
    const replica = (lagSeconds: number) => ({ replica: { url, lagSeconds, lastSyncAt: '2026-12-01T14:45:00.000Z' } });
    expect(replicaVerdict(undefined, undefined)).toMatchObject({
      verdict: 'WARN',
      fix: expect.stringMatching(/REPLICA_URL/),
    });
    expect(replicaVerdict(url, undefined).verdict).toBe('WARN');
    expect(replicaVerdict(url, { replica: null })).toMatchObject({
      verdict: 'FAIL',
      message: expect.stringMatching(/does not replicate/),
    });
    expect(replicaVerdict(url, replica(61))).toMatchObject({
      verdict: 'FAIL',
      message: expect.stringMatching(/61 s behind/),
    });
    expect(replicaVerdict(url, replica(1)).verdict).toBe('OK');
  });

  it('matches paths as Caddy does', () => {
    expect(caddyPathMatches('/api/*/events', '/api/admin/events')).toBe(true);
    expect(caddyPathMatches('/api/*/events', '/api/admin/x/events')).toBe(false);
    expect(caddyPathMatches('/api/*', '/api/admin/events')).toBe(true);
    expect(caddyPathMatches('*/events', '/api/vendor/events')).toBe(true);
    expect(caddyPathMatches('/static/*', '/api/admin/events')).toBe(false);
  });

  it.runIf(HAS_CADDY)(
    'passes the shipped Caddyfile and fails one that compresses the event streams, or proxies elsewhere',
    async () => {
      const shipped = await shippedSite();
      expect(shipped.result).toMatchObject({ verdict: 'OK' });
      expect(shipped.site).toMatchObject({ domains: ['order.example.in'], httpPort: 80, httpsPort: 443 });

      // The Caddyfile of the first release: encode for everything.
      const plain = await shippedSite((s) => s.replace('encode @compressible zstd gzip', 'encode zstd gzip'));
      expect(plain.result.verdict).toBe('FAIL');
      expect(plain.result.message).toContain(
        '/api/admin/events, /api/vendor/events, /api/delivery/events, /api/menu/events',
      );
      expect(plain.result.fix).toContain('not path /api/*/events');
      // An exclusion that misses the kitchen's stream is still a failure, naming it.
      const partly = await shippedSite((s) =>
        s.replace('@compressible not path /api/*/events', '@compressible not path /api/admin/events'),
      );
      expect(partly.result).toMatchObject({
        verdict: 'FAIL',
        message: expect.stringContaining('(/api/vendor/events, /api/delivery/events, /api/menu/events)'),
      });
      // So is one that leaves out only the site's sold-out stream.
      const ordersOnly = await shippedSite((s) =>
        s.replace(
          '@compressible not path /api/*/events',
          '@compressible not path /api/admin/events /api/vendor/events /api/delivery/events',
        ),
      );
      expect(ordersOnly.result).toMatchObject({
        verdict: 'FAIL',
        message: expect.stringContaining('compresses the live streams (/api/menu/events)'),
      });
      // Compression only for assets is fine too.
      expect(
        (await shippedSite((s) => s.replace('@compressible not path /api/*/events', '@compressible path /assets/*')))
          .result.verdict,
      ).toBe('OK');

      const elsewhere = await shippedSite((s) => s.replace('127.0.0.1:3000', '127.0.0.1:4000'));
      expect(elsewhere.result).toMatchObject({
        verdict: 'FAIL',
        message: expect.stringContaining('to 127.0.0.1:4000, but the shop listens on 127.0.0.1:3000'),
      });
      const broken = caddySiteCheck('/etc/caddy/Caddyfile', await adaptCaddyfile(path.join(dir, 'missing')), 3000);
      expect(broken.result.verdict).toBe('FAIL');
    },
  );

  it("compares the domain's DNS with this machine's addresses", () => {
    expect(dnsVerdict('order.example.in', ['203.0.114.7'], ['203.0.114.7', 'fe80::1'])).toMatchObject({
      verdict: 'OK',
    });
    const wrong = dnsVerdict('order.example.in', ['198.51.99.1'], ['203.0.114.7']);
    expect(wrong).toMatchObject({ verdict: 'FAIL', fix: 'point the A record of order.example.in at 203.0.114.7' });
    expect(dnsVerdict('order.example.in', [], ['203.0.114.7'])).toMatchObject({
      verdict: 'FAIL',
      message: expect.stringContaining('has no address in DNS'),
    });
    // An old AAAA record left behind: some visitors reach another machine.
    expect(dnsVerdict('order.example.in', ['203.0.114.7', '2a01:4f8::9'], ['203.0.114.7'])).toMatchObject({
      verdict: 'WARN',
    });
    // Behind NAT (a cloud's private interface) the box cannot see its public address: it says so.
    expect(dnsVerdict('order.example.in', ['35.200.1.2'], ['10.160.0.5'])).toMatchObject({
      verdict: 'WARN',
      message: expect.stringContaining('private'),
    });
    expect(isPublicAddress('10.1.2.3')).toBe(false);
    expect(isPublicAddress('100.64.0.1')).toBe(false);
    expect(isPublicAddress('fd00::2')).toBe(false);
    expect(isPublicAddress('35.200.1.2')).toBe(true);
    expect(isPublicAddress('2a01:4f8::9')).toBe(true);
  });

  it('dry-runs the off-box target of the usual BACKUP_COMMANDs, and says when it cannot', () => {
    expect(shellWords(`rclone copy "$1" 'gdrive:gaon rasoi'`)).toEqual(['rclone', 'copy', '$1', 'gdrive:gaon rasoi']);
    expect(dryRunOf('rclone copy "$1" gdrive:gaon-rasoi-backups')).toMatchObject({
      command: 'rclone lsd --max-depth 1 gdrive:',
    });
    expect(dryRunOf('rclone --config /etc/rclone.conf copy "$1" b2:shop/backups')?.command).toBe(
      'rclone --config /etc/rclone.conf lsd --max-depth 1 b2:',
    );
    expect(dryRunOf('rsync -a "$1" backup@other-box:backups/')?.command).toBe(
      'ssh -o BatchMode=yes -o ConnectTimeout=10 backup@other-box true',
    );
    expect(dryRunOf(`rsync -a -e 'ssh -p 2222' "$1" backup@other-box:backups/`)?.command).toBe(
      'ssh -p 2222 -o BatchMode=yes -o ConnectTimeout=10 backup@other-box true',
    );
    expect(dryRunOf('scp -P 2222 "$1" me@nas:/srv/')?.command).toBe(
      'ssh -p 2222 -o BatchMode=yes -o ConnectTimeout=10 me@nas true',
    );
    expect(dryRunOf('cp "$1" /mnt/usb/')).toMatchObject({ folder: '/mnt/usb/' });
    // An owner's own script, or several commands: nothing to try without copying.
    expect(dryRunOf('/usr/local/bin/my-upload "$1"')).toBeUndefined();
    expect(dryRunOf('rclone copy "$1" gdrive:x && curl https://hc-ping.com/abc')).toBeUndefined();
  });

  it('fails under twice the data (or 1 GB) free, warns when getting low', () => {
    const GB = 1024 ** 3;
    expect(diskVerdict(0.5 * GB, 20 * GB, 0.1 * GB, '/var/lib/gaon-rasoi').verdict).toBe('FAIL');
    expect(diskVerdict(3 * GB, 100 * GB, 2 * GB, '/var/lib/gaon-rasoi').verdict).toBe('FAIL');
    expect(diskVerdict(2 * GB, 20 * GB, 0.1 * GB, '/var/lib/gaon-rasoi').verdict).toBe('WARN');
    expect(diskVerdict(15 * GB, 200 * GB, 0.1 * GB, '/var/lib/gaon-rasoi').verdict).toBe('WARN');
    expect(diskVerdict(15 * GB, 20 * GB, 0.1 * GB, '/var/lib/gaon-rasoi')).toMatchObject({
      verdict: 'OK',
      message: '15.0 GB free of 20.0 GB on /var/lib/gaon-rasoi',
    });
  });

  it('judges the clock from timedatectl', () => {
    expect(clockVerdict({ code: 0, stdout: 'NTP=yes\nNTPSynchronized=yes\n', stderr: '' }).verdict).toBe('OK');
    expect(clockVerdict({ code: 0, stdout: 'NTP=yes\nNTPSynchronized=no\n', stderr: '' }).verdict).toBe('WARN');
    expect(clockVerdict({ code: 0, stdout: 'NTP=no\nNTPSynchronized=no\n', stderr: '' })).toMatchObject({
      verdict: 'FAIL',
      fix: expect.stringContaining('timedatectl set-ntp true'),
    });
    expect(clockVerdict({ code: 1, stdout: '', stderr: 'System has not been booted with systemd' }).verdict).toBe(
      'WARN',
    );
    expect(clockVerdict({ code: null, stdout: '', stderr: '' }).verdict).toBe('WARN');
  });
});

// The service user of this box is nobody (install.sh makes gaon-rasoi; nobody exists everywhere).
describe.runIf(process.getuid?.() === 0 && HAS_CADDY)('gaon-rasoi doctor on an installed layout', () => {
  const root = path.join(dir, 'root');
  const fakes = path.join(dir, 'bin');
  const listeners: net.Server[] = [];
  let site = '';
  const siteFile = path.join(root, 'etc/caddy/sites/gaon-rasoi.caddy');
  const envFile = path.join(root, 'etc/gaon-rasoi/env');
  const data = path.join(root, 'var/lib/gaon-rasoi');
  const stray = path.join(data, 'backups', 'gaon-rasoi-2026-11-24-030000.tar.gz');

  beforeAll(async () => {
    fs.chmodSync(dir, 0o755);
    execFileSync('bash', [path.join(ROOT, 'deploy', 'install.sh'), '--root', root, 'localhost', 'owner@example.com'], {
      encoding: 'utf8',
    });
    const unitFile = path.join(root, 'etc/systemd/system/gaon-rasoi.service');
    fs.writeFileSync(unitFile, fs.readFileSync(unitFile, 'utf8').replace(/^User=gaon-rasoi$/m, 'User=nobody'));
    // The database as the service made it, in the data folder install.sh's settings name.
    expect(fs.readFileSync(envFile, 'utf8')).toMatch(/^DATABASE_PATH=\/var\/lib\/gaon-rasoi\/app\.db$/m);
    openDatabase(path.join(data, 'app.db')).close();
    // What a backup run as root (sudo npm run backup, before the gaon-rasoi command) left behind.
    fs.mkdirSync(path.dirname(stray), { recursive: true });
    fs.writeFileSync(stray, 'an archive');
    execFileSync('chown', ['-R', 'nobody:nogroup', data]);
    fs.chownSync(stray, 0, 0);

    // Caddy's ports: free ones here (Caddy's global options say so), each with a listener.
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    for (const port of [httpPort, httpsPort]) {
      const server = net.createServer((socket) => socket.end());
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      listeners.push(server);
    }
    const main = path.join(root, 'etc/caddy/Caddyfile');
    fs.writeFileSync(
      main,
      `{\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n}\n\n${fs.readFileSync(main, 'utf8')}`,
    );
    site = fs.readFileSync(siteFile, 'utf8');

    // Stand-ins for rclone (its remote "good:" is configured, any other is not) and timedatectl.
    fs.mkdirSync(fakes, { mode: 0o755 });
    fs.writeFileSync(
      path.join(fakes, 'rclone'),
      '#!/bin/sh\ncase "$*" in *good:*) exit 0 ;; esac\nfor a; do last=$a; done\necho "Failed to lsd: $(id -un) has no remote \\"${last%:}\\" in its rclone config" >&2\nexit 1\n',
      { mode: 0o755 },
    );
    fs.writeFileSync(path.join(fakes, 'timedatectl'), '#!/bin/sh\nprintf "NTP=yes\\nNTPSynchronized=yes\\n"\n', {
      mode: 0o755,
    });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(listeners.map((s) => new Promise((resolve) => s.close(resolve))));
  });

  /** `gaon-rasoi doctor` as installed, reading the scratch root; `asUid`: run without sudo, as that user. */
  function doctor(asUid?: number) {
    const settings = ['DATABASE_PATH', 'PORT', 'HOST', 'BACKUP_DIR', 'BACKUP_COMMAND', 'GAON_RASOI_ENV_FILE'];
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !settings.includes(name)));
    const command = [path.join(root, 'usr/local/bin/gaon-rasoi'), 'doctor', '--root', root];
    const as = asUid === undefined ? [] : ['setpriv', `--reuid=${asUid}`, `--regid=${asUid}`, '--clear-groups'];
    const [program, ...args] = [...as, ...command];
    const result = spawnSync(program, args, {
      encoding: 'utf8',
      env: { ...env, PATH: `${fakes}:${process.env.PATH}`, ...(asUid === undefined ? {} : { HOME: '/tmp' }) },
      cwd: '/',
    });
    const lines = result.stdout.split('\n');
    const line = (name: string) =>
      lines.find((l) => l.slice(6).startsWith(`${name}:`)) ?? `(no ${name} line in)\n${result.stdout}${result.stderr}`;
    return { status: result.status, output: result.stdout + result.stderr, line };
  }

  it('FAILs with what to do on a root-owned file, compressed event streams and an unreachable off-box target, and exits 1', () => {
    fs.writeFileSync(siteFile, site.replace('encode @compressible zstd gzip', 'encode zstd gzip'));
    fs.appendFileSync(envFile, `BACKUP_COMMAND='rclone copy "$1" gdrive:gaon-rasoi-backups'\n`);
    const { status, output, line } = doctor();
    expect(status, output).toBe(1);
    expect(line('Data folder')).toMatch(
      /^FAIL {2}Data folder: 1 file in \/var\/lib\/gaon-rasoi is not nobody's \(\/var\/lib\/gaon-rasoi\/backups\/gaon-rasoi-2026-11-24-030000\.tar\.gz \(root's\)\)/,
    );
    expect(line('Data folder')).toContain('→ sudo chown -R nobody: /var/lib/gaon-rasoi');
    expect(line('Caddy site')).toMatch(
      /^FAIL {2}Caddy site: \/etc\/caddy\/Caddyfile compresses the live streams \(\/api\/admin\/events, \/api\/vendor\/events, \/api\/delivery\/events, \/api\/menu\/events\)/,
    );
    // The dry run ran as the service user, with its own rclone configuration.
    expect(line('Off-box copy')).toMatch(
      /^FAIL {2}Off-box copy: the dry run \(rclone lsd --max-depth 1 gdrive:\) failed as nobody: Failed to lsd: nobody has no remote "gdrive"/,
    );
    expect(line('Off-box copy')).toContain('→ configure it as the service user: sudo -u nobody -H rclone config');
    // What is right says so, each on its own line.
    for (const name of ['Installation', 'Caddy', 'Ports', 'Clock', 'Disk space']) expect(line(name)).toMatch(/^OK {4}/);
    expect(line('DNS')).toMatch(/^WARN {2}DNS: localhost is not a public domain name/);
    expect(output).toMatch(/3 checks FAILED/);
  }, 60_000);

  it('passes once they are fixed', () => {
    fs.writeFileSync(siteFile, site);
    fs.chownSync(stray, 65534, 65534);
    fs.writeFileSync(
      envFile,
      fs.readFileSync(envFile, 'utf8').replaceAll('gdrive:gaon-rasoi-backups', 'good:gaon-rasoi-backups'),
    );
    const { status, output, line } = doctor();
    expect(status, output).toBe(0);
    expect(output).not.toMatch(/^FAIL/m);
    expect(line('Data folder')).toBe("OK    Data folder: /var/lib/gaon-rasoi: everything is nobody's");
    expect(line('Caddy site')).toBe(
      'OK    Caddy site: localhost → 127.0.0.1:3000; the live streams are not compressed',
    );
    expect(line('Off-box copy')).toBe('OK    Off-box copy: rclone reaches good: (as nobody)');
    expect(line('Ports')).toMatch(/^OK {4}Ports: \d+ and \d+ are listening$/);
    expect(line('Clock')).toMatch(/^OK {4}Clock: synchronised/);
    expect(line('Node.js')).toMatch(/^(OK|WARN) {2,4}Node\.js: Node \d+\.\d+\.\d+/);
  }, 60_000);

  it('a Node that moved on since the install, or one the driver was not built for, is named', () => {
    fs.writeFileSync(path.join(root, 'var/lib/gaon-rasoi-install/node-major'), '18\n');
    const { line } = doctor();
    expect(line('Node.js')).toMatch(
      /^WARN {2}Node\.js: Node \d+\.\d+\.\d+, but the install built with Node 18 → run sudo deploy\/install\.sh YOUR-DOMAIN again/,
    );
  }, 60_000);

  it('run without sudo, it says what it could not check instead of failing on what it cannot read', () => {
    fs.chmodSync(envFile, 0o640);
    const { status, output, line } = doctor(12345);
    expect(status, output).toBe(0);
    expect(output).not.toMatch(/^FAIL/m);
    expect(line('Installation')).toMatch(
      /^WARN {2}Installation: \/etc\/gaon-rasoi\/env is readable only by root and nobody, so the Caddy site's port, the data folder, the off-box copy and the disk space were not checked → sudo gaon-rasoi doctor checks them too$/,
    );
    expect(line('Clock')).toMatch(/^OK {4}Clock/);
  }, 60_000);
});
