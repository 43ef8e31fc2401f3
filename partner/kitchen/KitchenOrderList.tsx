import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { CardList } from '../common/CardList';
import { useLiveOrders } from '../events/LiveOrders';
import type { PartnerOrder } from '../providers/types';
import { KitchenOrderCard } from './KitchenOrderCard';

const FILTERS = ['all', 'placed', 'accepted', 'preparing'] as const;

/** Status tabs as big toggle buttons; the filter lives in the URL like every react-admin list. */
function StatusFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current = (filterValues.status as string | undefined) ?? 'all';
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={current}
      onChange={(_event, value: string | null) => value && setFilters(value === 'all' ? {} : { status: value }, {})}
      sx={{ mb: 1.5, bgcolor: 'background.paper' }}
    >
      {FILTERS.map((f) => (
        <ToggleButton key={f} value={f} sx={{ minHeight: 48, px: 0.5, textTransform: 'none' }}>
          {translate(`resources.orders.filters.${f}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The kitchen's orders, newest first, live from the event stream (LiveOrdersProvider). */
export function KitchenOrderList() {
  const { newIds } = useLiveOrders();
  return (
    <ListBase resource="orders" sort={{ field: 'createdAt', order: 'DESC' }} perPage={20}>
      <StatusFilter />
      <CardList<PartnerOrder> empty="resources.orders.empty" render={(order) => <KitchenOrderCard key={order.id} order={order} isNew={newIds.has(order.id)} />} />
    </ListBase>
  );
}
