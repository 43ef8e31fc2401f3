import { useRef, useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { PartnerOrder } from '../providers/types';

/**
 * The question behind "Fake / no one there", in react-admin's <Confirm> dialog with an
 * optional note. A chunk of its own (FakeOrderButton.tsx loads it on the first tap), with
 * MUI's text field.
 */
export default function FakeOrderDialog({
  order,
  open,
  setOpen,
  onMark,
}: {
  order: PartnerOrder;
  open: boolean;
  setOpen: (open: boolean) => void;
  onMark: (reason?: string) => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const reasonInput = useRef<HTMLTextAreaElement>(null);

  return (
    <Confirm
      isOpen={open}
      title={translate('resources.orders.fake.title', { orderId: order.orderId })}
      content={
        <>
          <Typography sx={{ mb: 2 }}>
            {translate('resources.orders.fake.content', { phone: order.customerInfo?.phone })}
          </Typography>
          <TextField
            inputRef={reasonInput}
            fullWidth
            multiline
            minRows={2}
            label={translate('resources.orders.fake.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </>
      }
      confirm={translate('resources.orders.fake.confirm')}
      cancel={translate('resources.orders.fake.back')}
      confirmColor="warning"
      onConfirm={() => {
        onMark(reason.trim() || undefined);
        setOpen(false);
      }}
      onClose={() => setOpen(false)}
      sx={{ '& .MuiDialogActions-root .MuiButton-root': { minHeight: 48, textTransform: 'none' } }}
    />
  );
}
