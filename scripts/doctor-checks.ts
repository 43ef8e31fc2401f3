/**
 * What `gaon-rasoi doctor` checks on an installed box, one function per check. Each answers OK,
 * WARN or FAIL with what was found and, unless OK, what to do. Kept apart from scripts/doctor.ts
 * (which reads the installation and prints) so the judgements can be tested on their own.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promises as dnsPromises } from 'node:dns';
import { parseEnv } from 'node:util';
import { readConfig, type Config } from '../server/config';

export type Verdict = 'OK' | 'WARN' | 'FAIL';
export interface CheckResult {
  name: string;
  verdict: Verdict;
  message: string;
  /** What to do about it (not for OK). */
  fix?: string;
}

const ok = (name: string, message: string): CheckResult => ({ name, verdict: 'OK', message });
const warn = (name: string, message: string, fix?: string): CheckResult => ({ name, verdict: 'WARN', message, fix });
const fail = (name: string, message: string, fix?: string): CheckResult => ({ name, verdict: 'FAIL', message, fix });

/** Runs a program; never throws: answers its exit code (null when it could not start) and output. */
export function run(
  file: string,
  args: string[],
  options: { cwd?: string; timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { cwd: options.cwd, timeout: options.timeoutMs ?? 30_000, env: options.env, maxBuffer: 4 << 20 },
      (err, stdout, stderr) => {
        // A number: its exit code; ENOENT (not installed) or a time-out: null.
        const exit = (err as { code?: unknown } | null)?.code;
        const code = !err ? 0 : typeof exit === 'number' ? exit : null;
        resolve({ code, stdout: `${stdout}`, stderr: `${stderr}` || (code === null && err ? err.message : '') });
      },
    );
  });
}

const firstLine = (text: string) =>
  text
    .trim()
    .split('\n')
    .find((l) => l.trim())
    ?.trim() ?? '';

// ---------------------------------------------------------------------------------------------
// The installation: what install.sh wrote, read under a root folder (/ on the box itself).

export interface Installation {
  /** Where the installed files are read: "/" on the box, a scratch folder for `install.sh --root`. */
  root: string;
  /** An installed file's path under `root`. */
  at(file: string): string;
  /** A path under `root` as it is on the box (for messages and commands to type). */
  shown(file: string): string;
  unitFile: string;
  unitFound: boolean;
  serviceUser: string;
  appDir: string;
  /** The node the service runs (ExecStart=). */
  node: string;
  envFile: string;
  /** Why the settings file could not be read, if it could not. */
  envProblem?: string;
  /**
   * The settings are closed to this user (doctor run without sudo): the checks that need them
   * would only guess, so they are left out and named instead.
   */
  notRoot: boolean;
  /** The settings as the service reads them (paths as on the box, not under `root`). */
  config: Config;
  /** The Node major version install.sh built with, when it recorded one. */
  recordedNodeMajor?: string;
  caddyFile: string;
}

/** One `Key=value` of a unit file, or undefined. */
function unitValue(unit: string, key: string): string | undefined {
  const line = unit.split('\n').find((l) => l.startsWith(`${key}=`));
  return line?.slice(key.length + 1).trim();
}

export function readInstallation(root: string, env: NodeJS.ProcessEnv = process.env): Installation {
  const base = path.resolve(root || '/');
  const at = (file: string) => (base === '/' ? file : path.join(base, file));
  const shown = (file: string) => (base !== '/' && file.startsWith(base + path.sep) ? file.slice(base.length) : file);
  const unitFile = at('/etc/systemd/system/gaon-rasoi.service');
  let unit = '';
  try {
    unit = fs.readFileSync(unitFile, 'utf8');
  } catch {
    // Not installed by install.sh (or not here): the defaults it would have written.
  }
  const appDir = unitValue(unit, 'WorkingDirectory') ?? path.resolve(import.meta.dirname, '..');
  const envFile = at(
    env.GAON_RASOI_ENV_FILE || unitValue(unit, 'EnvironmentFile')?.replace(/^-/, '') || '/etc/gaon-rasoi/env',
  );
  let settings: Record<string, string> = {};
  let envProblem: string | undefined;
  let notRoot = false;
  try {
    settings = Object.fromEntries(
      Object.entries(parseEnv(fs.readFileSync(envFile, 'utf8'))).filter(
        (e): e is [string, string] => e[1] !== undefined,
      ),
    );
  } catch (err) {
    const denied = (err as NodeJS.ErrnoException).code === 'EACCES';
    notRoot = denied && process.getuid?.() !== 0;
    envProblem = denied
      ? `cannot read ${envFile}: permission denied`
      : `cannot read ${envFile}: ${(err as Error).message}`;
  }
  let config: Config;
  try {
    config = readConfig(settings);
  } catch (err) {
    envProblem = `${envFile}: ${(err as Error).message}`;
    config = readConfig({});
  }
  // The service runs in its WorkingDirectory: a relative DATABASE_PATH is relative to the code.
  const fromApp = (p: string) => path.resolve(appDir, p);
  config = {
    ...config,
    databasePath: fromApp(config.databasePath),
    uploadsDir: path.join(path.dirname(fromApp(config.databasePath)), 'uploads'),
    backupDir: fromApp(config.backupDir),
  };
  let recordedNodeMajor: string | undefined;
  try {
    recordedNodeMajor = fs.readFileSync(at('/var/lib/gaon-rasoi-install/node-major'), 'utf8').trim() || undefined;
  } catch {
    // An install from before the doctor: nothing recorded.
  }
  return {
    root: base,
    at,
    shown,
    unitFile,
    unitFound: unit !== '',
    serviceUser: unitValue(unit, 'User') ?? 'gaon-rasoi',
    appDir,
    node: unitValue(unit, 'ExecStart')?.split(/\s+/)[0] ?? process.execPath,
    envFile,
    envProblem,
    notRoot,
    config,
    recordedNodeMajor,
    caddyFile: at('/etc/caddy/Caddyfile'),
  };
}

export function installationCheck(inst: Installation): CheckResult {
  const name = 'Installation';
  if (!inst.unitFound)
    return fail(
      name,
      `no service at ${inst.unitFile}`,
      'install it: cd /opt/gaon-rasoi && sudo deploy/install.sh YOUR-DOMAIN (README, "Put it online")',
    );
  if (inst.notRoot)
    return warn(
      name,
      `${inst.shown(inst.envFile)} is readable only by root and ${inst.serviceUser}, so the Caddy site's port, the data folder, the off-box copy and the disk space were not checked`,
      'sudo gaon-rasoi doctor checks them too',
    );
  if (inst.envProblem)
    return fail(
      name,
      inst.envProblem,
      process.getuid?.() === 0 ? `fix ${inst.envFile}` : 'run it as root: sudo gaon-rasoi doctor',
    );
  return ok(name, `settings ${inst.shown(inst.envFile)}; the service runs as ${inst.serviceUser} from ${inst.appDir}`);
}

// ---------------------------------------------------------------------------------------------
// Node.js

/** When each Node major stops getting security fixes (nodejs.org/en/about/previous-releases). */
const NODE_END_OF_LIFE: Record<number, string> = {
  18: '2025-04-30',
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
  26: '2029-04-30',
};
const MIN_NODE = 20;

export async function nodeCheck(inst: Installation, now = Date.now()): Promise<CheckResult> {
  const name = 'Node.js';
  const version = await run(inst.node, ['-p', 'process.versions.node']);
  if (version.code !== 0)
    return fail(
      name,
      `the service's node (${inst.node}) does not run: ${firstLine(version.stderr) || 'not found'}`,
      'install Node.js 22 or 24 (README, "Put it online"), then sudo deploy/install.sh YOUR-DOMAIN',
    );
  const running = version.stdout.trim();
  const major = Number(running.split('.')[0]);
  if (major < MIN_NODE)
    return fail(
      name,
      `the service runs Node ${running}; the app needs ${MIN_NODE} or newer`,
      'install Node.js 22 or 24 (README), then sudo deploy/install.sh YOUR-DOMAIN',
    );
  // The database driver is a native module built for one Node major: a Node upgraded under it
  // (apt upgrade) and the service cannot open the database at its next start.
  const driver = await run(inst.node, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], {
    cwd: inst.appDir,
  });
  if (driver.code !== 0) {
    const said = driver.stderr.match(/NODE_MODULE_VERSION \d+[^\n]*/)?.[0] ?? firstLine(driver.stderr);
    return fail(
      name,
      `Node ${running} cannot load the database driver (${said})`,
      `cd ${inst.appDir} && sudo npm rebuild better-sqlite3 && sudo systemctl restart gaon-rasoi`,
    );
  }
  const eol = NODE_END_OF_LIFE[major];
  const chosen = inst.recordedNodeMajor;
  if (!chosen)
    return warn(
      name,
      `Node ${running}; the install recorded no Node version (an older install.sh)`,
      'run sudo deploy/install.sh YOUR-DOMAIN again: it records it',
    );
  if (String(major) !== chosen)
    return warn(
      name,
      `Node ${running}, but the install built with Node ${chosen}`,
      `run sudo deploy/install.sh YOUR-DOMAIN again so the build matches Node ${major}`,
    );
  if (eol && now > Date.parse(eol))
    return warn(
      name,
      `Node ${running} (the major the install chose) no longer gets security fixes (since ${eol})`,
      'move to Node 22 or 24 (README, "Put it online"), then sudo deploy/install.sh YOUR-DOMAIN',
    );
  return ok(name, `Node ${running}, the major the install chose; the database driver loads`);
}

// ---------------------------------------------------------------------------------------------
// Caddy

/** Caddy's JSON config, as much of it as the checks read. */
interface CaddyRoute {
  match?: Array<Record<string, unknown>>;
  handle?: Array<{ handler: string; routes?: CaddyRoute[]; upstreams?: Array<{ dial?: string }> }>;
}
export interface CaddyConfig {
  apps?: {
    http?: {
      http_port?: number;
      https_port?: number;
      servers?: Record<string, { listen?: string[]; routes?: CaddyRoute[] }>;
    };
  };
}

/** Caddy's path matcher, as Caddy 2 matches it (a glob; a leading or trailing `*` is a suffix or prefix match). */
export function caddyPathMatches(pattern: string, requestPath: string): boolean {
  const p = pattern.toLowerCase();
  const r = requestPath.toLowerCase();
  if (p === '*') return true;
  if (p.length > 1 && p.startsWith('*') && p.endsWith('*')) return r.includes(p.slice(1, -1));
  if (p.startsWith('*')) return r.endsWith(p.slice(1));
  if (p.endsWith('*')) return r.startsWith(p.slice(0, -1));
  const glob = p
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]');
  return new RegExp(`^${glob}$`).test(r);
}

interface Probe {
  host: string;
  path: string;
}

/** Whether one matcher set may match the request. A matcher this check does not know counts as matching (it cannot rule the request out). */
function setMatches(set: Record<string, unknown>, probe: Probe): boolean {
  for (const [kind, value] of Object.entries(set)) {
    if (kind === 'path' && !(value as string[]).some((p) => caddyPathMatches(p, probe.path))) return false;
    if (kind === 'not' && (value as Array<Record<string, unknown>>).some((inner) => setMatches(inner, probe)))
      return false;
    if (kind === 'host' && !(value as string[]).some((h) => hostMatches(h, probe.host))) return false;
  }
  return true;
}

function hostMatches(pattern: string, host: string): boolean {
  const p = pattern.toLowerCase();
  if (p.startsWith('*.'))
    return host.toLowerCase().endsWith(p.slice(1)) && host.split('.').length === p.split('.').length;
  return p === host.toLowerCase();
}

const routeMatches = (route: CaddyRoute, probe: Probe) =>
  !route.match?.length || route.match.some((set) => setMatches(set, probe));

/** The handlers a request would pass through in these routes (subroutes followed). */
function handlersFor(routes: CaddyRoute[] | undefined, probe: Probe): string[] {
  const seen: string[] = [];
  for (const route of routes ?? []) {
    if (!routeMatches(route, probe)) continue;
    for (const handler of route.handle ?? []) {
      seen.push(handler.handler);
      if (handler.handler === 'subroute') seen.push(...handlersFor(handler.routes, probe));
    }
  }
  return seen;
}

function dials(routes: CaddyRoute[] | undefined): string[] {
  return (routes ?? []).flatMap((route) =>
    (route.handle ?? []).flatMap((h) => [...(h.upstreams ?? []).map((u) => u.dial ?? ''), ...dials(h.routes)]),
  );
}

export interface CaddySite {
  /** The site's host names (what DNS must point here). */
  domains: string[];
  /** Where Caddy sends them. */
  upstreams: string[];
  /** Whether they reach the app's port. */
  reachesApp: boolean;
  /** The live streams Caddy would compress (each one then says nothing new to a browser). */
  compressedStreams: string[];
  httpPort: number;
  httpsPort: number;
}

/** The live streams behind the proxy: the orders' (admin, kitchen, rider) and the site's sold-out dishes. */
export const EVENT_STREAMS = ['/api/admin/events', '/api/vendor/events', '/api/delivery/events', '/api/menu/events'];

/** The shop's site in Caddy's config: the routes whose proxy reaches the app's port. */
export function findSite(config: CaddyConfig, appPort: number): CaddySite | undefined {
  const http = config.apps?.http;
  const appDials = new Set([`127.0.0.1:${appPort}`, `localhost:${appPort}`, `[::1]:${appPort}`]);
  const proxied = Object.values(http?.servers ?? {})
    .flatMap((server) => server.routes ?? [])
    .filter((route) => dials([route]).length > 0);
  const ours = proxied.filter((route) => dials([route]).some((d) => appDials.has(d)));
  // None reaches the app's port: the proxied sites, to say where they go instead.
  const chosen = ours.length ? ours : proxied;
  if (!chosen.length) return undefined;
  const domains = [
    ...new Set(
      chosen.flatMap((route) => (route.match ?? []).flatMap((set) => (set.host as string[] | undefined) ?? [])),
    ),
  ];
  const compressedStreams = EVENT_STREAMS.filter((stream) =>
    chosen.some((route) => {
      const probe = { host: domains[0] ?? 'localhost', path: stream };
      return routeMatches(route, probe) && handlersFor([route], probe).includes('encode');
    }),
  );
  return {
    domains,
    reachesApp: ours.length > 0,
    upstreams: [...new Set(chosen.flatMap((route) => dials([route])))],
    compressedStreams,
    httpPort: http?.http_port ?? 80,
    httpsPort: http?.https_port ?? 443,
  };
}

/** Caddy 2.6.2 is Debian 12's, the oldest the deploy tests run behind. */
const OLDEST_CADDY = [2, 6, 2];

export async function caddyVersionCheck(): Promise<CheckResult> {
  const name = 'Caddy';
  const version = await run('caddy', ['version'], { timeoutMs: 10_000 });
  if (version.code === null || version.code === 127)
    return fail(
      name,
      'caddy is not installed: nothing serves the shop over HTTPS',
      'sudo apt-get install -y caddy, then sudo deploy/install.sh YOUR-DOMAIN',
    );
  if (version.code !== 0)
    return fail(name, `caddy version failed: ${firstLine(version.stderr)}`, 'sudo apt-get install --reinstall caddy');
  const text = version.stdout.trim().split(/\s+/)[0];
  const parts = (text.match(/v?(\d+)\.(\d+)\.(\d+)/)?.slice(1) ?? []).map(Number);
  const older = parts.length === 3 && parts.reduce((cmp, n, i) => cmp || Math.sign(n - OLDEST_CADDY[i]), 0) < 0;
  if (older)
    return warn(
      name,
      `caddy ${text} is older than Debian 12's 2.6.2, the oldest this app is tested behind`,
      "sudo apt-get install caddy (from Debian 12 or newer, or Caddy's own repository)",
    );
  return ok(name, `caddy ${text}`);
}

/** `caddy adapt` of the served Caddyfile (imports followed, as Caddy reads it): its JSON, or why not. */
export async function adaptCaddyfile(file: string): Promise<{ config?: CaddyConfig; problem?: string }> {
  if (!fs.existsSync(file)) return { problem: `there is no ${file}` };
  const adapted = await run('caddy', ['adapt', '--config', file, '--adapter', 'caddyfile'], { timeoutMs: 15_000 });
  if (adapted.code !== 0)
    return {
      problem: `Caddy refuses ${file}: ${firstLine(adapted.stderr.replace(/^.*?Error: /s, '')) || 'caddy is not installed'}`,
    };
  try {
    return { config: JSON.parse(adapted.stdout) as CaddyConfig };
  } catch {
    return { problem: `caddy adapt gave no JSON for ${file}` };
  }
}

export function caddySiteCheck(
  file: string,
  adapted: { config?: CaddyConfig; problem?: string },
  appPort: number,
): { result: CheckResult; site?: CaddySite } {
  const name = 'Caddy site';
  if (!adapted.config)
    return {
      result: fail(
        name,
        adapted.problem ?? 'no config',
        'sudo deploy/install.sh YOUR-DOMAIN writes it (the site as /etc/caddy/sites/gaon-rasoi.caddy)',
      ),
    };
  const site = findSite(adapted.config, appPort);
  if (!site)
    return {
      result: fail(
        name,
        `${file} serves no site that reaches the shop (127.0.0.1:${appPort})`,
        'sudo deploy/install.sh YOUR-DOMAIN adds it',
      ),
    };
  const upstream = `127.0.0.1:${appPort}`;
  if (!site.reachesApp) {
    return {
      site,
      result: fail(
        name,
        `Caddy sends ${site.domains.join(', ') || 'the site'} to ${site.upstreams.join(', ')}, but the shop listens on ${upstream} (PORT)`,
        `make reverse_proxy in /etc/caddy/sites/gaon-rasoi.caddy say ${upstream}, then sudo systemctl reload caddy`,
      ),
    };
  }
  if (site.compressedStreams.length) {
    return {
      site,
      result: fail(
        name,
        `${file} compresses the live streams (${site.compressedStreams.join(', ')}): Caddy then holds them back, and no new order rings in a browser nor a sold-out dish shows on the site`,
        'exclude them from encode as deploy/Caddyfile does (@compressible not path /api/*/events; encode @compressible zstd gzip), then sudo systemctl reload caddy',
      ),
    };
  }
  return {
    site,
    result: ok(name, `${site.domains.join(', ') || 'the site'} → ${upstream}; the live streams are not compressed`),
  };
}

// ---------------------------------------------------------------------------------------------
// DNS

/** Addresses no other machine reaches this one by: loopback, private, link-local, shared and documentation ranges. */
export function isPublicAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const [a, b] = address.split('.').map(Number);
    if (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    )
      return false;
    if (/^(192\.0\.2|198\.51\.100|203\.0\.113)\./.test(address) || (a === 198 && (b === 18 || b === 19)) || a >= 224)
      return false;
    return true;
  }
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '::') return false;
  if (/^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('2001:db8') || lower.startsWith('ff'))
    return false;
  if (lower.startsWith('::ffff:')) return isPublicAddress(lower.slice(7));
  return true;
}

/** This machine's own addresses (its network interfaces, loopback left out). */
export function localAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((i): i is os.NetworkInterfaceInfo => Boolean(i) && !i!.internal)
    .map((i) => i.address);
}

/**
 * The judgement on what a domain resolves to against this machine's addresses. A box behind NAT
 * (most clouds' private interfaces) cannot see its public address itself: then it warns rather
 * than fails.
 */
export function dnsVerdict(domain: string, resolved: string[], local: string[]): CheckResult {
  const name = 'DNS';
  const mine = resolved.filter((a) => local.includes(a));
  const elsewhere = resolved.filter((a) => !local.includes(a));
  const publicHere = local.filter(isPublicAddress);
  const here = publicHere.length ? publicHere.join(', ') : local.join(', ') || 'none';
  if (!resolved.length)
    return fail(
      name,
      `${domain} has no address in DNS: Let's Encrypt cannot certify it and nobody can reach the shop`,
      `add an A record (and AAAA for IPv6) for ${domain} pointing at ${here} at your domain's DNS provider`,
    );
  if (!elsewhere.length) return ok(name, `${domain} → ${resolved.join(', ')}, this machine`);
  if (!publicHere.length)
    return warn(
      name,
      `${domain} → ${elsewhere.join(', ')}; this machine's own addresses are private (${here}), so it cannot tell whether that is its public address`,
      `make sure ${elsewhere.join(', ')} is this server's public address (your provider's panel shows it)`,
    );
  if (mine.length)
    return warn(
      name,
      `${domain} → ${resolved.join(', ')}: ${elsewhere.join(', ')} is not this machine (${here}), so some visitors reach another one`,
      `remove the records for ${elsewhere.join(', ')}`,
    );
  return fail(
    name,
    `${domain} → ${elsewhere.join(', ')}, not this machine (${here})`,
    `point the A record of ${domain} at ${here}`,
  );
}

export async function dnsCheck(
  domains: string[],
  resolver = new dnsPromises.Resolver({ timeout: 5000, tries: 2 }),
  local = localAddresses(),
): Promise<CheckResult> {
  const name = 'DNS';
  const named = domains.filter((d) => !net.isIP(d));
  if (!domains.length)
    return warn(name, 'no domain configured: the site answers no name', 'sudo deploy/install.sh YOUR-DOMAIN');
  const results: CheckResult[] = [];
  for (const domain of named.length ? named : domains) {
    if (net.isIP(domain)) {
      results.push(dnsVerdict(domain, [domain], local));
      continue;
    }
    if (domain === 'localhost' || domain.endsWith('.localhost') || domain.startsWith('*')) {
      results.push(
        warn(
          name,
          `${domain} is not a public domain name: nobody outside this machine reaches it`,
          "sudo deploy/install.sh YOUR-DOMAIN with the shop's real domain",
        ),
      );
      continue;
    }
    const answers = await Promise.allSettled([resolver.resolve4(domain), resolver.resolve6(domain)]);
    const addresses = answers.flatMap((a) => (a.status === 'fulfilled' ? a.value : []));
    const unreachable = answers.every(
      (a) =>
        a.status === 'rejected' &&
        !['ENOTFOUND', 'ENODATA', 'NXDOMAIN'].includes((a.reason as NodeJS.ErrnoException).code ?? ''),
    );
    if (!addresses.length && unreachable) {
      results.push(
        warn(
          name,
          `cannot ask DNS about ${domain} (${((answers[0] as PromiseRejectedResult).reason as Error).message})`,
          "check this machine's network and /etc/resolv.conf",
        ),
      );
      continue;
    }
    results.push(dnsVerdict(domain, addresses, local));
  }
  return worst(results, name);
}

/** The worst of several results under one name (their messages joined). */
function worst(results: CheckResult[], name: string): CheckResult {
  const order: Verdict[] = ['OK', 'WARN', 'FAIL'];
  const top = results.reduce((a, b) => (order.indexOf(b.verdict) > order.indexOf(a.verdict) ? b : a));
  if (results.length === 1) return top;
  return { name, verdict: top.verdict, message: results.map((r) => r.message).join('; '), fix: top.fix };
}

// ---------------------------------------------------------------------------------------------
// Ports

/** Whether something accepts connections on this port. */
export function listening(port: number, host = '127.0.0.1', timeoutMs = 3000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function portsCheck(ports: number[]): Promise<CheckResult> {
  const name = 'Ports';
  const closed: number[] = [];
  for (const port of ports) if (!(await listening(port))) closed.push(port);
  if (closed.length) {
    return fail(
      name,
      `nothing listens on port ${closed.join(' and ')}: visitors ${closed.length === ports.length ? 'cannot reach the shop' : 'reach only part of it'} and Let's Encrypt cannot certify it`,
      'sudo systemctl restart caddy, then journalctl -u caddy -n 50 (another program on the port? a firewall: sudo ufw allow 80,443/tcp)',
    );
  }
  return ok(name, `${ports.join(' and ')} are listening`);
}

// ---------------------------------------------------------------------------------------------
// The data folder

export function userIds(user: string): { uid: number; gid: number } | undefined {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export function homeOf(user: string): string | undefined {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  return line?.split(':')[5] || undefined;
}

/** Every entry under `folder` (itself included) not owned by `uid`, as `path (owner uid)`; at most `limit`. */
export function notOwnedBy(folder: string, uid: number, limit = 5): { count: number; first: string[] } {
  let count = 0;
  const first: string[] = [];
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch {
      return;
    }
    if (stat.uid !== uid) {
      count++;
      if (first.length < limit) first.push(`${entry} (${ownerName(stat.uid)}'s)`);
    }
    if (stat.isDirectory()) {
      let names: string[] = [];
      try {
        names = fs.readdirSync(entry);
      } catch {
        return;
      }
      for (const name of names) visit(path.join(entry, name));
    }
  };
  visit(folder);
  return { count, first };
}

function ownerName(uid: number): string {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.split(':')[2] === String(uid));
  return line ? line.split(':')[0] : `uid ${uid}`;
}

export function dataFolderCheck(inst: Installation): CheckResult {
  const name = 'Data folder';
  const dataDir = inst.at(path.dirname(inst.config.databasePath));
  const backupDir = inst.at(inst.config.backupDir);
  const user = inst.serviceUser;
  const ids = userIds(user);
  if (!ids)
    return fail(name, `the service user ${user} does not exist`, 'sudo deploy/install.sh YOUR-DOMAIN creates it');
  if (!fs.existsSync(dataDir))
    return warn(
      name,
      `${dataDir} is not there yet`,
      'the service makes it at its first start: sudo systemctl start gaon-rasoi',
    );
  const folders = [
    dataDir,
    ...(backupDir.startsWith(dataDir + path.sep) || !fs.existsSync(backupDir) ? [] : [backupDir]),
  ];
  let count = 0;
  const first: string[] = [];
  for (const folder of folders) {
    const found = notOwnedBy(folder, ids.uid);
    count += found.count;
    first.push(...found.first);
  }
  const shown = folders.map(inst.shown);
  if (count) {
    return fail(
      name,
      `${count} file${count > 1 ? 's' : ''} in ${shown.join(' and ')} ${count > 1 ? 'are' : 'is'} not ${user}'s (${first.map(inst.shown).join(', ')}${count > first.length ? ', …' : ''}): the shop cannot write its database ("attempt to write a readonly database") or its backups`,
      `sudo chown -R ${user}: ${shown.join(' ')}`,
    );
  }
  const db = inst.at(inst.config.databasePath);
  if (fs.existsSync(db) && (fs.statSync(db).mode & 0o200) === 0)
    return fail(name, `${inst.shown(db)} is read-only to ${user}`, `sudo chmod u+w ${inst.config.databasePath}`);
  return ok(name, `${shown.join(' and ')}: everything is ${user}'s`);
}

// ---------------------------------------------------------------------------------------------
// The off-box copy (BACKUP_COMMAND)

/** A command line split into words as the shell would ("…" and '…' quoting; `$1` stays `$1`). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      word += line.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? line.length : end;
      inWord = true;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        if (line[j] === '\\' && j + 1 < line.length) j++;
        word += line[j];
      }
      i = j;
      inWord = true;
    } else if (c === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

const quote = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`);

export interface DryRun {
  /** A shell command that reaches the target without copying anything. */
  command?: string;
  /** What it proves, for the message. */
  what: string;
  /** A local folder the copy writes into (checked for the service user's write access instead). */
  folder?: string;
}

/**
 * A dry run of BACKUP_COMMAND's target: for rclone, listing the remote (`rclone lsd remote:`,
 * with the command's own flags, e.g. --config); for rsync or scp to `host:path`, an ssh login
 * that runs nothing; for a local folder, whether it can be written. Undefined when the command
 * is not one of these (a script of the owner's: nothing to try without copying).
 */
export function dryRunOf(backupCommand: string): DryRun | undefined {
  if (/[;&|`]|\$\(/.test(backupCommand.replace(/"\$1"|'\$1'|\$1/g, ''))) return undefined;
  const words = shellWords(backupCommand);
  const tool = path.basename(words[0] ?? '');
  const args = words.slice(1).filter((w) => w !== '$1');
  if (tool === 'rclone') {
    const verb = args.findIndex((w) => ['copy', 'copyto', 'sync', 'move', 'moveto'].includes(w));
    const target = [...args].reverse().find((w) => /^[\w.-]+:/.test(w));
    if (verb < 0 || !target) return undefined;
    const remote = target.slice(0, target.indexOf(':') + 1);
    const rest = args.filter((w, i) => i !== verb && w !== target);
    return {
      command: ['rclone', ...rest, 'lsd', '--max-depth', '1', remote].map(quote).join(' '),
      what: `rclone reaches ${remote}`,
    };
  }
  if (tool === 'rsync' || tool === 'scp') {
    const target = args[args.length - 1];
    if (!target) return undefined;
    const remote = target.match(/^((?:[^@/:]+@)?[^/:]+):(?!:)/);
    if (remote && !target.startsWith('rsync://')) {
      // The ssh the copy itself uses: rsync -e 'ssh -p 2222 -i key', or scp's -P/-i.
      const e = args.findIndex((w) => w === '-e' || w === '--rsh');
      const ssh = e >= 0 && args[e + 1] ? shellWords(args[e + 1]) : ['ssh'];
      if (tool === 'scp') {
        for (let i = 0; i < args.length - 1; i++) {
          if (args[i] === '-P') ssh.push('-p', args[i + 1]);
          if (args[i] === '-i') ssh.push('-i', args[i + 1]);
        }
      }
      return {
        command: [...ssh, '-o', 'BatchMode=yes', '-o', 'ConnectTimeout=10', remote[1], 'true'].map(quote).join(' '),
        what: `ssh logs in to ${remote[1]} without a password`,
      };
    }
    if (target.startsWith('/'))
      return { folder: target.endsWith('/') ? target : path.dirname(target), what: `${target} can be written` };
    return undefined;
  }
  if (tool === 'cp' || tool === 'install') {
    const target = args[args.length - 1];
    if (target?.startsWith('/'))
      return {
        folder: target.endsWith('/') || !path.extname(target) ? target : path.dirname(target),
        what: `${target} can be written`,
      };
  }
  return undefined;
}

/** Runs a shell command as the service user (with its home, as systemd starts the service), or as oneself when not root. */
export function asService(
  user: string,
  command: string,
  timeoutMs = 30_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: homeOf(user) ?? '/tmp', LANG: 'C.UTF-8' };
  if (process.getuid?.() === 0 && user !== 'root') {
    return run('runuser', ['-u', user, '--', 'env', `PATH=${env.PATH}`, `HOME=${env.HOME}`, 'sh', '-c', command], {
      timeoutMs,
    });
  }
  return run('sh', ['-c', command], { timeoutMs, env: { ...process.env } });
}

export async function offBoxCheck(
  inst: Installation,
  lastCopy?: { at: string; ok: boolean; message: string } | null,
): Promise<CheckResult> {
  const name = 'Off-box copy';
  const command = inst.config.backupCommand;
  if (!command)
    return warn(
      name,
      'no BACKUP_COMMAND: backups stay on this disk and die with it',
      `set BACKUP_COMMAND in ${inst.shown(inst.envFile)} (README, "Backup and restore"), e.g. BACKUP_COMMAND='rclone copy "$1" gdrive:gaon-rasoi-backups'`,
    );
  const dry = dryRunOf(command);
  const user = inst.serviceUser;
  if (!dry) {
    const last = lastCopy
      ? ` The last copy (${lastCopy.at}) ${lastCopy.ok ? 'worked' : `failed: ${firstLine(lastCopy.message)}`}.`
      : '';
    return lastCopy && !lastCopy.ok
      ? fail(
          name,
          `cannot dry-run BACKUP_COMMAND (${shellWords(command)[0]}).${last}`,
          'fix the command or its target; sudo gaon-rasoi backup tries it at once',
        )
      : warn(
          name,
          `cannot dry-run BACKUP_COMMAND (${shellWords(command)[0] ?? command}) without copying.${last}`,
          'sudo gaon-rasoi backup runs it once; Admin → Backups shows its result',
        );
  }
  if (dry.folder) {
    const folder = inst.at(dry.folder);
    const tried = await asService(user, `test -d ${quote(folder)} && test -w ${quote(folder)}`);
    if (tried.code === 0) return ok(name, `${dry.what} by ${user}`);
    return fail(
      name,
      `${dry.folder} is missing or not writable by ${user}: every off-box copy fails`,
      `sudo mkdir -p ${dry.folder} && sudo chown ${user}: ${dry.folder} (a disk that is mounted?)`,
    );
  }
  const tried = await asService(user, dry.command!);
  if (tried.code === 0) return ok(name, `${dry.what} (as ${user})`);
  const said = firstLine(tried.stderr) || firstLine(tried.stdout) || `exit code ${tried.code}`;
  const setup = dry.command!.startsWith('rclone')
    ? `configure it as the service user: sudo -u ${user} -H rclone config`
    : `give ${user} the key: sudo -u ${user} -H ssh-keygen, then ssh-copy-id as that user`;
  return fail(name, `the dry run (${dry.command}) failed as ${user}: ${said}`, setup);
}

// ---------------------------------------------------------------------------------------------
// Disk space

const GB = 1024 ** 3;

/** Bytes in a file or folder (0 when missing). */
export function sizeOf(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(entry).reduce((sum, name) => sum + sizeOf(path.join(entry, name)), 0);
}

/**
 * A backup needs room for a copy of the database and the uploads, and for its archive: under
 * twice their size (or 1 GB) free, the next backup or a migration fails: FAIL. Under five times
 * (or 3 GB), or a tenth of the disk: WARN.
 */
export function diskVerdict(freeBytes: number, totalBytes: number, dataBytes: number, folder: string): CheckResult {
  const name = 'Disk space';
  const need = Math.max(GB, 2 * dataBytes);
  const comfortable = Math.max(3 * GB, 5 * dataBytes);
  const free = `${(freeBytes / GB).toFixed(1)} GB free of ${(totalBytes / GB).toFixed(1)} GB on ${folder}`;
  const fix =
    'delete what is not needed (old backups in Admin → Backups, journalctl --vacuum-size=200M, apt-get clean) or grow the disk';
  if (freeBytes < need)
    return fail(name, `${free}: under ${(need / GB).toFixed(1)} GB, the next backup or update may not fit`, fix);
  if (freeBytes < comfortable || freeBytes < totalBytes / 10)
    return warn(name, `${free}: getting low (the data is ${(dataBytes / GB).toFixed(2)} GB)`, fix);
  return ok(name, free);
}

export function diskCheck(inst: Installation): CheckResult {
  let folder = inst.at(path.dirname(inst.config.databasePath));
  while (!fs.existsSync(folder) && path.dirname(folder) !== folder) folder = path.dirname(folder);
  const disk = fs.statfsSync(folder);
  const db = inst.at(inst.config.databasePath);
  const data = sizeOf(db) + sizeOf(`${db}-wal`) + sizeOf(inst.at(inst.config.uploadsDir));
  return diskVerdict(disk.bavail * disk.bsize, disk.blocks * disk.bsize, data, inst.shown(folder));
}

// ---------------------------------------------------------------------------------------------
// The clock

/** timedatectl's `show -p NTP -p NTPSynchronized` output judged: a wrong clock breaks certificates, logins and every order's time. */
export function clockVerdict(show: { code: number | null; stdout: string; stderr: string }): CheckResult {
  const name = 'Clock';
  if (show.code === null)
    return warn(
      name,
      'cannot tell whether the clock is synchronised (no timedatectl)',
      'install systemd-timesyncd or chrony',
    );
  const values = parseEnv(show.stdout) as Record<string, string>;
  if (show.code !== 0 || !('NTPSynchronized' in values))
    return warn(
      name,
      `cannot tell whether the clock is synchronised (${firstLine(show.stderr) || 'timedatectl answered nothing'})`,
      'timedatectl status',
    );
  const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  if (values.NTPSynchronized === 'yes') return ok(name, `synchronised (${now})`);
  if (values.NTP === 'yes')
    return warn(
      name,
      `time synchronisation is on but not synchronised yet (${now})`,
      'wait a minute after a boot; otherwise: timedatectl timesync-status, journalctl -u systemd-timesyncd',
    );
  return fail(
    name,
    `the clock is not synchronised and synchronisation is off (${now}): certificates, logins and order times go wrong as it drifts`,
    'sudo timedatectl set-ntp true (sudo apt-get install systemd-timesyncd if it says it is not supported)',
  );
}

export async function clockCheck(): Promise<CheckResult> {
  return clockVerdict(await run('timedatectl', ['show', '-p', 'NTP', '-p', 'NTPSynchronized'], { timeoutMs: 10_000 }));
}

/** What /api/health says of the continuous replica (null: not replicating). */
export type ReplicaHealth = { url: string; lagSeconds: number; lastSyncAt: string | null } | null;

/** The continuous replica's line, from REPLICA_URL and the running shop's /api/health (undefined: it did not answer). */
export function replicaVerdict(
  replicaUrl: string | undefined,
  health: { replica?: ReplicaHealth } | undefined,
): CheckResult {
  const name = 'Continuous replica';
  if (!replicaUrl)
    return warn(
      name,
      'not set up: if the disk dies, every order since the last backup is lost',
      'set REPLICA_URL in the settings (README, "Continuous replica")',
    );
  if (!health) return warn(name, 'the shop does not answer, so whether it replicates is unknown', 'gaon-rasoi status');
  const replica = health.replica;
  if (!replica)
    return fail(
      name,
      'REPLICA_URL is set but the running shop does not replicate',
      'sudo systemctl restart gaon-rasoi',
    );
  const last = replica.lastSyncAt ?? 'never since the shop started';
  if (replica.lagSeconds > 60)
    return fail(
      name,
      `${replica.url} is ${replica.lagSeconds} s behind (last sync ${last}): changes are not leaving the box`,
      'gaon-rasoi logs (Litestream says why: wrong keys, host unreachable)',
    );
  return ok(name, `${replica.url}, ${replica.lagSeconds} s behind (last sync ${last})`);
}

/** Asks the running shop's /api/health about its replica. */
export async function replicaCheck(inst: Installation): Promise<CheckResult> {
  let health: { replica?: ReplicaHealth } | undefined;
  try {
    const res = await fetch(`http://127.0.0.1:${inst.config.port}/api/health`, { signal: AbortSignal.timeout(3000) });
    if (res.ok) health = ((await res.json()) as { data: { replica?: ReplicaHealth } }).data;
  } catch {
    // Not answering: said as such.
  }
  return replicaVerdict(inst.config.replicaUrl, health);
}
