/**
 * The API's envelope `{success, data, message?, errors?}` unwrapped (a network failure answers
 * status 0 instead of throwing), and the one call the landing page makes (an order's tracking,
 * for the "your order is on its way" line). Apart from api.ts, which re-exports them with every
 * other ordering call, so that the landing page's code does not carry those.
 */
import type { Tracking } from '../shared/api/ordering';

export interface ApiAnswer<T> {
  ok: boolean;
  /** HTTP status; 0 when the request never got an answer (offline, timeout) */
  status: number;
  data?: T;
  message?: string;
  /** per field, as the server names them ("customer.phone", "villageId", "address"…) */
  errors?: Record<string, string>;
}

export async function callApi<T>(
  url: string,
  init: RequestInit = {},
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer<T>> {
  let res: Response;
  try {
    // The page's language, so the server's refusals come back in it (not the browser's setting).
    const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
    res = await fetchImpl(url, {
      ...init,
      headers: {
        Accept: 'application/json',
        'Accept-Language': lang,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    return { ok: false, status: 0, message: 'No connection. Please check your internet and try again.' };
  }
  const json = (await res.json().catch(() => null)) as {
    success?: boolean;
    data?: T;
    message?: string;
    errors?: Record<string, string>;
  } | null;
  const ok = res.ok && json?.success !== false;
  return {
    ok,
    status: res.status,
    data: json?.data,
    message: json?.message,
    errors: json?.errors && typeof json.errors === 'object' ? json.errors : undefined,
  };
}

export const trackUrl = (orderId: string, token: string, suffix = '') =>
  `/api/track/${encodeURIComponent(orderId)}${suffix}?t=${encodeURIComponent(token)}`;

export function getTracking(
  orderId: string,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer<Tracking>> {
  return callApi<Tracking>(trackUrl(orderId, token), { cache: 'no-store' }, fetchImpl);
}
