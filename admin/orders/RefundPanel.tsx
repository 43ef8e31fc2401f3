import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, DialogContent, Typography } from '@mui/material';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import {
  Form,
  FormDataConsumer,
  RadioButtonGroupInput,
  required,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { DialogFrame, FormToolbar, formatRupees } from '../common';
import { errorMessage } from '../providers/httpClient';
import { formatIndianDateTime } from './format';
import type { AppDataProvider } from '../providers/dataProvider';
import type { Payment } from '../../shared/api/ledger';
import type { Order } from './types';
import { useOrderCommand } from './useOrderCommand';

type RefundForm = { refundMethod?: 'upi' | 'cash' | null; refundUtr?: string | null };

/** A UTR is 12 digits (spaces allowed as people read it out); none is fine too. */
const utrValid = (value: unknown) => {
  const digits = String(value ?? '').replace(/\s/g, '');
  return digits === '' || /^\d{12}$/.test(digits) ? undefined : 'gaon.orders.refund.utrInvalid';
};

/** What Record refund sends (the refund command's body): how the money went back, and a UPI refund's reference when typed. */
export function refundBody({ refundMethod, refundUtr }: RefundForm) {
  const utr = String(refundUtr ?? '').replace(/\s/g, '');
  return { method: refundMethod ?? 'cash', ...(refundMethod === 'upi' && utr ? { utr } : {}) };
}

/**
 * How the money came in, so it goes back the same way: the method (cash or UPI) that brought the
 * most of the order's counted payments. An order's paymentMethod is how it was ordered, which a
 * party's UPI advance or a split at the door does not change; without rows it is the fallback.
 */
export function paidMethodOf(payments: readonly Payment[], fallback: Order['paymentMethod']): 'upi' | 'cash' {
  const paid = { upi: 0, cash: 0 };
  for (const row of payments)
    if (row.kind === 'payment' && !row.voidedAt && (row.method === 'upi' || row.method === 'cash'))
      paid[row.method] += row.amount;
  if (paid.upi === 0 && paid.cash === 0) return fallback;
  return paid.upi >= paid.cash ? 'upi' : 'cash';
}

/** The command's field names → the form's, so a refusal's per-field errors land under their fields. */
const FORM_FIELDS: Record<string, keyof RefundForm> = { method: 'refundMethod', utr: 'refundUtr' };
const formErrors = (errors: Record<string, string> | undefined) =>
  errors &&
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [FORM_FIELDS[field] ?? field, message]));

/**
 * The money of a paid order that was cancelled: "Refund due ₹210.00" with Record refund (a dialog:
 * by UPI with its UTR if there is one, or in cash), and once recorded, how it went back, when and
 * by whom. A refusal (a refund already recorded by someone else, a wrong UTR) shows in the dialog.
 */
export function RefundPanel({ order }: { order: Order }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.orders.refund.${key}`, options);
  // The order as it was when Record refund was tapped: the dialog stays with it (and open) even if
  // the live stream brings a refund someone else recorded meanwhile; saving then says so.
  const [recording, setRecording] = useState<Order | null>(null);
  const dialog = recording && <RefundDialog order={recording} onClose={() => setRecording(null)} />;
  if (order.refundStatus === 'refunded') {
    const how =
      order.refundMethod === 'cash'
        ? t('refundedCash')
        : order.refundUtr
          ? t('refundedUpiUtr', { utr: order.refundUtr })
          : t('refundedUpi');
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
        {dialog}
      </Box>
    );
  }
  if (order.refundStatus !== 'due') return dialog || null;
  return (
    <Box sx={{ mt: 2 }} data-testid="refund">
      <Alert
        severity="error"
        icon={<CurrencyExchangeIcon />}
        action={
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            onClick={() => setRecording(order)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('record')}
          </Button>
        }
        sx={{ '& .MuiAlert-action': { alignItems: 'center' }, flexWrap: 'wrap' }}
      >
        <strong data-testid="refund-due">{t('due', { amount: formatRupees(order.refundDue) })}</strong>
        <Box component="span" sx={{ display: 'block' }}>
          {t('dueNote')}
        </Box>
      </Alert>
      {dialog}
    </Box>
  );
}

function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`gaon.orders.refund.${key}`, options);
  const [failure, setFailure] = useState('');
  const { mutateAsync } = useOrderCommand();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The form starts from how the money was paid, so it waits for the order's rows.
  const payments = useQuery({
    queryKey: ['orderPayments', order.id],
    queryFn: () => dataProvider.getOrderPayments(order.id),
  });
  // The answer's per-field errors land under their fields; its message (a refund recorded meanwhile: 409) above them.
  const save = async (values: RefundForm) => {
    setFailure('');
    try {
      await mutateAsync((dataProvider) => dataProvider.refundOrder(order.id, refundBody(values)));
      notify(t('done'), { type: 'success' });
      onClose();
      return undefined;
    } catch (error) {
      setFailure(errorMessage(error, t('failed')));
      return formErrors((error as { body?: { errors?: Record<string, string> } }).body?.errors);
    }
  };
  return (
    <DialogFrame open title={t('title', { orderId: order.orderId })} onClose={onClose}>
      {payments.isPending ? (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress size={24} />
        </DialogContent>
      ) : (
        <Form<RefundForm>
          record={{ refundMethod: paidMethodOf(payments.data ?? [], order.paymentMethod), refundUtr: '' }}
          onSubmit={save as never}
          noValidate
          disableInvalidFormNotification
        >
          <DialogContent sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="body2">
              {t('question', { amount: formatRupees(order.refundDue), name: order.customerInfo?.name ?? '' })}
            </Typography>
            {failure && (
              <Alert severity="error" role="alert" data-testid="refund-error">
                {failure}
              </Alert>
            )}
            <RadioButtonGroupInput
              source="refundMethod"
              label="gaon.orders.refund.method"
              // The money goes back the way it came, unless the owner says otherwise.
              choices={[
                { id: 'upi', name: 'gaon.orders.refund.methods.upi' },
                { id: 'cash', name: 'gaon.orders.refund.methods.cash' },
              ]}
              validate={required()}
            />
            <FormDataConsumer<RefundForm>>
              {({ formData }) =>
                formData.refundMethod === 'upi' && (
                  <TextInput
                    source="refundUtr"
                    label="gaon.orders.refund.utr"
                    helperText="gaon.orders.refund.utrHint"
                    validate={utrValid}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
                  />
                )
              }
            </FormDataConsumer>
          </DialogContent>
          <FormToolbar saveLabel="gaon.orders.refund.save" onCancel={onClose} />
        </Form>
      )}
    </DialogFrame>
  );
}
