import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The order events of the live streams, for the admin desk and the partner app. */
export const ORDER_EVENTS = ['order.created', 'order.updated', 'order.deleted'] as const;
export type OrderEventType = (typeof ORDER_EVENTS)[number];

interface ListPage<T> {
  data: T[];
  total?: number;
}

/** true or false as a list filter holds it (a boolean, or its text from the URL); undefined: not filtered. */
const flag = (value: unknown): boolean | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value) === 'true';

/** Whether the order belongs in a list with this filter: its status, and orders for later (all of them not finished, or those not yet rung). */
function matchesFilter(
  order: { status: string; scheduledFor?: string | null; upcoming?: boolean },
  filter: { status?: string; later?: unknown; upcoming?: unknown },
): boolean {
  if (filter.status && filter.status !== order.status) return false;
  const later = flag(filter.later);
  if (
    later !== undefined &&
    later !== (Boolean(order.scheduledFor) && order.status !== 'delivered' && order.status !== 'cancelled')
  )
    return false;
  const upcoming = flag(filter.upcoming);
  return upcoming === undefined || upcoming === Boolean(order.upcoming);
}

/**
 * Writes one event into react-query's cache of react-admin's "orders" lists at once (a new
 * order shows at the top without waiting for a refetch), then asks those lists (and the
 * given summary queries) to refetch, so paging, filters and totals come from the server.
 */
export function applyOrderEvent<
  T extends { id: number; status: string; scheduledFor?: string | null; upcoming?: boolean },
>(queryClient: QueryClient, type: OrderEventType, order: T, alsoInvalidate: QueryKey[] = []): void {
  const lists = queryClient.getQueriesData<ListPage<T>>({ queryKey: ['orders', 'getList'] });
  for (const [key, page] of lists) {
    if (!page?.data) continue;
    const params = (key[2] ?? {}) as { filter?: { status?: string; later?: unknown; upcoming?: unknown } };
    const wanted = matchesFilter(order, params.filter ?? {});
    const without = page.data.filter((o) => o.id !== order.id);
    const had = without.length !== page.data.length;
    let data = without;
    if (type !== 'order.deleted' && wanted)
      data = had ? page.data.map((o) => (o.id === order.id ? { ...o, ...order } : o)) : [order, ...without];
    const total = (page.total ?? page.data.length) + (data.length - page.data.length);
    queryClient.setQueryData<ListPage<T>>(key, { ...page, data, total });
  }
  void queryClient.invalidateQueries({ queryKey: ['orders'] });
  for (const queryKey of alsoInvalidate) void queryClient.invalidateQueries({ queryKey });
}
