import { useRef, useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isUtr } from '../../shared/upi';

/**
 * The UPI reference (UTR, 12 digits) a partner may type when the customer shows their payment:
 * at the door (Delivered), at the counter (Handed over) and on "Payment received". One field, one
 * rule: blank is fine, anything else must be 12 digits; a refusal (ours or the server's) shows
 * under the field and puts the cursor back in it.
 */
export function useUtr(initial = '') {
  const translate = useTranslate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };
  return {
    value,
    error,
    inputRef,
    change: (next: string) => {
      setValue(next);
      setError(null);
    },
    refuse,
    reset: () => {
      setValue('');
      setError(null);
    },
    clearError: () => setError(null),
    /** The digits typed, `undefined` when none, or `null` (and the field says why) when they are not a UTR. */
    read: (): string | undefined | null => {
      const digits = value.replace(/\s/g, '');
      if (digits && !isUtr(digits)) {
        refuse(translate('resources.orders.collect.utrInvalid'));
        return null;
      }
      setError(null);
      return digits || undefined;
    },
  };
}

export function UtrField({ utr, testId }: { utr: ReturnType<typeof useUtr>; testId?: string }) {
  const translate = useTranslate();
  return (
    <TextField
      inputRef={utr.inputRef}
      fullWidth
      label={translate('resources.orders.collect.utr')}
      value={utr.value}
      onChange={(event) => utr.change(event.target.value)}
      error={utr.error !== null}
      helperText={utr.error ?? translate('resources.orders.collect.utrHint')}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 20,
          ...(testId ? { 'data-testid': testId } : {}),
        },
      }}
    />
  );
}
