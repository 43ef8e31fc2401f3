import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetManyReferenceParams, RaRecord } from 'react-admin';
import { HttpError } from 'react-admin';
import { API_TIMEOUT_MS, API_URL, httpClient, type ApiResponse } from './httpClient';
import { getToken, setSessionName } from './session';
import { changedFields } from './changedFields';
import type { Static } from '@sinclair/typebox';
import type { Printer } from '../../shared/api/printers';
import type { CustomerLookup as CustomerLookupSchema } from '../../shared/api/live';
import type { PlaceOrderBody } from '../../shared/api/ordering';
import type { Menu as MenuSchema } from '../../shared/api/ordering';
import type { Bill, BillRegisterEntry, BillRegisterQuery } from '../../shared/api/bills';
import type { GstReport } from '../../shared/api/gst';
import type { CashDay } from '../../shared/api/cash';
import { STAFF_WAITING } from '../delivery-staff/types';
import type { CommandBody, OrderCommand } from '../../shared/api/orderCommands';
import type { Order } from '../../shared/api/orders';
import type { Payment } from '../../shared/api/ledger';

export type CustomerLookup = NonNullable<Static<typeof CustomerLookupSchema>>;
export type Menu = Static<typeof MenuSchema>;
export type PhoneOrderBody = PlaceOrderBody;

/**
 * react-admin resource name → API path under /api/admin (docs/api.md). Delivery staff are
 * users with role delivery.
 */
const RESOURCE_PATHS: Record<string, { path: string; query?: Record<string, string> }> = {
  'delivery-staff': { path: '/admin/users', query: { role: 'delivery' } },
  // Without a role the API answers users grouped by role; 'all' is one plain, paged list.
  users: { path: '/admin/users', query: { role: 'all' } },
};

export function resourcePath(resource: string): { path: string; query: Record<string, string> } {
  const mapped = RESOURCE_PATHS[resource];
  return { path: mapped?.path ?? `/admin/${resource}`, query: mapped?.query ?? {} };
}

/** react-admin list params → the API's page/limit/sort/order/q + filters. */
export function listQuery(resource: string, params: Partial<GetListParams>): URLSearchParams {
  const query = new URLSearchParams(resourcePath(resource).query);
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  query.set('page', String(page));
  query.set('limit', String(perPage));
  if (params.sort?.field && params.sort.field !== 'id') {
    query.set('sort', params.sort.field);
    query.set('order', params.sort.order === 'ASC' ? 'asc' : 'desc');
  } else if (params.sort?.order) {
    query.set('order', params.sort.order === 'ASC' ? 'asc' : 'desc');
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  // Delivery Staff's status filter offers "Waiting for approval" beside the rider statuses: a
  // waiting rider's stored status is "active", so each rider status means the approved riders.
  if (resource === 'delivery-staff' && query.has('status')) {
    if (query.get('status') === STAFF_WAITING) {
      query.delete('status');
      query.set('approved', 'false');
    } else query.set('approved', 'true');
  }
  return query;
}

// ra-data-simple-rest handles getOne/create/update/delete (GET|POST|PUT|DELETE /resource[/id]);
// its httpClient gets the envelope's data as `json`. Lists use the API's own query format.
const restClient = (url: string, options?: Parameters<typeof httpClient>[1]) => httpClient(url, options);
const base = simpleRestProvider('/api', restClient as never);

const withPath = (resource: string) => resourcePath(resource).path.replace(/^\//, '');

async function getList<T extends RaRecord>(resource: string, params: Partial<GetListParams>) {
  const { path } = resourcePath(resource);
  const { json, envelope, headers }: ApiResponse<T[]> = await httpClient<T[]>(
    `${path}?${listQuery(resource, params)}`,
    { signal: params.signal },
  );
  const total = envelope.total ?? Number(headers.get('X-Total-Count') ?? json.length);
  // Anything else the list answer carries (e.g. the day's totalAmount of the orders list) is
  // react-admin's `meta`, read by the screens that need it.
  const {
    success: _success,
    data: _data,
    total: _total,
    message: _message,
    ...meta
  } = envelope as unknown as Record<string, unknown>;
  return Object.keys(meta).length ? { data: json, total, meta } : { data: json, total };
}

/** PUT /admin/villages/:id takes the whole village, as its POST does ("same body"). */
const WHOLE_RECORD_UPDATES = new Set(['villages', 'khata']);

const jsonBody = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body ?? {}) });

/** What an order command answers: the order as it is now, and the server's message (for the toast). */
export interface CommandAnswer {
  data: Static<typeof Order>;
  message: string;
}

/**
 * POST /admin/orders/:id/<command>: one named change of an order (shared/api/orderCommands.ts).
 * A command that needs nothing is sent without a body, as its route takes none.
 */
const runCommand = <C extends OrderCommand>(command: C, id: string | number, body?: CommandBody<C>) =>
  httpClient<Static<typeof Order>>(
    `/admin/orders/${id}/${command}`,
    body === undefined ? { method: 'POST' } : jsonBody(body),
  ).then((r): CommandAnswer => ({ data: r.json, message: r.envelope.message ?? '' }));

/** A query string of the values that are set. */
function queryOf(values: Record<string, unknown>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query;
}

/**
 * A CSV the server makes (it may be long: ten times the usual time-out), with the bearer token
 * as on every call, and the file name from its Content-Disposition. A refusal is the envelope's
 * message, as for JSON calls.
 */
async function fetchCsv(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const token = getToken();
  const response = await fetch(`${API_URL}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}`, Accept: 'text/csv' } : { Accept: 'text/csv' },
    signal: AbortSignal.timeout(API_TIMEOUT_MS * 10),
  });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new HttpError(body?.message || response.statusText, response.status, body);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

// The generic CRUD methods (their RecordType generics are the caller's business, hence `as never`).
/** Resources that are one record at their own path (GET/PUT /admin/settings), whatever the id. */
const SINGLE_RECORDS = new Set(['settings', 'party-capacity']);

const crud: DataProvider = {
  getList: (resource, params) => getList(resource, params) as never,
  getOne: (resource, params) =>
    SINGLE_RECORDS.has(resource)
      ? (httpClient(`/admin/${resource}`, { signal: params.signal }).then((r) => ({ data: r.json })) as never)
      : base.getOne(withPath(resource), params),
  // The list routes take no id filter, so this is one getOne per id, in parallel.
  getMany: async (resource, params) => {
    const data = await Promise.all(params.ids.map((id) => base.getOne(withPath(resource), { id }).then((r) => r.data)));
    return { data } as never;
  },
  getManyReference: (resource, params: GetManyReferenceParams) =>
    getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never,
  // A khata is opened at its phone's own path (PUT /admin/khata/:phone), as it is changed.
  create: (resource, params) =>
    resource === 'khata'
      ? (httpClient(`/admin/khata/${encodeURIComponent(String(params.data.phone))}`, {
          method: 'PUT',
          body: JSON.stringify({ name: params.data.name || undefined, limit: params.data.limit }),
        }).then((r) => ({ data: r.json })) as never)
      : base.create(withPath(resource), params),
  // Only what the person changed; a save that changes nothing makes no call.
  update: async (resource, params) => {
    if (WHOLE_RECORD_UPDATES.has(resource)) return base.update(withPath(resource), params);
    const data = changedFields(params.data, params.previousData);
    if (params.previousData && Object.keys(data).length === 0) return { data: params.previousData };
    if (SINGLE_RECORDS.has(resource))
      return httpClient(`/admin/${resource}`, { method: 'PUT', body: JSON.stringify(data) }).then((r) => ({
        data: r.json,
      })) as never;
    return base.update(withPath(resource), { ...params, data });
  },
  updateMany: (resource, params) => base.updateMany(withPath(resource), params),
  delete: (resource, params) => base.delete(withPath(resource), params),
  deleteMany: (resource, params) => base.deleteMany(withPath(resource), params),
};

export const dataProvider = {
  ...crud,

  // Domain calls that are not CRUD (docs/api.md). Each answers the envelope's data.
  getDashboard: () => httpClient('/admin/dashboard').then((r) => r.json),
  getEarnings: (period: 'all' | 'today' | 'week' | 'month') =>
    httpClient(`/admin/earnings?period=${period}`).then((r) => r.json),
  /** A day's cash: each rider's collected, handed over and difference, the counter's cash and the total (GET /admin/cash). */
  getCash: (date: string) => httpClient(`/admin/cash?date=${encodeURIComponent(date)}`).then((r) => r.json as CashDay),
  /** POST /admin/cash/handovers/:id/void: a hand-over recorded by mistake, kept with who voided it and when. */
  voidHandover: (id: number) => httpClient(`/admin/cash/handovers/${id}/void`, jsonBody({})).then((r) => r.envelope),
  getAnalytics: () => httpClient('/admin/analytics').then((r) => r.json),
  /** Users grouped as the spec's GET /admin/users answers: { vendors, deliveryPersons }. */
  getUsersGrouped: (limit = 100) => httpClient(`/admin/users?limit=${limit}`).then((r) => r.json),
  // The order's commands (POST /admin/orders/:id/<command>), one method each, as react-admin's CRM demo adds its own.
  acceptOrder: (id: string | number) => runCommand('accept', id),
  prepareOrder: (id: string | number) => runCommand('prepare', id),
  pickUpOrder: (id: string | number) => runCommand('pick-up', id),
  deliverOrder: (id: string | number, body: CommandBody<'deliver'> = {}) => runCommand('deliver', id, body),
  cancelOrder: (id: string | number, body: CommandBody<'cancel'> = {}) => runCommand('cancel', id, body),
  /** An order held "to confirm", confirmed after a call. */
  confirmOrder: (id: string | number) => runCommand('confirm', id),
  /** "Fake / no one there": cancelled unless delivered, a strike on the number. */
  markOrderFake: (id: string | number, body: CommandBody<'fake'> = {}) => runCommand('fake', id, body),
  confirmPayment: (id: string | number, body: CommandBody<'payment'> = {}) => runCommand('payment', id, body),
  /** The money of a paid, cancelled order given back ({method, utr?}). */
  refundOrder: (id: string | number, body: CommandBody<'refund'>) => runCommand('refund', id, body),
  /** GET /admin/orders/:id/payments: the order's money rows (payments and refunds), voided ones too. */
  getOrderPayments: (id: string | number) =>
    httpClient(`/admin/orders/${id}/payments`).then((r) => r.json as Payment[]),
  /** The live desk: assign, reassign (an id) or unassign (null) the delivery person. */
  assignRider: (id: string | number, riderId: number | null) => runCommand('assign', id, { riderId }),
  /** A returning customer by phone: their last order's name, village, address, landmark (null when none). */
  lookupCustomer: (phone: string) =>
    httpClient(`/admin/customers/lookup?phone=${encodeURIComponent(phone)}`).then(
      (r) => r.json as CustomerLookup | null,
    ),
  /** The storefront's menu and delivery areas, as the site reads them. */
  getMenu: () => httpClient('/menu').then((r) => r.json as Menu),
  /** A phone order: the body of POST /api/orders (the site's rules and prices), source phone. */
  createPhoneOrder: (body: PhoneOrderBody, idempotencyKey: string) =>
    httpClient(`/admin/orders`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
    }).then((r) => r.envelope),
  /** POST /admin/orders/:id/print: the KOT or bill again on its kitchen's network printers; the server's message says how many took it. */
  reprint: (id: string | number, kind: 'kot' | 'bill') =>
    httpClient(`/admin/orders/${id}/print`, jsonBody({ kind })).then((r) => r.envelope),
  /** GET /admin/printers: every kitchen's printers with their state and the tickets waiting for them. */
  getPrinters: () => httpClient('/admin/printers').then((r) => r.json as Printer[]),
  /** Counts one print of the kitchen ticket; answers the order with its printCount. */
  /** PUT /auth/admin/me: the signed-in admin's own name, kept in the session for the greeting. */
  setMyName: (name: string) =>
    httpClient('/auth/admin/me', { method: 'PUT', body: JSON.stringify({ name }) }).then((r) => {
      setSessionName((r.json as { name: string }).name);
      return r.json as { name: string };
    }),
  markPrinted: (id: string | number) => httpClient(`/admin/orders/${id}/printed`, jsonBody({})).then((r) => r.json),
  /** The order's bill: bill number, FSSAI, GSTIN, lines, tax (GET /admin/orders/:id/bill). */
  getBill: (id: string | number) => httpClient(`/admin/orders/${id}/bill`).then((r) => r.json as Bill),
  /** DELETE /admin/users/:id with the role in a JSON body; falls back to POST .../delete on a 500. */
  deleteUser: async (id: string | number, role: string) => {
    try {
      return (await httpClient(`/admin/users/${id}`, { method: 'DELETE', body: JSON.stringify({ role }) })).envelope;
    } catch (error) {
      if ((error as { status?: number }).status !== 500) throw error;
      return (await httpClient(`/admin/users/${id}/delete`, jsonBody({ role, action: 'delete' }))).envelope;
    }
  },
  /**
   * GET /admin/orders/export: every order matching the list's filters (not one page), as
   * the CSV file the server streams, and the name it gives it. The bearer token goes along as on every call.
   */
  exportOrders: (filter: Record<string, unknown>) => fetchCsv(`/admin/orders/export?${queryOf(filter)}`),
  /** GET /admin/reports/gst: an India month's GST summary, one row per restaurant. */
  getGstReport: (month: string) =>
    httpClient(`/admin/reports/gst?${queryOf({ month })}`).then((r) => r.json as GstReport),
  /** GET /admin/bills: the bill register of a range of India days, cancelled bills too. */
  getBills: (query: Omit<BillRegisterQuery, 'format'>) =>
    httpClient(`/admin/bills?${queryOf(query)}`).then((r) => r.json as BillRegisterEntry[]),
  /** The same report as its CSV file (format=csv), with the name the server gives it. */
  downloadGstReport: (month: string) => fetchCsv(`/admin/reports/gst?${queryOf({ month, format: 'csv' })}`),
  downloadBills: (query: Omit<BillRegisterQuery, 'format'>) =>
    fetchCsv(`/admin/bills?${queryOf({ ...query, format: 'csv' })}`),
  uploadRestaurantImage: (id: string | number, file: File) => {
    const form = new FormData();
    form.append('image', file);
    return httpClient(`/admin/restaurants/${id}/image`, { method: 'POST', body: form }).then((r) => r.json);
  },
  /** A dish's photo from the phone or PC: POST /admin/menu-items/:id/image; answers the dish. */
  uploadDishImage: (id: string | number, file: File) => {
    const form = new FormData();
    form.append('image', file);
    return httpClient(`/admin/menu-items/${id}/image`, { method: 'POST', body: form }).then((r) => r.json);
  },
  approveApplication: (id: string | number) =>
    httpClient(`/admin/onboarding/${id}/approve`, jsonBody({})).then((r) => r.envelope),
  rejectApplication: (id: string | number) =>
    httpClient(`/admin/onboarding/${id}/reject`, jsonBody({})).then((r) => r.envelope),
  replyToTicket: (id: string | number, response: string) =>
    httpClient(`/admin/support/${id}/reply`, jsonBody({ response })).then((r) => r.envelope),
  closeTicket: (id: string | number) => httpClient(`/admin/support/${id}/close`, jsonBody({})).then((r) => r.envelope),
};

export type AppDataProvider = typeof dataProvider;
