/**
 * `npm run restore -- FILE`: puts a backup (`.tar.gz` from the admin, the schedule or
 * `npm run backup`) back in place of the database and uploads named by DATABASE_PATH.
 * `npm run restore -- --from-replica [--at ISO]` puts back the continuous replica (REPLICA_URL)
 * instead, as of its last sync or of the time given (the uploads stay as they are).
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
import { stageReplica } from '../server/lib/replica';
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

const USAGE =
  'usage: npm run restore -- [--check] <backup.tar.gz> | --from-replica [--at ISO-time]  (restores into DATABASE_PATH, default data/app.db)';

/** The command line: an archive, or the replica (as of `at`), and the flags. */
function parseArgs(args: string[]) {
  const flags = new Set<string>(args.filter((a) => a === '--check' || a === '--restarted' || a === '--from-replica'));
  const rest = args.filter((a) => !flags.has(a));
  let at: string | undefined;
  const atIndex = rest.indexOf('--at');
  if (atIndex >= 0) {
    at = rest[atIndex + 1];
    rest.splice(atIndex, 2);
    if (!at || Number.isNaN(Date.parse(at)))
      fail(`--at needs a time such as 2026-12-01T20:15:00+05:30, got "${at ?? ''}"`);
  }
  const fromReplica = flags.has('--from-replica');
  if (fromReplica ? rest.length : rest.length !== 1 || at) fail(USAGE);
  return { archive: rest[0], fromReplica, at, checkOnly: flags.has('--check'), restarted: flags.has('--restarted') };
}

async function main(): Promise<void> {
  const { archive, fromReplica, at, checkOnly, restarted } = parseArgs(process.argv.slice(2));
  loadInstalledSettings();
  const config = readConfig();
  const { replicaUrl } = config;
  if (fromReplica && !replicaUrl) fail('REPLICA_URL is not set: there is no replica to restore from');
  const what = fromReplica ? `the replica${at ? ` as of ${at}` : ''}` : path.basename(archive);
  const stage = (besideDir: string) =>
    fromReplica ? stageReplica(replicaUrl ?? '', besideDir, at) : stageBackup(path.resolve(archive), besideDir);
  if (checkOnly) {
    const staged = await stage(path.dirname(path.resolve(config.databasePath)));
    discardStaged(staged);
    console.log(`${what} is a whole Gaon Rasoi database: ${describe(staged.tables)}.`);
    return;
  }
  if (await serverAnswers(config.port, config.host))
    fail(`a server answers on ${config.host}:${config.port}: stop it first (systemctl stop gaon-rasoi)`);
  if (databaseInUse(config.databasePath))
    fail(`${config.databasePath} is in use by another process: stop the server first`);
  const { uploadsDir } = config;
  const { tables, keptDatabase, keptUploads, lostBills } = await restoreBackup({
    stage,
    databasePath: config.databasePath,
    uploadsDir,
  });
  console.log(`Restored ${what} into ${path.resolve(config.databasePath)}: ${describe(tables)}, integrity ok.`);
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
