/**
 * The prep list: per dish, how much to make for the orders due in a window (db/prepList.ts).
 * The kitchen reads its own restaurants' (GET /api/vendor/prep-list), the owner any
 * restaurant's or all of them (GET /api/admin/prep-list).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { prepList, type PrepList as PrepListRow, type PrepScope } from '../../db/prepList';
import { owns } from '../../db/partners';
import { badRequest, notFound, ok } from '../envelope';
import { adminErrors, bearer, errors, Ok } from '../../shared/api/common';
import { PREP_WINDOW_MAX_DAYS, PrepList, PrepListQuery } from '../../shared/api/prepList';
import { parseZonedTime } from '../../shared/scheduling';
import { formatOrderCode } from '../../shared/ordering';
import { formatPartyCode } from '../../shared/party';
import { DAY_MS } from '../../shared/indiaTime';

const SUMMARY =
  'What to prepare: per dish, the quantity over the orders due in [from, to) that are not cancelled or delivered (placed then, or for later then, confirmed parties too), the orders counted, and parties accepted but not yet confirmed (tentative, not counted)';

/** The window, or the 400 naming the field that is wrong. */
function windowOf(query: { from: string; to: string }): { from: number; to: number } {
  const from = parseZonedTime(query.from);
  const to = parseZonedTime(query.to);
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (Number.isNaN(value))
      throw badRequest(`${field} must be an ISO time with its zone, e.g. 2026-03-10T16:00:00+05:30`, {
        [field]: `${field} must be an ISO time with its zone, e.g. 2026-03-10T16:00:00+05:30`,
      });
  }
  if (to <= from) throw badRequest('to must be after from', { to: 'to must be after from' });
  if (to - from > PREP_WINDOW_MAX_DAYS * DAY_MS)
    throw badRequest(`The window is at most ${PREP_WINDOW_MAX_DAYS} days`, {
      to: `to must be at most ${PREP_WINDOW_MAX_DAYS} days after from`,
    });
  return { from, to };
}

function answer(list: PrepListRow, window: { from: number; to: number }, restaurantId: number | null): PrepList {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    from: iso(window.from),
    to: iso(window.to),
    restaurantId,
    dishes: list.dishes,
    orders: list.orders.map((o) => ({
      ...o,
      orderId: formatOrderCode(o.id),
      dueAt: iso(o.dueAt),
      scheduled: o.scheduled === 1,
    })),
    tentative: list.tentative.map((p) => ({ ...p, code: formatPartyCode(p.id), dueAt: iso(p.dueAt) })),
  };
}

export const vendorPrepListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/prep-list',
    {
      config: { conditionalGet: {} },
      schema: {
        tags: ['kitchen'],
        summary: `${SUMMARY}; of my restaurants (restaurantId: one of them)`,
        security: bearer,
        querystring: PrepListQuery,
        response: { 200: Ok(PrepList), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = windowOf(request.query);
      const partner = request.partner!;
      const { restaurantId } = request.query;
      // Another kitchen's restaurant reads as one that does not exist, as everywhere in the partner app.
      if (restaurantId !== undefined && !owns(app.database, partner, 'restaurant', restaurantId))
        throw notFound('Restaurant not found');
      const scope: PrepScope = restaurantId !== undefined ? { restaurantId } : { ownerId: partner.id };
      return ok(answer(prepList(app.database, scope, window.from, window.to), window, restaurantId ?? null));
    },
  );
};

export const adminPrepListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/prep-list',
    {
      config: { conditionalGet: {} },
      schema: {
        tags: ['orders'],
        summary: `${SUMMARY}; of one restaurant, or all`,
        security: bearer,
        querystring: PrepListQuery,
        response: { 200: Ok(PrepList), ...adminErrors() },
      },
    },
    async (request) => {
      const window = windowOf(request.query);
      const { restaurantId } = request.query;
      const scope: PrepScope = restaurantId !== undefined ? { restaurantId } : { all: true };
      return ok(answer(prepList(app.database, scope, window.from, window.to), window, restaurantId ?? null));
    },
  );
};
