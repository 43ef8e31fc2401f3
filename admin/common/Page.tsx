import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { PAGE_SX } from './pageSx';

/** A screen's outer box with PAGE_SX (wide tables scroll inside it; the phone page never scrolls sideways). */
export function Page({ children }: { children: ReactNode }) {
  return (
    <Box component="section" sx={PAGE_SX}>
      {children}
    </Box>
  );
}
