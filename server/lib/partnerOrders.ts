/**
 * What the kitchen and rider routes share: their order lists (the list conventions of DESIGN §3,
 * limited to the partner's own orders by partners.ts) and a status change made by a partner.
 */
import type { FastifyReply } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import type { OrderRow } from '../../db/records';
import { orderFilterSql } from '../../db/orders';
import { applyReadyMark, applyStatusChange, assertKitchenMove, findOrderRow, ORDER_COLUMNS, readLiveOrder, readLiveOrders, type LiveOrder } from '../../db/liveOrders';
import { istDateStart } from '../../shared/indiaTime';
import { badRequest, descending, page } from '../envelope';
import { assertOwns, ownOrdersSql, type Partner } from '../plugins/app/partners';
import { orderChange } from './orderChanges';

const SORT_COLUMNS = { createdAt: 'created_at', updatedAt: 'coalesce(updated_at, created_at)', totalAmount: 'total_paise', status: 'status' } as const;
const UNFINISHED = `status not in ('delivered','cancelled')`;

export interface PartnerListQuery {
  page: number;
  limit: number;
  sort?: keyof typeof SORT_COLUMNS;
  order?: string;
  q?: string;
  status?: OrderStatus;
  date?: string;
}

/** An India day (YYYY-MM-DD) → its start in UTC ms, or a 400 for a day that does not exist. */
export function dayStart(date: string): number {
  const start = istDateStart(date);
  if (Number.isNaN(start)) throw badRequest('date must be a real day (YYYY-MM-DD)', { date: 'date must be a real day (YYYY-MM-DD)' });
  return start;
}

/**
 * One page of the partner's orders. A kitchen's `date` is the day the order was placed (as in
 * the admin's lists); a rider's is the day of the order's last step, so `status=delivered&date=`
 * is the day's deliveries, and without a status a rider sees the orders still to finish.
 */
export function partnerOrderPage(database: AppDatabase, reply: FastifyReply, partner: Partner, query: PartnerListQuery): { success: true; data: LiveOrder[]; total: number } {
  const { sqlite } = database;
  const byPlacedDay = partner.kind === 'vendor';
  const { whereSql, params } = orderFilterSql({ q: query.q, status: query.status }, byPlacedDay && query.date ? dayStart(query.date) : undefined);
  const own = ownOrdersSql(partner);
  const where = [whereSql.replace(/^where /, ''), own.sql].filter(Boolean);
  const all = [...params, ...own.params];
  if (!byPlacedDay) {
    if (!query.status) where.push(UNFINISHED);
    if (query.date) {
      const start = dayStart(query.date);
      where.push('coalesce(updated_at, created_at) >= ? and coalesce(updated_at, created_at) < ?');
      all.push(start, start + 86_400_000);
    }
  }
  const whereClause = `where ${where.join(' and ')}`;
  const total = sqlite.prepare(`select count(*) from orders ${whereClause}`).pluck().get(...all) as number;
  const direction = descending(query.order, query.sort ? 'asc' : 'desc') ? 'desc' : 'asc';
  const offset = (query.page - 1) * query.limit;
  const rows = sqlite
    .prepare(`select ${ORDER_COLUMNS} from orders ${whereClause} order by ${SORT_COLUMNS[query.sort ?? 'createdAt']} ${direction}, id ${direction} limit ? offset ?`)
    .all(...all, query.limit, offset) as OrderRow[];
  return page(reply, readLiveOrders(sqlite, rows), total, offset);
}

/** A kitchen or rider moves their own order (the policy applies; the history records who). */
export function changeStatusAsPartner(database: AppDatabase, partner: Partner, id: number, status: OrderStatus, reason: string | null = null): LiveOrder {
  const { sqlite } = database;
  orderChange(() =>
    sqlite.transaction(() => {
      // Checked again inside the write: the order may have been given to another rider since the preHandler.
      assertOwns(sqlite, partner, 'order', id);
      const order = findOrderRow(sqlite, id)!;
      if (partner.kind === 'vendor') assertKitchenMove(order, status);
      applyStatusChange(database, order, status, { by: partner.kind, userId: partner.id }, Date.now(), reason);
    }).immediate(),
  );
  return readLiveOrder(sqlite, id)!;
}

/** The kitchen marks its order's food ready (readyAt); the tracking page and the rider see it. */
export function markReadyAsPartner(database: AppDatabase, partner: Partner, id: number): LiveOrder {
  const { sqlite } = database;
  orderChange(() =>
    sqlite.transaction(() => {
      assertOwns(sqlite, partner, 'order', id);
      applyReadyMark(database, findOrderRow(sqlite, id)!, Date.now());
    }).immediate(),
  );
  return readLiveOrder(sqlite, id)!;
}
