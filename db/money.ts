/**
 * How a delivered order's money counts, written once for every screen that adds up a day: the
 * admin dashboard, Daily Order, the rider's Today (and the cash they hand over). Two screens that
 * counted differently once told a rider an unconfirmed UPI order was cash in their hand while the
 * dashboard called it UPI; with one definition the figures agree to the paisa.
 *
 * - cash: `payment_method = 'cash'`. A UPI order the customer paid in cash at the door is switched
 *   to cash when it is delivered (the rider or kitchen says so), so the method is where the money went.
 * - UPI: `payment_method = 'upi'` and paid (a UTR seen, or "received").
 * - UPI awaiting: `payment_method = 'upi'` and not paid: nobody has seen that money yet, in hand or
 *   in the account. It is no one's cash.
 *
 * The fragments read the columns of `orders` unqualified; they are for statements over that
 * table alone. Only delivered orders count (as in earnings): `DELIVERED` says so.
 */
export const DELIVERED = `status = 'delivered'`;
export const IS_CASH = `payment_method = 'cash'`;
export const IS_UPI_PAID = `(payment_method = 'upi' and payment_status = 'paid')`;
export const IS_UPI_AWAITING = `(payment_method = 'upi' and payment_status != 'paid')`;
/** Paid, then cancelled, and not yet given back: a refund owed (the rows of orders_refund_due_idx). The dashboard's count and the order list's filter both read it. */
export const REFUND_DUE = `(status = 'cancelled' and payment_status = 'paid' and refunded_at is null)`;
/** The table to read REFUND_DUE from: its partial index by name, since the planner would rather walk every cancelled order. */
export const REFUND_DUE_FROM = 'orders indexed by orders_refund_due_idx';

/**
 * The select list of a day's money over the rows a statement reads: `cashPaise`, `upiPaise` (UPI
 * paid and awaiting: cash + UPI = the delivered total) and `upiAwaitingPaise` (the part of UPI
 * nobody has confirmed), each over the delivered orders only.
 */
export const MONEY_SUMS = [
  `coalesce(sum(total_paise) filter (where ${DELIVERED} and ${IS_CASH}), 0) as cashPaise`,
  `coalesce(sum(total_paise) filter (where ${DELIVERED} and (${IS_UPI_PAID} or ${IS_UPI_AWAITING})), 0) as upiPaise`,
  `coalesce(sum(total_paise) filter (where ${DELIVERED} and ${IS_UPI_AWAITING}), 0) as upiAwaitingPaise`,
].join(', ');

/**
 * The day a rider's delivery counts in: the day of its last change (delivering it, for a finished
 * order), bound as [from, to). Their Today figure and the list of orders behind it both read it.
 */
export const RIDER_DAY = 'coalesce(updated_at, created_at) >= ? and coalesce(updated_at, created_at) < ?';

/**
 * Each rider's deliveries of a day and their money, one row per rider (`riderId`, `deliveries`
 * and MONEY_SUMS), bound as (from, to, riderId, riderId) with a null rider id for every rider.
 * The rider's own Today (GET /api/delivery/summary) and the owner's day close (GET
 * /api/admin/cash) both run this one statement, so the cash a rider collected is the same figure
 * on both screens, to the paisa. The day is one range of orders_status_finished_idx.
 */
export const RIDERS_DAY_MONEY = `select delivery_person_id as riderId, count(*) as deliveries, ${MONEY_SUMS} from orders
  where ${DELIVERED} and ${RIDER_DAY} and delivery_person_id is not null and (? is null or delivery_person_id = ?)
  group by delivery_person_id`;

/**
 * The cash taken at the counter on a day: pickup orders handed over (delivered) and paid in cash,
 * by the day they were handed over (RIDER_DAY's day), bound as (from, to). An order with a rider
 * is that rider's cash, never the counter's as well.
 */
export const COUNTER_DAY_CASH = `select coalesce(sum(total_paise), 0) from orders
  where ${DELIVERED} and ${IS_CASH} and fulfilment = 'pickup' and delivery_person_id is null and ${RIDER_DAY}`;

export type MoneySums = { cashPaise: number; upiPaise: number; upiAwaitingPaise: number };
