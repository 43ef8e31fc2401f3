/**
 * The rules of taking an order, pure so the server (site orders and phone orders alike), the
 * site's checkout and the admin's phone-order form all apply the very same ones: opening
 * hours in India time, what a valid order is, and how it is priced. Prices always come from
 * the menu passed in (the database), never from what the customer sent.
 */
import { asciiDigits, isMobileNumber, PHONE_LENGTH_MESSAGE, PHONE_MOBILE_MESSAGE, visibleName } from './contact';
import { parseZonedTime, scheduleError, SLOT_LIMITS } from './scheduling';
import type { RefusalKind } from './refusal';

/** The site's menu tabs, in order. */
export const MENU_CATEGORIES = [
  { id: 'thali', name: 'Thali Special' },
  { id: 'roti', name: 'Bread & Parathas' },
  { id: 'sabji', name: 'Vegetables' },
  { id: 'dal', name: 'Dal & Curry' },
  { id: 'rice', name: 'Rice' },
  { id: 'dessert', name: 'Desserts' },
] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number]['id'];
// Marked pure: a page that never reads the ids (the site's first load) carries no code for them.
export const MENU_CATEGORY_IDS = /* @__PURE__ */ MENU_CATEGORIES.map((c) => c.id) as MenuCategory[];
/** Any dish category id: the six above or the owner's own (lowercase letters, digits and dashes). */
export const DISH_CATEGORY_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;
/** The category id made from a name the owner typed: "Cold Drinks" → "cold-drinks"; "" when nothing is left. */
export function categoryIdOf(name: string): string {
  const id = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '')
    .slice(0, 31)
    .replace(/-+$/, '');
  return DISH_CATEGORY_PATTERN.test(id) ? id : '';
}

export const ORDER_LIMITS = {
  maxLines: 30,
  maxQuantity: 20,
  nameLength: 100,
  addressLength: 300,
  landmarkLength: 150,
  noteLength: 500,
} as const;

/** India has one time zone and no daylight saving: UTC+5:30. */
const INDIA_OFFSET_MINUTES = 330;

/** "HH:MM" (00:00–23:59, and 24:00 as a closing time) → minutes after midnight; NaN when malformed. */
export function minutesOfDay(hhmm: string): number {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(hhmm);
  if (!match) return NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > 24 * 60 ? NaN : minutes;
}

export const isOpeningTime = (hhmm: string): boolean => minutesOfDay(hhmm) < 24 * 60;

/** Equal times would mean a kitchen that never opens (or, read the other way, never closes): both are refused. */
export const SAME_HOURS_MESSAGE = 'Closing time must differ from opening time';
export const sameHours = (opensAt: string, closesAt: string): boolean =>
  minutesOfDay(opensAt) === minutesOfDay(closesAt);

/** True when India time at `nowMs` falls within opensAt–closesAt (a close before the open runs past midnight). */
export function isWithinHours(opensAt: string, closesAt: string, nowMs: number): boolean {
  const open = minutesOfDay(opensAt);
  const close = minutesOfDay(closesAt);
  if (Number.isNaN(open) || Number.isNaN(close) || open === close) return false;
  const now = Math.floor((nowMs / 60_000 + INDIA_OFFSET_MINUTES) % (24 * 60));
  return open < close ? now >= open && now < close : now >= open || now < close;
}

/** "23:00" → "11:00 PM", the way the site writes its hours. */
export function formatClock(hhmm: string): string {
  const minutes = minutesOfDay(hhmm) % (24 * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export const closedMessage = (opensAt: string): string => `Closed now — opens at ${formatClock(opensAt)}`;
export const OFFLINE_MESSAGE = 'Closed now — not taking orders at the moment';

/** The longest a kitchen may be busy or paused in one go: a forgotten pause must not close it for days. */
export const MAX_PAUSE_MINUTES = 12 * 60;

/** A busy or paused time that is still ahead, else null: a time in the past is simply off. */
export const stillAhead = (untilMs: number | null | undefined, nowMs: number): number | null =>
  untilMs != null && untilMs > nowMs ? untilMs : null;

/** "HH:MM" in India time of a UTC ms time. */
export const indiaClockOf = (ms: number): string =>
  new Date(ms + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);

/** The extra wait of a busy kitchen: the whole minutes left until its busy time ends (0 when not busy). */
export const busyMinutesLeft = (busyUntilMs: number | null | undefined, nowMs: number): number => {
  const until = stillAhead(busyUntilMs, nowMs);
  return until === null ? 0 : Math.ceil((until - nowMs) / 60_000);
};

/** A restaurant answer's busy and paused times as they stand at `nowMs` (a screen may show an answer for minutes). */
export function kitchenPauseAt(r: { busyUntil?: string | null; pausedUntil?: string | null }, nowMs: number) {
  const ms = (iso?: string | null) => (iso ? Date.parse(iso) : null);
  const busyUntil = stillAhead(ms(r.busyUntil), nowMs);
  return {
    pausedUntil: stillAhead(ms(r.pausedUntil), nowMs),
    busyUntil,
    busyMinutes: busyMinutesLeft(busyUntil, nowMs),
  };
}

export const pausedMessage = (untilMs: number): string =>
  `Not taking orders until ${formatClock(indiaClockOf(untilMs))}`;

/**
 * Why a busy or paused time cannot be set, or null when it can: it must be ahead of now, and
 * at most MAX_PAUSE_MINUTES ahead. `value` is an ISO time (a zone is required: it is a moment).
 */
export function pauseTimeError(value: string, nowMs: number, label = 'The time'): string | null {
  const ms = /(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim()) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) return `${label} must be an ISO date-time with its zone, e.g. 2026-03-10T15:00:00.000Z`;
  if (ms <= nowMs) return `${label} must be in the future (null ends it now)`;
  if (ms > nowMs + MAX_PAUSE_MINUTES * 60_000)
    return `${label} must be at most ${MAX_PAUSE_MINUTES / 60} hours from now`;
  return null;
}

/** null while the kitchen takes orders, else what the customer is told. */
export function kitchenClosedMessage(kitchen: KitchenForOrder, nowMs: number): string | null {
  if (!kitchen.isActive) return OFFLINE_MESSAGE;
  const paused = stillAhead(kitchen.pausedUntil, nowMs);
  if (paused !== null) return pausedMessage(paused);
  return isWithinHours(kitchen.opensAt, kitchen.closesAt, nowMs) ? null : closedMessage(kitchen.opensAt);
}

export interface OrderRequest {
  customer: { name: string; phone: string };
  /** "dine_in" only for a round of a table (quoteOrder's atTable); the site's checkout is delivery or pickup. */
  fulfilment: 'delivery' | 'pickup' | 'dine_in';
  villageId?: number | null;
  address?: string | null;
  landmark?: string | null;
  note?: string | null;
  items: Array<{ dishId: number; quantity: number }>;
  /** Cash (the default) or UPI to the restaurant's UPI ID. */
  paymentMethod?: 'cash' | 'upi';
  /** One coupon code, any case. */
  couponCode?: string | null;
  /** An order for later: when it is wanted (ISO with its zone); absent, null or blank: as soon as possible. */
  scheduledFor?: string | null;
}

export interface KitchenForOrder {
  id: number;
  name: string;
  isActive: boolean;
  opensAt: string;
  closesAt: string;
  /** UTC ms: no new orders until then (null, or a past time: not paused). */
  pausedUntil?: number | null;
  /** The length of a time slot and the least notice for an order for later (default 15 and 30 minutes). */
  slotMinutes?: number;
  leadMinutes?: number;
}

/** The kitchen's slot settings, with their defaults. */
export const kitchenClock = (kitchen: KitchenForOrder) => ({
  ...kitchen,
  slotMinutes: kitchen.slotMinutes ?? SLOT_LIMITS.slotMinutes.default,
  leadMinutes: kitchen.leadMinutes ?? SLOT_LIMITS.leadMinutes.default,
});
export interface DishForOrder {
  id: number;
  name: string;
  nameHi?: string | null;
  pricePaise: number;
  available: boolean;
}
export interface AreaForOrder {
  id: number;
  name: string;
  nameHi?: string | null;
  deliveryChargePaise: number;
  minimumOrderPaise: number;
}

export interface OrderQuote {
  customer: { name: string; phone: string };
  fulfilment: 'delivery' | 'pickup' | 'dine_in';
  village: AreaForOrder | null;
  address: string | null;
  landmark: string | null;
  note: string | null;
  lines: Array<{ dishId: number; name: string; nameHi: string | null; quantity: number; pricePaise: number }>;
  subtotalPaise: number;
  deliveryChargePaise: number;
  totalPaise: number;
  /** When an order for later is wanted (UTC ms); null: as soon as possible. */
  scheduledFor: number | null;
}

export type QuoteResult =
  | { ok: true; quote: OrderQuote }
  | { ok: false; kind: Extract<RefusalKind, 'invalid' | 'conflict'>; message: string; errors?: Record<string, string> };

/** Digits only; a leading +91 or 0 of an Indian mobile number is dropped. */
export function normalisePhone(phone: string): string {
  const digits = asciiDigits(phone).replace(/[\s()-]/g, '');
  const stripped = digits.replace(/^(\+91|0091|0)(?=\d{10}$)/, '');
  return stripped;
}

const rupees = (paise: number): string => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
const clean = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * Checks an order against the kitchen, its menu and its delivery areas, and prices it.
 * 400 with a message per field for what the customer can correct; 409 when the kitchen or
 * a dish cannot take the order now (the message says which).
 */
export function quoteOrder(
  request: OrderRequest,
  kitchen: KitchenForOrder,
  dishes: ReadonlyMap<number, DishForOrder>,
  areas: ReadonlyMap<number, AreaForOrder>,
  nowMs: number,
  /** A round of a table: the guest is sitting there, so no phone, address nor time is asked. */
  atTable = false,
): QuoteResult {
  const errors: Record<string, string> = {};
  const name = visibleName(clean(request.customer?.name));
  const phone = normalisePhone(clean(request.customer?.phone));
  if (!name) errors['customer.name'] = 'Name is required';
  else if (name.length > ORDER_LIMITS.nameLength)
    errors['customer.name'] = `Name must be at most ${ORDER_LIMITS.nameLength} characters`;
  if (atTable) {
    if (request.fulfilment !== 'dine_in') errors.fulfilment = 'A round of a table is eaten in (dine_in)';
  } else if (!/^\d{10}$/.test(phone)) errors['customer.phone'] = PHONE_LENGTH_MESSAGE;
  else if (!isMobileNumber(phone)) errors['customer.phone'] = PHONE_MOBILE_MESSAGE;

  const delivery = request.fulfilment === 'delivery';
  if (!atTable && request.fulfilment !== 'delivery' && request.fulfilment !== 'pickup')
    errors.fulfilment = 'Choose delivery or pickup';
  const address = clean(request.address);
  const landmark = clean(request.landmark);
  const note = clean(request.note);
  let village: AreaForOrder | null = null;
  if (delivery) {
    if (request.villageId === undefined || request.villageId === null) errors.villageId = 'Choose your village';
    else {
      village = areas.get(request.villageId) ?? null;
      if (!village) errors.villageId = 'We do not deliver to this village yet';
    }
    if (!address) errors.address = 'Address is required for delivery';
  }
  if (address.length > ORDER_LIMITS.addressLength)
    errors.address = `Address must be at most ${ORDER_LIMITS.addressLength} characters`;
  if (landmark.length > ORDER_LIMITS.landmarkLength)
    errors.landmark = `Landmark must be at most ${ORDER_LIMITS.landmarkLength} characters`;
  if (note.length > ORDER_LIMITS.noteLength) errors.note = `Note must be at most ${ORDER_LIMITS.noteLength} characters`;

  const items = Array.isArray(request.items) ? request.items : [];
  const quantities = new Map<number, number>();
  if (items.length === 0) errors.items = 'Your cart is empty';
  else if (items.length > ORDER_LIMITS.maxLines)
    errors.items = `At most ${ORDER_LIMITS.maxLines} different dishes in one order`;
  else {
    for (const item of items) {
      if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > ORDER_LIMITS.maxQuantity) {
        errors.items = `Quantity must be between 1 and ${ORDER_LIMITS.maxQuantity}`;
        break;
      }
      // The same dish twice is one line with both quantities.
      quantities.set(item.dishId, (quantities.get(item.dishId) ?? 0) + item.quantity);
    }
    if (!errors.items && [...quantities.values()].some((q) => q > ORDER_LIMITS.maxQuantity))
      errors.items = `Quantity must be between 1 and ${ORDER_LIMITS.maxQuantity}`;
  }
  // An order for later is checked against the kitchen at its time (hours, a pause, the lead
  // time): a kitchen closed or paused now takes it, for when it is open.
  const wanted = clean(request.scheduledFor);
  const scheduledFor = wanted ? parseZonedTime(wanted) : null;
  if (scheduledFor !== null) {
    const refusal = scheduleError(scheduledFor, kitchenClock(kitchen), nowMs);
    if (refusal) errors.scheduledFor = refusal;
  }
  if (Object.keys(errors).length > 0) return { ok: false, kind: 'invalid', message: Object.values(errors)[0]!, errors };

  const closed =
    scheduledFor === null ? kitchenClosedMessage(kitchen, nowMs) : kitchen.isActive ? null : OFFLINE_MESSAGE;
  if (closed) return { ok: false, kind: 'conflict', message: closed };
  const lines: OrderQuote['lines'] = [];
  for (const [dishId, quantity] of quantities) {
    const dish = dishes.get(dishId);
    if (!dish)
      return {
        ok: false,
        kind: 'conflict',
        message: 'A dish in your cart is no longer on the menu',
        errors: { items: 'A dish in your cart is no longer on the menu' },
      };
    if (!dish.available)
      return {
        ok: false,
        kind: 'conflict',
        message: `${dish.name} is sold out`,
        errors: { items: `${dish.name} is sold out` },
      };
    lines.push({ dishId, name: dish.name, nameHi: dish.nameHi ?? null, quantity, pricePaise: dish.pricePaise });
  }
  const subtotalPaise = lines.reduce((sum, line) => sum + line.quantity * line.pricePaise, 0);
  if (village && subtotalPaise < village.minimumOrderPaise) {
    const message = `The minimum order for ${village.name} is ${rupees(village.minimumOrderPaise)}`;
    return { ok: false, kind: 'invalid', message, errors: { items: message } };
  }
  const deliveryChargePaise = village ? village.deliveryChargePaise : 0;
  return {
    ok: true,
    quote: {
      customer: { name, phone },
      fulfilment: request.fulfilment,
      village,
      address: address || null,
      landmark: landmark || null,
      note: note || null,
      lines,
      subtotalPaise,
      deliveryChargePaise,
      totalPaise: subtotalPaise + deliveryChargePaise,
      scheduledFor,
    },
  };
}

/** The order number customers and admins see: ORD-000464. */
export const formatOrderCode = (id: number): string => `ORD-${String(id).padStart(6, '0')}`;

/** ORD-000464 → 464; null for anything else. */
export function parseOrderCode(code: string): number | null {
  const match = /^ORD-(\d{1,15})$/i.exec(code.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
