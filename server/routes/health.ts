import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertDatabaseAnswers } from '../../db/client';
import { ok } from '../envelope';
import { Ok } from '../../shared/api/common';
import { Health } from '../../shared/api/reports';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { tags: ['health'], summary: 'Ready when the database answers', response: { 200: Ok(Health) } } }, async () => {
    assertDatabaseAnswers(app.database);
    return ok({ status: 'ok' as const, version: '1.0.0', time: new Date().toISOString() });
  });
};
