import type { FormEvent, ReactNode } from 'react';
import { Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Modal } from './Modal';

/**
 * A modal holding one form: its fields in a column, Cancel and a submit button below. While
 * `saving`, both buttons are disabled and the submit button shows a spinner. `noValidate`
 * leaves the checks to the screen instead of the browser.
 */
export function FormDialog({
  title,
  formId,
  submitLabel,
  saving,
  noValidate,
  onSubmit,
  onClose,
  children,
}: {
  title: ReactNode;
  formId: string;
  submitLabel: ReactNode;
  saving: boolean;
  noValidate?: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            {translate('gaon.common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Box component="form" id={formId} onSubmit={onSubmit} noValidate={noValidate} sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {children}
      </Box>
    </Modal>
  );
}
