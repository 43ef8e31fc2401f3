/**
 * The live order desk: the event stream, phone orders, finding a returning customer
 * by phone, and counting kitchen-ticket prints. Rider assignment is PUT /orders/:id (orders.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { placeOrder, readLiveOrder, countTicketPrint, lastOrderOfPhone } from '../../db/orders';
import { notFound, ok } from '../envelope';
import { normalisePhone } from '../../shared/ordering';
import { adminErrors, bearer, IdParams, Ok } from '../../shared/api/common';
import { CustomerLookup, CustomerLookupQuery, LiveOrder, PhoneOrderPlaced } from '../../shared/api/live';
import { IdempotencyHeaders, PlaceOrderBody } from '../../shared/api/ordering';
import { registerEventStream } from '../plugins/app/events';

const tags = ['orders'];

export const deskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  registerEventStream(
    app,
    '/events',
    { tags, summary: 'Live order events (server-sent events): order.created, order.updated, order.deleted' },
    () => ({ kind: 'admin' }),
  );

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Take an order by phone: the body of POST /api/orders, the same rules and prices; source "phone"',
        security: bearer,
        headers: IdempotencyHeaders,
        body: PlaceOrderBody,
        response: { 201: Ok(PhoneOrderPlaced), ...adminErrors(409) },
      },
    },
    async (request, reply) => {
      const result = placeOrder(database, {
        // The site's own body schema checks the shape; quoteOrder checks the values with the site's messages.
        request: request.body,
        source: 'phone',
        adminId: request.admin!.id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      reply.status(201);
      // The customer's tracking link (and UPI pay link), for the desk to send on WhatsApp.
      const { trackingUrl, upiLink } = result.answer;
      return ok(
        { ...readLiveOrder(database, result.id)!, trackingUrl, ...(upiLink ? { upiLink } : {}) },
        result.replayed ? 'Order already placed' : 'Order placed',
      );
    },
  );

  app.get(
    '/customers/lookup',
    {
      schema: {
        tags,
        summary:
          'A returning customer by phone: name, village, address and landmark of the last order delivered to them, else of their last order (null when none)',
        security: bearer,
        querystring: CustomerLookupQuery,
        response: { 200: Ok(CustomerLookup), ...adminErrors() },
      },
    },
    async (request) => {
      const phone = normalisePhone((request.query.phone ?? '').trim());
      const last = phone ? lastOrderOfPhone(database, phone) : undefined;
      if (!last) return ok(null);
      const { createdAt, ...customer } = last;
      return ok({ ...customer, lastOrderAt: new Date(createdAt).toISOString() });
    },
  );

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
      if (!countTicketPrint(database, request.params.id)) throw notFound('Order not found');
      return ok(readLiveOrder(database, request.params.id)!, 'Ticket printed');
    },
  );
};
