/**
 * The browser suites' shared fixtures (vitest's test.extend): one server and one browser per
 * file, started for the first test that asks for them and stopped after the file's last, and
 * the admin's signed-in session with the calls every admin suite makes (open a screen, call the
 * API, wait for a notification). A test names what it needs:
 *
 *   test('adds a village', async ({ admin }) => { const page = await admin.open('/admin/villages'); … });
 */
import { test as base } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startAdminSession, startServer } from './harness';

/** An API answer as the admin's screens receive it: the status and the envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each suite reads the fields it needs
export type ApiAnswer<T = any> = {
  status: number;
  body: { success: boolean; data: T; message?: string; total?: number; errors?: Record<string, string> };
};

export const test = base
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from its first argument's pattern
  .extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
    const server = await startServer();
    onCleanup(() => server.stop());
    return server;
  })
  // eslint-disable-next-line no-empty-pattern -- as above
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('admin', { scope: 'file' }, async ({ server, browser }) => {
    // Closed with the browser.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { token } = await startAdminSession(server, context);
    return {
      context,
      token,
      /** A new page of `where` (the admin's signed-in context unless told) at `path`. */
      async open(path: string, where: BrowserContext = context): Promise<Page> {
        const page = await where.newPage();
        await page.goto(server.baseUrl + path);
        return page;
      },
      /** A call to `/api<path>` with the admin's token; answers the status and the envelope, whatever the status. */
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as ApiAnswer
      async api<T = any>(path: string, init: RequestInit = {}): Promise<ApiAnswer<T>> {
        const res = await fetch(`${server.baseUrl}/api${path}`, {
          ...init,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
        });
        return { status: res.status, body: await res.json() };
      },
      /** Waits for react-admin's notification saying exactly `text`. */
      toast: (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor(),
    };
  });
