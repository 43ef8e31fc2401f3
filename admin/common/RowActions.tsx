import type { ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';

/** A table row's action buttons side by side on one line (the table scrolls rather than squeezing them). */
export function RowActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'nowrap', '& > *': { flexShrink: 0 } }}>{children}</Box>;
}

/** The red outlined "Delete" button of a table row; `ariaLabel` names what it deletes. */
export function DeleteButton({ ariaLabel, onClick }: { ariaLabel: string; onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Button size="small" variant="outlined" color="error" startIcon={<DeleteIcon fontSize="small" />} onClick={onClick} aria-label={ariaLabel}>
      {translate('gaon.common.delete')}
    </Button>
  );
}

/** The outlined "Edit" button of a table row; `ariaLabel` names what it edits. */
export function EditButton({ ariaLabel, onClick }: { ariaLabel: string; onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Button size="small" variant="outlined" startIcon={<EditIcon fontSize="small" />} onClick={onClick} aria-label={ariaLabel}>
      {translate('gaon.common.edit')}
    </Button>
  );
}
