/**
 * Admin earnings, computed in SQL. Only delivered orders count. For each restaurant:
 *   commission = round(sum of (item subtotal − coupon discount, not below 0) × the rate the order was taken at)
 *   earnings   = commission + sum of delivery charges
 * in integer paise (rounded half up once per restaurant). The rate is the order's own
 * (orders.commission_bp), so changing a restaurant's rate changes only later orders.
 * Periods are [from, to) in UTC ms.
 * Not the ledger (db/ledger.ts): earnings are on sales (orders delivered), not on when the money came in.
 */
import { deliveredDueIn, dueParams } from './dueDay';
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { istDate, istDayNumber, istDayStart, istMonthStart, istWeekStart } from '../shared/indiaTime';
import { toRupees } from '../shared/money';
import type { Period } from '../shared/statuses';

export type { Period };

export function periodStart(period: Period, now: number): number {
  switch (period) {
    case 'today':
      return istDayStart(now);
    case 'week':
      return istWeekStart(now);
    case 'month':
      return istMonthStart(now);
    default:
      return 0;
  }
}

export interface EarningsRow {
  restaurantId: number;
  restaurantName: string;
  commissionBp: number;
  orders: number;
  revenuePaise: number;
  subtotalPaise: number;
  deliveryPaise: number;
  commissionPaise: number;
}

// `e.commission` is the sum of subtotal × rate (paise × basis points). The row's rate is the
// one its orders were taken at, weighted by subtotal when it changed within the period.
const EARNINGS_COLUMNS = `r.id as restaurantId, r.name as restaurantName,
              case when e.subtotal > 0 then (e.commission + e.subtotal / 2) / e.subtotal else r.commission_bp end as commissionBp,
              e.orders, e.revenue as revenuePaise, e.subtotal as subtotalPaise, e.delivery as deliveryPaise,
              (e.commission + 5000) / 10000 as commissionPaise`;
const EARNINGS_ORDER = `order by commissionPaise + deliveryPaise desc, r.name asc, r.id asc`;

// The per-restaurant sums the rollups keep (db/derived.ts), as `e`: all time, from the start
// of an IST month ('YYYY-MM') on, from an IST day on.
const ALL_TIME = `(select restaurant_id, orders, total as revenue, subtotal, delivery, commission
                     from restaurant_order_stats where status = 'delivered' and orders > 0) e`;
const SINCE_MONTH = `(select restaurant_id, sum(orders) as orders, sum(total) as revenue, sum(subtotal) as subtotal, sum(delivery) as delivery, sum(commission) as commission
                        from order_monthly_stats where status = 'delivered' and month >= ?
                       group by restaurant_id having sum(orders) > 0) e`;
const SINCE_DAY = `(select restaurant_id, sum(orders) as orders, sum(total) as revenue, sum(subtotal) as subtotal, sum(delivery) as delivery, sum(commission) as commission
                      from order_daily_stats where status = 'delivered' and day >= ?
                     group by restaurant_id having sum(orders) > 0) e`;
// A period's totals over the same rows, each restaurant's commission rounded once as in its row.
const SUMS = `coalesce(sum(e.revenue), 0) as revenuePaise,
              coalesce(sum((e.commission + 5000) / 10000 + e.delivery), 0) as earningsPaise`;

/**
 * The statements of one connection, prepared once. The per-restaurant rows come as arrays and
 * are named by `earningsRow`: better-sqlite3 building 2,000 rows as objects cost 40 % of the read.
 */
const statements = preparedOnce((sqlite) => ({
  // From scratch over the orders: any [from, to) window.
  scan: sqlite
    .prepare(
      `select ${EARNINGS_COLUMNS}
       from (select restaurant_id, count(*) as orders, sum(total_paise) as revenue,
                    sum(subtotal_paise) as subtotal, sum(delivery_charge_paise) as delivery, sum(max(subtotal_paise - discount_paise, 0) * commission_bp) as commission
               from ${deliveredDueIn('restaurant_id, total_paise, subtotal_paise, delivery_charge_paise, discount_paise, commission_bp')}
              group by restaurant_id) e
       join restaurants r on r.id = e.restaurant_id
      ${EARNINGS_ORDER}`,
    )
    .raw(true),
  // All time: the per-restaurant totals the triggers keep (db/derived.ts).
  allTime: sqlite
    .prepare(
      `select ${EARNINGS_COLUMNS} from ${ALL_TIME} join restaurants r on r.id = e.restaurant_id ${EARNINGS_ORDER}`,
    )
    .raw(true),
  allTimeSums: sqlite.prepare(`select ${SUMS} from ${ALL_TIME} join restaurants r on r.id = e.restaurant_id`),
  // From the start of an IST month on: the per-restaurant-per-month rollup ('YYYY-MM').
  sinceMonth: sqlite
    .prepare(
      `select ${EARNINGS_COLUMNS} from ${SINCE_MONTH} join restaurants r on r.id = e.restaurant_id ${EARNINGS_ORDER}`,
    )
    .raw(true),
  sinceMonthSums: sqlite.prepare(`select ${SUMS} from ${SINCE_MONTH} join restaurants r on r.id = e.restaurant_id`),
  // From an IST day on: the per-restaurant-per-day rollup.
  sinceDay: sqlite
    .prepare(
      `select ${EARNINGS_COLUMNS} from ${SINCE_DAY} join restaurants r on r.id = e.restaurant_id ${EARNINGS_ORDER}`,
    )
    .raw(true),
  sinceDaySums: sqlite.prepare(`select ${SUMS} from ${SINCE_DAY} join restaurants r on r.id = e.restaurant_id`),
}));

type EarningsColumns = [number, string, number, number, number, number, number, number];
const earningsRow = ([
  restaurantId,
  restaurantName,
  commissionBp,
  orders,
  revenuePaise,
  subtotalPaise,
  deliveryPaise,
  commissionPaise,
]: EarningsColumns): EarningsRow => ({
  restaurantId,
  restaurantName,
  commissionBp,
  orders,
  revenuePaise,
  subtotalPaise,
  deliveryPaise,
  commissionPaise,
});
const rowsOf = (columns: unknown[]): EarningsRow[] => (columns as EarningsColumns[]).map(earningsRow);

/**
 * Earnings per restaurant of the delivered orders due in [from, to) (placed then, or scheduled for then: db/dueDay.ts). Open-ended periods
 * that start on an IST month or day boundary (all, month, today, week) read the maintained rollups;
 * any other window sums the orders themselves. Both give the same figures.
 */
export function earningsRows(database: AppDatabase, from: number, to = Number.MAX_SAFE_INTEGER): EarningsRow[] {
  const s = statements(database);
  if (to === Number.MAX_SAFE_INTEGER) {
    if (from <= 0) return rowsOf(s.allTime.all());
    if (istMonthStart(from) === from) return rowsOf(s.sinceMonth.all(istDate(from).slice(0, 7)));
    if (istDayStart(from) === from) return rowsOf(s.sinceDay.all(istDayNumber(from)));
  }
  return rowsOf(s.scan.all(...dueParams(from, to)));
}

/** Totals of a period in paise: revenue (order totals) and admin earnings. */
export function earningsTotals(database: AppDatabase, from: number, to?: number) {
  const rows = earningsRows(database, from, to);
  const sum = (f: (r: EarningsRow) => number) => rows.reduce((acc, r) => acc + f(r), 0);
  return {
    rows,
    orders: sum((r) => r.orders),
    revenuePaise: sum((r) => r.revenuePaise),
    subtotalPaise: sum((r) => r.subtotalPaise),
    commissionPaise: sum((r) => r.commissionPaise),
    deliveryPaise: sum((r) => r.deliveryPaise),
    earningsPaise: sum((r) => r.commissionPaise + r.deliveryPaise),
  };
}

/**
 * Revenue and admin earnings (paise) of the delivered orders from `from` (all time, or the
 * start of an IST month or day) to now: the same figures as earningsTotals, summed in SQL
 * without building and sorting a row per restaurant (what the dashboard needs).
 */
export function periodSums(database: AppDatabase, from: number): { revenuePaise: number; earningsPaise: number } {
  const s = statements(database);
  if (from <= 0) return s.allTimeSums.get() as { revenuePaise: number; earningsPaise: number };
  if (istMonthStart(from) === from)
    return s.sinceMonthSums.get(istDate(from).slice(0, 7)) as { revenuePaise: number; earningsPaise: number };
  if (istDayStart(from) === from)
    return s.sinceDaySums.get(istDayNumber(from)) as { revenuePaise: number; earningsPaise: number };
  const t = earningsTotals(database, from);
  return { revenuePaise: t.revenuePaise, earningsPaise: t.earningsPaise };
}

export function earningsReport(database: AppDatabase, period: Period, now = Date.now()) {
  const t = earningsTotals(database, periodStart(period, now));
  return {
    period,
    totalEarnings: toRupees(t.earningsPaise),
    totalRevenue: toRupees(t.revenuePaise),
    totalOrders: t.orders,
    summary: {
      totalCommissionEarnings: toRupees(t.commissionPaise),
      totalDeliveryCharges: toRupees(t.deliveryPaise),
      // Weighted by item subtotal: what the commission amounts to over all sales (one decimal).
      averageCommissionRate: t.subtotalPaise > 0 ? Math.round((t.commissionPaise * 1000) / t.subtotalPaise) / 10 : 0,
      deliveryChargePerOrder: t.orders > 0 ? toRupees(Math.round(t.deliveryPaise / t.orders)) : 0,
    },
    earningsBreakdown: t.rows.map((r) => ({
      restaurantId: r.restaurantId,
      restaurantName: r.restaurantName,
      totalOrders: r.orders,
      totalRevenue: toRupees(r.revenuePaise),
      commissionRate: r.commissionBp / 100,
      totalCommission: toRupees(r.commissionPaise),
      totalDeliveryCharges: toRupees(r.deliveryPaise),
      totalEarnings: toRupees(r.commissionPaise + r.deliveryPaise),
    })),
  };
}
