/**
 * A cheap stamp of "the database as it is now": rows written by this connection (the server's
 * only one, triggers included) and SQLite's data_version (bumped by commits of any other
 * connection). Equal stamps mean nothing was written in between, so anything computed under
 * one stamp is still exact under the same stamp.
 *
 * The two halves cost very differently. `total_changes()` is a counter in the connection
 * (about 0.1 µs): it is read on every call, so a write of this process, committed or not, is
 * seen by the very next call. `PRAGMA data_version` opens a read transaction (about 2.5 µs,
 * noticeable on every admin request under load): for requests that came in over a
 * socket it is read at most once per turn of the event loop and kept until the turn ends
 * (setImmediate runs after the I/O callbacks of the turn). Another process's commit is
 * therefore seen by every request the server reads after the turn in which the commit
 * landed: when the server is idle that is the very next request; under load, requests read
 * in that same turn (well under a millisecond of work) may still be answered from the state
 * before it, as if they had arrived a moment earlier. Everything else reads it every time.
 */
import type Database from 'better-sqlite3';

interface Stamp {
  changes: Database.Statement;
  dataVersion: Database.Statement;
  /** data_version read in this turn of the event loop; undefined once the turn is over. */
  kept: number | undefined;
  forget: () => void;
}

const stamps = new WeakMap<Database.Database, Stamp>();

function stampOf(sqlite: Database.Database): Stamp {
  let s = stamps.get(sqlite);
  if (!s) {
    // Two plain statements: cheaper than one that reads pragma_data_version as a table.
    const created: Stamp = {
      changes: sqlite.prepare('select total_changes()').pluck(),
      dataVersion: sqlite.prepare('pragma data_version').pluck(),
      kept: undefined,
      forget: () => {
        created.kept = undefined;
      },
    };
    stamps.set(sqlite, (s = created));
  }
  return s;
}

/**
 * The stamp. `withinTurn`: data_version may be the one read earlier in this turn of the event
 * loop. Only the server's requests that came in over a socket pass true: whatever another
 * process committed that such a client can know of reached it through I/O, which the server
 * reads in a later turn. In-process callers (inject(), scripts, tests) can commit through
 * another connection without any I/O in between, so they always read it afresh.
 */
export function databaseVersion(sqlite: Database.Database, withinTurn = false): string {
  const s = stampOf(sqlite);
  let dataVersion = withinTurn ? s.kept : undefined;
  if (dataVersion === undefined) {
    dataVersion = s.dataVersion.get() as number;
    if (s.kept === undefined) setImmediate(s.forget);
    s.kept = dataVersion;
  }
  return `${s.changes.get() as number}:${dataVersion}`;
}
