import type { ReactNode } from 'react';
import { Box, Link, Typography, useMediaQuery, type Theme } from '@mui/material';

/**
 * A screen's box and h1. `contain: inline-size` keeps it as wide as the viewport (react-admin's
 * layout grows to fit its content), so wide tables scroll in their own box on a phone.
 */
export function Screen({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 2, px: { xs: 1, sm: 2 }, contain: 'inline-size', minWidth: 0 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      {children}
    </Box>
  );
}

/** A <List> as wide as the screen: its main column may shrink and the table scrolls in its card. */
export const LIST_SX = { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } };

/** Tap to call: a phone number as a `tel:` link. */
export function PhoneLink({ phone }: { phone?: string | null }) {
  return phone ? (
    <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} sx={{ whiteSpace: 'nowrap' }}>
      {phone}
    </Link>
  ) : null;
}

/** A phone-sized screen (below 600 px), where lists are cards. */
export const useIsPhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
