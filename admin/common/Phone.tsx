import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import { useMediaQuery, type Theme } from '@mui/material';

/** Tap to call (issue 20): a phone number as a `tel:` link; nothing when there is none. */
export function PhoneLink({ phone, children }: { phone?: string | null; children?: ReactNode }) {
  if (!phone) return null;
  return (
    <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} underline="hover" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      {children ?? phone}
    </Link>
  );
}

/** A phone-sized screen (below 600 px): lists show as cards there. */
export function useIsPhone() {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
