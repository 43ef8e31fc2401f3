/** Admin Earnings figures and their display (docs/api.md). */
import { formatNumber, formatRupees } from '../common/format';

/** "12.5%" (commission rates and percentages to one decimal). */
export function formatPercent(value: number | null | undefined): string {
  return `${Number(value ?? 0).toFixed(1)}%`;
}

/** Earnings as a share of revenue, 0 when there is no revenue. */
export function earningsPercentage(earnings: number, revenue: number): number {
  return revenue > 0 ? (earnings / revenue) * 100 : 0;
}

export const PERIODS = ['all', 'today', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

export interface EarningsBreakdownRow {
  restaurantId?: number;
  restaurantName: string;
  totalOrders: number;
  totalRevenue: number;
  commissionRate: number;
  totalCommission: number;
  totalDeliveryCharges: number;
  totalEarnings: number;
}

export interface EarningsReport {
  period?: Period;
  totalEarnings: number;
  totalRevenue: number;
  totalOrders: number;
  summary: {
    totalCommissionEarnings: number;
    totalDeliveryCharges: number;
    averageCommissionRate: number;
    deliveryChargePerOrder: number;
  };
  earningsBreakdown: EarningsBreakdownRow[];
}

/** One breakdown row as shown: ₹ with two decimals (en-IN), rates to one decimal. */
export interface EarningsTableRow {
  key: string;
  restaurant: string;
  orders: string;
  revenue: string;
  commissionRate: string;
  commission: string;
  delivery: string;
  totalEarnings: string;
  earningsPercentage: string;
}

export function earningsTableRows(rows: EarningsBreakdownRow[] | null | undefined): EarningsTableRow[] {
  return (rows ?? []).map((row, index) => ({
    key: String(row.restaurantId ?? `${row.restaurantName}-${index}`),
    restaurant: row.restaurantName,
    orders: formatNumber(row.totalOrders),
    revenue: formatRupees(row.totalRevenue),
    commissionRate: formatPercent(row.commissionRate),
    commission: formatRupees(row.totalCommission),
    delivery: formatRupees(row.totalDeliveryCharges),
    totalEarnings: formatRupees(row.totalEarnings),
    earningsPercentage: formatPercent(
      earningsPercentage(Number(row.totalEarnings ?? 0), Number(row.totalRevenue ?? 0)),
    ),
  }));
}

/** The summary tiles: i18n key of the label and the formatted value. */
export function earningsTiles(report: EarningsReport): { key: string; value: string }[] {
  const summary = report.summary ?? {
    totalCommissionEarnings: 0,
    totalDeliveryCharges: 0,
    averageCommissionRate: 0,
    deliveryChargePerOrder: 0,
  };
  return [
    { key: 'totalEarnings', value: formatRupees(report.totalEarnings) },
    { key: 'totalRevenue', value: formatRupees(report.totalRevenue) },
    { key: 'totalOrders', value: formatNumber(report.totalOrders) },
    {
      key: 'earningsPercentage',
      value: formatPercent(earningsPercentage(Number(report.totalEarnings ?? 0), Number(report.totalRevenue ?? 0))),
    },
    { key: 'commissionEarnings', value: formatRupees(summary.totalCommissionEarnings) },
    { key: 'deliveryCharges', value: formatRupees(summary.totalDeliveryCharges) },
    { key: 'averageCommissionRate', value: formatPercent(summary.averageCommissionRate) },
  ];
}

/** The empty text: one for all time, another for a chosen period. */
export function emptyTextKey(period: Period): string {
  return period === 'all' ? 'gaon.earnings.empty' : 'gaon.earnings.emptyPeriod';
}
