/**
 * Notifications the admin schedules (or sends at once) to the partner apps: every kitchen and
 * rider, only kitchens or only riders, or the kitchens of a village or a restaurant by name.
 * The push loop (server/plugins/app/push.ts) sends each one once when its time comes and
 * records here when it went and how many devices took it; the partners' lists read what went.
 */
import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { notifications } from './schema';
import { isDescending, offsetOf, selectPage, type PageQuery, type SortRule } from './paging';
import { preparedOnce } from './statements';
import type { NOTIFICATION_SORT_FIELDS } from '../shared/api/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type PartnerRole = 'vendor' | 'delivery';

const SORT: SortRule<(typeof NOTIFICATION_SORT_FIELDS)[number]> = {
  columns: { scheduledAt: notifications.scheduledAt, createdAt: notifications.createdAt },
  sort: 'createdAt',
  unsorted: 'desc',
  id: notifications.id,
};

/**
 * Whether notification `n` is for the account `account` of the app `role` (SQL over the alias
 * `n`). A restaurant is named by its name: its owner's kitchen; a village: the kitchens standing
 * in it or delivering there. One rule for whom it is pushed to and whose list shows it.
 */
export const AUDIENCE_INCLUDES = (role: string, account: string): string => `(
  (n.target = 'all' and ${role} in ('vendor','delivery'))
  or (n.target = 'vendors' and ${role} = 'vendor')
  or (n.target = 'riders' and ${role} = 'delivery')
  or (n.target = 'restaurant' and ${role} = 'vendor' and exists (select 1 from restaurants r where r.owner_id = ${account} and lower(r.name) = lower(n.target_value)))
  or (n.target = 'village' and ${role} = 'vendor' and exists (
    select 1 from restaurants r join villages v on lower(v.name) = lower(n.target_value)
     where r.owner_id = ${account} and (r.village_id = v.id or exists (select 1 from village_delivery_restaurants d where d.village_id = v.id and d.restaurant_id = r.id))))
)`;

/** What a partner's list shows of an announcement. */
export interface PartnerAnnouncementRow {
  id: number;
  message: string;
  sentAt: number;
}

const PARTNER_WHERE = `n.sent_at is not null and (@since is null or n.sent_at > @since) and ${AUDIENCE_INCLUDES('@role', '@account')}`;

const statements = preparedOnce((sqlite) => ({
  due: sqlite.prepare(
    'select id, message, scheduled_at as scheduledAt from notifications where sent_at is null and scheduled_at <= ? order by scheduled_at, id limit 100',
  ),
  sent: sqlite.prepare('update notifications set sent_at = ?, reached = ? where id = ? and sent_at is null'),
  reached: sqlite.prepare('update notifications set reached = coalesce(reached, 0) + 1 where id = ?'),
  partnerPage: {
    desc: sqlite.prepare(
      `select n.id, n.message, n.sent_at as sentAt from notifications n where ${PARTNER_WHERE} order by n.sent_at desc, n.id desc limit @limit offset @offset`,
    ),
    asc: sqlite.prepare(
      `select n.id, n.message, n.sent_at as sentAt from notifications n where ${PARTNER_WHERE} order by n.sent_at, n.id limit @limit offset @offset`,
    ),
  },
  partnerCount: sqlite.prepare(`select count(*) from notifications n where ${PARTNER_WHERE}`).pluck(),
}));

/** A page of notifications; `status` as it reads at `now` (a scheduled one whose time has passed counts as sent). */
export function listNotifications(
  database: AppDatabase,
  query: PageQuery<(typeof NOTIFICATION_SORT_FIELDS)[number]> & { status?: 'sent' | 'scheduled' },
  now: number,
) {
  let where: SQL | undefined;
  if (query.status === 'sent') where = or(eq(notifications.status, 'sent'), lte(notifications.scheduledAt, now));
  if (query.status === 'scheduled')
    where = and(eq(notifications.status, 'scheduled'), gt(notifications.scheduledAt, now));
  return selectPage(database.db, notifications, where, query, SORT);
}

export function insertNotification(
  database: AppDatabase,
  values: Pick<typeof notifications.$inferInsert, 'message' | 'target' | 'targetValue' | 'scheduledAt' | 'status'>,
): NotificationRow {
  return database.db.insert(notifications).values(values).returning().get();
}

export function readNotification(database: AppDatabase, id: number): NotificationRow | undefined {
  return database.db.select().from(notifications).where(eq(notifications.id, id)).get();
}

/** Deletes the notification; false when there was none with this id. */
export function deleteNotification(database: AppDatabase, id: number): boolean {
  return database.db.delete(notifications).where(eq(notifications.id, id)).run().changes > 0;
}

/** Notifications whose time has come and that have not gone out yet, oldest first. */
export function dueNotifications(
  database: AppDatabase,
  now: number,
): Array<{ id: number; message: string; scheduledAt: number }> {
  return statements(database).due.all(now) as Array<{ id: number; message: string; scheduledAt: number }>;
}

/** It went out at `at` (`reached`: 0, counted up as devices take it; null: it went without pushes). Never twice: false when it was already marked. */
export function markNotificationSent(database: AppDatabase, id: number, at: number, reached: number | null): boolean {
  return statements(database).sent.run(at, reached, id).changes > 0;
}

/** One more device's push service took it. */
export function countReached(database: AppDatabase, id: number): void {
  statements(database).reached.run(id);
}

/** The announcements that went out to this kitchen or rider, newest first (`sentAfter`: only those after that time). */
export function listPartnerAnnouncements(
  database: AppDatabase,
  partner: { kind: PartnerRole; id: number },
  query: PageQuery<'sentAt'>,
  sentAfter: number | null,
): { rows: PartnerAnnouncementRow[]; total: number; offset: number } {
  const { partnerPage, partnerCount } = statements(database);
  const offset = offsetOf(query);
  const params = { role: partner.kind, account: partner.id, since: sentAfter };
  const rows = (isDescending(query, { unsorted: 'desc' }) ? partnerPage.desc : partnerPage.asc).all({
    ...params,
    limit: query.limit,
    offset,
  }) as PartnerAnnouncementRow[];
  return { rows, total: partnerCount.get(params) as number, offset };
}
