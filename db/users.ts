/**
 * Accounts of customers, kitchens and riders: sign-in look-ups, registration, the admin's
 * staff lists and edits. Kitchens and riders sign in with their mobile number, so among
 * partners a number belongs to one account; phones are stored as their 10 ASCII digits.
 */
import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { orders, restaurants, users } from './schema';
import type { UserRow } from './records';
import { likePattern } from './search';
import { offsetOf, orderByOf, selectPage, type PageOf, type PageQuery, type SortRule } from './paging';
import { riderStatusFor } from './orders/commands';
import { endSubscriptionsOf } from './push';
import { MANAGED_ROLES, type ManagedRole, type StaffStatus } from '../shared/statuses';

/** The accounts of `role` with this phone: one, or none; two only in data from before numbers were unique. */
export function partnersWithPhone(database: AppDatabase, role: 'vendor' | 'delivery', phone: string): UserRow[] {
  return database.db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.role, role)))
    .limit(2)
    .all();
}

/** Whether a kitchen or rider account other than `exceptId` has this phone. */
export function phoneTakenByPartner(database: AppDatabase, phone: string, exceptId = 0): boolean {
  const found = database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), inArray(users.role, ['vendor', 'delivery']), ne(users.id, exceptId)))
    .limit(1)
    .all();
  return found.length > 0;
}

/** A user with this e-mail (stored lower case; compared in any case). */
export function userWithEmail(database: AppDatabase, email: string): UserRow | undefined {
  return database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .get();
}

/** Whether a user other than `exceptId` has this e-mail (already trimmed and lower case). */
export function emailTaken(database: AppDatabase, email: string, exceptId?: number): boolean {
  return (
    database.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, exceptId ? ne(users.id, exceptId) : undefined))
      .all().length > 0
  );
}

/** How many restaurants each of these kitchens (vendors) owns: one without any gets no orders. */
export function restaurantsOwned(database: AppDatabase, ids: number[]): Map<number, number> {
  if (ids.length === 0) return new Map();
  const rows = database.db
    .select({ ownerId: restaurants.ownerId, n: count() })
    .from(restaurants)
    .where(inArray(restaurants.ownerId, ids))
    .groupBy(restaurants.ownerId)
    .all();
  return new Map(rows.map((r) => [r.ownerId!, r.n]));
}

export function findUser(database: AppDatabase, id: number): UserRow | undefined {
  return database.db.select().from(users).where(eq(users.id, id)).get();
}

export type NewUser = Pick<
  typeof users.$inferInsert,
  'name' | 'email' | 'phone' | 'passwordHash' | 'role' | 'vehicleNumber' | 'status' | 'approved' | 'kitchenName'
>;

/**
 * Adds an account, refusing a kitchen's or rider's mobile number that another partner has
 * (checked and written in one synchronous transaction: no other request runs in between).
 * A second account with the e-mail fails on the unique index.
 */
export function insertUser(database: AppDatabase, user: NewUser): { user: UserRow } | { phoneTaken: true } {
  return database.sqlite.transaction(() => {
    if (user.phone && user.role !== 'customer' && phoneTakenByPartner(database, user.phone))
      return { phoneTaken: true as const };
    return { user: database.db.insert(users).values(user).returning().get() };
  })();
}

export function setUserLanguage(database: AppDatabase, id: number, language: UserRow['language']): UserRow {
  return database.db.update(users).set({ language }).where(eq(users.id, id)).returning().get();
}

/** Every token issued to the account so far stops working, and the browsers it woke for orders are no longer woken. */
export function revokeUserTokens(database: AppDatabase, id: number): void {
  database.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .run();
  endSubscriptionsOf(database, 'user', id);
}

/**
 * Changes a kitchen's or rider's account. A rider's `requestedStatus` goes through the status
 * rules (db/orders/commands.ts), checked against their orders in the same transaction as the write.
 */
export function updateStaff(
  database: AppDatabase,
  user: UserRow,
  changes: Partial<typeof users.$inferInsert>,
  requestedStatus?: StaffStatus,
): UserRow {
  return database.sqlite
    .transaction(() => {
      const status = requestedStatus === undefined ? {} : { status: riderStatusFor(database, user, requestedStatus) };
      return database.db
        .update(users)
        .set({ ...changes, ...status })
        .where(eq(users.id, user.id))
        .returning()
        .get();
    })
    .immediate();
}

export function ownsRestaurants(database: AppDatabase, id: number): boolean {
  const [{ n }] = database.db.select({ n: count() }).from(restaurants).where(eq(restaurants.ownerId, id)).all();
  return n > 0;
}

/** Whether the rider is assigned to an order not yet delivered or cancelled. */
export function hasOrdersInProgress(database: AppDatabase, riderId: number): boolean {
  const [{ n }] = database.db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryPersonId, riderId),
        inArray(orders.status, ['placed', 'accepted', 'preparing', 'out_for_delivery']),
      ),
    )
    .all();
  return n > 0;
}

/**
 * Foreign keys do the rest: restaurants lose their owner, past orders keep the person's name
 * as a snapshot with the id cleared (shown as removed).
 */
export function deleteUser(database: AppDatabase, id: number): void {
  database.db.delete(users).where(eq(users.id, id)).run();
}

export type StaffSort = 'name' | 'email' | 'createdAt';
const STAFF_SORT: SortRule<StaffSort> = {
  columns: { name: users.name, email: users.email, createdAt: users.createdAt },
  sort: 'name',
  unsorted: 'asc',
  id: users.id,
  idAscending: true,
};

export interface StaffFilters {
  /** A part of the name, e-mail or phone. */
  q?: string;
  /** A rider's status; a missing one counts as active. */
  status?: StaffStatus;
  /** false: only the accounts waiting for an admin's approval; true: only the approved ones. */
  approved?: boolean;
}

function staffWhere(role: ManagedRole, query: StaffFilters): SQL | undefined {
  const parts: SQL[] = [eq(users.role, role)];
  if (query.q && query.q.trim()) {
    const p = likePattern(query.q);
    parts.push(
      sql`(${users.name} like ${p} escape '\\' or ${users.email} like ${p} escape '\\' or ${users.phone} like ${p} escape '\\')`,
    );
  }
  if (query.status && role === 'delivery') parts.push(sql`coalesce(${users.status}, 'active') = ${query.status}`);
  // Literals, not bound values: only `approved = 0` written out lets SQLite use the partial index.
  if (query.approved !== undefined)
    parts.push(query.approved ? sql`${users.approved} = 1` : sql`${users.approved} = 0`);
  return and(...parts);
}

/**
 * The kitchens and riders who signed up themselves and wait for an admin (the dashboard's
 * "partners waiting"), read from the small partial index users_waiting_idx.
 */
export function countWaitingForApproval(database: AppDatabase): number {
  const [{ n }] = database.db
    .select({ n: count() })
    .from(users)
    .where(and(inArray(users.role, MANAGED_ROLES), sql`${users.approved} = 0`))
    .all();
  return n;
}

/** A page of the kitchens or the riders. */
export function listStaff(
  database: AppDatabase,
  role: ManagedRole,
  query: PageQuery<StaffSort> & StaffFilters,
): PageOf<UserRow> {
  return selectPage(database.db, users, staffWhere(role, query), query, STAFF_SORT);
}

/**
 * Kitchens and riders as one list. Written as one ordered select per role joined by UNION ALL
 * so SQLite merges the two index-ordered streams (EXPLAIN QUERY PLAN: MERGE (UNION ALL), each
 * side SEARCH users USING INDEX users_role_name_idx or users_role_created_idx (role=?), no temp
 * b-tree for name/createdAt). The id tie-break follows the sort direction so the index order (it
 * ends with the rowid) still serves it; `role in (...) order by name` scans the table and sorts
 * instead. Sorting by email sorts each role's rows, as the one-role lists do (there is no email
 * index per role).
 */
export function listAllStaff(database: AppDatabase, query: PageQuery<StaffSort> & StaffFilters): PageOf<UserRow> {
  const { db } = database;
  const offset = offsetOf(query);
  const arm = (role: ManagedRole) => db.select().from(users).where(staffWhere(role, query));
  const rows = arm('vendor')
    .unionAll(arm('delivery'))
    .orderBy(...orderByOf(query, { ...STAFF_SORT, idAscending: false }))
    .limit(query.limit)
    .offset(offset)
    .all();
  const total = MANAGED_ROLES.reduce(
    (sum, role) => sum + db.select({ n: count() }).from(users).where(staffWhere(role, query)).all()[0].n,
    0,
  );
  return { rows, total, offset };
}
