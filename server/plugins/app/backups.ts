import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import {
  backupPath,
  backUp,
  discardStaged,
  listBackups,
  migrateStaged,
  orderSummary,
  readBackupAttempt,
  readCopyStatus,
  replaceLive,
  stageBackup,
  type BackupAttempt,
  type BackupFile,
} from '../../../db/backups';
import { carryNumbersPast } from '../../../db/restoreNumbers';
import type { BackupCopy, BackupStatus } from '../../../shared/api/backups';
import { istDayStart } from '../../../shared/indiaTime';
import { HttpError } from '../../envelope';

export interface BackupOptions {
  /** Where archives go (BACKUP_DIR). */
  dir: string;
  uploadsDir: string;
  /** India-time hour of the daily backup (BACKUP_HOUR); undefined = none. */
  hour?: number;
  /** Archives kept (BACKUP_KEEP). */
  keep?: number;
  /** Run after each backup with the archive's path as $1 (BACKUP_COMMAND). */
  command?: string;
  /** How often the schedule is looked at (default a minute; tests shorten it). */
  checkEveryMs?: number;
  /** How long a restore waits for the writes under way to finish before it gives up (default 10 s). */
  drainMs?: number;
}

export interface RestoreResult {
  /** The archive put back. */
  restored: BackupFile;
  /** Row counts of the restored database. */
  tables: Record<string, number>;
  /** What it replaced: the orders the database held, and when the newest was placed. */
  replaced: { orders: number; lastOrderAt: string | null };
  /** The backup of that state, made first: restoring it goes back. */
  before: BackupFile;
}

export interface Backups {
  readonly dir: string;
  /** Makes a backup now, keeps the newest `keep`, then starts the off-box copy (not awaited). */
  create(): Promise<BackupFile>;
  list(): BackupFile[];
  file(name: string): string | undefined;
  remove(name: string): boolean;
  /** The admin's status but for `current` (which counts the orders: not for every /api/health). */
  status(): Omit<BackupStatus, 'current'>;
  /**
   * Puts a backup back into the running shop (undefined: no such archive). Refuses, changing
   * nothing, what the command refuses (BackupRefused). `caller` is the request asking for it,
   * which is not waited for.
   */
  restore(name: string, caller?: FastifyRequest): Promise<RestoreResult | undefined>;
  /** Resolves when the off-box copy started by the last backup has finished (tests, shutdown). */
  copying(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backups: Backups;
  }
}

/** The time a scheduled backup is due today: today's `hour`:00 India time. */
export function scheduledTime(now: number, hour: number): number {
  return istDayStart(now) + hour * 3_600_000;
}

/**
 * Due when the hour has come today and no backup was made since. A box that was off at the hour
 * backs up when it comes back (as anacron would), not a day later.
 */
export function backupDue(now: number, hour: number, lastBackupAt: number | undefined): boolean {
  const due = scheduledTime(now, hour);
  return now >= due && (lastBackupAt === undefined || lastBackupAt < due);
}

/** The newer of two records (either may be missing). */
function newer<T extends { at: string }>(a: T | null, b: T | null): T | null {
  if (!a || !b) return a ?? b;
  return a.at >= b.at ? a : b;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The archive list, the daily schedule, the off-box copy and the restore of the app's backups. */
export default fp<BackupOptions>(
  async (app, options) => {
    const { dir, uploadsDir, hour, keep = 14, command } = options;
    // What this process saw; the records beside the archives also hold what `npm run backup`
    // and an update did, and the newer of the two is shown. Memory matters when the record could
    // not be written (the backup folder is the very thing that failed).
    let lastCopy: BackupCopy | null = null;
    let lastAttempt: BackupAttempt | null = null;
    let copy: Promise<void> = Promise.resolve();
    // Off-box copies still running (they finish after the backup's answer).
    let copiesRunning = 0;
    // One backup or restore at a time: a click during the scheduled one waits for it rather than racing.
    let running: Promise<unknown> = Promise.resolve();

    // While a restore swaps the database, writes are turned away (503, try again in a minute)
    // and the ones under way are waited for: a write landing after the backup of the current
    // state and before the swap would be in neither. Reads go on, from the old database until
    // the swap's commit and from the restored one after it.
    let restoring = false;
    const writing = new Set<FastifyRequest>();
    app.addHook('onRequest', (request, reply, done) => {
      if (!WRITES.has(request.method)) return done();
      if (restoring) {
        reply.header('retry-after', '60');
        return done(new HttpError(503, 'A backup is being restored: try again in a minute.'));
      }
      writing.add(request);
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      writing.delete(request);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      writing.delete(request);
      done();
    });
    const drained = async (caller: FastifyRequest | undefined) => {
      const until = Date.now() + (options.drainMs ?? 10_000);
      while ([...writing].some((r) => r !== caller)) {
        if (Date.now() > until)
          throw new HttpError(503, 'The shop is busy with other changes: nothing was restored. Try again in a minute.');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    /** A backup, its result remembered; `prune` false keeps every older archive. */
    const makeBackup = async (prune: boolean): Promise<BackupFile> => {
      // copying() waits for a backup from its start: its archive is listed (renamed into place)
      // a moment before backUp returns and its off-box copy begins.
      let finished!: (copied?: Promise<void>) => void;
      copy = Promise.all([copy, new Promise<void>((resolve) => (finished = resolve))]).then(() => undefined);
      let backup;
      try {
        backup = await backUp({
          databasePath: app.database.sqlite.name,
          uploadsDir,
          backupDir: dir,
          keep: prune ? keep : undefined,
          command,
        });
      } catch (err) {
        finished();
        lastAttempt = (err as { attempt?: BackupAttempt }).attempt ?? {
          at: new Date().toISOString(),
          ok: false,
          message: (err as Error).message,
        };
        throw err;
      }
      lastAttempt = backup.attempt;
      copiesRunning += 1;
      const copied = backup.copied.then((result) => {
        copiesRunning -= 1;
        if (!result) return;
        lastCopy = result;
        if (!result.ok) app.log.error(`backup copy failed for ${backup.name}: ${result.message}`);
      });
      finished(copied);
      return { name: backup.name, size: backup.size, createdAt: backup.createdAt };
    };

    /**
     * A restore into the running server. How: the archive is unpacked, checked as the command
     * checks it and migrated to this version's schema, all beside the live database; writes are
     * held back; a backup of the current state is made (the way back); then SQLite's online
     * backup API copies the restored database into the live file in one transaction
     * (db/backups.ts replaceLive), so the server's connection reads either the old database or
     * the new one, never a half-swapped file. Not a restart through systemd: the shop is not
     * down meanwhile, and it works the same under `npm start`, where nothing would start it again.
     */
    const restoreNow = async (
      name: string,
      archive: string,
      caller: FastifyRequest | undefined,
    ): Promise<RestoreResult> => {
      const databasePath = app.database.sqlite.name;
      const staged = await stageBackup(archive, path.dirname(path.resolve(databasePath)));
      try {
        migrateStaged(staged);
        restoring = true;
        try {
          await drained(caller);
          const replaced = orderSummary(app.database);
          let before: BackupFile;
          try {
            before = await makeBackup(false);
          } catch (err) {
            throw new HttpError(
              503,
              `The current data could not be backed up first, so nothing was restored: ${(err as Error).message}`,
            );
          }
          // Writes are held back: the numbers read here are the last the live database gives.
          carryNumbersPast(staged.database, app.database.sqlite);
          await replaceLive(staged, databasePath, uploadsDir);
          // Every open order screen reloads from the restored data.
          app.orderEvents.poll();
          const restored = listBackups(dir).find((b) => b.name === name) ?? {
            name,
            size: fs.statSync(archive).size,
            createdAt: fs.statSync(archive).mtime.toISOString(),
          };
          app.log.warn(`restored backup ${name}; the data before it is in backup ${before.name}`);
          return { restored, tables: staged.tables, replaced, before };
        } finally {
          restoring = false;
        }
      } finally {
        discardStaged(staged);
      }
    };

    const backups: Backups = {
      dir,
      create() {
        const made = running.then(() => makeBackup(true));
        running = made.catch(() => undefined);
        return made;
      },
      list: () => listBackups(dir),
      file: (name) => backupPath(dir, name),
      remove(name) {
        const file = backupPath(dir, name);
        if (!file) return false;
        fs.rmSync(file, { force: true });
        return true;
      },
      status() {
        const [last] = listBackups(dir);
        const attempt = newer(lastAttempt, readBackupAttempt(dir));
        return {
          lastBackupAt: last?.createdAt ?? null,
          lastFailure: attempt && !attempt.ok ? { at: attempt.at, message: attempt.message } : null,
          lastCopy: newer(lastCopy, readCopyStatus(dir)),
          copying: copiesRunning > 0,
          scheduleHour: hour ?? null,
          keep,
          offBoxCopy: Boolean(command),
          directory: path.resolve(dir),
        };
      },
      async restore(name, caller) {
        const archive = backupPath(dir, name);
        if (!archive) return undefined;
        const done = running.then(() => restoreNow(name, archive, caller));
        running = done.catch(() => undefined);
        return done;
      },
      copying: () => copy,
    };
    app.decorate('backups', backups);

    let inFlight = false;
    const check = (scheduleHour: number) => {
      if (inFlight) return;
      const [last] = listBackups(dir);
      if (!backupDue(Date.now(), scheduleHour, last ? Date.parse(last.createdAt) : undefined)) return;
      inFlight = true;
      backups
        .create()
        .then((b) => app.log.info(`scheduled backup ${b.name} (${b.size} bytes)`))
        .catch((err) => app.log.error(`scheduled backup failed: ${(err as Error).message}`))
        .finally(() => (inFlight = false));
    };
    const timer =
      hour === undefined ? undefined : setInterval(() => check(hour), options.checkEveryMs ?? 60_000).unref();
    if (hour !== undefined) app.addHook('onReady', async () => check(hour));
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      await copy;
    });
  },
  { name: 'backups', dependencies: ['database'] },
);
