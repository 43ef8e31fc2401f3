import { Box, Button } from '@mui/material';
import { SaveButton, useTranslate } from 'react-admin';

/**
 * A `<SimpleForm>`'s toolbar for the spec's forms: its own submit label (Add Village, Update...)
 * and, where the form can be left, Cancel. The save stays enabled so a click on an empty form
 * shows the required messages rather than doing nothing. A plain row, not react-admin's
 * `<Toolbar>`, which a phone pins to the bottom of the window — over a dialog's fields.
 */
export function FormToolbar({
  saveLabel,
  onCancel,
  cancelLabel = 'gaon.common.cancel',
}: {
  saveLabel: string;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', px: 2, pb: 2 }}>
      {onCancel && <Button onClick={onCancel}>{translate(cancelLabel)}</Button>}
      <SaveButton label={saveLabel} alwaysEnable />
    </Box>
  );
}

/** A `<SimpleForm>` in a dialog: its inputs as wide as the dialog (SimpleForm lines them up at their own width). */
export const FORM_STRETCH = { '& > .MuiStack-root': { alignItems: 'stretch' } };
