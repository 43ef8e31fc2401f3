import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { addressText, type Restaurant } from './types';

export interface RestaurantFields {
  name: string;
  address: string;
  cuisine: string;
}

/** The inline form: Name, Address, Cuisine and Add; in edit mode Update and Cancel. */
export function RestaurantForm({
  editing,
  saving,
  onSubmit,
  onCancel,
}: {
  editing: Restaurant | null;
  saving: boolean;
  /** Resolves true when saved (the form then clears). */
  onSubmit: (fields: RestaurantFields) => Promise<boolean>;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const empty = { name: '', address: '', cuisine: '' };
  const [fields, setFields] = useState<RestaurantFields>(empty);
  const [error, setError] = useState('');

  useEffect(() => {
    setFields(editing ? { name: editing.name, address: addressText(editing.address), cuisine: editing.cuisine } : { name: '', address: '', cuisine: '' });
    setError('');
  }, [editing]);

  const set = (field: keyof RestaurantFields) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.name.trim() || !fields.address.trim() || !fields.cuisine.trim()) {
      setError(translate('gaon.restaurants.allFieldsRequired'));
      return;
    }
    setError('');
    if (await onSubmit({ name: fields.name.trim(), address: fields.address.trim(), cuisine: fields.cuisine.trim() })) setFields(empty);
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 2, mb: 2 }} aria-label={translate(editing ? 'gaon.restaurants.formTitleEdit' : 'gaon.restaurants.formTitleAdd')}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {translate(editing ? 'gaon.restaurants.formTitleEdit' : 'gaon.restaurants.formTitleAdd')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr 1fr auto' }, gap: 1.5, alignItems: 'start' }}>
        <TextField size="small" label={translate('gaon.restaurants.name')} name="name" value={fields.name} onChange={set('name')} />
        <TextField size="small" label={translate('gaon.restaurants.address')} name="address" value={fields.address} onChange={set('address')} />
        <TextField size="small" label={translate('gaon.restaurants.cuisine')} name="cuisine" value={fields.cuisine} onChange={set('cuisine')} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined} sx={{ height: 40 }}>
            {translate(editing ? 'gaon.restaurants.update' : 'gaon.restaurants.add')}
          </Button>
          {editing && (
            <Button onClick={onCancel} disabled={saving} sx={{ height: 40 }}>
              {translate('gaon.restaurants.cancel')}
            </Button>
          )}
        </Box>
      </Box>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Paper>
  );
}
