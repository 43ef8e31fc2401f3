import { useRef, useState } from 'react';
import { Button, TextField, Typography } from '@mui/material';
import ReportIcon from '@mui/icons-material/Report';
import { Confirm, useTranslate } from 'react-admin';
import type { PartnerOrder } from '../providers/types';

/**
 * "Fake / no one there", asked in react-admin's <Confirm> dialog with an optional note: the
 * order is cancelled unless delivered and its phone number gets a strike.
 */
export function FakeOrderButton({ order, disabled, onMark }: { order: PartnerOrder; disabled?: boolean; onMark: (reason?: string) => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  if (!order.customerInfo?.phone || order.fakeAt) return null;

  return (
    <>
      <Button variant="text" color="error" size="large" startIcon={<ReportIcon />} disabled={disabled} onClick={() => setOpen(true)} sx={{ minHeight: 48, textTransform: 'none' }}>
        {translate('resources.orders.actions.fake')}
      </Button>
      <Confirm
        isOpen={open}
        title={translate('resources.orders.fake.title', { orderId: order.orderId })}
        content={
          <>
            <Typography sx={{ mb: 2 }}>{translate('resources.orders.fake.content', { phone: order.customerInfo.phone })}</Typography>
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
    </>
  );
}
