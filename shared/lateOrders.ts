/**
 * An order nobody has accepted for a while is flagged (red, with the minutes it has waited) on
 * the admin's dashboard and order list and in the kitchen app, so it is not forgotten.
 */
export const LATE_AFTER_MS = 5 * 60_000;

/**
 * Whole minutes an order has waited since it came in, when it still waits and is late; else
 * null. An order for later comes in when the kitchen is rung for it (`ringAt`), and does not
 * wait before that.
 */
export function lateMinutes(
  order: { status: string; createdAt: string | null | undefined; ringAt?: string | null; upcoming?: boolean },
  now: number,
  lateAfterMs = LATE_AFTER_MS,
): number | null {
  if (order.status !== 'placed' || !order.createdAt || order.upcoming) return null;
  const waited = now - Math.max(Date.parse(order.createdAt), order.ringAt ? Date.parse(order.ringAt) : 0);
  return waited >= lateAfterMs ? Math.floor(waited / 60_000) : null;
}
