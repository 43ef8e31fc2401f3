/**
 * What the site remembers on this phone, in local storage, so a customer can find an order
 * again after closing its page, and does not type the same details twice: the last orders
 * (their tracking links) and the details of the last checkout. "Not me" forgets both.
 * Nothing leaves the phone; a browser without storage simply remembers nothing.
 */
import { ORDERS_KEY } from './lastOrder';

export { ORDERS_KEY };
export const CUSTOMER_KEY = 'gaon-rasoi-customer';
/** How many orders are kept: a family's week of orders. */
export const KEPT_ORDERS = 10;

export interface KnownOrder {
  orderId: string;
  /** The tracking page with its token: `/track/ORD-…?t=…`. */
  trackingUrl: string;
  placedAt: string;
  total: number;
}

export interface KnownCustomer {
  name: string;
  phone: string;
  villageId: string;
  address: string;
  landmark: string;
}

function read<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode or a full storage: the site works, it just does not remember
  }
}

const isKnownOrder = (o: unknown): o is KnownOrder =>
  typeof o === 'object' &&
  o !== null &&
  typeof (o as KnownOrder).orderId === 'string' &&
  typeof (o as KnownOrder).trackingUrl === 'string' &&
  (o as KnownOrder).trackingUrl.startsWith('/track/');

/** The remembered orders, newest first. */
export function knownOrders(): KnownOrder[] {
  const list = read<unknown[]>(ORDERS_KEY);
  return Array.isArray(list) ? list.filter(isKnownOrder) : [];
}

/** Remembers an order (again: it moves to the top), keeping the newest few. */
export function rememberOrder(order: KnownOrder): void {
  write(ORDERS_KEY, [order, ...knownOrders().filter((o) => o.orderId !== order.orderId)].slice(0, KEPT_ORDERS));
}

export function rememberedCustomer(): KnownCustomer | null {
  const c = read<Partial<KnownCustomer>>(CUSTOMER_KEY);
  if (!c || typeof c.name !== 'string' || typeof c.phone !== 'string') return null;
  return {
    name: c.name,
    phone: c.phone,
    villageId: String(c.villageId ?? ''),
    address: String(c.address ?? ''),
    landmark: String(c.landmark ?? ''),
  };
}

export function rememberCustomer(customer: KnownCustomer): void {
  write(CUSTOMER_KEY, customer);
}

/** "Not me": this phone forgets the details and the orders. */
export function forgetCustomer(): void {
  write(CUSTOMER_KEY, null);
  write(ORDERS_KEY, null);
}
