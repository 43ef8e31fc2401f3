/** The GST summary's months and sums (pure, for the screen and its tests). */
import type { GstReportRow } from '../../shared/api/gst';
import { currentIntlLocale } from '../common/format';

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month before a 'YYYY-MM' month. */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** `count` months from `latest` back, newest first: the month picker's choices. */
export function monthChoices(latest: string, count: number): string[] {
  const months = [latest];
  while (months.length < count) months.push(previousMonth(months[months.length - 1]!));
  return months;
}

/** "March 2026", "मार्च 2026". */
export function formatMonth(month: string, locale = currentIntlLocale()): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString(locale, {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
}

const paise = (rupees: number) => Math.round(rupees * 100);

/** Every restaurant's month added up (in paise, so the rupees come out exact). */
export function reportTotals(rows: readonly GstReportRow[]) {
  const sum = (pick: (row: GstReportRow) => number) => rows.reduce((total, row) => total + paise(pick(row)), 0) / 100;
  return {
    taxableValue: sum((r) => r.taxableValue),
    cgst: sum((r) => r.cgst),
    sgst: sum((r) => r.sgst),
    total: sum((r) => r.total),
    count: rows.reduce((n, r) => n + r.bills.count, 0),
    cancelled: rows.reduce((n, r) => n + r.bills.cancelled, 0),
  };
}
