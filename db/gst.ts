/**
 * The monthly GST summary, from the bill register (`bills`) alone: what the bills said when
 * they were issued, never today's settings or orders (a deleted order's bill is still there,
 * cancelled). For each restaurant with a bill dated in the month, one row per GST mode and GSTIN
 * its bills were issued under (a kitchen that registered mid-month files its unregistered and
 * its regular bills apart):
 *   - taxable value, CGST, SGST and total: the sums of its issued bills (cancelled ones are not
 *     supplies), so taxable + CGST + SGST = total, as on each bill (bills_money_check);
 *   - the documents issued: the lowest and highest bill numbers of the month in its series,
 *     how many bills, and how many of them cancelled (cancelled ones keep their number);
 *   - the GSTIN and GST mode those bills were issued under.
 * Amounts are paise; the route turns them into rupees.
 * Not the ledger (db/ledger.ts): tax falls due on the bill issued, not on when or how it was paid.
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import type { GstMode } from '../shared/statuses';

export interface GstMonthRow {
  restaurantId: number;
  name: string;
  gstin: string | null;
  gstMode: GstMode;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  firstBill: string;
  lastBill: string;
  count: number;
  cancelled: number;
}

/**
 * A bill's place in its restaurant's series as one number (financial year, then serial), so
 * min() and max() find the first and last bill of the month and the series' unique index
 * (bills_series_unique) finds their rows again.
 */
const SERIAL_SPAN = 1_000_000_000;

const statements = preparedOnce((sqlite) => ({
  month: sqlite.prepare(
    `with month as (
       select restaurant_id, gst_mode as gstMode, json_extract(snapshot, '$.restaurant.gstin') as gstin,
         sum(case when status = 'issued' then taxable_paise else 0 end) as taxablePaise,
         sum(case when status = 'issued' then cgst_paise else 0 end) as cgstPaise,
         sum(case when status = 'issued' then sgst_paise else 0 end) as sgstPaise,
         sum(case when status = 'issued' then total_paise else 0 end) as totalPaise,
         count(*) as count,
         sum(status = 'cancelled') as cancelled,
         min(financial_year * ${SERIAL_SPAN} + serial) as firstKey,
         max(financial_year * ${SERIAL_SPAN} + serial) as lastKey
       from bills where issued_at >= ? and issued_at < ?
       group by restaurant_id, gst_mode, json_extract(snapshot, '$.restaurant.gstin')
     )
     select m.restaurant_id as restaurantId, r.name, m.taxablePaise, m.cgstPaise, m.sgstPaise, m.totalPaise, m.count, m.cancelled,
       first.bill_number as firstBill, last.bill_number as lastBill, m.gstMode, m.gstin
     from month m
     join restaurants r on r.id = m.restaurant_id
     join bills first on first.restaurant_id = m.restaurant_id and first.financial_year = m.firstKey / ${SERIAL_SPAN} and first.serial = m.firstKey % ${SERIAL_SPAN}
     join bills last on last.restaurant_id = m.restaurant_id and last.financial_year = m.lastKey / ${SERIAL_SPAN} and last.serial = m.lastKey % ${SERIAL_SPAN}
     order by r.name collate nocase, r.id, m.firstKey`,
  ),
}));

/** The summary of the India month [start, end) (UTC ms, from istMonthBounds): per restaurant with a bill in it, one row per GST mode and GSTIN. */
export function gstMonth(database: AppDatabase, range: { start: number; end: number }): GstMonthRow[] {
  return statements(database).month.all(range.start, range.end) as GstMonthRow[];
}
