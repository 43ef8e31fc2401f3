/**
 * Restaurant applications (the admin's `onboarding` resource): listed, submitted, and decided
 * once; approving one opens its restaurant.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { applications, restaurants } from './schema';
import { likePattern } from './search';
import { Refusal } from '../shared/refusal';
import { selectPage, type PageQuery, type SortRule } from './paging';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationSort = 'createdAt' | 'name' | 'status';

const SORT: SortRule<ApplicationSort> = {
  columns: { createdAt: applications.createdAt, name: applications.name, status: applications.status },
  sort: 'createdAt',
  unsorted: 'desc',
  id: applications.id,
};

export function listApplications(
  database: AppDatabase,
  query: PageQuery<ApplicationSort> & { q?: string; status?: ApplicationRow['status'] },
) {
  const parts: SQL[] = [];
  if (query.q && query.q.trim()) {
    const p = likePattern(query.q);
    parts.push(
      sql`(${applications.name} like ${p} escape '\\' or ${applications.owner} like ${p} escape '\\' or ${applications.phone} like ${p} escape '\\' or ${applications.cuisine} like ${p} escape '\\')`,
    );
  }
  if (query.status) parts.push(eq(applications.status, query.status));
  return selectPage(database.db, applications, and(...parts), query, SORT);
}

export function findApplication(database: AppDatabase, id: number): ApplicationRow | undefined {
  return database.db.select().from(applications).where(eq(applications.id, id)).get();
}

export function insertApplication(
  database: AppDatabase,
  values: Pick<typeof applications.$inferInsert, 'name' | 'owner' | 'phone' | 'address' | 'cuisine'>,
): ApplicationRow {
  return database.db.insert(applications).values(values).returning().get();
}

/**
 * Approves (opening its restaurant) or rejects a pending application, checked and changed in
 * one transaction: only a pending application moves.
 */
export function decideApplication(database: AppDatabase, id: number, to: 'approved' | 'rejected'): ApplicationRow {
  const { db, sqlite } = database;
  return sqlite.transaction(() => {
    const row = findApplication(database, id);
    if (!row) throw new Refusal('not_found', 'Application not found');
    if (row.status !== 'pending')
      throw new Refusal('conflict', `Only pending applications can be ${to}; this one is already ${row.status}.`);
    let restaurantId: number | null = null;
    if (to === 'approved') {
      restaurantId = db
        .insert(restaurants)
        .values({ name: row.name, address: row.address, cuisine: row.cuisine, isActive: true })
        .returning({ id: restaurants.id })
        .get().id;
    }
    return db
      .update(applications)
      .set({ status: to, restaurantId, decidedAt: Date.now() })
      .where(eq(applications.id, id))
      .returning()
      .get();
  })();
}
