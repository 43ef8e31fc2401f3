/**
 * Villages: the delivery areas with their charges, the restaurants that belong to each (a
 * restaurant belongs to one village) and the restaurants that deliver there (to many).
 */
import { and, asc, count, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { orders, restaurants, villageDeliveryRestaurants, villages } from './schema';
import { likePattern } from './search';
import { selectPage, type PageQuery, type SortRule } from './paging';
import { serializeVillage, type VillageRow } from './records';

export type VillageSort = 'name' | 'createdAt' | 'deliveryZone';

const SORT: SortRule<VillageSort> = {
  columns: { name: villages.name, createdAt: villages.createdAt, deliveryZone: villages.deliveryZone },
  sort: 'name',
  unsorted: 'asc',
  id: villages.id,
  idAscending: true,
};

/** A village as the admin reads it: its restaurants, order volume and the restaurants delivering there. */
export type VillageRecord = ReturnType<typeof serializeVillage> & { restaurantIds: number[] };

/** Assigned restaurants, order volume (orders of those restaurants) and the restaurants delivering here, for a page of villages. */
function withRestaurants(database: AppDatabase, rows: VillageRow[]): VillageRecord[] {
  const { db } = database;
  const ids = rows.map((v) => v.id);
  const assigned = new Map<number, Array<{ id: number; name: string }>>();
  const volume = new Map<number, number>();
  const delivering = new Map<number, number[]>();
  if (ids.length > 0) {
    for (const r of db
      .select({ id: restaurants.id, name: restaurants.name, villageId: restaurants.villageId })
      .from(restaurants)
      .where(inArray(restaurants.villageId, ids))
      .orderBy(asc(restaurants.name))
      .all()) {
      const list = assigned.get(r.villageId!) ?? [];
      list.push({ id: r.id, name: r.name });
      assigned.set(r.villageId!, list);
    }
    const counts = db
      .select({ villageId: restaurants.villageId, n: count(orders.id) })
      .from(restaurants)
      .innerJoin(orders, eq(orders.restaurantId, restaurants.id))
      .where(inArray(restaurants.villageId, ids))
      .groupBy(restaurants.villageId)
      .all();
    for (const c of counts) volume.set(c.villageId!, c.n);
    for (const r of db
      .select({
        villageId: villageDeliveryRestaurants.villageId,
        restaurantId: villageDeliveryRestaurants.restaurantId,
      })
      .from(villageDeliveryRestaurants)
      .where(inArray(villageDeliveryRestaurants.villageId, ids))
      .orderBy(asc(villageDeliveryRestaurants.restaurantId))
      .all()) {
      const list = delivering.get(r.villageId) ?? [];
      list.push(r.restaurantId);
      delivering.set(r.villageId, list);
    }
  }
  return rows.map((v) => ({
    ...serializeVillage(v, assigned.get(v.id) ?? [], volume.get(v.id) ?? 0),
    restaurantIds: delivering.get(v.id) ?? [],
  }));
}

/** A page of villages (a search in the name or delivery zone), each with its restaurants. */
export function listVillages(database: AppDatabase, query: PageQuery<VillageSort> & { q?: string }) {
  const parts: SQL[] = [];
  if (query.q && query.q.trim()) {
    const p = likePattern(query.q);
    parts.push(sql`(${villages.name} like ${p} escape '\\' or ${villages.deliveryZone} like ${p} escape '\\')`);
  }
  const { rows, total, offset } = selectPage(database.db, villages, and(...parts), query, SORT);
  return { rows: withRestaurants(database, rows), total, offset };
}

export function readVillage(database: AppDatabase, id: number): VillageRecord | undefined {
  const village = database.db.select().from(villages).where(eq(villages.id, id)).get();
  return village && withRestaurants(database, [village])[0];
}

/** Whether another village (not `exceptId`) has this name, in any case. */
export function villageNameTaken(database: AppDatabase, name: string, exceptId?: number): boolean {
  const clash = database.db
    .select({ id: villages.id })
    .from(villages)
    .where(and(sql`lower(${villages.name}) = lower(${name})`, exceptId ? ne(villages.id, exceptId) : undefined))
    .all();
  return clash.length > 0;
}

/** The id of a restaurant with this name (in any case), if one has it. */
export function restaurantIdNamed(database: AppDatabase, name: string): number | undefined {
  return database.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(sql`lower(${restaurants.name}) = lower(${name})`)
    .limit(1)
    .all()[0]?.id;
}

/** Whether every id names a restaurant. */
export function restaurantsExist(database: AppDatabase, ids: number[]): boolean {
  if (ids.length === 0) return true;
  return (
    database.db.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.id, ids)).all().length ===
    ids.length
  );
}

export interface VillageChanges {
  name: string;
  /** Left out, the village keeps its Hindi name. */
  nameHi?: string | null;
  deliveryZone: string;
  /** In paise; left out, the village keeps its own (or takes the column default). */
  deliveryChargePaise?: number;
  minimumOrderPaise?: number;
  /** The restaurants that belong to it (taken from any other village); undefined keeps them. */
  assigned?: number[];
  /** Exactly the restaurants that deliver here; undefined keeps them. */
  delivering?: number[];
}

/** Makes the village's delivering restaurants exactly `wanted` (a restaurant may deliver to many villages). */
function listDelivering(database: AppDatabase, villageId: number, wanted: number[]) {
  const { db } = database;
  db.delete(villageDeliveryRestaurants)
    .where(
      and(
        eq(villageDeliveryRestaurants.villageId, villageId),
        wanted.length ? notInArray(villageDeliveryRestaurants.restaurantId, wanted) : undefined,
      ),
    )
    .run();
  if (wanted.length)
    db.insert(villageDeliveryRestaurants)
      .values(wanted.map((restaurantId) => ({ villageId, restaurantId })))
      .onConflictDoNothing()
      .run();
}

/** A restaurant belongs to one village: assigning it here moves it from any other. */
function assign(database: AppDatabase, villageId: number, wanted: number[]) {
  const { db } = database;
  db.update(restaurants)
    .set({ villageId: null })
    .where(and(eq(restaurants.villageId, villageId), wanted.length ? notInArray(restaurants.id, wanted) : undefined))
    .run();
  if (wanted.length) db.update(restaurants).set({ villageId }).where(inArray(restaurants.id, wanted)).run();
}

const columnsOf = ({ name, nameHi, deliveryZone, deliveryChargePaise, minimumOrderPaise }: VillageChanges) => ({
  name,
  ...(nameHi !== undefined && { nameHi }),
  deliveryZone,
  ...(deliveryChargePaise !== undefined && { deliveryChargePaise }),
  ...(minimumOrderPaise !== undefined && { minimumOrderPaise }),
});

/** Adds a village with its restaurants (one transaction); its id. */
export function insertVillage(database: AppDatabase, changes: VillageChanges): number {
  return database.sqlite.transaction(() => {
    const { id } = database.db.insert(villages).values(columnsOf(changes)).returning({ id: villages.id }).get();
    assign(database, id, changes.assigned ?? []);
    if (changes.delivering) listDelivering(database, id, changes.delivering);
    return id;
  })();
}

export function updateVillage(database: AppDatabase, id: number, changes: VillageChanges): void {
  database.sqlite.transaction(() => {
    database.db.update(villages).set(columnsOf(changes)).where(eq(villages.id, id)).run();
    if (changes.assigned) assign(database, id, changes.assigned);
    if (changes.delivering) listDelivering(database, id, changes.delivering);
  })();
}

/** Its restaurants are freed (village_id ON DELETE SET NULL) and keep their orders. */
export function deleteVillage(database: AppDatabase, id: number): void {
  database.db.delete(villages).where(eq(villages.id, id)).run();
}
