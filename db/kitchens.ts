/** What the kitchen app (/api/vendor) reads and writes of its own restaurants, dishes and orders. */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { dueBetween, dueParams } from './dueDay';
import { DAY_MS, istDayStart } from '../shared/indiaTime';

export type KitchenRestaurantRow = {
  id: number;
  name: string;
  nameHi: string | null;
  address: string;
  cuisine: string;
  image: string | null;
  isActive: number;
  isStorefront: number;
  opensAt: string;
  closesAt: string;
  busyUntil: number | null;
  pausedUntil: number | null;
  maxOrdersPerSlot: number | null;
  slotMinutes: number;
  leadMinutes: number;
  autoPausedMissed: number | null;
  autoAccept: number;
  autoPrintKot: number;
};
export type KitchenDaySummary = {
  orders: number;
  open: number;
  delivered: number;
  cancelled: number;
  takingsPaise: number;
};

const RESTAURANT_COLUMNS =
  'id, name, name_hi as nameHi, address, cuisine, image, is_active as isActive, is_storefront as isStorefront, opens_at as opensAt, closes_at as closesAt, busy_until as busyUntil, paused_until as pausedUntil, ' +
  'max_orders_per_slot as maxOrdersPerSlot, slot_minutes as slotMinutes, lead_minutes as leadMinutes, auto_paused_missed as autoPausedMissed, auto_accept as autoAccept, auto_print_kot as autoPrintKot';

/**
 * SQL: a dish of `dishes` (menu_items, or its alias) was counted on an earlier day and its
 * kitchen has opened today (binds @now and @dayStart, see portionsClock): its count starts afresh.
 */
const COUNTED_BEFORE_OPENING = (dishes: string) =>
  `coalesce(${dishes}.portions_set_at, 0) < @dayStart
   and @now >= @dayStart + (select ${OPENING_MS('r')} from restaurants r where r.id = ${dishes}.restaurant_id)`;
/** SQL: a restaurant's opening time ('HH:MM', India time) as ms after the India day's start. */
const OPENING_MS = (restaurant: string) =>
  `cast(substr(${restaurant}.opens_at, 1, 2) as integer) * 3600000 + cast(substr(${restaurant}.opens_at, 4, 2) as integer) * 60000`;
/** SQL: what a dish's count starts the day at: no limit, or the kitchen's usual batch (as the dish says). */
const PORTIONS_AFTER_RESET = (dishes: string) =>
  `case when ${dishes}.portions_reset = 'batch' then ${dishes}.usual_batch else null end`;

/**
 * SQL: the plates a dish of `dishes` has left now, as its kitchen's opening today left them
 * (binds @now and @dayStart, see portionsClock). Reads use it instead of writing the reset: a
 * read-only request never writes, and two reads at the same moment cannot race. The next write
 * of the count (an order, the kitchen's own) stores the reset first (resetPortionsAtOpening).
 */
export const PORTIONS_LEFT_NOW = (dishes: string) =>
  `case when ${COUNTED_BEFORE_OPENING(dishes)} then ${PORTIONS_AFTER_RESET(dishes)} else ${dishes}.portions_left end`;

/** The parameters PORTIONS_LEFT_NOW binds, at `now`. */
export const portionsClock = (now: number) => ({ now, dayStart: istDayStart(now) });

/**
 * When the plates left that reads show next change with the clock alone: the next kitchen's
 * opening today (a dish counted on an earlier day starts afresh then), else the next India
 * midnight. An answer kept by its ETag that shows plates left is right until then at most.
 */
export function portionsValidUntil(database: AppDatabase, now: number): number {
  const dayStart = istDayStart(now);
  const next = statements(database).nextOpening.get({ now, dayStart }) as number | null;
  return next ?? dayStart + DAY_MS;
}

const statements = preparedOnce((sqlite) => ({
  nextOpening: sqlite
    .prepare(
      `select min(@dayStart + ${OPENING_MS('r')}) from restaurants r where @dayStart + ${OPENING_MS('r')} > @now`,
    )
    .pluck(),
  mine: sqlite.prepare(`select ${RESTAURANT_COLUMNS} from restaurants where owner_id = ? order by name, id`),
  one: sqlite.prepare(`select ${RESTAURANT_COLUMNS} from restaurants where id = ?`),
  setActive: sqlite.prepare('update restaurants set is_active = ? where id = ?'),
  setAutoPrint: sqlite.prepare('update restaurants set auto_print_kot = ? where id = ?'),
  setAvailable: sqlite.prepare('update menu_items set available = ? where id = ?'),
  setPortions: sqlite.prepare(
    `update menu_items set portions_left = case when @setLeft then @portionsLeft else portions_left end,
       portions_set_at = case when @setLeft and (portions_left is not @portionsLeft or coalesce(portions_set_at, 0) < @dayStart) then @now else portions_set_at end,
       low_at = case when @setLowAt then @lowAt else low_at end,
       usual_batch = case when @setUsualBatch then @usualBatch else usual_batch end,
       portions_reset = coalesce(@portionsReset, portions_reset)
     where id = @id`,
  ),
  resetPortions: sqlite.prepare(
    `update menu_items set portions_set_at = @now, portions_left = ${PORTIONS_AFTER_RESET('menu_items')}
      where ${COUNTED_BEFORE_OPENING('menu_items')} and (portions_left is not null or portions_reset = 'batch')`,
  ),
  summary: sqlite.prepare(
    `select count(*) as orders,
            coalesce(sum(status not in ('delivered','cancelled')), 0) as open,
            coalesce(sum(status = 'delivered'), 0) as delivered,
            coalesce(sum(status = 'cancelled'), 0) as cancelled,
            coalesce(sum(case when status = 'delivered' then total_paise end), 0) as takingsPaise
       from orders
      where restaurant_id in (select id from restaurants where owner_id = ?) and ${dueBetween()}`,
  ),
}));

/** The owner's restaurants, by name. */
export function kitchenRestaurants(database: AppDatabase, ownerId: number): KitchenRestaurantRow[] {
  return statements(database).mine.all(ownerId) as KitchenRestaurantRow[];
}

export function kitchenRestaurant(database: AppDatabase, id: number): KitchenRestaurantRow | undefined {
  return statements(database).one.get(id) as KitchenRestaurantRow | undefined;
}

/** Online (taking orders) or Offline. */
/** The kitchen's KOT prints by itself at Accept, or not. */
export function setAutoPrintKot(database: AppDatabase, restaurantId: number, on: boolean): void {
  statements(database).setAutoPrint.run(on ? 1 : 0, restaurantId);
}

export function setKitchenOnline(database: AppDatabase, restaurantId: number, online: boolean): void {
  statements(database).setActive.run(online ? 1 : 0, restaurantId);
}

/** A dish sold out, or available again. */
export interface DishPortions {
  /** Plates left today; null: no limit; left out: unchanged. */
  portionsLeft?: number | null;
  /** Left out: unchanged. */
  lowAt?: number | null;
  usualBatch?: number | null;
  portionsReset?: 'empty' | 'batch';
}

/** Sets a dish's plates left today (and, when sent, its warning level, usual batch and what the next opening does). */
export function setDishPortions(database: AppDatabase, dishId: number, portions: DishPortions, now: number): void {
  database.sqlite.transaction(() => {
    // A warning level set on a new day leaves the count as the opening made it, not yesterday's.
    resetPortionsAtOpening(database, now);
    statements(database).setPortions.run({
      id: dishId,
      now,
      dayStart: istDayStart(now),
      setLeft: portions.portionsLeft === undefined ? 0 : 1,
      portionsLeft: portions.portionsLeft ?? null,
      setLowAt: portions.lowAt === undefined ? 0 : 1,
      lowAt: portions.lowAt ?? null,
      setUsualBatch: portions.usualBatch === undefined ? 0 : 1,
      usualBatch: portions.usualBatch ?? null,
      portionsReset: portions.portionsReset ?? null,
    });
  })();
}

/**
 * At a kitchen's opening on a new India day, its dishes counted on an earlier day start afresh:
 * no limit, or the kitchen's usual batch (as each dish says). Stores what reads already show
 * (PORTIONS_LEFT_NOW), before a write takes from or sets the count. Idempotent: a dish set or
 * reset today is left alone. Call inside the writing transaction.
 */
export function resetPortionsAtOpening(database: AppDatabase, now: number): void {
  statements(database).resetPortions.run({ now, dayStart: istDayStart(now) });
}

export function setDishAvailable(database: AppDatabase, dishId: number, available: boolean): void {
  statements(database).setAvailable.run(available ? 1 : 0, dishId);
}

/** The orders due in [from, to) at the owner's restaurants (placed then, or for later then): counts by state, and the delivered ones' takings. */
export function kitchenDaySummary(database: AppDatabase, ownerId: number, from: number, to: number): KitchenDaySummary {
  return statements(database).summary.get(ownerId, ...dueParams(from, to)) as KitchenDaySummary;
}
