import { useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { CreateBase, EditBase, Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import { addressText, type Restaurant } from './types';

const FIELDS = ['name', 'address', 'cuisine'] as const;

/** SPEC section 5: name, address and cuisine all required — one "All fields are required." under the first empty one. */
export function validateRestaurant(values: Record<string, unknown>) {
  const missing = FIELDS.find((field) => !addressText(values[field] as Restaurant['address']).trim());
  return missing ? { [missing]: 'gaon.restaurants.allFieldsRequired' } : {};
}

const trimmed = (values: Partial<Restaurant>) => ({
  name: String(values.name ?? '').trim(),
  address: addressText(values.address ?? null).trim(),
  cuisine: String(values.cuisine ?? '').trim(),
});

/**
 * The spec's inline form (not a modal): Name, Address, Cuisine and Add; editing a row turns
 * it into Update and Cancel. A CreateBase or EditBase form; field errors the API answers
 * show under their fields.
 */
export function RestaurantForm({ editing, onDone }: { editing: Restaurant | null; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  // A new key after each add empties the form.
  const [added, setAdded] = useState(0);
  const title = translate(editing ? 'gaon.restaurants.formTitleEdit' : 'gaon.restaurants.formTitleAdd');
  const fields = (
    <Form validate={validateRestaurant} noValidate disableInvalidFormNotification>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr 1fr auto' }, gap: 1.5, alignItems: 'start' }}>
        <TextInput source="name" size="small" helperText={false} />
        <TextInput source="address" size="small" helperText={false} format={(value) => addressText(value ?? null)} />
        <TextInput source="cuisine" size="small" helperText={false} />
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <SaveButton label={editing ? 'gaon.restaurants.update' : 'gaon.restaurants.add'} alwaysEnable sx={{ height: 40 }} />
          {editing && (
            <Button onClick={onDone} sx={{ height: 40 }}>
              {translate('gaon.restaurants.cancel')}
            </Button>
          )}
        </Box>
      </Box>
    </Form>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={title} role="region">
      {editing ? (
        <EditBase<Restaurant>
          key={editing.id}
          resource="restaurants"
          id={editing.id}
          mutationMode="pessimistic"
          redirect={false}
          transform={trimmed}
          mutationOptions={{
            onSuccess: () => {
              notify('gaon.restaurants.updated', { type: 'success' });
              onDone();
            },
            onError: (error) => notify(errorMessage(error, translate('gaon.restaurants.failedUpdate')), { type: 'error' }),
          }}
        >
          {fields}
        </EditBase>
      ) : (
        <CreateBase<Restaurant>
          key={`add-${added}`}
          resource="restaurants"
          redirect={false}
          transform={trimmed}
          mutationOptions={{
            onSuccess: () => {
              notify('gaon.restaurants.added', { type: 'success' });
              setAdded((n) => n + 1);
            },
            onError: (error) => notify(errorMessage(error, translate('gaon.restaurants.failedAdd')), { type: 'error' }),
          }}
        >
          {fields}
        </CreateBase>
      )}
    </Paper>
  );
}
