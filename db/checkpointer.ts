/**
 * WAL checkpoints off the event loop. In WAL mode every commit appends pages to the -wal file;
 * a checkpoint copies them back into the database file and syncs it. SQLite runs one inside
 * the commit that crosses `wal_autocheckpoint` pages (1,000 by default), so under a stream of
 * orders one commit in a few copied megabytes and waited for fsync on the event loop: the
 * slowest answers (p99) of placing orders. Here a worker thread with its own connection runs
 * a PASSIVE checkpoint every `everyMs` (it never waits for, nor blocks, the writer or the
 * readers), and the server's connection checkpoints by itself only past `fallbackPages`, should
 * the worker fall behind or stop.
 *
 * Durability is unchanged: a commit is in the -wal file before it is answered (with
 * synchronous=NORMAL, durable against a crash of the process, as before); a checkpoint only
 * moves committed pages. A checkpoint is not a commit, so it changes no data_version stamp.
 *
 * PASSIVE only, also because of the continuous replica (Litestream, server/lib/replica.ts): it
 * holds a read transaction to follow the WAL and must see every frame before the WAL starts
 * over. A PASSIVE checkpoint stops at Litestream's read mark and never resets the WAL; a
 * RESTART or TRUNCATE one would wait on it (or, racing it, make it start a new snapshot).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { AppDatabase } from './client';

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const checkpoint = db.prepare('pragma wal_checkpoint(PASSIVE)');
const timer = setInterval(() => {
  try {
    checkpoint.get();
  } catch (err) {
    parentPort.postMessage(String(err && err.message || err));
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(
  database: AppDatabase,
  options: { everyMs?: number; fallbackPages?: number; onError?: (message: string) => void } = {},
): Checkpointer | null {
  const file = database.sqlite.name;
  if (!file || file === ':memory:' || database.sqlite.memory) return null;
  database.sqlite.pragma(`wal_autocheckpoint = ${options.fallbackPages ?? 10_000}`);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { file, driver, everyMs: options.everyMs ?? 200 } });
  worker.unref();
  worker.on('message', (message: string) => options.onError?.(message));
  worker.on('error', (err) => options.onError?.(err.message));
  let stopped: Promise<void> | undefined;
  return {
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        // A worker stuck in a checkpoint (a slow disk) must not hold the shutdown.
        const timer = setTimeout(() => void worker.terminate(), 2000);
        worker.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        worker.ref();
        worker.postMessage('stop');
      })),
  };
}
