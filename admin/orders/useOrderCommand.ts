import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { applyOrderEvent } from '../../shared/browser/orderEvents';
import type { AppDataProvider, CommandAnswer } from '../providers/dataProvider';
import type { Order } from './types';

/** One of the data provider's order commands, called with its arguments: `(dataProvider) => dataProvider.acceptOrder(id)`. */
export type CommandCall = (dataProvider: AppDataProvider) => Promise<CommandAnswer>;

/**
 * Runs an order command through the admin's data provider. The order it answers goes into the
 * cached lists and the open order as a live event would (shared/browser/orderEvents.ts), so no
 * list is fetched again; the dashboard's figures are. The caller's onSuccess and onError show
 * the toast.
 */
export function useOrderCommand() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: CommandCall) => call(dataProvider),
    onSuccess: ({ data }) =>
      applyOrderEvent(queryClient, 'order.updated', data as Order, {
        audience: 'admin',
        alsoInvalidate: [['dashboard']],
      }),
  });
}
