import type { ReactNode } from 'react';
import { TextField } from '@mui/material';

/**
 * A native <select> (keyboard and phone friendly) with a visible label, or only an
 * accessible one (`ariaLabel`) inside table rows.
 */
export function SelectField({
  label,
  ariaLabel,
  value,
  onChange,
  children,
  name,
  disabled,
  minWidth = 180,
  variant = 'filled',
}: {
  label?: string;
  ariaLabel?: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  name?: string;
  disabled?: boolean;
  minWidth?: number;
  variant?: 'filled' | 'outlined';
}) {
  return (
    <TextField
      select
      size="small"
      margin="none"
      variant={variant}
      label={label}
      name={name}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: `0 0 ${minWidth}px`, minWidth, width: minWidth }}
      slotProps={{ select: { native: true }, inputLabel: label ? { shrink: true } : undefined, htmlInput: ariaLabel ? { 'aria-label': ariaLabel } : undefined }}
    >
      {children}
    </TextField>
  );
}
