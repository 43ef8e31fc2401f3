import { Chip } from '@mui/material';

/** Badge colours by value; anything not listed is grey. */
export type BadgeColors = Record<string, { bg: string; fg: string }>;
const GREY = { bg: '#e5e7eb', fg: '#374151' };

/** "out_for_delivery" → "out for delivery" (SPEC: underscores shown as spaces). */
export const statusLabel = (value: string | null | undefined): string => (value ?? '').replace(/_/g, ' ');

export function StatusBadge({ value, colors, label }: { value: string | null | undefined; colors: BadgeColors; label?: string }) {
  const { bg, fg } = (value && colors[value]) || GREY;
  return <Chip size="small" label={label ?? statusLabel(value)} sx={{ backgroundColor: bg, color: fg, fontWeight: 600, textTransform: 'capitalize' }} />;
}
