import { and, asc, count, desc, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notifications } from '../../db/schema';
import { serializeNotification } from '../../db/records';
import { parseIndiaDateTime } from '../../shared/indiaTime';
import { badRequest, descending, notFound, ok, page } from '../envelope';
import { adminErrors, bearer, Deleted, IdParams, Ok, Page } from '../../shared/api/common';
import { Notification, NotificationBody, NotificationListQuery } from '../../shared/api/notifications';
import { checkNotification } from '../schemas/rules';

const tags = ['notifications'];

const SORT_COLUMNS = { scheduledAt: notifications.scheduledAt, createdAt: notifications.createdAt };

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.get(
    '/notifications',
    { schema: { tags, summary: 'List notifications', security: bearer, querystring: NotificationListQuery, response: { 200: Page(Notification), ...adminErrors() } } },
    async (request, reply) => {
      const query = request.query;
      const now = Date.now();
      let where: SQL | undefined;
      // A scheduled notification whose time has passed counts as sent.
      if (query.status === 'sent') where = or(eq(notifications.status, 'sent'), lte(notifications.scheduledAt, now));
      if (query.status === 'scheduled') where = and(eq(notifications.status, 'scheduled'), gt(notifications.scheduledAt, now));
      const direction = descending(query.order, query.sort ? 'asc' : 'desc') ? desc : asc;
      const offset = (query.page - 1) * query.limit;
      const rows = db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[query.sort ?? 'createdAt']), direction(notifications.id))
        .limit(query.limit)
        .offset(offset)
        .all();
      const [{ n }] = db.select({ n: count() }).from(notifications).where(where).all();
      return page(reply, rows.map((r) => serializeNotification(r, now)), n, offset);
    },
  );

  app.post(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Schedule (or send now) a notification; a time without a zone is India time',
        security: bearer,
        body: NotificationBody,
        response: { 201: Ok(Notification), ...adminErrors() },
      },
    },
    async (request, reply) => {
    const b = request.body;
    checkNotification(b);
    const scheduledAt = parseIndiaDateTime(b.scheduledAt!);
    if (Number.isNaN(scheduledAt)) throw badRequest('Schedule time is not a valid date and time', { scheduledAt: 'Schedule time is not a valid date and time' });
    const targetValue = b.target === 'all' ? null : (b.targetValue ?? '').trim();
    if (b.target !== 'all' && !targetValue) throw badRequest(`Choose the ${b.target} to notify`, { targetValue: `Choose the ${b.target} to notify` });
    const now = Date.now();
    const row = db
      .insert(notifications)
      .values({ message: b.message!.trim(), target: b.target, targetValue, scheduledAt, status: scheduledAt > now ? 'scheduled' : 'sent' })
      .returning()
      .get();
    reply.status(201);
    return ok(serializeNotification(row, now), row.status === 'scheduled' ? 'Notification scheduled.' : 'Notification sent.');
    },
  );

  app.delete(
    '/notifications/:id',
    { schema: { tags, summary: 'Delete a notification', security: bearer, params: IdParams, response: { 200: Ok(Deleted), ...adminErrors(404) } } },
    async (request) => {
    const { id } = request.params;
    const [row] = db.select({ id: notifications.id }).from(notifications).where(eq(notifications.id, id)).all();
    if (!row) throw notFound('Notification not found');
    db.delete(notifications).where(eq(notifications.id, id)).run();
    return ok({ id, _id: id }, 'Notification deleted.');
    },
  );
};
