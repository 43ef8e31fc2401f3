/**
 * A cheap stamp of "the database as it is now": rows written by this connection (the server's
 * only one, triggers included: `total_changes()`) and SQLite's `PRAGMA data_version` (bumped by
 * commits of any other connection, such as a restore or a script). Equal stamps mean nothing was
 * written in between, so an answer computed under one stamp is still exact under the same stamp:
 * conditional GETs (ETag → 304) and the prerendered site pages rely on it.
 */
import { preparedOnce } from './statements';
import type { AppDatabase } from './client';

const statements = preparedOnce((sqlite) => ({
  changes: sqlite.prepare('select total_changes()').pluck(),
  dataVersion: sqlite.prepare('pragma data_version').pluck(),
}));

export function databaseVersion(database: AppDatabase): string {
  const s = statements(database);
  return `${s.changes.get() as number}:${s.dataVersion.get() as number}`;
}
