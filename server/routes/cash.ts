/**
 * The owner's day close for cash (/api/admin/cash): each rider's cash of an India day against
 * what they handed in, the counter's cash, and recording a hand-over. Any admin role, like the
 * other money records (confirming a UPI payment, recording a refund).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ok } from '../envelope';
import { cashOfDay, recordHandover, type HandoverRow } from '../../db/cash';
import { adminErrors, bearer, Ok } from '../../shared/api/common';
import { CashDay, CashQuery, Handover, HandoverBody } from '../../shared/api/cash';
import { DAY_MS, istDate, istDateStart, istDayStart } from '../../shared/indiaTime';
import { toPaise, toRupees } from '../../shared/money';

const tags = ['cash'];
const NOT_A_DAY = 'date must be a real day (YYYY-MM-DD)';

/** The start (UTC ms) of an India day, or a 400 naming `date` for one that does not exist (2026-02-30). */
function dayStart(date: string): number {
  const start = istDateStart(date);
  if (Number.isNaN(start)) throw badRequest(NOT_A_DAY, { date: NOT_A_DAY });
  return start;
}

const handoverAnswer = (h: HandoverRow) => ({
  id: h.id,
  _id: h.id,
  riderId: h.riderId,
  riderName: h.riderName,
  amount: toRupees(h.amountPaise),
  date: h.day,
  recordedAt: new Date(h.recordedAt).toISOString(),
  recordedByName: h.recordedByName,
});

export const cashRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  app.get(
    '/cash',
    {
      schema: {
        tags,
        summary:
          "A day's cash (India day, today by default): each rider's cash collected (as their own GET /api/delivery/summary says), handed over and the difference; the counter's cash; the total",
        security: bearer,
        querystring: CashQuery,
        response: { 200: Ok(CashDay), ...adminErrors() },
      },
      // "Today" moves at IST midnight; a named day lasts as long as its data.
      config: {
        conditionalGet: {
          validUntil: (request, now) =>
            (request.query as CashQuery).date ? Number.POSITIVE_INFINITY : istDayStart(now) + DAY_MS,
        },
      },
    },
    async (request) => {
      const date = request.query.date ?? istDate(Date.now());
      const start = dayStart(date);
      const day = cashOfDay(database, date, start, start + DAY_MS);
      let totalPaise = day.counterPaise;
      const riders = day.riders.map((r) => {
        totalPaise += r.cashPaise;
        return {
          riderId: r.riderId,
          name: r.name,
          cashCollected: toRupees(r.cashPaise),
          handedOver: toRupees(r.handedOverPaise),
          difference: toRupees(r.cashPaise - r.handedOverPaise),
        };
      });
      return ok({ date, riders, counterCash: toRupees(day.counterPaise), total: toRupees(totalPaise) });
    },
  );

  app.post(
    '/cash/handovers',
    {
      schema: {
        tags,
        summary:
          'Record cash a rider handed in for an India day (today by default, never a day to come): the day close shows it as handed over',
        security: bearer,
        body: HandoverBody,
        response: { 201: Ok(Handover), ...adminErrors() },
      },
    },
    async (request, reply) => {
      const admin = request.admin!;
      const now = Date.now();
      const today = istDate(now);
      const date = request.body.date ?? today;
      dayStart(date);
      if (date > today) throw badRequest('date must not be in the future', { date: 'date must not be in the future' });
      const recorded = recordHandover(database, {
        riderId: request.body.riderId,
        day: date,
        amountPaise: toPaise(request.body.amount),
        recordedAt: now,
        recordedById: admin.id,
        recordedByName: admin.name,
      });
      if (!recorded) throw badRequest('Delivery person not found', { riderId: 'Delivery person not found' });
      reply.status(201);
      return ok(handoverAnswer(recorded), 'Hand-over recorded');
    },
  );
};
