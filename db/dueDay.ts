/**
 * The time an order counts at in every figure: when it is due. An order for later counts on the
 * day it is scheduled for (and delivered), any other on the day it was placed; the rollup
 * triggers read the same `coalesce(scheduled_for, created_at)` (the figures_by_due_day migration).
 */

/**
 * "Due in [from, to)" over `orders` (columns of `alias`, if given), as two index ranges: orders
 * for now by created_at, orders for later by scheduled_for (orders_scheduled_idx). Binds four
 * parameters: `dueParams(from, to)`.
 */
export const dueBetween = (alias = ''): string => {
  const c = (column: string) => (alias ? `${alias}.${column}` : column);
  return `((${c('scheduled_for')} is null and ${c('created_at')} >= ? and ${c('created_at')} < ?) or (${c('scheduled_for')} >= ? and ${c('scheduled_for')} < ?))`;
};

export const dueParams = (from: number, to: number): [number, number, number, number] => [from, to, from, to];

/**
 * The delivered orders due in [from, to), as a subquery of `columns`: the same two index ranges
 * as `dueBetween`, written as a UNION ALL so the first keeps orders_status_created_idx (status
 * and time) and the second orders_scheduled_idx (`+status` keeps the planner off the status
 * index there). Binds four parameters: `dueParams(from, to)`.
 */
export const deliveredDueIn = (columns: string): string =>
  `(select ${columns} from orders where status = 'delivered' and scheduled_for is null and created_at >= ? and created_at < ?
    union all select ${columns} from orders where +status = 'delivered' and scheduled_for >= ? and scheduled_for < ?)`;
