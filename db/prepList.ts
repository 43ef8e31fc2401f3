/**
 * The prep list: how much of each dish a kitchen must make for the orders due in a window, so
 * the cook can start the dal for the evening in one pot. An order counts when it is due (placed
 * now: its time of placing; for later, a confirmed party too: its time) and is still to be
 * served — not cancelled, not delivered. Dishes are summed by the name the order kept (order
 * items carry no dish id: a dish renamed since still sums under the name it was ordered by).
 *
 * A party whose quote the customer accepted but whose advance is not yet confirmed is not an
 * order yet: it is listed apart, tentative, with its guests and the quote's lines, so the
 * kitchen can plan for it without counting it.
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { dueBetween, dueParams } from './dueDay';
import { partyDueAt } from './partyRequests';
import { itemsOf } from './partyRequests';
import { istDate } from '../shared/indiaTime';
import type { Fulfilment, OrderStatus } from '../shared/statuses';

/** Whose orders: one restaurant, every restaurant of an owner (the kitchen's account), or all. */
export type PrepScope = { restaurantId: number } | { ownerId: number } | { all: true };

export interface PrepDishRow {
  name: string;
  nameHi: string | null;
  quantity: number;
  /** How many orders have it. */
  orders: number;
}

export interface PrepOrderRow {
  id: number;
  restaurantId: number;
  restaurantName: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
  /** UTC ms: its time for later, or when it was placed. */
  dueAt: number;
  scheduled: number;
  partyRequestId: number | null;
  items: number;
}

export interface PrepTentativeRow {
  id: number;
  restaurantId: number;
  name: string;
  guests: number;
  dueAt: number;
  /** The quote's lines: the plate's dishes (no price) and extras. */
  items: Array<{ name: string; quantity: number | null; price: number | null }>;
}

export interface PrepList {
  dishes: PrepDishRow[];
  orders: PrepOrderRow[];
  tentative: PrepTentativeRow[];
}

const OPEN = `o.status not in ('cancelled', 'delivered')`;
const SCOPES = {
  restaurantId: 'o.restaurant_id = ?',
  ownerId: 'o.restaurant_id in (select id from restaurants where owner_id = ?)',
  all: '1 = 1',
} as const;
type ScopeKey = keyof typeof SCOPES;

const scopeOf = (scope: PrepScope): { key: ScopeKey; params: number[] } =>
  'restaurantId' in scope
    ? { key: 'restaurantId', params: [scope.restaurantId] }
    : 'ownerId' in scope
      ? { key: 'ownerId', params: [scope.ownerId] }
      : { key: 'all', params: [] };

const perScope = <T>(make: (where: string, key: ScopeKey) => T): Record<ScopeKey, T> => ({
  restaurantId: make(SCOPES.restaurantId, 'restaurantId'),
  ownerId: make(SCOPES.ownerId, 'ownerId'),
  all: make(SCOPES.all, 'all'),
});

const statements = preparedOnce((sqlite) => ({
  dishes: perScope((where) =>
    sqlite.prepare(
      `select i.name as name, max(i.name_hi) as nameHi, sum(i.quantity) as quantity, count(distinct i.order_id) as orders
         from orders o join order_items i on i.order_id = o.id
        where ${where} and ${OPEN} and ${dueBetween('o')}
        group by i.name
        order by quantity desc, i.name`,
    ),
  ),
  orders: perScope((where) =>
    sqlite.prepare(
      `select o.id, o.restaurant_id as restaurantId, o.restaurant_name as restaurantName, o.status, o.fulfilment,
              coalesce(o.scheduled_for, o.created_at) as dueAt, o.scheduled_for is not null as scheduled, o.party_request_id as partyRequestId,
              (select coalesce(sum(quantity), 0) from order_items where order_id = o.id) as items
         from orders o
        where ${where} and ${OPEN} and ${dueBetween('o')}
        order by dueAt, o.id`,
    ),
  ),
  // Parties by their India day (party_requests_date_idx); the exact time is the kitchen's default when the customer gave none.
  tentative: perScope((where) =>
    sqlite.prepare(
      `select p.id, p.restaurant_id as restaurantId, p.name, p.guests, p.date, p.time, p.serve_at as serveAt, p.items,
              r.opens_at as opensAt, r.closes_at as closesAt
         from party_requests p join restaurants r on r.id = p.restaurant_id
        where ${where.replaceAll('o.restaurant_id', 'p.restaurant_id')} and p.status = 'accepted' and p.date >= ? and p.date <= ?
        order by p.date, p.id`,
    ),
  ),
}));

/** What to prepare for the orders of `scope` due in [from, to) (UTC ms). */
export function prepList(database: AppDatabase, scope: PrepScope, from: number, to: number): PrepList {
  const s = statements(database);
  const { key, params } = scopeOf(scope);
  const dishes = s.dishes[key].all(...params, ...dueParams(from, to)) as PrepDishRow[];
  const orders = s.orders[key].all(...params, ...dueParams(from, to)) as PrepOrderRow[];
  const parties = s.tentative[key].all(...params, istDate(from), istDate(to - 1)) as Array<{
    id: number;
    restaurantId: number;
    name: string;
    guests: number;
    date: string;
    time: string | null;
    serveAt: string | null;
    items: string | null;
    opensAt: string;
    closesAt: string;
  }>;
  const tentative = parties
    .map((p) => ({
      id: p.id,
      restaurantId: p.restaurantId,
      name: p.name,
      guests: p.guests,
      dueAt: partyDueAt(p, p),
      items: itemsOf(p),
    }))
    .filter((p) => p.dueAt >= from && p.dueAt < to);
  return { dishes, orders, tentative };
}
