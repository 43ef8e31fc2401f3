import { ListBase } from 'react-admin';
import { CardList } from '../common/CardList';
import { useLiveOrders } from '../events/LiveOrders';
import type { PartnerOrder } from '../providers/types';
import { RiderOrderCard } from './RiderOrderCard';

/**
 * The orders assigned to this rider that are not finished yet (the API's default for
 * GET /delivery/orders), oldest first: the one to deliver first is on top.
 */
export function RiderOrderList() {
  const { newIds } = useLiveOrders();
  return (
    <ListBase resource="orders" sort={{ field: 'createdAt', order: 'ASC' }} perPage={20} disableSyncWithLocation>
      <CardList<PartnerOrder> empty="resources.orders.empty" render={(order) => <RiderOrderCard key={order.id} order={order} isNew={newIds.has(order.id)} />} />
    </ListBase>
  );
}
