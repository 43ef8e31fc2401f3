/**
 * Backups of the whole shop: the database and the uploaded images in one `.tar.gz`, so a
 * restore brings back orders and pictures together.
 *
 * The database part is `VACUUM INTO`: it reads inside one transaction (a WAL snapshot), so the
 * copy is a single point in time and writers are never blocked. Every file is written under a
 * temporary name and renamed into place, so a crash never leaves a half-written backup (or a
 * half-restored database) under a real name.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as tar from 'tar';

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

/** `VACUUM INTO` a file and check it: integrity, foreign keys. Throws with the reason otherwise. */
export function copyDatabase(sourceFile: string, targetFile: string): DatabaseCopy {
  if (!fs.existsSync(sourceFile)) throw new Error(`no database at ${sourceFile}`);
  const target = path.resolve(targetFile);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { force: true });
  const source = new Database(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    source.prepare('VACUUM INTO ?').run(partial);
  } finally {
    source.close();
  }
  try {
    const tables = checkDatabaseFile(partial);
    fs.renameSync(partial, target);
    return { tables };
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

/** Opens a database file read-only and proves it whole; answers its tables' row counts. */
export function checkDatabaseFile(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the database failed its integrity check: ${String(check)}`);
    const broken = db.pragma('foreign_key_check') as unknown[];
    if (broken.length) throw new Error(`the database has ${broken.length} rows pointing at rows that do not exist`);
    const names = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as { name: string }[];
    return Object.fromEntries(names.map(({ name }) => [name, (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]));
  } finally {
    db.close();
  }
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
export async function createBackup(options: { databasePath: string; uploadsDir: string; backupDir: string; now?: Date }): Promise<BackupFile & DatabaseCopy> {
  const { databasePath, uploadsDir, backupDir } = options;
  fs.mkdirSync(backupDir, { recursive: true });
  const stamp = stampOf(options.now ?? new Date());
  let name = `gaon-rasoi-${stamp}.tar.gz`;
  // Two backups in the same second (a click during the scheduled one) get distinct names.
  for (let n = 2; fs.existsSync(path.join(backupDir, name)); n++) name = `gaon-rasoi-${stamp}-${n}.tar.gz`;
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-backup-'));
  const partial = path.join(backupDir, `.${name}.partial-${process.pid}`);
  try {
    const { tables } = copyDatabase(databasePath, path.join(staging, DATABASE_ENTRY));
    const entries = [DATABASE_ENTRY];
    if (fs.existsSync(uploadsDir)) {
      fs.cpSync(uploadsDir, path.join(staging, UPLOADS_ENTRY), { recursive: true });
      entries.push(UPLOADS_ENTRY);
    }
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    fs.renameSync(partial, path.join(backupDir, name));
    const stat = fs.statSync(path.join(backupDir, name));
    return { name, size: stat.size, createdAt: stat.mtime.toISOString(), tables };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The app's archives in `backupDir`, newest first. */
export function listBackups(backupDir: string): BackupFile[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
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

/**
 * Puts an archive back in place of the database (and uploads). The server must be stopped.
 * The archive is unpacked and checked first; the replaced database and uploads are kept beside
 * them as `*.replaced-<stamp>` so a wrong restore can itself be undone.
 */
export async function restoreBackup(options: { archive: string; databasePath: string; uploadsDir: string; now?: Date }): Promise<{ tables: Record<string, number>; keptDatabase?: string; keptUploads?: string }> {
  const { archive, databasePath, uploadsDir } = options;
  if (!fs.existsSync(archive)) throw new Error(`no backup at ${archive}`);
  const target = path.resolve(databasePath);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(target), '.restore-'));
  try {
    await tar.extract({ file: archive, cwd: staging, strict: true });
    const restoredDb = path.join(staging, DATABASE_ENTRY);
    if (!fs.existsSync(restoredDb)) throw new Error(`${path.basename(archive)} holds no ${DATABASE_ENTRY}: not a Gaon Rasoi backup`);
    const tables = checkDatabaseFile(restoredDb);
    const stamp = stampOf(options.now ?? new Date());
    let keptDatabase: string | undefined;
    if (fs.existsSync(target)) {
      keptDatabase = `${target}.replaced-${stamp}`;
      fs.renameSync(target, keptDatabase);
    }
    // The -wal and -shm of the replaced database belong to it, not to the restored one.
    for (const suffix of ['-wal', '-shm']) {
      if (fs.existsSync(target + suffix)) fs.renameSync(target + suffix, `${keptDatabase ?? target}${suffix}`);
    }
    fs.renameSync(restoredDb, target);
    let keptUploads: string | undefined;
    const restoredUploads = path.join(staging, UPLOADS_ENTRY);
    if (fs.existsSync(restoredUploads)) {
      if (fs.existsSync(uploadsDir)) {
        keptUploads = `${path.resolve(uploadsDir)}.replaced-${stamp}`;
        fs.renameSync(uploadsDir, keptUploads);
      }
      fs.renameSync(restoredUploads, uploadsDir);
    }
    return { tables, keptDatabase, keptUploads };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
