import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { backupPath, backUp, listBackups, readCopyStatus, type BackupFile } from '../../../db/backups';
import type { BackupCopy, BackupStatus } from '../../../shared/api/backups';
import { istDayStart } from '../../../shared/indiaTime';

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
}

export interface Backups {
  readonly dir: string;
  /** Makes a backup now, keeps the newest `keep`, then starts the off-box copy (not awaited). */
  create(): Promise<BackupFile>;
  list(): BackupFile[];
  file(name: string): string | undefined;
  remove(name: string): boolean;
  status(): BackupStatus;
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

/** The archive list, the daily schedule and the off-box copy of the app's backups. */
export default fp<BackupOptions>(
  async (app, options) => {
    const { dir, uploadsDir, hour, keep = 14, command } = options;
    let lastCopy: BackupCopy | null = readCopyStatus(dir);
    let copy: Promise<void> = Promise.resolve();
    // One backup at a time: a click during the scheduled one waits for it rather than racing.
    let running: Promise<unknown> = Promise.resolve();

    const backups: Backups = {
      dir,
      create() {
        const made = running.then(async () => {
          const backup = await backUp({ databasePath: app.database.sqlite.name, uploadsDir, backupDir: dir, keep, command });
          const copied = backup.copied.then((result) => {
            if (!result) return;
            lastCopy = result;
            if (!result.ok) app.log.error(`backup copy failed for ${backup.name}: ${result.message}`);
          });
          copy = Promise.all([copy, copied]).then(() => undefined);
          return { name: backup.name, size: backup.size, createdAt: backup.createdAt };
        });
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
        return { lastBackupAt: last?.createdAt ?? null, lastCopy, scheduleHour: hour ?? null, keep, offBoxCopy: Boolean(command), directory: path.resolve(dir) };
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
    const timer = hour === undefined ? undefined : setInterval(() => check(hour), options.checkEveryMs ?? 60_000).unref();
    if (hour !== undefined) app.addHook('onReady', async () => check(hour));
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      await copy;
    });
  },
  { name: 'backups', dependencies: ['database'] },
);
