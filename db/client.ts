import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';
import { preparedOnce } from './statements';

export type Db = BetterSQLite3Database<typeof schema>;
export interface AppDatabase {
  /** Drizzle over the connection, with the schema for typed queries. */
  db: Db;
  /** The raw better-sqlite3 connection, for pragmas, backups and hand-tuned SQL. */
  sqlite: Database.Database;
  close(): void;
}

// From the checkout's root (one level up), so the path holds both from db/ and from the
// server's bundle in .build/ (npm start runs the bundle: server/launch.mjs).
export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');

/** A failure the start script reports as one clear line instead of a stack dump. */
export class DatabaseOpenError extends Error {}

/**
 * Opens (creating if needed) the SQLite file, sets the pragmas the app relies on and applies
 * pending migrations. Foreign keys are switched off around migrate(): a table rebuild
 * (drop + rename) would otherwise fire ON DELETE CASCADE and wipe child rows. They are
 * checked afterwards so a bad migration cannot slip through silently.
 */
export function openDatabase(file: string): AppDatabase {
  if (file !== ':memory:') {
    const folder = path.dirname(path.resolve(file));
    try {
      fs.mkdirSync(folder, { recursive: true });
      fs.accessSync(folder, fs.constants.W_OK);
    } catch (err) {
      throw new DatabaseOpenError(
        `cannot create or write the database folder ${folder}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
      );
    }
  }

  let sqlite: Database.Database;
  try {
    sqlite = new Database(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    // Page cache of 64 MB (default 2 MB): the hot index pages of a million orders stay in
    // memory while the process stays well under 300 MB. No mmap: mapped pages would count
    // towards the server's resident memory. Sorts and temp b-trees stay in memory.
    sqlite.pragma('cache_size = -65536');
    sqlite.pragma('temp_store = MEMORY');
    // Reading the schema fails fast on a file that is not a SQLite database.
    sqlite.prepare('select count(*) from sqlite_master').get();
  } catch (err) {
    throw new DatabaseOpenError(`cannot open the database ${file}: ${(err as Error).message}`);
  }

  const db = drizzle(sqlite, { schema });
  try {
    sqlite.pragma('foreign_keys = OFF');
    const applied = () => {
      const known = sqlite
        .prepare(`select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'`)
        .get();
      return known ? (sqlite.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }).n : 0;
    };
    const before = applied();
    migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // The check reads every row of every table with a foreign key (seconds at a million
    // orders), so it runs only when a migration was applied: a plain restart stays fast.
    if (applied() !== before) {
      const problems = sqlite.pragma('foreign_key_check') as unknown[];
      if (problems.length > 0) {
        throw new Error(`foreign key check failed after migration (${problems.length} rows)`);
      }
    }
  } catch (err) {
    sqlite.close();
    throw new DatabaseOpenError(`cannot migrate the database ${file}: ${(err as Error).message}`);
  } finally {
    if (sqlite.open) sqlite.pragma('foreign_keys = ON');
  }

  return { db, sqlite, close: () => sqlite.open && sqlite.close() };
}

const probe = preparedOnce((sqlite) => sqlite.prepare('select 1'));

/** Undefined when the database answers a query; otherwise what is wrong, in SQLite's words. */
export function databaseProblem(database: AppDatabase): string | undefined {
  try {
    probe(database).get();
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
}

/** The folder of the database file (the working folder for an in-memory database): where its disk is measured. */
export function databaseFolder(database: AppDatabase): string {
  const file = database.sqlite.name;
  return file && file !== ':memory:' ? path.dirname(path.resolve(file)) : '.';
}
