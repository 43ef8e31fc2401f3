import { describe, expect, it } from 'vitest';
import {
  PERIODS,
  earningsPercentage,
  formatPercent,
  earningsTableRows,
  earningsTiles,
  emptyTextKey,
  type EarningsReport,
} from '../../admin/earnings/earnings';
import { formatRupees } from '../../admin/common/format';

const report: EarningsReport = {
  period: 'all',
  totalEarnings: 12345.5,
  totalRevenue: 123456.789,
  totalOrders: 1234,
  summary: {
    totalCommissionEarnings: 10000,
    totalDeliveryCharges: 2345.5,
    averageCommissionRate: 12.345,
    deliveryChargePerOrder: 20,
  },
  earningsBreakdown: [
    {
      restaurantId: 1,
      restaurantName: 'Maa Ki Rasoi',
      totalOrders: 1200,
      totalRevenue: 100000,
      commissionRate: 10,
      totalCommission: 8000,
      totalDeliveryCharges: 2400,
      totalEarnings: 10400,
    },
    {
      restaurantId: 2,
      restaurantName: 'Desi Dhaba',
      totalOrders: 0,
      totalRevenue: 0,
      commissionRate: 12.25,
      totalCommission: 0,
      totalDeliveryCharges: 0,
      totalEarnings: 0,
    },
  ],
};

describe('earnings formatting', () => {
  it('shows rupees with two decimals in en-IN grouping', () => {
    expect(formatRupees(123456.789)).toBe('₹1,23,456.79');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(20)).toBe('₹20.00');
  });

  it('shows percentages to one decimal', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(10)).toBe('10.0%');
  });

  it('computes the earnings percentage, 0 when revenue is 0', () => {
    expect(earningsPercentage(10400, 100000)).toBeCloseTo(10.4);
    expect(earningsPercentage(50, 0)).toBe(0);
  });

  it('formats the breakdown rows', () => {
    const [first, second] = earningsTableRows(report.earningsBreakdown);
    expect(first).toEqual({
      key: '1',
      restaurant: 'Maa Ki Rasoi',
      orders: '1,200',
      revenue: '₹1,00,000.00',
      commissionRate: '10.0%',
      commission: '₹8,000.00',
      delivery: '₹2,400.00',
      totalEarnings: '₹10,400.00',
      earningsPercentage: '10.4%',
    });
    expect(second.commissionRate).toBe('12.3%');
    expect(second.earningsPercentage).toBe('0.0%');
    expect(earningsTableRows(undefined)).toEqual([]);
  });

  it('builds the summary tiles', () => {
    const tiles = Object.fromEntries(earningsTiles(report).map((t) => [t.key, t.value]));
    expect(tiles).toMatchObject({
      totalEarnings: '₹12,345.50',
      totalRevenue: '₹1,23,456.79',
      totalOrders: '1,234',
      commissionEarnings: '₹10,000.00',
      deliveryCharges: '₹2,345.50',
      averageCommissionRate: '12.3%',
      earningsPercentage: '10.0%',
    });
  });

  it('has the four periods and an empty text for all time and for a period', () => {
    expect(PERIODS).toEqual(['all', 'today', 'week', 'month']);
    expect(emptyTextKey('all')).toBe('gaon.earnings.empty');
    expect(emptyTextKey('week')).toBe('gaon.earnings.emptyPeriod');
  });
});
