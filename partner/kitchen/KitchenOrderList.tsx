import { lazy, Suspense } from 'react';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { CardList } from '../common/CardList';
import { useLiveOrders } from '../events/LiveOrders';
import type { PartnerOrder } from '../providers/types';
import { KitchenOrderCard } from './KitchenOrderCard';
import { stuckPrinters, usePrinters } from './usePrinters';

// The alert's code loads only when a printer is stuck: most kitchens have none, and the orders come first.
const PrinterAlert = lazy(() => import('./PrinterAlert').then((m) => ({ default: m.PrinterAlert })));

/**
 * The kitchen's tabs and the filter each one is. "New" leaves out orders for later not yet due
 * to ring (they wait under "Later", soonest first, until their time less the kitchen's notice).
 */
const FILTERS = {
  all: {},
  placed: { status: 'placed', upcoming: false },
  accepted: { status: 'accepted' },
  preparing: { status: 'preparing' },
  later: { later: true },
} as const;
type Tab = keyof typeof FILTERS;
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;
const SOONEST_DUE = { field: 'scheduledFor', order: 'ASC' } as const;
/** "All": new orders first, then those in hand, delivered and cancelled last (newest first in each; the server's sort=stage). */
const BY_STAGE = { field: 'stage', order: 'ASC' } as const;
const sortOf = (tab: Tab) => (tab === 'later' ? SOONEST_DUE : tab === 'all' ? BY_STAGE : NEWEST_FIRST);

/** The tab a list's filter is (from the URL, as every react-admin list keeps it). */
const tabOf = (filter: Record<string, unknown>): Tab =>
  filter.later !== undefined && String(filter.later) === 'true'
    ? 'later'
    : ((filter.status as Tab | undefined) ?? 'all');

/** Status tabs as big toggle buttons; the filter lives in the URL like every react-admin list. */
function StatusFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters, setSort } = useListContext();
  const current = tabOf(filterValues);
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={current}
      onChange={(_event, value: Tab | null) => {
        if (!value) return;
        setFilters({ ...FILTERS[value] }, {});
        setSort(sortOf(value));
      }}
      sx={{ mb: 1.5, bgcolor: 'background.paper' }}
    >
      {(Object.keys(FILTERS) as Tab[]).map((f) => (
        <ToggleButton
          key={f}
          value={f}
          data-testid={`kitchen-tab-${f}`}
          sx={{ minHeight: 48, px: 0.5, textTransform: 'none', lineHeight: 1.2 }}
        >
          {translate(`resources.orders.filters.${f}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function StuckPrinters() {
  const { data } = usePrinters();
  if (stuckPrinters(data).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PrinterAlert />
    </Suspense>
  );
}

function KitchenCards() {
  const { newIds } = useLiveOrders();
  const { filterValues } = useListContext();
  return (
    <CardList<PartnerOrder>
      empty={tabOf(filterValues) === 'later' ? 'resources.orders.laterEmpty' : 'resources.orders.empty'}
      render={(order) => <KitchenOrderCard key={order.id} order={order} isNew={newIds.has(order.id)} />}
    />
  );
}

/** The kitchen's orders: All by stage, a status newest first, orders for later soonest first; live from the event stream (LiveOrdersProvider). */
export function KitchenOrderList() {
  return (
    <ListBase resource="orders" sort={BY_STAGE} perPage={20}>
      <StuckPrinters />
      <StatusFilter />
      <KitchenCards />
    </ListBase>
  );
}
