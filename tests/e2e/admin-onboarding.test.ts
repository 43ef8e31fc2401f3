/**
 * Restaurant Onboarding in the browser: approve (the restaurant then shows in Restaurant Management) and reject, add through the form, search in card view.
 * Runs against the real server with demo data; each screen is photographed at 1280 px and 375 px (screenshots/).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginAdminThroughForm, photograph, type RunningServer } from './harness';
import { test } from './fixtures';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const toast = (target: Page, text: string) => target.getByText(text, { exact: true }).first().waitFor();

test.beforeAll(async ({ server: fileServer, browser: fileBrowser }) => {
  server = fileServer;
  browser = fileBrowser;
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Kolkata' });
  page = await context.newPage();
  await loginAdminThroughForm(page, server);
});

afterAll(async () => {
  await context?.close();
});

describe('restaurant onboarding in the browser', () => {
  it('approves an application, which then shows in Restaurant Management; rejects another', async () => {
    await page.goto(`${server.baseUrl}/admin/onboarding`);
    await page.getByRole('heading', { name: 'Restaurant Onboarding', level: 1 }).waitFor();
    await page.getByText('Bhola Ki Rasoi').waitFor();
    await photograph(page, 'admin-onboarding');

    await page.getByRole('button', { name: 'Approve Bhola Ki Rasoi' }).click();
    await toast(page, 'Restaurant approved!');
    // The list reloads after the toast: wait for the row's Approve button to go rather than counting at once.
    await page.getByRole('button', { name: 'Approve Bhola Ki Rasoi' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Reject Amma Ka Chulha' }).click();
    await toast(page, 'Restaurant rejected.');

    // The status filter asks the server for approved applications only.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved' }).click();
    // The list keeps the previous page on screen until the filtered one arrives.
    await page.getByText('Sarson Kheti Kitchen').waitFor({ state: 'detached' });
    await page.getByText('Bhola Ki Rasoi').waitFor();
    await expect(page.getByText('Sarson Kheti Kitchen').count()).resolves.toBe(0);

    await page.goto(`${server.baseUrl}/admin/restaurants`);
    await page.getByLabel('Search by name, address or cuisine').fill('Bhola');
    await page.getByText('Bhola Ki Rasoi').first().waitFor();
  });
  it('adds an application through the form and searches for it in card view', async () => {
    // A list remembers its last filters (react-admin's store); this link asks for none.
    await page.goto(`${server.baseUrl}/admin/onboarding?filter=%7B%7D`);
    await page.getByRole('button', { name: 'Add Application' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('All fields are required.').first().waitFor();
    await dialog.getByLabel('Restaurant Name').fill('Nani Ki Rasoi');
    await dialog.getByLabel('Owner').fill('Kamla Devi');
    await dialog.getByLabel('Phone').fill('9876543210');
    await dialog.getByLabel('Address').fill('Station Road, Jhunsi');
    await dialog.getByLabel('Cuisine').fill('Awadhi');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Application added.');
    await page.getByRole('button', { name: 'Card view' }).click();
    await page.getByLabel('Search name, owner, phone or cuisine').fill('Kamla');
    await page.getByRole('heading', { name: 'Nani Ki Rasoi' }).waitFor();
  });
});
