/** What the kitchen app (/api/vendor) reads and writes of its own restaurants, dishes and orders. */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { dueBetween, dueParams } from './dueDay';

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

const statements = preparedOnce((sqlite) => ({
  mine: sqlite.prepare(`select ${RESTAURANT_COLUMNS} from restaurants where owner_id = ? order by name, id`),
  one: sqlite.prepare(`select ${RESTAURANT_COLUMNS} from restaurants where id = ?`),
  setActive: sqlite.prepare('update restaurants set is_active = ? where id = ?'),
  setAutoPrint: sqlite.prepare('update restaurants set auto_print_kot = ? where id = ?'),
  setAvailable: sqlite.prepare('update menu_items set available = ? where id = ?'),
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
export function setDishAvailable(database: AppDatabase, dishId: number, available: boolean): void {
  statements(database).setAvailable.run(available ? 1 : 0, dishId);
}

/** The orders due in [from, to) at the owner's restaurants (placed then, or for later then): counts by state, and the delivered ones' takings. */
export function kitchenDaySummary(database: AppDatabase, ownerId: number, from: number, to: number): KitchenDaySummary {
  return statements(database).summary.get(ownerId, ...dueParams(from, to)) as KitchenDaySummary;
}
