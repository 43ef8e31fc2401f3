/** Pure helpers of the tracking page: the timeline, India times, how the order is paid, the WhatsApp summary. No React here. */
import type { OrderStatus, Tracking } from './api';
import type { Fulfilment } from './cart';
import { formatRupees } from './cart';
import { enOrder as en, type OrderMessages as Messages } from './i18n/en-order';
import { LOCALES, type Lang } from './i18n/lang';
import { hindiClock } from './i18n/format';
import { indiaClockOf } from '../shared/ordering';

export const POLL_INTERVAL_MS = 4000;
/** sessionStorage: the order just placed in this tab (the tracking page then says thank you). */
export const PLACED_ORDER_KEY = 'gaon-rasoi-placed';

export const isFinished = (status: OrderStatus) => status === 'delivered' || status === 'cancelled';

export function statusLabel(status: OrderStatus, fulfilment: Fulfilment | 'dine_in', t: Messages = en): string {
  const s = t.track.statuses;
  if (status === 'delivered') return fulfilment === 'pickup' ? s.pickedUp : s.delivered;
  return s[status] ?? String(status);
}

/** Who made a change, as the tracking answer says it. */
export type StatusBy = keyof Messages['track']['by'];

/** "by the kitchen", "by you"… or null when the answer does not say (or says something unknown). */
export function byLabel(by: string | undefined, t: Messages = en): string | null {
  return by && Object.hasOwn(t.track.by, by) ? t.track.by[by as StatusBy] : null;
}

/**
 * A status change as the helpers read it: the tracking answer's, or one written by hand in a
 * test (who made it and why may be left out).
 */
type HistoryStep = Pick<Tracking['history'][number], 'status' | 'at'> & { by?: string | null; reason?: string | null };
/** An ordered line; `nameHi` may be left out. */
type ItemLine = Pick<Tracking['items'][number], 'name' | 'quantity' | 'price'> & { nameHi?: string | null };

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** when it happened (first time in the history), null while still to come */
  at: string | null;
  /** who made it happen (the history's `by` of that change), when known */
  by: string | null;
  /** the kitchen's reason, on a cancelled step that has one */
  reason: string | null;
  state: 'done' | 'current' | 'todo';
}

/**
 * placed → accepted → preparing → out for delivery → delivered (pickup skips "out for
 * delivery"); a cancelled order shows the steps it reached, then "Cancelled".
 */
export function timeline(
  t: Pick<Tracking, 'status' | 'fulfilment'> & { history: HistoryStep[] },
  messages: Messages = en,
): TimelineStep[] {
  const order: OrderStatus[] =
    t.fulfilment === 'pickup'
      ? ['placed', 'accepted', 'preparing', 'delivered']
      : ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'];
  const firstAt = new Map<OrderStatus, string>();
  const firstOf = new Map<OrderStatus, HistoryStep>();
  for (const h of t.history)
    if (!firstAt.has(h.status)) {
      firstAt.set(h.status, h.at);
      firstOf.set(h.status, h);
    }
  const byOf = (s: OrderStatus) => firstOf.get(s)?.by ?? null;
  if (!firstAt.has('placed') && t.history.length === 0) firstAt.set('placed', '');
  if (t.status === 'cancelled') {
    const reached = order.filter((s) => firstAt.has(s));
    return [
      ...reached.map((s) => ({
        status: s,
        label: statusLabel(s, t.fulfilment, messages),
        at: firstAt.get(s) || null,
        by: byOf(s),
        reason: null,
        state: 'done' as const,
      })),
      {
        status: 'cancelled',
        label: statusLabel('cancelled', t.fulfilment, messages),
        at: firstAt.get('cancelled') ?? null,
        by: byOf('cancelled'),
        reason: firstOf.get('cancelled')?.reason?.trim() || null,
        state: 'current',
      },
    ];
  }
  const currentIndex = Math.max(0, order.indexOf(t.status));
  return order.map((s, i) => ({
    status: s,
    label: statusLabel(s, t.fulfilment, messages),
    at: firstAt.get(s) || null,
    by: byOf(s),
    reason: null,
    state: i < currentIndex ? 'done' : i === currentIndex ? (t.status === 'delivered' ? 'done' : 'current') : 'todo',
  }));
}

const formats = (lang: Lang) => ({
  time: new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }),
  day: new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' }),
});
const byLang: Partial<Record<Lang, ReturnType<typeof formats>>> = {};

/**
 * "7:45 pm" in India time; "21 Nov, 7:45 pm" when not on `now`'s day. In Hindi the part of the day,
 * as every Hindi clock of the site says it: "शाम 7:45 बजे", "21 नव॰, शाम 7:45 बजे".
 * Accepts ISO text or epoch ms.
 */
export function formatIndiaTime(at: string | number, now: Date = new Date(), lang: Lang = 'en'): string {
  const d = new Date(typeof at === 'string' && /^\d+$/.test(at) ? Number(at) : at);
  if (Number.isNaN(d.getTime())) return '';
  const { time: timeFormat, day: dayFormat } = (byLang[lang] ??= formats(lang));
  const time =
    lang === 'hi'
      ? hindiClock(indiaClockOf(d.getTime()))
      : timeFormat
          .format(d)
          .replace(/\s?(AM|PM)$/i, (m) => m.toLowerCase())
          .replace(/\u202f/g, ' ');
  return dayFormat.format(d) === dayFormat.format(now) ? time : `${dayFormat.format(d)}, ${time}`;
}

/** An ordered dish's name in the page's language: Hindi where the kitchen gave one. */
export const itemName = (i: ItemLine, lang: string): string => (lang === 'hi' && i.nameHi) || i.name;

/** How an order is paid, as far as the helpers need it (an answer without the fields is cash). */
export type Payment = Pick<Tracking, 'fulfilment'> &
  Partial<Pick<Tracking, 'paymentMethod' | 'paymentStatus' | 'totalAmount'>>;

/** A coupon paid the whole bill: ₹0 to pay, which no one paid by UPI or in cash. */
export const isFree = (t: Pick<Payment, 'totalAmount'>): boolean => t.totalAmount === 0;

/**
 * How the order is paid, in the words that follow its total ("Total (cash on delivery)"): cash
 * on delivery or at pickup, UPI (still to pay), or paid by UPI. A UPI order never says cash.
 */
export function paymentWords(t: Payment, messages: Messages = en): string {
  if (isFree(t)) return messages.track.freeWords;
  if (t.paymentStatus === 'paid') return messages.track.paidUpi;
  if (t.paymentMethod === 'upi') return messages.track.byUpi;
  return t.fulfilment === 'pickup' ? messages.checkout.payPickup : messages.checkout.payDelivery;
}

/** The prefilled WhatsApp text about an order. */
export function orderSummaryText(
  t: Pick<Tracking, 'orderId' | 'totalAmount'> & Payment & { items: ItemLine[] },
  trackingLink?: string,
  messages: Messages = en,
  amount: (rupees: number) => string = formatRupees,
): string {
  const items = t.items.map((i) => `${i.quantity} × ${itemName(i, messages.lang)}`).join(', ');
  return messages.track.summary(t.orderId, items, amount(t.totalAmount), paymentWords(t, messages), trackingLink);
}
