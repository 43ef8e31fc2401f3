import { useState } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { Order } from './types';
import { useOrderCommand } from './useOrderCommand';

/**
 * How the order is paid, and for a UPI order still awaiting its money a one-tap confirmation:
 * with the 12-digit UTR the customer shows, or "received" without one (there is no gateway to
 * tell the server). The server checks the UTR and answers its message when it is wrong.
 */
export function PaymentConfirm({ order }: { order: Order }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`gaon.orders.payment.${key}`, options);
  // Prefilled with the UTR the customer typed on the tracking page, to check against the account.
  const [utr, setUtr] = useState(order.customerUtr ?? '');
  const { mutate, isPending } = useOrderCommand();
  const confirm = () =>
    mutate((dataProvider) => dataProvider.confirmPayment(order.id, utr.trim() ? { utr: utr.trim() } : {}), {
      onSuccess: () => notify(t('confirmed'), { type: 'success' }),
      onError: (error) => notify(errorMessage(error, t('failed')), { type: 'error' }),
    });
  return (
    <Box sx={{ mt: 2 }} data-testid="payment">
      <Typography variant="body2">
        <strong>{t('title')}:</strong> {t(`states.${order.paymentStatus}`)}
        {order.utr ? ` · UTR ${order.utr}` : ''}
      </Typography>
      {order.paymentStatus === 'awaiting_upi' && order.customerPaidAt && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="customer-says-paid">
          {order.customerUtr ? t('customerSaysPaidUtr', { utr: order.customerUtr }) : t('customerSaysPaid')}
        </Typography>
      )}
      {order.paymentStatus === 'awaiting_upi' && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <TextField
            size="small"
            label={t('utr')}
            value={utr}
            onChange={(e) => setUtr(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
          />
          <Button variant="contained" color="success" onClick={confirm} disabled={isPending}>
            {utr.trim() ? t('confirmWithUtr') : t('received')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
