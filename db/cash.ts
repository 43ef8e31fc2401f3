/**
 * The owner's day close for cash: what each rider collected on an India day (the rider's own
 * Today figure, from the same statement: db/money.ts RIDERS_DAY_MONEY), what they handed in
 * for that day, the cash taken at the counter, and recording a hand-over.
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { COUNTER_DAY_CASH, RIDERS_DAY_MONEY } from './money';

export interface RiderCashRow {
  riderId: number;
  name: string;
  cashPaise: number;
  handedOverPaise: number;
}

export interface HandoverRow {
  id: number;
  riderId: number | null;
  riderName: string;
  day: string;
  amountPaise: number;
  recordedAt: number;
  recordedByName: string;
}

const HANDOVER_COLUMNS = `id, rider_id as riderId, rider_name as riderName, day, amount_paise as amountPaise, recorded_at as recordedAt, recorded_by_name as recordedByName`;

const statements = preparedOnce((sqlite) => ({
  // Every rider who delivered that day (cash or not) or handed in for it, by name.
  riders: sqlite.prepare(
    `with delivered as (${RIDERS_DAY_MONEY}),
          handed as (select rider_id as riderId, sum(amount_paise) as paise from cash_handovers where day = ? and rider_id is not null group by rider_id)
     select u.id as riderId, u.name, coalesce(d.cashPaise, 0) as cashPaise, coalesce(h.paise, 0) as handedOverPaise
       from users u left join delivered d on d.riderId = u.id left join handed h on h.riderId = u.id
      where d.riderId is not null or h.riderId is not null
      order by u.name collate nocase, u.id`,
  ),
  counter: sqlite.prepare(COUNTER_DAY_CASH).pluck(),
  rider: sqlite.prepare(`select name from users where id = ? and role = 'delivery'`).pluck(),
  insert: sqlite.prepare(
    `insert into cash_handovers (rider_id, rider_name, day, amount_paise, recorded_at, recorded_by_id, recorded_by_name)
     values (?, ?, ?, ?, ?, ?, ?) returning ${HANDOVER_COLUMNS}`,
  ),
}));

/** The riders' cash of the India day `day` that starts at `from` (UTC ms), and the counter's. */
export function cashOfDay(
  database: AppDatabase,
  day: string,
  from: number,
  to: number,
): { riders: RiderCashRow[]; counterPaise: number } {
  const { riders, counter } = statements(database);
  return {
    riders: riders.all(from, to, null, null, day) as RiderCashRow[],
    counterPaise: counter.get(from, to) as number,
  };
}

/**
 * Records cash a rider handed in for a day, with who recorded it. Undefined when `riderId` is not
 * a delivery person (nothing is written).
 */
export function recordHandover(
  database: AppDatabase,
  handover: {
    riderId: number;
    day: string;
    amountPaise: number;
    recordedAt: number;
    recordedById: number | null;
    recordedByName: string;
  },
): HandoverRow | undefined {
  const { rider, insert } = statements(database);
  return database.sqlite
    .transaction(() => {
      const name = rider.get(handover.riderId) as string | undefined;
      if (name === undefined) return undefined;
      return insert.get(
        handover.riderId,
        name,
        handover.day,
        handover.amountPaise,
        handover.recordedAt,
        handover.recordedById,
        handover.recordedByName,
      ) as HandoverRow;
    })
    .immediate();
}
