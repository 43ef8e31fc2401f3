import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** A load failure, in red, in place of the content (announced to screen readers). */
export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <Typography role="alert" color="error" sx={{ py: 2 }}>
      {children}
    </Typography>
  );
}
