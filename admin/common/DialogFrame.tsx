import type { ReactNode } from 'react';
import { Dialog, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

/** The spec's modal: a dialog with a title and the × close button; content and actions are the caller's. */
export function DialogFrame({ open, title, onClose, children, maxWidth = 'sm' }: { open: boolean; title: ReactNode; onClose: () => void; children: ReactNode; maxWidth?: 'xs' | 'sm' | 'md' }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby="dialog-title">
      <DialogTitle id="dialog-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={translate('gaon.common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}><CloseIcon /></IconButton>
      </DialogTitle>
      {children}
    </Dialog>
  );
}
