/**
 * The tables derived from `orders` and `order_items` (migration 0002_scale, commission sums
 * from 0005 and after the discount from 0015, customers' last orders from 0016, month rows
 * from 0017, Analytics' narrow day and restaurant rows from 0021 (restaurants' weeks instead
 * of months from 0025): a trigram full-text index and the counters/rollups behind the
 * dashboard, earnings, analytics and list totals).
 * Days are those an order is due on: an order for later's scheduled day, else the day it was
 * placed (the figures_by_due_day migration). Triggers keep them in step with every write; this module refills them from scratch, with
 * the same statements the migrations used to fill them the first time. The large seed calls
 * it after a bulk insert made with the triggers set aside.
 */
import type Database from 'better-sqlite3';

export const DERIVED_TABLES = [
  'order_status_counts',
  'restaurant_order_stats',
  'order_daily_stats',
  'order_monthly_stats',
  'dish_daily_stats',
  'customer_order_counts',
  'customer_last_orders',
  'order_day_totals',
  'restaurant_week_orders',
  'restaurant_day_orders',
] as const;

const REFILL = [
  `INSERT INTO orders_fts (orders_fts) VALUES ('rebuild')`,
  `INSERT INTO order_status_counts (status, n) SELECT status, count(*) FROM orders GROUP BY status`,
  `INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total, commission) SELECT status, restaurant_id, count(*), sum(subtotal_paise), sum(delivery_charge_paise), sum(total_paise), sum(max(subtotal_paise - discount_paise, 0) * commission_bp) FROM orders GROUP BY status, restaurant_id`,
  `INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total, commission) SELECT status, ((coalesce(scheduled_for, created_at) + 19800000) / 86400000), restaurant_id, count(*), sum(subtotal_paise), sum(delivery_charge_paise), sum(total_paise), sum(max(subtotal_paise - discount_paise, 0) * commission_bp) FROM orders GROUP BY 1, 2, 3`,
  `INSERT INTO order_monthly_stats (status, month, restaurant_id, orders, subtotal, delivery, total, commission) SELECT status, strftime('%Y-%m', (coalesce(scheduled_for, created_at) + 19800000) / 1000, 'unixepoch'), restaurant_id, count(*), sum(subtotal_paise), sum(delivery_charge_paise), sum(total_paise), sum(max(subtotal_paise - discount_paise, 0) * commission_bp) FROM orders GROUP BY 1, 2, 3`,
  `INSERT INTO dish_daily_stats (day, name, quantity) SELECT ((coalesce(o.scheduled_for, o.created_at) + 19800000) / 86400000), i.name, sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.status != 'cancelled' GROUP BY 1, 2`,
  `INSERT INTO customer_order_counts (customer_id, n) SELECT customer_id, count(*) FROM orders WHERE customer_id IS NOT NULL GROUP BY customer_id`,
  `INSERT INTO customer_last_orders (customer_id, at) SELECT customer_id, max(created_at) FROM orders WHERE customer_id IS NOT NULL GROUP BY customer_id`,
  `INSERT INTO order_day_totals (day, placed, cancelled, delivered, delivered_total) SELECT ((coalesce(scheduled_for, created_at) + 19800000) / 86400000), count(*), count(*) FILTER (WHERE status = 'cancelled'), count(*) FILTER (WHERE status = 'delivered'), coalesce(sum(total_paise) FILTER (WHERE status = 'delivered'), 0) FROM orders GROUP BY 1`,
  `INSERT INTO restaurant_week_orders (week, restaurant_id, orders) SELECT (((coalesce(scheduled_for, created_at) + 19800000) / 86400000 + 3) / 7), restaurant_id, count(*) FROM orders WHERE status != 'cancelled' GROUP BY 1, 2`,
  `INSERT INTO restaurant_day_orders (day, restaurant_id, orders) SELECT ((coalesce(scheduled_for, created_at) + 19800000) / 86400000), restaurant_id, count(*) FROM orders WHERE status != 'cancelled' GROUP BY 1, 2`,
];

/** Empties and refills every derived table (and rebuilds the full-text index). Returns what it rebuilt. */
export function rebuildDerivedData(sqlite: Database.Database): string[] {
  const has = (name: string) => sqlite.prepare(`select 1 from sqlite_master where name = ?`).get(name) !== undefined;
  if (!has('orders_fts')) return [];
  sqlite.transaction(() => {
    for (const table of DERIVED_TABLES) sqlite.exec(`delete from ${table}`);
    for (const statement of REFILL) sqlite.exec(statement);
  })();
  return ['orders_fts', ...DERIVED_TABLES];
}
