import type Database from 'better-sqlite3';
import type { AppDatabase } from './client';

/**
 * A module's hand-written statements, prepared on a connection's first use and kept for as
 * long as the connection lives (tests open many databases in one process, so not module-wide).
 */
export function preparedOnce<Statements>(
  prepare: (sqlite: Database.Database) => Statements,
): (database: AppDatabase) => Statements {
  const byConnection = new WeakMap<Database.Database, Statements>();
  return (database) => {
    let statements = byConnection.get(database.sqlite);
    if (!statements) byConnection.set(database.sqlite, (statements = prepare(database.sqlite)));
    return statements;
  };
}
