import { useEffect, useState } from 'react';
import { Alert, Button, keyframes } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useDataProvider, useNotify, useStore, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { SOUND_STORE_KEY, useRing } from '../../shared/browser/useSound';
import { errorMessage } from '../providers/httpClient';
import type { PartnerDataProvider } from '../providers/dataProvider';
import type { PartnerOrder } from '../providers/types';
import { applyOrderEvent } from '../events/LiveOrders';

const pulse = keyframes`0%, 100% { opacity: 1 } 50% { opacity: .55 }`;
const BEFORE_PICKUP = new Set(['placed', 'accepted', 'preparing']);
const VIBRATION = [400, 200, 400];

/** The order is given to this rider, who has not said "Got it" yet, and it has not left the kitchen. */
export function awaitsAcknowledgement(order: Pick<PartnerOrder, 'status' | 'deliveryPerson'>): boolean {
  return Boolean(order.deliveryPerson) && !order.deliveryPerson?.acknowledgedAt && BEFORE_PICKUP.has(order.status);
}

/**
 * A new order given to the rider rings (and vibrates) on its card until they tap "Got it": the
 * server then stops pushing it to their phone too. Picking it up ends the ringing as well.
 */
export function AssignmentAck({ order }: { order: PartnerOrder }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PartnerDataProvider>();
  const [soundOn] = useStore<boolean>(SOUND_STORE_KEY, true);
  const [sending, setSending] = useState(false);
  const waiting = awaitsAcknowledgement(order);
  useRing(waiting, soundOn, undefined, translate('resources.orders.acknowledge.newForYou'));
  useEffect(() => {
    if (waiting && typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate(VIBRATION);
  }, [waiting]);
  if (!waiting) return null;

  const gotIt = async () => {
    setSending(true);
    try {
      const { data } = await dataProvider.acknowledgeOrder(order.id, { previousData: order });
      applyOrderEvent(queryClient, 'order.updated', data, 'delivery');
    } catch (error) {
      notify(errorMessage(error, translate('resources.orders.acknowledge.failed')), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert
      role="alert"
      severity="warning"
      variant="filled"
      icon={<NotificationsActiveIcon sx={{ animation: `${pulse} 1s ease-in-out infinite` }} />}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="large"
          disabled={sending}
          onClick={gotIt}
          sx={{ minHeight: 48, fontWeight: 800, whiteSpace: 'nowrap' }}
          data-testid="got-it"
        >
          {translate('resources.orders.acknowledge.gotIt')}
        </Button>
      }
      sx={{ borderRadius: 0, alignItems: 'center', fontWeight: 700 }}
    >
      {translate('resources.orders.acknowledge.newForYou')}
    </Alert>
  );
}
