import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminErrors, bearer, Ok } from '../../shared/api/common';
import { Analytics } from '../../shared/api/reports';
import { ok } from '../envelope';
import { analyticsAt, analyticsValidUntil } from '../../db/analytics';

export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const validUntil = (_request: unknown, now: number) => analyticsValidUntil(app.database, now);
  app.get(
    '/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Order analytics (last 7 days, 30-day tops)',
        security: bearer,
        response: { 200: Ok(Analytics), ...adminErrors() },
      },
      config: { conditionalGet: { validUntil } },
    },
    async () => ok(analyticsAt(app.database, Date.now())),
  );
};
