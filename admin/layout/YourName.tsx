import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';

/**
 * "Your name?" beside "Welcome admin" while the admin goes by a role ("Super Admin", the first
 * admin's name): the owner types their own, which the greeting and every order's "by …" show.
 */
export function YourName({ onSaved }: { onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const save = useMutation({
    mutationFn: () => dataProvider.setMyName(name.trim()),
    onSuccess: () => {
      notify('gaon.shell.nameSaved', { type: 'success' });
      setOpen(false);
      onSaved();
    },
    onError: (error) => notify(errorMessage(error, translate('gaon.shell.nameSave')), { type: 'error' }),
  });
  return (
    <>
      {/* On a phone the bar has no room for the words beside Logout: the icon alone, named for screen readers. */}
      <Button
        color="inherit"
        size="small"
        onClick={() => setOpen(true)}
        aria-label={translate('gaon.shell.setName')}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        <EditNoteIcon fontSize="small" sx={{ display: { xs: 'inline-block', sm: 'none' } }} />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {translate('gaon.shell.setName')}
        </Box>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="your-name-title">
        <DialogTitle id="your-name-title">{translate('gaon.shell.nameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('gaon.shell.nameTitle')}
            helperText={translate('gaon.shell.nameHelp')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => save.mutate()} disabled={!name.trim() || save.isPending} variant="contained">
            {translate('gaon.shell.nameSave')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
