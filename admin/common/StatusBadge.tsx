import { Chip } from '@mui/material';

/** Badge colours by value; anything not listed is grey. */
export type BadgeColors = Record<string, { bg: string; fg: string }>;

export const ORDER_STATUS_COLORS: BadgeColors = {
  placed: { bg: '#fef3c7', fg: '#92400e' }, // yellow
  accepted: { bg: '#dbeafe', fg: '#1e40af' }, // blue
  preparing: { bg: '#ffedd5', fg: '#9a3412' }, // orange
  out_for_delivery: { bg: '#ede9fe', fg: '#5b21b6' }, // purple
  delivered: { bg: '#dcfce7', fg: '#166534' }, // green
  cancelled: { bg: '#fee2e2', fg: '#991b1b' }, // red
};
const GREY = { bg: '#e5e7eb', fg: '#374151' };

/** "out_for_delivery" → "out for delivery" (SPEC: underscores shown as spaces). */
export function statusLabel(value: string | null | undefined): string {
  return (value ?? '').replace(/_/g, ' ');
}

export function badgeColor(value: string | null | undefined, colors: BadgeColors) {
  return (value && colors[value]) || GREY;
}

export function StatusBadge({ value, colors = ORDER_STATUS_COLORS, label }: { value: string | null | undefined; colors?: BadgeColors; label?: string }) {
  const { bg, fg } = badgeColor(value, colors);
  return <Chip size="small" label={label ?? statusLabel(value)} sx={{ backgroundColor: bg, color: fg, fontWeight: 600, textTransform: 'capitalize' }} />;
}
