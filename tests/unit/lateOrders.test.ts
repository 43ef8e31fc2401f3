import { describe, expect, it } from 'vitest';
import { LATE_AFTER_MS, lateMinutes } from '../../shared/lateOrders';

describe('late orders', () => {
  const now = Date.parse('2026-03-01T10:00:00.000Z');
  const placedAgo = (ms: number, status = 'placed') => ({ status, createdAt: new Date(now - ms).toISOString() });

  it('an order still waiting to be accepted is late from 5 minutes on, counted in whole minutes', () => {
    expect(LATE_AFTER_MS).toBe(5 * 60_000);
    expect(lateMinutes(placedAgo(4 * 60_000 + 59_000), now)).toBeNull();
    expect(lateMinutes(placedAgo(5 * 60_000), now)).toBe(5);
    expect(lateMinutes(placedAgo(12 * 60_000 + 30_000), now)).toBe(12);
  });

  it('an accepted, finished or undated order is never late', () => {
    for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered', 'cancelled'])
      expect(lateMinutes(placedAgo(60 * 60_000, status), now)).toBeNull();
    expect(lateMinutes({ status: 'placed', createdAt: null }, now)).toBeNull();
  });
});
