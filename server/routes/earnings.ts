import type { FastifyInstance } from 'fastify';
import { ok } from '../envelope';
import { earningsReport, type Period } from '../lib/earnings';

export async function earningsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/earnings',
    { schema: { querystring: { type: 'object', properties: { period: { type: 'string', enum: ['all', 'today', 'week', 'month'], default: 'all' } } } } },
    async (request) => ok(earningsReport(app.database, (request.query as { period: Period }).period)),
  );
}
