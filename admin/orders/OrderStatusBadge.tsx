import { Chip } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useLocaleState, useTranslate } from 'react-admin';
import { dueWords } from '../../shared/scheduling';
import { useNow } from '../../shared/browser/useNow';
import { StatusBadge, statusLabel } from '../common';
import { ORDER_STATUS_COLORS } from './constants';

/**
 * An order's status as a coloured badge with its name (never colour alone): in English the
 * spec's "out for delivery" form, in Hindi its translation (gaon.orders.badges).
 */
export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  const translate = useTranslate();
  return (
    <StatusBadge
      value={status}
      colors={ORDER_STATUS_COLORS}
      label={status ? translate(`gaon.orders.badges.${status}`, { _: statusLabel(status) }) : ''}
    />
  );
}

/** "To confirm" beside the status while an order is held (words, not colour alone). */
export function ToConfirmChip({ order }: { order: { toConfirm?: boolean } }) {
  const translate = useTranslate();
  if (!order.toConfirm) return null;
  return (
    <Chip
      size="small"
      label={translate('gaon.trust.hold.title')}
      sx={{ ml: 0.5, backgroundColor: '#fef3c7', color: '#78350f', fontWeight: 600 }}
      data-testid="to-confirm-chip"
    />
  );
}

/** An order for later: "For 7:30 PM" (India time; with the day when it is not today), words and an icon. */
export function ForTimeChip({ order }: { order: { scheduledFor?: string | null } }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const now = useNow(60_000);
  if (!order.scheduledFor) return null;
  const time = dueWords(Date.parse(order.scheduledFor), now, locale === 'hi' ? 'hi' : 'en');
  return (
    <Chip
      size="small"
      icon={<EventIcon />}
      label={translate('gaon.orders.forTime', { time })}
      sx={{
        ml: 0.5,
        backgroundColor: '#e0f2fe',
        color: '#0c4a6e',
        fontWeight: 600,
        '& .MuiChip-icon': { color: 'inherit' },
      }}
      data-testid="for-time"
    />
  );
}

/** "Fake" beside the status once the order was marked "fake / no one there" (the number got a strike). */
export function FakeChip({ order }: { order: { fakeAt?: string | null } }) {
  const translate = useTranslate();
  if (!order.fakeAt) return null;
  return (
    <Chip
      size="small"
      label={translate('gaon.orders.fakeChip')}
      sx={{ ml: 0.5, backgroundColor: '#fee2e2', color: '#7f1d1d', fontWeight: 600 }}
      data-testid="fake-chip"
    />
  );
}
