import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getOrderRating } from '../../db/ratings';
import { deleteOrder, exportRows, listOrders, readLiveOrder, readLiveOrders } from '../../db/orders';
import { badRequest, forbidden, notFound, ok, page } from '../envelope';
import { canAccess } from '../../shared/permissions';
import { DAY_MS, istDate, istDateStart, istDayStart } from '../../shared/indiaTime';
import { toRupees } from '../../shared/money';
import { adminErrors, bearer, Deleted, IdParams, Ok } from '../../shared/api/common';
import { Order, OrderExportQuery, OrderListQuery, OrderPage } from '../../shared/api/orders';
import { OrderUpdateBody } from '../../shared/api/live';
import { orderCommandRoutes, runCommands, type Caller } from '../lib/orderCommands';
import { adminPutCommands } from '../lib/orderPutCommands';
import { ordersCsv } from '../lib/csv';
import { getBill } from '../../db/bills';
import { billAnswer } from '../lib/bill';
import { Bill } from '../../shared/api/bills';
import type { CurrentAdmin } from '../plugins/app/auth';
import { advancesReceived, receivedOfDay } from '../../db/ledger';
import { advanceAnswer, receivedAnswer } from '../lib/received';

const tags = ['orders'];
const adminCaller = (request: { admin?: CurrentAdmin }): Caller => ({ audience: 'admin', admin: request.admin! });

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  function loadOne(id: number) {
    const order = readLiveOrder(database, id);
    if (!order) throw notFound('Order not found');
    return { ...order, rating: getOrderRating(database, id) };
  }

  /** The day view's start (UTC ms), or a 400 for a day that does not exist (2026-02-30). */
  function dayStartOf(date: string | undefined): number | undefined {
    if (!date) return undefined;
    const start = istDateStart(date);
    if (Number.isNaN(start))
      throw badRequest('date must be a real day (YYYY-MM-DD)', { date: 'date must be a real day (YYYY-MM-DD)' });
    return start;
  }

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'List orders (page, sort, search, filters)',
        security: bearer,
        querystring: OrderListQuery,
        response: { 200: OrderPage, ...adminErrors() },
      },
      // "today" and "this week" move at IST midnight: such an answer lasts until then at most.
      config: {
        conditionalGet: {
          validUntil: (request, now) =>
            (request.query as OrderListQuery).period ? istDayStart(now) + DAY_MS : Number.POSITIVE_INFINITY,
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const start = dayStartOf(query.date);
      const { rows, total, offset, day } = listOrders(database, query, start);
      const answer = page(reply, readLiveOrders(database, rows), total, offset);
      if (day === undefined || start === undefined) return answer;
      return {
        ...answer,
        totalAmount: toRupees(day.paise),
        totalAmountOf: 'delivered' as const,
        totalAmountOrders: day.orders,
        cashAmount: toRupees(day.cashPaise),
        upiAmount: toRupees(day.upiPaise),
        upiAwaitingAmount: toRupees(day.upiAwaitingPaise),
        received: receivedAnswer(receivedOfDay(database, start, start + DAY_MS, query.restaurantId)),
        advances: advancesReceived(database, start, start + DAY_MS, query.restaurantId).map(advanceAnswer),
      };
    },
  );

  // Every order the list's filters match (not one page), streamed in batches: memory stays
  // flat whatever the number of orders, and a slow client slows the reading (backpressure).
  app.get(
    '/orders/export',
    {
      schema: {
        tags,
        summary: 'Export the filtered orders as CSV (streamed)',
        security: bearer,
        querystring: OrderExportQuery,
        response: {
          200: {
            description: 'A header row, then one row per order',
            content: { 'text/csv': { schema: Type.String() } },
          },
          ...adminErrors(),
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const stream = ordersCsv(exportRows(database, query, dayStartOf(query.date)));
      const day = query.date ?? istDate(Date.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(stream as never);
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order with its status history',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Order), ...adminErrors(404) },
      },
    },
    async (request) => ok(loadOne(request.params.id)),
  );

  app.get(
    '/orders/:id/bill',
    {
      schema: {
        tags,
        summary:
          "The order's bill: bill number, FSSAI, GSTIN, items, delivery, discount, CGST + SGST or a bill of supply, total; a table's round answers its sitting's one bill (409 while the table is still eating)",
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Bill), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const bill = getBill(database, request.params.id);
      if (!bill) throw notFound('Order not found');
      return ok(billAnswer(bill));
    },
  );

  app.put(
    '/orders/:id',
    {
      schema: {
        tags,
        summary:
          'Change the status (the status policy applies) and/or the delivery person (deliveryPersonId, null unassigns) of an order',
        security: bearer,
        params: IdParams,
        body: OrderUpdateBody,
        response: { 200: Ok(Order), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { steps, message } = adminPutCommands(database, id, request.body);
      runCommands(database, id, steps, adminCaller(request));
      return ok(loadOne(id), message);
    },
  );

  // The same commands, one route each: POST /orders/:id/accept, …/assign, …/refund.
  await app.register(orderCommandRoutes('admin', adminCaller, (_db, id) => loadOne(id), tags));

  app.delete(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'Delete an order (super_admin and admin only); 409 for a round on a closed table’s bill',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Deleted), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!canAccess(request.admin!.role, 'delete', 'orders'))
        throw forbidden('You do not have permission to delete orders.');
      if (!deleteOrder(database, id)) throw notFound('Order not found');
      return ok({ id, _id: id }, 'Order deleted successfully.');
    },
  );
};
