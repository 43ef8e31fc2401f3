import { TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { ORDER_STATUSES } from './constants';
import type { Order } from './types';

/**
 * The row's status dropdown: any of the six statuses (SPEC section 4). The toast is the
 * server's message; the lists and the order are read again so they show what the server has.
 */
export function OrderStatusSelect({ order, fullWidth }: { order: Order; fullWidth?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { mutate, isPending } = useMutation({
    mutationFn: (status: string) => dataProvider.setOrderStatus(order.id, status),
    onSuccess: (envelope) => {
      notify(envelope.message || translate('gaon.orders.statusUpdated'), { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: (error) => notify(errorMessage(error, translate('gaon.orders.failedStatus')), { type: 'error' }),
  });
  const known = (ORDER_STATUSES as readonly string[]).includes(order.status);
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      margin="none"
      value={order.status}
      disabled={isPending}
      onChange={(event) => event.target.value !== order.status && mutate(event.target.value)}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { minWidth: 170 }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': translate('gaon.orders.changeStatus', { orderId: order.orderId }) } }}
    >
      {!known && <option value={order.status}>{order.status}</option>}
      {ORDER_STATUSES.map((status) => (
        <option key={status} value={status}>
          {translate(`gaon.orders.statuses.${status}`)}
        </option>
      ))}
    </TextField>
  );
}
