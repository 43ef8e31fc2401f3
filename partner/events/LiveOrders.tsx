import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied, useStore } from 'react-admin';
import { beep, vibrate } from '../../shared/browser/beep';
import { SOUND_STORE_KEY } from '../../shared/browser/useSound';
import { API_URL } from '../providers/httpClient';
import { getToken } from '../providers/session';
import type { PartnerOrder, PartnerRole } from '../providers/types';
import { applyOrderEvent as applyShared, ORDER_EVENTS, type OrderEventType } from '../../shared/browser/orderEvents';
import { staleStore } from '../offline/snapshots';
import {
  subscribeEvents,
  type ServerEvent,
  type StreamStatus,
  type SubscribeOptions,
} from '../../shared/browser/eventStream';

export { ORDER_EVENTS, type OrderEventType };

/** The summary queries (today's figures) follow every order event too. */
export const SUMMARY_QUERY_KEY = ['partner', 'summary'] as const;

/** The shared cache update (shared/browser/orderEvents.ts): the lists as the kitchen's or rider's GET /orders, and the partner's summary queries. */
export function applyOrderEvent(
  queryClient: QueryClient,
  type: OrderEventType,
  order: PartnerOrder,
  role: PartnerRole,
): void {
  applyShared(queryClient, type, order, { audience: role, alsoInvalidate: [SUMMARY_QUERY_KEY] });
}

interface LiveState {
  status: StreamStatus;
  /** Orders that arrived by order.created during this visit and are still waiting (placed). */
  newIds: ReadonlySet<number>;
}

const LiveContext = createContext<LiveState>({ status: 'stopped', newIds: new Set() });
export const useLiveOrders = () => useContext(LiveContext);

/** The ids of the orders the cached lists already show (react-admin keeps them under ['orders', …]). */
function listedOrderIds(queryClient: QueryClient): Set<number> {
  const ids = new Set<number>();
  for (const [, data] of queryClient.getQueriesData<{ data?: PartnerOrder[] } | PartnerOrder>({
    queryKey: ['orders'],
  })) {
    if (data && 'data' in data && Array.isArray(data.data)) for (const order of data.data) ids.add(order.id);
    else if (data && 'id' in data) ids.add(data.id);
  }
  return ids;
}

/** A rider hears and feels a new order given to them (sound if the bell is on, vibration where the phone allows). */
export const ASSIGNED_VIBRATION = [300, 150, 300, 150, 300];

/** An order for later rung this recently is marked new (a later visit finds it in the New list anyway). */
const RUNG_RECENTLY_MS = 10 * 60_000;

export const eventsUrl = (role: PartnerRole) => `${API_URL}/${role === 'delivery' ? 'delivery' : 'vendor'}/events`;

/** Keeps the partner's event stream open while signed in and feeds the order lists. */
export function LiveOrdersProvider({
  role,
  children,
  subscribe = subscribeEvents,
}: {
  role: PartnerRole;
  children: ReactNode;
  subscribe?: (options: SubscribeOptions) => () => void;
}) {
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(new Set());
  const [soundOn] = useStore<boolean>(SOUND_STORE_KEY, true);
  const soundOnRef = useRef(soundOn);
  soundOnRef.current = soundOn;
  // Orders the rider has seen during this visit (besides those the lists show): an event for any
  // other one is an assignment.
  const seen = useRef(new Set<number>());
  // Orders for later already marked new when their kitchen was rung (once each).
  const rungSeen = useRef(new Set<number>());

  useEffect(() => {
    // What the lists show is refetched when the stream says it could not keep what was missed,
    // and when the stream is live again while the lists still show what the phone had kept.
    const reloadLists = () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: SUMMARY_QUERY_KEY });
    };
    // A list shown from the phone while its answer was slow: when the answer lands, the screen takes it.
    let stale = staleStore.get();
    const unsubscribeStale = staleStore.subscribe(() => {
      const next = staleStore.get();
      if (stale !== null && next === null) void queryClient.invalidateQueries({ queryKey: ['orders'] });
      stale = next;
    });
    const onStatus = (next: StreamStatus) => {
      if (next === 'live' && staleStore.get() !== null) reloadLists();
      setStatus(next);
    };
    const onEvent = (event: ServerEvent) => {
      if (event.event === 'resync') return reloadLists();
      if (!(ORDER_EVENTS as readonly string[]).includes(event.event)) return;
      let order: PartnerOrder;
      try {
        order = JSON.parse(event.data) as PartnerOrder;
      } catch {
        return; // a malformed event must not break the stream
      }
      const type = event.event as OrderEventType;
      const known = seen.current.has(order.id) || listedOrderIds(queryClient).has(order.id);
      const assigned =
        role === 'delivery' &&
        type !== 'order.deleted' &&
        !known &&
        order.status !== 'delivered' &&
        order.status !== 'cancelled';
      seen.current.add(order.id);
      if (assigned) {
        if (soundOnRef.current) beep();
        vibrate(ASSIGNED_VIBRATION);
      }
      applyOrderEvent(queryClient, type, order, role);
      // An order for later is new when its kitchen is rung for it (the update that ends `upcoming`
      // a few moments after its ringAt), not when it is placed.
      const rungNow =
        type === 'order.updated' &&
        order.status === 'placed' &&
        !order.upcoming &&
        order.ringAt != null &&
        Date.now() - Date.parse(order.ringAt) < RUNG_RECENTLY_MS &&
        !rungSeen.current.has(order.id);
      if (rungNow) rungSeen.current.add(order.id);
      const arrived = order.status === 'placed' && !order.upcoming && (type === 'order.created' || rungNow);
      setNewIds((previous) => {
        const next = new Set(previous);
        if (arrived || assigned) next.add(order.id);
        else next.delete(order.id);
        return next.size === previous.size && [...next].every((id) => previous.has(id)) ? previous : next;
      });
    };
    const unsubscribeStream = subscribe({
      url: eventsUrl(role),
      getToken,
      onEvent,
      onStatus,
      // 401: the token expired: the auth provider sends the partner to the login page.
      onUnauthorized: (httpStatus) => void logoutIfAccessDenied({ status: httpStatus }),
    });
    return () => {
      unsubscribeStale();
      unsubscribeStream();
    };
  }, [role, queryClient, subscribe, logoutIfAccessDenied]);

  const value = useMemo(() => ({ status, newIds }), [status, newIds]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
