/**
 * The storefront kitchen (the restaurant the public site sells from), its menu and its
 * delivery areas, read as GET /api/menu answers them and as the order rules need them.
 */
import { preparedOnce } from './statements';
import { PORTIONS_LEFT_NOW, portionsClock } from './kitchens';
import { dishRatingsOf, RATINGS_SHOWN_FROM } from './ratings';
import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { menuItems, restaurants } from './schema';
import type { MenuData, MenuDish } from '../shared/api/ordering';
import { firstOrderableSlot } from '../shared/scheduling';
import {
  MENU_CATEGORIES,
  MENU_CATEGORY_IDS,
  busyMinutesLeft,
  isWithinHours,
  stillAhead,
  type AreaForOrder,
  type DishForOrder,
  type KitchenForOrder,
} from '../shared/ordering';

export type { MenuData, MenuDish };

export type StorefrontKitchen = KitchenForOrder & {
  nameHi: string | null;
  villageId: number | null;
  busyUntil: number | null;
  gstOnTopPercent: number;
  slotMinutes: number;
  leadMinutes: number;
  /** null: no cap. */
  maxOrdersPerSlot: number | null;
};

/** The menu tabs' names in Hindi (here, not in shared/ordering.ts, which the site's first load carries). */
const CATEGORY_NAMES_HI: Record<string, string> = {
  thali: 'थाली स्पेशल',
  roti: 'रोटी और पराठे',
  sabji: 'सब्ज़ियाँ',
  dal: 'दाल और करी',
  rice: 'चावल',
  dessert: 'मिठाइयाँ',
};

const categoryOrder = (category: string) => {
  const i = MENU_CATEGORY_IDS.indexOf(category as (typeof MENU_CATEGORY_IDS)[number]);
  return i < 0 ? MENU_CATEGORY_IDS.length : i;
};

/** The image as the site links it: a site path as stored, an uploaded file under /uploads/. */
export const dishImageUrl = (image: string | null): string | null =>
  !image ? null : image.startsWith('/') ? image : `/uploads/${image}`;

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
    // A dish whose counted plates ran out is sold out wherever the menu is read.
    available: row.available && row.portionsLeft !== 0,
    portionsLeft: row.portionsLeft,
    lowAt: row.lowAt,
    usualBatch: row.usualBatch,
    portionsReset: row.portionsReset,
  };
}

/**
 * A dish as the public menu shows it: the kitchen's warning level and batch stay the kitchen's,
 * and plates left are said only of a counted dish (absent: no limit).
 */
function toPublicDish(row: typeof menuItems.$inferSelect): MenuDish {
  const {
    portionsLeft,
    lowAt: _lowAt,
    usualBatch: _usualBatch,
    portionsReset: _portionsReset,
    ...dish
  } = toMenuDish(row);
  return portionsLeft === null || portionsLeft === undefined ? dish : { ...dish, portionsLeft };
}

/** A dish's columns as menuItems names them, its plates left as its kitchen's opening today left them (binds portionsClock). */
const DISH_COLUMNS = `m.id, m.restaurant_id as restaurantId, m.name, m.name_hi as nameHi, m.description_hi as descriptionHi, m.price_paise as pricePaise,
  m.position, m.category, m.description, m.image, m.popular, m.spicy, m.featured, m.available, ${PORTIONS_LEFT_NOW('m')} as portionsLeft,
  m.low_at as lowAt, m.usual_batch as usualBatch, m.portions_reset as portionsReset, m.portions_set_at as portionsSetAt`;

/** The storefront's reads, on every order and every menu answer. */
const storefrontStatements = preparedOnce((sqlite) => ({
  kitchen: sqlite.prepare(
    `select id, name, name_hi as nameHi, is_active as isActive, opens_at as opensAt, closes_at as closesAt, village_id as villageId, paused_until as pausedUntil, busy_until as busyUntil,
            slot_minutes as slotMinutes, lead_minutes as leadMinutes, max_orders_per_slot as maxOrdersPerSlot,
            case when gst_mode = 'regular' and prices_include_tax = 0 then 5 else 0 end as gstOnTopPercent from restaurants where is_storefront = 1`,
  ),
  // The same kitchen by id: a table's restaurant, which need not be the storefront.
  kitchenById: sqlite.prepare(
    `select id, name, name_hi as nameHi, is_active as isActive, opens_at as opensAt, closes_at as closesAt, village_id as villageId, paused_until as pausedUntil, busy_until as busyUntil,
            slot_minutes as slotMinutes, lead_minutes as leadMinutes, max_orders_per_slot as maxOrdersPerSlot,
            case when gst_mode = 'regular' and prices_include_tax = 0 then 5 else 0 end as gstOnTopPercent from restaurants where id = ?`,
  ),
  // The kitchen's own village first, then the villages that list it, by name.
  areas: sqlite.prepare(
    `select id, name, name_hi as nameHi, delivery_charge_paise as deliveryChargePaise, minimum_order_paise as minimumOrderPaise from villages
      where id = @own or id in (select village_id from village_delivery_restaurants where restaurant_id = @kitchen)
      order by id is not @own, name collate nocase, id`,
  ),
  // Sold out is switched off, or its counted plates ran out (as the menu's dishes say it).
  stock: sqlite.prepare(
    `select id, available = 1 and coalesce(portionsLeft, 1) != 0 as available, portionsLeft
       from (select m.id, m.available, ${PORTIONS_LEFT_NOW('m')} as portionsLeft from menu_items m
              where m.restaurant_id = (select id from restaurants where is_storefront = 1))
      order by id`,
  ),
  dishes: sqlite.prepare(
    `select ${DISH_COLUMNS} from menu_items m where m.restaurant_id = @restaurantId order by m.position, m.id`,
  ),
  dish: sqlite.prepare(`select ${DISH_COLUMNS} from menu_items m where m.id = @id`),
}));

type DishRow = Omit<typeof menuItems.$inferSelect, 'popular' | 'featured' | 'available'> & {
  popular: number;
  featured: number;
  available: number;
};
const dishOf = (row: DishRow): typeof menuItems.$inferSelect => ({
  ...row,
  popular: row.popular === 1,
  featured: row.featured === 1,
  available: row.available === 1,
});

export function getStorefrontKitchen(database: AppDatabase): StorefrontKitchen | null {
  const row = storefrontStatements(database).kitchen.get() as
    (Omit<StorefrontKitchen, 'isActive'> & { isActive: number }) | undefined;
  return row ? { ...row, isActive: row.isActive === 1 } : null;
}

/** The kitchen's own village and the villages that list it among the restaurants delivering there, with what delivery there costs. */
export function getDeliveryAreas(database: AppDatabase, kitchen: StorefrontKitchen): AreaForOrder[] {
  return storefrontStatements(database).areas.all({ own: kitchen.villageId, kitchen: kitchen.id }) as AreaForOrder[];
}

/** A kitchen's dishes in their order, each with its plates left now. */
export function getKitchenDishes(
  database: AppDatabase,
  kitchenId: number,
  now = Date.now(),
): Array<typeof menuItems.$inferSelect> {
  return (
    storefrontStatements(database).dishes.all({ restaurantId: kitchenId, ...portionsClock(now) }) as DishRow[]
  ).map(dishOf);
}

/**
 * The storefront's kitchen, dishes and areas, read afresh each time (a handful of rows by
 * index, well under a millisecond for a menu of ~30 dishes): an admin's change to the kitchen,
 * a dish or a village applies to the very next order and menu answer.
 */
function readStorefront(database: AppDatabase, now = Date.now()) {
  const kitchen = getStorefrontKitchen(database);
  if (!kitchen) return null;
  const rows = getKitchenDishes(database, kitchen.id, now);
  return {
    kitchen,
    dishes: new Map<number, DishForOrder>(
      rows.map((d) => [
        d.id,
        { id: d.id, name: d.name, nameHi: d.nameHi, pricePaise: d.pricePaise, available: d.available },
      ]),
    ),
    areas: new Map<number, AreaForOrder>(getDeliveryAreas(database, kitchen).map((a) => [a.id, a])),
    menuDishes: rows.map(toPublicDish).sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category)),
  };
}

/** Everything the order rules need to check and price an order against the storefront. */
export function getOrderContext(
  database: AppDatabase,
): { kitchen: StorefrontKitchen; dishes: Map<number, DishForOrder>; areas: Map<number, AreaForOrder> } | null {
  const storefront = readStorefront(database);
  return storefront && { kitchen: storefront.kitchen, dishes: storefront.dishes, areas: storefront.areas };
}

/**
 * What the order rules need to check and price an order eaten at a table of a restaurant (any
 * restaurant, storefront or not): its kitchen and dishes; no delivery areas. Null for no such restaurant.
 */
export function getKitchenOrderContext(
  database: AppDatabase,
  restaurantId: number,
): { kitchen: StorefrontKitchen; dishes: Map<number, DishForOrder>; areas: Map<number, AreaForOrder> } | null {
  const row = storefrontStatements(database).kitchenById.get(restaurantId) as
    (Omit<StorefrontKitchen, 'isActive'> & { isActive: number }) | undefined;
  if (!row) return null;
  const dishes = getKitchenDishes(database, restaurantId).map((d): DishForOrder => ({
    id: d.id,
    name: d.name,
    nameHi: d.nameHi,
    pricePaise: d.pricePaise,
    available: d.available,
  }));
  return {
    kitchen: { ...row, isActive: row.isActive === 1 },
    dishes: new Map(dishes.map((d) => [d.id, d])),
    areas: new Map(),
  };
}

/** The menu of a restaurant as the site shows it (a table's guest orders from it), with whether its kitchen takes orders now. */
export function getKitchenMenu(
  database: AppDatabase,
  restaurantId: number,
  nowMs: number,
): { isOpen: boolean; dishes: MenuDish[] } | null {
  const context = getKitchenOrderContext(database, restaurantId);
  if (!context) return null;
  const { kitchen } = context;
  const paused = stillAhead(kitchen.pausedUntil, nowMs) !== null;
  return {
    isOpen: kitchen.isActive && !paused && isWithinHours(kitchen.opensAt, kitchen.closesAt, nowMs),
    dishes: getKitchenDishes(database, restaurantId, nowMs)
      .map(toPublicDish)
      .sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category)),
  };
}

/** GET /api/menu: null when no restaurant is the storefront yet. */
export function getStorefrontMenu(database: AppDatabase, nowMs: number): MenuData | null {
  // After the kitchen's opening the counted dishes show today's plates, never yesterday's
  // (computed by the read, which writes nothing: see PORTIONS_LEFT_NOW).
  const storefront = readStorefront(database, nowMs);
  if (!storefront) return null;
  const { kitchen } = storefront;
  const ratings = dishRatingsOf(database, kitchen.id);
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
      slotMinutes: kitchen.slotMinutes,
      leadMinutes: kitchen.leadMinutes,
      firstSlotAt: (() => {
        const first = kitchen.isActive ? firstOrderableSlot(kitchen, nowMs) : null;
        return first === null ? null : new Date(first).toISOString();
      })(),
      // Only when GST is added on top: the menu of a kitchen whose prices include it stays as it was.
      ...(kitchen.gstOnTopPercent > 0 && { gstOnTopPercent: kitchen.gstOnTopPercent }),
    },
    categories: MENU_CATEGORIES.map(({ id, name }) => ({ id, name, nameHi: CATEGORY_NAMES_HI[id] })),
    // A dish's own stars only once enough customers gave them; until then the site shows its fixed rating.
    dishes: storefront.menuDishes.map((d) => {
      const rating = ratings.get(d.id);
      return { ...d, rating: rating && rating.count >= RATINGS_SHOWN_FROM ? rating : null };
    }),
    deliveryAreas: [...storefront.areas.values()].map((a) => ({
      id: a.id,
      name: a.name,
      nameHi: a.nameHi ?? null,
      deliveryCharge: a.deliveryChargePaise / 100,
      minimumOrder: a.minimumOrderPaise / 100,
    })),
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
export function findDish(
  database: AppDatabase,
  id: number,
  restaurantId?: number,
  now = Date.now(),
): typeof menuItems.$inferSelect | undefined {
  const row = storefrontStatements(database).dish.get({ id, ...portionsClock(now) }) as DishRow | undefined;
  return row && (restaurantId === undefined || row.restaurantId === restaurantId) ? dishOf(row) : undefined;
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
      db.insert(menuItems)
        .values({ restaurantId, ...fields })
        .run();
    }
  });
  const removed = existing.filter((d) => !kept.has(d.id)).map((d) => d.id);
  if (removed.length > 0) db.delete(menuItems).where(inArray(menuItems.id, removed)).run();
}

/** The storefront's dishes, each only with whether it sells now and its plates left (GET /api/menu/stock). */
export function getStorefrontStock(
  database: AppDatabase,
  now = Date.now(),
): Array<{ id: number; available: boolean; portionsLeft: number | null }> {
  const rows = storefrontStatements(database).stock.all(portionsClock(now)) as Array<{
    id: number;
    available: number;
    portionsLeft: number | null;
  }>;
  return rows.map((row) => ({ ...row, available: row.available === 1 }));
}
