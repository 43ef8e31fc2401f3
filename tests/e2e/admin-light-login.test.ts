/**
 * The admin's signed-out first screen is light: at 375 px, in Hindi (a Hindi browser), a
 * signed-out visit of an order's deep link shows the login at /admin/login having loaded no
 * react-admin, MUI or emotion code and at most 170 KB gzip of JavaScript; refusals come in
 * Hindi; signing in opens the order that was asked for; a logout hands back to the same light
 * screen without a reload, and so does a token the server no longer accepts (back to the page
 * the owner was on). An English browser switches the screen to Hindi with its language menu,
 * and the app opens in Hindi.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  adminCaller,
  apiCaller,
  builtFile,
  gzipBytes,
  recordScripts,
  screenshotPath,
  type RunningServer,
} from './harness';
import { expectNoSeriousA11yViolations } from './axe';
import { test } from './fixtures';

const PHONE = { width: 375, height: 812 };
const FIRST_SCREEN_BUDGET = 170 * 1024;
/** Strings every react-admin / MUI / emotion bundle carries (class names, the emotion cache key). */
const HEAVY = /Mui[A-Z][a-zA-Z]+-root|RaLayout|@emotion|emotion-/;

let server: RunningServer;
let browser: Browser;
let order: { id: number; orderId: string };

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  const admin = await adminCaller(server);
  const orders = await admin('GET', '/api/admin/orders?page=1&limit=5');
  order = orders[0];
});

const built = builtFile;
const heavy = (paths: Iterable<string>) => [...paths].filter((p) => HEAVY.test(built(p).toString('utf8')));
const pathname = (page: Page) => new URL(page.url()).pathname;

/** A page that collects console errors, page errors and CSP violations. */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return { page, errors };
}

describe('the light login screen of /admin (375 px, Hindi)', () => {
  it('loads no react-admin or MUI before signing in, opens the order asked for, and a logout or a refused token comes back to it', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'hi-IN' });
    const { page, errors } = await watchedPage(context);
    const scripts = recordScripts(page);
    await page.goto(`${server.baseUrl}/admin/orders/${order.id}`);
    await page.getByRole('heading', { name: 'एडमिन लॉगिन' }).waitFor();
    // A signed-out visitor of an admin page is sent to /admin/login.
    expect(pathname(page)).toBe('/admin/login');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page.waitForLoadState('load');
    expect(scripts.size).toBeGreaterThan(0);
    expect(heavy(scripts), 'react-admin/MUI chunks fetched by the signed-out screen').toEqual([]);
    expect(gzipBytes(scripts)).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The e-mail field has the focus, as on the react-admin page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await page.getByLabel('ईमेल').getAttribute('type')).toBe('email');
    await expectNoSeriousA11yViolations(page, 'light admin login (hi)');
    await page.screenshot({ path: screenshotPath('admin-light-login-hi-375') });

    // A wrong password, then a dropped network: both said in Hindi, and the button works again.
    await page.getByLabel('ईमेल').fill(server.adminEmail);
    const password = page.getByRole('textbox', { name: 'पासवर्ड', exact: true });
    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await page.getByRole('alert').getByText('ईमेल या पासवर्ड गलत है').waitFor();
    await expectNoSeriousA11yViolations(page, 'light admin login with an error (hi)');
    await page.screenshot({ path: screenshotPath('admin-light-login-error-hi-375') });
    await page.route('**/api/auth/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    // The login is tried twice (1.5 s apart) before it gives up.
    await page.getByRole('alert').getByText('नेटवर्क की दिक़्क़त: कनेक्शन देखकर फिर कोशिश करें').waitFor();
    expect(await page.getByRole('button', { name: 'लॉगिन करें' }).isEnabled()).toBe(true);
    await page.unroute('**/api/auth/**');

    // The password shows and hides with its own button.
    await password.fill(server.adminPassword);
    await page.getByRole('button', { name: 'पासवर्ड दिखाएँ' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'पासवर्ड छिपाएँ' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(heavy(scripts)).toEqual([]);

    // A marker on the window tells whether the page was reloaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/orders/${order.id}`, { timeout: 30_000 });
    await page.getByRole('dialog').getByText(order.orderId).first().waitFor({ timeout: 30_000 });
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    // Only now the app itself arrives (the check above is not blind to it).
    expect(heavy(scripts).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
    await page.screenshot({ path: screenshotPath('admin-light-login-deep-link-hi-375') });

    // Logout: the light screen again, in the same document, and the next sign-in opens the dashboard.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'लॉगआउट' }).click();
    await page.getByRole('heading', { name: 'एडमिन लॉगिन' }).waitFor();
    expect(pathname(page)).toBe('/admin/login');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect(await page.locator('.MuiCard-root, .MuiButton-root, .RaLayout-root').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'light admin login after logout (hi)');
    await page.getByLabel('ईमेल').fill(server.adminEmail);
    await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(server.adminPassword);
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor({ timeout: 30_000 });
    expect(pathname(page)).toMatch(/^\/admin\/?$/);

    // A token the server no longer accepts (signed out elsewhere): the order desk's live
    // connection is refused (401), the light screen comes back in the same document, and
    // signing in returns to the page the owner was on.
    await page.goto(`${server.baseUrl}/admin/orders`);
    await page.getByRole('heading', { level: 1, name: 'ऑर्डर प्रबंधन' }).waitFor({ timeout: 30_000 });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    await apiCaller(server, token!)('POST', '/api/auth/admin/logout');
    await page.getByRole('heading', { name: 'एडमिन लॉगिन' }).waitFor({ timeout: 30_000 });
    expect(pathname(page)).toBe('/admin/login');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.screenshot({ path: screenshotPath('admin-light-login-expired-hi-375') });
    await page.getByLabel('ईमेल').fill(server.adminEmail);
    await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(server.adminPassword);
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders', { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'ऑर्डर प्रबंधन' }).waitFor({ timeout: 30_000 });

    // Already signed in: /admin/login goes to the dashboard, straight from the app.
    await page.goto(`${server.baseUrl}/admin/login`);
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    await page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor({ timeout: 30_000 });
    expect(errors.filter((e) => !/401|Unauthorized|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.close();
  }, 180_000);

  it("switches an English screen to Hindi with its language menu; the choice is the app's", async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-IN' });
    const { page, errors } = await watchedPage(context);
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(pathname(page)).toBe('/admin/login');
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    // The menu opens from the keyboard with the language shown focused; Escape closes it.
    const menuButton = page.getByRole('button', { name: 'English' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('English');
    await expectNoSeriousA11yViolations(page, 'light admin login, language menu open (en)');
    await page.screenshot({ path: screenshotPath('admin-light-login-menu-en-375') });
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'एडमिन लॉगिन' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page.getByRole('button', { name: 'हिन्दी' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'एडमिन लॉगिन' }).waitFor();

    // The harness's login finds the fields by name, in whichever language.
    await page.locator('input[name="email"]').fill(server.adminEmail);
    await page.locator('input[name="password"]').fill(server.adminPassword);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor({ timeout: 30_000 });
    // The app bar's language menu names the same choice.
    await page.getByRole('button', { name: 'हिन्दी' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('RaStore.locale'))).toBe('"hi"');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
