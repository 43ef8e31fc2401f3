/** Daily Order helpers (SPEC "Daily Order"; days are India days, DESIGN section 7). */
import type { Order } from '../orders/types';

const IST = 'Asia/Kolkata';

/** The part of an order (the orders resource's record type) a day's table shows. */
export type DailyOrderRow = Pick<Order, 'id' | 'orderId' | 'createdAt' | 'totalAmount'> & Partial<Pick<Order, 'status'>>;

/** Today's date in India as YYYY-MM-DD (what the orders API's `date` filter takes). */
export function istToday(now: number | Date = Date.now()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: IST, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** "2026-03-10" → "Tuesday, 10 March 2026" (the date itself, not shifted by the browser's zone). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T12:00:00+05:30`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-IN', { timeZone: IST, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** The list API's filter for one restaurant on one day. */
export function dailyOrderFilter(restaurantId: number | string, day: string): Record<string, string> {
  return { restaurantId: String(restaurantId), date: day };
}

/** The sum of the listed orders' amounts, in rupees (exact to the paisa). */
export function ordersTotal(orders: Pick<DailyOrderRow, 'totalAmount'>[]): number {
  const paise = orders.reduce((sum, order) => sum + Math.round(Number(order.totalAmount ?? 0) * 100), 0);
  return paise / 100;
}

/**
 * The day's total: the server's sum over every order of the day (the list answer's
 * `totalAmount`, in react-admin's `meta`), else the sum of the rows shown.
 */
export function dayTotal(meta: unknown, rows: Pick<DailyOrderRow, 'totalAmount'>[]): number {
  const fromServer = (meta as { totalAmount?: unknown } | undefined)?.totalAmount;
  return typeof fromServer === 'number' ? fromServer : ordersTotal(rows);
}
