/** Daily Order helpers (days are India days). */
import type { Order } from '../orders/types';
import { currentIntlLocale } from '../common/format';

const IST = 'Asia/Kolkata';

/** The part of an order (the orders resource's record type) a day's table shows. */
export type DailyOrderRow = Pick<Order, 'id' | 'orderId' | 'createdAt' | 'totalAmount'> &
  Partial<
    Pick<
      Order,
      'status' | 'paymentMethod' | 'paymentStatus' | 'fulfilment' | 'paidWith' | 'refundStatus' | 'paid' | 'balanceDue'
    >
  >;

/** Today's date in India as YYYY-MM-DD (what the orders API's `date` filter takes). */
export function istToday(now: number | Date = Date.now()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: IST, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/** "2026-03-10" → "Tuesday, 10 March 2026" (the date itself, not shifted by the browser's zone). */
export function formatDay(day: string, locale = currentIntlLocale()): string {
  const date = new Date(`${day}T12:00:00+05:30`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(locale, {
    timeZone: IST,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
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

/** Only delivered orders count in the day's total: cancelled and open ones do not. */
export const countsInTotal = (order: Pick<DailyOrderRow, 'status'>): boolean => order.status === 'delivered';

/**
 * The day's total of delivered orders: the server's (the list answer's `totalAmount` over every
 * delivered order of the day and `totalAmountOrders`, in react-admin's `meta`), else the sum of
 * the delivered rows shown. `orders` is how many orders the day has in all.
 */
export function dayTotals(
  meta: unknown,
  rows: Pick<DailyOrderRow, 'totalAmount' | 'status' | 'paymentMethod' | 'paymentStatus'>[],
  total?: number,
) {
  const { totalAmount, totalAmountOrders, cashAmount, upiAmount, upiAwaitingAmount } = (meta ?? {}) as Record<
    string,
    unknown
  >;
  const delivered = rows.filter(countsInTotal);
  const upi = delivered.filter((order) => order.paymentMethod === 'upi');
  const fromServer = typeof totalAmount === 'number';
  const or = (value: unknown, computed: number) => (fromServer && typeof value === 'number' ? value : computed);
  return {
    amount: fromServer ? totalAmount : ordersTotal(delivered),
    delivered: typeof totalAmountOrders === 'number' ? totalAmountOrders : delivered.length,
    orders: total ?? rows.length,
    // Of the amount: paid in cash and by UPI (cash + UPI = amount), and the UPI nobody has confirmed yet.
    cash: or(cashAmount, ordersTotal(delivered.filter((order) => order.paymentMethod !== 'upi'))),
    upi: or(upiAmount, ordersTotal(upi)),
    upiAwaiting: or(upiAwaitingAmount, ordersTotal(upi.filter((order) => order.paymentStatus !== 'paid'))),
  };
}

/** The day's total amount (see dayTotals). */
export function dayTotal(meta: unknown, rows: Pick<DailyOrderRow, 'totalAmount' | 'status'>[]): number {
  return dayTotals(meta, rows).amount;
}

/** Date and time in India, Indian order: "22/11/2026, 7:45 pm". */
export function formatDateTimeIN(iso: string | number | Date, locale = currentIntlLocale()): string {
  return new Date(iso).toLocaleString(locale, {
    timeZone: IST,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
