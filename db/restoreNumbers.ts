/**
 * A restore never hands out a number twice. An older copy of the database (a backup, a point
 * of the replica) knows nothing of the orders and bills issued after it, so without this the
 * next order would take an order id a customer already holds and the next bill a number of
 * the series already printed (a tax document given twice).
 *
 * So, before the swap, the restored database is moved past every number the replaced one had
 * issued: the orders' AUTOINCREMENT sequence (sqlite_sequence) and each restaurant's bill
 * counter per financial year. The bills it skips are copied from the replaced database into the
 * register, cancelled with the reason "lost in restore": each series stays gap-free and the
 * accountant sees why those numbers have no order.
 *
 * Raw SQL on both files rather than the app's schema: the restored database may be an older
 * version's (a rollback restores the backup the update made before migrating), so only what
 * every version since the bill register (migration 0027) has is read and written.
 */
import Database from 'better-sqlite3';

export const LOST_IN_RESTORE = 'lost in restore';

/** The columns a bill row has had since the register began; copied as they are. */
const BILL_COPY_COLUMNS = [
  'restaurant_id',
  'financial_year',
  'serial',
  'bill_number',
  'order_number',
  'tracking_token_hash',
  'issued_at',
  'fulfilment',
  'payment_method',
  'payment_status',
  'kind',
  'gst_mode',
  'taxable_paise',
  'tax_paise',
  'cgst_paise',
  'sgst_paise',
  'total_paise',
  'snapshot',
];

function hasTable(db: Database.Database, name: string): boolean {
  return Boolean(db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name));
}

function hasColumn(db: Database.Database, table: string, column: string): boolean {
  return (db.prepare(`pragma table_info(${table})`).all() as { name: string }[]).some((c) => c.name === column);
}

/** The highest order id ever given by a database: its sequence, or its largest id if the sequence is behind. */
function lastOrderId(db: Database.Database): number {
  const seq = db.prepare("select seq from sqlite_sequence where name = 'orders'").pluck().get() as number | undefined;
  const max = db.prepare('select max(id) from orders').pluck().get() as number | null;
  return Math.max(seq ?? 0, max ?? 0);
}

export interface CarriedNumbers {
  /** The id the next order gets is above this. */
  lastOrderId: number;
  /** Bill numbers the restored database had not issued, now in its register as cancelled. */
  lostBills: string[];
}

/**
 * Moves `restored` (a database file not yet in use) past every order id and bill number that
 * `replaced` (an open connection, or a file) has issued, in one transaction on `restored`.
 */
export function carryNumbersPast(restoredFile: string, replaced: Database.Database | string): CarriedNumbers {
  const source =
    typeof replaced === 'string' ? new Database(replaced, { readonly: true, fileMustExist: true }) : replaced;
  const target = new Database(restoredFile, { fileMustExist: true });
  try {
    const lost: string[] = [];
    const issuedOrders = lastOrderId(source);
    const carry = target.transaction(() => {
      const restoredOrders = lastOrderId(target);
      if (issuedOrders > restoredOrders) {
        const moved = target.prepare("update sqlite_sequence set seq = ? where name = 'orders'").run(issuedOrders);
        if (moved.changes === 0)
          target.prepare("insert into sqlite_sequence (name, seq) values ('orders', ?)").run(issuedOrders);
      }
      if (!hasTable(source, 'bill_counters') || !hasTable(target, 'bill_counters')) return;
      const counters = source.prepare('select restaurant_id, financial_year, last from bill_counters').all() as {
        restaurant_id: number;
        financial_year: number;
        last: number;
      }[];
      const restoredLast = target
        .prepare('select last from bill_counters where restaurant_id = ? and financial_year = ?')
        .pluck();
      const setCounter = target.prepare(
        `insert into bill_counters (restaurant_id, financial_year, last) values (?, ?, ?)
         on conflict (restaurant_id, financial_year) do update set last = max(last, excluded.last)`,
      );
      const copyBills = hasTable(source, 'bills') && hasTable(target, 'bills');
      const columns = BILL_COPY_COLUMNS.join(', ');
      const skipped = copyBills
        ? source.prepare(
            `select ${columns} from bills where restaurant_id = ? and financial_year = ? and serial > ? order by serial`,
          )
        : undefined;
      const withReason = copyBills && hasColumn(target, 'bills', 'cancel_reason');
      const restaurantKnown = target.prepare('select 1 from restaurants where id = ?').pluck();
      // Cancelled, as a deleted order's bill is; the order it was issued for is not in this database.
      // "or ignore": only a bill whose order number the restored database already uses (two
      // diverged histories) is left out, rather than refusing the restore.
      const insert = copyBills
        ? target.prepare(
            `insert or ignore into bills (${columns}, status, order_status, order_deleted_at${withReason ? ', cancel_reason' : ''})
             values (${BILL_COPY_COLUMNS.map(() => '?').join(', ')}, 'cancelled', 'cancelled', ?${withReason ? ', ?' : ''})`,
          )
        : undefined;
      const now = Date.now();
      for (const counter of counters) {
        const from = (restoredLast.get(counter.restaurant_id, counter.financial_year) as number | undefined) ?? 0;
        if (counter.last <= from) continue;
        setCounter.run(counter.restaurant_id, counter.financial_year, counter.last);
        // A restaurant added after the restored copy was made is not in it: its counter still
        // moves on (no number is given twice), but its bills have no restaurant to hang from.
        if (!skipped || !insert || !restaurantKnown.get(counter.restaurant_id)) continue;
        for (const bill of skipped.all(counter.restaurant_id, counter.financial_year, from) as Record<
          string,
          unknown
        >[]) {
          const values = [...BILL_COPY_COLUMNS.map((c) => bill[c]), now, ...(withReason ? [LOST_IN_RESTORE] : [])];
          if (insert.run(...values).changes) lost.push(bill.bill_number as string);
        }
      }
    });
    carry.immediate();
    return { lastOrderId: issuedOrders, lostBills: lost };
  } finally {
    target.close();
    if (typeof replaced === 'string') source.close();
  }
}
