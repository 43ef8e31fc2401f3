import { Chip } from '@mui/material';

/** Badge colours by value; anything not listed is grey. */
export type BadgeColors = Record<string, { bg: string; fg: string }>;
const GREY = { bg: '#e5e7eb', fg: '#374151' };

/** "out_for_delivery" → "out for delivery" (underscores shown as spaces). */
export const statusLabel = (value: string | null | undefined): string => (value ?? '').replace(/_/g, ' ');

/** `asWritten`: the label is a sentence ("Reached 3 devices"), shown as written rather than in title case. */
export function StatusBadge({
  value,
  colors,
  label,
  asWritten = false,
}: {
  value: string | null | undefined;
  colors: BadgeColors;
  label?: string;
  asWritten?: boolean;
}) {
  const { bg, fg } = (value && colors[value]) || GREY;
  return (
    <Chip
      size="small"
      label={label ?? statusLabel(value)}
      sx={{ backgroundColor: bg, color: fg, fontWeight: 600, textTransform: asWritten ? 'none' : 'capitalize' }}
    />
  );
}
