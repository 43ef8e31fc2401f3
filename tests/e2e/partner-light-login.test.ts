/**
 * The partner app's signed-out first screen is light: at 375 px, in Hindi (nothing chosen), a
 * fresh phone loads no react-admin, MUI or emotion code before it signs in, and at most 170 KB
 * gzip of JavaScript; the form says what is missing and a dropped network in Hindi; signing in
 * from it opens the kitchen's orders, a logout hands back to the same light screen without a
 * reload, and a phone with a session opens the app directly.
 */
import { describe, expect } from 'vitest';
import {
  apiCaller,
  DEMO_PASSWORD,
  builtFile,
  gzipBytes,
  recordScripts,
  screenshotPath,
  STOREFRONT_VENDOR_EMAIL,
} from './harness';
import { expectNoSeriousA11yViolations } from './axe';
import { PARTNER_PHONE as PHONE, test } from './fixtures';

const FIRST_SCREEN_BUDGET = 170 * 1024;
/** Strings every react-admin / MUI / emotion bundle carries (class names, the emotion cache key). */
const HEAVY = /Mui[A-Z][a-zA-Z]+-root|RaLayout|@emotion|emotion-/;

const built = builtFile;
const heavy = (paths: Iterable<string>) => [...paths].filter((p) => HEAVY.test(built(p).toString('utf8')));

describe('the light sign-in screen of /partner (375 px, Hindi)', () => {
  test('loads no react-admin or MUI before signing in, signs a kitchen in to its orders, and a logout comes back to it', async ({
    server,
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const scripts = recordScripts(page);
    // Under the server's Content-Security-Policy: no violation, no console or page error.
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.goto(`${server.baseUrl}/partner/`);
    await page.getByRole('heading', { name: 'किचन और राइडर लॉगिन' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page.waitForLoadState('load');
    expect(scripts.size).toBeGreaterThan(0);
    expect(heavy(scripts), 'react-admin/MUI chunks fetched by the signed-out screen').toEqual([]);
    expect(gzipBytes(scripts)).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page, 'light partner login (hi)');
    await page.screenshot({ path: screenshotPath('partner-light-login-hi-375') });

    // Nothing filled: both fields say so, and nothing is sent.
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/')) loginCalls += 1;
    });
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await expect.poll(() => page.getByText('ई-मेल और पासवर्ड ज़रूरी हैं').count()).toBe(2);
    expect(loginCalls).toBe(0);
    expect(await page.getByLabel('मोबाइल नंबर या ई-मेल').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.screenshot({ path: screenshotPath('partner-light-login-required-hi-375') });

    // The password shows and hides with its own button.
    await page.getByLabel('राइडर').check();
    await page.getByLabel('किचन').check();
    await page.getByLabel('मोबाइल नंबर या ई-मेल').fill(STOREFRONT_VENDOR_EMAIL);
    const password = page.getByRole('textbox', { name: 'पासवर्ड' });
    await password.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'पासवर्ड दिखाएँ' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'पासवर्ड छिपाएँ' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(heavy(scripts)).toEqual([]);

    // A marker on the window tells whether the page was reloaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await page.getByText('● लाइव').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/partner/orders');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    // Only now the app itself arrives (the check above is not blind to it).
    expect(heavy(scripts).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('partnerRole'))).toBe('vendor');
    await page.screenshot({ path: screenshotPath('partner-light-login-orders-hi-375') });
    expect(errors).toEqual([]);

    await page.getByRole('button', { name: 'लॉग आउट' }).click();
    await page.getByRole('heading', { name: 'किचन और राइडर लॉगिन' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('partnerToken'))).toBeNull();
    expect(await page.locator('.MuiCard-root, .MuiButton-root').count()).toBe(0);

    // Signing in again from there works the same, without a reload.
    await page.getByLabel('मोबाइल नंबर या ई-मेल').fill(STOREFRONT_VENDOR_EMAIL);
    await page.getByRole('textbox', { name: 'पासवर्ड' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await page.getByText('● लाइव').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/partner/orders');

    // A phone with a session opens the app at once, with no sign-in screen.
    await page.reload();
    await page.getByText('● लाइव').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'किचन और राइडर लॉगिन' }).count()).toBe(0);
    await context.close();
  }, 90_000);

  test('says a dropped network in Hindi and lets the partner try again; English is remembered', async ({
    server,
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/partner/`);
    await page.getByRole('heading', { name: 'किचन और राइडर लॉगिन' }).waitFor();
    await page.route('**/api/auth/**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('राइडर').check();
    await page.getByLabel('मोबाइल नंबर या ई-मेल').fill('9876543210');
    await page.getByRole('textbox', { name: 'पासवर्ड' }).fill('whatever');
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await page.getByRole('alert').getByText('नेटवर्क की दिक़्क़त: कनेक्शन देखकर फिर कोशिश करें').waitFor();
    expect(await page.getByRole('button', { name: 'लॉगिन करें' }).isEnabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('partner-light-login-network-hi-375') });

    // The switch speaks English at once and the choice survives a reload (the app's own key).
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Kitchen & Rider Login' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('partnerLanguage'))).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: 'Kitchen & Rider Login' }).waitFor();
    expect(await page.getByLabel('Rider').isChecked()).toBe(false);
    await page.screenshot({ path: screenshotPath('partner-light-login-en-375') });
    await context.close();
  }, 60_000);

  test('a rider who signed up alone signs in to the waiting-for-approval screen, and gets the orders once approved', async ({
    server,
    browser,
    admin,
  }) => {
    const signUp = await apiCaller(server)('POST', '/api/auth/delivery/register', {
      name: 'Naya Rider',
      email: 'naya.rider@example.in',
      phone: '9876501235',
      password: DEMO_PASSWORD,
      vehicleNumber: 'UP70 AB 9999',
    });
    expect(signUp.user.approved).toBe(false);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/partner/`);
    await page.getByLabel('राइडर').check();
    await page.getByLabel('मोबाइल नंबर या ई-मेल').fill('9876501235');
    await page.getByRole('textbox', { name: 'पासवर्ड' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await page.getByRole('heading', { name: 'मालिक की मंज़ूरी का इंतज़ार' }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshotPath('partner-light-login-waiting-hi-375') });

    await admin.call('PUT', `/api/admin/users/${signUp.user.id}`, { approved: true });
    await page.getByRole('button', { name: 'फिर से देखें' }).click();
    await page.getByRole('link', { name: 'मेरे ऑर्डर' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'मालिक की मंज़ूरी का इंतज़ार' }).count()).toBe(0);
    await context.close();
  }, 60_000);
});
