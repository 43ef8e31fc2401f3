/** Backups of the database and uploads (super_admin only), and what /api/health says of them. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, NullableIsoTime, IsoTime } from './common';

export const Backup = Type.Object({
  /** The archive's file name, also its id in the admin. */
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer({ description: 'bytes' }),
  createdAt: IsoTime,
});
export type Backup = Static<typeof Backup>;

export const BackupParams = Type.Object({ name: Type.String({ maxLength: 100 }) });

/** The last run of BACKUP_COMMAND, the copy of a backup off the box. */
export const BackupCopy = Type.Object({ at: IsoTime, ok: Type.Boolean(), message: Type.String() });
export type BackupCopy = Static<typeof BackupCopy>;

export const BackupStatus = Type.Object({
  lastBackupAt: NullableIsoTime,
  lastCopy: Nullable(BackupCopy),
  /** India-time hour of the daily backup; null when none is scheduled. */
  scheduleHour: Nullable(Type.Integer()),
  keep: Type.Integer(),
  /** Whether an off-box copy command is configured (the command itself stays on the box). */
  offBoxCopy: Type.Boolean(),
  directory: Type.String(),
});
export type BackupStatus = Static<typeof BackupStatus>;

export const BackupDeleted = Type.Object({ id: Type.String(), name: Type.String() });
