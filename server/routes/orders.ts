import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Statement } from 'better-sqlite3';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orders, ORDER_STATUSES } from '../../db/schema';
import { openOrderExport, orderFilterSql, type ExportRow } from '../../db/orders';
import { orderCode, serializeOrder, type OrderRow } from '../../db/records';
import { badRequest, descending, forbidden, notFound, ok, page } from '../envelope';
import { canAccess } from '../../shared/permissions';
import { DAY_MS, istDate, istDateStart, istDateTime, istDayStart } from '../../shared/indiaTime';
import { ORDER_STATUS_LABELS } from '../../shared/orderStatus';
import { toRupees } from '../../shared/money';
import { adminErrors, bearer, Deleted, IdParams, Ok } from '../../shared/api/common';
import { Order, OrderExportQuery, OrderListQuery, OrderPage } from '../../shared/api/orders';
import { OrderUpdateBody } from '../../shared/api/live';
import { applyAssignment, applyStatusChange, findOrderRow, itemsOf, ORDER_COLUMNS, readLiveOrder } from '../../db/liveOrders';
import { orderChange } from '../lib/orderChanges';
import { chunked, csvLine, UTF8_BOM } from '../lib/csv';

const SORT_COLUMNS = { createdAt: 'created_at', totalAmount: 'total_paise', status: 'status' } as const;


const tags = ['orders'];

const money = (paise: number) => toRupees(paise).toFixed(2);

/** How the customer pays, in the site's words; a new payment method fails typecheck here until named. */
const PAYMENT_WORDS: Record<ExportRow['paymentMethod'], Record<ExportRow['fulfilment'], string>> = {
  cash: { delivery: 'Cash on delivery', pickup: 'Cash at pickup' },
};

/**
 * The export's columns, for an accountant opening it in Excel: times in India time, status
 * words as the order list shows them, money as plain numbers with two decimals. An order
 * stores no discount (its total is subtotal plus delivery charge, a database check), so
 * Discount is 0.00 on every row.
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
  ['Discount', () => money(0)],
  ['Total', (o) => money(o.totalPaise)],
  ['Payment Method', (o) => PAYMENT_WORDS[o.paymentMethod][o.fulfilment]],
  ['Rider', (o) => o.deliveryPersonName],
  ['Kitchen', (o) => o.restaurantName],
];

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, sqlite } = app.database;

  // Hand-written statements, prepared once: the list and one order are the hot reads, and
  // building the same query through Drizzle cost more than running it. Same columns and
  // names as Drizzle's select() of the table (ORDER_COLUMNS), so rows serialize the same.
  const statementCache = new Map<string, Statement>();
  const statement = (text: string): Statement => {
    let st = statementCache.get(text);
    if (!st) statementCache.set(text, (st = sqlite.prepare(text)));
    return st;
  };

  function loadOne(id: number) {
    const order = readLiveOrder(sqlite, id);
    if (!order) throw notFound('Order not found');
    return order;
  }

  // Totals without counting rows: the counters the triggers keep (db/derived.ts).
  const countAll = sqlite.prepare('select coalesce(sum(n), 0) from order_status_counts').pluck();
  const countStatus = sqlite.prepare('select coalesce(sum(n), 0) from order_status_counts where status = ?').pluck();
  const countRestaurant = sqlite
    .prepare(`select coalesce(sum(orders), 0) from restaurant_order_stats where status in (${ORDER_STATUSES.map((s) => `'${s}'`).join(',')}) and restaurant_id = ?`)
    .pluck();
  const countRestaurantStatus = sqlite.prepare('select coalesce(sum(orders), 0) from restaurant_order_stats where status = ? and restaurant_id = ?').pluck();

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
    const { whereSql, params, q } = orderFilterSql(query, dayStartOf(query.date));

    let total: number;
    // The day view (Daily Order) also gets the day's sum over every order of the day, not only
    // the page shown. It lists every order, cancelled ones too, but sums only the delivered
    // ones: the orders that count, as in earnings (a cancelled or unfinished order earns nothing).
    let day: { paise: number; orders: number } | undefined;
    if (query.date && !q) {
      let dayPaise: number, dayOrders: number;
      [total, dayPaise, dayOrders] = statement(
        `select count(*), coalesce(sum(total_paise) filter (where status = 'delivered'), 0), count(*) filter (where status = 'delivered') from orders ${whereSql}`,
      ).raw().get(...params) as [number, number, number];
      day = { paise: dayPaise, orders: dayOrders };
    } else if (!q && !query.date && !query.period && !query.from && !query.to) {
      if (query.restaurantId) total = (query.status ? countRestaurantStatus.get(query.status, query.restaurantId) : countRestaurant.get(query.restaurantId)) as number;
      else total = (query.status ? countStatus.get(query.status) : countAll.get()) as number;
    } else {
      total = statement(`select count(*) from orders ${whereSql}`).pluck().get(...params) as number;
    }

    const descendingOrder = descending(query.order, query.sort ? 'asc' : 'desc');
    const offset = (query.page - 1) * query.limit;
    const column = SORT_COLUMNS[query.sort ?? 'createdAt'];
    // Past the middle, read from the other end of the index and flip the page: the last page
    // of a million orders costs what the first one does (the order (column, id) is total).
    const fromEnd = offset > 0 && offset + query.limit / 2 > total / 2;
    const direction = descendingOrder !== fromEnd ? 'desc' : 'asc';
    const limit = fromEnd ? Math.max(0, Math.min(query.limit, total - offset)) : query.limit;
    let rows =
      limit === 0
        ? []
        : (statement(`select ${ORDER_COLUMNS} from orders ${whereSql} order by ${column} ${direction}, id ${direction} limit ? offset ?`).all(
            ...params,
            limit,
            fromEnd ? Math.max(0, total - offset - limit) : offset,
          ) as OrderRow[]);
    if (fromEnd) rows = rows.reverse();
    const items = itemsOf(sqlite, rows.map((o) => o.id));
    const answer = page(reply, rows.map((o) => serializeOrder(o, items.get(o.id))), total, offset);
    return day === undefined ? answer : { ...answer, totalAmount: toRupees(day.paise), totalAmountOf: 'delivered' as const, totalAmountOrders: day.orders };
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
      const { rows, close } = openOrderExport(sqlite.name, query, dayStartOf(query.date));
      const lines = function* () {
        yield UTF8_BOM + csvLine(EXPORT_COLUMNS.map(([header]) => header));
        for (const o of rows) yield csvLine(EXPORT_COLUMNS.map(([, cell]) => cell(o)));
      };
      const stream = Readable.from(chunked(lines()));
      stream.once('close', close);
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
      const { status, deliveryPersonId } = request.body;
      if (status === undefined && deliveryPersonId === undefined) {
        throw badRequest('Nothing to change: send status and/or deliveryPersonId', { status: 'Send status and/or deliveryPersonId' });
      }
      const now = Date.now();
      // Read, check and write in one synchronous transaction so two admins cannot race a move.
      // The rider first, so "assign and send out" in one request checks the new rider.
      orderChange(() =>
        sqlite.transaction(() => {
          const order = findOrderRow(sqlite, id);
          if (!order) throw notFound('Order not found');
          if (deliveryPersonId !== undefined) applyAssignment(app.database, order, deliveryPersonId);
          // Read again after the assignment: sending out checks the rider this request gave it.
          if (status !== undefined) applyStatusChange(app.database, findOrderRow(sqlite, id)!, status, { by: 'admin', adminId: request.admin!.id }, now);
        })(),
      );
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
    const [order] = db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).all();
    if (!order) throw notFound('Order not found');
    // Items and status history go with it (ON DELETE CASCADE).
    db.delete(orders).where(eq(orders.id, id)).run();
    return ok({ id, _id: id }, 'Order deleted successfully.');
    },
  );
};
