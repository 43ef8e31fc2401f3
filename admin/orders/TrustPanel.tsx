import { useState } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import ReportIcon from '@mui/icons-material/Report';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import { formatIndianDateTime } from './format';
import type { Order } from './types';
import { useOrderCommand, type CommandCall } from './useOrderCommand';

/**
 * The prank-order decisions of one order: why it was held "to confirm" and who confirmed it
 * (with a Confirm button while it waits), and the "Fake / no one there" mark (who, when, why),
 * asked in a <Confirm> dialog: the order is cancelled unless delivered and the number gets a strike.
 */
export function TrustPanel({ order }: { order: Order }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`gaon.trust.${key}`, options);
  const { mutate, isPending } = useOrderCommand();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const by = (actor: string | null, name: string | null) =>
    [name, actor ? translate(`gaon.orders.historyBy.${actor}`) : null].filter(Boolean).join(', ');
  const reasonText = order.holdReason ? t(`hold.reasons.${order.holdReason}`) : '';
  const send = (call: CommandCall, done: string, failed: string) =>
    mutate(call, {
      onSuccess: () => notify(t(done), { type: 'success' }),
      onError: (error) => notify(errorMessage(error, t(failed)), { type: 'error' }),
    });
  const canMarkFake = !order.fakeAt && Boolean(order.customerInfo?.phone);

  return (
    <Box sx={{ mt: 2 }} data-testid="trust">
      {order.toConfirm && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              variant="outlined"
              disabled={isPending}
              onClick={() =>
                send((dataProvider) => dataProvider.confirmOrder(order.id), 'hold.confirmed', 'hold.failed')
              }
            >
              {t('hold.confirm')}
            </Button>
          }
        >
          <strong>{t('hold.title')}.</strong> {t('hold.waiting', { reason: reasonText, orderId: order.orderId })}
        </Alert>
      )}
      {order.holdReason && order.confirmedAt && (
        <Typography variant="body2">
          {t('hold.confirmedLine', {
            reason: reasonText,
            at: formatIndianDateTime(order.confirmedAt),
            by: by(order.confirmedBy, order.confirmedByName),
          })}
        </Typography>
      )}
      {order.fakeAt && (
        <Typography variant="body2" color="error.dark" sx={{ fontWeight: 600 }}>
          {t('fake.line', {
            at: formatIndianDateTime(order.fakeAt),
            by: by(order.fakeBy, order.fakeByName),
            reason: order.fakeReason ?? '',
          })}
        </Typography>
      )}
      {canMarkFake && (
        <Button
          size="small"
          color="error"
          startIcon={<ReportIcon />}
          disabled={isPending}
          onClick={() => setAsking(true)}
          sx={{ mt: 1, textTransform: 'none' }}
        >
          {t('fake.button')}
        </Button>
      )}
      <Confirm
        isOpen={asking}
        title={t('fake.title', { orderId: order.orderId })}
        content={
          <>
            <Typography sx={{ mb: 2 }}>{t('fake.content', { phone: order.customerInfo?.phone ?? '' })}</Typography>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={t('fake.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </>
        }
        confirm={t('fake.confirm')}
        cancel={t('fake.back')}
        confirmColor="warning"
        onConfirm={() => {
          setAsking(false);
          const why = reason.trim();
          send(
            (dataProvider) => dataProvider.markOrderFake(order.id, why ? { reason: why } : {}),
            'fake.done',
            'fake.failed',
          );
        }}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
