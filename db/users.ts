/**
 * Accounts of kitchens and riders looked up by their mobile number: they sign in with it, so
 * among partners a number belongs to one account. Phones are stored as their 10 ASCII digits.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { users } from './schema';
import type { UserRow } from './records';

/** The accounts of `role` with this phone: one, or none; two only in data from before numbers were unique. */
export function partnersWithPhone(database: AppDatabase, role: 'vendor' | 'delivery', phone: string): UserRow[] {
  return database.db.select().from(users).where(and(eq(users.phone, phone), eq(users.role, role))).limit(2).all();
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
