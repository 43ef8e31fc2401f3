/**
 * The heavy half of a backup, on a worker thread: `VACUUM INTO` the copy, then prove it whole
 * (integrity check, foreign keys, a row count per table). At 250 000 orders these take seconds,
 * and on the server's own thread every request (an order, /api/health) waited for them.
 *
 * Plain JavaScript beside db/ rather than TypeScript: the server runs as an esbuild bundle in
 * .build/ and the scripts run under tsx, and a worker needs a file both can start as it is
 * (db/backups.ts resolves it from the checkout's root, which is `..` of both db/ and .build/).
 *
 * The archive is gzipped here too: zlib compresses each read on the thread that asks, and a
 * large database's reads, one after another, held the server's answers for over a second.
 *
 * workerData: { op: 'copy', source, target }, { op: 'check', source },
 * { op: 'replace', source, target } or { op: 'archive', source, target, entries }.
 * Answers one message: { ok: true, tables } or { ok: false, message }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import * as tar from 'tar';

/** Opens a database file read-only and proves it whole; answers its tables' row counts. */
function check(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`the database failed its integrity check: ${String(result)}`);
    const broken = db.pragma('foreign_key_check');
    if (broken.length) throw new Error(`the database has ${broken.length} rows pointing at rows that do not exist`);
    const names = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all();
    return Object.fromEntries(
      names.map(({ name }) => [name, db.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get().n]),
    );
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of a live database: VACUUM INTO reads inside one transaction (a WAL
 * snapshot), so the copy is one point in time and the server's writers are never blocked.
 * Its own read-only connection: it changes nothing in the source.
 */
function copy(source, target) {
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
  return check(target);
}

/**
 * Puts the content of `source` into the live database `target` while the server has it open:
 * SQLite's online backup API, with `target` as the destination. The copy is one write
 * transaction on `target`: it takes the write lock at its first step and keeps it to the last,
 * so the server's connection reads the old database until the commit and the new one after it,
 * never a mix (its writes wait on busy_timeout meanwhile). Here, off the server's thread, so
 * the server is not frozen for the copy, and its waiting writers cannot hold up the copy.
 */
async function replace(source, target) {
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    // All pages at the second step (the first is 100): fewer round trips, the same one transaction.
    await db.backup(target, { progress: () => 1 << 30 });
  } finally {
    db.close();
  }
  // The source was checked whole before it came here (restoreInto, db/backups.ts).
  return {};
}

/** `target`: a .tar.gz of `entries` (names inside the folder `source`), as they are there. */
async function archive(source, target, entries) {
  await tar.create({ gzip: true, file: target, cwd: source, portable: true }, entries);
  return {};
}

try {
  const { op, source, target, entries } = workerData;
  const tables =
    op === 'copy'
      ? copy(source, target)
      : op === 'replace'
        ? await replace(source, target)
        : op === 'archive'
          ? await archive(source, target, entries)
          : check(source);
  parentPort.postMessage({ ok: true, tables });
} catch (err) {
  parentPort.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
}
