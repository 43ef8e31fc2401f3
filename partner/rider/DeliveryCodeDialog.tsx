import { useState } from 'react';
import { TextField } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';

/**
 * "Delivery code?": an order whose restaurant asks for proof of delivery is delivered with the
 * 4 digits the customer reads on their tracking page. The rider never sees the code anywhere in
 * the app; the server checks it (and counts wrong tries) when the delivery is sent.
 */
export function DeliveryCodeDialog({
  open,
  onConfirm,
  onClose,
}: {
  open: boolean;
  onConfirm: (code: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [error, setError] = useState(false);
  const confirm = () => {
    if (!/^\d{4}$/.test(code)) {
      setError(true);
      return;
    }
    onConfirm(code);
    setCode('');
  };
  return (
    <Confirm
      isOpen={open}
      title={translate('resources.orders.deliveryCode.title')}
      content={
        <TextField
          autoFocus
          fullWidth
          label={translate('resources.orders.deliveryCode.label')}
          value={code}
          onChange={(event) => {
            // Digits typed in any keyboard come as they are; only 0–9 are kept.
            setCode(event.target.value.replace(/\D/g, '').slice(0, 4));
            setError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') confirm();
          }}
          error={error}
          helperText={translate(
            error ? 'resources.orders.deliveryCode.fourDigits' : 'resources.orders.deliveryCode.hint',
          )}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'delivery-code' } }}
        />
      }
      confirm={translate('resources.orders.deliveryCode.next')}
      cancel={translate('resources.orders.confirmDelivered.no')}
      onConfirm={confirm}
      onClose={() => {
        setError(false);
        onClose();
      }}
      sx={{ '& .MuiDialogActions-root .MuiButton-root': { minHeight: 48, textTransform: 'none' } }}
    />
  );
}
