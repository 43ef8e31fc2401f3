/**
 * The block list: phone numbers with strikes ("fake / no one there" marks), their standing under
 * the owner's limits, and the owner clearing a number (recorded on each strike it clears).
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { offsetOf, descending, type PageOf, type PageQuery } from './paging';
import { getTrustSettings } from './settings';
import { phoneState } from '../shared/trust';
import type { PhoneState, StatusActor } from '../shared/statuses';

export interface BlocklistRow {
  phone: string;
  /** Strikes not cleared. */
  strikes: number;
  /** Every strike the number ever had, cleared ones included. */
  totalStrikes: number;
  lastStrikeAt: number;
  lastOrderAt: number | null;
  clearedAt: number | null;
  clearedByName: string | null;
  state: PhoneState;
}

const statements = preparedOnce((sqlite) => ({
  openStrikes: sqlite.prepare('select count(*) from phone_strikes where phone = ? and cleared_at is null').pluck(),
  // Trust is earned by a completed order: delivered, and paid (a delivered cash order was paid at
  // the door). An order still open, or a UPI one nobody saw paid, proves nothing about the number.
  trustedOrder: sqlite.prepare(`select 1 from orders where customer_phone = ? and status = 'delivered' and (payment_method = 'cash' or payment_status = 'paid') limit 1`),
  addStrike: sqlite.prepare('insert into phone_strikes (phone, order_id, at, by, by_name, reason) values (?, ?, ?, ?, ?, ?)'),
  clear: sqlite.prepare('update phone_strikes set cleared_at = ?, cleared_by_name = ? where phone = ? and cleared_at is null'),
}));

export const openStrikes = (database: AppDatabase, phone: string): number => statements(database).openStrikes.get(phone) as number;
export const hasTrustedOrder = (database: AppDatabase, phone: string): boolean => statements(database).trustedOrder.get(phone) !== undefined;

/** Call inside the transaction that marks the order. */
export function addStrike(database: AppDatabase, strike: { phone: string; orderId: number; at: number; by: StatusActor; byName: string | null; reason: string }): void {
  statements(database).addStrike.run(strike.phone, strike.orderId, strike.at, strike.by, strike.byName, strike.reason);
}

const SELECT = `select phone, sum(cleared_at is null) as strikes, count(*) as totalStrikes, max(at) as lastStrikeAt,
       (select max(created_at) from orders o where o.customer_phone = s.phone) as lastOrderAt,
       max(cleared_at) as clearedAt,
       (select cleared_by_name from phone_strikes c where c.phone = s.phone and c.cleared_at is not null order by c.cleared_at desc, c.id desc limit 1) as clearedByName
  from phone_strikes s`;

export type BlocklistSort = 'strikes' | 'lastStrikeAt' | 'phone';
const SORT_SQL: Record<BlocklistSort, string> = { strikes: 'strikes', lastStrikeAt: 'lastStrikeAt', phone: 'phone' };

/**
 * Numbers with strikes, grouped in SQL (a page at a time). `state` filters by standing under the
 * current limits; `q` finds a number by its digits.
 */
export function listBlocklist(database: AppDatabase, query: PageQuery<BlocklistSort> & { q?: string; state?: PhoneState }): PageOf<BlocklistRow> {
  const settings = getTrustSettings(database);
  const where: string[] = [];
  const params: unknown[] = [];
  const q = (query.q ?? '').replace(/\D/g, '');
  if (q) {
    where.push(`phone like ? escape '\\'`);
    params.push(`%${q}%`);
  }
  // Only the outcome the owner chose exists under the current limits: the other standing lists nothing.
  if (query.state && query.state !== 'ok' && query.state !== settings.atStrikeLimit) return { rows: [], total: 0, offset: offsetOf(query) };
  const having: string[] = [];
  if (query.state) {
    having.push(query.state === 'ok' ? 'sum(cleared_at is null) < ?' : 'sum(cleared_at is null) >= ?');
    params.push(settings.strikeLimit);
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const havingSql = having.length ? `having ${having.join(' and ')}` : '';
  const grouped = `${SELECT} ${whereSql} group by phone ${havingSql}`;
  const total = database.sqlite.prepare(`select count(*) from (${grouped})`).pluck().get(...params) as number;
  const direction = descending(query.order, query.sort ? 'asc' : 'desc') ? 'desc' : 'asc';
  const offset = offsetOf(query);
  const rows = database.sqlite
    .prepare(`${grouped} order by ${SORT_SQL[query.sort ?? 'lastStrikeAt']} ${direction}, phone ${direction} limit ? offset ?`)
    .all(...params, query.limit, offset) as Array<Omit<BlocklistRow, 'state'>>;
  return { rows: rows.map((r) => ({ ...r, state: phoneState(r.strikes, settings) })), total, offset };
}

export function blocklistEntry(database: AppDatabase, phone: string): BlocklistRow | undefined {
  const row = database.sqlite.prepare(`${SELECT} where phone = ? group by phone`).get(phone) as Omit<BlocklistRow, 'state'> | undefined;
  return row ? { ...row, state: phoneState(row.strikes, getTrustSettings(database)) } : undefined;
}

/** The owner clears a number's strikes: it orders as anyone again; who and when stay on each strike. False when it has none. */
export function clearStrikes(database: AppDatabase, phone: string, byName: string, now: number): boolean {
  return statements(database).clear.run(now, byName, phone).changes > 0;
}
