/**
 * Restore from the admin (POST /api/admin/backups/:name/restore), into the running shop: the
 * super admin puts a backup back and the orders and images since are gone from the shop, but
 * kept in the backup of the current data made first, whose own restore brings them back. It
 * refuses, changing nothing, what `gaon-rasoi restore` refuses; nobody else may; while it swaps,
 * other writes are turned away and reads see the old data or the new, never a mix; open order
 * screens are told to reload.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWithRole, bearer, caller, fixtures, loginAsAdmin, makeApp, snapshot, type TestApp } from './helper';
import { openStream } from './sse';
import { backUp, discardStaged, stageBackup } from '../../db/backups';

let t: TestApp;
let owner: ReturnType<typeof caller>;
let kitchen: { id: number; name: string };
const uploads = () => path.join(t.dir, 'uploads');

const placeOrders = (n: number, name: string) => {
  for (let i = 0; i < n; i++)
    fixtures(t.database).order({
      restaurantId: kitchen.id,
      restaurantName: kitchen.name,
      customerName: `${name} ${i}`,
    });
};
const orderTotal = async () => (await owner('GET', '/api/admin/orders?limit=1')).json().total as number;

beforeAll(async () => {
  t = await makeApp();
  owner = caller(t.app, await loginAsAdmin(t.app));
  kitchen = fixtures(t.database).restaurant('Gaon Rasoi Janghai');
});
afterAll(() => t.close());

/** An archive with this app's name in the backup folder, holding `files` (name → content or a file to copy). */
async function archiveOf(name: string, files: Record<string, string | { copy: string }>): Promise<string> {
  const staging = fs.mkdtempSync(path.join(t.dir, 'make-'));
  for (const [file, content] of Object.entries(files)) {
    if (typeof content === 'string') fs.writeFileSync(path.join(staging, file), content);
    else fs.copyFileSync(content.copy, path.join(staging, file));
  }
  await tar.create({ gzip: true, file: path.join(t.dir, 'backups', name), cwd: staging }, Object.keys(files));
  fs.rmSync(staging, { recursive: true, force: true });
  return name;
}

/** A random file under an archive's name. */
function notAnArchive(name: string): string {
  fs.writeFileSync(path.join(t.dir, 'backups', name), 'not an archive at all');
  return name;
}

describe('restore from the admin', () => {
  it('puts a backup back into the running shop; the data it replaced is a backup made first, whose restore brings it back', async () => {
    placeOrders(2, 'Before');
    fs.mkdirSync(uploads(), { recursive: true });
    fs.writeFileSync(path.join(uploads(), 'thali.jpg'), 'the thali as it was');
    const made = (await owner('POST', '/api/admin/backups')).json().data;

    placeOrders(3, 'Since');
    fs.rmSync(path.join(uploads(), 'thali.jpg'));
    fs.writeFileSync(path.join(uploads(), 'new-dish.jpg'), 'a dish added since');
    expect(await orderTotal()).toBe(5);
    // What the confirmation names: the orders it would replace, and when the newest came in.
    const status = (await owner('GET', '/api/admin/backups/status')).json().data;
    expect(status.current).toMatchObject({ orders: 5, lastOrderAt: expect.any(String) });

    const res = await owner('POST', `/api/admin/backups/${made.name}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    const restored = res.json();
    expect(restored.data).toMatchObject({
      id: made.name,
      name: made.name,
      createdAt: made.createdAt,
      orders: 2,
      replaced: { orders: 5 },
    });
    const before = restored.data.before;
    expect(before.name).toMatch(/^gaon-rasoi-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.tar\.gz$/);
    expect(before.name).not.toBe(made.name);
    expect(restored.message).toBe(
      `Restored ${made.name}. The data as it was just before is kept as ${before.name}: restore that one to go back.`,
    );

    // The running shop answers from the restored data at once: the orders and the images.
    expect(await orderTotal()).toBe(2);
    expect(fs.readdirSync(uploads())).toEqual(['thali.jpg']);
    // Both archives are in the list (the one made first pushed none out), and the shop takes writes.
    expect((await owner('GET', '/api/admin/backups')).json().data.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining([made.name, before.name]),
    );
    expect((await owner('POST', '/api/admin/villages', { name: 'Handia', deliveryZone: 'Zone A' })).statusCode).toBe(
      201,
    );

    // The way back.
    const back = await owner('POST', `/api/admin/backups/${before.name}/restore`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ orders: 5, replaced: { orders: 2 } });
    expect(await orderTotal()).toBe(5);
    expect(fs.readdirSync(uploads())).toEqual(['new-dish.jpg']);
    // The database file is whole, and the server's own connection sees what a new one sees.
    const db = new Database(t.databasePath, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.prepare('select count(*) as n from orders').get()).toEqual({ n: 5 });
    } finally {
      db.close();
    }
  }, 60_000);

  it('refuses, changing nothing, an archive that is not a Gaon Rasoi backup, one from a newer version, and a damaged one', async () => {
    const good = (await owner('POST', '/api/admin/backups')).json().data.name as string;
    const staged = await stageBackup(path.join(t.dir, 'backups', good), path.join(t.dir, 'staged'));
    // Another program's SQLite file named app.db.
    const foreign = path.join(t.dir, 'foreign.db');
    new Database(foreign).exec(
      "create table notes (id integer primary key, text text); insert into notes (text) values ('hello')",
    );
    // This app's database, migrated by a version this code does not know.
    const newer = path.join(t.dir, 'newer.db');
    fs.copyFileSync(staged.database, newer);
    new Database(newer)
      .prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)')
      .run('future', Date.now() + 365 * 86_400_000);
    // This app's database with an order line whose order is gone.
    const damaged = path.join(t.dir, 'damaged.db');
    fs.copyFileSync(staged.database, damaged);
    new Database(damaged).exec(
      "pragma foreign_keys = off; insert into order_items (order_id, name, quantity, price_paise) values (999999, 'Lost Thali', 1, 18000)",
    );
    discardStaged(staged);

    const cases = [
      [
        notAnArchive('gaon-rasoi-2020-01-01-000001.tar.gz'),
        /^Not restored: gaon-rasoi-2020-01-01-000001\.tar\.gz is not a Gaon Rasoi backup: it is not a \.tar\.gz archive/,
      ],
      [
        await archiveOf('gaon-rasoi-2020-01-01-000002.tar.gz', { 'notes.txt': 'no database here' }),
        /is not a Gaon Rasoi backup: it holds no app\.db$/,
      ],
      [
        await archiveOf('gaon-rasoi-2020-01-01-000003.tar.gz', { 'app.db': { copy: foreign } }),
        /is not a Gaon Rasoi backup: its database has no __drizzle_migrations, orders, restaurants, users tables$/,
      ],
      [
        await archiveOf('gaon-rasoi-2020-01-01-000004.tar.gz', { 'app.db': { copy: newer } }),
        /was made by a newer version of Gaon Rasoi; update the code first/,
      ],
      [
        await archiveOf('gaon-rasoi-2020-01-01-000005.tar.gz', { 'app.db': { copy: damaged } }),
        /gaon-rasoi-2020-01-01-000005\.tar\.gz is damaged: the database has 1 rows pointing at rows that do not exist$/,
      ],
    ] as const;
    const rows = snapshot(t.database);
    const archives = fs.readdirSync(path.join(t.dir, 'backups')).sort();
    for (const [name, message] of cases) {
      const res = await owner('POST', `/api/admin/backups/${name}/restore`);
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
    // Not a row changed, no backup of the current data made, nothing left unpacked beside the database.
    expect(snapshot(t.database)).toEqual(rows);
    expect(fs.readdirSync(path.join(t.dir, 'backups')).sort()).toEqual(archives);
    expect(fs.readdirSync(t.dir).filter((f) => f.startsWith('.restore-'))).toEqual([]);
    for (const [name] of cases) fs.rmSync(path.join(t.dir, 'backups', name));
  }, 60_000);

  it('is for the super admin only (403, nothing restored); an unknown name is a 404', async () => {
    const name = (await owner('POST', '/api/admin/backups')).json().data.name as string;
    placeOrders(1, 'Kept');
    const total = await orderTotal();
    for (const role of ['admin', 'restaurant_manager', 'delivery_manager'] as const) {
      const other = caller(t.app, await adminWithRole(t, role));
      const res = await other('POST', `/api/admin/backups/${name}/restore`);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('Only a super admin can manage backups.');
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/backups/${name}/restore` })).statusCode).toBe(401);
    for (const unknown of ['gaon-rasoi-2020-01-01-000000.tar.gz', '..%2Fapp.db', 'app.db']) {
      const res = await owner('POST', `/api/admin/backups/${unknown}/restore`);
      expect(res.statusCode, unknown).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Backup not found' });
    }
    expect(await orderTotal()).toBe(total);
  });

  it('while it swaps, other writes get 503 and reads the old data or the new; no acknowledged write is in neither', async () => {
    const target = (await owner('POST', '/api/admin/backups')).json().data.name as string;
    const restoredOrders = await orderTotal();
    placeOrders(4, 'Later');
    const replacedOrders = await orderTotal();

    let finished = false;
    const restore = owner('POST', `/api/admin/backups/${target}/restore`).finally(() => (finished = true));
    const totals = new Set<number>();
    const acknowledged: string[] = [];
    const refused: Array<{ status: number; retryAfter: unknown; message: string }> = [];
    for (let n = 0; !finished; n++) {
      // A pause between calls, as requests over a socket have: inject answers within microtasks,
      // and an unbroken chain of them would never let the restore's own timers and worker replies run.
      await new Promise((resolve) => setTimeout(resolve, 2));
      const [read, write] = await Promise.all([
        orderTotal(),
        owner('POST', '/api/admin/villages', { name: `During ${n}`, deliveryZone: 'Zone A' }),
      ]);
      totals.add(read);
      if (write.statusCode === 201) acknowledged.push(`During ${n}`);
      else
        refused.push({
          status: write.statusCode,
          retryAfter: write.headers['retry-after'],
          message: write.json().message,
        });
    }
    const res = await restore;
    expect(res.statusCode, res.body).toBe(200);
    expect(
      [...totals].every((n) => n === replacedOrders || n === restoredOrders),
      `totals seen: ${[...totals]}`,
    ).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused)
      expect(r).toEqual({
        status: 503,
        retryAfter: '60',
        message: 'A backup is being restored: try again in a minute.',
      });

    // Each village the shop said it took is in the data now, or in the backup made before the swap.
    const staged = await stageBackup(
      path.join(t.dir, 'backups', res.json().data.before.name),
      path.join(t.dir, 'staged'),
    );
    try {
      const db = new Database(staged.database, { readonly: true });
      const inBefore = new Set(
        (db.prepare("select name from villages where name like 'During %'").all() as Array<{ name: string }>).map(
          (r) => r.name,
        ),
      );
      db.close();
      const now = new Set(
        (
          t.database.sqlite.prepare("select name from villages where name like 'During %'").all() as Array<{
            name: string;
          }>
        ).map((r) => r.name),
      );
      expect(acknowledged.filter((name) => !inBefore.has(name) && !now.has(name))).toEqual([]);
    } finally {
      discardStaged(staged);
    }
    expect(await orderTotal()).toBe(restoredOrders);
  }, 60_000);

  it('tells every open order screen to reload from the restored data', async () => {
    const name = (await owner('POST', '/api/admin/backups')).json().data.name as string;
    placeOrders(2, 'Streamed');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const stream = await openStream(base, '/api/admin/events', bearer(await loginAsAdmin(t.app)));
    try {
      expect((await owner('POST', `/api/admin/backups/${name}/restore`)).statusCode).toBe(200);
      const [resync] = await stream.waitFor(1, (e) => e.event === 'resync');
      expect(resync.data).toEqual({ reason: 'The data was restored from a backup: reload the orders' });
      // And the stream goes on: the next order after the restore arrives as usual.
      placeOrders(1, 'After restore');
      const [created] = await stream.waitFor(1, (e) => e.event === 'order.created');
      expect(created.data).toMatchObject({ customerInfo: { name: 'After restore 0' } });
    } finally {
      stream.close();
    }
  }, 30_000);
});

describe('backup health: failures are recorded and shown', () => {
  it('a failed backup shows in the status with its reason, and in /api/health in words that name no path', async () => {
    const own = await makeApp();
    try {
      const boss = caller(own.app, await loginAsAdmin(own.app));
      // A file where the backup folder should be: every backup fails until someone looks.
      const blocked = path.join(own.dir, 'backups');
      fs.writeFileSync(blocked, 'a file where the folder should be');
      const failed = await boss('POST', '/api/admin/backups');
      expect(failed.statusCode).toBe(503);
      const status = (await boss('GET', '/api/admin/backups/status')).json().data;
      expect(status.lastFailure).toMatchObject({ at: expect.any(String), message: expect.stringContaining(blocked) });
      const health = (await own.app.inject({ method: 'GET', url: '/api/health' })).json().data;
      expect(health).toMatchObject({
        lastBackupAt: null,
        lastBackupOk: false,
        lastBackupFailedAt: status.lastFailure.at,
        lastBackupProblem: 'The backup failed.',
      });
      expect(JSON.stringify(health)).not.toContain(own.dir);

      // Fixed, the next backup clears it.
      fs.rmSync(blocked);
      expect((await boss('POST', '/api/admin/backups')).statusCode).toBe(201);
      expect((await boss('GET', '/api/admin/backups/status')).json().data.lastFailure).toBeNull();
      expect((await own.app.inject({ method: 'GET', url: '/api/health' })).json().data).toMatchObject({
        lastBackupOk: true,
        lastBackupFailedAt: null,
        lastBackupProblem: null,
      });
    } finally {
      await own.close();
    }
  });

  it('a scheduled backup that fails is recorded too, and so is what npm run backup (another process) found', async () => {
    const hourNow = new Date(Date.now() + 330 * 60_000).getUTCHours();
    // A backup folder that cannot be made (a file is where its parent should be): the failure
    // cannot be written there either, and still shows.
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-blocked-')), 'a-file');
    fs.writeFileSync(blocker, '');
    const own = await makeApp({ backups: { hour: hourNow, checkEveryMs: 50, dir: path.join(blocker, 'backups') } });
    try {
      const boss = caller(own.app, await loginAsAdmin(own.app));
      await expect
        .poll(async () => (await boss('GET', '/api/admin/backups/status')).json().data.lastFailure, { timeout: 10_000 })
        .toMatchObject({ message: expect.stringMatching(/ENOTDIR/) });
      expect((await own.app.inject({ method: 'GET', url: '/api/health' })).json().data).toMatchObject({
        lastBackupOk: false,
        lastBackupProblem: 'The backup failed.',
      });
    } finally {
      await own.close();
      fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
    }

    const other = await makeApp();
    try {
      const boss = caller(other.app, await loginAsAdmin(other.app));
      expect((await boss('POST', '/api/admin/backups')).statusCode).toBe(201);
      // `npm run backup` pointed at a database that is not there, in its own process: the record it leaves is what the server shows.
      await expect(
        backUp({
          databasePath: path.join(other.dir, 'moved', 'app.db'),
          uploadsDir: path.join(other.dir, 'uploads'),
          backupDir: path.join(other.dir, 'backups'),
          keep: 14,
        }),
      ).rejects.toThrow(/no database at/);
      expect((await boss('GET', '/api/admin/backups/status')).json().data.lastFailure).toMatchObject({
        message: expect.stringContaining('no database at'),
      });
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).json().data).toMatchObject({
        lastBackupOk: false,
        lastBackupProblem: 'The backup failed.',
        lastBackupAt: expect.any(String),
      });
    } finally {
      await other.close();
    }
  });
});
