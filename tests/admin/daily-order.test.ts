import { describe, expect, it } from 'vitest';
import {
  dailyOrderFilter,
  dayTotal,
  dayTotals,
  formatDateTimeIN,
  formatDay,
  istToday,
  ordersTotal,
} from '../../admin/daily-order/dailyOrder';

describe('daily order', () => {
  it('takes today in India, not in UTC', () => {
    // 20:00 UTC on 10 March is 01:30 on 11 March in India.
    expect(istToday(Date.parse('2026-03-10T20:00:00Z'))).toBe('2026-03-11');
    expect(istToday(Date.parse('2026-03-10T18:29:59Z'))).toBe('2026-03-10');
  });

  it('writes the day out in full', () => {
    expect(formatDay('2026-03-10')).toBe('Tuesday, 10 March 2026');
    expect(formatDay('not-a-date')).toBe('not-a-date');
  });

  it('asks the orders API for one restaurant and one day', () => {
    expect(dailyOrderFilter(7, '2026-03-10')).toEqual({ restaurantId: '7', date: '2026-03-10' });
  });

  it('adds the amounts exactly to the paisa', () => {
    expect(ordersTotal([{ totalAmount: 0.1 }, { totalAmount: 0.2 }])).toBe(0.3);
    expect(ordersTotal([{ totalAmount: 180 }, { totalAmount: 212.5 }])).toBe(392.5);
    expect(ordersTotal([])).toBe(0);
  });

  it('splits the delivered total by payment method, from the server or else from the rows', () => {
    const rows = [
      {
        totalAmount: 100,
        status: 'delivered' as const,
        paymentMethod: 'cash' as const,
        paymentStatus: 'cash_on_delivery' as const,
      },
      {
        totalAmount: 50.5,
        status: 'delivered' as const,
        paymentMethod: 'upi' as const,
        paymentStatus: 'awaiting_upi' as const,
      },
      { totalAmount: 20, status: 'delivered' as const, paymentMethod: 'upi' as const, paymentStatus: 'paid' as const },
      {
        totalAmount: 999,
        status: 'cancelled' as const,
        paymentMethod: 'upi' as const,
        paymentStatus: 'awaiting_upi' as const,
      },
    ];
    expect(dayTotals(undefined, rows)).toMatchObject({ amount: 170.5, cash: 100, upi: 70.5, upiAwaiting: 50.5 });
    expect(
      dayTotals({ totalAmount: 5000, cashAmount: 3000, upiAmount: 2000, upiAwaitingAmount: 0 }, rows),
    ).toMatchObject({ amount: 5000, cash: 3000, upi: 2000, upiAwaiting: 0 });
  });

  it('takes the day total from the server when the list answer carries it (more orders than one page)', () => {
    expect(dayTotal({ totalAmount: 12345.5 }, [{ totalAmount: 180 }])).toBe(12345.5);
    expect(
      dayTotal(undefined, [
        { totalAmount: 180, status: 'delivered' },
        { totalAmount: 212.5, status: 'delivered' },
      ]),
    ).toBe(392.5);
  });

  it('counts only delivered orders in the fallback total, and says how many of how many', () => {
    const rows = [
      { totalAmount: 180, status: 'delivered' as const },
      { totalAmount: 500, status: 'cancelled' as const },
      { totalAmount: 90, status: 'placed' as const },
    ];
    expect(dayTotals(undefined, rows)).toMatchObject({ amount: 180, delivered: 1, orders: 3 });
    expect(dayTotals({ totalAmount: 1705, totalAmountOf: 'delivered', totalAmountOrders: 2 }, rows, 3)).toMatchObject({
      amount: 1705,
      delivered: 2,
      orders: 3,
    });
  });

  it('writes dates in Indian order with am/pm times', () => {
    expect(formatDateTimeIN('2026-11-22T14:15:00Z')).toBe('22/11/2026, 7:45 pm');
  });
});
