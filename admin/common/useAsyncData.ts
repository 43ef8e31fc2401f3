import { useCallback, useEffect, useState } from 'react';

export interface AsyncData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Runs the loader again (after a change the list must show). */
  reload: () => void;
}

/**
 * Loads data with a custom data-provider call (for answers useGetList cannot describe, such
 * as the dashboard figures). A newer call wins over a slower older one. `enabled: false`
 * waits (e.g. until a modal opens).
 */
export function useAsyncData<T>(load: () => Promise<T>, deps: unknown[], enabled = true): AsyncData<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: undefined, loading: enabled });
  const [version, setVersion] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const loader = useCallback(load, deps);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    loader().then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => current && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [loader, enabled, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
