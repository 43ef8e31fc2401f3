import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { allowedNextStatuses, ORDER_FLOW, statusChangeError, type OrderStatusName } from '../../shared/orderStatus';
import { errorMessage } from '../providers/httpClient';
import { ORDER_STATUSES } from './constants';
import type { Order } from './types';
import { useOrderCommand, type CommandCall } from './useOrderCommand';

/**
 * The steps an allowed move jumps over (Placed → Delivered skips three), or null for a move
 * that needs no second look: the next step, or one the server will refuse anyway.
 */
export function skippedSteps(from: string, to: string): OrderStatusName[] | null {
  if (!allowedNextStatuses(from as OrderStatusName).includes(to as OrderStatusName)) return null;
  if (to === 'cancelled') return [];
  const flow = ORDER_FLOW as readonly string[];
  const skipped = ORDER_FLOW.slice(flow.indexOf(from) + 1, flow.indexOf(to));
  return skipped.length > 0 ? skipped : null;
}

/** The command that moves an order to each status (back to placed is none: the status policy refuses it). */
const STATUS_COMMANDS: Record<Exclude<OrderStatusName, 'placed'>, (id: number) => CommandCall> = {
  accepted: (id) => (dataProvider) => dataProvider.acceptOrder(id),
  preparing: (id) => (dataProvider) => dataProvider.prepareOrder(id),
  out_for_delivery: (id) => (dataProvider) => dataProvider.pickUpOrder(id),
  delivered: (id) => (dataProvider) => dataProvider.deliverOrder(id),
  cancelled: (id) => (dataProvider) => dataProvider.cancelOrder(id),
};

/** Moves an order to a status by its command; the toast is the server's message. */
function useSetOrderStatus(order: Order) {
  const translate = useTranslate();
  const notify = useNotify();
  const { mutate, isPending } = useOrderCommand();
  const setStatus = (status: string) => {
    if (status === 'placed') {
      // No command goes back to placed: the policy's own words, as the server gives them.
      const refusal = statusChangeError(order.status as OrderStatusName, 'placed');
      notify(refusal ?? translate('gaon.orders.failedStatus'), { type: 'error' });
      return;
    }
    mutate(STATUS_COMMANDS[status as Exclude<OrderStatusName, 'placed'>](order.id), {
      onSuccess: ({ message }) => notify(message || translate('gaon.orders.statusUpdated'), { type: 'success' }),
      onError: (error) => notify(errorMessage(error, translate('gaon.orders.failedStatus')), { type: 'error' }),
    });
  };
  return { mutate: setStatus, isPending };
}

/** The one step after this one: a pickup order goes from preparing to delivered (handed over), not out for delivery. */
export function nextStep(order: Pick<Order, 'status' | 'fulfilment'>): OrderStatusName | null {
  const flow = ORDER_FLOW as readonly string[];
  const at = flow.indexOf(order.status);
  if (at < 0 || at === flow.length - 1) return null;
  if (order.fulfilment === 'pickup' && order.status === 'preparing') return 'delivered';
  return ORDER_FLOW[at + 1];
}

/** The order's next step as one button (Accept, Start preparing…), beside the dropdown that allows any move. */
export function OrderNextStepButton({ order }: { order: Order }) {
  const translate = useTranslate();
  const { mutate, isPending } = useSetOrderStatus(order);
  const next = nextStep(order);
  if (!next) return null;
  const label = translate(
    `gaon.orders.nextStep.${order.fulfilment === 'pickup' && next === 'delivered' ? 'handedOver' : next}`,
  );
  return (
    <Button
      variant="contained"
      size="small"
      disabled={isPending}
      onClick={() => mutate(next)}
      aria-label={`${label} · ${order.orderId}`}
    >
      {label}
    </Button>
  );
}

/**
 * The row's status dropdown: any of the six statuses. A jump over steps or a cancellation asks
 * first (one slip of a thumb would otherwise deliver or cancel an order).
 */
export function OrderStatusSelect({ order, fullWidth }: { order: Order; fullWidth?: boolean }) {
  const translate = useTranslate();
  const { mutate, isPending } = useSetOrderStatus(order);
  const known = (ORDER_STATUSES as readonly string[]).includes(order.status);
  const [asking, setAsking] = useState<{ status: string; skipped: OrderStatusName[] } | null>(null);
  const choose = (status: string) => {
    if (status === order.status) return;
    const skipped = skippedSteps(order.status, status);
    if (skipped) setAsking({ status, skipped });
    else mutate(status);
  };
  const name = (status: string) => translate(`gaon.orders.statuses.${status}`);
  return (
    <>
      <TextField
        select
        size="small"
        variant="outlined"
        margin="none"
        value={order.status}
        disabled={isPending}
        onChange={(event) => choose(event.target.value)}
        fullWidth={fullWidth}
        sx={fullWidth ? undefined : { minWidth: 170 }}
        slotProps={{
          select: { native: true },
          htmlInput: { 'aria-label': translate('gaon.orders.changeStatus', { orderId: order.orderId }) },
        }}
      >
        {!known && <option value={order.status}>{order.status}</option>}
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {translate(`gaon.orders.statuses.${status}`)}
          </option>
        ))}
      </TextField>
      <Confirm
        isOpen={asking !== null}
        title={translate('gaon.orders.confirmJump.title', { orderId: order.orderId })}
        content={
          asking &&
          (asking.status === 'cancelled'
            ? translate('gaon.orders.confirmJump.cancel', { from: name(order.status) })
            : translate('gaon.orders.confirmJump.skip', {
                from: name(order.status),
                to: name(asking.status),
                skipped: asking.skipped.map(name).join(', '),
              }))
        }
        confirm={asking ? `gaon.orders.statuses.${asking.status}` : 'ra.action.confirm'}
        onConfirm={() => {
          if (asking) mutate(asking.status);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
