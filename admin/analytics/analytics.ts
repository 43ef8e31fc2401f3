/** Analytics data shaping (docs/api.md, GET /admin/analytics). No recharts here: this is plain logic. */
import { currentIntlLocale, formatNumber } from '../common/format';
export interface AnalyticsData {
  dailyOrders: { date: string; orders: number; revenue: number }[];
  topRestaurants: { name: string; orders: number }[];
  topDishes: { name: string; orders: number }[];
  ordersByVillage: { village: string; orders: number }[];
  activeUsers: number;
  newSignups: number;
  repeatCustomers: number;
  windowDays?: number;
}

/** The pie chart's four-colour palette (warm, and distinct for colour-blind eyes). */
export const PIE_COLORS = ['#b45309', '#15803d', '#1d4ed8', '#be185d'] as const;

/** "2026-03-10" → "Tue 10 Mar" (the calendar day as the server gave it). */
export function dayLabel(date: string, locale = currentIntlLocale()): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
}

export function dailyChartData(daily: AnalyticsData['dailyOrders'] | null | undefined, locale = currentIntlLocale()) {
  return (daily ?? []).map((day) => ({ ...day, label: dayLabel(day.date, locale) }));
}

/** Dishes with their slice colour: the palette repeats if ever more than four come. */
export function dishSlices(dishes: AnalyticsData['topDishes'] | null | undefined) {
  return (dishes ?? []).map((dish, index) => ({ ...dish, fill: PIE_COLORS[index % PIE_COLORS.length] }));
}

/** True when a series has something worth drawing. */
export function hasOrders(rows: { orders: number; revenue?: number }[] | null | undefined): boolean {
  return (rows ?? []).some((row) => Number(row.orders) > 0 || Number(row.revenue ?? 0) > 0);
}

/** The three counters, as i18n key and value. */
export function counters(data: Pick<AnalyticsData, 'activeUsers' | 'newSignups' | 'repeatCustomers'>) {
  const n = (value: number) => formatNumber(value);
  return [
    { key: 'activeUsers', value: n(data.activeUsers) },
    { key: 'newSignups', value: n(data.newSignups) },
    { key: 'repeatCustomers', value: n(data.repeatCustomers) },
  ];
}
