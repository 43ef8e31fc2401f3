import { useRef, useState } from 'react';
import { TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { isUtr } from '../../shared/upi';

export type Collected = { collected: 'cash' | 'upi'; utr?: string };

/**
 * The question behind a rider's Delivered and a kitchen's Handed over of an unpaid order:
 * "Collected ₹360.00 — cash or UPI?", with the UPI reference (UTR, 12 digits) when the customer
 * shows it. The answer goes to the server with the status (`collected`, `utr`), so the day's cash
 * is what the partner said changed hands. A chunk of its own (AskCollected.tsx loads it).
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
  const [utr, setUtr] = useState('');
  const [error, setError] = useState(false);
  const utrInput = useRef<HTMLInputElement>(null);
  const digits = utr.replace(/\s/g, '');

  const confirm = () => {
    if (how === 'upi' && digits && !isUtr(digits)) {
      setError(true);
      utrInput.current?.focus();
      return;
    }
    onConfirm(how === 'upi' && digits ? { collected: 'upi', utr: digits } : { collected: how });
    setUtr('');
    setError(false);
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
              setError(false);
            }}
            sx={{ mb: 2, '& .MuiToggleButton-root': { minHeight: 52, fontWeight: 700, fontSize: '1rem', textTransform: 'none' } }}
          >
            <ToggleButton value="cash">{translate('resources.orders.collect.cash')}</ToggleButton>
            <ToggleButton value="upi">{translate('resources.orders.collect.upi')}</ToggleButton>
          </ToggleButtonGroup>
          {how === 'upi' ? (
            <TextField
              inputRef={utrInput}
              fullWidth
              label={translate('resources.orders.collect.utr')}
              value={utr}
              onChange={(event) => {
                setUtr(event.target.value);
                setError(false);
              }}
              error={error}
              helperText={translate(error ? 'resources.orders.collect.utrInvalid' : 'resources.orders.collect.utrHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 20 } }}
            />
          ) : (
            <Typography>{translate('resources.orders.collect.cashHint', { amount })}</Typography>
          )}
        </>
      }
      confirm={translate('resources.orders.collect.yes')}
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
