/**
 * Backup and restore on an installed box: the scripts read /etc/gaon-rasoi/env (here a file
 * named by GAON_RASOI_ENV_FILE), back up as the schedule does (BACKUP_KEEP, BACKUP_COMMAND),
 * leave what they write to the data folder's owner when run as root, refuse an archive that is
 * not a Gaon Rasoi backup (or is from a newer version) changing nothing, and copy a large
 * database without holding up the thread that serves requests.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { copyDatabase, offBoxUser } from '../../db/backups';
import { openDatabase } from '../../db/client';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-installed-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The settings of this process that would hide the settings file's: a clean shell under sudo has none of them. */
const SETTINGS = [
  'DATABASE_PATH',
  'PORT',
  'HOST',
  'BACKUP_DIR',
  'BACKUP_KEEP',
  'BACKUP_COMMAND',
  'BACKUP_HOUR',
  'GAON_RASOI_ENV_FILE',
];

function npmRun(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTINGS.includes(name)));
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** A shop's data folder: a migrated database with a village, and an uploaded photo. */
function shop(name: string): { dataDir: string; databasePath: string; envFile: string } {
  const dataDir = path.join(scratch, name, 'data');
  const databasePath = path.join(dataDir, 'app.db');
  const app = openDatabase(databasePath);
  app.sqlite.prepare("insert into villages (name, delivery_zone) values ('Installed Village', 'Zone A')").run();
  app.close();
  fs.mkdirSync(path.join(dataDir, 'uploads'));
  fs.writeFileSync(path.join(dataDir, 'uploads', 'photo.jpg'), 'a photo');
  const envFile = path.join(scratch, name, 'env');
  return { dataDir, databasePath, envFile };
}

const hashOf = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f));
}

describe('backup and restore on an installed box', () => {
  it('npm run backup reads the installed settings file and backs up as the schedule does: BACKUP_KEEP and BACKUP_COMMAND', async () => {
    const { dataDir, databasePath, envFile } = shop('settings');
    const backupDir = path.join(scratch, 'settings', 'elsewhere');
    const copied = path.join(scratch, 'settings', 'copied-off-box');
    fs.mkdirSync(backupDir);
    // Two older archives: BACKUP_KEEP=2 keeps the new one and the newest of these.
    fs.writeFileSync(path.join(backupDir, 'gaon-rasoi-2020-01-01-030000.tar.gz'), 'old');
    fs.writeFileSync(path.join(backupDir, 'gaon-rasoi-2020-01-02-030000.tar.gz'), 'old');
    fs.utimesSync(
      path.join(backupDir, 'gaon-rasoi-2020-01-01-030000.tar.gz'),
      new Date('2020-01-01'),
      new Date('2020-01-01'),
    );
    fs.utimesSync(
      path.join(backupDir, 'gaon-rasoi-2020-01-02-030000.tar.gz'),
      new Date('2020-01-02'),
      new Date('2020-01-02'),
    );
    fs.writeFileSync(
      envFile,
      [
        `DATABASE_PATH=${databasePath}`,
        `BACKUP_DIR=${backupDir}`,
        'BACKUP_KEEP=2',
        `BACKUP_COMMAND='cp "$1" ${copied}'`,
        'PORT=1',
        '',
      ].join('\n'),
    );

    const result = await npmRun('backup', [], { GAON_RASOI_ENV_FILE: envFile });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/integrity ok/);
    const archives = fs
      .readdirSync(backupDir)
      .filter((f) => f.endsWith('.tar.gz'))
      .sort();
    expect(archives).toHaveLength(2);
    expect(archives[0]).toBe('gaon-rasoi-2020-01-02-030000.tar.gz');
    // BACKUP_COMMAND ran on the new archive, and its result is recorded for Admin → Backups.
    expect(hashOf(copied)).toBe(hashOf(path.join(backupDir, archives[1])));
    expect(JSON.parse(fs.readFileSync(path.join(backupDir, '.last-copy.json'), 'utf8'))).toMatchObject({ ok: true });
    // Nothing landed in the code folder's data/ (what a script ignoring the file would use).
    expect(fs.readdirSync(dataDir).filter((f) => f === 'backups')).toEqual([]);

    // A variable set on the command line wins over the file.
    const override = path.join(scratch, 'settings', 'override');
    const again = await npmRun('backup', [], {
      GAON_RASOI_ENV_FILE: envFile,
      BACKUP_DIR: override,
      BACKUP_COMMAND: 'true',
    });
    expect(again.code, again.output).toBe(0);
    expect(fs.readdirSync(override).filter((f) => f.endsWith('.tar.gz'))).toHaveLength(1);
  }, 60_000);

  it.runIf(process.getuid?.() === 0)(
    'run as root, backup and restore leave every file in the data folder and backups to the data folder’s owner',
    async () => {
      // Settings given directly, so this is about ownership alone (the settings file is the test above).
      const { dataDir, databasePath } = shop('owner');
      const settings = { DATABASE_PATH: databasePath, PORT: '1' };
      // The service user's folder (install.sh: gaon-rasoi; here nobody).
      for (const f of [dataDir, ...filesUnder(dataDir)]) fs.chownSync(f, 65534, 65534);

      const backup = await npmRun('backup', [], settings);
      expect(backup.code, backup.output).toBe(0);
      const [archive] = fs.readdirSync(path.join(dataDir, 'backups')).filter((f) => f.endsWith('.tar.gz'));
      const restore = await npmRun('restore', [path.join(dataDir, 'backups', archive)], settings);
      expect(restore.code, restore.output).toBe(0);

      const files = [dataDir, ...filesUnder(dataDir)];
      expect(files.some((f) => f.endsWith(path.join('uploads', 'photo.jpg')))).toBe(true);
      expect(
        files
          .filter((f) => fs.lstatSync(f).uid !== 65534 || fs.lstatSync(f).gid !== 65534)
          .map((f) => path.relative(dataDir, f)),
      ).toEqual([]);
    },
    60_000,
  );

  it('the off-box copy runs as the data folder’s owner when the backup runs as root, as itself otherwise', () => {
    const { dataDir } = shop('who-copies');
    const owner = process.getuid?.() === 0 ? 65534 : process.getuid!();
    if (process.getuid?.() === 0) fs.chownSync(dataDir, 65534, 65534);
    // Not root (the service's own nightly backup): nothing to change.
    expect(offBoxUser(dataDir, 1000)).toBeUndefined();
    // Root (sudo npm run update / backup): the folder's owner, with that user's home.
    expect(offBoxUser(dataDir, 0)).toMatchObject({ uid: owner, gid: fs.statSync(dataDir).gid });
    // A data folder root owns itself: root it stays.
    if (process.getuid?.() === 0) {
      fs.chownSync(dataDir, 0, 0);
      expect(offBoxUser(dataDir, 0)).toBeUndefined();
    }
  });

  it.runIf(process.getuid?.() === 0)(
    'sudo npm run backup copies off the box as the service user, with its home (where its rclone and ssh set-up is)',
    async () => {
      const { dataDir, databasePath } = shop('copy-as-service');
      for (const f of [dataDir, ...filesUnder(dataDir)]) fs.chownSync(f, 65534, 65534);
      const offBox = path.join(scratch, 'copy-as-service', 'off-box');
      fs.mkdirSync(offBox);
      fs.chownSync(offBox, 65534, 65534);
      fs.chmodSync(path.join(scratch, 'copy-as-service'), 0o755);
      fs.chmodSync(scratch, 0o755);
      const result = await npmRun('backup', [], {
        DATABASE_PATH: databasePath,
        PORT: '1',
        BACKUP_COMMAND: `cp "$1" ${offBox}/ && id -u > ${offBox}/uid && echo "$HOME" > ${offBox}/home`,
      });
      expect(result.code, result.output).toBe(0);
      expect(fs.readFileSync(path.join(offBox, 'uid'), 'utf8').trim()).toBe('65534');
      const home = fs
        .readFileSync('/etc/passwd', 'utf8')
        .split('\n')
        .find((l) => l.split(':')[2] === '65534')!
        .split(':')[5];
      expect(fs.readFileSync(path.join(offBox, 'home'), 'utf8').trim()).toBe(home);
      expect(fs.readdirSync(offBox).filter((f) => f.endsWith('.tar.gz'))).toHaveLength(1);
    },
    60_000,
  );

  it('a backup from the shell is readable by its owner’s group only, as the nightly one; restores keep the newest three replaced copies', async () => {
    const { dataDir, databasePath, envFile } = shop('ops');
    fs.writeFileSync(envFile, `DATABASE_PATH=${databasePath}\nPORT=1\n`);
    const backup = await npmRun('backup', [], { GAON_RASOI_ENV_FILE: envFile });
    expect(backup.code, backup.output).toBe(0);
    const [archive] = fs.readdirSync(path.join(dataDir, 'backups')).filter((f) => f.endsWith('.tar.gz'));
    expect(fs.statSync(path.join(dataDir, 'backups', archive)).mode & 0o777).toBe(0o640);

    // Replaced copies from earlier restores (or rolled-back updates), oldest first.
    const earlier = ['2026-01-01-030000', '2026-02-01-030000', '2026-03-01-030000', '2026-04-01-030000'];
    for (const stamp of earlier) {
      fs.copyFileSync(databasePath, `${databasePath}.replaced-${stamp}`);
      fs.writeFileSync(`${databasePath}.replaced-${stamp}-wal`, '');
      fs.mkdirSync(path.join(dataDir, `uploads.replaced-${stamp}`));
    }
    const restore = await npmRun('restore', [path.join(dataDir, 'backups', archive)], { GAON_RASOI_ENV_FILE: envFile });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/Start the server now/);
    const left = fs.readdirSync(dataDir).filter((f) => f.includes('.replaced-'));
    const databases = left.filter((f) => /^app\.db\.replaced-[\d-]+$/.test(f)).sort();
    // The two newest before it and the one this restore made (today's).
    expect(databases).toHaveLength(3);
    expect(databases.slice(0, 2)).toEqual(['app.db.replaced-2026-03-01-030000', 'app.db.replaced-2026-04-01-030000']);
    // An old copy goes with its -wal.
    expect(left).not.toContain('app.db.replaced-2026-01-01-030000-wal');
    expect(left.filter((f) => f.startsWith('uploads.replaced-'))).toHaveLength(3);
  }, 60_000);

  it('restore refuses, changing nothing, a file that is not a Gaon Rasoi backup or one from a newer version', async () => {
    const { dataDir, databasePath, envFile } = shop('refuse');
    fs.writeFileSync(envFile, `DATABASE_PATH=${databasePath}\nPORT=1\n`);
    const before = hashOf(databasePath);
    const archiveOf = async (name: string, make: (file: string) => void) => {
      const staging = path.join(scratch, 'refuse', name);
      fs.mkdirSync(staging);
      make(path.join(staging, 'app.db'));
      const archive = path.join(scratch, 'refuse', `${name}.tar.gz`);
      await tar.create({ gzip: true, file: archive, cwd: staging }, ['app.db']);
      return archive;
    };
    const otherApp = await archiveOf('other-app', (file) => {
      const db = new Database(file);
      db.exec('create table notes (id integer primary key, text text)');
      db.close();
    });
    const newer = await archiveOf('newer', (file) => {
      fs.copyFileSync(databasePath, file);
      const db = new Database(file);
      db.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run(
        'from-the-future',
        Date.now() + 365 * 86_400_000,
      );
      db.close();
    });
    const notAnArchive = path.join(scratch, 'refuse', 'photo.jpg');
    fs.writeFileSync(notAnArchive, Buffer.alloc(4096, 7));

    for (const [archive, said] of [
      [otherApp, /^restore: other-app\.tar\.gz is not a Gaon Rasoi backup/m],
      [notAnArchive, /^restore: photo\.jpg is not a Gaon Rasoi backup/m],
      [newer, /^restore: newer\.tar\.gz was made by a newer version of Gaon Rasoi; update the code first/m],
    ] as const) {
      const result = await npmRun('restore', [archive], { GAON_RASOI_ENV_FILE: envFile });
      expect(result.code, result.output).toBe(1);
      expect(result.output).toMatch(said);
      expect(result.output).not.toMatch(/base256/);
    }
    expect(hashOf(databasePath)).toBe(before);
    expect(fs.readdirSync(dataDir).filter((f) => f.includes('.replaced-') || f.startsWith('.restore-'))).toEqual([]);
  }, 60_000);

  it('copies a large database off the serving thread: a request made during the copy is answered before the copy ends', async () => {
    const source = path.join(scratch, 'large.db');
    const db = new Database(source);
    db.pragma('journal_mode = WAL');
    db.exec('create table rows (id integer primary key, note text not null); create index rows_note on rows (note)');
    const insert = db.prepare('insert into rows (note) values (?)');
    db.transaction(() => {
      for (let n = 0; n < 300_000; n++) insert.run(`row ${n} ${(n * 7919) % 100_003}`);
    })();
    db.close();
    // The server's thread, here this one: a tiny HTTP server answering a simple query.
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const order: string[] = [];
      const copying = Promise.resolve(copyDatabase(source, path.join(scratch, 'large-copy.db'))).then((copy) => {
        order.push('copy');
        return copy;
      });
      const request = fetch(`http://127.0.0.1:${port}/`).then(async (res) => {
        await res.text();
        order.push('request');
      });
      const [copy] = await Promise.all([copying, request]);
      expect(copy.tables.rows).toBe(300_000);
      expect(order).toEqual(['request', 'copy']);
    } finally {
      server.close();
    }
  }, 60_000);
});
