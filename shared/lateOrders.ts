/**
 * An order nobody has accepted for a while is flagged (red, with the minutes it has waited) on
 * the admin's dashboard and order list and in the kitchen app, so it is not forgotten.
 */
export const LATE_AFTER_MS = 5 * 60_000;

/** Whole minutes an order has waited since it was placed, when it still waits and is late; else null. */
export function lateMinutes(order: { status: string; createdAt: string | null | undefined }, now: number, lateAfterMs = LATE_AFTER_MS): number | null {
  if (order.status !== 'placed' || !order.createdAt) return null;
  const waited = now - Date.parse(order.createdAt);
  return waited >= lateAfterMs ? Math.floor(waited / 60_000) : null;
}
