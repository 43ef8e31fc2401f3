/** Back-office accounts: sign-in, password changes, and the token version that revokes their tokens. */
import { count, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { admins } from './schema';
import { preparedOnce } from './statements';
import { endSubscriptionsOf } from './push';

export type AdminRow = typeof admins.$inferSelect;

/** Whether any admin exists: the first start is the one that finds none. */
export function hasAdmin(database: AppDatabase): boolean {
  const [{ n }] = database.db.select({ n: count() }).from(admins).all();
  return n > 0;
}

export function insertAdmin(
  database: AppDatabase,
  admin: Pick<typeof admins.$inferInsert, 'name' | 'email' | 'passwordHash' | 'role'>,
): void {
  database.db.insert(admins).values(admin).run();
}

/** An admin with this e-mail, compared in any case. */
export function adminWithEmail(database: AppDatabase, email: string): AdminRow | undefined {
  return database.db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.trim().toLowerCase()}`)
    .get();
}

export function findAdmin(database: AppDatabase, id: number): AdminRow | undefined {
  return database.db.select().from(admins).where(eq(admins.id, id)).get();
}

/** Every token issued to the admin so far stops working, and the browsers it woke are no longer woken. */
export function revokeAdminTokens(database: AppDatabase, id: number): void {
  database.db
    .update(admins)
    .set({ tokenVersion: sql`${admins.tokenVersion} + 1` })
    .where(eq(admins.id, id))
    .run();
  endSubscriptionsOf(database, 'admin', id);
}

/** A new password; every token issued so far stops working (and its push subscriptions end). The token version new tokens carry. */
export function setAdminPassword(database: AppDatabase, id: number, passwordHash: string): number {
  const { tokenVersion } = database.db
    .update(admins)
    .set({ passwordHash, tokenVersion: sql`${admins.tokenVersion} + 1` })
    .where(eq(admins.id, id))
    .returning({ tokenVersion: admins.tokenVersion })
    .get();
  endSubscriptionsOf(database, 'admin', id);
  return tokenVersion;
}

/** The name the admin goes by (the greeting, "by …" in an order's history). */
export function setAdminName(database: AppDatabase, id: number, name: string): void {
  database.db.update(admins).set({ name }).where(eq(admins.id, id)).run();
}

const statements = preparedOnce((sqlite) => ({
  session: sqlite.prepare('select id, name, email, role, token_version as tokenVersion from admins where id = ?'),
}));

/** What a request's admin token is checked against: the admin's role and current token version. */
export function adminSession(
  database: AppDatabase,
  id: number,
): Pick<AdminRow, 'id' | 'name' | 'email' | 'role' | 'tokenVersion'> | undefined {
  return statements(database).session.get(id) as
    Pick<AdminRow, 'id' | 'name' | 'email' | 'role' | 'tokenVersion'> | undefined;
}
