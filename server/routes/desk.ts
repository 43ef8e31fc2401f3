/**
 * The live order desk: the event stream, phone orders, finding a returning customer
 * by phone, and counting kitchen-ticket prints. Rider assignment is PUT /orders/:id (orders.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { placeOrder } from '../../db/ordering';
import { readLiveOrder } from '../../db/liveOrders';
import { HttpError, notFound, ok } from '../envelope';
import { normalisePhone } from '../../shared/ordering';
import { adminErrors, bearer, IdParams, Ok } from '../../shared/api/common';
import { CustomerLookup, CustomerLookupQuery, LiveOrder } from '../../shared/api/live';
import { IdempotencyHeaders, PlaceOrderBody } from '../../shared/api/ordering';
import { registerEventStream } from '../plugins/app/events';

const tags = ['orders'];

export const deskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sqlite } = app.database;

  registerEventStream(app, '/events', { tags, summary: 'Live order events (server-sent events): order.created, order.updated, order.deleted' }, () => ({ kind: 'admin' }));

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Take an order by phone: the body of POST /api/orders, the same rules and prices; source "phone"',
        security: bearer,
        headers: IdempotencyHeaders,
        body: PlaceOrderBody,
        response: { 201: Ok(LiveOrder), ...adminErrors(409) },
      },
    },
    async (request, reply) => {
      const result = placeOrder(app.database, {
        // The site's own body schema checks the shape; quoteOrder checks the values with the site's messages.
        request: request.body,
        source: 'phone',
        adminId: request.admin!.id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (!result.ok) throw new HttpError(result.status, result.message, result.errors);
      reply.status(201);
      return ok(readLiveOrder(sqlite, result.id)!, result.replayed ? 'Order already placed' : 'Order placed');
    },
  );

  const lastOrderByPhone = sqlite.prepare(
    `select customer_name as name, customer_phone as phone, fulfilment, village_id as villageId, village_name as villageName,
            address, landmark, created_at as createdAt
       from orders where customer_phone = ? order by created_at desc, id desc limit 1`,
  );
  app.get(
    '/customers/lookup',
    {
      schema: {
        tags,
        summary: 'A returning customer by phone: name, village, address and landmark of their last order (null when none)',
        security: bearer,
        querystring: CustomerLookupQuery,
        response: { 200: Ok(CustomerLookup), ...adminErrors() },
      },
    },
    async (request) => {
      const phone = normalisePhone((request.query.phone ?? '').trim());
      const last = (phone ? lastOrderByPhone.get(phone) : undefined) as
        | { name: string; phone: string; fulfilment: 'delivery' | 'pickup'; villageId: number | null; villageName: string | null; address: string | null; landmark: string | null; createdAt: number }
        | undefined;
      if (!last) return ok(null);
      const { createdAt, ...customer } = last;
      return ok({ ...customer, lastOrderAt: new Date(createdAt).toISOString() });
    },
  );

  const countPrint = sqlite.prepare('update orders set print_count = print_count + 1 where id = ?');
  app.post(
    '/orders/:id/printed',
    {
      schema: {
        tags,
        summary: 'Count one print of the kitchen ticket (a duplicate shows as "printed 2×")',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(LiveOrder), ...adminErrors(404) },
      },
    },
    async (request) => {
      if (countPrint.run(request.params.id).changes === 0) throw notFound('Order not found');
      return ok(readLiveOrder(sqlite, request.params.id)!, 'Ticket printed');
    },
  );
};
