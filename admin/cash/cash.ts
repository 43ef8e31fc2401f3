/** The Cash screen's figures and their display (GET /api/admin/cash; docs/api.md "Cash at the end of the day"). */
import { formatRupees } from '../common/format';
import type { CashDay, RiderCash } from '../../shared/api/cash';

export type { CashDay, RiderCash };

const paise = (rupees: number) => Math.round(rupees * 100);

/** Where a rider's day stands: cash still out, settled, or more handed in than collected. */
export type CashState = 'out' | 'settled' | 'over';
export const cashState = (row: Pick<RiderCash, 'difference'>): CashState =>
  paise(row.difference) > 0 ? 'out' : paise(row.difference) < 0 ? 'over' : 'settled';

/** "₹210.50", and "−₹9.91" below zero (formatRupees would write "₹-9.91"). */
export function formatSignedRupees(value: number): string {
  return value < 0 ? `−${formatRupees(-value)}` : formatRupees(value);
}

/** What a hand-over is prefilled with: the cash still out, or nothing when none is. */
export const suggestedAmount = (row: Pick<RiderCash, 'difference'>): number | undefined =>
  cashState(row) === 'out' ? row.difference : undefined;

/** The day's sums over the riders, exact to the paisa: their cash, what they handed in, and what is still out. */
export function cashTotals(day: Pick<CashDay, 'riders'>): { ridersCash: number; handedIn: number; stillOut: number } {
  let cash = 0;
  let handed = 0;
  let out = 0;
  for (const row of day.riders) {
    cash += paise(row.cashCollected);
    handed += paise(row.handedOver);
    out += Math.max(0, paise(row.difference));
  }
  return { ridersCash: cash / 100, handedIn: handed / 100, stillOut: out / 100 };
}

/** A hand-over's amount as typed: more than ₹0, whole paise; undefined when it is fine. */
export function amountProblem(value: unknown): 'amountRequired' | 'amountPositive' | 'amountPaise' | undefined {
  if (value === undefined || value === null || value === '') return 'amountRequired';
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) return 'amountPositive';
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) return 'amountPaise';
  return undefined;
}
