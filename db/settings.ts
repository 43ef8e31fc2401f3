/**
 * The owner's limits against prank orders (one row, id 1). Until the owner saves them there is
 * no row and the defaults of shared/trust.ts apply, so an upgraded database behaves like a new one.
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { DEFAULT_TRUST_SETTINGS, type TrustSettings } from '../shared/trust';
import type { StrikeOutcome } from '../shared/statuses';

export interface StoredTrustSettings extends TrustSettings {
  updatedAt: number | null;
  updatedByName: string | null;
}

type Row = {
  holdFirstOrder: number;
  holdCashAbovePaise: number | null;
  strikeLimit: number;
  atStrikeLimit: StrikeOutcome;
  updatedAt: number | null;
  updatedByName: string | null;
};

const statements = preparedOnce((sqlite) => ({
  read: sqlite.prepare(
    `select hold_first_order as holdFirstOrder, hold_cash_above_paise as holdCashAbovePaise, strike_limit as strikeLimit,
            at_strike_limit as atStrikeLimit, updated_at as updatedAt, updated_by_name as updatedByName from settings where id = 1`,
  ),
  write: sqlite.prepare(
    `insert into settings (id, hold_first_order, hold_cash_above_paise, strike_limit, at_strike_limit, updated_at, updated_by_name) values (1, ?, ?, ?, ?, ?, ?)
     on conflict (id) do update set hold_first_order = excluded.hold_first_order, hold_cash_above_paise = excluded.hold_cash_above_paise,
       strike_limit = excluded.strike_limit, at_strike_limit = excluded.at_strike_limit, updated_at = excluded.updated_at, updated_by_name = excluded.updated_by_name`,
  ),
}));

export function getTrustSettings(database: AppDatabase): StoredTrustSettings {
  const row = statements(database).read.get() as Row | undefined;
  if (!row) return { ...DEFAULT_TRUST_SETTINGS, updatedAt: null, updatedByName: null };
  return {
    holdFirstOrder: row.holdFirstOrder === 1,
    cashLimit: row.holdCashAbovePaise === null ? null : row.holdCashAbovePaise / 100,
    strikeLimit: row.strikeLimit,
    atStrikeLimit: row.atStrikeLimit,
    updatedAt: row.updatedAt,
    updatedByName: row.updatedByName,
  };
}

/** Saves the whole set (the route filled in what was left out from the current one). */
export function saveTrustSettings(
  database: AppDatabase,
  next: TrustSettings,
  by: string,
  now: number,
): StoredTrustSettings {
  statements(database).write.run(
    next.holdFirstOrder ? 1 : 0,
    next.cashLimit === null ? null : Math.round(next.cashLimit * 100),
    next.strikeLimit,
    next.atStrikeLimit,
    now,
    by,
  );
  return getTrustSettings(database);
}
