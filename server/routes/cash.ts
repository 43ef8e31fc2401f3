/**
 * The owner's day close for cash (/api/admin/cash): each rider's cash of an India day against
 * what they handed in, the counter's cash, and recording a hand-over. Any admin role, like the
 * other money records (confirming a UPI payment, recording a refund).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ok } from '../envelope';
import { cashOfDay, recordHandover, voidHandover, type HandoverRow } from '../../db/cash';
import { advancesOfDay, receivedOfDay } from '../../db/ledger';
import { receivedAnswer } from '../lib/received';
import { adminErrors, bearer, IdParams, Ok } from '../../shared/api/common';
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
  voidedAt: h.voidedAt === null ? null : new Date(h.voidedAt).toISOString(),
  voidedByName: h.voidedByName,
});

const KEY = /^[A-Za-z0-9_-]{8,64}$/;
const KEY_MESSAGE = 'Idempotency-Key must be 8 to 64 letters, digits, - or _';

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
          upiToCheck: toRupees(r.upiToCheckPaise),
        };
      });
      const advances = advancesOfDay(database, start, start + DAY_MS);
      return ok({
        date,
        riders,
        counterCash: toRupees(day.counterPaise),
        total: toRupees(totalPaise),
        handovers: day.handovers.map(handoverAnswer),
        advances: { count: advances.count, amount: toRupees(advances.paise) },
        received: receivedAnswer(receivedOfDay(database, start, start + DAY_MS)),
      });
    },
  );

  app.post(
    '/cash/handovers',
    {
      schema: {
        tags,
        summary:
          'Record cash a rider handed in for an India day (today by default, never a day to come): the day close shows it as handed over. With an Idempotency-Key header it is recorded once: the same key again answers 200 with the first one',
        security: bearer,
        body: HandoverBody,
        response: { 200: Ok(Handover), 201: Ok(Handover), ...adminErrors() },
      },
    },
    async (request, reply) => {
      const admin = request.admin!;
      const now = Date.now();
      const today = istDate(now);
      const date = request.body.date ?? today;
      dayStart(date);
      if (date > today) throw badRequest('date must not be in the future', { date: 'date must not be in the future' });
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !KEY.test(key)))
        throw badRequest(KEY_MESSAGE, { 'idempotency-key': KEY_MESSAGE });
      const recorded = recordHandover(database, {
        riderId: request.body.riderId,
        day: date,
        amountPaise: toPaise(request.body.amount),
        recordedAt: now,
        recordedById: admin.id,
        recordedByName: admin.name,
        idempotencyKey: key ?? null,
      });
      if (!recorded) throw badRequest('Delivery person not found', { riderId: 'Delivery person not found' });
      // A retry of one already recorded (same Idempotency-Key) answers it again and records nothing.
      reply.status(recorded.replayed ? 200 : 201);
      return ok(handoverAnswer(recorded.row), recorded.replayed ? 'Hand-over already recorded' : 'Hand-over recorded');
    },
  );

  app.post(
    '/cash/handovers/:id/void',
    {
      schema: {
        tags,
        summary:
          'Void a hand-over recorded by mistake (a double tap): kept with who voided it and when, counted nowhere; 409 when already voided',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Handover), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const voided = voidHandover(database, request.params.id, { name: request.admin!.name, at: Date.now() });
      return ok(handoverAnswer(voided), 'Hand-over voided');
    },
  );
};
