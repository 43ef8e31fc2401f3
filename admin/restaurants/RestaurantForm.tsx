import { useCallback, useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { CreateBase, EditBase, Form, SaveButton, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormDirty, useDiscardGuard } from '../common';
import { errorMessage } from '../providers/httpClient';
import { addressText, CLOCK, type Restaurant } from './types';
import { sameHours } from '../../shared/ordering';

const FIELDS = ['name', 'address', 'cuisine'] as const;
/** Opening hours of a new restaurant (the API's defaults). */
const DEFAULT_HOURS = { opensAt: '11:00', closesAt: '23:00' };
const clock = (value: unknown) => String(value ?? '').slice(0, 5);

/** SPEC section 5: name, address and cuisine all required — one "All fields are required." under the first empty one. */
export function validateRestaurant(values: Record<string, unknown>) {
  const missing = FIELDS.find((field) => !addressText(values[field] as Restaurant['address']).trim());
  if (missing) return { [missing]: 'gaon.restaurants.allFieldsRequired' };
  const errors: Record<string, string> = {};
  const bad = (value: unknown) => value !== undefined && !CLOCK.test(clock(value));
  if (bad(values.opensAt) || values.opensAt === '24:00') errors.opensAt = 'gaon.restaurants.hoursInvalid';
  if (bad(values.closesAt)) errors.closesAt = 'gaon.restaurants.hoursInvalid';
  else if (!errors.opensAt && values.opensAt !== undefined && values.closesAt !== undefined && sameHours(clock(values.opensAt), clock(values.closesAt))) errors.closesAt = 'gaon.restaurants.hoursSame';
  return errors;
}


const trimmed = (values: Partial<Restaurant>) => ({
  name: String(values.name ?? '').trim(),
  address: addressText(values.address ?? null).trim(),
  cuisine: String(values.cuisine ?? '').trim(),
  ...(values.opensAt !== undefined && { opensAt: clock(values.opensAt) }),
  ...(values.closesAt !== undefined && { closesAt: clock(values.closesAt) }),
});

/**
 * The spec's inline form (not a modal): Name, Address, Cuisine and Add; editing a row turns
 * it into Update and Cancel. A CreateBase or EditBase form; field errors the API answers
 * show under their fields.
 */
export function RestaurantForm({ editing, onDone, onDirtyChange }: { editing: Restaurant | null; onDone: () => void; onDirtyChange?: (dirty: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  // A new key after each add empties the form.
  const [added, setAdded] = useState(0);
  const dataProvider = useDataProvider();
  // Cancel of an edit with unsaved input asks first.
  const { close: cancel, setDirty, guard } = useDiscardGuard(onDone);
  const reportDirty = useCallback(
    (dirty: boolean) => {
      setDirty(dirty);
      onDirtyChange?.(dirty);
    },
    [setDirty, onDirtyChange],
  );
  const title = translate(editing ? 'gaon.restaurants.formTitleEdit' : 'gaon.restaurants.formTitleAdd');
  const fields = (
    <Form validate={validateRestaurant} noValidate disableInvalidFormNotification warnWhenUnsavedChanges>
      <FormDirty onChange={reportDirty} />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr 1fr auto' }, gap: 1.5, alignItems: 'start' }}>
        <TextInput source="name" size="small" helperText={false} />
        <TextInput source="address" size="small" helperText={false} format={(value) => addressText(value ?? null)} />
        <TextInput source="cuisine" size="small" helperText={false} />
        <Box sx={{ display: 'flex', gap: 1, mt: 1, gridRow: { md: 'span 2' }, order: { xs: 1, md: 0 } }}>
          <SaveButton label={editing ? 'gaon.restaurants.update' : 'gaon.restaurants.add'} alwaysEnable sx={{ height: 40 }} />
          {editing && (
            <Button onClick={cancel} sx={{ height: 40 }}>
              {translate('gaon.restaurants.cancel')}
            </Button>
          )}
        </Box>
        <TextInput source="opensAt" type="time" size="small" label="gaon.restaurants.opensAt" format={clock} slotProps={{ inputLabel: { shrink: true } }} helperText={false} />
        <TextInput source="closesAt" type="time" size="small" label="gaon.restaurants.closesAt" format={clock} slotProps={{ inputLabel: { shrink: true } }} helperText="gaon.restaurants.hoursHelp" />
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
          record={DEFAULT_HOURS}
          redirect={false}
          transform={trimmed}
          mutationOptions={{
            onSuccess: async (created: Restaurant, variables: { data?: Partial<Restaurant> }) => {
              // A new restaurant starts with the default hours; other hours are an update.
              const hours = { opensAt: variables.data?.opensAt ?? DEFAULT_HOURS.opensAt, closesAt: variables.data?.closesAt ?? DEFAULT_HOURS.closesAt };
              if (hours.opensAt !== created.opensAt || hours.closesAt !== created.closesAt) {
                await dataProvider.update('restaurants', { id: created.id, data: hours, previousData: created }).catch((error: unknown) => notify(errorMessage(error, translate('gaon.restaurants.failedUpdate')), { type: 'error' }));
              }
              notify('gaon.restaurants.added', { type: 'success' });
              setAdded((n) => n + 1);
            },
            onError: (error) => notify(errorMessage(error, translate('gaon.restaurants.failedAdd')), { type: 'error' }),
          }}
        >
          {fields}
        </CreateBase>
      )}
      {guard}
    </Paper>
  );
}
