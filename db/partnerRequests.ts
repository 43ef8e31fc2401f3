/** The answers of kitchens' and riders' actions kept under their Idempotency-Key (schema.ts, partner_requests). */
import type Database from 'better-sqlite3';

/** How long a key is remembered: a phone offline for a whole service still replays its taps. */
export const PARTNER_KEY_TTL_MS = 24 * 3_600_000;

export interface KeptAnswer {
  requestHash: string;
  statusCode: number;
  response: string;
}

const statementsOf = new WeakMap<Database.Database, ReturnType<typeof prepare>>();

function prepare(sqlite: Database.Database) {
  return {
    find: sqlite.prepare('select request_hash as requestHash, status_code as statusCode, response from partner_requests where key = ? and created_at >= ?'),
    // A key seen again after it expired starts over: replace the old row.
    keep: sqlite.prepare('insert or replace into partner_requests (key, request_hash, status_code, response, created_at) values (?, ?, ?, ?, ?)'),
    forgetOld: sqlite.prepare('delete from partner_requests where created_at < ?'),
  };
}

function statements(sqlite: Database.Database) {
  let s = statementsOf.get(sqlite);
  if (!s) {
    s = prepare(sqlite);
    statementsOf.set(sqlite, s);
  }
  return s;
}

export function findKeptAnswer(sqlite: Database.Database, key: string, now = Date.now()): KeptAnswer | undefined {
  return statements(sqlite).find.get(key, now - PARTNER_KEY_TTL_MS) as KeptAnswer | undefined;
}

/** Keeps an answer, and lets go of the keys older than a day (an index range, so cheap). */
export function keepAnswer(sqlite: Database.Database, key: string, answer: KeptAnswer, now = Date.now()): void {
  const s = statements(sqlite);
  s.keep.run(key, answer.requestHash, answer.statusCode, answer.response, now);
  s.forgetOld.run(now - PARTNER_KEY_TTL_MS);
}
