/**
 * A live event is applied to the order lists an app shows without fetching them again
 * (shared/browser/orderEvents.ts): a list is changed in react-admin's cache as the server would
 * answer it, and only a list the phone cannot decide is marked to be fetched again.
 */
import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { applyOrderEvent, type OrderEventType } from '../../shared/browser/orderEvents';
import { partnerOrder } from '../partner/fixtures';
import type { PartnerOrder } from '../../partner/providers/types';

// One clock for the whole file: an order's sort key is the same in every event about it.
const NOW = Date.now();
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();
const order = (id: number, status: PartnerOrder['status'], extra: Partial<PartnerOrder> = {}) =>
  partnerOrder({ id, status, createdAt: minutesAgo(100 - id), updatedAt: minutesAgo(100 - id), ...extra });

const listKey = (filter: object, sort: object, perPage = 20, page = 1): QueryKey => [
  'orders',
  'getList',
  { pagination: { page, perPage }, sort, filter },
];
const STAGE = { field: 'stage', order: 'ASC' };
const NEWEST = { field: 'createdAt', order: 'DESC' };
const NEW_ORDERS = { status: 'placed', upcoming: false };

function cacheWith(lists: Array<[QueryKey, PartnerOrder[], number?]>) {
  const client = new QueryClient();
  for (const [key, data, total] of lists) client.setQueryData(key, { data, total: total ?? data.length });
  return client;
}
const ids = (client: QueryClient, key: QueryKey) =>
  client.getQueryData<{ data: PartnerOrder[] }>(key)!.data.map((o) => o.id);
const total = (client: QueryClient, key: QueryKey) => client.getQueryData<{ total: number }>(key)!.total;
const refetched = (client: QueryClient, key: QueryKey) => client.getQueryState(key)!.isInvalidated;
const apply = (client: QueryClient, type: OrderEventType, o: PartnerOrder | { id: number }, audience = 'vendor') =>
  applyOrderEvent(client, type, o as PartnerOrder, { audience: audience as 'vendor', alsoInvalidate: [['summary']] });

describe('a live event changes the cached order lists without fetching them again', () => {
  it('kitchen: a new order goes to the top of All (by stage) and New; accepting it moves it, counts follow; nothing is fetched', () => {
    const all = listKey({}, STAGE);
    const fresh = listKey(NEW_ORDERS, NEWEST);
    const accepted = listKey({ status: 'accepted' }, NEWEST);
    const banner = listKey(NEW_ORDERS, NEWEST, 1);
    const client = cacheWith([
      [all, [order(2, 'placed'), order(1, 'accepted'), order(0, 'delivered')]],
      [fresh, [order(2, 'placed')]],
      [accepted, [order(1, 'accepted')]],
      [banner, [order(2, 'placed')]],
    ]);
    client.setQueryData(['summary'], { orders: 3 });

    apply(client, 'order.created', order(3, 'placed'));
    expect(ids(client, all)).toEqual([3, 2, 1, 0]);
    expect(ids(client, fresh)).toEqual([3, 2]);
    expect([ids(client, banner), total(client, banner)]).toEqual([[3], 2]);
    expect(ids(client, accepted)).toEqual([1]);

    apply(client, 'order.updated', order(3, 'accepted'));
    expect(ids(client, all)).toEqual([2, 3, 1, 0]);
    expect(ids(client, fresh)).toEqual([2]);
    expect(ids(client, accepted)).toEqual([3, 1]);
    // The banner's one-order page: its next order comes from the whole All list.
    expect([ids(client, banner), total(client, banner)]).toEqual([[2], 1]);

    for (const key of [all, fresh, accepted, banner]) expect(refetched(client, key)).toBe(false);
    // Counts and totals are fetched again.
    expect(refetched(client, ['summary'])).toBe(true);
  });

  it('an order for later waits under Later, not New, until its kitchen is rung', () => {
    const fresh = listKey(NEW_ORDERS, NEWEST);
    const later = listKey({ later: 'true' }, { field: 'scheduledFor', order: 'ASC' });
    const client = cacheWith([
      [fresh, []],
      [later, [order(1, 'placed', { scheduledFor: minutesAgo(-300), upcoming: true })]],
    ]);
    const forLater = order(2, 'placed', { scheduledFor: minutesAgo(-120), upcoming: true });
    apply(client, 'order.created', forLater);
    expect(ids(client, later)).toEqual([2, 1]);
    expect(ids(client, fresh)).toEqual([]);
    apply(client, 'order.updated', { ...forLater, upcoming: false });
    expect(ids(client, fresh)).toEqual([2]);
  });

  it('rider: a delivered order leaves the unfinished list; an order given to someone else (order.deleted) goes', () => {
    const mine = listKey({}, { field: 'createdAt', order: 'ASC' });
    const client = cacheWith([[mine, [order(1, 'accepted'), order(2, 'out_for_delivery'), order(3, 'accepted')]]]);
    apply(client, 'order.updated', order(2, 'delivered'), 'delivery');
    apply(client, 'order.deleted', { id: 3 }, 'delivery');
    expect([ids(client, mine), total(client, mine)]).toEqual([[1], 1]);
    expect(refetched(client, mine)).toBe(false);
  });

  it('admin: a new order tops the first page of a long list, which keeps its length and counts one more', () => {
    const first = listKey({}, NEWEST, 2);
    const client = cacheWith([[first, [order(5, 'accepted'), order(4, 'placed')], 40]]);
    apply(client, 'order.created', order(6, 'placed'), 'admin');
    expect([ids(client, first), total(client, first)]).toEqual([[6, 5], 41]);
    // An order already on the page changes in place.
    apply(client, 'order.updated', order(5, 'preparing'), 'admin');
    expect(client.getQueryData<{ data: PartnerOrder[] }>(first)!.data[1]!.status).toBe('preparing');
    expect(refetched(client, first)).toBe(false);
  });

  it('only the lists the phone cannot decide are fetched again: a text search, a later page, an order it never saw leaving a long list', () => {
    const search = listKey({ q: 'Sita' }, NEWEST);
    const second = listKey({}, NEWEST, 2, 2);
    const placed = listKey({ status: 'placed' }, NEWEST, 2);
    const day = listKey({ date: '2026-03-01' }, NEWEST);
    const client = cacheWith([
      [search, [order(1, 'placed')]],
      [second, [order(1, 'placed')], 10],
      [placed, [order(3, 'placed'), order(2, 'placed')], 10],
      [day, [order(1, 'placed')]],
    ]);
    // The day view carries its own sums (meta): they are the server's.
    client.setQueryData(day, { data: [order(1, 'placed')], total: 1, meta: { totalAmount: 0 } });
    apply(client, 'order.updated', order(9, 'accepted'), 'admin');
    expect(refetched(client, search)).toBe(true);
    expect(refetched(client, second)).toBe(true);
    expect(refetched(client, placed)).toBe(true);
    expect(refetched(client, day)).toBe(true);
  });

  it("a kitchen's reference list (its orders) takes only that kitchen's orders", () => {
    const ofKitchen = (id: number): QueryKey => [
      'orders',
      'getManyReference',
      { target: 'restaurantId', id, pagination: { page: 1, perPage: 10 }, sort: NEWEST, filter: {} },
    ];
    const client = cacheWith([
      [ofKitchen(1), []],
      [ofKitchen(2), []],
    ]);
    apply(client, 'order.created', order(3, 'placed'), 'admin');
    expect([ids(client, ofKitchen(1)), ids(client, ofKitchen(2))]).toEqual([[3], []]);
  });

  it('the open order takes the new fields at once and keeps its history', () => {
    const one: QueryKey = ['orders', 'getOne', { id: '4' }];
    const client = new QueryClient();
    client.setQueryData(one, { ...order(4, 'placed'), statusHistory: [{ status: 'placed' }] });
    apply(client, 'order.updated', order(4, 'accepted'), 'admin');
    expect(client.getQueryData(one)).toMatchObject({ status: 'accepted', statusHistory: [{ status: 'placed' }] });
  });
});
