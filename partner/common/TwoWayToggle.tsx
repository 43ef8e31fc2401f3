import { ToggleButton, ToggleButtonGroup } from '@mui/material';

/**
 * A two-choice switch with both words visible (Online | Offline, Available | Sold out):
 * the state reads without colour, and each half is a 48 px touch target.
 */
export function TwoWayToggle({
  value,
  onChange,
  on,
  off,
  disabled,
  label,
}: {
  value: boolean;
  onChange: (value: boolean) => void;
  on: string;
  off: string;
  disabled?: boolean;
  label: string;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value ? 'on' : 'off'}
      disabled={disabled}
      aria-label={label}
      onChange={(_event, next: 'on' | 'off' | null) => next && onChange(next === 'on')}
    >
      <ToggleButton
        value="on"
        color="success"
        sx={{ minHeight: 48, minWidth: 84, textTransform: 'none', fontWeight: 600 }}
      >
        {on}
      </ToggleButton>
      <ToggleButton
        value="off"
        color="error"
        sx={{ minHeight: 48, minWidth: 84, textTransform: 'none', fontWeight: 600 }}
      >
        {off}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
