/**
 * A cheap stamp of "the database as it is now": rows written by this connection (the server's
 * only one, triggers included) and SQLite's data_version (bumped by commits of any other
 * connection). Equal stamps mean nothing was written in between, so anything computed under
 * one stamp is still exact under the same stamp. One statement, prepared once per connection.
 */
import type Database from 'better-sqlite3';

const statements = new WeakMap<Database.Database, { changes: Database.Statement; dataVersion: Database.Statement }>();

export function databaseVersion(sqlite: Database.Database): string {
  let s = statements.get(sqlite);
  if (!s) {
    // Two plain statements: cheaper than one that reads pragma_data_version as a table.
    s = { changes: sqlite.prepare('select total_changes()').pluck(), dataVersion: sqlite.prepare('pragma data_version').pluck() };
    statements.set(sqlite, s);
  }
  return `${s.changes.get() as number}:${s.dataVersion.get() as number}`;
}
