/** The answers of kitchens' and riders' actions kept under their Idempotency-Key (schema.ts, partner_requests). */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';

/** How long a key is remembered: a phone offline for a whole service still replays its taps. */
export const PARTNER_KEY_TTL_MS = 24 * 3_600_000;

export interface KeptAnswer {
  requestHash: string;
  statusCode: number;
  response: string;
}

const statements = preparedOnce((sqlite) => ({
  find: sqlite.prepare(
    'select request_hash as requestHash, status_code as statusCode, response from partner_requests where key = ? and created_at >= ?',
  ),
  // A key seen again after it expired starts over: replace the old row.
  keep: sqlite.prepare(
    'insert or replace into partner_requests (key, request_hash, status_code, response, created_at) values (?, ?, ?, ?, ?)',
  ),
  forgetOld: sqlite.prepare('delete from partner_requests where created_at < ?'),
}));

export function findKeptAnswer(database: AppDatabase, key: string, now = Date.now()): KeptAnswer | undefined {
  return statements(database).find.get(key, now - PARTNER_KEY_TTL_MS) as KeptAnswer | undefined;
}

/** Keeps an answer, and lets go of the keys older than a day (an index range, so cheap). */
export function keepAnswer(database: AppDatabase, key: string, answer: KeptAnswer, now = Date.now()): void {
  const s = statements(database);
  s.keep.run(key, answer.requestHash, answer.statusCode, answer.response, now);
  s.forgetOld.run(now - PARTNER_KEY_TTL_MS);
}
