import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, ok } from '../envelope';
import { errors, Ok } from '../../shared/api/common';
import { Health } from '../../shared/api/reports';
import { databaseFolder, databaseProblem } from '../../db/client';
import { APP_COMMIT, APP_VERSION } from '../version';
import { isDiskFull } from '../lib/diskFull';

const DISK_FULL_PROBLEM = 'The disk is full.';
/** Less free than this on the database's disk and the next order may not fit: as good as full. */
const MIN_FREE_BYTES = 1024 * 1024;

/**
 * A failed backup's reason in fixed words for anyone who asks /api/health (a monitor, the
 * public): the message itself may name the box's folders or quote the owner's BACKUP_COMMAND.
 */
export function backupProblem(message: string): string {
  if (isDiskFull({ message })) return DISK_FULL_PROBLEM;
  if (/EACCES|EPERM|EROFS|permission denied|read-only|readonly/i.test(message))
    return 'No permission to write the backup folder.';
  return 'The backup failed.';
}

/**
 * Ready when the database answers and can be written (not while writes are refused for a
 * full disk); also what an owner (or a monitor) needs to know before it
 * hurts: free disk, the last backup and whether its off-box copy worked.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready when the database answers; disk, backups, version',
        response: { 200: Ok(Health), ...errors(503) },
      },
    },
    async () => {
      const problem = databaseProblem(app.database);
      if (problem) throw new HttpError(503, `Database: ${problem}`);
      const disk = fs.statfsSync(databaseFolder(app.database));
      if (app.diskFull.isFull() || disk.bavail * disk.bsize < MIN_FREE_BYTES)
        throw new HttpError(503, `Database: ${DISK_FULL_PROBLEM}`);
      const { lastBackupAt, lastFailure, lastCopy } = app.backups.status();
      return ok({
        status: 'ok' as const,
        version: APP_VERSION,
        commit: APP_COMMIT,
        time: new Date().toISOString(),
        database: 'ok',
        diskFreeBytes: disk.bavail * disk.bsize,
        diskTotalBytes: disk.blocks * disk.bsize,
        lastBackupAt,
        lastBackupOk: lastFailure ? false : lastBackupAt ? true : null,
        lastBackupFailedAt: lastFailure?.at ?? null,
        lastBackupProblem: lastFailure ? backupProblem(lastFailure.message) : null,
        lastCopyOk: lastCopy?.ok ?? null,
        lastCopyAt: lastCopy?.at ?? null,
        replica: app.replica?.status() ?? null,
      });
    },
  );
};
