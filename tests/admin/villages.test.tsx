import { describe, expect, it } from 'vitest';
import { villageTotals } from '../../admin/villages/types';

describe('village tiles', () => {
  it('village tiles: average restaurants per village to one decimal', () => {
    const villages = [
      { assignedRestaurants: ['a', 'b'], orderVolume: 10 },
      { assignedRestaurants: ['c'], orderVolume: 5 },
      { assignedRestaurants: [], orderVolume: 0 },
    ] as never[];
    expect(villageTotals(villages)).toEqual({ villages: 3, orders: 15, avgRestaurants: '1.0' });
    expect(villageTotals([]).avgRestaurants).toBe('0.0');
  });
});
