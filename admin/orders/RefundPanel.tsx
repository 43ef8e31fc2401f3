import { useState } from 'react';
import { Alert, Box, Button, DialogContent, Typography } from '@mui/material';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { EditBase, FormDataConsumer, RadioButtonGroupInput, required, SimpleForm, TextInput, useNotify, useTranslate } from 'react-admin';
import { DialogFrame, FORM_STRETCH, FormToolbar, formatRupees } from '../common';
import { errorMessage } from '../providers/httpClient';
import { formatIndianDateTime } from './format';
import type { Order } from './types';

type RefundForm = { refundMethod?: 'upi' | 'cash' | null; refundUtr?: string | null };

/** A UTR is 12 digits (spaces allowed as people read it out); none is fine too. */
const utrValid = (value: unknown) => {
  const digits = String(value ?? '').replace(/\s/g, '');
  return digits === '' || /^\d{12}$/.test(digits) ? undefined : 'gaon.orders.refund.utrInvalid';
};

/** What Record refund sends: the refund, how it was given back, and a UPI refund's reference when typed. */
export function refundBody({ refundMethod, refundUtr }: RefundForm) {
  const utr = String(refundUtr ?? '').replace(/\s/g, '');
  return { refundStatus: 'refunded' as const, refundMethod, ...(refundMethod === 'upi' && utr ? { refundUtr: utr } : {}) };
}

/**
 * The money of a paid order that was cancelled: "Refund due ₹210.00" with Record refund (a dialog:
 * by UPI with its UTR if there is one, or in cash), and once recorded, how it went back, when and
 * by whom. A refusal (a refund already recorded by someone else, a wrong UTR) shows in the dialog.
 */
export function RefundPanel({ order }: { order: Order }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.orders.refund.${key}`, options);
  const [open, setOpen] = useState(false);
  if (order.refundStatus === 'refunded') {
    const how = order.refundMethod === 'cash' ? t('refundedCash') : order.refundUtr ? t('refundedUpiUtr', { utr: order.refundUtr }) : t('refundedUpi');
    return (
      <Box sx={{ mt: 2 }} data-testid="refund">
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="refund-done">
          {how}
        </Typography>
        {order.refundedAt && (
          <Typography variant="caption" color="text.secondary">
            {t('refundedWhen', { at: formatIndianDateTime(order.refundedAt), name: order.refundedByName ?? '' })}
          </Typography>
        )}
      </Box>
    );
  }
  if (order.refundStatus !== 'due') return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="refund">
      <Alert
        severity="error"
        icon={<CurrencyExchangeIcon />}
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
            {t('record')}
          </Button>
        }
        sx={{ '& .MuiAlert-action': { alignItems: 'center' }, flexWrap: 'wrap' }}
      >
        <strong data-testid="refund-due">{t('due', { amount: formatRupees(order.totalAmount) })}</strong>
        <Box component="span" sx={{ display: 'block' }}>
          {t('dueNote')}
        </Box>
      </Alert>
      {open && <RefundDialog order={order} onClose={() => setOpen(false)} />}
    </Box>
  );
}

function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`gaon.orders.refund.${key}`, options);
  const [failure, setFailure] = useState('');
  return (
    <DialogFrame open title={t('title', { orderId: order.orderId })} onClose={onClose}>
      <DialogContent sx={{ pb: 0 }}>
        <Typography variant="body2">{t('question', { amount: formatRupees(order.totalAmount), name: order.customerInfo?.name ?? '' })}</Typography>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }} data-testid="refund-error">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <EditBase<Order>
        resource="orders"
        id={order.id}
        mutationMode="pessimistic"
        redirect={false}
        transform={refundBody as never}
        mutationOptions={{
          onSuccess: () => {
            notify(t('done'), { type: 'success' });
            onClose();
          },
          onError: (error) => setFailure(errorMessage(error, t('failed'))),
        }}
      >
        <SimpleForm
          noValidate
          disableInvalidFormNotification
          sx={FORM_STRETCH}
          // The money goes back the way it came, unless the owner says otherwise.
          record={{ ...order, refundMethod: order.paymentMethod, refundUtr: '' }}
          toolbar={<FormToolbar saveLabel="gaon.orders.refund.save" onCancel={onClose} />}
        >
          <RadioButtonGroupInput
            source="refundMethod"
            label="gaon.orders.refund.method"
            choices={[
              { id: 'upi', name: 'gaon.orders.refund.methods.upi' },
              { id: 'cash', name: 'gaon.orders.refund.methods.cash' },
            ]}
            validate={required()}
            onChange={() => setFailure('')}
          />
          <FormDataConsumer<RefundForm>>
            {({ formData }) =>
              formData.refundMethod === 'upi' && (
                <TextInput source="refundUtr" label="gaon.orders.refund.utr" helperText="gaon.orders.refund.utrHint" validate={utrValid} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }} onChange={() => setFailure('')} />
              )
            }
          </FormDataConsumer>
        </SimpleForm>
      </EditBase>
    </DialogFrame>
  );
}
