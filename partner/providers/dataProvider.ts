import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { httpClient } from './httpClient';
import { accountKey, readSession, saveRiderStatus } from './session';
import type { DeliverySummary, PartnerRole, PartnerUser, VendorRestaurant, VendorSummary } from './types';
import type { Bill } from '../../shared/api/bills';
import type { Printer } from '../../shared/api/printers';
import { enqueue, newIdempotencyKey, queuedFor, withQueuedChanges, type QueuedTap } from '../offline/outbox';
import { orderCommands, sendTap } from './orderCommands';
import { hasSnapshot, saveSnapshot, servedSnapshot } from '../offline/snapshots';
import { isNetworkFailure } from '../offline/store';
import { takeFirstList } from '../first/firstList';

/**
 * react-admin resource → API path. The same "orders" resource is the kitchen's orders for a
 * vendor and "my orders" for a rider, so screens and cache keys stay the same for both.
 */
export function resourcePath(resource: string, role: PartnerRole | undefined = readSession()?.role): string {
  const prefix = role === 'delivery' ? '/delivery' : '/vendor';
  if (resource === 'orders') return `${prefix}/orders`;
  // A rider reads the kitchens of their orders (where to collect them); a kitchen its own restaurants.
  if (resource === 'restaurants') return role === 'delivery' ? '/delivery/restaurants' : '/vendor/restaurants';
  if (resource === 'menu-items') return '/vendor/menu-items';
  // The kitchen's thermal printers (network ones the server drives; USB/Bluetooth ones this browser does).
  if (resource === 'printers') return '/vendor/printers';
  // The admin's announcements that went out to this kitchen or rider.
  if (resource === 'notifications') return `${prefix}/notifications`;
  throw new Error(`Unknown resource ${resource}`);
}

/** The signed-in partner's own API: /vendor for a kitchen, /delivery for a rider. */
export const accountPath = (role: PartnerRole | undefined = readSession()?.role): string =>
  role === 'delivery' ? '/delivery' : '/vendor';

/** react-admin list params → the API's page/limit/sort/order + filters. */
export function listQuery(params: Partial<GetListParams>): URLSearchParams {
  const query = new URLSearchParams();
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  query.set('page', String(page));
  query.set('limit', String(perPage));
  if (params.sort?.field && params.sort.field !== 'id') query.set('sort', params.sort.field);
  if (params.sort?.order) query.set('order', params.sort.order === 'ASC' ? 'asc' : 'desc');
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  return query;
}

const put = <T>(path: string, body: unknown) =>
  httpClient<T>(path, { method: 'PUT', body: JSON.stringify(body) }).then((r) => r.json);

// ra-data-simple-rest builds GET/PUT /resource/:id; it gets the envelope's data as `json`.
const base = simpleRestProvider('/api', ((url: string, options?: Parameters<typeof httpClient>[1]) =>
  httpClient(url, options)) as never);
const relative = (resource: string) => resourcePath(resource).replace(/^\//, '');

/** How long a list may take before the phone's kept copy shows instead (the answer still replaces it). */
export const SLOW_LIST_MS = 4000;

export { accountKey } from './session';

async function getList<T extends RaRecord>(resource: string, params: Partial<GetListParams>) {
  // The vendor's restaurants come as one small array, not paged.
  const query = resource === 'restaurants' ? '' : `?${listQuery(params)}`;
  const path = `${resourcePath(resource)}${query}`;
  const account = accountKey();
  const snapshotKey = `${account}:${path}`;
  // The first list was asked for as the page started (first/firstList.ts), beside the app's code.
  const startup = takeFirstList(path) as Promise<{ data: T[]; total: number }> | undefined;
  const fresh =
    startup ??
    httpClient<T[]>(path, { signal: params.signal }).then(({ json, envelope, headers }) => {
      const data = Array.isArray(json) ? json : [];
      const total = envelope.total ?? Number(headers.get('X-Total-Count') ?? data.length);
      saveSnapshot(snapshotKey, data, total);
      return { data, total };
    });
  try {
    // A link that answers slowly (2G) does not keep a spinner over orders the phone has: after
    // SLOW_LIST_MS the kept list shows, with its age, and the answer replaces it when it comes
    // (saveSnapshot clears the age; the app then refetches, an ETag 304 at that point). The
    // startup request still on its way: the light first screen already showed the kept list,
    // so the app goes on showing it rather than a spinner.
    const slow = hasSnapshot(snapshotKey)
      ? new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), startup ? 0 : SLOW_LIST_MS))
      : null;
    const answer = slow ? await Promise.race([fresh, slow]) : await fresh;
    if (answer === 'slow') {
      fresh.catch(() => undefined);
      const snapshot = servedSnapshot(snapshotKey)!;
      return {
        data: (snapshot.data as T[]).map((record) => withQueuedChanges(resource, record, account)),
        total: snapshot.total,
      };
    }
    const { data, total } = answer;
    return { data: data.map((record) => withQueuedChanges(resource, record, account)), total };
  } catch (error) {
    // No network: the last list this phone got, with the taps still waiting to be sent.
    const snapshot = isNetworkFailure(error) && !params.signal?.aborted ? servedSnapshot(snapshotKey) : undefined;
    if (!snapshot) throw error;
    return {
      data: (snapshot.data as T[]).map((record) => withQueuedChanges(resource, record, account)),
      total: snapshot.total,
    };
  }
}

/**
 * A dish's Sold out / Available, tapped in the rush: kept on the phone when the network is gone,
 * like an order's tap (an order changes only by its commands, orderCommands.ts).
 */
async function update(
  resource: string,
  params: { id: RaRecord['id']; data: Partial<RaRecord>; previousData?: RaRecord },
) {
  if (resource === 'orders') throw new Error('An order changes by its commands (acceptOrder, deliverOrder, …)');
  const previousData = (params.previousData ?? {}) as RaRecord;
  const body = params.data as Record<string, unknown>;
  const path = `${resourcePath(resource)}/${params.id}`;
  if (resource !== 'menu-items') return { data: { ...previousData, ...(await put<RaRecord>(path, body)) } };
  const account = accountKey();
  const tap: QueuedTap = {
    key: newIdempotencyKey(),
    resource,
    id: params.id,
    method: 'PUT',
    path,
    body,
    previousData,
    account,
    tappedAt: Date.now(),
  };
  // Taps go out in the order they were made: while older ones wait, a new one waits behind them.
  if (queuedFor(account).length === 0) {
    try {
      return { data: { ...previousData, ...(await sendTap<RaRecord>(tap)) } };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  enqueue(tap);
  return { data: withQueuedChanges(resource, { ...previousData, id: params.id }, account) };
}

const crud: DataProvider = {
  getList: (resource, params) => getList(resource, params) as never,
  getOne: (resource, params) => base.getOne(relative(resource), params),
  getMany: async (resource, params) => {
    const data = await Promise.all(params.ids.map((id) => base.getOne(relative(resource), { id }).then((r) => r.data)));
    return { data } as never;
  },
  getManyReference: (resource, params) =>
    getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never,
  // Only the changed fields go to the server ({available}, {isActive}); an order changes by its commands.
  // A dish's tap made offline waits on the phone (partner/offline/outbox.ts) and the card shows it done.
  update: (resource, params) => update(resource, params) as never,
  updateMany: () => Promise.reject(new Error('Not supported')),
  // A kitchen adds and removes its own printers; nothing else is created or deleted from a phone.
  create: (resource, params) =>
    resource === 'printers' ? base.create(relative(resource), params) : Promise.reject(new Error('Not supported')),
  delete: (resource, params) =>
    resource === 'printers' ? base.delete(relative(resource), params) : Promise.reject(new Error('Not supported')),
  deleteMany: () => Promise.reject(new Error('Not supported')),
};

export const dataProvider = {
  ...crud,
  // The order's commands (POST /vendor|delivery/orders/:id/<command>), one method each: acceptOrder(id), deliverOrder(id, {collected, utr}), …
  ...orderCommands,
  setKitchenOnline: (id: number, isActive: boolean) => put<VendorRestaurant>(`/vendor/restaurants/${id}`, { isActive }),
  /** PUT /vendor/restaurants/:id/pause: busy or paused for some minutes from now; 0 ends it. */
  setKitchenPause: (id: number, body: { busyMinutes?: number; pauseMinutes?: number }) =>
    put<VendorRestaurant>(`/vendor/restaurants/${id}/pause`, body),
  setDishAvailable: (id: number, available: boolean) => put(`/vendor/menu-items/${id}`, { available }),
  /** POST /vendor/printers/:id/test: a test ticket (Hindi, English, ₹) on a network printer. */
  testPrint: (id: number) => httpClient<Printer>(`/vendor/printers/${id}/test`, { method: 'POST' }).then((r) => r.json),
  /** POST /vendor/printers/:id/printed: a USB/Bluetooth printer printed what this browser sent it just now. */
  printedOnDevice: (id: number) =>
    httpClient<Printer>(`/vendor/printers/${id}/printed`, { method: 'POST' }).then((r) => r.json),
  /** POST /vendor/orders/:id/print: the KOT or bill again on the kitchen's network printers; how many took it. */
  reprint: (id: number, kind: 'kot' | 'bill') =>
    httpClient<{ queued: number }>(`/vendor/orders/${id}/print`, {
      method: 'POST',
      body: JSON.stringify({ kind }),
    }).then((r) => r.json),
  /** GET /vendor/orders/:id/bill: the bill of one of the kitchen's orders. */
  getBill: (id: number) => httpClient<Bill>(`/vendor/orders/${id}/bill`).then((r) => r.json),
  getVendorSummary: () => httpClient<VendorSummary>('/vendor/summary').then((r) => r.json),
  getDeliverySummary: () => httpClient<DeliverySummary>('/delivery/summary').then((r) => r.json),
  /** How many announcements went out to me after `since` (the newest one this phone has shown; null: all of them). */
  countAnnouncements: (since: string | null) =>
    httpClient<unknown[]>(
      `${accountPath()}/notifications?limit=1${since ? `&since=${encodeURIComponent(since)}` : ''}`,
    ).then(({ envelope, headers }) => envelope.total ?? Number(headers.get('X-Total-Count') ?? 0)),
  /** GET /vendor/me or /delivery/me: the signed-in account, with its app language. */
  getMe: () => httpClient<PartnerUser>(`${accountPath()}/me`).then((r) => r.json),
  /** PUT /vendor/me/language or /delivery/me/language: the partner's own account only. */
  setLanguage: (language: 'hi' | 'en') => put<PartnerUser>(`${accountPath()}/me/language`, { language }),
  /** PUT /delivery/me: remembers the answer's status so the switch shows it after a reload. */
  setRiderStatus: async (status: 'active' | 'on_leave') => {
    const user = await put<Partial<PartnerUser> | null>('/delivery/me', { status });
    const next = user?.status ?? status;
    saveRiderStatus(next);
    return next;
  },
};

export type PartnerDataProvider = typeof dataProvider;
