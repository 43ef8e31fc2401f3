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

/** A backup attempt that failed: when, and why in the system's words (paths and all: for the super admin only). */
export const BackupFailure = Type.Object({ at: IsoTime, message: Type.String() });
export type BackupFailure = Static<typeof BackupFailure>;

export const BackupStatus = Type.Object({
  lastBackupAt: NullableIsoTime,
  /** The latest attempt (scheduled, "Back up now", npm run backup, an update's), when it failed; null when it worked. */
  lastFailure: Nullable(BackupFailure),
  lastCopy: Nullable(BackupCopy),
  /** Whether an off-box copy is running now: its result replaces lastCopy when it ends. */
  copying: Type.Boolean(),
  /** India-time hour of the daily backup; null when none is scheduled. */
  scheduleHour: Nullable(Type.Integer()),
  keep: Type.Integer(),
  /** Whether an off-box copy command is configured (the command itself stays on the box). */
  offBoxCopy: Type.Boolean(),
  directory: Type.String(),
  /** What a restore would replace now: the orders the shop holds, and when the newest was placed. */
  current: Type.Object({ orders: Type.Integer(), lastOrderAt: NullableIsoTime }),
});
export type BackupStatus = Static<typeof BackupStatus>;

export const BackupDeleted = Type.Object({ id: Type.String(), name: Type.String() });

/** A backup put back into the running shop from the admin. */
export const BackupRestored = Type.Object({
  id: Type.String(),
  name: Type.String(),
  createdAt: IsoTime,
  /** Orders in the restored data. */
  orders: Type.Integer(),
  /** What it replaced: the orders the shop held, and when the newest was placed. */
  replaced: Type.Object({ orders: Type.Integer(), lastOrderAt: NullableIsoTime }),
  /** The backup of the data as it was just before, made first: restoring it goes back. */
  before: Backup,
});
export type BackupRestored = Static<typeof BackupRestored>;
