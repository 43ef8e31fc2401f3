/** As the API answers it: the type comes from the route's own response schema. */
import type { Village } from '../../shared/api/villages';
export type { Village };

/** Restaurant (and village) lists are fetched 100 at a time. */
export const VILLAGE_FETCH_SIZE = 100;

/** Tiles: Total Villages, Total Orders, Avg. Restaurants/Village (one decimal). */
export function villageTotals(villages: Village[], total?: number) {
  const count = total ?? villages.length;
  const orders = villages.reduce((sum, v) => sum + (v.orderVolume ?? 0), 0);
  const restaurants = villages.reduce((sum, v) => sum + (v.assignedRestaurants?.length ?? 0), 0);
  return { villages: count, orders, avgRestaurants: (villages.length ? restaurants / villages.length : 0).toFixed(1) };
}
