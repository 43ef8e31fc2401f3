import { useRef, useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { isUtr } from '../../shared/upi';
import type { PartnerOrder } from '../providers/types';

/**
 * "Payment received" on a UPI order: the kitchen saw the money arrive, with the UPI reference
 * (UTR, 12 digits) when it has it. The dialog stays open on a refusal and shows the server's
 * reason under the field (a UTR that already paid another order names that order).
 * A chunk of its own (KitchenOrderCard.tsx loads it on the first tap).
 */
export default function PaymentReceivedDialog({
  order,
  amount,
  open,
  pending,
  onConfirm,
  onClose,
}: {
  order: PartnerOrder;
  amount: string;
  open: boolean;
  pending: boolean;
  /** Sends it; calls back with the server's reason when refused. */
  onConfirm: (utr: string | undefined, refused: (message: string) => void) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const utrInput = useRef<HTMLInputElement>(null);

  const confirm = () => {
    const digits = utr.replace(/\s/g, '');
    if (digits && !isUtr(digits)) {
      setError(translate('resources.orders.collect.utrInvalid'));
      utrInput.current?.focus();
      return;
    }
    setError(null);
    onConfirm(digits || undefined, (message) => {
      setError(message);
      utrInput.current?.focus();
    });
  };

  return (
    <Confirm
      isOpen={open}
      loading={pending}
      title={translate('resources.orders.paymentReceived.title', { orderId: order.orderId, amount })}
      content={
        <>
          <Typography sx={{ mb: 2 }}>{translate('resources.orders.paymentReceived.content', { amount })}</Typography>
          <TextField
            inputRef={utrInput}
            fullWidth
            label={translate('resources.orders.collect.utr')}
            value={utr}
            onChange={(event) => {
              setUtr(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? translate('resources.orders.collect.utrHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 20, 'data-testid': 'utr-input' } }}
          />
        </>
      }
      confirm={translate('resources.orders.paymentReceived.confirm')}
      cancel={translate('resources.orders.paymentReceived.back')}
      confirmColor="primary"
      onConfirm={confirm}
      onClose={() => {
        setError(null);
        onClose();
      }}
      slotProps={{ transition: { onEntered: () => utrInput.current?.focus() } }}
      sx={{ '& .MuiDialogActions-root .MuiButton-root': { minHeight: 48, textTransform: 'none' } }}
    />
  );
}
