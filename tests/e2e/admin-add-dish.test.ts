/**
 * The owner adds a dish in one form at 1366×768: Add dish in the restaurant's Details shows every
 * field (category, name, Hindi name, description, Hindi description, price, available, photo);
 * an empty save shows "Required" under the fields; a new category typed there ("Cold Drinks")
 * becomes `cold-drinks`; saving creates the dish and uploads its photo (a phone-sized JPEG,
 * stored resized as WebP). The site then shows the dish, with its photo, under "More", and the
 * Hindi site under "और भी" with its Hindi name. Screenshots go to screenshots/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  adminCaller,
  apiCaller,
  menuHydrated,
  openStorefrontAllDay,
  screenshotPath,
  siteHydrated,
  startAdminSession,
  type RunningServer,
} from './harness';
import { expectNoSeriousA11yViolations } from './axe';
import { test } from './fixtures';

const LAPTOP = { width: 1366, height: 768 };
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the menu as GET /api/menu gives it
let menu: any;

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(`admin-add-dish-${name}`), fullPage: true });

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  context = await browser.newContext({ viewport: LAPTOP });
  await startAdminSession(server, context);
  menu = await openStorefrontAllDay(server, await adminCaller(server));
}, 90_000);

describe('adding a dish with every field and a photo', () => {
  it('creates the dish in a new category with its photo; the site shows it under More', async () => {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/admin/restaurants/${menu.kitchen.id}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Add dish' }).click();
    const form = page.getByRole('dialog').filter({ hasText: `Add a dish to ${menu.kitchen.name}` });
    await form.getByLabel('Hindi name').waitFor();

    // Nothing filled in: the messages show under the fields, nothing is sent.
    await form.getByRole('button', { name: 'Add dish' }).click();
    await expect.poll(() => form.getByText('Required').count()).toBeGreaterThanOrEqual(3);

    await form.getByLabel('Name', { exact: false }).first().fill('Nimbu Pani');
    await form.getByLabel('Hindi name').fill('नींबू पानी');
    await form.getByLabel(/^Price/).fill('30');
    const category = form.getByRole('combobox', { name: /^Category/ });
    await category.fill('Cold Drinks');
    await page.getByRole('option', { name: /Cold Drinks/ }).click();
    expect(await category.inputValue()).toBe('cold-drinks');
    await form.getByLabel(/^Description/).fill('Fresh lime, black salt and roasted cumin');
    await form.getByLabel('Hindi description').fill('ताज़ा नींबू, काला नमक और भुना जीरा');
    expect(await form.getByLabel(/^Available/).isChecked()).toBe(true);
    // A phone's photo: 2400×1800.
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#e9d36b' } })
      .jpeg({ quality: 95 })
      .toBuffer();
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'nimbu.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.getByRole('img', { name: 'nimbu.jpg' }).waitFor();
    await expect.poll(() => form.getByText('Required').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'add dish');
    await shoot(page, 'form-1366');
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, 'form-375');
    await page.setViewportSize(LAPTOP);
    // Drawn again at other widths, the new category keeps its label.
    expect(await category.inputValue()).toBe('cold-drinks');

    await form.getByRole('button', { name: 'Add dish' }).click();
    await page.getByText('Dish added: Nimbu Pani.').first().waitFor();
    await page.getByTestId('menu-line').filter({ hasText: 'Nimbu Pani' }).waitFor();
    await shoot(page, 'details-1366');

    const site = await apiCaller(server)('GET', '/api/menu');
    const dish = site.dishes.find((d: { name: string }) => d.name === 'Nimbu Pani');
    expect(dish).toMatchObject({
      category: 'cold-drinks',
      nameHi: 'नींबू पानी',
      description: 'Fresh lime, black salt and roasted cumin',
      descriptionHi: 'ताज़ा नींबू, काला नमक और भुना जीरा',
      price: 30,
      available: true,
    });
    expect(dish.image).toMatch(/^\/uploads\/dish-\d+-[0-9a-f]+\.webp$/);
    const stored = Buffer.from(await (await fetch(server.baseUrl + dish.image)).arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });

    // The site: the six tabs that have dishes, then More with the new dish and its photo.
    await page.goto(server.baseUrl + '/');
    await siteHydrated(page);
    await menuHydrated(page);
    const more = page.getByRole('tab', { name: 'More' });
    await more.click();
    const panel = page.getByRole('tabpanel', { name: 'More' });
    const card = panel.locator('article, li, div').filter({ hasText: 'Nimbu Pani' }).last();
    await card.waitFor();
    expect(await panel.locator(`img[src$="${dish.image}"]`).count()).toBe(1);
    await page.locator('#menu').screenshot({ path: screenshotPath('admin-add-dish-site-more-1366') });

    await page.goto(server.baseUrl + '/hi/');
    await siteHydrated(page);
    await menuHydrated(page);
    await page.getByRole('tab', { name: 'और भी' }).click();
    await page.getByRole('tabpanel', { name: 'और भी' }).getByText('नींबू पानी').first().waitFor();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.locator('#menu').screenshot({ path: screenshotPath('admin-add-dish-site-more-hi-375') });
    await page.close();
  });
});
