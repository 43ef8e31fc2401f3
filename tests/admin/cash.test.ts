import { describe, expect, it } from 'vitest';
import { amountProblem, cashState, cashTotals, formatSignedRupees, suggestedAmount } from '../../admin/cash/cash';

const row = (cashCollected: number, handedOver: number) => ({
  riderId: 1,
  name: 'Amar',
  cashCollected,
  handedOver,
  difference: Math.round((cashCollected - handedOver) * 100) / 100,
  upiToCheck: 0,
});

describe('the Cash screen', () => {
  it('says where each rider stands and prefills a hand-over with the cash still out only', () => {
    expect(cashState(row(210.5, 0))).toBe('out');
    expect(cashState(row(210.5, 210.5))).toBe('settled');
    expect(cashState(row(0, 20.25))).toBe('over');
    expect(suggestedAmount(row(210.5, 100))).toBe(110.5);
    expect(suggestedAmount(row(210.5, 210.5))).toBeUndefined();
    expect(suggestedAmount(row(0, 5))).toBeUndefined();
  });

  it('writes a negative difference with the sign before the rupee', () => {
    expect(formatSignedRupees(-9.91)).toBe('−₹9.91');
    expect(formatSignedRupees(1234.5)).toBe('₹1,234.50');
    expect(formatSignedRupees(0)).toBe('₹0.00');
  });

  it('adds the day up to the paisa: what is out counts only the riders who still hold cash', () => {
    // 0.1 + 0.2 is not 0.3 in floating point; the sums are in paise.
    expect(cashTotals({ riders: [row(0.1, 0), row(0.2, 0), row(10, 15)] })).toEqual({
      ridersCash: 10.3,
      handedIn: 15,
      stillOut: 0.3,
    });
  });

  it('refuses an amount of nothing, below a paisa or not a number before anything is sent', () => {
    expect(amountProblem('')).toBe('amountRequired');
    expect(amountProblem(null)).toBe('amountRequired');
    expect(amountProblem(0)).toBe('amountPositive');
    expect(amountProblem(-1)).toBe('amountPositive');
    expect(amountProblem('abc')).toBe('amountPositive');
    expect(amountProblem(10.001)).toBe('amountPaise');
    expect(amountProblem(100.5)).toBeUndefined();
    expect(amountProblem(0.29)).toBeUndefined();
  });
});
