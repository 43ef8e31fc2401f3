/**
 * Admin navigation in Chromium against the real server: every sidebar link (desktop, and the
 * drawer at 375 px) opens its screen under /admin with the sidebar still there and the entry
 * marked; Back returns; Quick Links, login and logout land under /admin too.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startAdminSession, type RunningServer } from './harness';
import { test } from './fixtures';

let server: RunningServer;
let browser: Browser;

/** The sidebar's entries in order: label, the address it opens, the heading of that screen. */
const SIDEBAR = [
  { label: 'Analytics', path: '/admin/analytics', heading: 'Analytics' },
  { label: 'Daily Order', path: '/admin/daily-order', heading: 'Daily Order' },
  { label: 'Admin Earnings', path: '/admin/earnings', heading: 'Admin Earnings' },
  { label: 'Cash', path: '/admin/cash', heading: 'Cash' },
  { label: 'Prep list', path: '/admin/prep-list', heading: 'Prep list' },
  { label: 'Delivery Staff', path: '/admin/delivery-staff', heading: 'Delivery Staff Management' },
  { label: 'Onboarding', path: '/admin/onboarding', heading: 'Restaurant Onboarding' },
  { label: 'Coupons', path: '/admin/coupons', heading: 'Coupon & Promotion Management' },
  { label: 'Support', path: '/admin/support', heading: 'Support & Feedback' },
  { label: 'Notifications', path: '/admin/notifications', heading: 'Notifications & Announcements' },
  { label: 'Villages', path: '/admin/villages', heading: 'Village/Area Management' },
  { label: 'User Management', path: '/admin/users', heading: 'User Management' },
  { label: 'Restaurant Management', path: '/admin/restaurants', heading: 'Restaurant Management' },
  { label: 'Order Management', path: '/admin/orders', heading: 'Order Management' },
  { label: 'Dashboard', path: '/admin', heading: 'Dashboard' },
] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const exactPath = (path: string) => new RegExp(`^[^?#]*//[^/]+${escape(path)}/?(?:[?#].*)?$`);

async function loggedInContext(width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await startAdminSession(server, context);
  return context;
}

/** The sidebar (desktop) or the opened drawer (phone) as a locator of its links. */
async function sidebarLink(page: Page, label: string, phone: boolean) {
  if (phone) {
    await page
      .getByRole('button', { name: /open menu|menu/i })
      .first()
      .click();
  }
  const link = page.getByRole('menuitem', { name: label, exact: true });
  await link.waitFor();
  return link;
}

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
});

describe.each([
  { name: 'desktop', width: 1280, phone: false },
  { name: 'phone drawer', width: 375, phone: true },
])('sidebar links ($name)', ({ width, phone }) => {
  it('open every screen under /admin with the sidebar kept, the entry marked, and Back working', async () => {
    const context = await loggedInContext(width);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    if (!phone) {
      // Orders first, Earnings in the sidebar too.
      const entries = await page.getByRole('menuitem').allTextContents();
      expect(entries[0]).toBe('Order Management');
      expect(entries).toContain('Admin Earnings');
    }
    let previous = '/admin';
    for (const entry of SIDEBAR) {
      const link = await sidebarLink(page, entry.label, phone);
      expect(await link.getAttribute('href')).toBe(entry.path);
      await link.click();
      await page.waitForURL(exactPath(entry.path));
      await page.getByRole('heading', { name: entry.heading, exact: true, level: 1 }).waitFor();
      // The sidebar is still there and marks where we are.
      if (phone)
        await page
          .getByRole('button', { name: /open menu|menu/i })
          .first()
          .click();
      const current = page.getByRole('menuitem', { name: entry.label, exact: true });
      await current.waitFor();
      expect(await current.getAttribute('aria-current')).toBe('page');
      if (phone) await page.keyboard.press('Escape');
      // Back returns to the previous screen, Forward comes back.
      await page.goBack();
      await page.waitForURL(exactPath(previous));
      await page.goForward();
      await page.waitForURL(exactPath(entry.path));
      await page.getByRole('heading', { name: entry.heading, exact: true, level: 1 }).waitFor();
      previous = entry.path;
    }
    await context.close();
    // Every sidebar entry with Back and Forward: 20 s on two quiet cores, over a minute when every core is busy.
  }, 180_000);
});

describe('other admin navigation', () => {
  it('Quick Links on the dashboard open their screens under /admin', async () => {
    const context = await loggedInContext(1280);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/admin`);
    const quickLinks = page.getByRole('main').getByRole('link');
    await quickLinks.first().waitFor();
    const hrefs = await quickLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/admin\//);
    await page.getByRole('main').getByRole('link', { name: 'Admin Earnings' }).click();
    await page.waitForURL(exactPath('/admin/earnings'));
    await page.getByRole('heading', { name: 'Admin Earnings', level: 1 }).waitFor();
    await context.close();
  });

  it('a logged-out deep link comes to login and, once logged in, opens the page asked for; logout goes to /admin/login and the next login lands on /admin', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/admin/orders`);
    await page.waitForURL(exactPath('/admin/login'));
    await page.getByLabel('Email').fill(server.adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(server.adminPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(exactPath('/admin/orders'));
    await page.getByRole('heading', { name: 'Order Management', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(exactPath('/admin/login'));
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByLabel('Email').fill(server.adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(server.adminPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(exactPath('/admin'));
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await context.close();
  });
});
