/**
 * The browser suites' shared fixtures (vitest's test.extend): one server and one browser per
 * file, started for the first test that asks for them and stopped after the file's last, the
 * admin's signed-in session with the calls every admin suite makes (open a screen, call the
 * API, wait for a notification), anonymous API calls, the partner app's kitchens and riders,
 * and the public site's visitors. A test names what it needs:
 *
 *   test('adds a village', async ({ admin }) => { const page = await admin.open('/admin/villages'); … });
 *
 * A file whose server needs its own settings says so once, before its tests:
 *
 *   test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });
 *
 * A file that prepares more than one test's worth of state does it in test.beforeAll, which
 * receives the same fixtures: test.beforeAll(async ({ server, browser }) => { … }).
 */
import { test as base } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import {
  apiCaller,
  DEMO_PASSWORD,
  launchBrowser,
  loginPartnerThroughForm,
  siteReady,
  startAdminSession,
  startServer,
  type ApiCaller,
  type RunningServer,
} from './harness';

/** An API answer as the admin's screens receive it: the status and the envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each suite reads the fields it needs
export type ApiAnswer<T = any> = {
  status: number;
  body: { success: boolean; data: T; message?: string; total?: number; errors?: Record<string, string> };
};

/** A call to `/api<path>`; answers the status and the envelope, whatever the status. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as ApiAnswer
export type Api = <T = any>(path: string, init?: RequestInit) => Promise<ApiAnswer<T>>;

function answering(server: RunningServer, token?: string): Api {
  return async (path, init = {}) => {
    const res = await fetch(`${server.baseUrl}/api${path}`, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(init.headers ?? {}),
      },
    });
    return { status: res.status, body: await res.json() };
  };
}

/** The partner app's phone. */
export const PARTNER_PHONE = { width: 375, height: 812 };

/** The site's desktop. */
export const SITE_DESKTOP = { width: 1280, height: 900 };

/** The heading of the partner app's login in each language. */
const PARTNER_LOGIN = { hi: 'किचन और राइडर लॉगिन', en: 'Kitchen & Rider Login' } as const;

export const test = base
  // Environment of the file's server (startServer's settings): a file overrides it with test.override.
  .extend('serverEnv', { scope: 'file' }, {} as Record<string, string>)
  .extend('server', { scope: 'file' }, async ({ serverEnv }, { onCleanup }) => {
    const server = await startServer(serverEnv);
    onCleanup(() => server.stop());
    return server;
  })
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from its first argument's pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  /** Calls without a token, as a customer's page makes them. */
  .extend('api', { scope: 'file' }, async ({ server }) => answering(server))
  .extend('admin', { scope: 'file' }, async ({ server, browser }) => adminSession(server, browser))
  /** Kitchens (`vendor`) and riders (`delivery`) of the demo data, through the API or the partner app. */
  .extend('partner', { scope: 'file' }, async ({ server, browser }) => partnerApp(server, browser))
  /** The public site as a visitor sees it. */
  .extend('site', { scope: 'file' }, async ({ server, browser }) => ({
    /** A fresh visitor (a browser profile of its own, nothing remembered) at `viewport`, 1280×900 unless told. */
    async open(
      viewport = SITE_DESKTOP,
      options: BrowserContextOptions = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({ viewport, ...options });
      return { context, page: await context.newPage() };
    },
    /** Loads `route` and waits `until` the page answers to a person (siteReady unless told, e.g. siteHydrated). */
    async visit(page: Page, route: string, until: (page: Page) => Promise<void> = siteReady): Promise<void> {
      await page.goto(server.baseUrl + route);
      await until(page);
    },
  }));

/** The `admin` fixture, for a suite's helpers that take it. */
export type Admin = Awaited<ReturnType<typeof adminSession>>;

async function adminSession(server: RunningServer, browser: Browser) {
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
    /** A browser profile of its own (a list's remembered filters are not shared), signed in as the admin. */
    async newContext(options: BrowserContextOptions): Promise<BrowserContext> {
      const own = await browser.newContext(options);
      await startAdminSession(server, own);
      return own;
    },
    /** A call to `/api<path>` with the admin's token; answers the status and the envelope, whatever the status. */
    api: answering(server, token),
    /** A call with the admin's token that answers `data` (full path, `/api/…`); an error status throws. */
    call: apiCaller(server, token),
    /** Waits for react-admin's notification saying exactly `text`. */
    toast: (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor(),
  };
}

function partnerApp(server: RunningServer, browser: Browser) {
  type Role = 'vendor' | 'delivery';
  type Language = { language?: 'hi' | 'en' };
  /**
   * Signs in on `page` through the partner app's login form. With `language` the login is
   * first seen in that language (English is chosen by its button; the app opens in Hindi).
   */
  async function login(page: Page, role: Role, email: string, { language }: Language = {}): Promise<void> {
    await page.goto(`${server.baseUrl}/partner/`);
    if (language === 'en') {
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByText(PARTNER_LOGIN.en).waitFor();
    }
    if (language === 'hi') await page.getByRole('heading', { name: PARTNER_LOGIN.hi }).waitFor();
    await loginPartnerThroughForm(page, role, email);
  }
  return {
    login,
    /**
     * A new page of the partner app on a phone (375 px), signed in through its login form as
     * `login` does. Its context is its own, made by browser.newContext as axe asks (it refuses a
     * browser.newPage page), and closes with the page.
     */
    async open(role: Role, email: string, language: Language = {}): Promise<Page> {
      const context = await browser.newContext({ viewport: PARTNER_PHONE });
      const page = await context.newPage();
      // A test that closes the context itself has closed it already: nothing is left to close.
      page.once('close', () => void context.close().catch(() => undefined));
      await login(page, role, email, language);
      return page;
    },
    /** Signs in through the API; answers the login (token, user) and calls carrying its token (as admin.api and admin.call). */
    async signIn(
      role: Role,
      email: string,
      password = DEMO_PASSWORD,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the login as the API gives it
    ): Promise<{ token: string; user: any; api: Api; call: ApiCaller }> {
      const answer = await apiCaller(server)('POST', `/api/auth/${role}/login`, { email, password });
      return { ...answer, api: answering(server, answer.token), call: apiCaller(server, answer.token) };
    },
  };
}
