import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import { API_URL } from '../providers/httpClient';
import { getToken } from '../providers/session';
import type { PartnerOrder, PartnerRole } from '../providers/types';
import { subscribeEvents, type ServerEvent, type StreamStatus, type SubscribeOptions } from './eventStream';

export const ORDER_EVENTS = ['order.created', 'order.updated', 'order.deleted'] as const;
export type OrderEventType = (typeof ORDER_EVENTS)[number];

interface ListPage {
  data: PartnerOrder[];
  total?: number;
}

/** The summary queries (today's figures) follow every order event too. */
export const SUMMARY_QUERY_KEY = ['partner', 'summary'] as const;

/**
 * Writes one event into react-query's cache of the "orders" lists at once (a new order
 * shows at the top without waiting for a refetch), then asks those lists to refetch so
 * paging, filters and totals come from the server.
 */
export function applyOrderEvent(queryClient: QueryClient, type: OrderEventType, order: PartnerOrder): void {
  const lists = queryClient.getQueriesData<ListPage>({ queryKey: ['orders', 'getList'] });
  for (const [key, page] of lists) {
    if (!page?.data) continue;
    const params = (key[2] ?? {}) as { filter?: { status?: string } };
    const wanted = !params.filter?.status || params.filter.status === order.status;
    const without = page.data.filter((o) => o.id !== order.id);
    const had = without.length !== page.data.length;
    let data = without;
    if (type !== 'order.deleted' && wanted) data = had ? page.data.map((o) => (o.id === order.id ? { ...o, ...order } : o)) : [order, ...without];
    const total = (page.total ?? page.data.length) + (data.length - page.data.length);
    queryClient.setQueryData<ListPage>(key, { ...page, data, total });
  }
  void queryClient.invalidateQueries({ queryKey: ['orders'] });
  void queryClient.invalidateQueries({ queryKey: SUMMARY_QUERY_KEY });
}

interface LiveState {
  status: StreamStatus;
  /** Orders that arrived by order.created during this visit and are still waiting (placed). */
  newIds: ReadonlySet<number>;
}

const LiveContext = createContext<LiveState>({ status: 'stopped', newIds: new Set() });
export const useLiveOrders = () => useContext(LiveContext);

export const eventsUrl = (role: PartnerRole) => `${API_URL}/${role === 'delivery' ? 'delivery' : 'vendor'}/events`;

/** Keeps the partner's event stream open while signed in and feeds the order lists. */
export function LiveOrdersProvider({ role, children, subscribe = subscribeEvents }: { role: PartnerRole; children: ReactNode; subscribe?: (options: SubscribeOptions) => () => void }) {
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    const onEvent = (event: ServerEvent) => {
      if (!(ORDER_EVENTS as readonly string[]).includes(event.event)) return;
      let order: PartnerOrder;
      try {
        order = JSON.parse(event.data) as PartnerOrder;
      } catch {
        return; // a malformed event must not break the stream
      }
      const type = event.event as OrderEventType;
      applyOrderEvent(queryClient, type, order);
      setNewIds((previous) => {
        const next = new Set(previous);
        if (type === 'order.created' && order.status === 'placed') next.add(order.id);
        else next.delete(order.id);
        return next.size === previous.size && [...next].every((id) => previous.has(id)) ? previous : next;
      });
    };
    return subscribe({
      url: eventsUrl(role),
      getToken,
      onEvent,
      onStatus: setStatus,
      // 401: the token expired: the auth provider sends the partner to the login page.
      onUnauthorized: (httpStatus) => void logoutIfAccessDenied({ status: httpStatus }),
    });
  }, [role, queryClient, subscribe, logoutIfAccessDenied]);

  const value = useMemo(() => ({ status, newIds }), [status, newIds]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
