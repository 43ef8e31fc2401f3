import { accountKey } from '../providers/session';
import type { PartnerOrder } from '../providers/types';
import { askFirstList } from './firstPath';
import { keptSnapshot, saveSnapshot, type Snapshot } from '../offline/snapshots';
import { ApiError } from '../providers/apiError';

/**
 * The orders list a signed-in phone opens on, asked for the moment the page starts, beside the
 * app's code: the light first screen (FirstScreen.tsx) draws it, and the react-admin app's first
 * getList (providers/dataProvider.ts) takes the same answer instead of asking again. No
 * react-admin here (its fetch helpers would bring ra-core to the first screen): plain fetch,
 * with what the app's client sends (token, language, JSON).
 */

export interface FirstList {
  data: PartnerOrder[];
  total: number;
}

/** The key the data provider keeps this list's snapshot under (providers/dataProvider.ts: account and path). */
export const snapshotKeyOf = (path: string) => `${accountKey()}:${path}`;

/** The kept copy of the list, read without marking the screen stale (the light screen says its age itself). */
export const keptFirstList = (path: string): Snapshot | undefined => keptSnapshot(snapshotKeyOf(path));

let started: { path: string; answer: Promise<FirstList> } | null = null;

/**
 * The answer to the request for `path` made as the page started (firstPath.ts: askFirstList;
 * made now if not), saved as the list's snapshot as the data provider does.
 */
export function startFirstList(path: string, request: Promise<Response> = askFirstList(path)): Promise<FirstList> {
  const key = snapshotKeyOf(path);
  const answer = request.then(async (response) => {
    const envelope = (await response.json().catch(() => ({}))) as {
      success?: boolean;
      data?: PartnerOrder[];
      total?: number;
      message?: string;
    };
    if (!response.ok || envelope.success === false)
      throw new ApiError(envelope.message || response.statusText, response.status, envelope);
    const data = Array.isArray(envelope.data) ? envelope.data : [];
    const total = envelope.total ?? Number(response.headers.get('X-Total-Count') ?? data.length);
    saveSnapshot(key, data, total);
    return { data, total };
  });
  // Whoever reads it handles a failure; an unread one must not be reported as unhandled.
  answer.catch(() => undefined);
  started = { path, answer };
  return answer;
}

/** The startup request for `path` (started now if it was not): what the light screen shows. */
export const firstListAnswer = (path: string): Promise<FirstList> =>
  started?.path === path ? started.answer : startFirstList(path);

/** The startup request for `path`, once: the app's first list takes it, later ones ask the server. */
export function takeFirstList(path: string): Promise<FirstList> | undefined {
  if (!started || started.path !== path) return undefined;
  const { answer } = started;
  started = null;
  return answer;
}

/**
 * An order a tap on the light screen changed, as the server answered it: the startup answer (which
 * the app's first list takes, the tap's event having come before the app listened) and the kept
 * list show it so, and the app does not open on the order as it was.
 */
export function keepFirstListChange(path: string, order: PartnerOrder): void {
  const withOrder = (data: PartnerOrder[]) => data.map((o) => (o.id === order.id ? { ...o, ...order } : o));
  if (started?.path === path) {
    const answer = started.answer.then((list) => ({ ...list, data: withOrder(list.data) }));
    answer.catch(() => undefined);
    started = { path, answer };
  }
  const key = snapshotKeyOf(path);
  const kept = keptSnapshot(key);
  if (kept) saveSnapshot(key, withOrder(kept.data as PartnerOrder[]), kept.total, kept.savedAt);
}
