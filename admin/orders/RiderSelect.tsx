import { TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { Order } from './types';
import { useOrderCommand } from './useOrderCommand';

/** A delivery person as GET /api/admin/users?role=delivery answers it. */
interface Rider {
  id: number;
  name: string;
  phone?: string;
  status?: 'active' | 'on_delivery' | 'on_leave' | null;
  /** false: signed up themselves and not approved yet, so not assignable. */
  approved?: boolean;
}

/** Every delivery person (one cached list for all the selects on a screen). */
export const useRiders = () =>
  useGetList<Rider>(
    'delivery-staff',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { staleTime: 30_000 },
  );

const FINISHED = ['delivered', 'cancelled'];

/** The delivery persons to offer: those on leave or waiting for approval are left out (the current one stays, to show it). */
export function riderOptions(riders: Rider[], currentId: number | null | undefined): Rider[] {
  return riders.filter((r) => (r.status !== 'on_leave' && r.approved !== false) || r.id === currentId);
}

/**
 * Assign, reassign or unassign an order's delivery person: POST /api/admin/orders/:id/assign
 * {riderId}. Busy riders (on a delivery) are marked; the server's refusal (on leave,
 * finished order…) is a red toast. A finished order keeps its rider: the select is disabled.
 */
export function RiderSelect({ order, fullWidth }: { order: Order; fullWidth?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: riders = [] } = useRiders();
  const { mutate: run, isPending } = useOrderCommand();
  const mutate = (riderId: number | null) =>
    run((dataProvider) => dataProvider.assignRider(order.id, riderId), {
      onSuccess: ({ message }) => {
        notify(message || translate(riderId === null ? 'gaon.orders.riderRemoved' : 'gaon.orders.riderAssigned'), {
          type: 'success',
        });
        // The rider's own status (on a delivery) follows the assignment.
        void queryClient.invalidateQueries({ queryKey: ['delivery-staff'] });
      },
      onError: (error) => notify(errorMessage(error, translate('gaon.orders.failedRider')), { type: 'error' }),
    });
  const currentId = order.deliveryPerson?.id ?? null;
  const options = riderOptions(riders, currentId);
  const known = currentId === null || options.some((r) => r.id === currentId);
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      margin="none"
      value={currentId === null ? '' : String(currentId)}
      disabled={isPending || FINISHED.includes(order.status)}
      onChange={(event) => {
        const next = event.target.value === '' ? null : Number(event.target.value);
        if (next !== currentId) mutate(next);
      }}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { minWidth: 150 }}
      slotProps={{
        select: { native: true },
        htmlInput: {
          'aria-label': translate('gaon.orders.riderAria', { orderId: order.orderId }),
          'data-testid': 'rider-select',
        },
      }}
    >
      <option value="">{translate('gaon.orders.riderNone')}</option>
      {!known && order.deliveryPerson && <option value={String(currentId)}>{order.deliveryPerson.name}</option>}
      {options.map((rider) => (
        <option key={rider.id} value={String(rider.id)}>
          {rider.status === 'on_delivery' && rider.id !== currentId
            ? translate('gaon.orders.riderBusy', { name: rider.name })
            : rider.name}
        </option>
      ))}
    </TextField>
  );
}
