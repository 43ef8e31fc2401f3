import { useTranslate } from 'react-admin';
import { Box, TextField } from '@mui/material';

export type WalkInCustomer = { name: string; phone: string };

/**
 * A walk-in's name and number, side by side (the order rules ask a mobile number of any pickup).
 * `customerOf` gives the order's customer: a blank name is the walk-in's ("Walk-in").
 */
export function WalkInFields({
  value,
  onChange,
  testIdPrefix,
}: {
  value: WalkInCustomer;
  onChange: (value: WalkInCustomer) => void;
  testIdPrefix: string;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
      <TextField
        label={translate('dining.customerName')}
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.target.value })}
        slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-name` } }}
      />
      <TextField
        label={translate('dining.customerPhone')}
        value={value.phone}
        onChange={(e) => onChange({ ...value, phone: e.target.value })}
        slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-phone`, inputMode: 'tel' } }}
      />
    </Box>
  );
}

/** The order's customer of a walk-in: its name, or "Walk-in" in the screen's language when none was typed. */
export const walkInCustomer = (value: WalkInCustomer, walkInName: string): WalkInCustomer => ({
  name: value.name.trim() || walkInName,
  phone: value.phone,
});
