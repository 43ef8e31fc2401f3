/**
 * The menu as data: the shape of GET /api/menu's `data` (DESIGN §8) and the small pure helpers the pages use (opening hours in
 * India time, "11:00 AM" labels). No React here: render.ts and the server can import it.
 */
import type { CategoryId } from './menuSeed';

export type { CategoryId } from './menuSeed';

export interface MenuKitchen {
  id: number;
  name: string;
  /** Online and within its opening hours (India time) right now. */
  isOpen: boolean;
  /** "HH:MM", India time */
  opensAt: string;
  /** "HH:MM", India time; before opensAt means past midnight; "24:00" allowed */
  closesAt: string;
}

export interface MenuCategory {
  id: CategoryId;
  name: string;
}

export interface MenuDish {
  id: number;
  category: CategoryId;
  name: string;
  description: string;
  /** rupees */
  price: number;
  image: string;
  popular: boolean;
  /** 0 to 3 */
  spicy: number;
  featured: boolean;
  available: boolean;
}

export interface DeliveryArea {
  id: number;
  name: string;
  /** rupees */
  deliveryCharge: number;
  /** rupees; 0 when there is none */
  minimumOrder: number;
}

/** `data` of GET /api/menu. */
export interface MenuData {
  kitchen: MenuKitchen;
  categories: MenuCategory[];
  dishes: MenuDish[];
  deliveryAreas: DeliveryArea[];
}

/** Dishes of one category, in menu order. */
export function dishesOf(menu: MenuData, category: string): MenuDish[] {
  return menu.dishes.filter((d) => d.category === category);
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

/** "Open now · closes 11:00 PM" or "Closed now — opens at 11:00 AM" */
export function openStatusText(kitchen: MenuKitchen): string {
  return kitchen.isOpen ? `Open now · closes ${formatClock(kitchen.closesAt)}` : `Closed now — opens at ${formatClock(kitchen.opensAt)}`;
}

/** "11:00 AM to 11:00 PM" */
export function hoursRange(kitchen: Pick<MenuKitchen, 'opensAt' | 'closesAt'>): string {
  return `${formatClock(kitchen.opensAt)} to ${formatClock(kitchen.closesAt)}`;
}

/** Hours for schema.org (24-hour form; "24:00" written as "23:59"). */
export function schemaTime(hhmm: string): string {
  return hhmm === '24:00' ? '23:59' : hhmm;
}

/** Reads a value as MenuData if it has the expected shape (the embedded JSON, an API answer). */
export function asMenuData(value: unknown): MenuData | null {
  const v = value as Partial<MenuData> | null;
  if (!v || typeof v !== 'object' || !v.kitchen || !Array.isArray(v.categories) || !Array.isArray(v.dishes) || !Array.isArray(v.deliveryAreas)) return null;
  if (typeof v.kitchen.opensAt !== 'string' || typeof v.kitchen.closesAt !== 'string' || typeof v.kitchen.isOpen !== 'boolean') return null;
  return v as MenuData;
}
