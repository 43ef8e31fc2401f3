import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/**
 * A screen's outer box and its h1 heading. react-admin's layout grows to fit its content
 * (`min-width: fit-content`), so one wide table would make the whole page scroll sideways
 * on a phone; `contain: inline-size` keeps the screen as wide as the viewport and lets
 * tables scroll inside their own box instead.
 */
export function Screen({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 2, px: { xs: 1, sm: 2 }, contain: 'inline-size', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      {children}
    </Box>
  );
}

/**
 * A <List> that stays as wide as the screen: its main column may shrink below the table's
 * width (flex items do not by default), and the table scrolls sideways in its own card.
 */
export const LIST_SX = { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } };
