import { API_URL } from '../../shared/browser/apiUrl';
import { readSession } from '../providers/session';
import type { PartnerRole } from '../providers/types';

/**
 * Which orders list a signed-in phone opens on, and the request for it, made as the page
 * starts (main.tsx), beside the first screen's code. Tiny and with no imports of weight: the
 * signed-out sign-in screen loads this file too (first/firstList.ts reads the answer).
 */

/** What the react-admin list asks for by default (KitchenOrderList: by stage, 20; RiderOrderList: oldest first, 20). */
const FIRST_QUERY: Record<PartnerRole, string> = {
  vendor: '/vendor/orders?page=1&limit=20&sort=stage&order=asc',
  delivery: '/delivery/orders?page=1&limit=20&sort=createdAt&order=asc',
};

/** The kitchen's list as react-admin keeps it (the tab last chosen, in its store): the light screen draws only the default one. */
function kitchenListIsDefault(): boolean {
  try {
    const kept = JSON.parse(localStorage.getItem('RaStorePartner.orders.listParams') ?? 'null') as {
      filter?: Record<string, unknown>;
      perPage?: number;
      sort?: string;
    } | null;
    return (
      !kept ||
      (Object.keys(kept.filter ?? {}).length === 0 && (kept.perPage ?? 20) === 20 && (kept.sort ?? 'stage') === 'stage')
    );
  } catch {
    return false;
  }
}

/**
 * The API path (with its query) of the list the light first screen shows for this phone, or
 * null when the app opens as it is: no session, an account waiting for approval, another
 * address than the orders, or a kitchen's tab other than All.
 */
export function firstListPath(pathname: string, search: string): string | null {
  const session = readSession();
  if (!session || session.waitingForApproval) return null;
  const home = pathname.replace(/\/+$/, '');
  if ((home !== '/partner' && home !== '/partner/orders') || search) return null;
  if (session.role === 'vendor' && !kitchenListIsDefault()) return null;
  return FIRST_QUERY[session.role];
}

/** Calls end after 30 s, as the app's client does (shared/browser/httpClient.ts). */
const TIMEOUT_MS = 30_000;

/** Asks for the list at `path` with what the app's client sends (token, language, JSON). */
export const askFirstList = (path: string): Promise<Response> =>
  fetch(`${API_URL}${path}`, {
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${readSession()?.token ?? ''}`,
      'Accept-Language': (typeof document !== 'undefined' && document.documentElement.lang) || 'hi',
    },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
