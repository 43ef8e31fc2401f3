import type { SxProps, Theme } from '@mui/material';

/**
 * The root box of a screen. react-admin's layout grows to fit its content (`min-width:
 * fit-content`), so one wide table would make the whole page scroll sideways on a phone;
 * `contain: inline-size` keeps the screen as wide as the viewport and lets tables scroll
 * inside their own box instead.
 */
export const PAGE_SX: SxProps<Theme> = { py: 2, px: { xs: 1, sm: 2 }, contain: 'inline-size', minWidth: 0 };
