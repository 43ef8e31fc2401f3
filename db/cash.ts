/**
 * The owner's day close for cash: what each rider took in cash on an India day (the ledger's cash
 * payments received by them: db/ledger.ts, the figure of their own Today), their UPI still to
 * check beside it, what they handed in for that day, the cash taken at the counter; and the
 * hand-overs themselves: recorded once per Idempotency-Key, voided (kept) when recorded by mistake.
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { moneyOfDay } from './ledger';
import { RIDER_DAY, riderDayParams } from './orders/list';
import { Refusal } from '../shared/refusal';

export interface RiderCashRow {
  riderId: number;
  name: string;
  cashPaise: number;
  /** UPI the rider said they took and nobody has seen yet: not cash, not yet money. */
  upiToCheckPaise: number;
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
  voidedAt: number | null;
  voidedByName: string | null;
}

const HANDOVER_COLUMNS = `id, rider_id as riderId, rider_name as riderName, day, amount_paise as amountPaise, recorded_at as recordedAt,
  recorded_by_name as recordedByName, voided_at as voidedAt, voided_by_name as voidedByName`;

const statements = preparedOnce((sqlite) => ({
  // Every rider who delivered that day (cash or not) or handed in for it, with what they handed in (voided hand-overs left out).
  riders: sqlite.prepare(
    `with delivered as (select distinct delivery_person_id as riderId from orders
                          where status = 'delivered' and ${RIDER_DAY} and delivery_person_id is not null),
          handed as (select rider_id as riderId, sum(amount_paise) as paise from cash_handovers
                      where day = ? and rider_id is not null and voided_at is null group by rider_id)
     select u.id as riderId, u.name, coalesce(h.paise, 0) as handedOverPaise
       from users u left join handed h on h.riderId = u.id
      where u.id in (select riderId from delivered) or h.riderId is not null or u.id in (select value from json_each(?))
      order by u.name collate nocase, u.id`,
  ),
  handovers: sqlite.prepare(`select ${HANDOVER_COLUMNS} from cash_handovers where day = ? order by recorded_at, id`),
  rider: sqlite.prepare(`select name from users where id = ? and role = 'delivery'`).pluck(),
  byKey: sqlite.prepare(
    `select ${HANDOVER_COLUMNS}, idempotency_key as idempotencyKey from cash_handovers where idempotency_key = ?`,
  ),
  one: sqlite.prepare(`select ${HANDOVER_COLUMNS} from cash_handovers where id = ?`),
  insert: sqlite.prepare(
    `insert into cash_handovers (rider_id, rider_name, day, amount_paise, recorded_at, recorded_by_id, recorded_by_name, idempotency_key)
     values (?, ?, ?, ?, ?, ?, ?, ?) returning ${HANDOVER_COLUMNS}`,
  ),
  void: sqlite.prepare('update cash_handovers set voided_at = ?, voided_by_name = ? where id = ?'),
}));

/** The riders' cash of the India day `day` that starts at `from` (UTC ms), the counter's, and the day's hand-overs (voided ones too). */
export function cashOfDay(
  database: AppDatabase,
  day: string,
  from: number,
  to: number,
): { riders: RiderCashRow[]; counterPaise: number; handovers: HandoverRow[] } {
  const s = statements(database);
  const money = moneyOfDay(database, from, to).byReceiver;
  const tookMoney = new Map(money.filter((r) => r.kind === 'rider' && r.id !== null).map((r) => [r.id!, r] as const));
  const rows = s.riders.all(...riderDayParams(from, to), day, JSON.stringify([...tookMoney.keys()])) as Array<{
    riderId: number;
    name: string;
    handedOverPaise: number;
  }>;
  return {
    riders: rows.map((r) => ({
      ...r,
      cashPaise: tookMoney.get(r.riderId)?.cashPaise ?? 0,
      upiToCheckPaise: tookMoney.get(r.riderId)?.upiToCheckPaise ?? 0,
    })),
    counterPaise: money.filter((r) => r.kind === 'counter').reduce((sum, r) => sum + r.cashPaise, 0),
    handovers: s.handovers.all(day) as HandoverRow[],
  };
}

/**
 * Records cash a rider handed in for a day, with who recorded it. Undefined when `riderId` is not
 * a delivery person (nothing is written). With an `idempotencyKey` a hand-over is recorded once:
 * the same key again answers the first one (`replayed`), with another hand-over it is a 409.
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
    idempotencyKey?: string | null;
  },
): { row: HandoverRow; replayed: boolean } | undefined {
  const { rider, insert, byKey } = statements(database);
  return database.sqlite
    .transaction(() => {
      const key = handover.idempotencyKey ?? null;
      if (key !== null) {
        const kept = byKey.get(key) as (HandoverRow & { idempotencyKey: string }) | undefined;
        if (kept) {
          if (
            kept.riderId !== handover.riderId ||
            kept.day !== handover.day ||
            kept.amountPaise !== handover.amountPaise
          )
            throw new Refusal(
              'conflict',
              'This Idempotency-Key was already used for a different hand-over',
              'idempotency-key',
            );
          const { idempotencyKey: _key, ...row } = kept;
          return { row, replayed: true };
        }
      }
      const name = rider.get(handover.riderId) as string | undefined;
      if (name === undefined) return undefined;
      const row = insert.get(
        handover.riderId,
        name,
        handover.day,
        handover.amountPaise,
        handover.recordedAt,
        handover.recordedById,
        handover.recordedByName,
        key,
      ) as HandoverRow;
      return { row, replayed: false };
    })
    .immediate();
}

/** A hand-over recorded by mistake (a double tap): voided, kept with who and when, counted nowhere. 404 / 409 when already voided. */
export function voidHandover(database: AppDatabase, id: number, by: { name: string; at: number }): HandoverRow {
  const { one, void: voidRow } = statements(database);
  return database.sqlite
    .transaction(() => {
      const row = one.get(id) as HandoverRow | undefined;
      if (!row) throw new Refusal('not_found', 'Hand-over not found');
      if (row.voidedAt !== null) throw new Refusal('conflict', 'This hand-over is already voided', 'voidedAt');
      voidRow.run(by.at, by.name, id);
      return one.get(id) as HandoverRow;
    })
    .immediate();
}
