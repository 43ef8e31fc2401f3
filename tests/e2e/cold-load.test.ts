/**
 * Cold loads: each app, opened in a fresh browser context (no cache, nothing stored), shows its
 * first content within 3 s — logged out (the login form) and logged in (the first screen).
 * A logged-out /admin once sat on a blank page for 13–16 s before its login form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, startAdminSession, startServer, type RunningServer } from './harness';

const FIRST_CONTENT_MS = 3_000;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The server's first answers (its caches, the page files) are warmed once, so the
  // measurements are of the browser's cold load, not of the server starting up.
  for (const path of ['/admin/login', '/partner/']) await fetch(server.baseUrl + path);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Milliseconds from navigation start until `content` is visible, in a fresh context. */
async function timeToContent(path: string, content: (page: Page) => Locator, setup?: (context: BrowserContext) => Promise<unknown>): Promise<{ ms: number; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await setup?.(context);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(server.baseUrl + path, { waitUntil: 'commit' });
  // Waits past the budget only so a failure reports the real time instead of a timeout.
  await content(page).waitFor({ state: 'visible', timeout: 30_000 });
  return { ms: Date.now() - started, page };
}

describe('first content within 3 s of a cold load', () => {
  it('a logged-out /admin shows the login form', async () => {
    const { ms, page } = await timeToContent('/admin', (p) => p.getByRole('button', { name: 'Login' }));
    expect(page.url()).toMatch(/\/admin\/login$/);
    expect(ms).toBeLessThanOrEqual(FIRST_CONTENT_MS);
    await page.context().close();
  });

  it('a logged-out deep link (/admin/orders) shows the login form', async () => {
    const { ms, page } = await timeToContent('/admin/orders', (p) => p.getByRole('button', { name: 'Login' }));
    expect(ms).toBeLessThanOrEqual(FIRST_CONTENT_MS);
    await page.context().close();
  });

  it('a logged-in /admin shows the dashboard', async () => {
    const { ms, page } = await timeToContent('/admin', (p) => p.getByText('Restaurants').first(), (context) => startAdminSession(server, context));
    expect(ms).toBeLessThanOrEqual(FIRST_CONTENT_MS);
    await page.context().close();
  });

  it('a logged-out /partner shows its login form', async () => {
    const { ms, page } = await timeToContent('/partner', (p) => p.locator('input[type="password"]'));
    expect(ms).toBeLessThanOrEqual(FIRST_CONTENT_MS);
    await page.context().close();
  });
});
