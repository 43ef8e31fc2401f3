/** Pure helpers of the tracking page: the timeline, India times, the WhatsApp summary. No React here. */
import type { OrderStatus, Tracking } from './api';
import type { Fulfilment } from './cart';
import { formatRupees } from './cart';

export const POLL_INTERVAL_MS = 4000;
/** sessionStorage: the order just placed in this tab (the tracking page then says thank you). */
export const PLACED_ORDER_KEY = 'gaon-rasoi-placed';

export const isFinished = (status: OrderStatus) => status === 'delivered' || status === 'cancelled';

export function statusLabel(status: OrderStatus, fulfilment: Fulfilment): string {
  switch (status) {
    case 'placed':
      return 'Order placed';
    case 'accepted':
      return 'Accepted by the kitchen';
    case 'preparing':
      return 'Being prepared';
    case 'out_for_delivery':
      return 'Out for delivery';
    case 'delivered':
      return fulfilment === 'pickup' ? 'Picked up' : 'Delivered';
    case 'cancelled':
      return 'Cancelled';
    default:
      return String(status);
  }
}

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** when it happened (first time in the history), null while still to come */
  at: string | null;
  state: 'done' | 'current' | 'todo';
}

/**
 * placed → accepted → preparing → out for delivery → delivered (pickup skips "out for
 * delivery"); a cancelled order shows the steps it reached, then "Cancelled".
 */
export function timeline(t: Pick<Tracking, 'status' | 'fulfilment' | 'history'>): TimelineStep[] {
  const order: OrderStatus[] = t.fulfilment === 'pickup' ? ['placed', 'accepted', 'preparing', 'delivered'] : ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'];
  const firstAt = new Map<OrderStatus, string>();
  for (const h of t.history) if (!firstAt.has(h.status)) firstAt.set(h.status, h.at);
  if (!firstAt.has('placed') && t.history.length === 0) firstAt.set('placed', '');
  if (t.status === 'cancelled') {
    const reached = order.filter((s) => firstAt.has(s));
    return [
      ...reached.map((s) => ({ status: s, label: statusLabel(s, t.fulfilment), at: firstAt.get(s) || null, state: 'done' as const })),
      { status: 'cancelled', label: 'Cancelled', at: firstAt.get('cancelled') ?? null, state: 'current' },
    ];
  }
  const currentIndex = Math.max(0, order.indexOf(t.status));
  return order.map((s, i) => ({
    status: s,
    label: statusLabel(s, t.fulfilment),
    at: firstAt.get(s) || null,
    state: i < currentIndex ? 'done' : i === currentIndex ? (t.status === 'delivered' ? 'done' : 'current') : 'todo',
  }));
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });
const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' });

/** "7:45 pm" in India time; "21 Nov, 7:45 pm" when not on `now`'s day. Accepts ISO text or epoch ms. */
export function formatIndiaTime(at: string | number, now: Date = new Date()): string {
  const d = new Date(typeof at === 'string' && /^\d+$/.test(at) ? Number(at) : at);
  if (Number.isNaN(d.getTime())) return '';
  const time = timeFormat.format(d).replace(/\s?(AM|PM)$/i, (m) => m.toLowerCase()).replace(/\u202f/g, ' ');
  return dayFormat.format(d) === dayFormat.format(now) ? time : `${dayFormat.format(d)}, ${time}`;
}

/** The prefilled WhatsApp text about an order. */
export function orderSummaryText(t: Pick<Tracking, 'orderId' | 'items' | 'totalAmount' | 'fulfilment'>, trackingLink?: string): string {
  const items = t.items.map((i) => `${i.quantity} × ${i.name}`).join(', ');
  const pay = t.fulfilment === 'pickup' ? 'cash at pickup' : 'cash on delivery';
  return `Hello Gaon Rasoi! About my order ${t.orderId}: ${items}. Total ${formatRupees(t.totalAmount)} (${pay}).${trackingLink ? ` Tracking: ${trackingLink}` : ''}`;
}
