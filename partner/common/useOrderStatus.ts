import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { PartnerOrder } from '../providers/types';

/**
 * Moves an order through the data provider (PUT /vendor|delivery/orders/:id): a status, or the
 * kitchen's ready mark (`{ready: true}`). Pessimistic, so a refusal by the policy shows the
 * server's reason and leaves the card as it was.
 */
export function useOrderStatus(order: PartnerOrder) {
  const [update, { isPending }] = useUpdate<PartnerOrder>();
  const notify = useNotify();
  const translate = useTranslate();

  /** `notice` names the success message (resources.orders.notifications.*) when it is not the status's own. */
  const send = (data: Record<string, unknown>, notice: string) =>
    update('orders', { id: order.id, data, previousData: order } as never, {
      mutationMode: 'pessimistic',
      onSuccess: () => notify(translate(`resources.orders.notifications.${notice}`, { orderId: order.orderId }), { type: 'success' }),
      onError: (error) => notify(errorMessage(error, translate('resources.orders.notifications.failed')), { type: 'error' }),
    });

  const setStatus = (status: string, reason?: string, notice: string = status) => send(reason ? { status, reason } : { status }, notice);
  const markReady = () => send({ ready: true }, 'ready');

  return { setStatus, markReady, isPending };
}
