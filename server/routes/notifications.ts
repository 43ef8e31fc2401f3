import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serializeNotification } from '../../db/records';
import { deleteNotification, insertNotification, listNotifications } from '../../db/notifications';
import { parseIndiaDateTime } from '../../shared/indiaTime';
import { badRequest, notFound, ok, page } from '../envelope';
import { adminErrors, bearer, Deleted, IdParams, Ok, Page } from '../../shared/api/common';
import { Notification, NotificationBody, NotificationListQuery } from '../../shared/api/notifications';
import { checkNotification } from '../schemas/rules';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  app.get(
    '/notifications',
    { schema: { tags, summary: 'List notifications', security: bearer, querystring: NotificationListQuery, response: { 200: Page(Notification), ...adminErrors() } } },
    async (request, reply) => {
      const now = Date.now();
      const { rows, total, offset } = listNotifications(database, request.query, now);
      return page(reply, rows.map((r) => serializeNotification(r, now)), total, offset);
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
    const row = insertNotification(database, { message: b.message!.trim(), target: b.target, targetValue, scheduledAt, status: scheduledAt > now ? 'scheduled' : 'sent' });
    reply.status(201);
    return ok(serializeNotification(row, now), row.status === 'scheduled' ? 'Notification scheduled.' : 'Notification sent.');
    },
  );

  app.delete(
    '/notifications/:id',
    { schema: { tags, summary: 'Delete a notification', security: bearer, params: IdParams, response: { 200: Ok(Deleted), ...adminErrors(404) } } },
    async (request) => {
    const { id } = request.params;
    if (!deleteNotification(database, id)) throw notFound('Notification not found');
    return ok({ id, _id: id }, 'Notification deleted.');
    },
  );
};
