import { useEffect, useSyncExternalStore } from 'react';
import { Alert, Chip, Stack } from '@mui/material';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { accountKey, readSession } from '../providers/session';
import { sendTap } from '../providers/orderCommands';
import { errorMessage } from '../providers/httpClient';
import { useFormat } from '../common/format';
import { dismissRefused, flushOutbox, outboxStore, type QueuedTap } from './outbox';
import { staleStore } from './snapshots';
import { applyOrderEvent, SUMMARY_QUERY_KEY, useLiveOrders } from '../events/LiveOrders';

/** How often waiting taps are tried again while the browser believes it is online. */
const RETRY_MS = 15_000;

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** The browser's own idea of the network: false means surely offline (true may still be a dead link). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

export const useOutbox = () => useSyncExternalStore(outboxStore.subscribe, outboxStore.get, outboxStore.get);

/** When the lists on screen were fetched, when they come from the phone; null when from the server. */
export const useStaleSince = () => useSyncExternalStore(staleStore.subscribe, staleStore.get, staleStore.get);

/** This account's tap waiting for the record, if any (the card says "waiting to send"). */
export function useQueuedTap(resource: string, id: number | string): QueuedTap | undefined {
  const { queued } = useOutbox();
  const account = accountKey();
  return queued.find((tap) => tap.account === account && tap.resource === resource && tap.id === id);
}

/** The "waiting to send" mark of a card whose tap is still on the phone. */
export function QueuedMark({ resource, id }: { resource: string; id: number | string }) {
  const translate = useTranslate();
  const tap = useQueuedTap(resource, id);
  if (!tap) return null;
  return (
    <Chip
      size="small"
      icon={<CloudQueueIcon />}
      label={translate('partner.offline.waiting')}
      variant="outlined"
      sx={{ fontWeight: 600 }}
    />
  );
}

/**
 * Sends the taps waiting on the phone when the network returns (and at start, and every
 * 15 s while some wait), then reloads the lists; shows how many wait, a refusal's reason until
 * it is closed, and the age of lists shown from the phone ("as of 8:42 PM").
 */
export function OfflineStatus() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const format = useFormat();
  const online = useOnline();
  const live = useLiveOrders().status === 'live';
  const staleSince = useStaleSince();
  const { queued, refused } = useOutbox();
  const account = accountKey();
  const mine = queued.filter((tap) => tap.account === account);
  const myRefused = refused.filter((tap) => tap.account === account);

  useEffect(() => {
    if (!online || mine.length === 0) return;
    // An order's answer goes into the lists as its live event would; a dish's list is asked for again.
    const send = async (tap: QueuedTap) => {
      const answer = await sendTap(tap);
      if (tap.resource === 'orders')
        applyOrderEvent(queryClient, 'order.updated', answer, readSession()?.role ?? 'vendor');
      return answer;
    };
    const flush = () =>
      flushOutbox(account, send, (error) =>
        errorMessage(error, translate('resources.orders.notifications.failed')),
      ).then((result) => {
        // A refused tap's order is not as the card showed it: its lists are asked for again.
        if (result.refused.some((tap) => tap.resource === 'orders'))
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
        if ([...result.sent, ...result.refused].some((tap) => tap.resource !== 'orders'))
          void queryClient.invalidateQueries({ queryKey: ['restaurants'] });
        if (result.sent.length || result.refused.length)
          void queryClient.invalidateQueries({ queryKey: SUMMARY_QUERY_KEY });
        // Told even when this effect has moved on: the queue emptying is what re-runs it.
        if (result.sent.length)
          notify('partner.offline.sent', { type: 'success', messageArgs: { smart_count: result.sent.length } });
      });
    void flush();
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
    // mine.length: a new tap queued while online starts a run at once; live: the stream being
    // back is the surest sign the network is.
  }, [online, live, mine.length, account, queryClient, notify, translate]);

  if (online && staleSince === null && mine.length === 0 && myRefused.length === 0) return null;
  const time = staleSince !== null ? format.time(new Date(staleSince).toISOString()) : null;
  return (
    <Stack spacing={1} sx={{ mb: 1.5 }} role="status">
      {(!online || time) && (
        <Alert severity="warning" variant="outlined">
          {translate(online ? 'partner.offline.staleOnline' : 'partner.offline.offline')}
          {time && ` ${translate('partner.offline.asOf', { time })}`}
        </Alert>
      )}
      {mine.length > 0 && (
        <Alert severity="info" variant="outlined" icon={<CloudQueueIcon />}>
          {translate('partner.offline.queued', { smart_count: mine.length })}
        </Alert>
      )}
      {myRefused.map((tap) => (
        <Alert
          key={tap.key}
          severity="error"
          onClose={() => dismissRefused(tap.key)}
          slotProps={{ closeButton: { 'aria-label': translate('ra.action.close') } }}
        >
          {translate('partner.offline.refused', {
            order: String(tap.previousData.orderId ?? tap.previousData.name ?? tap.id),
            message: tap.message,
          })}
        </Alert>
      ))}
    </Stack>
  );
}
