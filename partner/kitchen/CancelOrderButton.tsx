import { useRef, useState } from 'react';
import { Button, TextField, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { PartnerOrder } from '../providers/types';

/** "Cancel order" with a required reason, asked in react-admin's <Confirm> dialog. */
export function CancelOrderButton({ order, disabled, onCancel }: { order: PartnerOrder; disabled?: boolean; onCancel: (reason: string) => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
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
    <>
      <Button variant="outlined" color="error" size="large" disabled={disabled} onClick={() => setOpen(true)} sx={{ minHeight: 48, flex: 1, whiteSpace: 'nowrap' }}>
        {translate('resources.orders.actions.cancel')}
      </Button>
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
    </>
  );
}
