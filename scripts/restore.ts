/**
 * `npm run restore -- FILE`: puts a backup (`.tar.gz` from the admin, the schedule or
 * `npm run backup`) back in place of the database and uploads named by DATABASE_PATH.
 * `--check FILE` only checks it, changing nothing, while the shop still runs (gaon-rasoi restore
 * does that before it stops the shop); `--restarted` tells it the caller starts the shop after.
 *
 * Safe by construction: it refuses while a server answers on PORT or holds the database open;
 * it unpacks and checks the archive before touching anything (a Gaon Rasoi database, not from a
 * newer version, whole, foreign keys); it keeps the replaced database and uploads beside them
 * (`*.replaced-<time>`). Start the server after: a backup from an older version is upgraded by
 * its migrations on start. Reads the installed settings (/etc/gaon-rasoi/env); run as root, what
 * it puts back is given to the data folder's owner (the service user).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { discardStaged, restoreBackup, stageBackup } from '../db/backups';
import { readConfig } from '../server/config';
import { loadInstalledSettings } from './installed-settings';

function fail(message: string): never {
  process.stderr.write(`restore: ${message}\n`);
  process.exit(1);
}

/** True when another process holds a write lock or is mid-transaction on the database. */
function databaseInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const db = new Database(file, { fileMustExist: true });
  try {
    // An exclusive lock succeeds only when no other connection reads or writes.
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('begin exclusive; commit');
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}

async function serverAnswers(port: number, host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/api/health`, {
      signal: AbortSignal.timeout(2000),
    });
    return res.status < 500 || res.status === 503;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const checkOnly = args.includes('--check');
  const restarted = args.includes('--restarted');
  const [archive, ...extra] = args.filter((a) => a !== '--check' && a !== '--restarted');
  if (!archive || extra.length)
    fail('usage: npm run restore -- [--check] <backup.tar.gz>  (restores into DATABASE_PATH, default data/app.db)');
  loadInstalledSettings();
  const config = readConfig();
  const file = path.resolve(archive);
  if (checkOnly) {
    const staged = await stageBackup(file, path.dirname(path.resolve(config.databasePath)));
    discardStaged(staged);
    console.log(`${path.basename(archive)} is a whole Gaon Rasoi backup: ${describe(staged.tables)}.`);
    return;
  }
  if (await serverAnswers(config.port, config.host))
    fail(`a server answers on ${config.host}:${config.port}: stop it first (systemctl stop gaon-rasoi)`);
  if (databaseInUse(config.databasePath))
    fail(`${config.databasePath} is in use by another process: stop the server first`);
  const { uploadsDir } = config;
  const { tables, keptDatabase, keptUploads, lostBills } = await restoreBackup({
    archive: file,
    databasePath: config.databasePath,
    uploadsDir,
  });
  console.log(
    `Restored ${path.basename(archive)} into ${path.resolve(config.databasePath)}: ${describe(tables)}, integrity ok.`,
  );
  if (keptDatabase) console.log(`The replaced database is kept as ${keptDatabase}.`);
  if (keptUploads) console.log(`The replaced uploads are kept as ${keptUploads}.`);
  if (lostBills.length)
    console.log(
      `${lostBills.length} bill${lostBills.length > 1 ? 's' : ''} the replaced database had issued (${lostBills[0]}…) are in the register as cancelled, "lost in restore"; no order or bill number is given twice.`,
    );
  if (!restarted) console.log('Start the server now (npm start, or systemctl start gaon-rasoi).');
}

function describe(tables: Record<string, number>): string {
  const rows = Object.values(tables).reduce((a, b) => a + b, 0);
  return `${Object.keys(tables).length} tables, ${rows} rows`;
}

main().catch((err: Error) => fail(err.message));
