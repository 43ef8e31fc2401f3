import { Box, Chip, Stack, Typography } from '@mui/material';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EventIcon from '@mui/icons-material/Event';
import { useLocaleState, useTranslate } from 'react-admin';
import { dueWords } from '../../shared/scheduling';
import { useNow } from '../../shared/browser/useNow';
import type { PartnerOrder } from '../providers/types';
import { useFormat } from './format';
import { QueuedMark } from '../offline/OfflineStatus';
import { useLocalName } from '../../shared/browser/localName';
import { readSession } from '../providers/session';

const STATUS_COLOURS: Record<string, 'warning' | 'info' | 'primary' | 'secondary' | 'success' | 'error' | 'default'> = {
  placed: 'warning',
  accepted: 'info',
  preparing: 'primary',
  out_for_delivery: 'secondary',
  delivered: 'success',
  cancelled: 'error',
};

/** Marked ready by the kitchen and not yet collected (by the customer or the rider). */
export const isReadyForPickup = (order: Pick<PartnerOrder, 'status' | 'readyAt'>) =>
  Boolean(order.readyAt) && (order.status === 'accepted' || order.status === 'preparing');

/**
 * What the ready mark says: a pickup order waits for its customer at the counter, a round of a
 * table to be served there; a delivery
 * order waits for its rider (the rider's own app says it is ready to collect).
 */
export const readyLabel = (order: Pick<PartnerOrder, 'fulfilment'>): string =>
  order.fulfilment === 'pickup'
    ? 'resources.orders.readyForPickup'
    : order.fulfilment === 'dine_in'
      ? 'resources.orders.readyToServe'
      : readSession()?.role === 'delivery'
        ? 'resources.orders.readyToCollect'
        : 'resources.orders.readyWaitingRider';

export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`partner.status.${status}`, { _: status })}
      color={STATUS_COLOURS[status] ?? 'default'}
    />
  );
}

/** An order for later: "For 7:30 PM" (India time, with the day when not today), an icon and words. */
export function ForTimeChip({ order }: { order: Pick<PartnerOrder, 'scheduledFor'> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const now = useNow(60_000);
  if (!order.scheduledFor) return null;
  const time = dueWords(Date.parse(order.scheduledFor), now, locale === 'hi' ? 'hi' : 'en');
  return (
    <Chip
      size="small"
      data-testid="for-time"
      icon={<EventIcon />}
      label={translate('resources.orders.forTime', { time })}
      color="info"
      sx={{ fontWeight: 700 }}
    />
  );
}

/** The order number, time and status; a "NEW" label (word and icon, not colour alone) while it waits. */
export function OrderHeader({ order, isNew }: { order: PartnerOrder; isNew: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {order.orderId}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {format.time(order.createdAt)}
      </Typography>
      <Box sx={{ flex: 1 }} />
      <QueuedMark resource="orders" id={order.id} />
      <ForTimeChip order={order} />
      {isNew && (
        <Chip
          size="small"
          icon={<FiberNewIcon />}
          label={translate('resources.orders.new')}
          color="warning"
          variant="outlined"
          sx={{ fontWeight: 700 }}
        />
      )}
      {/* A waiting order already says NEW; the "New" status chip would repeat it. An order for
          later before its time is not new yet: its time says what it is. */}
      {!((isNew || order.upcoming) && order.status === 'placed') && <StatusChip status={order.status} />}
      {isReadyForPickup(order) && (
        <Chip
          size="small"
          data-testid="ready-mark"
          icon={<DoneAllIcon />}
          label={translate(readyLabel(order))}
          color="success"
          sx={{ fontWeight: 700 }}
        />
      )}
    </Stack>
  );
}

export function ItemsList({ order }: { order: PartnerOrder }) {
  const translate = useTranslate();
  const format = useFormat();
  const nameOf = useLocalName();
  const items = order.items ?? [];
  return (
    <Box component="ul" aria-label={translate('resources.orders.fields.items')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item, i) => (
        <Box component="li" key={`${item.name}-${i}`} sx={{ display: 'flex', gap: 1, py: 0.25 }}>
          <Typography component="span" sx={{ fontWeight: 700, minWidth: 32 }}>
            {item.quantity} ×
          </Typography>
          <Typography component="span" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {nameOf(item)}
          </Typography>
          <Typography component="span" color="text.secondary">
            {format.rupees(item.price * item.quantity)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
