import { Box } from '@mui/material';
import { ListBase } from 'react-admin';
import { CardList } from '../common/CardList';
import { useLiveOrders } from '../events/LiveOrders';
import type { PartnerOrder } from '../providers/types';
import { RiderOrderCard } from './RiderOrderCard';
import { TodayDeliveries } from './TodayDeliveries';

/**
 * The orders assigned to this rider that are not finished yet (the API's default for
 * GET /delivery/orders), oldest first: the one to deliver first is on top; below them, the
 * ones delivered today.
 */
export function RiderOrderList() {
  const { newIds } = useLiveOrders();
  return (
    <>
      <ListBase resource="orders" sort={{ field: 'createdAt', order: 'ASC' }} perPage={20} disableSyncWithLocation>
        <CardList<PartnerOrder>
          empty="resources.orders.empty"
          render={(order) => <RiderOrderCard key={order.id} order={order} isNew={newIds.has(order.id)} />}
        />
      </ListBase>
      {/* Finished orders leave the list above; the day's stay here, with how each was paid, for the hand-over. */}
      <Box sx={{ mt: 2 }}>
        <TodayDeliveries />
      </Box>
    </>
  );
}
