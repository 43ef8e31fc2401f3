import { describe, expect, it } from 'vitest';
import { villageTotals } from '../../admin/villages/types';
import { villageBody } from '../../admin/villages/VillageForm';

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

describe('village form body', () => {
  it('sends the restaurants delivering here as restaurantIds, apart from the ones assigned here', () => {
    expect(villageBody({ name: ' Saidabad ', deliveryZone: 'Zone A ', assignedRestaurantIds: [3], restaurantIds: [1, 3], deliveryCharge: 40, minimumOrder: 150 })).toEqual({
      name: 'Saidabad',
      deliveryZone: 'Zone A',
      assignedRestaurants: [3],
      deliveryCharge: 40,
      minimumOrder: 150,
      restaurantIds: [1, 3],
    });
  });

  it('sends an empty list when no restaurant is chosen, so clearing the input clears the list', () => {
    expect(villageBody({ name: 'Jhunsi', deliveryZone: 'Zone D' })).toMatchObject({ assignedRestaurants: [], restaurantIds: [], deliveryCharge: 0, minimumOrder: 0 });
  });
});
