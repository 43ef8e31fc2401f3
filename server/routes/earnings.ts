import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../envelope';
import { earningsReport } from '../../db/earnings';
import { istDayStart } from '../../shared/indiaTime';
import { adminErrors, bearer, Ok } from '../../shared/api/common';
import { Earnings, EarningsQuery } from '../../shared/api/reports';

export const earningsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/earnings',
    {
      schema: {
        tags: ['earnings'],
        summary: 'Admin earnings of a period (IST)',
        security: bearer,
        querystring: EarningsQuery,
        response: { 200: Ok(Earnings), ...adminErrors() },
      },
      // Periods start at IST midnight: an answer (and its ETag) lasts until the next one at most.
      config: { conditionalGet: { validUntil: (_request, now) => istDayStart(now) + 86_400_000 } },
    },
    async (request) => ok(earningsReport(app.database, request.query.period)),
  );
};
