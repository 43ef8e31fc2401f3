/**
 * `npm run bench:phone`: how the three front doors load on a cheap phone on a village link.
 * Builds if needed, starts the real server (demo data, throw-away database), and opens each
 * page in Debian Chromium with the DevTools protocol's throttling: 400 kbit/s down and up,
 * 400 ms round trip, the CPU 4× slower. For each page it prints, cold (a new profile: empty
 * cache, no service worker) and warm (the same profile again: HTTP cache and, for /partner,
 * the service worker):
 *   - first paint: the browser's first-contentful-paint;
 *   - first screen: until the page's first usable control shows (the sign-in button, the
 *     menu's first Add button);
 *   - JS: the scripts loaded by then, as gzip -9 bytes of the built files (what the budgets
 *     count) and as bytes actually transferred (brotli where the browser asks for it; 0 from
 *     a cache).
 * `/partner:kitchen` and `/partner:rider` are the signed-in partner app: the bench signs the
 * demo's storefront kitchen, or a rider with an order out for delivery, in through the API,
 * puts the session where partner/providers/session.ts keeps it and opens `/partner` (in Hindi,
 * the app's default); its first screen is the first order card on screen (drawn by the light
 * first screen, partner/first/), its JS the scripts asked for before that card showed, and
 * `taps` when a button of the first cards works (a light card's own Accept, Start preparing,
 * Ready, Confirm or Picked up at once; else once the react-admin app has replaced the screen).
 * Options: BENCH_RUNS=3 (median of N runs; default 1),
 * BENCH_PATHS=/partner,/partner:kitchen,/partner:rider,/admin/login,/ (the default: all).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import {
  adminCaller,
  apiCaller,
  chromiumPath,
  DEMO_PASSWORD,
  startServer,
  type RunningServer,
} from '../tests/e2e/harness';

/** The mark the light first screen sets when its first card shows (FIRST_CARD_MARK in partner/paths.ts). */
const FIRST_CARD_MARK = 'partner:first-card';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const LINK = { latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const CPU_SLOWDOWN = 4;

/** What "the first screen is there" means on each page: its first control a person can use. */
const FIRST_SCREEN: Record<string, string> = {
  '/partner': 'button[type="submit"]',
  '/partner:kitchen': 'main article',
  '/partner:rider': 'main article',
  '/admin/login': 'button[type="submit"]',
  '/': 'main .hero-actions a',
};

interface Run {
  firstPaintMs: number;
  firstScreenMs: number;
  /** Signed-in partner pages: until the first card's buttons work; else the first screen. */
  tappableMs: number;
  jsGzip: number;
  jsTransferred: number;
  scripts: number;
}

const gzipSizes = new Map<string, number>();
function gzipSize(urlPath: string): number {
  let size = gzipSizes.get(urlPath);
  if (size === undefined) {
    const file = path.join(DIST, urlPath);
    size = fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
    gzipSizes.set(urlPath, size);
  }
  return size;
}

async function load(context: BrowserContext, url: string, selector: string): Promise<Run> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scripts = new Map<string, string>();
  const transferred = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, new URL(event.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (event) => transferred.set(event.requestId, event.encodedDataLength));
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ timeout: 120_000 });
  const firstScreenMs = Date.now() - start;
  const signedIn = selector === 'main article';
  if (signedIn)
    await page.locator('main article button:not([aria-disabled="true"])').first().waitFor({ timeout: 120_000 });
  const tappableMs = Date.now() - start;
  // The scripts of the first screen: what the page loaded until it showed and its load event (the site's hydration comes after its HTML).
  await page.waitForLoadState('load');
  const firstPaintMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const found = performance.getEntriesByName('first-contentful-paint')[0];
        if (found) return resolve(found.startTime);
        new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({
          type: 'paint',
          buffered: true,
        });
      }),
  );
  // The light first screen marks when its first card showed: the scripts asked for before it are the first screen's.
  const beforeCard = signedIn
    ? await page.evaluate((mark) => {
        const shown = performance.getEntriesByName(mark)[0];
        return performance
          .getEntriesByType('resource')
          .filter((entry) => shown && entry.startTime <= shown.startTime)
          .map((entry) => new URL(entry.name).pathname);
      }, FIRST_CARD_MARK)
    : null;
  const paths = [...new Set(scripts.values())].filter((p) => !beforeCard || beforeCard.includes(p));
  const run = {
    firstPaintMs: Math.round(firstPaintMs),
    firstScreenMs,
    tappableMs,
    jsGzip: paths.reduce((sum, p) => sum + gzipSize(p), 0),
    jsTransferred: [...scripts.entries()]
      .filter(([, p]) => paths.includes(p))
      .reduce((sum, [id]) => sum + (transferred.get(id) ?? 0), 0),
    scripts: paths.length,
  };
  // The partner app's service worker keeps its shell after the first visit: wait for it, as a phone would have.
  if (url.includes('/partner'))
    await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined)).catch(() => undefined);
  await page.close();
  return run;
}

interface PartnerSession {
  token: string;
  role: 'vendor' | 'delivery';
  name: string;
  id: number;
}

/** The demo's storefront kitchen (README), or the rider of an order out for delivery, signed in through the API. */
async function partnerSession(server: RunningServer, who: string): Promise<PartnerSession> {
  let role: PartnerSession['role'] = 'vendor';
  let email = 'ramesh.yadav@example.in';
  if (who === 'rider') {
    const admin = await adminCaller(server);
    const orders: Array<{ deliveryPerson?: { id: number } | null }> = await admin(
      'GET',
      '/api/admin/orders?status=out_for_delivery&limit=50',
    );
    const riderId = orders.find((o) => o.deliveryPerson)?.deliveryPerson?.id;
    const riders: Array<{ id: number; email: string }> = await admin('GET', '/api/admin/users?role=delivery&limit=100');
    const rider = riders.find((r) => r.id === riderId);
    if (!rider) throw new Error('no demo rider with an order out for delivery');
    role = 'delivery';
    email = rider.email;
  }
  const login: { token: string; user: { id: number; name: string } } = await apiCaller(server)(
    'POST',
    `/api/auth/${role}/login`,
    { email, password: DEMO_PASSWORD },
  );
  return { token: login.token, role, name: login.user.name, id: login.user.id };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  if (!fs.existsSync(path.join(DIST, 'partner', 'index.html')))
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  const server = await startServer({});
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    const runs = Number(process.env.BENCH_RUNS ?? 1);
    const paths = (process.env.BENCH_PATHS ?? '/partner,/partner:kitchen,/partner:rider,/admin/login,/').split(',');
    console.log(
      `link ${(LINK.downloadThroughput * 8) / 1000} kbit/s, ${LINK.latency} ms RTT, CPU ${CPU_SLOWDOWN}× slower; median of ${runs} run(s)`,
    );
    console.log(
      'page             | cold paint | cold screen | cold taps | warm paint | warm screen | warm taps | JS gzip (first screen) | JS sent cold | JS sent warm | scripts',
    );
    for (const pagePath of paths) {
      const cold: Run[] = [];
      const warm: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'allow' });
        const [urlPath, signedInAs] = pagePath.split(':');
        if (signedInAs) {
          // What partner/providers/session.ts saves after a sign-in.
          await context.addInitScript(
            (session) => {
              localStorage.setItem('partnerToken', session.token);
              localStorage.setItem('partnerRole', session.role);
              localStorage.setItem('partnerName', session.name);
              localStorage.setItem('partnerId', String(session.id));
            },
            await partnerSession(server, signedInAs),
          );
        }
        cold.push(await load(context, server.baseUrl + urlPath, FIRST_SCREEN[pagePath] ?? 'body *'));
        warm.push(await load(context, server.baseUrl + urlPath, FIRST_SCREEN[pagePath] ?? 'body *'));
        await context.close();
      }
      const m = (list: Run[], key: keyof Run) => median(list.map((r) => r[key]));
      console.log(
        `${pagePath.padEnd(16)} | ${`${m(cold, 'firstPaintMs')} ms`.padStart(10)} | ${`${m(cold, 'firstScreenMs')} ms`.padStart(11)} | ${`${m(cold, 'tappableMs')} ms`.padStart(9)} | ${`${m(warm, 'firstPaintMs')} ms`.padStart(10)} | ${`${m(warm, 'firstScreenMs')} ms`.padStart(11)} | ${`${m(warm, 'tappableMs')} ms`.padStart(9)} | ${kb(m(cold, 'jsGzip')).padStart(22)} | ${kb(m(cold, 'jsTransferred')).padStart(12)} | ${kb(m(warm, 'jsTransferred')).padStart(12)} | ${String(m(cold, 'scripts')).padStart(7)}`,
      );
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
