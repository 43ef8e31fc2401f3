import { eq, getTableColumns } from 'drizzle-orm';
import type { Statement } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { orders, orderStatusHistory, ORDER_STATUSES, type OrderStatus } from '../../db/schema';
import { badRequest, forbidden, notFound, ok, page } from '../envelope';
import { canAccess } from '../permissions';
import { statusChangeError } from '../../shared/orderStatus';
import { descending, idParams, likePattern, listQuery, type ListQuery } from '../lib/schemas';
import { serializeOrder, type OrderRow } from '../lib/serializers';
import { istDateStart, toRupees } from '../lib/money';
import { enableResponseCache } from '../lib/responseCache';

const SORT_COLUMNS = { createdAt: 'created_at', totalAmount: 'total_paise', status: 'status' } as const;

const ordersQuery = listQuery(['createdAt', 'totalAmount', 'status'], {
  status: { type: 'string', enum: [...ORDER_STATUSES] },
  restaurantId: { type: 'integer', minimum: 1 },
  date: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
});

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { db, sqlite } = app.database;
  enableResponseCache(app);

  // Hand-written statements, prepared once: the list and one order are the hot reads, and
  // building the same query through Drizzle cost more than running it. Same columns and
  // names as Drizzle's select() of the table (getTableColumns), so rows serialize the same.
  const ORDER_COLUMNS = Object.entries(getTableColumns(orders))
    .map(([key, column]) => `"${column.name}" as "${key}"`)
    .join(', ');
  const statementCache = new Map<string, Statement>();
  const statement = (text: string): Statement => {
    let st = statementCache.get(text);
    if (!st) statementCache.set(text, (st = sqlite.prepare(text)));
    return st;
  };
  const itemsStatement = sqlite.prepare(
    'select order_id as orderId, name, quantity, price_paise as pricePaise from order_items where order_id in (select value from json_each(?)) order by id',
  );
  const orderStatement = sqlite.prepare(`select ${ORDER_COLUMNS} from orders where id = ?`);
  const historyStatement = sqlite.prepare('select status, at from order_status_history where order_id = ? order by at, id');

  function itemsOf(ids: number[]) {
    const map = new Map<number, Array<{ name: string; quantity: number; pricePaise: number }>>();
    if (ids.length === 0) return map;
    for (const item of itemsStatement.all(JSON.stringify(ids)) as Array<{ orderId: number; name: string; quantity: number; pricePaise: number }>) {
      const list = map.get(item.orderId) ?? [];
      list.push(item);
      map.set(item.orderId, list);
    }
    return map;
  }

  function loadOne(id: number) {
    const order = orderStatement.get(id) as OrderRow | undefined;
    if (!order) throw notFound('Order not found');
    const history = historyStatement.all(id) as Array<{ status: string; at: number }>;
    return serializeOrder(order, itemsOf([id]).get(id), history);
  }

  // Totals without counting rows: the counters the triggers keep (db/derived.ts).
  const countAll = sqlite.prepare('select coalesce(sum(n), 0) from order_status_counts').pluck();
  const countStatus = sqlite.prepare('select coalesce(sum(n), 0) from order_status_counts where status = ?').pluck();
  const countRestaurant = sqlite
    .prepare(`select coalesce(sum(orders), 0) from restaurant_order_stats where status in (${ORDER_STATUSES.map((s) => `'${s}'`).join(',')}) and restaurant_id = ?`)
    .pluck();
  const countRestaurantStatus = sqlite.prepare('select coalesce(sum(orders), 0) from restaurant_order_stats where status = ? and restaurant_id = ?').pluck();

  app.get('/orders', { schema: { querystring: ordersQuery }, config: { responseCache: {} } }, async (request, reply) => {
    const query = request.query as ListQuery & { status?: OrderStatus; restaurantId?: number; date?: string };
    const where: string[] = [];
    const params: unknown[] = [];
    // A NUL would end the FTS5 query string early ("unterminated string", a 500): drop it.
    const q = query.q?.replace(/\0/g, '').trim() ?? '';
    if (q) {
      // Names are stored on the order, so the search needs no join. Three characters or more
      // go through the trigram index (same matches as LIKE '%q%', case-insensitive); shorter
      // ones have no trigram and fall back to LIKE.
      if ([...q].length >= 3) {
        where.push('id in (select rowid from orders_fts where orders_fts match ?)');
        params.push(`"${q.replace(/"/g, '""')}"`);
      } else {
        where.push(`(customer_name like ? escape '\\' or restaurant_name like ? escape '\\')`);
        params.push(likePattern(q), likePattern(q));
      }
    }
    if (query.status) {
      where.push('status = ?');
      params.push(query.status);
    }
    if (query.restaurantId) {
      where.push('restaurant_id = ?');
      params.push(query.restaurantId);
    }
    if (query.date) {
      const start = istDateStart(query.date);
      if (Number.isNaN(start)) throw badRequest('date must be a real day (YYYY-MM-DD)', { date: 'date must be a real day (YYYY-MM-DD)' });
      where.push('created_at >= ? and created_at < ?');
      params.push(start, start + 86_400_000);
    }
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';

    let total: number;
    // The day view (Daily Order) also gets the day's sum, so its total covers every order of
    // the day, not only the page shown.
    let dayTotalPaise: number | undefined;
    if (query.date && !q) {
      [total, dayTotalPaise] = statement(`select count(*), coalesce(sum(total_paise), 0) from orders ${whereSql}`).raw().get(...params) as [number, number];
    } else if (!q && !query.date) {
      if (query.restaurantId) total = (query.status ? countRestaurantStatus.get(query.status, query.restaurantId) : countRestaurant.get(query.restaurantId)) as number;
      else total = (query.status ? countStatus.get(query.status) : countAll.get()) as number;
    } else {
      total = statement(`select count(*) from orders ${whereSql}`).pluck().get(...params) as number;
    }

    const descendingOrder = descending(query.order, query.sort ? 'asc' : 'desc');
    const offset = (query.page - 1) * query.limit;
    const column = SORT_COLUMNS[(query.sort ?? 'createdAt') as keyof typeof SORT_COLUMNS];
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
    const items = itemsOf(rows.map((o) => o.id));
    const answer = page(reply, rows.map((o) => serializeOrder(o, items.get(o.id))), total, offset);
    return dayTotalPaise === undefined ? answer : { ...answer, totalAmount: toRupees(dayTotalPaise) };
  });

  app.get('/orders/:id', { schema: { params: idParams } }, async (request) => ok(loadOne((request.params as { id: number }).id)));

  app.put(
    '/orders/:id',
    {
      schema: {
        params: idParams,
        body: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [...ORDER_STATUSES] } } },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { status } = request.body as { status: OrderStatus };
      const now = Date.now();
      // Read, check and write in one synchronous transaction so two admins cannot race a move.
      sqlite.transaction(() => {
        const [order] = db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).all();
        if (!order) throw notFound('Order not found');
        const refusal = statusChangeError(order.status, status);
        if (refusal) throw badRequest(refusal, { status: refusal });
        db.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, id)).run();
        db.insert(orderStatusHistory).values({ orderId: id, status, at: now, adminId: request.admin!.id }).run();
      })();
      return ok(loadOne(id), 'Order status updated successfully.');
    },
  );

  app.delete('/orders/:id', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params as { id: number };
    if (!canAccess(request.admin!.role, 'delete', 'orders')) throw forbidden('You do not have permission to delete orders.');
    const [order] = db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).all();
    if (!order) throw notFound('Order not found');
    // Items and status history go with it (ON DELETE CASCADE).
    db.delete(orders).where(eq(orders.id, id)).run();
    return ok({ id, _id: id }, 'Order deleted successfully.');
  });
}
