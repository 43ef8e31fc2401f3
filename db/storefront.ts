/**
 * The storefront kitchen (the restaurant the public site sells from), its menu and its
 * delivery areas, read as GET /api/menu answers them and as the order rules need them.
 */
import type Database from 'better-sqlite3';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { menuItems, restaurants } from './schema';
import type { MenuData, MenuDish } from '../shared/api/ordering';
import { MENU_CATEGORIES, MENU_CATEGORY_IDS, busyMinutesLeft, isWithinHours, stillAhead, type AreaForOrder, type DishForOrder, type KitchenForOrder } from '../shared/ordering';

export type { MenuData, MenuDish };

export type StorefrontKitchen = KitchenForOrder & { nameHi: string | null; villageId: number | null; busyUntil: number | null; gstOnTopPercent: number };

/** The menu tabs' names in Hindi (here, not in shared/ordering.ts, which the site's first load carries). */
const CATEGORY_NAMES_HI: Record<string, string> = { thali: 'थाली स्पेशल', roti: 'रोटी और पराठे', sabji: 'सब्ज़ियाँ', dal: 'दाल और करी', rice: 'चावल', dessert: 'मिठाइयाँ' };

const categoryOrder = (category: string) => {
  const i = MENU_CATEGORY_IDS.indexOf(category as (typeof MENU_CATEGORY_IDS)[number]);
  return i < 0 ? MENU_CATEGORY_IDS.length : i;
};

/** The image as the site links it: a site path as stored, an uploaded file under /uploads/. */
export const dishImageUrl = (image: string | null): string | null => (!image ? null : image.startsWith('/') ? image : `/uploads/${image}`);

export function toMenuDish(row: typeof menuItems.$inferSelect): MenuDish {
  return {
    id: row.id,
    category: row.category,
    name: row.name,
    description: row.description,
    nameHi: row.nameHi,
    descriptionHi: row.descriptionHi,
    price: row.pricePaise / 100,
    image: dishImageUrl(row.image),
    popular: row.popular,
    spicy: row.spicy,
    featured: row.featured,
    available: row.available,
  };
}

/**
 * The storefront reads run on every order and every menu answer: plain statements prepared
 * once per connection, because building them through Drizzle on each call cost more than
 * running them. Each is read fresh every time (a handful of rows by index), so an admin's
 * change to the kitchen, a dish or a village applies to the very next order.
 */
interface StorefrontStatements {
  kitchen: Database.Statement;
  areas: Database.Statement;
  dishes: Database.Statement;
}
const statementsOf = new WeakMap<Database.Database, StorefrontStatements>();
function storefrontStatements(sqlite: Database.Database): StorefrontStatements {
  let s = statementsOf.get(sqlite);
  if (!s) {
    s = {
      kitchen: sqlite.prepare(
        `select id, name, name_hi as nameHi, is_active as isActive, opens_at as opensAt, closes_at as closesAt, village_id as villageId, paused_until as pausedUntil, busy_until as busyUntil,
                case when gst_mode = 'regular' and prices_include_tax = 0 then 5 else 0 end as gstOnTopPercent from restaurants where is_storefront = 1`,
      ),
      // The kitchen's own village first, then the villages that list it, by name.
      areas: sqlite.prepare(
        `select id, name, name_hi as nameHi, delivery_charge_paise as deliveryChargePaise, minimum_order_paise as minimumOrderPaise from villages
          where id = @own or id in (select village_id from village_delivery_restaurants where restaurant_id = @kitchen)
          order by id is not @own, name collate nocase, id`,
      ),
      dishes: sqlite.prepare(
        `select id, restaurant_id as restaurantId, name, name_hi as nameHi, description_hi as descriptionHi, price_paise as pricePaise, position, category, description, image, popular, spicy, featured, available
           from menu_items where restaurant_id = ? order by position, id`,
      ),
    };
    statementsOf.set(sqlite, s);
  }
  return s;
}

type DishRow = Omit<typeof menuItems.$inferSelect, 'popular' | 'featured' | 'available'> & { popular: number; featured: number; available: number };
const dishOf = (row: DishRow): typeof menuItems.$inferSelect => ({ ...row, popular: row.popular === 1, featured: row.featured === 1, available: row.available === 1 });

export function getStorefrontKitchen(database: AppDatabase): StorefrontKitchen | null {
  const row = storefrontStatements(database.sqlite).kitchen.get() as (Omit<StorefrontKitchen, 'isActive'> & { isActive: number }) | undefined;
  return row ? { ...row, isActive: row.isActive === 1 } : null;
}

/** The kitchen's own village and the villages that list it among the restaurants delivering there, with what delivery there costs. */
export function getDeliveryAreas(database: AppDatabase, kitchen: StorefrontKitchen): AreaForOrder[] {
  return storefrontStatements(database.sqlite).areas.all({ own: kitchen.villageId, kitchen: kitchen.id }) as AreaForOrder[];
}

export function getKitchenDishes(database: AppDatabase, kitchenId: number): Array<typeof menuItems.$inferSelect> {
  return (storefrontStatements(database.sqlite).dishes.all(kitchenId) as DishRow[]).map(dishOf);
}

/**
 * Which storefront the cached reads below were taken from. The storefront is only what
 * restaurants, menu_items, villages and village_delivery_restaurants hold, and orders (the
 * busiest writes) touch none of them, so the reads are kept until one of those tables is
 * written, not after every write:
 *  - temporary triggers (this connection only, never part of the schema) count every row this
 *    connection writes to the four tables, whoever writes it (routes, scripts, tests, cascades);
 *  - `PRAGMA data_version` changes when another connection commits anything.
 * A rollback cannot un-count a write, so reads made before it are dropped anyway; reads made
 * inside a transaction after such a write are not kept (`dirty`), since it may still roll back.
 */
interface StorefrontWatch {
  writes: number;
  /** A counted write happened in a transaction that has not ended yet, as far as we know. */
  dirty: boolean;
  dataVersion: Database.Statement;
}
const watchOf = new WeakMap<Database.Database, StorefrontWatch>();
const WATCHED_TABLES = ['restaurants', 'menu_items', 'villages', 'village_delivery_restaurants'];

function storefrontWatch(sqlite: Database.Database): StorefrontWatch | null {
  let watch = watchOf.get(sqlite);
  if (!watch) {
    // The triggers must not be created in a transaction that could roll them back.
    if (sqlite.inTransaction) return null;
    const created: StorefrontWatch = { writes: 0, dirty: false, dataVersion: sqlite.prepare('pragma data_version').pluck() };
    sqlite.function('gaon_storefront_written', () => {
      created.writes++;
      if (sqlite.inTransaction) created.dirty = true;
      return null;
    });
    for (const table of WATCHED_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        sqlite.exec(`create temp trigger if not exists gaon_storefront_${table}_${event} after ${event} on main.${table} begin select gaon_storefront_written(); end`);
      }
    }
    watchOf.set(sqlite, (watch = created));
  }
  // Outside a transaction every earlier one has ended: a counted write is committed or undone.
  if (!sqlite.inTransaction) watch.dirty = false;
  return watch;
}

/**
 * The stamp of the storefront as it is now: equal stamps, same kitchen, dishes and areas. Null
 * when no stamp can be trusted (inside a transaction that wrote to those tables).
 */
export function storefrontStamp(sqlite: Database.Database): string | null {
  const watch = storefrontWatch(sqlite);
  if (!watch || (watch.dirty && sqlite.inTransaction)) return null;
  return `${watch.writes}:${watch.dataVersion.get() as number}`;
}

interface StorefrontSnapshot {
  stamp: string;
  kitchen: StorefrontKitchen;
  dishes: Map<number, DishForOrder>;
  areas: Map<number, AreaForOrder>;
  menuDishes: MenuDish[];
}
const snapshotOf = new WeakMap<Database.Database, StorefrontSnapshot>();

/** The storefront's kitchen, dishes and areas: kept while its stamp holds, read again otherwise. */
function storefrontSnapshot(database: AppDatabase): Omit<StorefrontSnapshot, 'stamp'> | null {
  const { sqlite } = database;
  const stamp = storefrontStamp(sqlite);
  const kept = snapshotOf.get(sqlite);
  if (kept && stamp !== null && kept.stamp === stamp) return kept;
  const kitchen = getStorefrontKitchen(database);
  if (!kitchen) return null;
  const rows = getKitchenDishes(database, kitchen.id);
  const snapshot: StorefrontSnapshot = {
    stamp: stamp ?? '',
    kitchen,
    dishes: new Map(rows.map((d) => [d.id, { id: d.id, name: d.name, nameHi: d.nameHi, pricePaise: d.pricePaise, available: d.available }])),
    areas: new Map(getDeliveryAreas(database, kitchen).map((a) => [a.id, a])),
    menuDishes: rows.map(toMenuDish).sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category)),
  };
  if (stamp !== null) snapshotOf.set(sqlite, snapshot);
  return snapshot;
}

/** Everything the order rules need to check and price an order against the storefront. */
export function getOrderContext(database: AppDatabase): { kitchen: StorefrontKitchen; dishes: Map<number, DishForOrder>; areas: Map<number, AreaForOrder> } | null {
  const snapshot = storefrontSnapshot(database);
  return snapshot && { kitchen: snapshot.kitchen, dishes: snapshot.dishes, areas: snapshot.areas };
}

/** GET /api/menu: null when no restaurant is the storefront yet. */
export function getStorefrontMenu(database: AppDatabase, nowMs: number): MenuData | null {
  const snapshot = storefrontSnapshot(database);
  if (!snapshot) return null;
  const { kitchen } = snapshot;
  const pausedUntil = stillAhead(kitchen.pausedUntil, nowMs);
  const busyUntil = stillAhead(kitchen.busyUntil, nowMs);
  return {
    kitchen: {
      id: kitchen.id,
      name: kitchen.name,
      nameHi: kitchen.nameHi,
      isOpen: kitchen.isActive && pausedUntil === null && isWithinHours(kitchen.opensAt, kitchen.closesAt, nowMs),
      opensAt: kitchen.opensAt,
      closesAt: kitchen.closesAt,
      isActive: kitchen.isActive,
      pausedUntil: pausedUntil === null ? null : new Date(pausedUntil).toISOString(),
      busyUntil: busyUntil === null ? null : new Date(busyUntil).toISOString(),
      busyMinutes: busyMinutesLeft(busyUntil, nowMs),
      // Only when GST is added on top: the menu of a kitchen whose prices include it stays as it was.
      ...(kitchen.gstOnTopPercent > 0 && { gstOnTopPercent: kitchen.gstOnTopPercent }),
    },
    categories: MENU_CATEGORIES.map(({ id, name }) => ({ id, name, nameHi: CATEGORY_NAMES_HI[id] })),
    dishes: snapshot.menuDishes,
    deliveryAreas: [...snapshot.areas.values()].map((a) => ({ id: a.id, name: a.name, nameHi: a.nameHi ?? null, deliveryCharge: a.deliveryChargePaise / 100, minimumOrder: a.minimumOrderPaise / 100 })),
  };
}

/** Makes one restaurant the storefront (and no other), in one transaction. */
export function setStorefront(database: AppDatabase, restaurantId: number): void {
  database.sqlite.transaction(() => {
    database.db.update(restaurants).set({ isStorefront: false }).where(eq(restaurants.isStorefront, true)).run();
    database.db.update(restaurants).set({ isStorefront: true }).where(eq(restaurants.id, restaurantId)).run();
  })();
}

/** A dish of a given kitchen, or undefined (the vendor app checks ownership this way). */
export function findDish(database: AppDatabase, id: number, restaurantId?: number) {
  const where = restaurantId === undefined ? eq(menuItems.id, id) : and(eq(menuItems.id, id), eq(menuItems.restaurantId, restaurantId));
  return database.db.select().from(menuItems).where(where).get();
}

export interface MenuInput {
  id?: number;
  name: string;
  price: number;
  category?: string;
  description?: string;
  nameHi?: string | null;
  descriptionHi?: string | null;
  image?: string | null;
  popular?: boolean;
  spicy?: number;
  featured?: boolean;
  available?: boolean;
}

/**
 * Makes a restaurant's menu the given list, in its order. A dish that comes back (by id, else
 * by name) keeps its id, so carts and the site keep pointing at it, and keeps the dish fields
 * the list leaves out; the others are added or removed. Run it inside the caller's transaction.
 */
export function replaceMenu(database: AppDatabase, restaurantId: number, menu: MenuInput[]): void {
  const { db } = database;
  const existing = getKitchenDishes(database, restaurantId);
  const byId = new Map(existing.map((d) => [d.id, d]));
  const kept = new Set<number>();
  menu.forEach((entry, position) => {
    const match =
      (entry.id !== undefined && !kept.has(entry.id) ? byId.get(entry.id) : undefined) ??
      existing.find((d) => !kept.has(d.id) && d.name === entry.name.trim());
    const fields = {
      name: entry.name.trim(),
      pricePaise: Math.round(entry.price * 100),
      position,
      ...(entry.category !== undefined && { category: entry.category }),
      ...(entry.description !== undefined && { description: entry.description.trim() }),
      ...(entry.nameHi !== undefined && { nameHi: entry.nameHi?.trim() || null }),
      ...(entry.descriptionHi !== undefined && { descriptionHi: entry.descriptionHi?.trim() || null }),
      ...(entry.image !== undefined && { image: entry.image ? entry.image.replace(/^\/uploads\//, '') || null : null }),
      ...(entry.popular !== undefined && { popular: entry.popular }),
      ...(entry.spicy !== undefined && { spicy: entry.spicy }),
      ...(entry.featured !== undefined && { featured: entry.featured }),
      ...(entry.available !== undefined && { available: entry.available }),
    };
    if (match) {
      kept.add(match.id);
      db.update(menuItems).set(fields).where(eq(menuItems.id, match.id)).run();
    } else {
      db.insert(menuItems).values({ restaurantId, ...fields }).run();
    }
  });
  const removed = existing.filter((d) => !kept.has(d.id)).map((d) => d.id);
  if (removed.length > 0) db.delete(menuItems).where(inArray(menuItems.id, removed)).run();
}
