import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { PartnerOrder } from '../providers/types';
import type { Collected } from './CollectDialog';

/** How long a move that can be taken back (a rider's Delivered) waits before it is sent. */
export const UNDO_MS = 10_000;

/**
 * Moves an order through the data provider (PUT /vendor|delivery/orders/:id): a status, or the
 * kitchen's ready mark (`{ready: true}`). Pessimistic, so a refusal by the policy shows the
 * server's reason and leaves the card as it was; or, with `undoable`, react-admin's undoable
 * mutation: the card moves at once and the call is made only once the toast's Undo has not
 * been tapped for UNDO_MS.
 */
export function useOrderStatus(order: PartnerOrder) {
  const [update, { isPending }] = useUpdate<PartnerOrder>();
  const notify = useNotify();
  const translate = useTranslate();

  /** `notice` names the success message (resources.orders.notifications.*) when it is not the status's own. */
  const send = (
    data: Record<string, unknown>,
    notice: string,
    undoable = false,
    callbacks: { onSuccess?: () => void; onRefused?: (message: string) => void } = {},
  ) =>
    update('orders', { id: order.id, data, previousData: order } as never, {
      mutationMode: undoable ? 'undoable' : 'pessimistic',
      onSuccess: () => {
        notify(
          translate(`resources.orders.notifications.${notice}`, { orderId: order.orderId }),
          undoable ? { type: 'info', undoable: true, autoHideDuration: UNDO_MS } : { type: 'success' },
        );
        callbacks.onSuccess?.();
      },
      onError: (error) => {
        const message = errorMessage(error, translate('resources.orders.notifications.failed'));
        notify(message, { type: 'error' });
        callbacks.onRefused?.(message);
      },
    });

  /**
   * A status move; finishing an order (delivered) carries how it was paid (`collected`, `utr`)
   * in the same body, which the phone's queue sends as it is when the network is back.
   */
  const setStatus = (
    status: string,
    reason?: string,
    notice: string = status,
    options: { undoable?: boolean; collected?: Collected; code?: string; onSuccess?: () => void } = {},
  ) =>
    send(
      {
        status,
        ...(reason ? { reason } : {}),
        ...(options.collected ?? {}),
        // The customer's delivery code, when the order needs one: it goes with the delivery it proves.
        ...(options.code ? { code: options.code } : {}),
      },
      notice,
      options.undoable,
      { onSuccess: options.onSuccess },
    );
  /** The kitchen saw a UPI payment arrive (with its UTR when it has one); a refusal's reason goes to `onRefused`. */
  const confirmPayment = (
    utr: string | undefined,
    callbacks: { onSuccess?: () => void; onRefused?: (message: string) => void },
  ) => send(utr ? { paymentStatus: 'paid', utr } : { paymentStatus: 'paid' }, 'paymentReceived', false, callbacks);
  const markReady = () => send({ ready: true }, 'ready');
  /** A held order confirmed after a call or the customer's WhatsApp. */
  const confirm = () => send({ confirm: true }, 'confirmed');
  /** "Fake / no one there": cancelled unless delivered, a strike on the number. */
  const markFake = (reason?: string) => send(reason ? { fake: true, reason } : { fake: true }, 'fake');

  return { setStatus, markReady, confirm, confirmPayment, markFake, isPending };
}
