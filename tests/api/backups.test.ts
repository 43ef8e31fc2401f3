/**
 * Backups from the admin: the owner (super_admin) backs up now, lists, downloads and deletes
 * backups; nobody else can; the archive holds the database and the uploads and restores whole;
 * the daily schedule fires by itself and the off-box copy's result is kept and shown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWithRole, caller, loginAsAdmin, makeApp, type TestApp } from './helper';
import { restoreBackup } from '../../db/backups';
import { backupDue } from '../../server/plugins/app/backups';

describe('backups from the admin', () => {
  let t: TestApp;
  let owner: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await makeApp();
    owner = caller(t.app, await loginAsAdmin(t.app));
  });
  afterAll(() => t.close());

  it('backs up now, lists with size and time, downloads the archive, deletes it', async () => {
    const uploads = path.join(t.dir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, 'thali.jpg'), 'a photo of a thali');

    const made = await owner('POST', '/api/admin/backups');
    expect(made.statusCode).toBe(201);
    const backup = made.json().data;
    expect(backup.name).toMatch(/^gaon-rasoi-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/);
    expect(backup.id).toBe(backup.name);
    expect(backup.size).toBeGreaterThan(1000);

    const list = await owner('GET', '/api/admin/backups');
    expect(list.json()).toMatchObject({ total: 1, data: [{ name: backup.name, size: backup.size }] });

    const download = await owner('GET', `/api/admin/backups/${backup.name}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
    expect(download.rawPayload.length).toBe(backup.size);

    // The archive is whole: the database and the uploads, and the database restores.
    const archive = path.join(t.dir, 'downloaded.tar.gz');
    fs.writeFileSync(archive, download.rawPayload);
    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (e) => entries.push(e.path) });
    expect(entries).toEqual(expect.arrayContaining(['app.db', 'uploads/thali.jpg']));
    const target = path.join(t.dir, 'restored', 'app.db');
    const restored = await restoreBackup({
      archive,
      databasePath: target,
      uploadsDir: path.join(t.dir, 'restored', 'uploads'),
    });
    expect(restored.tables.admins).toBe(1);
    expect(fs.readFileSync(path.join(t.dir, 'restored', 'uploads', 'thali.jpg'), 'utf8')).toBe('a photo of a thali');

    expect((await owner('DELETE', `/api/admin/backups/${backup.name}`)).json()).toMatchObject({
      success: true,
      data: { name: backup.name },
    });
    expect((await owner('GET', '/api/admin/backups')).json().total).toBe(0);
    expect((await owner('GET', `/api/admin/backups/${backup.name}`)).statusCode).toBe(404);
  });

  it('answers 404 for a name that is not one of its archives, and serves no other file', async () => {
    fs.writeFileSync(path.join(t.dir, 'backups', 'notes.txt'), 'not a backup');
    for (const name of ['notes.txt', '..%2Fapp.db', '%2E%2E%2Fapp.db', 'gaon-rasoi-2026-01-01-000000.tar.gz']) {
      const res = await owner('GET', `/api/admin/backups/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Backup not found' });
      expect((await owner('DELETE', `/api/admin/backups/${name}`)).statusCode, name).toBe(404);
    }
    expect(fs.existsSync(path.join(t.dir, 'backups', 'notes.txt'))).toBe(true);
  });

  it('is for the super_admin only: other admin roles get 403 and nothing is made', async () => {
    for (const role of ['admin', 'restaurant_manager', 'delivery_manager'] as const) {
      const other = caller(t.app, await adminWithRole(t, role));
      for (const [method, url] of [
        ['GET', '/api/admin/backups'],
        ['POST', '/api/admin/backups'],
        ['GET', '/api/admin/backups/status'],
      ] as const) {
        const res = await other(method, url);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().message).toBe('Only a super admin can manage backups.');
      }
    }
    expect((await owner('GET', '/api/admin/backups')).json().total).toBe(0);
  });
});

describe('the daily backup and its off-box copy', () => {
  it('is due once the hour has come and no backup was made since', () => {
    const at = (iso: string) => Date.parse(iso);
    // 03:00 India time is 21:30 UTC the day before.
    expect(backupDue(at('2026-11-23T21:29:00Z'), 3, undefined)).toBe(false);
    expect(backupDue(at('2026-11-23T21:30:00Z'), 3, undefined)).toBe(true);
    expect(backupDue(at('2026-11-24T05:00:00Z'), 3, at('2026-11-23T21:31:00Z'))).toBe(false);
    // The box was off at 03:00: it catches up when it is back.
    expect(backupDue(at('2026-11-24T05:00:00Z'), 3, at('2026-11-22T21:31:00Z'))).toBe(true);
  });

  it('fires by itself, keeps the newest BACKUP_KEEP, copies each off the box and records the result', async () => {
    const offBox = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-offbox-'));
    const hourNow = new Date(Date.now() + 330 * 60_000).getUTCHours();
    const t = await makeApp({ backups: { hour: hourNow, keep: 2, command: `cp "$1" ${offBox}/`, checkEveryMs: 50 } });
    try {
      const owner = caller(t.app, await loginAsAdmin(t.app));
      // The schedule's first look at start finds today's backup missing and makes it.
      await expect.poll(() => t.app.backups.list().length, { timeout: 10_000 }).toBe(1);
      await t.app.backups.copying();
      const [scheduled] = t.app.backups.list();
      expect(fs.readdirSync(offBox)).toEqual([scheduled.name]);
      const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json().data;
      expect(health).toMatchObject({ database: 'ok', lastBackupAt: scheduled.createdAt, lastCopyOk: true });
      expect(health.diskFreeBytes).toBeGreaterThan(0);
      expect(health.diskTotalBytes).toBeGreaterThanOrEqual(health.diskFreeBytes);

      // Made once a day, not once a minute.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(t.app.backups.list()).toHaveLength(1);

      // Two more by hand: only the newest two stay.
      await owner('POST', '/api/admin/backups');
      await owner('POST', '/api/admin/backups');
      expect(t.app.backups.list()).toHaveLength(2);
      expect(t.app.backups.list().map((b) => b.name)).not.toContain(scheduled.name);

      const db = new Database(t.databasePath, { readonly: true });
      const orders = (db.prepare('select count(*) as n from admins').get() as { n: number }).n;
      db.close();
      const restored = await restoreBackup({
        archive: path.join(offBox, scheduled.name),
        databasePath: path.join(t.dir, 'again', 'app.db'),
        uploadsDir: path.join(t.dir, 'again', 'uploads'),
      });
      expect(restored.tables.admins).toBe(orders);
    } finally {
      await t.close();
      fs.rmSync(offBox, { recursive: true, force: true });
    }
  });

  it('says while the off-box copy still runs after the backup answered, so the admin can ask again soon', async () => {
    const gate = path.join(os.tmpdir(), `gaon-rasoi-copy-gate-${process.pid}-${Date.now()}`);
    // The copy waits until the test opens the gate: running for sure when the status is read.
    const t = await makeApp({ backups: { command: `while [ ! -e '${gate}' ]; do sleep 0.05; done` } });
    try {
      const owner = caller(t.app, await loginAsAdmin(t.app));
      expect((await owner('POST', '/api/admin/backups')).statusCode).toBe(201);
      expect((await owner('GET', '/api/admin/backups/status')).json().data).toMatchObject({ copying: true });
      fs.writeFileSync(gate, '');
      await t.app.backups.copying();
      expect((await owner('GET', '/api/admin/backups/status')).json().data).toMatchObject({
        copying: false,
        lastCopy: { ok: true },
      });
    } finally {
      await t.close();
      fs.rmSync(gate, { force: true });
    }
  });

  it('a failing off-box copy is kept with its reason and shown by health and the status', async () => {
    const t = await makeApp({ backups: { command: 'echo "remote gdrive: not found" >&2; exit 3' } });
    try {
      const owner = caller(t.app, await loginAsAdmin(t.app));
      expect((await owner('POST', '/api/admin/backups')).statusCode).toBe(201);
      await t.app.backups.copying();
      const status = (await owner('GET', '/api/admin/backups/status')).json().data;
      expect(status).toMatchObject({
        offBoxCopy: true,
        scheduleHour: null,
        keep: 14,
        lastCopy: { ok: false, message: 'remote gdrive: not found' },
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().data.lastCopyOk).toBe(false);
      // The backup itself is there: a failed copy loses nothing.
      expect(t.app.backups.list()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
