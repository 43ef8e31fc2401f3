/**
 * Notifications & Announcements: the admin composes them (sent at once or at a time), the push
 * loop delivers each to its audience's devices once (server/plugins/app/push.ts), and each
 * kitchen and rider lists the ones that went out to them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serializeNotification } from '../../db/records';
import {
  deleteNotification,
  insertNotification,
  listNotifications,
  listPartnerAnnouncements,
  readNotification,
} from '../../db/notifications';
import { parseIndiaDateTime } from '../../shared/indiaTime';
import { isBlank } from '../../shared/contact';
import { badRequest, notFound, ok, page } from '../envelope';
import { adminErrors, bearer, Deleted, errors, IdParams, Ok, Page } from '../../shared/api/common';
import {
  Announcement,
  AnnouncementListQuery,
  Notification,
  NotificationBody,
  NotificationListQuery,
} from '../../shared/api/notifications';
import { checkNotification } from '../schemas/rules';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'List notifications (with when each went out and how many devices it reached)',
        security: bearer,
        querystring: NotificationListQuery,
        response: { 200: Page(Notification), ...adminErrors() },
      },
    },
    async (request, reply) => {
      const now = Date.now();
      const { rows, total, offset } = listNotifications(database, request.query, now);
      return page(
        reply,
        rows.map((r) => serializeNotification(r, now)),
        total,
        offset,
      );
    },
  );

  app.post(
    '/notifications',
    {
      schema: {
        tags,
        summary:
          'Schedule (or send now) a notification to every kitchen and rider, to kitchens or riders only, or to a village or restaurant by name; a time without a zone is India time',
        security: bearer,
        body: NotificationBody,
        response: { 201: Ok(Notification), ...adminErrors() },
      },
    },
    async (request, reply) => {
      const b = request.body;
      checkNotification(b);
      const now = Date.now();
      const scheduledAt = isBlank(b.scheduledAt) ? now : parseIndiaDateTime(b.scheduledAt!);
      if (Number.isNaN(scheduledAt))
        throw badRequest('Schedule time is not a valid date and time', {
          scheduledAt: 'Schedule time is not a valid date and time',
        });
      const named = b.target === 'village' || b.target === 'restaurant';
      const targetValue = named ? (b.targetValue ?? '').trim() : null;
      if (named && !targetValue)
        throw badRequest(`Choose the ${b.target} to notify`, { targetValue: `Choose the ${b.target} to notify` });
      const row = insertNotification(database, {
        message: b.message!.trim(),
        target: b.target,
        targetValue,
        scheduledAt,
        status: scheduledAt > now ? 'scheduled' : 'sent',
      });
      // One due now goes out before the answer, which then says when it went and how many devices took it.
      if (scheduledAt <= now) await app.push.sendDue();
      reply.status(201);
      return ok(
        serializeNotification(readNotification(database, row.id) ?? row, now),
        row.status === 'scheduled' ? 'Notification scheduled.' : 'Notification sent.',
      );
    },
  );

  app.delete(
    '/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Delete a notification (one not sent yet is never sent)',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Deleted), ...adminErrors(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!deleteNotification(database, id)) throw notFound('Notification not found');
      return ok({ id, _id: id }, 'Notification deleted.');
    },
  );
};

/** GET /notifications in the kitchen's and the rider's scopes: the announcements that went out to them, newest first. */
export function partnerNotificationRoutes(tags: string[]): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/notifications',
      {
        // The unread count is asked at every start: an unchanged answer costs the phone the headers only.
        config: { conditionalGet: {} },
        schema: {
          tags,
          summary:
            'Announcements sent to me, newest first; since=<ISO time> keeps those after it (total = how many are unread)',
          security: bearer,
          querystring: AnnouncementListQuery,
          response: { 200: Page(Announcement), ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const { since } = request.query;
        const after = since === undefined ? null : parseIndiaDateTime(since);
        if (Number.isNaN(after))
          throw badRequest('since must be a date and time (ISO 8601)', {
            since: 'since must be a date and time (ISO 8601)',
          });
        const { rows, total, offset } = listPartnerAnnouncements(app.database, request.partner!, request.query, after);
        return page(
          reply,
          rows.map((r) => ({ id: r.id, _id: r.id, message: r.message, sentAt: new Date(r.sentAt).toISOString() })),
          total,
          offset,
        );
      },
    );
  };
}
