/**
 * The order lists: the admin's (filtered, searched, paged, Daily Order's sums), the kitchen's and
 * the rider's own, the CSV export, and a returning caller's last order. Reads only.
 */
import type Database from 'better-sqlite3';
import type { AppDatabase } from '../client';
import { ORDER_STATUSES, type Fulfilment, type OrderStatus } from '../schema';
import { ORDER_COLUMNS, type OrderRow } from './row';
import { isDescending, offsetOf, type PageOf, type PageQuery } from '../paging';
import { ownOrdersSql, type PartnerKind } from '../partners';
import { preparedOnce } from '../statements';
import { deliveredMoneySums, ledgersOf, REFUND_DUE, REFUNDED, type OrderLedger } from '../ledger';
import { caseVariants, likePattern } from '../search';
import { asciiDigits } from '../../shared/contact';
import { normalisePhone } from '../../shared/ordering';
import { DAY_MS, istDateStart, istDayStart, istWeekStart } from '../../shared/indiaTime';
import { dueBetween, dueParams } from '../dueDay';
import type { DELIVERY_PROOF_FILTERS, PaymentMethod, PaymentStatus, RefundStatus } from '../../shared/statuses';

/** A delivered order: the day's sums count only those (as earnings do). Over `orders` unqualified. */
const DELIVERED = `status = 'delivered'`;

/**
 * When an order was delivered: the stamp of its delivery in its history (the payment confirmed a
 * day later writes the order again, not when it was delivered); an order not delivered, or from
 * before the history kept the stamp, its last change. Over `orders` unqualified.
 */
const DELIVERED_AT = `coalesce((select max(h.at) from order_status_history h where h.order_id = orders.id and h.status = 'delivered'), updated_at, created_at)`;

/**
 * The day a rider's delivery counts in: the day it was delivered (an order still out, the day of
 * its last change), bound by riderDayParams(from, to). Their list of the day's deliveries and the
 * day close's riders read it. An order is delivered before its last change, so the range of
 * orders_status_finished_idx from `from` on holds every one of the day's.
 */
export const RIDER_DAY = `coalesce(updated_at, created_at) >= ? and ${DELIVERED_AT} >= ? and ${DELIVERED_AT} < ?`;
/** RIDER_DAY's parameters for the day [from, to). */
export const riderDayParams = (from: number, to: number): [number, number, number] => [from, from, to];

/** The filters of the order list and its CSV export (same meaning in both). */
export interface OrderFilters {
  q?: string;
  status?: OrderStatus;
  restaurantId?: number;
  paymentMethod?: PaymentMethod;
  paymentStatus?: PaymentStatus;
  /** Held and waiting to be confirmed (true), or not (false). */
  toConfirm?: boolean;
  /** Marked "fake / no one there" (true), or not (false). */
  fake?: boolean;
  /** Paid, then cancelled, and still owed back (due), or given back (refunded). */
  refundStatus?: RefundStatus;
  /** Delivered with the customer's code, overridden by the owner, or delivered with no code asked. */
  deliveryProof?: (typeof DELIVERY_PROOF_FILTERS)[number];
  /** Orders for later not yet delivered or cancelled (true), or the others (false). */
  later?: boolean;
  /** Orders for later the kitchen has not been rung for yet (true), or the others (false): the kitchen's "new" orders are `status=placed&upcoming=false`. */
  upcoming?: boolean;
  /** An IST calendar day, YYYY-MM-DD, already checked to exist. */
  date?: string;
  /** Orders placed since the start of today / this week (Monday), India time. */
  period?: 'today' | 'week';
  /** A range of IST calendar days, YYYY-MM-DD, both included; either end may be left open. */
  from?: string;
  to?: string;
}

/**
 * What a search names besides a name: an order number as the admin shows it (ORD-000464,
 * ord464, #464, 464) → its id, or a 10-digit phone (+91 98765 43210) → the stored phone.
 * Both are index look-ups (the primary key, orders_customer_phone_idx).
 */
export function searchKeys(q: string): { id?: number; phone?: string; phoneEnd?: string } {
  // Numbers typed in any script (९८७६…) are looked up as the ASCII digits they are stored as; a
  // phone is read exactly as an order's phone is (shared/ordering.ts), +91 or a leading 0 dropped.
  const phone = normalisePhone(q);
  const compact = asciiDigits(q).replace(/[\s()-]/g, '');
  const number = /^(?:#|ORD)?0*(\d{1,9})$/i.exec(compact);
  const keys: { id?: number; phone?: string; phoneEnd?: string } = {};
  if (number && Number(number[1]) > 0) keys.id = Number(number[1]);
  if (/^\d{10}$/.test(phone)) keys.phone = phone;
  // 4 to 9 digits may also be the end of the caller's number, which is what people remember.
  else if (/^\d{4,9}$/.test(compact)) keys.phoneEnd = compact;
  return keys;
}

/** An order for later still to be delivered (through orders_scheduled_idx). */
const LATER = `scheduled_for is not null and status not in ('delivered','cancelled')`;
/** An order for later whose kitchen has not been rung yet (orders_ring_due_idx). */
export const UPCOMING = 'ring_at is not null and rung_at is null';

/** Delivered orders by how the delivery was proven (their delivery code's row, by its primary key). */
const DELIVERY_PROOF_WHERE = {
  code: `status = 'delivered' and id in (select order_id from delivery_codes where verified_at is not null)`,
  overridden: `status = 'delivered' and id in (select order_id from delivery_codes where overridden_at is not null)`,
  none: `status = 'delivered' and id not in (select order_id from delivery_codes where verified_at is not null or overridden_at is not null)`,
} as const;

/** A name search of three characters or more: the orders the trigram index finds (one parameter, the FTS5 query). */
const TEXT_MATCH = 'id in (select rowid from orders_fts where orders_fts match ?)';

/** The WHERE clause (and its parameters) of the order filters, on the orders table; `textOnly`: a name search and nothing else. */
function orderFilterSql(
  filters: OrderFilters,
  dayStart?: number,
  now = Date.now(),
): { whereSql: string; params: unknown[]; q: string; textOnly: boolean; from: string } {
  const where: string[] = [];
  const params: unknown[] = [];
  // A NUL would end the FTS5 query string early ("unterminated string", a 500): drop it.
  const q = filters.q?.replace(/\0/g, '').trim() ?? '';
  const keys = q ? searchKeys(q) : {};
  if (keys.id !== undefined || keys.phone !== undefined || keys.phoneEnd !== undefined) {
    // An order number or a phone: exact look-ups, no text search (digits are not names).
    const or: string[] = [];
    if (keys.id !== undefined) {
      or.push('id = ?');
      params.push(keys.id);
    }
    if (keys.phone !== undefined) {
      or.push('customer_phone = ?');
      params.push(keys.phone);
    }
    if (keys.phoneEnd !== undefined) {
      // The last four digits go through orders_phone_last4_idx; LIKE checks the rest on those rows only.
      or.push(`(substr(customer_phone, -4) = ? and customer_phone like ?)`);
      params.push(keys.phoneEnd.slice(-4), `%${keys.phoneEnd}`);
    }
    where.push(`(${or.join(' or ')})`);
  } else if (q) {
    // Names are stored on the order, so the search needs no join. Three characters or more
    // go through the trigram index (same matches as LIKE '%q%', case-insensitive); shorter
    // ones have no trigram and fall back to LIKE, once per case form of their letters.
    if ([...q].length >= 3) {
      where.push(TEXT_MATCH);
      params.push(`"${q.replace(/"/g, '""')}"`);
    } else {
      const patterns = caseVariants(q).map(likePattern);
      where.push(
        `(${patterns.map(() => `customer_name like ? escape '\\' or restaurant_name like ? escape '\\'`).join(' or ')})`,
      );
      for (const p of patterns) params.push(p, p);
    }
  }
  if (filters.status) {
    where.push('status = ?');
    params.push(filters.status);
  }
  if (filters.toConfirm !== undefined) {
    const waiting = `(hold_reason is not null and confirmed_at is null and status != 'cancelled')`;
    where.push(filters.toConfirm ? waiting : `not ${waiting}`);
  }
  if (filters.fake !== undefined) where.push(filters.fake ? 'fake_at is not null' : 'fake_at is null');
  // The refunds owed, read from their partial index (`from`, below) as the dashboard's "Refunds due" reads them.
  // The refunds owed, as the dashboard's "Refunds due" reads them: from the ledger.
  if (filters.refundStatus) where.push(filters.refundStatus === 'due' ? REFUND_DUE : REFUNDED);
  if (filters.deliveryProof) where.push(DELIVERY_PROOF_WHERE[filters.deliveryProof]);
  if (filters.later !== undefined) where.push(filters.later ? `(${LATER})` : `not (${LATER})`);
  if (filters.upcoming !== undefined) where.push(filters.upcoming ? `(${UPCOMING})` : `not (${UPCOMING})`);
  if (filters.restaurantId) {
    where.push('restaurant_id = ?');
    params.push(filters.restaurantId);
  }
  if (filters.paymentMethod) {
    where.push('payment_method = ?');
    params.push(filters.paymentMethod);
  }
  if (filters.paymentStatus) {
    where.push('payment_status = ?');
    params.push(filters.paymentStatus);
  }
  // A day's orders are those due that day (Daily Order, the export's and the kitchen's `date`): an order for later on its day.
  if (dayStart !== undefined) {
    where.push(dueBetween());
    params.push(...dueParams(dayStart, dayStart + 86_400_000));
  }
  if (filters.period) {
    where.push('created_at >= ?');
    params.push(filters.period === 'today' ? istDayStart(now) : istWeekStart(now));
  }
  where.push(...dayRangeSql(filters, params));
  const textOnly = where.length === 1 && where[0] === TEXT_MATCH;
  const from = 'orders';
  return { whereSql: where.length ? `where ${where.join(' and ')}` : '', params, q, textOnly, from };
}

/** `from`/`to` as conditions on created_at (through its index); a day that does not exist limits nothing. */
function dayRangeSql({ from, to }: Pick<OrderFilters, 'from' | 'to'>, params: unknown[]): string[] {
  const where: string[] = [];
  const start = from ? istDateStart(from) : Number.NaN;
  const end = to ? istDateStart(to) : Number.NaN;
  if (!Number.isNaN(start)) {
    where.push('created_at >= ?');
    params.push(start);
  }
  if (!Number.isNaN(end)) {
    where.push('created_at < ?');
    params.push(end + DAY_MS);
  }
  return where;
}

/** One order as the CSV export writes it (server/lib/csv.ts turns it into a line). */
export interface ExportRow {
  id: number;
  createdAt: number;
  status: string;
  customerName: string | null;
  customerPhone: string | null;
  villageName: string | null;
  address: string | null;
  itemsSummary: string | null;
  subtotalPaise: number;
  deliveryChargePaise: number;
  discountPaise: number;
  totalPaise: number;
  paymentMethod: string;
  fulfilment: string;
  deliveryPersonName: string | null;
  restaurantName: string | null;
  billNumber: string | null;
  couponCode: string | null;
  holdReason: string | null;
  confirmedAt: number | null;
  fakeReason: string | null;
  /** From the order's bill (null for an order with none): the value GST is on, and its halves. */
  taxablePaise: number | null;
  cgstPaise: number | null;
  sgstPaise: number | null;
  /** An order for later: when it is due (null: as soon as possible). */
  scheduledFor: number | null;
  /** A party's order: the request it came from, whose advance is its first payment. */
  partyRequestId: number | null;
  /** Its money and rows of the ledger (the payment words, the UTR, the Payments column read them). */
  ledger: OrderLedger;
}

const EXPORT_COLUMNS = `id, created_at as createdAt, status, customer_name as customerName, customer_phone as customerPhone, village_name as villageName, address,
  items_summary as itemsSummary, subtotal_paise as subtotalPaise, delivery_charge_paise as deliveryChargePaise, discount_paise as discountPaise, total_paise as totalPaise,
  payment_method as paymentMethod, fulfilment, delivery_person_name as deliveryPersonName, restaurant_name as restaurantName,
  bill_number as billNumber, coupon_code as couponCode, hold_reason as holdReason, confirmed_at as confirmedAt, fake_reason as fakeReason,
  (select taxable_paise from bills where order_id = orders.id) as taxablePaise, (select cgst_paise from bills where order_id = orders.id) as cgstPaise,
  (select sgst_paise from bills where order_id = orders.id) as sgstPaise, scheduled_for as scheduledFor, party_request_id as partyRequestId`;

const EXPORT_BATCH = 1000;

/**
 * Every matching order for the CSV export, newest first, read in batches on the app's own
 * connection: each batch is one short query, so the connection is free between batches for
 * the requests that come meanwhile. The next batch starts after the last order read
 * (created_at, id), so an order changed while the file is written is written once, as it was
 * when its batch was read, and orders placed meanwhile are not in it. A batch is 1,000 orders,
 * about 20 ms of reading at a million orders: a batch of 8,000 held the connection (and the
 * event loop) for 150 ms at a time.
 */
export function* exportRows(database: AppDatabase, filters: OrderFilters, dayStart?: number): Generator<ExportRow[]> {
  const statement = filtered(database);
  const { whereSql, params, from } = orderFilterSql(filters, dayStart);
  const first = statement(
    `select ${EXPORT_COLUMNS} from ${from} ${whereSql} order by created_at desc, id desc limit ?`,
  );
  const after = statement(
    `select ${EXPORT_COLUMNS} from ${from} ${whereSql ? `${whereSql} and` : 'where'} (created_at, id) < (?, ?) order by created_at desc, id desc limit ?`,
  );
  // Each batch's money is read from the ledger with it, one query for the batch's orders.
  const withLedger = (rows: Array<Omit<ExportRow, 'ledger'>>): ExportRow[] => {
    const ledgers = ledgersOf(
      database,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, ledger: ledgers.get(r.id)! }));
  };
  let batch = withLedger(first.all(...params, EXPORT_BATCH) as ExportRow[]);
  for (;;) {
    if (batch.length > 0) yield batch;
    if (batch.length < EXPORT_BATCH) return;
    const last = batch[batch.length - 1];
    batch = withLedger(after.all(...params, last.createdAt, last.id, EXPORT_BATCH) as ExportRow[]);
  }
}

const counters = preparedOnce((sqlite) => ({
  // Totals without counting rows: the counters the triggers keep (db/derived.ts).
  all: sqlite.prepare('select coalesce(sum(n), 0) from order_status_counts').pluck(),
  status: sqlite.prepare('select coalesce(sum(n), 0) from order_status_counts where status = ?').pluck(),
  restaurant: sqlite
    .prepare(
      `select coalesce(sum(orders), 0) from restaurant_order_stats where status in (${ORDER_STATUSES.map((s) => `'${s}'`).join(',')}) and restaurant_id = ?`,
    )
    .pluck(),
  restaurantStatus: sqlite
    .prepare('select coalesce(sum(orders), 0) from restaurant_order_stats where status = ? and restaurant_id = ?')
    .pluck(),
}));

/**
 * The filtered statements, prepared once per text: the order list is the hot read, and
 * building the same query through Drizzle cost more than running it. A text depends only on
 * which filters are set, so there are few of them.
 */
const filtered = preparedOnce((sqlite) => {
  const byText = new Map<string, Database.Statement>();
  return (text: string): Database.Statement => {
    let statement = byText.get(text);
    if (!statement) byText.set(text, (statement = sqlite.prepare(text)));
    return statement;
  };
});

/** A day's delivered orders (Daily Order): their number and sum, and the sum by payment method (UPI: and the part not yet confirmed). */
export type DaySums = { paise: number; orders: number; cashPaise: number; upiPaise: number; upiAwaitingPaise: number };

export type OrderSort = 'createdAt' | 'totalAmount' | 'status' | 'scheduledFor';
/** `scheduledFor` sorts by the time an order is due: its scheduled time, else when it was placed. */
const ORDER_SORT_COLUMNS: Record<OrderSort, string> = {
  createdAt: 'created_at',
  totalAmount: 'total_paise',
  status: 'status',
  scheduledFor: 'coalesce(scheduled_for, created_at)',
};

/**
 * A page of the admin's order list, newest first unless sorted. With a day (Daily Order) and
 * no search, also the day's delivered orders and their sum over the whole day, not only the
 * page: the list shows every order, cancelled ones too, but only delivered ones count (as in
 * earnings: a cancelled or unfinished order earns nothing).
 */
export function listOrders(
  database: AppDatabase,
  query: PageQuery<OrderSort> & OrderFilters,
  dayStart?: number,
): PageOf<OrderRow> & { day?: DaySums } {
  const statement = filtered(database);
  const { whereSql, params, q, textOnly, from } = orderFilterSql(query, dayStart);

  let total: number;
  let day: DaySums | undefined;
  if (query.date && !q) {
    // The same pass sums the delivered orders by payment method (cash + UPI = the day's total).
    // How each order counts is the ledger's (its rows), as on the dashboard.
    const sums = statement(
      `select count(*) as total, coalesce(sum(total_paise) filter (where ${DELIVERED}), 0) as paise, count(*) filter (where ${DELIVERED}) as orders, ${deliveredMoneySums('orders.id')}
         from ${from} ${whereSql}`,
    ).get(...params) as DaySums & { total: number };
    ({ total } = sums);
    day = {
      paise: sums.paise,
      orders: sums.orders,
      cashPaise: sums.cashPaise,
      upiPaise: sums.upiPaise,
      upiAwaitingPaise: sums.upiAwaitingPaise,
    };
  } else if (
    !q &&
    !query.date &&
    !query.period &&
    !query.from &&
    !query.to &&
    !query.paymentMethod &&
    !query.paymentStatus &&
    query.toConfirm === undefined &&
    query.fake === undefined &&
    !query.refundStatus &&
    !query.deliveryProof &&
    query.later === undefined &&
    query.upcoming === undefined
  ) {
    const count = counters(database);
    if (query.restaurantId)
      total = (
        query.status
          ? count.restaurantStatus.get(query.status, query.restaurantId)
          : count.restaurant.get(query.restaurantId)
      ) as number;
    else total = (query.status ? count.status.get(query.status) : count.all.get()) as number;
  } else if (textOnly) {
    // The index counts its own matches without reading an order ("ram": 83,000 of a million in ms).
    total = statement(`select count(*) from orders_fts where orders_fts match ?`)
      .pluck()
      .get(...params) as number;
  } else {
    total = statement(`select count(*) from ${from} ${whereSql}`)
      .pluck()
      .get(...params) as number;
  }

  const descendingOrder = isDescending(query, { unsorted: 'desc' });
  const offset = offsetOf(query);
  const column = ORDER_SORT_COLUMNS[query.sort ?? 'createdAt'];
  // Past the middle, read from the other end of the index and flip the page: the last page
  // of a million orders costs what the first one does (the order (column, id) is total).
  const fromEnd = offset > 0 && offset + query.limit / 2 > total / 2;
  const direction = descendingOrder !== fromEnd ? 'desc' : 'asc';
  const limit = fromEnd ? Math.max(0, Math.min(query.limit, total - offset)) : query.limit;
  // A common name ("ram") matches tens of thousands of orders: rather than read and sort them
  // all, walk the orders newest first (orders_created_idx) and keep the matches, which are
  // dense enough to fill a page soon. A rare one is cheaper read by its matches and sorted.
  // SQLite cannot weigh an FTS match, so the choice is made here: walking costs about
  // (offset + limit) × orders / matches rows, sorting about `matches`.
  const walkNewest =
    textOnly && column === 'created_at' && total * total > (offset + limit) * (counters(database).all.get() as number);
  let rows =
    limit === 0
      ? []
      : (statement(
          `select ${ORDER_COLUMNS} from ${walkNewest ? 'orders indexed by orders_created_idx' : from} ${whereSql} order by ${column} ${direction}, id ${direction} limit ? offset ?`,
        ).all(...params, limit, fromEnd ? Math.max(0, total - offset - limit) : offset) as OrderRow[]);
  if (fromEnd) rows = rows.reverse();
  return { rows, total, offset, ...(day && { day }) };
}

export type PartnerOrderSort = OrderSort | 'updatedAt' | 'stage';
const PARTNER_SORT_COLUMNS: Record<Exclude<PartnerOrderSort, 'stage'>, string> = {
  ...ORDER_SORT_COLUMNS,
  updatedAt: 'coalesce(updated_at, created_at)',
};
/**
 * The kitchen's "All" tab: new orders first (placed and rung: an order for later before its time
 * is not new yet), then the ones in hand, then delivered and cancelled; newest first within each.
 * Ascending is that order; descending turns the stages round and keeps newest first.
 */
const STAGE = `case when status = 'placed' and not (ring_at is not null and rung_at is null) then 0 when status in ('delivered','cancelled') then 2 else 1 end`;
const partnerOrderBy = (sort: PartnerOrderSort | undefined, direction: 'asc' | 'desc'): string =>
  sort === 'stage'
    ? `${STAGE} ${direction}, created_at desc, id desc`
    : `${PARTNER_SORT_COLUMNS[sort ?? 'createdAt']} ${direction}, id ${direction}`;
const UNFINISHED = `status not in ('delivered','cancelled')`;

/**
 * One page of a kitchen's or rider's own orders. A kitchen's `dayStart` is the day the order is
 * due (placed, or for later: as in the admin's lists); a rider's is the day of the order's last step, so
 * `status=delivered&date=` is the day's deliveries, and without a status a rider sees the
 * orders still to finish.
 */
export function listPartnerOrders(
  database: AppDatabase,
  partner: { id: number; kind: PartnerKind },
  query: PageQuery<PartnerOrderSort> & Pick<OrderFilters, 'q' | 'status' | 'toConfirm' | 'later' | 'upcoming'>,
  dayStart?: number,
): PageOf<OrderRow> {
  const byPlacedDay = partner.kind === 'vendor';
  const { whereSql, params } = orderFilterSql(
    { q: query.q, status: query.status, toConfirm: query.toConfirm, later: query.later, upcoming: query.upcoming },
    byPlacedDay ? dayStart : undefined,
  );
  const own = ownOrdersSql(partner);
  const where = [whereSql.replace(/^where /, ''), own.sql].filter(Boolean);
  const all = [...params, ...own.params];
  if (!byPlacedDay) {
    if (!query.status) where.push(UNFINISHED);
    if (dayStart !== undefined) {
      where.push(RIDER_DAY);
      all.push(...riderDayParams(dayStart, dayStart + 86_400_000));
    }
  }
  const whereClause = `where ${where.join(' and ')}`;
  const statement = filtered(database);
  const total = statement(`select count(*) from orders ${whereClause}`)
    .pluck()
    .get(...all) as number;
  const direction = isDescending(query, { unsorted: 'desc' }) ? 'desc' : 'asc';
  const offset = offsetOf(query);
  const rows = statement(
    `select ${ORDER_COLUMNS} from orders ${whereClause} order by ${partnerOrderBy(query.sort, direction)} limit ? offset ?`,
  ).all(...all, query.limit, offset) as OrderRow[];
  return { rows, total, offset };
}

const desk = preparedOnce((sqlite) => ({
  // Where the food last reached them: a delivered delivery first (a cancelled pickup has no
  // address to give), else their last order of any kind.
  lastOrderByPhone: sqlite.prepare(
    `select customer_name as name, customer_phone as phone, fulfilment, village_id as villageId, village_name as villageName,
            address, landmark, created_at as createdAt
       from orders where customer_phone = ?
      order by (status = 'delivered' and fulfilment = 'delivery' and address is not null) desc, created_at desc, id desc limit 1`,
  ),
}));

export type LastOrderOfCustomer = {
  name: string;
  phone: string;
  fulfilment: Fulfilment;
  villageId: number | null;
  villageName: string | null;
  address: string | null;
  landmark: string | null;
  createdAt: number;
};

/** Who a returning caller is: name, village and address of the last order delivered to this phone (else its last order). */
export function lastOrderOfPhone(database: AppDatabase, phone: string): LastOrderOfCustomer | undefined {
  return desk(database).lastOrderByPhone.get(phone) as LastOrderOfCustomer | undefined;
}
