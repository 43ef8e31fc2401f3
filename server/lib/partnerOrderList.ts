/**
 * What the kitchen and rider routes share: their order lists (the list conventions of every list,
 * limited to the partner's own orders by partners.ts). Their changes to an order are orderCommands.ts.
 */
import type { FastifyReply } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import { listPartnerOrders, type PartnerOrderSort, readLiveOrders, type LiveOrder } from '../../db/orders';
import { istDateStart } from '../../shared/indiaTime';
import { badRequest, page } from '../envelope';
import type { Partner } from '../plugins/app/partners';

export interface PartnerListQuery {
  page: number;
  limit: number;
  sort?: PartnerOrderSort;
  order?: string;
  q?: string;
  status?: OrderStatus;
  date?: string;
  /** A kitchen's orders for later (true), or the others; those not yet rung (upcoming), or the others. */
  later?: boolean;
  upcoming?: boolean;
}

/** An India day (YYYY-MM-DD) → its start in UTC ms, or a 400 for a day that does not exist. */
export function dayStart(date: string): number {
  const start = istDateStart(date);
  if (Number.isNaN(start))
    throw badRequest('date must be a real day (YYYY-MM-DD)', { date: 'date must be a real day (YYYY-MM-DD)' });
  return start;
}

/** One page of the partner's orders (db/orders/list.ts says which days and statuses a kitchen and a rider see). */
export function partnerOrderPage(
  database: AppDatabase,
  reply: FastifyReply,
  partner: Partner,
  query: PartnerListQuery,
): { success: true; data: LiveOrder[]; total: number } {
  const { rows, total, offset } = listPartnerOrders(
    database,
    partner,
    query,
    query.date ? dayStart(query.date) : undefined,
  );
  return page(reply, readLiveOrders(database, rows), total, offset);
}
