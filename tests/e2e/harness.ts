/**
 * Helpers for the browser end-to-end suites: start the real server (built front ends,
 * temporary SQLite file) as a child process, and launch Debian Chromium with playwright-core.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import zlib from 'node:zlib';
import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  baseUrl: string;
  databasePath: string;
  adminEmail: string;
  adminPassword: string;
  output: () => string;
  /**
   * SIGTERM and wait for a clean exit. A server still running 30 s later (stopWaitMs) is killed
   * and the call throws with its output: a server that does not stop fails the suite instead of
   * holding it forever.
   */
  stop: () => Promise<void>;
  /** Send a signal (SIGKILL for crash tests) and wait for the process to be gone. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts the server as `npm start` does (server/launch.mjs) on a free port and a fresh database;
 * resolves once /api/health answers. `stopWaitMs`: how long stop() waits for a clean exit (a
 * clean stop takes well under a second, seconds when every core is busy).
 */
export async function startServer(
  env: Record<string, string> = {},
  { stopWaitMs = 30_000 }: { stopWaitMs?: number } = {},
): Promise<RunningServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-e2e-'));
  const port = await freePort();
  const databasePath = env.DATABASE_PATH ?? path.join(dir, 'app.db');
  const adminEmail = 'admin@example.com';
  const adminPassword = 'admin-password-123';
  let output = '';
  // The server runs in this one process (no CLI that would fork a second one): a SIGKILL then
  // really kills the server instead of orphaning it.
  const child: ChildProcess = spawn(process.execPath, ['server/launch.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      SKIP_BUILD: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Migrations and demo data take seconds, and over 30 s when every core is busy.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready in 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    databasePath,
    adminEmail,
    adminPassword,
    output: () => output,
    stop: async () => {
      const stopping = signalAndWait('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const stopped = await Promise.race([
        stopping.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), stopWaitMs))),
      ]);
      clearTimeout(timer);
      if (stopped) return;
      await signalAndWait('SIGKILL');
      throw new Error(`server did not stop within ${stopWaitMs / 1000} s of SIGTERM (killed):\n${output}`);
    },
    kill: (signal) => signalAndWait(signal),
  };

  function signalAndWait(signal: NodeJS.Signals): Promise<void> {
    return new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      'Chromium not found for the browser tests. Install Debian\'s Chromium with "apt-get update && apt-get install -y chromium", or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Where screenshots taken by the suites go (ignored by git), for a person to look at. */
export function screenshotPath(name: string): string {
  const dir = path.join(ROOT, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/** The password demo data gives every vendor, rider and customer (db/demo.ts). */
export const DEMO_PASSWORD = 'demo-pass-123';
/** The storefront kitchen's owner in demo data (db/demo.ts: Ramesh Yadav, of Gaon Rasoi Janghai, the first restaurant). */
export const STOREFRONT_VENDOR_EMAIL = 'ramesh.yadav@example.in';

/**
 * Screenshots of the current screen at each width (`screenshots/<name>-<width>.png`, full
 * page), for a person to look at; at each width nothing may stick out sideways (tables and
 * charts scroll inside their own box). Each is taken once the screen has settled at that width:
 * its transitions ended (still) and its charts redrawn (drawn). The page is left at the first width.
 */
export async function photograph(
  page: Page,
  name: string,
  { widths = [1280, 375] }: { widths?: number[] } = {},
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await still(page);
    await drawn(page);
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} is wider than a ${width} px screen`).toBeLessThanOrEqual(1);
  }
  await page.setViewportSize({ width: widths[0], height: widths[0] < 600 ? 812 : 900 });
}

/**
 * Waits until the page's DOM stays unchanged for a few frames in a row. Charts (recharts) draw
 * and redraw after a resize frame by frame from JavaScript, which the page does not list among
 * its animations, so still() cannot see them; their drawing changes the DOM every frame.
 */
export async function drawn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let changed = true;
    const observer = new MutationObserver(() => (changed = true));
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    try {
      for (let quietFrames = 0; quietFrames < 3;) {
        changed = false;
        await frame();
        quietFrames = changed ? 0 : quietFrames + 1;
      }
    } finally {
      observer.disconnect();
    }
  });
}

/**
 * Signs in as the server's first admin through the login form, in whichever language it
 * shows (selectors by field name), and waits for the dashboard. `open: false` uses the login
 * page already on screen.
 */
export async function loginAdminThroughForm(
  page: Page,
  server: RunningServer,
  { open = true }: { open?: boolean } = {},
): Promise<void> {
  if (open) await page.goto(`${server.baseUrl}/admin/login`);
  await page.locator('input[name="email"]').fill(server.adminEmail);
  await page.locator('input[name="password"]').fill(server.adminPassword);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
}

/**
 * Signs in through the partner app's login form on screen as a kitchen (`vendor`) or a rider
 * (`delivery`), in whichever language it shows (selectors by field name).
 */
export async function loginPartnerThroughForm(
  page: Page,
  role: 'vendor' | 'delivery',
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.locator(`input[name="role"][value="${role}"]`).check();
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** A JSON call to the server's API that answers `data`; an error status throws with the status and the body. */
export type ApiCaller = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each suite reads the answers it needs
) => Promise<any>;

export function apiCaller(server: RunningServer, token?: string): ApiCaller {
  return async (method, path, body, headers = {}) => {
    const res = await fetch(server.baseUrl + path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
}

/** Signs in as the server's first admin through the API; answers the login (token, name, role). */
export async function adminLogin(server: RunningServer): Promise<{ token: string; name: string; role: string }> {
  return apiCaller(server)('POST', '/api/auth/admin/login', {
    email: server.adminEmail,
    password: server.adminPassword,
  });
}

/** Signs in as the server's first admin: the caller sends the admin's token with every request. */
export async function adminCaller(server: RunningServer): Promise<ApiCaller> {
  return apiCaller(server, (await adminLogin(server)).token);
}

/** Opens the storefront kitchen round the clock, so a flow does not depend on the hour the suite runs at; answers GET /api/menu. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the menu as GET /api/menu gives it
export async function openStorefrontAllDay(server: RunningServer, admin: ApiCaller): Promise<any> {
  const menu = await apiCaller(server)('GET', '/api/menu');
  await admin('PUT', `/api/admin/restaurants/${menu.kitchen.id}`, {
    opensAt: '00:00',
    closesAt: '24:00',
    isActive: true,
  });
  return apiCaller(server)('GET', '/api/menu');
}

/**
 * Signs in as the server's first admin through the API and starts every page of `context`
 * logged in (the session the admin's login page would store); answers the login.
 */
export async function startAdminSession(
  server: RunningServer,
  context: BrowserContext,
): Promise<{ token: string; name: string; role: string }> {
  const login = await adminLogin(server);
  await context.addInitScript((session) => {
    localStorage.setItem('adminToken', session.token);
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('adminName', session.name);
    localStorage.setItem('adminRole', session.role);
  }, login);
  return login;
}

/**
 * Waits until a site page answers to a person: the landing page (`/`, `/hi/`) once its loader
 * listens (each island hydrates when it is needed, a press made before is held and played
 * once, site/islandLoader.ts), any other page once React has hydrated it.
 */
export async function siteReady(page: Page): Promise<void> {
  await page
    .locator('html[data-islands="ready"], header.site-header[data-enhanced]')
    .first()
    .waitFor({ state: 'attached' });
}

/**
 * Waits until nothing on the page moves: MUI's fades, slides and collapses are CSS transitions,
 * which the page lists among its animations once they start (a frame or two after the change
 * that starts them). Endless ones (a spinner, a pulsing dot) are not waited for.
 */
export async function still(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (;;) {
      await frames();
      const moving = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (moving.length === 0) return;
      await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** Brings the landing page's menu near the screen and waits until it runs (its freshness check with it). */
export async function menuHydrated(page: Page): Promise<void> {
  await page.locator('#menu').scrollIntoViewIfNeeded();
  await page.locator('#menu[data-enhanced]').waitFor({ state: 'attached' });
}

/**
 * Waits until a site page runs as a whole: on the landing page its menu is brought near the
 * screen (the hero, header and cart panel hydrate with it) and the page scrolled back to the top.
 */
export async function siteHydrated(page: Page): Promise<void> {
  await siteReady(page);
  if (await page.locator('html[data-islands]').count()) {
    await menuHydrated(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }
  await page.locator('header.site-header[data-enhanced]').waitFor({ state: 'attached' });
}

/** The scripts a page fetches from now on, by path (what a first screen costs). */
export function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

const DIST_DIR = path.resolve(import.meta.dirname, '../../dist');
/** A built file by its URL path. */
export const builtFile = (urlPath: string): Buffer => fs.readFileSync(path.join(DIST_DIR, urlPath));
/** `gzip -9` bytes of built files, what the JavaScript budgets count. */
export const gzipBytes = (paths: Iterable<string>): number =>
  [...paths].reduce((sum, p) => sum + zlib.gzipSync(builtFile(p), { level: 9 }).length, 0);
