/**
 * Backups of the whole shop: the database and the uploaded images in one `.tar.gz`, so a
 * restore brings back orders and pictures together.
 *
 * The database part is `VACUUM INTO` on a worker thread (db/backup-worker.mjs), and so is the
 * archive's gzip: the copy reads inside one transaction (a WAL snapshot), so it is a single
 * point in time, writers are never blocked, and the server's thread keeps answering meanwhile. Every file is written under a
 * temporary name and renamed into place, so a crash never leaves a half-written backup (or a
 * half-restored database) under a real name.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId, Worker } from 'node:worker_threads';
import { execFile } from 'node:child_process';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import type { BackupCopy } from '../shared/api/backups';
import { MIGRATIONS_FOLDER, openDatabase, type AppDatabase } from './client';
import { preparedOnce } from './statements';
import { carryNumbersPast } from './restoreNumbers';

/** Names the app gives its archives; the only names the backup routes accept (no path tricks). */
export const BACKUP_NAME = /^gaon-rasoi-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.tar\.gz$/;
const DATABASE_ENTRY = 'app.db';
const UPLOADS_ENTRY = 'uploads';

export interface BackupFile {
  name: string;
  size: number;
  createdAt: string;
}

export interface DatabaseCopy {
  /** Row count of every table of the copy (what a person checks first). */
  tables: Record<string, number>;
}

// From the checkout's root, so the path holds both from db/ and from the server's bundle in .build/.
const WORKER_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'backup-worker.mjs');

/** Runs db/backup-worker.mjs once and answers its row counts (or throws its reason). */
function onWorker(
  data:
    | { op: 'copy' | 'replace'; source: string; target: string }
    | { op: 'check'; source: string }
    | { op: 'archive'; source: string; target: string; entries: string[] },
): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: data });
    let answered = false;
    worker.once('message', (answer: { ok: true; tables: Record<string, number> } | { ok: false; message: string }) => {
      answered = true;
      if (answer.ok) resolve(answer.tables);
      else reject(new Error(answer.message));
    });
    worker.once('error', (err) => {
      answered = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the backup worker stopped (exit code ${code}) before it answered`));
    });
  });
}

/**
 * `VACUUM INTO` a file and check it: integrity, foreign keys. Throws with the reason otherwise.
 * The work runs on a worker thread, so the server keeps answering while a large database is copied.
 */
export async function copyDatabase(sourceFile: string, targetFile: string): Promise<DatabaseCopy> {
  if (!fs.existsSync(sourceFile)) throw new Error(`no database at ${sourceFile}`);
  const target = path.resolve(targetFile);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}-${threadId}-${++partials}`;
  fs.rmSync(partial, { force: true });
  try {
    const tables = await onWorker({ op: 'copy', source: path.resolve(sourceFile), target: partial });
    fs.renameSync(partial, target);
    return { tables };
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}
let partials = 0;

/** Opens a database file read-only and proves it whole; answers its tables' row counts (on a worker thread). */
export function checkDatabaseFile(file: string): Promise<Record<string, number>> {
  return onWorker({ op: 'check', source: path.resolve(file) });
}

/** The tables every Gaon Rasoi database has; a SQLite file without them is some other program's. */
const APP_TABLES = ['__drizzle_migrations', 'orders', 'restaurants', 'users'];

/**
 * Refuses a database that is not this app's (the next start would make an empty shop with a new
 * super admin), or that a newer version has migrated (this code would start on a schema it does
 * not know). Cheap: it reads the schema and the migrations journal. Throws "is not a Gaon Rasoi
 * backup: …" or "was made by a newer version …", to follow the archive's name.
 */
export function checkAppDatabase(file: string, migrationsFolder = MIGRATIONS_FOLDER): void {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    let names: Set<string>;
    try {
      names = new Set(
        (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
          (r) => r.name,
        ),
      );
    } catch {
      throw new Error('is not a Gaon Rasoi backup: its app.db is not a SQLite database');
    }
    const missing = APP_TABLES.filter((name) => !names.has(name));
    if (missing.length)
      throw new Error(
        `is not a Gaon Rasoi backup: its database has no ${missing.join(', ')} table${missing.length > 1 ? 's' : ''}`,
      );
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const known = Math.max(0, ...journal.entries.map((e) => e.when));
    const { applied, last } = db
      .prepare('select count(*) as applied, max(created_at) as last from __drizzle_migrations')
      .get() as { applied: number; last: number | null };
    if (applied > journal.entries.length || (last ?? 0) > known) {
      throw new Error(
        'was made by a newer version of Gaon Rasoi; update the code first (npm run update), then restore it',
      );
    }
  } finally {
    db.close();
  }
}

/**
 * Run as root (`sudo npm run restore`, `sudo npm run update`), what the scripts write in the data
 * folder and the backup folder would be root's, and the service (its own user) would then fail
 * with "attempt to write a readonly database" or EACCES. So everything there is given to the
 * data folder's owner. Not root: nothing to do (whatever this process makes is already its user's).
 */
export function giveToDataOwner(dataDir: string, ...others: string[]): void {
  if (process.getuid?.() !== 0 || !fs.existsSync(dataDir)) return;
  const { uid, gid } = fs.statSync(dataDir);
  if (uid === 0 && gid === 0) return;
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch {
      return; // gone meanwhile (a temporary file)
    }
    if (stat.uid !== uid || stat.gid !== gid) fs.lchownSync(entry, uid, gid);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  for (const entry of [dataDir, ...others]) if (fs.existsSync(entry)) visit(path.resolve(entry));
}

/** India-time stamp in the archive's name: `2026-11-24-093000`, so names sort by time. */
function stampOf(now: Date): string {
  const ist = new Date(now.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(0, 10)}-${ist.slice(11, 13)}${ist.slice(14, 16)}${ist.slice(17, 19)}`;
}

/**
 * Writes `gaon-rasoi-<India time>.tar.gz` into `backupDir` holding `app.db` and `uploads/`.
 * Safe while the server serves writes.
 */
export async function createBackup(options: {
  databasePath: string;
  uploadsDir: string;
  backupDir: string;
  now?: Date;
}): Promise<BackupFile & DatabaseCopy> {
  const { databasePath, uploadsDir, backupDir } = options;
  fs.mkdirSync(backupDir, { recursive: true });
  const stamp = stampOf(options.now ?? new Date());
  let name = `gaon-rasoi-${stamp}.tar.gz`;
  // Two backups in the same second (a click during the scheduled one) get distinct names.
  for (let n = 2; fs.existsSync(path.join(backupDir, name)); n++) name = `gaon-rasoi-${stamp}-${n}.tar.gz`;
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-backup-'));
  const partial = path.join(backupDir, `.${name}.partial-${process.pid}`);
  try {
    const { tables } = await copyDatabase(databasePath, path.join(staging, DATABASE_ENTRY));
    const entries = [DATABASE_ENTRY];
    if (fs.existsSync(uploadsDir)) {
      await fs.promises.cp(uploadsDir, path.join(staging, UPLOADS_ENTRY), { recursive: true });
      entries.push(UPLOADS_ENTRY);
    }
    // On the worker: gzip runs on the thread that asks, and here it held the server's answers.
    await onWorker({ op: 'archive', source: staging, target: partial, entries });
    // As the service writes them (its UMask=0027), whoever makes it: a backup holds every
    // customer's phone number and the secrets, not for other users of the box.
    fs.chmodSync(partial, 0o640);
    fs.renameSync(partial, path.join(backupDir, name));
    const stat = fs.statSync(path.join(backupDir, name));
    return { name, size: stat.size, createdAt: stat.mtime.toISOString(), tables };
  } finally {
    fs.rmSync(partial, { force: true });
    // Not rmSync: freeing a copy of a large database takes a while, and the server answers meanwhile.
    await fs.promises.rm(staging, { recursive: true, force: true });
    // A read-only connection as root may have left the database's -wal and -shm as root's.
    giveToDataOwner(path.dirname(path.resolve(databasePath)), backupDir);
  }
}

export interface BackupSettings {
  databasePath: string;
  uploadsDir: string;
  /** BACKUP_DIR */
  backupDir: string;
  /** BACKUP_KEEP: archives kept; older ones are deleted after each backup. */
  keep: number;
  /** BACKUP_COMMAND: run after each backup with the archive's path as $1 (the off-box copy). */
  command?: string;
}

const COPY_TIMEOUT_MS = 30 * 60_000;
/** The last off-box copy's result, kept beside the archives (Admin → Backups shows it). */
export const COPY_STATUS_FILE = '.last-copy.json';
/** The last backup attempt's result (a failed one's reason), kept beside the archives. */
export const ATTEMPT_STATUS_FILE = '.last-backup.json';

/**
 * A backup as the schedule, the admin's "Back up now", `npm run backup` and `npm run update` all
 * make it: the archive, then the newest `keep` kept, then BACKUP_COMMAND started. `copied`
 * resolves when that command has finished (null when there is none); it never rejects.
 * Each attempt's result is recorded beside the archives (readBackupAttempt), a failure with its
 * reason, so a scheduled backup that failed at night shows in the admin, not only in the log.
 * `keep: undefined` prunes nothing (the backup a restore makes first must not push out the
 * archive being restored).
 */
export async function backUp(
  settings: Omit<BackupSettings, 'keep'> & { keep: number | undefined },
  now?: Date,
): Promise<
  BackupFile & DatabaseCopy & { pruned: string[]; copied: Promise<BackupCopy | null>; attempt: BackupAttempt }
> {
  const { databasePath, uploadsDir, backupDir, keep, command } = settings;
  const dataDir = path.dirname(path.resolve(databasePath));
  let backup: BackupFile & DatabaseCopy;
  try {
    backup = await createBackup({ databasePath, uploadsDir, backupDir, now });
  } catch (err) {
    const attempt = recordAttempt(backupDir, dataDir, {
      at: new Date().toISOString(),
      ok: false,
      message: (err as Error).message,
    });
    throw Object.assign(err as Error, { attempt });
  }
  const attempt = recordAttempt(backupDir, dataDir, { at: new Date().toISOString(), ok: true, message: backup.name });
  const pruned = keep === undefined ? [] : pruneBackups(backupDir, keep);
  const copied = command ? copyOffBox(path.join(backupDir, backup.name), command, dataDir) : Promise.resolve(null);
  return { ...backup, pruned, copied, attempt };
}

/** A backup attempt: when, whether it worked, and (failed) why or (worked) the archive's name. */
export type BackupAttempt = BackupCopy;

/**
 * Writes the attempt's record; answers it. The folder it goes to may be the very thing that
 * failed (a backup folder root made, a full disk): then the record says so and lives on in the
 * caller's memory only (the server keeps showing it).
 */
function recordAttempt(backupDir: string, dataDir: string, attempt: BackupAttempt): BackupAttempt {
  const file = path.join(backupDir, ATTEMPT_STATUS_FILE);
  try {
    fs.mkdirSync(backupDir, { recursive: true });
    fs.writeFileSync(`${file}.partial`, JSON.stringify(attempt));
    fs.renameSync(`${file}.partial`, file);
    giveToDataOwner(dataDir, file);
  } catch {
    try {
      fs.rmSync(`${file}.partial`, { force: true });
    } catch {
      // Not even that: the folder is not one.
    }
  }
  return attempt;
}

/** The last backup attempt recorded in `backupDir`, or null. */
export function readBackupAttempt(backupDir: string): BackupAttempt | null {
  return readRecord(path.join(backupDir, ATTEMPT_STATUS_FILE));
}

/**
 * Who BACKUP_COMMAND runs as: the data folder's owner (the service user) when this process is
 * root (`sudo npm run update`, `sudo npm run backup`), with that user's home; undefined (this
 * process's own user) otherwise. The nightly backup runs in the service as that user, and the
 * owner sets rclone or ssh up for it (README): as root the copy would look for root's
 * configuration and keys instead, and fail.
 */
export function offBoxUser(
  dataDir: string,
  processUid = process.getuid?.(),
): { uid: number; gid: number; name: string; home: string } | undefined {
  if (processUid !== 0) return undefined;
  let owner: fs.Stats;
  try {
    owner = fs.statSync(dataDir);
  } catch {
    return undefined;
  }
  if (owner.uid === 0) return undefined;
  const [name, , , , , home] = passwdEntry(owner.uid) ?? [];
  return { uid: owner.uid, gid: owner.gid, name: name || String(owner.uid), home: home || dataDir };
}

/** A uid's line of /etc/passwd, split (Node's os.userInfo() knows only this process's own user). */
function passwdEntry(uid: number): string[] | undefined {
  try {
    return fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
      .find((fields) => fields[2] === String(uid));
  } catch {
    return undefined;
  }
}

/** Runs BACKUP_COMMAND on one archive and records its result beside it. */
function copyOffBox(file: string, command: string, dataDir: string): Promise<BackupCopy> {
  const user = offBoxUser(dataDir);
  return new Promise((resolve) => {
    // The owner's own command line (an rclone or rsync) through the shell, the archive as $1.
    execFile(
      '/bin/sh',
      ['-c', command, 'sh', file],
      {
        timeout: COPY_TIMEOUT_MS,
        maxBuffer: 1 << 20,
        // In a folder of its own: root's working directory may be closed to the service user.
        ...(user && {
          uid: user.uid,
          gid: user.gid,
          cwd: dataDir,
          env: { ...process.env, HOME: user.home, USER: user.name, LOGNAME: user.name },
        }),
      },
      (err, stdout, stderr) => {
        const at = new Date().toISOString();
        const said = `${stderr}`.trim() || `${stdout}`.trim();
        const result = err
          ? { at, ok: false, message: (said || err.message).slice(-500) }
          : { at, ok: true, message: said.slice(-500) };
        const statusFile = path.join(path.dirname(file), COPY_STATUS_FILE);
        try {
          fs.writeFileSync(statusFile, JSON.stringify(result));
          giveToDataOwner(dataDir, statusFile);
        } catch (writeErr) {
          result.message =
            `${result.message} (and its result could not be recorded: ${(writeErr as Error).message})`.trim();
        }
        resolve(result);
      },
    );
  });
}

/** The last off-box copy's result recorded in `backupDir`, or null. */
export function readCopyStatus(backupDir: string): BackupCopy | null {
  return readRecord(path.join(backupDir, COPY_STATUS_FILE));
}

function readRecord(file: string): BackupCopy | null {
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupCopy;
    return typeof value.at === 'string' && typeof value.ok === 'boolean'
      ? { at: value.at, ok: value.ok, message: String(value.message ?? '') }
      : null;
  } catch {
    return null;
  }
}

/** The app's archives in `backupDir`, newest first. */
export function listBackups(backupDir: string): BackupFile[] {
  let names: string[];
  try {
    names = fs.readdirSync(backupDir);
  } catch {
    // Missing, or not a folder (then every backup fails too, and its record says why).
    return [];
  }
  return names
    .filter((name) => BACKUP_NAME.test(name))
    .map((name) => {
      const stat = fs.statSync(path.join(backupDir, name));
      return { name, size: stat.size, createdAt: stat.mtime.toISOString() };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** The path of an archive by its name, or undefined when there is no such archive. */
export function backupPath(backupDir: string, name: string): string | undefined {
  if (!BACKUP_NAME.test(name)) return undefined;
  const file = path.join(backupDir, name);
  return fs.existsSync(file) ? file : undefined;
}

/** Deletes all but the newest `keep` archives; answers the names deleted. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const old = listBackups(backupDir).slice(keep);
  for (const { name } of old) fs.rmSync(path.join(backupDir, name), { force: true });
  return old.map((b) => b.name);
}

/** An archive refused by a restore, changing nothing: not a Gaon Rasoi backup, a newer version's, or damaged. */
export class BackupRefused extends Error {}

export interface StagedBackup {
  /** The temporary folder holding the unpacked archive (remove it with discardStaged). */
  folder: string;
  database: string;
  /** The archive's uploads folder, when it has one. */
  uploads?: string;
  tables: Record<string, number>;
}

/**
 * Unpacks an archive into a temporary folder in `besideDir` and checks it, as every restore
 * does before it touches anything: a `.tar.gz` holding app.db, a Gaon Rasoi database (not
 * another program's), not migrated by a newer version, whole (integrity, foreign keys).
 * Throws BackupRefused with the reason in plain words otherwise.
 */
export async function stageBackup(archive: string, besideDir: string): Promise<StagedBackup> {
  try {
    fs.accessSync(archive, fs.constants.R_OK);
  } catch (err) {
    // Not "no backup": the file is there, but this user (the service user, under gaon-rasoi
    // restore) may not open it or a folder on its way.
    if ((err as NodeJS.ErrnoException).code === 'EACCES')
      throw new Error(
        `${os.userInfo().username} cannot read ${archive} (permission denied): copy it where that user can read it, e.g. into the backup folder`,
      );
    throw new Error(`no backup at ${archive}`);
  }
  const name = path.basename(archive);
  fs.mkdirSync(besideDir, { recursive: true });
  const folder = fs.mkdtempSync(path.join(besideDir, '.restore-'));
  try {
    try {
      await tar.extract({ file: archive, cwd: folder, strict: true });
    } catch (err) {
      // tar's own words ("invalid base256 encoding", "TAR_BAD_ARCHIVE") mean nothing to an owner.
      throw new BackupRefused(
        `${name} is not a Gaon Rasoi backup: it is not a .tar.gz archive (${(err as Error).message})`,
      );
    }
    const database = path.join(folder, DATABASE_ENTRY);
    if (!fs.existsSync(database))
      throw new BackupRefused(`${name} is not a Gaon Rasoi backup: it holds no ${DATABASE_ENTRY}`);
    const tables = await checkStagedDatabase(database, name);
    const uploads = path.join(folder, UPLOADS_ENTRY);
    return { folder, database, uploads: fs.existsSync(uploads) ? uploads : undefined, tables };
  } catch (err) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw err;
  }
}

/**
 * The checks of every restore on a database about to be put back (from an archive or from the
 * replica): this app's, not a newer version's, whole. Answers its row counts; throws
 * BackupRefused naming `name` otherwise.
 */
export async function checkStagedDatabase(database: string, name: string): Promise<Record<string, number>> {
  try {
    checkAppDatabase(database);
  } catch (err) {
    throw new BackupRefused(`${name} ${(err as Error).message}`);
  }
  try {
    return await checkDatabaseFile(database);
  } catch (err) {
    throw new BackupRefused(`${name} is damaged: ${(err as Error).message}`);
  }
}

export function discardStaged(staged: StagedBackup): void {
  fs.rmSync(staged.folder, { recursive: true, force: true });
}

/** Copies a restore keeps of what it replaced (`app.db.replaced-<time>`, `uploads.replaced-<time>`). */
const KEEP_REPLACED = 3;

/**
 * Deletes all but the newest KEEP_REPLACED replaced copies of `target` (a database with its -wal
 * and -shm, or the uploads folder): each is a whole database, and every update's rollback and
 * every restore leaves one, so the data folder would otherwise fill the disk over the months.
 */
function pruneReplaced(target: string): void {
  const prefix = `${path.basename(target)}.replaced-`;
  const stamped = new RegExp(`^${prefix.replaceAll('.', '\\.')}\\d{4}-\\d{2}-\\d{2}-\\d{6}$`);
  const folder = path.dirname(target);
  const copies = fs
    .readdirSync(folder)
    .filter((name) => stamped.test(name))
    .sort()
    .reverse();
  for (const name of copies.slice(KEEP_REPLACED))
    for (const suffix of ['', '-wal', '-shm'])
      fs.rmSync(path.join(folder, name + suffix), { recursive: true, force: true });
}

/**
 * Puts an archive back in place of the database (and uploads). The server must be stopped.
 * The archive is unpacked and checked first; the replaced database and uploads are kept beside
 * them as `*.replaced-<stamp>` so a wrong restore can itself be undone.
 * The restored database is moved past every order id and bill number the replaced one issued
 * (db/restoreNumbers.ts); `lostBills` are the bill numbers it now holds as cancelled.
 */
export async function restoreBackup(options: {
  /** A backup archive, or `stage`: what makes the staged copy (a restore from the replica). */
  archive?: string;
  stage?: (besideDir: string) => Promise<StagedBackup>;
  databasePath: string;
  uploadsDir: string;
  now?: Date;
}): Promise<{ tables: Record<string, number>; keptDatabase?: string; keptUploads?: string; lostBills: string[] }> {
  const { archive, databasePath, uploadsDir } = options;
  const target = path.resolve(databasePath);
  const stage = options.stage ?? ((besideDir: string) => stageBackup(archive ?? '', besideDir));
  let staged: StagedBackup | undefined;
  try {
    staged = await stage(path.dirname(target));
    const stamp = stampOf(options.now ?? new Date());
    let keptDatabase: string | undefined;
    // Before the swap, while the replaced database (with its -wal) is still in place to be read.
    const lostBills = fs.existsSync(target) ? carryNumbersPast(staged.database, target).lostBills : [];
    if (fs.existsSync(target)) {
      keptDatabase = `${target}.replaced-${stamp}`;
      fs.renameSync(target, keptDatabase);
    }
    // The -wal and -shm of the replaced database belong to it, not to the restored one.
    for (const suffix of ['-wal', '-shm']) {
      if (fs.existsSync(target + suffix)) fs.renameSync(target + suffix, `${keptDatabase ?? target}${suffix}`);
    }
    fs.renameSync(staged.database, target);
    let keptUploads: string | undefined;
    if (staged.uploads) {
      if (fs.existsSync(uploadsDir)) {
        keptUploads = `${path.resolve(uploadsDir)}.replaced-${stamp}`;
        fs.renameSync(uploadsDir, keptUploads);
      }
      fs.renameSync(staged.uploads, uploadsDir);
    }
    pruneReplaced(target);
    pruneReplaced(path.resolve(uploadsDir));
    return { tables: staged.tables, keptDatabase, keptUploads, lostBills };
  } finally {
    if (staged) discardStaged(staged);
    giveToDataOwner(path.dirname(target), uploadsDir);
  }
}

/**
 * Brings a staged database to this version's schema (a backup from an older version), as the
 * server's start would: the live swap below must hand the running code the schema it knows.
 */
export function migrateStaged(staged: StagedBackup): void {
  openDatabase(staged.database).close();
}

/**
 * Replaces the content of the live database file, open in the server, with the staged one, in
 * one transaction (db/backup-worker.mjs, "replace"), and then the uploads folder. The caller
 * holds writes back meanwhile (server/plugins/app/backups.ts) and has made a backup of the
 * current state first: the old uploads are deleted, not kept beside.
 */
export async function replaceLive(staged: StagedBackup, databasePath: string, uploadsDir: string): Promise<void> {
  await onWorker({ op: 'replace', source: staged.database, target: path.resolve(databasePath) });
  if (staged.uploads) {
    const old = `${path.resolve(uploadsDir)}.replaced-${process.pid}-${++partials}`;
    if (fs.existsSync(uploadsDir)) fs.renameSync(uploadsDir, old);
    fs.renameSync(staged.uploads, uploadsDir);
    fs.rmSync(old, { recursive: true, force: true });
  }
}

const orderStatements = preparedOnce((sqlite) =>
  sqlite.prepare('select count(*) as orders, max(created_at) as lastOrderAt from orders'),
);

/** How many orders the live database holds and when the newest was placed (what a restore would replace). */
export function orderSummary(database: AppDatabase): { orders: number; lastOrderAt: string | null } {
  const row = orderStatements(database).get() as { orders: number; lastOrderAt: number | null };
  return { orders: row.orders, lastOrderAt: row.lastOrderAt === null ? null : new Date(row.lastOrderAt).toISOString() };
}
