import { useGetList } from 'react-admin';
import type { StaffStatus } from './types';

/** Staff with one status under the current search, counted by the server (one row fetched). */
function useStatusCount(status: StaffStatus, filter: { q?: string; status?: string }): number | undefined {
  // With another status chosen in the filter, this tile counts nothing by definition.
  const excluded = Boolean(filter.status) && filter.status !== status;
  const { total } = useGetList(
    'delivery-staff',
    {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
      filter: { ...(filter.q ? { q: filter.q } : {}), status },
    },
    { enabled: !excluded },
  );
  return excluded ? 0 : total;
}

/**
 * The status tiles over the whole filtered list, so they stay right beyond the 100 staff a
 * page shows (the tiles are computed over the filtered list).
 */
export function useStatusTotals(filter: { q?: string; status?: string }) {
  return {
    active: useStatusCount('active', filter),
    on_delivery: useStatusCount('on_delivery', filter),
    on_leave: useStatusCount('on_leave', filter),
  };
}
