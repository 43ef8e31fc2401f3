import { Readable } from 'node:stream';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteOrder, exportOrders, listOrders, type ExportRow } from '../../db/orders';
import { orderCode } from '../../db/records';
import { badRequest, forbidden, notFound, ok, page } from '../envelope';
import { canAccess } from '../../shared/permissions';
import { DAY_MS, istDate, istDateStart, istDateTime, istDayStart } from '../../shared/indiaTime';
import { ORDER_STATUS_LABELS } from '../../shared/orderStatus';
import { toRupees } from '../../shared/money';
import { adminErrors, bearer, Deleted, IdParams, Ok } from '../../shared/api/common';
import { Order, OrderExportQuery, OrderListQuery, OrderPage } from '../../shared/api/orders';
import { OrderUpdateBody } from '../../shared/api/live';
import { changeOrder, confirmPayment, readLiveOrder, readLiveOrders } from '../../db/liveOrders';
import { checkedUtr, orderChange, trustChange } from '../lib/orderChanges';
import { chunked, csvLine, UTF8_BOM } from '../lib/csv';
import { getBill } from '../../db/bills';
import { billAnswer } from '../lib/bill';
import { Bill } from '../../shared/api/bills';

const tags = ['orders'];

const money = (paise: number) => toRupees(paise).toFixed(2);

/** How the customer pays, in the site's words; a new payment method fails typecheck here until named. */
const PAYMENT_WORDS: Record<ExportRow['paymentMethod'], Record<ExportRow['fulfilment'], string>> = {
  cash: { delivery: 'Cash on delivery', pickup: 'Cash at pickup' },
  upi: { delivery: 'UPI', pickup: 'UPI' },
};
/** The payment column: the method, and for UPI whether the money was seen (with its UTR when given). */
function paymentWords(o: ExportRow): string {
  if (o.paymentMethod === 'cash') return o.paymentStatus === 'paid' ? `${PAYMENT_WORDS.cash[o.fulfilment]} — paid` : PAYMENT_WORDS.cash[o.fulfilment];
  if (o.paymentStatus !== 'paid') return 'UPI — awaiting confirmation';
  return o.utr ? `UPI — paid (UTR ${o.utr})` : 'UPI — paid';
}

/** Why a cash order was held, as the admin's order screen says it. */
const HOLD_WORDS: Record<NonNullable<ExportRow['holdReason']>, string> = {
  first_order: 'first order from this number',
  over_limit: 'cash order over the limit',
  strikes: 'number with strikes',
};
/** The confirmation column: held "to confirm" (and whether it was), or marked fake. */
function confirmationWords(o: ExportRow): string | null {
  if (o.fakeReason) return `Marked fake: ${o.fakeReason}`;
  if (!o.holdReason) return null;
  return o.confirmedAt === null ? `To confirm: ${HOLD_WORDS[o.holdReason]}` : `Confirmed: ${HOLD_WORDS[o.holdReason]}`;
}

/**
 * The export's columns, for an accountant opening it in Excel: times in India time, status
 * words as the order list shows them, money as plain numbers with two decimals
 * (Total = Subtotal + Delivery Charge − Discount, a database check).
 */
const EXPORT_COLUMNS: Array<[header: string, cell: (o: ExportRow) => string | number | null]> = [
  ['Order ID', (o) => orderCode(o.id)],
  ['Placed At (IST)', (o) => istDateTime(o.createdAt)],
  ['Status', (o) => ORDER_STATUS_LABELS[o.status]],
  ['Customer', (o) => o.customerName],
  ['Phone', (o) => o.customerPhone],
  ['Village', (o) => o.villageName],
  ['Address', (o) => o.address],
  ['Items', (o) => o.items],
  ['Subtotal', (o) => money(o.subtotalPaise)],
  ['Delivery Charge', (o) => money(o.deliveryChargePaise)],
  ['Discount', (o) => money(o.discountPaise)],
  ['Total', (o) => money(o.totalPaise)],
  ['Payment Method', paymentWords],
  ['Rider', (o) => o.deliveryPersonName],
  ['Kitchen', (o) => o.restaurantName],
  ['Bill Number', (o) => o.billNumber],
  ['Coupon', (o) => o.couponCode],
  ['Confirmation', confirmationWords],
];

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  function loadOne(id: number) {
    const order = readLiveOrder(database, id);
    if (!order) throw notFound('Order not found');
    return order;
  }

  /** The day view's start (UTC ms), or a 400 for a day that does not exist (2026-02-30). */
  function dayStartOf(date: string | undefined): number | undefined {
    if (!date) return undefined;
    const start = istDateStart(date);
    if (Number.isNaN(start)) throw badRequest('date must be a real day (YYYY-MM-DD)', { date: 'date must be a real day (YYYY-MM-DD)' });
    return start;
  }

  app.get(
    '/orders',
    { schema: { tags, summary: 'List orders (page, sort, search, filters)', security: bearer, querystring: OrderListQuery, response: { 200: OrderPage, ...adminErrors() } },
      // "today" and "this week" move at IST midnight: such an answer lasts until then at most.
      config: { conditionalGet: { validUntil: (request, now) => ((request.query as OrderListQuery).period ? istDayStart(now) + DAY_MS : Number.POSITIVE_INFINITY) } } },
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

  // Every order the list's filters match (not one page), streamed row by row: memory stays
  // flat whatever the number of orders, and a slow client slows the reading (backpressure).
  app.get(
    '/orders/export',
    {
      schema: {
        tags,
        summary: 'Export the filtered orders as CSV (streamed)',
        security: bearer,
        querystring: OrderExportQuery,
        produces: ['text/csv'],
        response: { 200: { description: 'A header row, then one row per order', content: { 'text/csv': { schema: Type.String() } } }, ...adminErrors() },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const rows = exportOrders(database, query, dayStartOf(query.date));
      const lines = function* () {
        yield UTF8_BOM + csvLine(EXPORT_COLUMNS.map(([header]) => header));
        for (const o of rows) yield csvLine(EXPORT_COLUMNS.map(([, cell]) => cell(o)));
      };
      const stream = Readable.from(chunked(lines()));
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
    { schema: { tags, summary: 'One order with its status history', security: bearer, params: IdParams, response: { 200: Ok(Order), ...adminErrors(404) } } },
    async (request) => ok(loadOne(request.params.id)),
  );

  app.get(
    '/orders/:id/bill',
    { schema: { tags, summary: "The order's bill: bill number, FSSAI, GSTIN, items, delivery, discount, CGST + SGST or a bill of supply, total", security: bearer, params: IdParams, response: { 200: Ok(Bill), ...adminErrors(404) } } },
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
        summary: 'Change the status (the status policy applies) and/or the delivery person (deliveryPersonId, null unassigns) of an order',
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
      if (request.body.reason != null) throw badRequest('A reason is given only with fake: true', { reason: 'A reason is given only with fake: true' });
      const now = Date.now();
      if (paymentStatus !== undefined) {
        const utr = checkedUtr(request.body.utr);
        if (!orderChange(() => confirmPayment(database, id, utr, now, undefined, admin.name))) throw notFound('Order not found');
        if (status === undefined && deliveryPersonId === undefined) return ok(loadOne(id), 'Payment confirmed.');
      }
      if (status === undefined && deliveryPersonId === undefined) {
        throw badRequest('Nothing to change: send status and/or deliveryPersonId', { status: 'Send status and/or deliveryPersonId' });
      }
      if (!orderChange(() => changeOrder(database, id, { deliveryPersonId, status }, { by: 'admin', adminId: admin.id, name: admin.name }, now))) throw notFound('Order not found');
      const message = status !== undefined ? 'Order status updated successfully.' : deliveryPersonId === null ? 'Delivery person removed.' : 'Delivery person assigned.';
      return ok(loadOne(id), message);
    },
  );

  app.delete(
    '/orders/:id',
    { schema: { tags, summary: 'Delete an order (super_admin and admin only)', security: bearer, params: IdParams, response: { 200: Ok(Deleted), ...adminErrors(404) } } },
    async (request) => {
    const { id } = request.params;
    if (!canAccess(request.admin!.role, 'delete', 'orders')) throw forbidden('You do not have permission to delete orders.');
    if (!deleteOrder(database, id)) throw notFound('Order not found');
    return ok({ id, _id: id }, 'Order deleted successfully.');
    },
  );
};
