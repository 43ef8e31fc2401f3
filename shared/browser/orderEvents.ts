import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  orderListComparator,
  orderMatchesFilter,
  type ListedOrder,
  type OrderListAudience,
  type OrderListFilter,
  type OrderListSort,
} from '../orderLists';

/** The order events of the live streams, for the admin desk and the partner app. */
export const ORDER_EVENTS = ['order.created', 'order.updated', 'order.deleted'] as const;
export type OrderEventType = (typeof ORDER_EVENTS)[number];

/** A page of a list as react-admin caches it; `meta` carries the list's own sums (the day's money). */
interface ListPage<T> {
  data: T[];
  total?: number;
  meta?: unknown;
}

/** The parameters react-admin keys a list query with: ['orders', 'getList', params]. */
interface ListParams {
  pagination?: { page?: number; perPage?: number };
  sort?: OrderListSort;
  filter?: OrderListFilter;
}

interface CachedList<T> {
  key: QueryKey;
  page: ListPage<T>;
  params: ListParams;
}

const LIST_KINDS = new Set(['getList', 'getManyReference']);

/** A list's parameters; a reference list's target is one more filter (as the data providers send it). */
function listParams(key: QueryKey): ListParams {
  const params = (key[2] ?? {}) as ListParams & { target?: string; id?: unknown };
  if (key[1] !== 'getManyReference' || !params.target) return params;
  return { ...params, filter: { ...params.filter, [params.target]: params.id } };
}

const pageNumberOf = (params: ListParams) => params.pagination?.page ?? 1;
const perPageOf = <T>(list: CachedList<T>) => list.params.pagination?.perPage ?? Number.POSITIVE_INFINITY;
/** The first page holds the whole list: applying an event to it is exact. */
const isWhole = <T>({ page, params }: CachedList<T>) =>
  pageNumberOf(params) === 1 && page.data.length >= (page.total ?? page.data.length);

/** A whole list whose filter is part of this one's holds every order of this one (the "All" tab of a kitchen's few orders). */
const covers = (whole: ListParams, list: ListParams) =>
  Object.entries(whole.filter ?? {}).every(
    ([key, value]) =>
      value === undefined || value === null || value === '' || String(list.filter?.[key] ?? '') === String(value),
  );

/**
 * Applies one event of the live stream to react-admin's cached "orders" lists, WITHOUT asking the
 * server for them again (on a kitchen phone on 2G, every event of the rush used to fetch every
 * list): the event carries the order as it is now, and shared/orderLists.ts says, as the server
 * would, which lists it belongs in and where.
 *
 * - A list the cache holds whole (the first page, all of it) takes the order in, moves it or lets
 *   it go, and its total follows.
 * - A page of a longer list is made from a whole list that holds all of its orders, if one is
 *   cached; otherwise it is changed where that is certain (the order's place is on this page, and
 *   the order as it was is known, so whether the total moves is too).
 * - Only a list the client cannot decide — a text search, a page whose next order it does not
 *   know, a list with its own sums (the day's money) — is fetched again, that list alone.
 *
 * The open order (getOne) takes the new fields at once, and is fetched again only if a screen
 * shows it (its status history comes from the server); `alsoInvalidate` are the summary
 * queries (counts and totals), which are fetched again.
 */
export function applyOrderEvent<T extends ListedOrder>(
  queryClient: QueryClient,
  type: OrderEventType,
  order: T | { id: number },
  { audience, alsoInvalidate = [] }: { audience: OrderListAudience; alsoInvalidate?: QueryKey[] },
): void {
  const now = Date.now();
  const current = type === 'order.deleted' ? null : (order as T);
  const lists: CachedList<T>[] = [];
  for (const [key, page] of queryClient.getQueriesData<ListPage<T>>({ queryKey: ['orders'] }))
    if (LIST_KINDS.has(String(key[1])) && Array.isArray(page?.data)) lists.push({ key, page, params: listParams(key) });

  const previous = previousVersion(queryClient, lists, order.id);
  const refetch = (list: CachedList<T>) =>
    void queryClient.invalidateQueries({ queryKey: list.key, exact: true }, { cancelRefetch: false });
  const matches = (o: T, list: CachedList<T>) => orderMatchesFilter(o, list.params.filter ?? {}, audience, now);

  // Whole lists first: the pages of longer lists may then be made from them.
  const whole = new Set<CachedList<T>>();
  for (const list of lists) {
    if (!isWhole(list)) continue;
    const data = applyToWhole(list, current, order.id, matches);
    if (data === undefined || list.page.meta !== undefined) {
      refetch(list);
      continue;
    }
    // A new order may make the list one longer than its page: the page shows the first ones.
    const total = data.length;
    queryClient.setQueryData<ListPage<T>>(list.key, { ...list.page, data: data.slice(0, perPageOf(list)), total });
    whole.add({ ...list, page: { ...list.page, data, total } });
  }

  for (const list of lists) {
    if (isWhole(list)) continue;
    const source = [...whole].find((w) => covers(w.params, list.params));
    const page = source
      ? pageFrom(list, source.page.data, matches)
      : applyToPart(list, order.id, current, previous, type, matches);
    if (page === undefined || list.page.meta !== undefined) refetch(list);
    else queryClient.setQueryData<ListPage<T>>(list.key, { ...list.page, ...page });
  }

  applyToOne(queryClient, type, current, order.id);
  for (const queryKey of alsoInvalidate) void queryClient.invalidateQueries({ queryKey });
}

/** The order as the cache held it before this event (any list or the open order), if any did. */
function previousVersion<T extends ListedOrder>(
  queryClient: QueryClient,
  lists: CachedList<T>[],
  id: number,
): T | undefined {
  for (const { page } of lists) {
    const found = page.data.find((o) => o.id === id);
    if (found) return found;
  }
  const one = queryClient.getQueryData<T>(['orders', 'getOne', { id: String(id) }]);
  return one?.status ? one : undefined;
}

type Matches<T> = (order: T, list: CachedList<T>) => boolean | undefined;

/** A whole list with the event applied, in its sort; undefined when the client cannot tell. */
function applyToWhole<T extends ListedOrder>(
  list: CachedList<T>,
  current: T | null,
  id: number,
  matches: Matches<T>,
): T[] | undefined {
  const without = list.page.data.filter((o) => o.id !== id);
  if (!current) return without;
  const wanted = matches(current, list);
  if (wanted === undefined) return undefined;
  if (!wanted) return without;
  const comparator = orderListComparator(list.params.sort);
  if (!comparator) return undefined;
  const old = list.page.data.find((o) => o.id === id);
  return [...without, old ? { ...old, ...current } : current].sort(comparator);
}

/** This list's page made from the orders of a whole list that holds all of them. */
function pageFrom<T extends ListedOrder>(
  list: CachedList<T>,
  all: T[],
  matches: Matches<T>,
): { data: T[]; total: number } | undefined {
  const comparator = orderListComparator(list.params.sort);
  const members: T[] = [];
  for (const o of all) {
    const wanted = matches(o, list);
    if (wanted === undefined || !comparator) return undefined;
    if (wanted) members.push(o);
  }
  const perPage = perPageOf(list);
  const start = (pageNumberOf(list.params) - 1) * perPage;
  return { data: members.sort(comparator).slice(start, start + perPage), total: members.length };
}

/**
 * A first page of a longer list with the event applied, where that is certain; undefined
 * otherwise (the list is fetched again).
 */
function applyToPart<T extends ListedOrder>(
  list: CachedList<T>,
  id: number,
  current: T | null,
  previous: T | undefined,
  type: OrderEventType,
  matches: Matches<T>,
): { data: T[]; total: number } | undefined {
  if (pageNumberOf(list.params) !== 1) return undefined;
  const wanted = current ? matches(current, list) : false;
  // Whether the order was in the list before: a new one was not; else as the cache last saw it.
  const was = type === 'order.created' ? false : previous ? matches(previous, list) : undefined;
  if (wanted === undefined || was === undefined) return undefined;
  const comparator = orderListComparator(list.params.sort);
  if (!comparator) return undefined;
  const { data } = list.page;
  const total = (list.page.total ?? data.length) + Number(wanted) - Number(was);
  const index = data.findIndex((o) => o.id === id);
  const without = index >= 0 ? data.filter((_, i) => i !== index) : data;
  if (!wanted || !current) {
    // It left this page: the next order of the list would move up into it, and the page does not know it.
    return index >= 0 && without.length < total ? undefined : { data: without, total };
  }
  const merged = index >= 0 ? { ...data[index], ...current } : current;
  // Where it sorts has not changed: it stays where it was.
  if (index >= 0 && comparator(data[index]!, merged) === 0)
    return { data: data.map((o, i) => (i === index ? merged : o)), total };
  const place = without.findIndex((o) => comparator(merged, o) < 0);
  // Past the last order of the page: its place is on a later page (or, if it was on this one, unknown).
  if (place === -1) return index >= 0 ? undefined : { data: without, total };
  const next = [...without.slice(0, place), merged, ...without.slice(place)];
  return { data: next.slice(0, perPageOf(list)), total };
}

/** The open order takes the event's fields, and is fetched again for its history if a screen shows it. */
function applyToOne<T extends ListedOrder>(
  queryClient: QueryClient,
  type: OrderEventType,
  current: T | null,
  id: number,
) {
  const key = ['orders', 'getOne', { id: String(id) }];
  if (current && queryClient.getQueryData(key))
    queryClient.setQueryData<T>(key, (old) => (old ? { ...old, ...current } : old));
  if (type !== 'order.created')
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === 'orders' &&
        ((queryKey[1] === 'getOne' && String((queryKey[2] as { id?: unknown })?.id) === String(id)) ||
          (queryKey[1] === 'bill' && String(queryKey[2]) === String(id))),
    });
}
