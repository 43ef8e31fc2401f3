import { and, asc, count, desc, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications } from '../../db/schema';
import { badRequest, notFound, ok, page } from '../envelope';
import { descending, idParams, isBlank, listQuery, str, type ListQuery } from '../lib/schemas';
import { serializeNotification } from '../lib/serializers';
import { IST_OFFSET_MS } from '../lib/money';

const body = {
  type: 'object',
  properties: {
    message: str(1000),
    target: { type: 'string', enum: ['all', 'village', 'restaurant'], default: 'all' },
    targetValue: { type: ['string', 'null'], maxLength: 120 },
    scheduledAt: str(40),
  },
} as const;

/**
 * A date-time from the admin's form. A value without a zone (what a datetime-local input
 * sends) is read as India time, the business's clock.
 */
export function parseScheduledAt(value: string): number {
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(v)) return Date.parse(`${v}Z`) - IST_OFFSET_MS;
  if (/^\d{4}-\d{2}-\d{2}T/.test(v)) return Date.parse(v);
  return Number.NaN;
}

const SORT_COLUMNS = { scheduledAt: notifications.scheduledAt, createdAt: notifications.createdAt };

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get(
    '/notifications',
    { schema: { querystring: listQuery(Object.keys(SORT_COLUMNS), { status: { type: 'string', enum: ['scheduled', 'sent'] } }) } },
    async (request, reply) => {
      const query = request.query as ListQuery & { status?: 'scheduled' | 'sent' };
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
        .orderBy(direction(SORT_COLUMNS[(query.sort ?? 'createdAt') as keyof typeof SORT_COLUMNS]), direction(notifications.id))
        .limit(query.limit)
        .offset(offset)
        .all();
      const [{ n }] = db.select({ n: count() }).from(notifications).where(where).all();
      return page(reply, rows.map((r) => serializeNotification(r, now)), n, offset);
    },
  );

  app.post('/notifications', { schema: { body } }, async (request, reply) => {
    const b = (request.body ?? {}) as { message?: string; target: 'all' | 'village' | 'restaurant'; targetValue?: string | null; scheduledAt?: string };
    if (isBlank(b.message) || isBlank(b.scheduledAt)) {
      const errors: Record<string, string> = {};
      if (isBlank(b.message)) errors.message = 'Message and schedule time are required.';
      if (isBlank(b.scheduledAt)) errors.scheduledAt = 'Message and schedule time are required.';
      throw badRequest('Message and schedule time are required.', errors);
    }
    const scheduledAt = parseScheduledAt(b.scheduledAt!);
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
  });

  app.delete('/notifications/:id', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params as { id: number };
    const [row] = db.select({ id: notifications.id }).from(notifications).where(eq(notifications.id, id)).all();
    if (!row) throw notFound('Notification not found');
    db.delete(notifications).where(eq(notifications.id, id)).run();
    return ok({ id, _id: id }, 'Notification deleted.');
  });
}
