/** What the rider app (/api/delivery) reads and writes of the rider's own account and deliveries. */
import type { AppDatabase } from './client';
import type { StaffStatus } from './schema';
import { riderStatusFor } from './orders/commands';
import { preparedOnce } from './statements';
import { upiPayee } from '../shared/upi';
import { moneyOfDay } from './ledger';
import { RIDER_DAY, riderDayParams } from './orders/list';

export type PickupPoint = {
  id: number;
  _id: number;
  name: string;
  address: string;
  villageName: string | null;
  /** The kitchen's and its village's Hindi names (null: none given), for the rider's app in Hindi. */
  nameHi: string | null;
  villageNameHi: string | null;
  phone: string | null;
  /** Where a customer pays by UPI at the door (the QR on the rider's card), or null: the kitchen takes no UPI. */
  upi: { upiId: string; upiName: string } | null;
};

export type RiderRow = { id: number; _id: number; name: string; email: string; phone: string; status: StaffStatus };

const statements = preparedOnce((sqlite) => ({
  me: sqlite.prepare(
    `select id, id as _id, name, email, coalesce(phone, '') as phone, coalesce(status, 'active') as status from users where id = ?`,
  ),
  setStatus: sqlite.prepare('update users set status = ? where id = ?'),
  deliveries: sqlite
    .prepare(`select count(*) from orders where status = 'delivered' and ${RIDER_DAY} and delivery_person_id = ?`)
    .pluck(),
  pickupPoint: sqlite.prepare(
    `select r.id, r.id as _id, r.name, r.name_hi as nameHi, r.address, v.name as villageName, v.name_hi as villageNameHi, nullif(u.phone, '') as phone, r.upi_id as upiId, r.upi_name as upiName
       from restaurants r left join villages v on v.id = r.village_id left join users u on u.id = r.owner_id
      where r.id = ?`,
  ),
  open: sqlite
    .prepare(`select count(*) from orders where delivery_person_id = ? and status not in ('delivered','cancelled')`)
    .pluck(),
  // A kitchen may look up a rider it hands food to: one given an order of its restaurants.
  kitchenRider: sqlite.prepare(
    `select u.id, u.id as _id, u.name, nullif(u.phone, '') as phone from users u
      where u.id = ? and u.role = 'delivery'
        and exists (select 1 from orders o where o.delivery_person_id = u.id and o.restaurant_id in (select id from restaurants where owner_id = ?))`,
  ),
}));

/** The rider of one of the owner's orders (name and phone, to call), or undefined: no such rider, or none of theirs. */
export function kitchenRider(
  database: AppDatabase,
  ownerId: number,
  riderId: number,
): { id: number; _id: number; name: string; phone: string | null } | undefined {
  return statements(database).kitchenRider.get(riderId, ownerId) as
    { id: number; _id: number; name: string; phone: string | null } | undefined;
}

export function riderAccount(database: AppDatabase, id: number): RiderRow {
  return statements(database).me.get(id) as RiderRow;
}

/**
 * The rider goes on leave or back to work: the status rules (db/orders/commands.ts) are checked
 * against their orders in the same transaction as the write.
 */
export function setRiderStatus(database: AppDatabase, id: number, requested: StaffStatus, leaveRefusal: string): void {
  const { me, setStatus } = statements(database);
  database.sqlite.transaction(() => {
    setStatus.run(riderStatusFor(database, me.get(id) as RiderRow, requested, leaveRefusal), id);
  })();
}

/**
 * The rider's deliveries in [from, to), the cash they took (the ledger's cash payments received by
 * them, as the owner's day close reads it: an advance paid by UPI is never theirs), their UPI still
 * to check, and the orders they still have open.
 */
export function riderDaySummary(
  database: AppDatabase,
  id: number,
  from: number,
  to: number,
): { deliveries: number; open: number; cashPaise: number; upiToCheckPaise: number } {
  const { deliveries, open } = statements(database);
  const mine = moneyOfDay(database, from, to).byReceiver.find((r) => r.kind === 'rider' && r.id === id);
  return {
    deliveries: deliveries.get(...riderDayParams(from, to), id) as number,
    cashPaise: mine?.cashPaise ?? 0,
    upiToCheckPaise: mine?.upiToCheckPaise ?? 0,
    open: open.get(id) as number,
  };
}

/** Where a rider collects an order: the kitchen's name, address, village and its owner's phone, and whom UPI pays. */
export function pickupPoint(database: AppDatabase, restaurantId: number): PickupPoint | undefined {
  const row = statements(database).pickupPoint.get(restaurantId) as
    (Omit<PickupPoint, 'upi'> & { upiId: string | null; upiName: string | null }) | undefined;
  if (!row) return undefined;
  const { upiId, upiName, ...point } = row;
  return { ...point, upi: upiPayee({ upiId, upiName, name: row.name }) };
}
