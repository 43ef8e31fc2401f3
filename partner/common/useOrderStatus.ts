import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { PartnerOrder } from '../providers/types';

/**
 * Moves an order to a status through the data provider (PUT /vendor|delivery/orders/:id),
 * pessimistic so a refusal by the policy shows the server's reason and leaves the card as it was.
 */
export function useOrderStatus(order: PartnerOrder) {
  const [update, { isPending }] = useUpdate<PartnerOrder>();
  const notify = useNotify();
  const translate = useTranslate();

  const setStatus = (status: string, reason?: string) =>
    update(
      'orders',
      { id: order.id, data: reason ? { status, reason } : { status }, previousData: order } as never,
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(translate(`resources.orders.notifications.${status}`, { orderId: order.orderId }), { type: 'success' }),
        onError: (error) => notify(errorMessage(error, translate('resources.orders.notifications.failed')), { type: 'error' }),
      },
    );

  return { setStatus, isPending };
}
