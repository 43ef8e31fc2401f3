/**
 * The menu as data: the shape of GET /api/menu's `data` and the small pure helpers the pages use (opening hours in
 * India time, "11:00 AM" labels). No React here: render.ts and the server can import it.
 */
import type { MenuData, MenuDish, MenuKitchen } from '../shared/api/ordering';
import { openDays } from './content';

// The menu's shape is the API's (shared/api/ordering.ts); types only, so the site's bundle carries none of TypeBox.
export type { DeliveryArea, MenuData, MenuDish, MenuKitchen } from '../shared/api/ordering';

/** Dishes of one category, in menu order. */
export function dishesOf(menu: MenuData, category: string): MenuDish[] {
  return menu.dishes.filter((d) => d.category === category);
}

/** The tab of the dishes whose category is none of the site's own (the owner's "drinks", "snacks"). */
export const MORE_TAB = 'more';

/**
 * The menu's tabs: each of the site's categories that has a dish, in order, then "More" when a
 * dish has a category of the owner's own making.
 */
export function menuTabs(menu: MenuData, moreName: string): { id: string; name: string; dishes: MenuDish[] }[] {
  const known = new Set(menu.categories.map((c) => c.id));
  const tabs = menu.categories
    .map((c) => ({ id: c.id, name: c.name, dishes: dishesOf(menu, c.id) }))
    .filter((tab) => tab.dishes.length > 0);
  const others = menu.dishes.filter((d) => !known.has(d.category));
  if (others.length) tabs.push({ id: MORE_TAB, name: moreName, dishes: others });
  return tabs;
}

export function featuredDishes(menu: MenuData): MenuDish[] {
  return menu.dishes.filter((d) => d.featured);
}

/** "11:00" -> "11:00 AM", "23:00" -> "11:00 PM", "00:30" / "24:00" -> "12:30 AM" / "12:00 AM". */
export function formatClock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const hour = h % 24;
  const suffix = hour < 12 ? 'AM' : 'PM';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(m || 0).padStart(2, '0')} ${suffix}`;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + (m || 0);
};

/** Minutes since midnight in India (UTC+5:30, no daylight saving). */
export function indiaMinutes(now: Date = new Date()): number {
  return (now.getUTCHours() * 60 + now.getUTCMinutes() + 330) % 1440;
}

/** Whether "HH:MM"–"HH:MM" (India time) contains `now`; a close before the open runs past midnight. */
export function withinHours(opensAt: string, closesAt: string, now: Date = new Date()): boolean {
  const open = minutesOf(opensAt);
  const close = minutesOf(closesAt);
  const t = indiaMinutes(now);
  if (open === close) return true;
  return open < close ? t >= open && t < close : t >= open || t < close;
}

const DAY = 864e5;
/** India is UTC+5:30 (19,800,000 ms). */
const IST = 198e5;

/** An ISO time as "HH:MM" in India. */
export const indiaClock = (iso: string): string => new Date(Date.parse(iso) + IST).toISOString().slice(11, 16);

/** The kitchen as it stands at `now` (ms): a pause or busy time that has passed is off, open/closed follows the hours. */
export function kitchenAt(k: MenuKitchen, now: number): MenuKitchen {
  const left = (iso?: string | null) => (iso ? Date.parse(iso) - now : 0);
  const paused = left(k.pausedUntil) > 0 ? k.pausedUntil : null;
  const busy = left(k.busyUntil);
  return {
    ...k,
    pausedUntil: paused,
    busyUntil: busy > 0 ? k.busyUntil : null,
    busyMinutes: busy > 0 ? Math.ceil(busy / 6e4) : 0,
    isOpen: k.isActive && !paused && withinHours(k.opensAt, k.closesAt, new Date(now)),
  };
}

/** Milliseconds from `now` to the kitchen's next change: its opening or closing minute, or the end of a pause or busy time. */
export function nextChange(k: MenuKitchen, now: number): number {
  const time = (now + IST) % DAY;
  const until = (hhmm: string) => (((minutesOf(hhmm) * 6e4 - time) % DAY) + DAY) % DAY || DAY;
  let next = Math.min(until(k.opensAt), until(k.closesAt));
  for (const iso of [k.pausedUntil, k.busyUntil]) {
    const left = iso ? Date.parse(iso) - now : 0;
    if (left > 0 && left < next) next = left;
  }
  return next;
}

/** "Open now · closes 11:00 PM" or "Closed now — opens at 11:00 AM" */
export function openStatusText(kitchen: MenuKitchen): string {
  return kitchen.isOpen
    ? `Open now · closes ${formatClock(kitchen.closesAt)}`
    : `Closed now — opens at ${formatClock(kitchen.opensAt)}`;
}

/** "11:00 AM to 11:00 PM" */
export function hoursRange(kitchen: Pick<MenuKitchen, 'opensAt' | 'closesAt'>): string {
  return `${formatClock(kitchen.opensAt)} to ${formatClock(kitchen.closesAt)}`;
}

/**
 * "every day 11:00 AM to 11:00 PM" (the storefront kitchen's hours, as the hero and the terms say
 * them). Here, not in lib.ts: the partner app imports lib.ts's phone links, and what lib.ts
 * imports loads with them, apart from the landing page's own code.
 */
export function hoursText(kitchen: Pick<MenuKitchen, 'opensAt' | 'closesAt'>): string {
  return `${openDays.toLowerCase()} ${hoursRange(kitchen)}`;
}

/** Hours for schema.org (24-hour form; "24:00" written as "23:59"). */
export function schemaTime(hhmm: string): string {
  return hhmm === '24:00' ? '23:59' : hhmm;
}

/** Reads a value as MenuData if it has the expected shape (the embedded JSON, an API answer). */
export function asMenuData(value: unknown): MenuData | null {
  const v = value as Partial<MenuData> | null;
  if (
    !v ||
    typeof v !== 'object' ||
    !v.kitchen ||
    !Array.isArray(v.categories) ||
    !Array.isArray(v.dishes) ||
    !Array.isArray(v.deliveryAreas)
  )
    return null;
  if (
    typeof v.kitchen.opensAt !== 'string' ||
    typeof v.kitchen.closesAt !== 'string' ||
    typeof v.kitchen.isOpen !== 'boolean'
  )
    return null;
  return v as MenuData;
}
