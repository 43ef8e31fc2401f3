/**
 * The rider's app (/api/delivery, delivery token): the orders assigned to them, live; picked up
 * and delivered; on leave or back; the day's deliveries and the cash to hand over. Which orders
 * are the rider's is decided in one place, server/plugins/app/partners.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { istDate } from '../../shared/indiaTime';
import { pickupPoint, riderAccount, riderDaySummary, setRiderStatus } from '../../db/riders';
import { cashOfDay } from '../../db/cash';
import { orderCommandRoutes, partnerCaller, runCommands } from '../lib/orderCommands';
import { deliveryPutCommands } from '../lib/orderPutCommands';
import { readLiveOrder } from '../../db/orders';
import { ok } from '../envelope';
import { bearer, errors, IdParams, Ok } from '../../shared/api/common';
import {
  DeliveryOrderListQuery,
  DeliveryStatusBody,
  DeliverySummary,
  LiveOrder,
  LiveOrderPage,
  PickupPoint,
  Rider,
  RiderStatusBody,
  SummaryQuery,
} from '../../shared/api/live';
import { registerEventStream } from '../plugins/app/events';
import { partnerAccountRoutes } from './partnerAccount';
import { dayStart, partnerOrderPage } from '../lib/partnerOrderList';

const tags = ['rider'];
const partnerErrors = (...more: Array<404 | 409>) => errors(400, 401, 403, ...more);

export const deliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEventStream(
    app,
    '/events',
    { tags, summary: 'Live events of the orders assigned to me (as /api/admin/events)' },
    (request) => request.partner!,
  );
  // GET /me and PUT /me/language: the account itself and the language its app opens in.
  await app.register(partnerAccountRoutes(tags));

  app.get(
    '/orders',
    {
      // An unchanged list costs a phone the headers only (the browser revalidates it with If-None-Match by itself).
      config: { conditionalGet: {} },
      schema: {
        tags,
        summary:
          'Orders assigned to me: by default the ones to finish; status=delivered&date=YYYY-MM-DD for a day’s deliveries',
        security: bearer,
        querystring: DeliveryOrderListQuery,
        response: { 200: LiveOrderPage, ...partnerErrors() },
      },
    },
    async (request, reply) => partnerOrderPage(app.database, reply, request.partner!, request.query),
  );

  app.get(
    '/restaurants/:id',
    {
      config: { scope: 'restaurant' },
      schema: {
        tags,
        summary:
          'Where to collect my orders: a kitchen I have an order from (name, address, village, phone, and its UPI payee for the QR at the door)',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(PickupPoint), ...partnerErrors(404) },
      },
    },
    async (request) => ok(pickupPoint(app.database, request.params.id)!),
  );

  app.put(
    '/orders/:id',
    {
      config: { scope: 'order' },
      schema: {
        tags,
        summary:
          'Got it ({acknowledged: true}: the order given to me stops ringing), picked up (out_for_delivery) or delivered (the status policy applies), or no one there ({fake: true, reason?})',
        security: bearer,
        params: IdParams,
        body: DeliveryStatusBody,
        response: { 200: Ok(LiveOrder), ...partnerErrors(404, 409) },
      },
    },
    async (request) => {
      const { steps, message } = deliveryPutCommands(request.body);
      runCommands(app.database, request.params.id, steps, partnerCaller(request));
      return ok(readLiveOrder(app.database, request.params.id)!, message);
    },
  );

  // The same commands, one route each: POST /orders/:id/acknowledge, …/pick-up, …/deliver.
  await app.register(orderCommandRoutes('delivery', partnerCaller, (db, id) => readLiveOrder(db, id)!, tags));

  app.put(
    '/me',
    {
      schema: {
        tags,
        summary: 'Go on leave (no new orders are assigned) or back to work',
        security: bearer,
        body: RiderStatusBody,
        response: { 200: Ok(Rider), ...partnerErrors(409) },
      },
    },
    async (request) => {
      const { id } = request.partner!;
      setRiderStatus(
        app.database,
        id,
        request.body.status,
        'You have an order out for delivery: deliver it before going on leave',
      );
      return ok(
        riderAccount(app.database, id),
        request.body.status === 'on_leave' ? 'You are on leave' : 'You are back at work',
      );
    },
  );

  app.get(
    '/summary',
    {
      schema: {
        tags,
        summary: "A day's deliveries and the cash collected (India day; today by default)",
        security: bearer,
        querystring: SummaryQuery,
        response: { 200: Ok(DeliverySummary), ...partnerErrors() },
      },
    },
    async (request) => {
      const { id } = request.partner!;
      const date = request.query.date ?? istDate(Date.now());
      const start = dayStart(date);
      const day = riderDaySummary(app.database, id, start, start + 86_400_000);
      // What the owner's day close says this rider handed in for the day (the same rows).
      const handedPaise =
        cashOfDay(app.database, date, start, start + 86_400_000).riders.find((r) => r.riderId === id)
          ?.handedOverPaise ?? 0;
      return ok({
        date,
        deliveries: day.deliveries,
        cashCollected: day.cashPaise / 100,
        open: day.open,
        handedOver: handedPaise / 100,
        stillOwed: Math.max(0, day.cashPaise - handedPaise) / 100,
      });
    },
  );
};
