import type Database from 'better-sqlite3';

/**
 * A module's hand-written statements, prepared on a connection's first use and kept for as
 * long as the connection lives (tests open many databases in one process, so not module-wide).
 * It takes anything with the connection (an AppDatabase): client.ts prepares its own statements
 * with this, so naming client.ts's type here would tie the two modules in a circle.
 */
export function preparedOnce<Statements>(
  prepare: (sqlite: Database.Database) => Statements,
): (database: { sqlite: Database.Database }) => Statements {
  const byConnection = new WeakMap<Database.Database, Statements>();
  return (database) => {
    let statements = byConnection.get(database.sqlite);
    if (!statements) byConnection.set(database.sqlite, (statements = prepare(database.sqlite)));
    return statements;
  };
}
