/**
 * The order status policy, pure so the admin can offer only allowed moves:
 * forward only through placed → accepted → preparing → out_for_delivery → delivered (a step
 * may be skipped, e.g. a pickup order goes from preparing straight to delivered; never
 * backwards), and cancel only before preparation begins (from placed or accepted).
 */
export const ORDER_FLOW = ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'] as const;
export const ALL_ORDER_STATUSES = [...ORDER_FLOW, 'cancelled'] as const;
export type OrderStatusName = (typeof ALL_ORDER_STATUSES)[number];

/** Each status in English as the admin's order list names it (tabs, status menu); the CSV
 *  export writes the same words, so a spreadsheet reads like the screen. */
export const ORDER_STATUS_LABELS: Record<OrderStatusName, string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  preparing: 'Preparing',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The same in Hindi, as the admin's order list and a table's bill say them. */
export const ORDER_STATUS_LABELS_HI: Record<OrderStatusName, string> = {
  placed: 'नया',
  accepted: 'स्वीकार',
  preparing: 'बन रहा है',
  out_for_delivery: 'डिलीवरी के लिए निकला',
  delivered: 'पहुँचा दिया',
  cancelled: 'रद्द',
};

export function allowedNextStatuses(from: OrderStatusName): OrderStatusName[] {
  const next: OrderStatusName[] = [];
  const i = (ORDER_FLOW as readonly string[]).indexOf(from);
  if (i >= 0) next.push(...ORDER_FLOW.slice(i + 1));
  if (from === 'placed' || from === 'accepted') next.push('cancelled');
  return next;
}

/** null when the move is allowed, else the message the admin sees in the toast. */
export function statusChangeError(from: OrderStatusName, to: OrderStatusName): string | null {
  if (from === to) return `Order is already ${from.replace(/_/g, ' ')}`;
  if (allowedNextStatuses(from).includes(to)) return null;
  if (to === 'cancelled')
    return `Cannot cancel an order that is ${from.replace(/_/g, ' ')}: cancelling is only possible before preparation begins`;
  return `Cannot change status from ${from} to ${to}`;
}

/** What the kitchen's ready mark and hand-over look at. */
export interface KitchenOrderState {
  status: OrderStatusName;
  fulfilment: 'delivery' | 'pickup' | 'dine_in';
  readyAt: string | number | null;
}

/** null when the kitchen may mark the food ready (once, while accepted or being prepared), else why not. */
export function readyMarkError(order: KitchenOrderState): string | null {
  if (order.readyAt != null) return 'Order is already marked ready';
  if (order.status === 'accepted' || order.status === 'preparing') return null;
  return `Cannot mark an order ready that is ${order.status.replace(/_/g, ' ')}`;
}

/**
 * null when the kitchen may finish the order by handing it over (→ delivered), else why not:
 * only a pickup order (a rider finishes a delivery), once it is being prepared or marked ready.
 */
export function handOverError(order: KitchenOrderState): string | null {
  // A round of a table is served by the kitchen as a pickup is handed over.
  if (order.fulfilment === 'delivery')
    return 'Only a pickup order is handed over by the kitchen; the rider delivers this one';
  if (order.status === 'preparing' || (order.status === 'accepted' && order.readyAt != null)) return null;
  return `Cannot hand over an order that is ${order.status.replace(/_/g, ' ')}`;
}
