import { useRef, useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { PartnerOrder } from '../providers/types';

/**
 * The question behind "Cancel order": a required reason, in react-admin's <Confirm> dialog.
 * A chunk of its own (CancelOrderButton.tsx loads it on the first tap), with MUI's text field.
 */
export default function CancelOrderDialog({
  order,
  open,
  setOpen,
  onCancel,
}: {
  order: PartnerOrder;
  open: boolean;
  setOpen: (open: boolean) => void;
  onCancel: (reason: string) => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const reasonInput = useRef<HTMLTextAreaElement>(null);

  const close = () => {
    setOpen(false);
    setError(false);
  };
  const confirm = () => {
    if (!reason.trim()) {
      setError(true);
      return;
    }
    onCancel(reason.trim());
    close();
  };

  return (
    <Confirm
      isOpen={open}
      title={translate('resources.orders.cancel.title', { orderId: order.orderId })}
      content={
        <>
          <Typography sx={{ mb: 2 }}>{translate('resources.orders.cancel.content')}</Typography>
          <TextField
            inputRef={reasonInput}
            fullWidth
            multiline
            minRows={2}
            label={translate('resources.orders.cancel.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setError(false);
            }}
            error={error}
            helperText={error ? translate('resources.orders.cancel.reasonRequired') : ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </>
      }
      confirm={translate('resources.orders.cancel.confirm')}
      cancel={translate('resources.orders.cancel.back')}
      confirmColor="warning"
      onConfirm={confirm}
      onClose={close}
      // <Confirm> autofocuses its confirm button; the reason comes first, so focus moves to it
      // once the dialog is in (the focus trap keeps it inside, and gives it back on close).
      slotProps={{ transition: { onEntered: () => reasonInput.current?.focus() } }}
      sx={{ '& .MuiDialogActions-root .MuiButton-root': { minHeight: 48, textTransform: 'none' } }}
    />
  );
}
