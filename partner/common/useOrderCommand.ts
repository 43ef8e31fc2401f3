import { useDataProvider, useMutationWithMutationMode, useNotify, useTranslate, type HttpError } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../providers/httpClient';
import { readSession } from '../providers/session';
import type { PartnerDataProvider } from '../providers/dataProvider';
import type { CommandAnswer, TapOptions } from '../providers/orderCommands';
import type { PartnerOrder } from '../providers/types';
import { commandChange } from '../offline/outbox';
import { applyOrderEvent } from '../events/LiveOrders';
import type { Collected } from './CollectDialog';

/** How long a move that can be taken back (a rider's Delivered) waits before it is sent. */
export const UNDO_MS = 10_000;

/** One of the data provider's order commands, called with its arguments and the order as the card has it. */
type CommandCall = (dataProvider: PartnerDataProvider, tap: TapOptions) => Promise<CommandAnswer>;

interface Variables {
  call: CommandCall;
  /** What the card shows during an undoable move's wait: the fields its command sets. */
  shows: Record<string, unknown>;
}

interface Callbacks {
  onSuccess?: () => void;
  onRefused?: (message: string) => void;
}

/**
 * The order's commands as a card taps them, through the data provider (POST …/orders/:id/<command>,
 * kept on the phone when the network is gone). The order each answers — the server's, or the one
 * a waiting tap will leave — goes into the cached lists as a live event would
 * (shared/browser/orderEvents.ts: it moves to its tab), so no list is fetched again. Pessimistic,
 * so a refusal by the policy shows the server's reason and leaves the card as it was; or, with
 * `undoable`, react-admin's undoable mutation: the card moves at once and the command is sent
 * only once the toast's Undo has not been tapped for UNDO_MS.
 */
export function useOrderCommand(order: PartnerOrder) {
  const dataProvider = useDataProvider<PartnerDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const role = readSession()?.role ?? 'vendor';
  const [mutate, { isPending }] = useMutationWithMutationMode<HttpError, CommandAnswer, Partial<Variables>>(
    {},
    {
      mutationFn: ({ call }) => call!(dataProvider, { previousData: order }),
      updateCache: (variables, _options, answer) => {
        const shown = (answer ?? { ...order, ...variables.shows }) as PartnerOrder;
        applyOrderEvent(queryClient, 'order.updated', shown, role);
        return shown;
      },
      // What an undone or refused undoable move puts back.
      getQueryKeys: () => [['orders']],
    },
  );

  /** `notice` names the success message (resources.orders.notifications.*). */
  const send = (
    call: CommandCall,
    notice: string,
    {
      undoable = false,
      shows = {},
      onSuccess,
      onRefused,
    }: Callbacks & { undoable?: boolean; shows?: Variables['shows'] } = {},
  ) =>
    mutate(
      { call, shows },
      {
        mutationMode: undoable ? 'undoable' : 'pessimistic',
        onSuccess: () => {
          notify(
            translate(`resources.orders.notifications.${notice}`, { orderId: order.orderId }),
            undoable ? { type: 'info', undoable: true, autoHideDuration: UNDO_MS } : { type: 'success' },
          );
          onSuccess?.();
        },
        onError: (error) => {
          const message = errorMessage(error, translate('resources.orders.notifications.failed'));
          notify(message, { type: 'error' });
          onRefused?.(message);
        },
      },
    );

  const { id } = order;
  return {
    accept: (callbacks?: Callbacks) => send((dp, tap) => dp.acceptOrder(id, tap), 'accepted', callbacks),
    prepare: () => send((dp, tap) => dp.prepareOrder(id, tap), 'preparing'),
    markReady: () => send((dp, tap) => dp.markOrderReady(id, tap), 'ready'),
    /** A pickup order given at the counter; unpaid, with how the customer paid, and undoable for a moment. */
    handOver: (collected?: Collected) =>
      send((dp, tap) => dp.handOverOrder(id, collected ?? {}, tap), 'handedOver', {
        undoable: collected !== undefined,
        shows: commandChange('hand-over', collected ?? {}, Date.now()),
      }),
    pickUp: () => send((dp, tap) => dp.pickUpOrder(id, tap), 'out_for_delivery'),
    /**
     * Delivered at the door, with how the customer paid unless it was paid, and the customer's
     * delivery code when the order needs one; undoable for a moment.
     */
    deliver: (collected?: Collected, code?: string) =>
      send((dp, tap) => dp.deliverOrder(id, { ...collected, ...(code ? { code } : {}) }, tap), 'delivered', {
        undoable: true,
        shows: commandChange('deliver', collected ?? {}, Date.now()),
      }),
    cancel: (reason?: string) => send((dp, tap) => dp.cancelOrder(id, reason ? { reason } : {}, tap), 'cancelled'),
    /** A held order confirmed after a call or the customer's WhatsApp. */
    confirm: () => send((dp, tap) => dp.confirmOrder(id, tap), 'confirmed'),
    /** The kitchen saw a UPI payment arrive (with its UTR when it has one); a refusal's reason goes to `onRefused`. */
    confirmPayment: (utr: string | undefined, callbacks: Callbacks) =>
      send((dp, tap) => dp.confirmPayment(id, utr ? { utr } : {}, tap), 'paymentReceived', callbacks),
    /** "Fake / no one there": cancelled unless delivered, a strike on the number. */
    markFake: (reason?: string) => send((dp, tap) => dp.markOrderFake(id, reason ? { reason } : {}, tap), 'fake'),
    isPending,
  };
}
