/**
 * The one thing every page needs of "Your orders" (site/yourOrders.ts, loaded with checkout
 * and tracking): this phone's newest tracking link, for the menu. Kept apart so the landing
 * page's JavaScript stays small.
 */
export const ORDERS_KEY = 'gaon-rasoi-orders';

export function lastTrackingUrl(): string | undefined {
  try {
    const url = (JSON.parse(window.localStorage.getItem(ORDERS_KEY) ?? '[]') as Array<{ trackingUrl?: unknown }>)[0]?.trackingUrl;
    return typeof url === 'string' && url.startsWith('/track/') ? url : undefined;
  } catch {
    return undefined;
  }
}
