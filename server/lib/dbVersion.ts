/**
 * A cheap stamp of "the database as it is now": rows written by this connection (the server's
 * only one, triggers included) and SQLite's data_version (bumped by commits of any other
 * connection). Equal stamps mean nothing was written in between, so anything computed under
 * one stamp is still exact under the same stamp. One statement, prepared once per connection.
 */
import type Database from 'better-sqlite3';

const statements = new WeakMap<Database.Database, Database.Statement>();

export function databaseVersion(sqlite: Database.Database): string {
  let statement = statements.get(sqlite);
  if (!statement) {
    statement = sqlite.prepare(`select total_changes() || ':' || (select data_version from pragma_data_version)`).pluck();
    statements.set(sqlite, statement);
  }
  return statement.get() as string;
}
