import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, CircularProgress, FormControlLabel, FormGroup, FormLabel, Paper, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Village } from './types';

export interface VillageFields {
  name: string;
  deliveryZone: string;
  assignedRestaurants: number[];
}

/** Add/edit form with restaurant checkboxes; name and delivery zone required (SPEC section 5). */
export function VillageForm({
  editing,
  restaurants,
  saving,
  onSubmit,
  onCancel,
}: {
  editing: Village | null;
  restaurants: Array<{ id: number; name: string }>;
  saving: boolean;
  onSubmit: (fields: VillageFields) => Promise<boolean>;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [zone, setZone] = useState('');
  const [assigned, setAssigned] = useState<number[]>([]);
  const [error, setError] = useState('');

  useEffect(() => {
    setName(editing?.name ?? '');
    setZone(editing?.deliveryZone ?? '');
    setAssigned(editing?.assignedRestaurantIds ?? []);
    setError('');
  }, [editing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !zone.trim()) {
      setError(translate('gaon.villages.required'));
      return;
    }
    setError('');
    if (await onSubmit({ name: name.trim(), deliveryZone: zone.trim(), assignedRestaurants: assigned })) {
      setName('');
      setZone('');
      setAssigned([]);
    }
  };

  const toggle = (id: number) => setAssigned((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  const title = translate(editing ? 'gaon.villages.formTitleEdit' : 'gaon.villages.formTitleAdd');

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 2, mb: 2 }} aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        <TextField size="small" label={translate('gaon.villages.name')} name="name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField size="small" label={translate('gaon.villages.deliveryZone')} name="deliveryZone" value={zone} onChange={(e) => setZone(e.target.value)} />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          {translate('gaon.villages.assignedRestaurants')}
        </FormLabel>
        {restaurants.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('gaon.villages.noRestaurants')}
          </Typography>
        ) : (
          <FormGroup row sx={{ maxHeight: 180, overflowY: 'auto' }}>
            {restaurants.map((restaurant) => (
              <FormControlLabel
                key={restaurant.id}
                sx={{ minWidth: 200 }}
                control={<Checkbox size="small" checked={assigned.includes(restaurant.id)} onChange={() => toggle(restaurant.id)} />}
                label={restaurant.name}
              />
            ))}
          </FormGroup>
        )}
      </Box>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate(editing ? 'gaon.villages.update' : 'gaon.villages.add')}
        </Button>
        {editing && (
          <Button onClick={onCancel} disabled={saving}>
            {translate('gaon.villages.cancel')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
