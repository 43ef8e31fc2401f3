/**
 * The block list: phone numbers with strikes ("fake / no one there" marks), their standing under
 * the owner's limits, and the owner clearing a number (recorded on each strike it clears).
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { offsetOf, descending, type PageOf, type PageQuery } from './paging';
import { getTrustSettings } from './settings';
import { phoneState, type TrustSettings } from '../shared/trust';
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
  /** The owner blocked it by hand (not cleared since): blocked whatever the limits. */
  blockedByHand: boolean;
  /** Why, as the owner wrote it when blocking by hand; null otherwise. */
  blockReason: string | null;
  state: PhoneState;
}

type CountedRow = Omit<BlocklistRow, 'state' | 'blockedByHand'> & { blockedByHand: number };

const statements = preparedOnce((sqlite) => ({
  openStrikes: sqlite.prepare('select count(*) from phone_strikes where phone = ? and cleared_at is null').pluck(),
  openBlockByHand: sqlite.prepare(
    'select 1 from phone_strikes where phone = ? and cleared_at is null and by_hand = 1 limit 1',
  ),
  blockByHand: sqlite.prepare(
    `insert into phone_strikes (phone, order_id, at, by, by_name, reason, by_hand) values (?, null, ?, 'admin', ?, ?, 1)`,
  ),
  // Trust is earned by a completed order: delivered, and paid (a delivered cash order was paid at
  // the door). An order still open, or a UPI one nobody saw paid, proves nothing about the number;
  // nor does a free one (a 100 % coupon): nobody paid anything.
  trustedOrder: sqlite.prepare(
    `select 1 from orders where customer_phone = ? and status = 'delivered' and total_paise > 0 and (payment_method = 'cash' or payment_status = 'paid') limit 1`,
  ),
  addStrike: sqlite.prepare(
    'insert into phone_strikes (phone, order_id, at, by, by_name, reason) values (?, ?, ?, ?, ?, ?)',
  ),
  clear: sqlite.prepare(
    'update phone_strikes set cleared_at = ?, cleared_by_name = ? where phone = ? and cleared_at is null',
  ),
}));

export const openStrikes = (database: AppDatabase, phone: string): number =>
  statements(database).openStrikes.get(phone) as number;
/** A number's standing now: blocked by hand, else by its uncleared strikes under the owner's limits. */
export function phoneStanding(
  database: AppDatabase,
  phone: string,
  settings: Pick<TrustSettings, 'strikeLimit' | 'atStrikeLimit'>,
): PhoneState {
  if (statements(database).openBlockByHand.get(phone) !== undefined) return 'blocked';
  return phoneState(openStrikes(database, phone), settings);
}

export const hasTrustedOrder = (database: AppDatabase, phone: string): boolean =>
  statements(database).trustedOrder.get(phone) !== undefined;

/** Call inside the transaction that marks the order. */
export function addStrike(
  database: AppDatabase,
  strike: { phone: string; orderId: number; at: number; by: StatusActor; byName: string | null; reason: string },
): void {
  statements(database).addStrike.run(strike.phone, strike.orderId, strike.at, strike.by, strike.byName, strike.reason);
}

const SELECT = `select phone, sum(cleared_at is null) as strikes, count(*) as totalStrikes, max(at) as lastStrikeAt,
       (select max(created_at) from orders o where o.customer_phone = s.phone) as lastOrderAt,
       max(cleared_at) as clearedAt,
       coalesce(max(by_hand = 1 and cleared_at is null), 0) as blockedByHand,
       (select h.reason from phone_strikes h where h.phone = s.phone and h.by_hand = 1 and h.cleared_at is null order by h.at desc, h.id desc limit 1) as blockReason,
       (select cleared_by_name from phone_strikes c where c.phone = s.phone and c.cleared_at is not null order by c.cleared_at desc, c.id desc limit 1) as clearedByName
  from phone_strikes s`;

export type BlocklistSort = 'strikes' | 'lastStrikeAt' | 'phone';
const SORT_SQL: Record<BlocklistSort, string> = { strikes: 'strikes', lastStrikeAt: 'lastStrikeAt', phone: 'phone' };

/**
 * Numbers with strikes, grouped in SQL (a page at a time). `state` filters by standing under the
 * current limits; `q` finds a number by its digits.
 */
export function listBlocklist(
  database: AppDatabase,
  query: PageQuery<BlocklistSort> & { q?: string; state?: PhoneState },
): PageOf<BlocklistRow> {
  const settings = getTrustSettings(database);
  const where: string[] = [];
  const params: unknown[] = [];
  const q = (query.q ?? '').replace(/\D/g, '');
  if (q) {
    where.push(`phone like ? escape '\\'`);
    params.push(`%${q}%`);
  }
  // A standing from the limits (the outcome the owner chose) or, for blocked, a block by hand too.
  const having: string[] = [];
  const byHand = 'coalesce(max(by_hand = 1 and cleared_at is null), 0)';
  if (query.state === 'ok') {
    having.push(`sum(cleared_at is null) < ? and ${byHand} = 0`);
    params.push(settings.strikeLimit);
  } else if (query.state) {
    const byLimits = query.state === settings.atStrikeLimit ? 'sum(cleared_at is null) >= ?' : '0';
    if (byLimits !== '0') params.push(settings.strikeLimit);
    having.push(query.state === 'blocked' ? `(${byLimits} or ${byHand} = 1)` : `(${byLimits} and ${byHand} = 0)`);
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const havingSql = having.length ? `having ${having.join(' and ')}` : '';
  const grouped = `${SELECT} ${whereSql} group by phone ${havingSql}`;
  const total = database.sqlite
    .prepare(`select count(*) from (${grouped})`)
    .pluck()
    .get(...params) as number;
  const direction = descending(query.order, query.sort ? 'asc' : 'desc') ? 'desc' : 'asc';
  const offset = offsetOf(query);
  const rows = database.sqlite
    .prepare(
      `${grouped} order by ${SORT_SQL[query.sort ?? 'lastStrikeAt']} ${direction}, phone ${direction} limit ? offset ?`,
    )
    .all(...params, query.limit, offset) as CountedRow[];
  return { rows: rows.map((r) => withState(r, settings)), total, offset };
}

export function blocklistEntry(database: AppDatabase, phone: string): BlocklistRow | undefined {
  const row = database.sqlite.prepare(`${SELECT} where phone = ? group by phone`).get(phone) as CountedRow | undefined;
  return row ? withState(row, getTrustSettings(database)) : undefined;
}

function withState(row: CountedRow, settings: Pick<TrustSettings, 'strikeLimit' | 'atStrikeLimit'>): BlocklistRow {
  const blockedByHand = row.blockedByHand === 1;
  return { ...row, blockedByHand, state: blockedByHand ? 'blocked' : phoneState(row.strikes, settings) };
}

/**
 * The owner blocks a number by hand (a known prankster), with why: no orders until cleared,
 * whatever the limits. False (nothing written) when the number is already blocked.
 */
export function blockByHand(
  database: AppDatabase,
  block: { phone: string; reason: string; byName: string; at: number },
): boolean {
  return database.sqlite.transaction(() => {
    if (phoneStanding(database, block.phone, getTrustSettings(database)) === 'blocked') return false;
    statements(database).blockByHand.run(block.phone, block.at, block.byName, block.reason);
    return true;
  })();
}

/** The owner clears a number's strikes: it orders as anyone again; who and when stay on each strike. False when it has none. */
export function clearStrikes(database: AppDatabase, phone: string, byName: string, now: number): boolean {
  return statements(database).clear.run(now, byName, phone).changes > 0;
}
