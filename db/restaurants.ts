/**
 * Restaurants' data access: the admin's list and record (with owner and village names and the
 * menu), writes, and a kitchen's busy and paused times. Routes validate and shape the answer.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { applications, bills, menuItems, orders, restaurants, users, villages } from './schema';
import { serializeRestaurant, type MenuEntry } from './records';
import { dishRatingsOf } from './ratings';
import { likePattern } from './search';
import { getKitchenDishes, replaceMenu, setStorefront, type MenuInput } from './storefront';
import { renameRestaurantOnOrders } from './orders/stamps';

export type RestaurantRecord = ReturnType<typeof serializeRestaurant>;
export type RestaurantChanges = Partial<typeof restaurants.$inferInsert>;

/** UTC ms, or null to end it now; a field left out stays as it is. */
export interface KitchenTimes {
  busyUntil?: number | null;
  pausedUntil?: number | null;
}

/** Sets a restaurant's busy and/or paused time (the storefront's cached reads see the write by themselves). */
export function setKitchenTimes(database: AppDatabase, restaurantId: number, times: KitchenTimes): void {
  if (times.busyUntil === undefined && times.pausedUntil === undefined) return;
  // Any new pause (or its end) is someone's choice: the note that missed orders caused the last one goes.
  database.db
    .update(restaurants)
    .set(times.pausedUntil === undefined ? times : { ...times, autoPausedMissed: null })
    .where(eq(restaurants.id, restaurantId))
    .run();
}

const SORT_COLUMNS = { name: restaurants.name, createdAt: restaurants.createdAt, cuisine: restaurants.cuisine };

export interface RestaurantListFilter {
  q?: string;
  isActive?: boolean;
  villageId?: number;
  sort?: keyof typeof SORT_COLUMNS;
  descending: boolean;
  limit: number;
  offset: number;
}

const selectWithNames = (database: AppDatabase) =>
  database.db
    .select({ r: restaurants, ownerName: users.name, villageName: villages.name })
    .from(restaurants)
    .leftJoin(users, eq(users.id, restaurants.ownerId))
    .leftJoin(villages, eq(villages.id, restaurants.villageId));

function menusOf(database: AppDatabase, ids: number[]): Map<number, MenuEntry[]> {
  const map = new Map<number, MenuEntry[]>();
  if (ids.length === 0) return map;
  // A page of restaurants (a few dozen at most): one indexed read of each one's dishes, with their plates left now.
  const now = Date.now();
  for (const id of new Set(ids)) {
    const ratings = dishRatingsOf(database, id);
    map.set(
      id,
      getKitchenDishes(database, id, now).map((m) => ({ ...m, customerRating: ratings.get(m.id) })),
    );
  }
  return map;
}

/** A page of restaurants (search in name, address and cuisine), each with its menu, and the count before paging. */
export function listRestaurants(
  database: AppDatabase,
  filter: RestaurantListFilter,
): { data: RestaurantRecord[]; total: number } {
  const parts: SQL[] = [];
  if (filter.q && filter.q.trim()) {
    const p = likePattern(filter.q);
    parts.push(
      sql`(${restaurants.name} like ${p} escape '\\' or ${restaurants.address} like ${p} escape '\\' or ${restaurants.cuisine} like ${p} escape '\\')`,
    );
  }
  if (filter.isActive !== undefined) parts.push(eq(restaurants.isActive, filter.isActive));
  if (filter.villageId !== undefined) parts.push(eq(restaurants.villageId, filter.villageId));
  const where = parts.length ? and(...parts) : undefined;
  const direction = filter.descending ? desc : asc;
  const rows = selectWithNames(database)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[filter.sort ?? 'name']), asc(restaurants.id))
    .limit(filter.limit)
    .offset(filter.offset)
    .all();
  const [{ n }] = database.db.select({ n: count() }).from(restaurants).where(where).all();
  const menus = menusOf(
    database,
    rows.map((r) => r.r.id),
  );
  return {
    data: rows.map((row) =>
      serializeRestaurant({ ...row.r, ownerName: row.ownerName, villageName: row.villageName }, menus.get(row.r.id)),
    ),
    total: n,
  };
}

/** One restaurant as the admin reads it, or null. */
export function getRestaurant(database: AppDatabase, id: number): RestaurantRecord | null {
  const [row] = selectWithNames(database).where(eq(restaurants.id, id)).all();
  return row
    ? serializeRestaurant(
        { ...row.r, ownerName: row.ownerName, villageName: row.villageName },
        menusOf(database, [id]).get(id),
      )
    : null;
}

/** The restaurant's row as stored, or undefined. */
export const findRestaurantRow = (database: AppDatabase, id: number) =>
  database.db.select().from(restaurants).where(eq(restaurants.id, id)).get();

/** The role of a user, or undefined when there is no such user (an owner must be a vendor). */
export const userRole = (database: AppDatabase, id: number) =>
  database.db.select({ role: users.role }).from(users).where(eq(users.id, id)).get()?.role;

export const villageExists = (database: AppDatabase, id: number): boolean =>
  database.db.select({ id: villages.id }).from(villages).where(eq(villages.id, id)).get() !== undefined;

export const createRestaurant = (database: AppDatabase, values: typeof restaurants.$inferInsert): number =>
  database.db.insert(restaurants).values(values).returning({ id: restaurants.id }).get().id;

/**
 * One edit in one transaction: the restaurant's fields, the name snapshot on its orders when the
 * name changes, its menu, the storefront mark and the busy/paused times move together.
 */
export function updateRestaurant(
  database: AppDatabase,
  existing: { id: number; name: string },
  edit: { changes: RestaurantChanges; menu?: MenuInput[]; isStorefront?: boolean; times: KitchenTimes },
): void {
  const { db, sqlite } = database;
  const { id } = existing;
  sqlite.transaction(() => {
    if (Object.keys(edit.changes).length > 0)
      db.update(restaurants).set(edit.changes).where(eq(restaurants.id, id)).run();
    if (edit.changes.name && edit.changes.name !== existing.name) {
      renameRestaurantOnOrders(database, id, edit.changes.name);
    }
    if (edit.menu) replaceMenu(database, id, edit.menu);
    if (edit.isStorefront) setStorefront(database, id);
    setKitchenTimes(database, id, edit.times);
  })();
}

/** Its orders, and the bills of its deleted orders: the bill register outlives an order, and holds the restaurant too. */
export const countOrdersOf = (database: AppDatabase, restaurantId: number): number =>
  database.db.select({ n: count() }).from(orders).where(eq(orders.restaurantId, restaurantId)).get()!.n +
  database.db.select({ n: count() }).from(bills).where(eq(bills.restaurantId, restaurantId)).get()!.n;

/** Removes a restaurant; applications that created it keep their record without the link. */
export function deleteRestaurant(database: AppDatabase, id: number): void {
  database.sqlite.transaction(() => {
    database.db.update(applications).set({ restaurantId: null }).where(eq(applications.restaurantId, id)).run();
    database.db.delete(restaurants).where(eq(restaurants.id, id)).run();
  })();
}

export const setRestaurantImage = (database: AppDatabase, id: number, fileName: string): void => {
  database.db.update(restaurants).set({ image: fileName }).where(eq(restaurants.id, id)).run();
};

/** The fields of a dish an admin may change. */
export type MenuItemChanges = Partial<
  Pick<
    typeof menuItems.$inferInsert,
    | 'name'
    | 'nameHi'
    | 'descriptionHi'
    | 'pricePaise'
    | 'category'
    | 'description'
    | 'image'
    | 'popular'
    | 'spicy'
    | 'featured'
    | 'available'
  >
>;

export function updateMenuItem(database: AppDatabase, id: number, changes: MenuItemChanges): void {
  if (Object.keys(changes).length > 0) database.db.update(menuItems).set(changes).where(eq(menuItems.id, id)).run();
}
