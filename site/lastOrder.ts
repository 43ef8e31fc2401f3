/**
 * The one thing every page needs of "Your orders" (site/yourOrders.ts, loaded with checkout
 * and tracking): this phone's newest tracking link, for the menu. Kept apart so the landing
 * page's JavaScript stays small.
 */
export const ORDERS_KEY = 'gaon-rasoi-orders';

export function lastTrackingUrl(): string | undefined {
  try {
    const url = (JSON.parse(window.localStorage.getItem(ORDERS_KEY) ?? '[]') as Array<{ trackingUrl?: unknown }>)[0]
      ?.trackingUrl;
    return typeof url === 'string' && url.startsWith('/track/') ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The newest few orders this phone placed within `withinMs`: their codes and tracking links (the home page asks how they are doing). */
export function recentOrders(
  now: number,
  withinMs = 2 * 86_400_000,
  max = 3,
): Array<{ orderId: string; trackingUrl: string }> {
  try {
    const list = JSON.parse(window.localStorage.getItem(ORDERS_KEY) ?? '[]') as Array<{
      orderId?: unknown;
      trackingUrl?: unknown;
      placedAt?: unknown;
    }>;
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (o) =>
          typeof o.orderId === 'string' &&
          typeof o.trackingUrl === 'string' &&
          o.trackingUrl.startsWith('/track/') &&
          now - Date.parse(String(o.placedAt)) < withinMs,
      )
      .slice(0, max)
      .map((o) => ({ orderId: o.orderId as string, trackingUrl: o.trackingUrl as string }));
  } catch {
    return [];
  }
}
