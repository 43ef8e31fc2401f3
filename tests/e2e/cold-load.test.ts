/**
 * Cold loads: each app, opened in a fresh browser context (no cache, nothing stored), shows its
 * first content. A logged-out /admin once sat on a blank page for 13–16 s before its login
 * form, waiting on the server: the login forms are checked with every /api/ call held
 * unanswered, so a form that waits on the network never shows and the test fails, whatever
 * the machine's speed (how fast they paint is measured by `npm run bench:phone`).
 */
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startAdminSession, type RunningServer } from './harness';
import { test } from './fixtures';

let server: RunningServer;
let browser: Browser;

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
});

/** Opens `path` in a fresh context at 375 px and waits for `content`; with `holdApi`, no /api/ request ever gets an answer. */
async function coldLoad(
  path: string,
  content: (page: Page) => Locator,
  options: { holdApi?: boolean; setup?: (context: BrowserContext) => Promise<unknown> } = {},
): Promise<{ page: Page }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await options.setup?.(context);
  // Neither fulfilled nor continued: each request stays pending until the context closes.
  if (options.holdApi) await context.route('**/api/**', () => undefined);
  const page = await context.newPage();
  await page.goto(server.baseUrl + path, { waitUntil: 'commit' });
  await content(page).waitFor({ state: 'visible' });
  return { page };
}

describe('first content of a cold load', () => {
  it('a logged-out /admin shows the login form without waiting for any API answer', async () => {
    const { page } = await coldLoad('/admin', (p) => p.getByRole('button', { name: 'Login' }), { holdApi: true });
    expect(page.url()).toMatch(/\/admin\/login$/);
    await page.context().close();
  });

  it('a logged-out deep link (/admin/orders) shows the login form without waiting for any API answer', async () => {
    const { page } = await coldLoad('/admin/orders', (p) => p.getByRole('button', { name: 'Login' }), {
      holdApi: true,
    });
    expect(page.url()).toMatch(/\/admin\/login$/);
    await page.context().close();
  });

  it('a logged-in /admin shows the dashboard', async () => {
    const { page } = await coldLoad('/admin', (p) => p.getByText('Restaurants').first(), {
      setup: (context) => startAdminSession(server, context),
    });
    await page.context().close();
  });

  it('a logged-out /partner shows its login form without waiting for any API answer', async () => {
    const { page } = await coldLoad('/partner', (p) => p.locator('input[type="password"]'), { holdApi: true });
    await page.context().close();
  });
});
