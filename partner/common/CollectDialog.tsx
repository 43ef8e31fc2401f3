import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { UtrField, useUtr } from './UtrField';

export type Collected = { collected: 'cash' | 'upi'; utr?: string };

/**
 * The question behind a rider's Delivered and a kitchen's Handed over of an unpaid order:
 * "Collected ₹360.00 — cash or UPI?", with the UPI reference (UTR, 12 digits) when the customer
 * shows it. The answer goes to the server with the deliver or hand-over command (`collected`,
 * `utr`), so the day's cash is what the partner said changed hands. A chunk of its own
 * (AskCollected.tsx loads it).
 */
export default function CollectDialog({
  open,
  amount,
  upiFirst,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** The total, formatted. */
  amount: string;
  /** The customer chose UPI at checkout: the likelier answer is picked. */
  upiFirst: boolean;
  onConfirm: (answer: Collected) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [how, setHow] = useState<'cash' | 'upi'>(upiFirst ? 'upi' : 'cash');
  const utr = useUtr();

  const confirm = () => {
    const digits = how === 'upi' ? utr.read() : undefined;
    if (digits === null) return;
    onConfirm(digits ? { collected: 'upi', utr: digits } : { collected: how });
    utr.reset();
  };

  return (
    <Confirm
      isOpen={open}
      title={translate('resources.orders.collect.title', { amount })}
      content={
        <>
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={how}
            aria-label={translate('resources.orders.collect.how')}
            onChange={(_, value: 'cash' | 'upi' | null) => {
              if (value) setHow(value);
              utr.clearError();
            }}
            sx={{
              mb: 2,
              '& .MuiToggleButton-root': { minHeight: 52, fontWeight: 700, fontSize: '1rem', textTransform: 'none' },
            }}
          >
            <ToggleButton value="cash">{translate('resources.orders.collect.cash')}</ToggleButton>
            <ToggleButton value="upi">{translate('resources.orders.collect.upi')}</ToggleButton>
          </ToggleButtonGroup>
          {how === 'upi' ? (
            <UtrField utr={utr} />
          ) : (
            <Typography>{translate('resources.orders.collect.cashHint', { amount })}</Typography>
          )}
        </>
      }
      confirm={translate('resources.orders.collect.yes')}
      cancel={translate('resources.orders.confirmDelivered.no')}
      onConfirm={confirm}
      onClose={() => {
        utr.clearError();
        onClose();
      }}
      sx={{ '& .MuiDialogActions-root .MuiButton-root': { minHeight: 48, textTransform: 'none' } }}
    />
  );
}
