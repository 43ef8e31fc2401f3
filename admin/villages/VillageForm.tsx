import { useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  CreateBase,
  EditBase,
  Form,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  SaveButton,
  TextInput,
  useGetList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { FormDirty, useDiscardGuard } from '../common';
import { errorMessage } from '../providers/httpClient';
import { VILLAGE_FETCH_SIZE, type Village } from './types';

/** SPEC section 5: name and delivery zone required — one "Name and delivery zone are required." under the first empty one. */
export function validateVillage(values: Record<string, unknown>) {
  const missing = (['name', 'deliveryZone'] as const).find((field) => !String(values[field] ?? '').trim());
  return missing ? { [missing]: 'gaon.villages.required' } : {};
}

/** What the form sends: the record's fields as the API takes them. */
export const villageBody = (values: Partial<Village>) => ({
  name: String(values.name ?? '').trim(),
  deliveryZone: String(values.deliveryZone ?? '').trim(),
  assignedRestaurants: values.assignedRestaurantIds ?? [],
  // rupees; empty means none (0)
  deliveryCharge: Number(values.deliveryCharge ?? 0) || 0,
  minimumOrder: Number(values.minimumOrder ?? 0) || 0,
  restaurantIds: values.restaurantIds ?? [],
});

/** The inline add/edit form with restaurant checkboxes (a CreateBase or EditBase form). */
export function VillageForm({ editing, onDone }: { editing: Village | null; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [added, setAdded] = useState(0);
  const { close: cancel, setDirty, guard } = useDiscardGuard(onDone);
  const restaurants = useGetList<{ id: number; name: string }>('restaurants', { pagination: { page: 1, perPage: VILLAGE_FETCH_SIZE }, sort: { field: 'name', order: 'ASC' } });
  const title = translate(editing ? 'gaon.villages.formTitleEdit' : 'gaon.villages.formTitleAdd');
  const failed = (fallback: string) => (error: unknown) => notify(errorMessage(error, translate(fallback)), { type: 'error' });
  const form = (
    <Form validate={validateVillage} noValidate disableInvalidFormNotification warnWhenUnsavedChanges>
      <FormDirty onChange={setDirty} />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1.5 }}>
        <TextInput source="name" size="small" helperText={false} />
        <TextInput source="deliveryZone" size="small" helperText={false} />
        <NumberInput source="deliveryCharge" size="small" min={0} step={5} validate={minValue(0)} helperText={false} />
        <NumberInput source="minimumOrder" size="small" min={0} step={10} validate={minValue(0)} helperText={false} />
      </Box>
      {restaurants.error ? (
        <Alert severity="error">{errorMessage(restaurants.error, translate('gaon.villages.failedLoad'))}</Alert>
      ) : restaurants.data?.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('gaon.villages.noRestaurants')}
        </Typography>
      ) : (
        <CheckboxGroupInput
          source="assignedRestaurantIds"
          label="resources.villages.fields.assignedRestaurants"
          choices={restaurants.data ?? []}
          helperText={false}
          sx={{ '& .MuiFormGroup-root': { maxHeight: 180, overflowY: 'auto' }, '& .MuiFormControlLabel-root': { minWidth: 200 } }}
        />
      )}
      {/* The restaurants delivering here besides the ones standing here: searched on the
          server, since a large marketplace has far more restaurants than one page. */}
      <ReferenceArrayInput source="restaurantIds" reference="restaurants" sort={{ field: 'name', order: 'ASC' }} perPage={25}>
        <AutocompleteArrayInput
          label="resources.villages.fields.restaurantIds"
          optionText="name"
          size="small"
          helperText="gaon.villages.deliversHereHelp"
          sx={{ mt: 1 }}
        />
      </ReferenceArrayInput>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <SaveButton label={editing ? 'gaon.villages.update' : 'gaon.villages.add'} alwaysEnable />
        {editing && <Button onClick={cancel}>{translate('gaon.villages.cancel')}</Button>}
      </Box>
    </Form>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="region" aria-label={title}>
      {editing ? (
        <EditBase<Village>
          key={editing.id}
          resource="villages"
          id={editing.id}
          mutationMode="pessimistic"
          redirect={false}
          transform={villageBody as never}
          mutationOptions={{
            onSuccess: () => {
              notify('gaon.villages.updated', { type: 'success' });
              onDone();
            },
            onError: failed('gaon.villages.failedUpdate'),
          }}
        >
          {form}
        </EditBase>
      ) : (
        <CreateBase<Village>
          key={`add-${added}`}
          resource="villages"
          record={{ deliveryCharge: 0, minimumOrder: 0, restaurantIds: [] }}
          redirect={false}
          transform={villageBody as never}
          mutationOptions={{
            onSuccess: () => {
              notify('gaon.villages.added', { type: 'success' });
              setAdded((n) => n + 1);
            },
            onError: failed('gaon.villages.failedAdd'),
          }}
        >
          {form}
        </CreateBase>
      )}
      {guard}
    </Paper>
  );
}
