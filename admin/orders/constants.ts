/** The six statuses the admin can pick, in policy order. */
export const ORDER_STATUSES = [
  'placed',
  'accepted',
  'preparing',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;

/** Orders per page: a busy evening's orders on one screen of a laptop (the owner's choice over the spec's 5). */
export const ORDERS_PER_PAGE = 25;
/** What the owner may choose instead, on a laptop at the end of the day. */
export const ORDER_ROWS_PER_PAGE = [5, 10, 25, 50];

/** Status badge colours; anything else is grey. */
export const ORDER_STATUS_COLORS = {
  placed: { bg: '#fef3c7', fg: '#92400e' }, // yellow
  accepted: { bg: '#dbeafe', fg: '#1e40af' }, // blue
  preparing: { bg: '#ffedd5', fg: '#9a3412' }, // orange
  out_for_delivery: { bg: '#ede9fe', fg: '#5b21b6' }, // purple
  delivered: { bg: '#dcfce7', fg: '#166534' }, // green
  cancelled: { bg: '#fee2e2', fg: '#991b1b' }, // red
};
