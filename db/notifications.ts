/** Notifications the admin schedules (or sends at once) to customers, kitchens or riders. */
import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { notifications } from './schema';
import { selectPage, type PageQuery, type SortRule } from './paging';
import type { NOTIFICATION_SORT_FIELDS } from '../shared/api/notifications';

export type NotificationRow = typeof notifications.$inferSelect;

const SORT: SortRule<(typeof NOTIFICATION_SORT_FIELDS)[number]> = {
  columns: { scheduledAt: notifications.scheduledAt, createdAt: notifications.createdAt },
  sort: 'createdAt',
  unsorted: 'desc',
  id: notifications.id,
};

/** A page of notifications; `status` as it reads at `now` (a scheduled one whose time has passed counts as sent). */
export function listNotifications(database: AppDatabase, query: PageQuery<(typeof NOTIFICATION_SORT_FIELDS)[number]> & { status?: 'sent' | 'scheduled' }, now: number) {
  let where: SQL | undefined;
  if (query.status === 'sent') where = or(eq(notifications.status, 'sent'), lte(notifications.scheduledAt, now));
  if (query.status === 'scheduled') where = and(eq(notifications.status, 'scheduled'), gt(notifications.scheduledAt, now));
  return selectPage(database.db, notifications, where, query, SORT);
}

export function insertNotification(database: AppDatabase, values: Pick<typeof notifications.$inferInsert, 'message' | 'target' | 'targetValue' | 'scheduledAt' | 'status'>): NotificationRow {
  return database.db.insert(notifications).values(values).returning().get();
}

/** Deletes the notification; false when there was none with this id. */
export function deleteNotification(database: AppDatabase, id: number): boolean {
  return database.db.delete(notifications).where(eq(notifications.id, id)).run().changes > 0;
}
