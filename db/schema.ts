import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Timestamps are stored as UTC milliseconds since the epoch. */
const createdAt = () =>
  integer('created_at', { mode: 'number' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

export const ADMIN_ROLES = ['super_admin', 'admin', 'restaurant_manager', 'delivery_manager'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Back-office accounts. Users of the marketplace (customers, vendors, delivery staff) live elsewhere. */
export const admins = sqliteTable(
  'admins',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ADMIN_ROLES }).notNull().default('super_admin'),
    /** Bumped on logout or password change so that older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admins_email_unique').on(sql`lower(${t.email})`),
    check('admins_role_check', sql`${t.role} in ('super_admin','admin','restaurant_manager','delivery_manager')`),
  ],
);
