/**
 * Which order lists an order belongs to, and where in them: the filters and sorts of
 * GET /api/{admin|vendor|delivery}/orders (db/orders.ts writes them as SQL), read on one order.
 * The apps apply a live event to the lists they show with it, instead of fetching them again;
 * tests/api/order-lists.test.ts holds it to what the server answers.
 */
import { DAY_MS, istDateStart, istDayStart, istWeekStart } from './indiaTime';

export type OrderListAudience = 'admin' | 'vendor' | 'delivery';

/** The fields of an order (as every order answer carries them) the filters and sorts read. */
export interface ListedOrder {
  id: number;
  status: string;
  createdAt: string;
  /** The time of the order's last step (its creation when none). */
  updatedAt: string;
  totalAmount: number;
  scheduledFor: string | null;
  upcoming: boolean;
  toConfirm: boolean;
  fakeAt: string | null;
  refundStatus: string | null;
  paymentMethod: string;
  paymentStatus: string;
  restaurant: { id: number };
}

/** A list's filter as react-admin holds it: values as set, or as text when they came from the URL. */
export type OrderListFilter = Record<string, unknown>;

const FINISHED = new Set(['delivered', 'cancelled']);

/** A filter value that is set (undefined, null and '' filter nothing, as the data providers send nothing for them). */
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';
/** true or false as a filter holds it (a boolean, or its text from the URL). */
const flag = (value: unknown) => String(value) === 'true';

const ms = (iso: string) => Date.parse(iso);
const between = (at: number, from: number, to: number) => at >= from && at < to;

/**
 * Whether `order` is in the list that `filter` asks `audience`'s GET …/orders for: true, false,
 * or undefined when the client cannot tell (a text search: the server's trigram index decides)
 * and the list must be asked again. A partner's stream only carries its own orders, and a
 * rider's an order given to someone else as order.deleted, so whose orders they are is not checked.
 * `now` is the time "today" and "this week" are counted from.
 */
export function orderMatchesFilter(
  order: ListedOrder,
  filter: OrderListFilter,
  audience: OrderListAudience,
  now = Date.now(),
): boolean | undefined {
  const known = Object.entries(filter).filter(([, value]) => isSet(value));
  for (const [key, value] of known) {
    const matches = FILTERS[key]?.(order, value, audience, now);
    // An unknown filter (or a search) is the server's to apply.
    if (matches === undefined) return undefined;
    if (!matches) return false;
  }
  // Without a status, a rider's list is the orders still to finish.
  if (audience === 'delivery' && !isSet(filter.status) && FINISHED.has(order.status)) return false;
  return true;
}

type FilterTest = (order: ListedOrder, value: unknown, audience: OrderListAudience, now: number) => boolean | undefined;

/** The day an order is due: for later, its scheduled day; else the day it was placed (db/dueDay.ts). */
const dueAt = (order: ListedOrder) => ms(order.scheduledFor ?? order.createdAt);

const FILTERS: Record<string, FilterTest> = {
  q: () => undefined,
  status: (order, value) => order.status === value,
  paymentMethod: (order, value) => order.paymentMethod === value,
  paymentStatus: (order, value) => order.paymentStatus === value,
  toConfirm: (order, value) => order.toConfirm === flag(value),
  fake: (order, value) => (order.fakeAt !== null) === flag(value),
  refundStatus: (order, value) => order.refundStatus === value,
  later: (order, value) => (order.scheduledFor !== null && !FINISHED.has(order.status)) === flag(value),
  upcoming: (order, value) => order.upcoming === flag(value),
  restaurantId: (order, value) => order.restaurant.id === Number(value),
  date: (order, value, audience) => {
    const start = istDateStart(String(value));
    if (Number.isNaN(start)) return undefined;
    // A rider's day is the day of the order's last step; a kitchen's and the admin's, the day it is due.
    return between(audience === 'delivery' ? ms(order.updatedAt) : dueAt(order), start, start + DAY_MS);
  },
  period: (order, value, _audience, now) =>
    ms(order.createdAt) >= (value === 'today' ? istDayStart(now) : istWeekStart(now)),
  from: (order, value) => {
    const start = istDateStart(String(value));
    return Number.isNaN(start) || ms(order.createdAt) >= start;
  },
  to: (order, value) => {
    const start = istDateStart(String(value));
    return Number.isNaN(start) || ms(order.createdAt) < start + DAY_MS;
  },
};

/** A list's sort as react-admin holds it. */
export interface OrderListSort {
  field?: string;
  order?: string;
}

/** The kitchen's stage order: new orders (placed and rung), then those in hand, then finished ones. */
const stageOf = (order: ListedOrder) =>
  order.status === 'placed' && !order.upcoming ? 0 : FINISHED.has(order.status) ? 2 : 1;

const SORT_KEYS: Record<string, (order: ListedOrder) => number | string> = {
  createdAt: (order) => ms(order.createdAt),
  updatedAt: (order) => ms(order.updatedAt),
  totalAmount: (order) => order.totalAmount,
  status: (order) => order.status,
  scheduledFor: dueAt,
};

const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order the server gives a list with this sort (ties by id, the same way); undefined for a
 * sort the client does not know. Without a field (or "id") it is by time placed, newest first
 * unless ascending.
 */
export function orderListComparator(
  sort: OrderListSort = {},
): ((a: ListedOrder, b: ListedOrder) => number) | undefined {
  const sign = sort.order === 'ASC' ? 1 : -1;
  if (sort.field === 'stage')
    return (a, b) =>
      sign * (stageOf(a) - stageOf(b)) || -compare(ms(a.createdAt), ms(b.createdAt)) || -compare(a.id, b.id);
  const key = SORT_KEYS[!sort.field || sort.field === 'id' ? 'createdAt' : sort.field];
  if (!key) return undefined;
  return (a, b) => sign * (compare(key(a), key(b)) || compare(a.id, b.id));
}
