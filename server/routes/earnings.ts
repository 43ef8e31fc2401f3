import type { FastifyInstance } from 'fastify';
import { ok } from '../envelope';
import { earningsReport, type Period } from '../lib/earnings';
import { istDayStart } from '../lib/money';
import { enableResponseCache } from '../lib/responseCache';

export async function earningsRoutes(app: FastifyInstance): Promise<void> {
  enableResponseCache(app);
  app.get(
    '/earnings',
    {
      schema: { querystring: { type: 'object', properties: { period: { type: 'string', enum: ['all', 'today', 'week', 'month'], default: 'all' } } } },
      // Periods start at IST midnight: a cached answer lasts until the next one at most.
      config: { responseCache: { validUntil: (_request, now) => istDayStart(now) + 86_400_000 } },
    },
    async (request) => ok(earningsReport(app.database, (request.query as { period: Period }).period)),
  );
}
