/**
 * Who was rung for an order (/api/admin/orders/:id/rings): the kitchen's phones, the admins,
 * the rider, each push with its time and how the push service answered.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ringsOf, type RingRow } from '../../db/rings';
import { notFound, ok } from '../envelope';
import { adminErrors, bearer, IdParams, Ok } from '../../shared/api/common';
import { Ring } from '../../shared/api/rings';

const serialize = (r: RingRow) => ({
  id: r.id,
  at: new Date(r.at).toISOString(),
  role: r.role,
  accountId: r.accountId,
  name: r.name,
  device: r.subscriptionId,
  type: r.type,
  result: r.result,
  status: r.status,
});

export const ringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/:id/rings',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Who was rung for the order and when: each push (kitchen, admins, rider) with its result, oldest first',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Type.Array(Ring)), ...adminErrors(404) },
      },
    },
    async (request) => {
      const rings = ringsOf(app.database, request.params.id);
      if (!rings) throw notFound('Order not found');
      return ok(rings.map(serialize));
    },
  );
};
