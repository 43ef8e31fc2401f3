import { useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '../../shared/api/backups';
import type { Health } from '../../shared/api/reports';
import { httpClient } from '../providers/httpClient';

/** Warn when the newest backup is older than a day and a bit (a daily schedule that missed one). */
export const BACKUP_STALE_MS = 26 * 3_600_000;
/** Warn when less than this share of the disk is free: SQLite needs room to write, backups more. */
export const LOW_DISK_SHARE = 0.1;
/** The continuous replica is behind (red) past this many seconds: Litestream ships within about one. */
export const REPLICA_LAG_LIMIT_S = 60;

export interface BackupWarnings {
  noBackup: boolean;
  /** The latest backup attempt failed (scheduled, by hand, or from the shell). */
  backupFailed: boolean;
  staleBackup: boolean;
  lowDisk: boolean;
  copyFailed: boolean;
}

export function backupWarnings(
  health: Pick<Health, 'lastBackupAt' | 'diskFreeBytes' | 'diskTotalBytes' | 'lastCopyOk'> &
    Partial<Pick<Health, 'lastBackupOk'>>,
  now: number,
): BackupWarnings {
  const last = health.lastBackupAt ? Date.parse(health.lastBackupAt) : undefined;
  return {
    noBackup: last === undefined,
    backupFailed: health.lastBackupOk === false,
    staleBackup: last !== undefined && now - last > BACKUP_STALE_MS,
    lowDisk: health.diskTotalBytes > 0 && health.diskFreeBytes / health.diskTotalBytes < LOW_DISK_SHARE,
    copyFailed: health.lastCopyOk === false,
  };
}

/** /api/health and the backup status, refreshed every minute (the owner's dashboard stays open all day). */
export function useBackupHealth(enabled = true) {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: () => httpClient<Health>('/health').then((r) => r.json),
    refetchInterval: 60_000,
    enabled,
  });
  const status = useQuery({
    queryKey: ['backups', 'status'],
    queryFn: () => httpClient<BackupStatus>('/admin/backups/status').then((r) => r.json),
    // While the copy off the box runs (after "Back up now" answered), its result is asked for
    // every 2 s, so the page says how it went when it ends, not up to a minute later.
    refetchInterval: (query) => (query.state.data?.copying ? 2_000 : 60_000),
    enabled,
  });
  return { health: health.data, status: status.data, refetch: () => Promise.all([health.refetch(), status.refetch()]) };
}

/** "3.2 GB", "640 KB": sizes a person reads at a glance. */
export function formatBytes(bytes: number, locale?: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
