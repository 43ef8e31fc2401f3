/**
 * A tiny persisted store for the offline machinery: JSON under one local-storage key, with
 * listeners so React reads it through useSyncExternalStore. Local storage (not IndexedDB)
 * because the amounts are small (a few lists, a few taps) and reads must be synchronous: the
 * first screen of a cold start offline shows the last orders without waiting.
 */
export interface PersistedStore<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function persistedStore<T>(key: string, initial: T): PersistedStore<T> {
  let value: T | undefined;
  const listeners = new Set<() => void>();
  const read = (): T => {
    try {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : initial;
    } catch {
      return initial;
    }
  };
  // Another tab of the app (or the installed app beside a browser tab) writes too.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      value = read();
      for (const listener of listeners) listener();
    });
  }
  return {
    get: () => (value ??= read()),
    set: (next) => {
      value = next;
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // A full storage keeps the value for this visit only.
      }
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A failure of the network, not an answer of the server: the call may be tried again later. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (!error || typeof error !== 'object') return false;
  const status = (error as { status?: unknown }).status;
  // A proxy's "bad gateway / unavailable / timeout": the server did not act (or will answer the
  // same key the same way), so the tap waits as if offline.
  if (typeof status === 'number') return status === 0 || status === 502 || status === 503 || status === 504;
  const name = (error as { name?: unknown }).name;
  return error instanceof TypeError || name === 'TimeoutError' || name === 'AbortError' || name === 'NetworkError';
}
