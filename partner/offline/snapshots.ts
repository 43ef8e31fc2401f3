import { persistedStore } from './store';

/**
 * The last list answers the server gave this partner, kept on the phone so a start with no
 * network (or a dropped one) shows the last known orders at once, with their age, instead of
 * an error or a spinner. Kept per account and per query; a handful at most.
 */
export interface Snapshot {
  data: unknown[];
  total: number;
  /** When the server gave it (ms). */
  savedAt: number;
}

const MAX_SNAPSHOTS = 12;
const snapshots = persistedStore<Record<string, Snapshot>>('partnerSnapshots', {});

/** When the lists on screen were last fetched, when they come from the phone rather than the server; null when live. */
const staleSince = persistedStore<number | null>('partnerStaleSince', null);

export function saveSnapshot(key: string, data: unknown[], total: number, now = Date.now()): void {
  const all = { ...snapshots.get(), [key]: { data, total, savedAt: now } };
  const keys = Object.keys(all).sort((a, b) => all[b].savedAt - all[a].savedAt);
  for (const old of keys.slice(MAX_SNAPSHOTS)) delete all[old];
  snapshots.set(all);
  if (staleSince.get() !== null) staleSince.set(null);
}

/** The kept answer for `key`; marks the screen as showing data from `savedAt`. */
export function servedSnapshot(key: string): Snapshot | undefined {
  const snapshot = snapshots.get()[key];
  if (snapshot) staleSince.set(snapshot.savedAt);
  return snapshot;
}

/** The kept answer for `key`, without marking the screen as showing it. */
export const keptSnapshot = (key: string): Snapshot | undefined => snapshots.get()[key];

export const hasSnapshot = (key: string): boolean => key in snapshots.get();

export function clearSnapshots(): void {
  snapshots.set({});
  staleSince.set(null);
}

export const staleStore = staleSince;
