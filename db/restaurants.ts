/**
 * Restaurants' data access that routes share: a kitchen's busy and paused times.
 */
import { eq } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { restaurants } from './schema';

/** UTC ms, or null to end it now; a field left out stays as it is. */
export interface KitchenTimes {
  busyUntil?: number | null;
  pausedUntil?: number | null;
}

/** Sets a restaurant's busy and/or paused time (the storefront's cached reads see the write by themselves). */
export function setKitchenTimes(database: AppDatabase, restaurantId: number, times: KitchenTimes): void {
  if (times.busyUntil === undefined && times.pausedUntil === undefined) return;
  database.db.update(restaurants).set(times).where(eq(restaurants.id, restaurantId)).run();
}
