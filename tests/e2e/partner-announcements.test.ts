/**
 * The admin's announcements in the rider's app, in Hindi at 375 px, against the real server
 * with demo data: the owner sends one to the riders, the rider's app bar counts it behind the
 * bell, the list shows it marked new, and once read the count is gone. The admin's list says
 * how many devices it reached (none here: no phone subscribed).
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminCaller, DEMO_PASSWORD, screenshotPath, type ApiCaller, type RunningServer } from './harness';
import { test } from './fixtures';

const PHONE = { width: 375, height: 812 };

let server: RunningServer;
let browser: Browser;
let admin: ApiCaller;

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  admin = await adminCaller(server);
});

describe('announcements in the partner app, Hindi, 375 px', () => {
  it("a rider sees the owner's announcement behind the bell, marked new, and the count goes once read", async () => {
    const riders = (await admin('GET', '/api/admin/users?role=delivery&limit=50')) as Array<{
      id: number;
      email: string;
      status: string;
    }>;
    const rider = riders.find((r) => r.status === 'active')!;
    const message = 'सोमवार सुबह 10 बजे जंघई किचन पर हेलमेट जाँच है।';
    const sent = (await admin('POST', '/api/admin/notifications', {
      message,
      target: 'riders',
      scheduledAt: new Date().toISOString(),
    })) as { status: string; sentAt: string | null; reached: number | null };
    expect(sent).toMatchObject({ status: 'sent', reached: 0 });

    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${server.baseUrl}/partner/`);
    await page.getByLabel('राइडर').check();
    await page.getByLabel('ई-मेल').fill(rider.email);
    await page.getByRole('textbox', { name: 'पासवर्ड' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await page.getByRole('link', { name: 'मेरे ऑर्डर' }).waitFor({ timeout: 15_000 });

    // Never opened on this phone: every announcement that went out to riders is new.
    const bell = page.getByRole('link', { name: /^सूचनाएँ: \d+ नई$/ });
    await bell.waitFor();
    expect(Number((await bell.getAttribute('aria-label'))!.match(/\d+/)![0])).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('partner-hi-announcements-bell') });

    await bell.click();
    await page.getByRole('heading', { name: 'सूचनाएँ' }).waitFor();
    const card = page.getByTestId('announcement').filter({ hasText: message });
    await card.waitFor();
    await card.getByText('नई', { exact: true }).waitFor();
    // Only what went to riders or everyone: the kitchens' announcement of the demo is not here.
    expect(await page.getByText('Kitchens: mark a dish sold out', { exact: false }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('partner-hi-announcements-375'), fullPage: true });

    // Read: back on the orders, the bell has nothing new.
    await page.getByRole('link', { name: 'मेरे ऑर्डर' }).click();
    await page.getByRole('link', { name: 'सूचनाएँ', exact: true }).waitFor();
    await page.close();

    const list = (await admin('GET', '/api/admin/notifications?limit=100')) as Array<{
      message: string;
      status: string;
      reached: number | null;
    }>;
    expect(list.find((n) => n.message === message)).toMatchObject({ status: 'sent', reached: 0 });
  }, 90_000);
});
