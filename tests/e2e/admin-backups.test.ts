/**
 * Backups in the browser, as the owner would use them: the dashboard says no backup exists
 * yet; Admin → Backups makes one, downloads it and deletes it. (That other roles see no link
 * and no card is tests/admin/backups.test.tsx; that the API refuses them, tests/api/backups.test.ts.)
 * Photographed at 1280 px and 375 px (screenshots/).
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminCaller, launchBrowser, photograph, type RunningServer, startAdminSession, startServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ BACKUP_COMMAND: 'exit 0' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('backups in the admin', () => {
  it('the owner backs up now, downloads the file and deletes it; the dashboard warns until one exists', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Kolkata', acceptDownloads: true });
    await startAdminSession(server, context);
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/admin`);
      const card = page.getByTestId('box-health');
      await card.getByText('No backup has been made yet.').first().waitFor();
      await expect(card.getByRole('alert').count()).resolves.toBeGreaterThan(0);

      await page.getByRole('link', { name: 'Backups' }).first().click();
      await page.getByRole('heading', { name: 'Backups', level: 1 }).waitFor();
      await page.getByText('No daily backup is scheduled').waitFor();
      await page.getByRole('button', { name: 'Back up now' }).click();
      await page.getByText(/^Backup made \(/).waitFor();
      const row = page.getByTestId('backup-row').first();
      await row.waitFor();
      const name = (await row.getByText(/^gaon-rasoi-.*\.tar\.gz$/).textContent())!;
      await page.getByTestId('backup-copy-status').getByText(/The last copy off the box worked/).waitFor();
      await photograph(page, 'admin-backups');

      const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Download the backup of/ }).click()]);
      expect(download.suggestedFilename()).toBe(name);
      const saved = await download.path();
      // A gzip file of the size the list shows: the whole archive, not an error page.
      const bytes = fs.readFileSync(saved!);
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);

      // Back on the dashboard the warning is gone.
      await page.goto(`${server.baseUrl}/admin`);
      await page.getByTestId('box-health').getByText(/^Last backup/).waitFor();
      expect(await page.getByTestId('box-health').getByRole('alert').count()).toBe(0);

      await page.goto(`${server.baseUrl}/admin/backups`);
      await page.getByTestId('backup-row').first().getByRole('button', { name: /^Delete the backup of/ }).click();
      await page.getByRole('dialog').getByText('Delete this backup?').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('No backups yet.', { exact: false }).waitFor();
      const admin = await adminCaller(server);
      expect(await admin('GET', '/api/admin/backups')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
