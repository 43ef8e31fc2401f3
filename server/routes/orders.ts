import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getOrderRating } from '../../db/ratings';
import { deleteOrder, exportRows, listOrders } from '../../db/orders';
import { badRequest, forbidden, notFound, ok, page } from '../envelope';
import { canAccess } from '../../shared/permissions';
import { DAY_MS, istDate, istDateStart, istDayStart } from '../../shared/indiaTime';
import { toRupees } from '../../shared/money';
import { adminErrors, bearer, Deleted, IdParams, Ok } from '../../shared/api/common';
import { Order, OrderExportQuery, OrderListQuery, OrderPage } from '../../shared/api/orders';
import { OrderUpdateBody } from '../../shared/api/live';
import { changeOrder, readLiveOrder, readLiveOrders } from '../../db/liveOrders';
import { checkedUtr, trustChange } from '../lib/orderChanges';
import { ordersCsv } from '../lib/csv';
import { getBill } from '../../db/bills';
import { billAnswer } from '../lib/bill';
import { Bill } from '../../shared/api/bills';

const tags = ['orders'];

/** A refund the body records (`refundStatus: "refunded"` with how it was given back), or none; 400 for half of one. */
function refundOf(body: { refundStatus?: 'refunded'; refundMethod?: 'cash' | 'upi'; refundUtr?: string | null }) {
  if (body.refundStatus === undefined) {
    if (body.refundMethod !== undefined || body.refundUtr != null)
      throw badRequest('Send refundStatus: "refunded" with the refund', {
        refundStatus: 'Send refundStatus: "refunded" with the refund',
      });
    return undefined;
  }
  if (body.refundMethod === undefined)
    throw badRequest('Say how the money was given back: refundMethod "upi" or "cash"', {
      refundMethod: 'Say how the money was given back: refundMethod "upi" or "cash"',
    });
  const utr = checkedUtr(body.refundUtr, 'refundUtr');
  if (utr !== null && body.refundMethod !== 'upi')
    throw badRequest('A UTR goes with a refund by UPI', { refundUtr: 'A UTR goes with a refund by UPI' });
  return { method: body.refundMethod, utr };
}

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
      const { rows, total, offset, day } = listOrders(database, query, dayStartOf(query.date));
      const answer = page(reply, readLiveOrders(database, rows), total, offset);
      if (day === undefined) return answer;
      return {
        ...answer,
        totalAmount: toRupees(day.paise),
        totalAmountOf: 'delivered' as const,
        totalAmountOrders: day.orders,
        cashAmount: toRupees(day.cashPaise),
        upiAmount: toRupees(day.upiPaise),
        upiAwaitingAmount: toRupees(day.upiAwaitingPaise),
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
          "The order's bill: bill number, FSSAI, GSTIN, items, delivery, discount, CGST + SGST or a bill of supply, total",
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Bill), ...adminErrors(404) },
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
      const { status, deliveryPersonId, paymentStatus } = request.body;
      const admin = request.admin!;
      const trusted = trustChange(database, id, request.body, { by: 'admin', adminId: admin.id, name: admin.name });
      if (trusted) return ok(loadOne(id), trusted);
      if (request.body.reason != null)
        throw badRequest('A reason is given only with fake: true', {
          reason: 'A reason is given only with fake: true',
        });
      const payment = paymentStatus !== undefined ? { utr: checkedUtr(request.body.utr) } : undefined;
      const refund = refundOf(request.body);
      if (!payment && !refund && status === undefined && deliveryPersonId === undefined) {
        throw badRequest('Nothing to change: send status and/or deliveryPersonId', {
          status: 'Send status and/or deliveryPersonId',
        });
      }
      if (
        !changeOrder(
          database,
          id,
          { payment, refund, deliveryPersonId, status },
          { by: 'admin', adminId: admin.id, name: admin.name },
          Date.now(),
        )
      )
        throw notFound('Order not found');
      const message =
        status !== undefined
          ? 'Order status updated successfully.'
          : deliveryPersonId !== undefined
            ? deliveryPersonId === null
              ? 'Delivery person removed.'
              : 'Delivery person assigned.'
            : refund
              ? 'Refund recorded.'
              : 'Payment confirmed.';
      return ok(loadOne(id), message);
    },
  );

  app.delete(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'Delete an order (super_admin and admin only)',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Deleted), ...adminErrors(404) },
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
