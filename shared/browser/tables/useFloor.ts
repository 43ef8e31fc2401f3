import { useCallback, useEffect, useState } from 'react';
import type { FloorTile } from '../../api/tables';

/** How often the floor is read again: a guest's round or "bill please" shows within this. */
const REFRESH_MS = 15_000;

/**
 * The floor's tiles, read now and every REFRESH_MS with the app's own client (`read`), and the
 * time they were read (the tiles' minutes count from it); `failed` turns a failure into the
 * message to show. `load` reads again at once (after a round is sent or a table closed).
 */
export function useFloor(read: () => Promise<FloorTile[]>, failed: (error: unknown) => string) {
  const [tiles, setTiles] = useState<FloorTile[] | null>(null);
  const [failure, setFailure] = useState('');
  const [now, setNow] = useState(Date.now());
  const load = useCallback(() => {
    read()
      .then((json) => {
        setTiles(json);
        setNow(Date.now());
        setFailure('');
      })
      .catch((error: unknown) => setFailure(failed(error)));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the floor's one source, fixed by the screen
  useEffect(() => {
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);
  return { tiles, failure, now, load };
}
