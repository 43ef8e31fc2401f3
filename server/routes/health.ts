import type { FastifyInstance } from 'fastify';
import { ok } from '../envelope';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => {
    // A trivial query proves the database answers, not just the process.
    app.database.sqlite.prepare('select 1').get();
    return ok({ status: 'ok', version: '1.0.0', time: new Date().toISOString() });
  });
}
