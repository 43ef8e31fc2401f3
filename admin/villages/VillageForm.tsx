import { Alert, Box, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  CreateBase,
  EditBase,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  useGetList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { DialogFrame, filled, FormDirty, FormLoading, FormToolbar, useDiscardGuard } from '../common';
import { errorMessage } from '../providers/httpClient';
import { VILLAGE_FETCH_SIZE, type Village } from './types';

/** Name and delivery zone required — "Name and delivery zone are required." under each empty one. */
const needed = filled('gaon.villages.required');

/** What the form sends: the record's fields as the API takes them. */
export const villageBody = (values: Partial<Village>) => ({
  name: String(values.name ?? '').trim(),
  // Empty is none: the English name shows in Hindi too.
  nameHi: String(values.nameHi ?? '').trim() || null,
  deliveryZone: String(values.deliveryZone ?? '').trim(),
  assignedRestaurants: values.assignedRestaurantIds ?? [],
  // rupees; empty means none (0)
  deliveryCharge: Number(values.deliveryCharge ?? 0) || 0,
  minimumOrder: Number(values.minimumOrder ?? 0) || 0,
  restaurantIds: values.restaurantIds ?? [],
});

/**
 * The Add Village / Edit Village dialog of /villages/create and /villages/:id, with restaurant
 * checkboxes: a CreateBase or EditBase around a SimpleForm. Closing it with unsaved input asks
 * first; leaving or reloading asks too. An id that does not exist: react-admin's "not found"
 * notice, and back to the list.
 */
export function VillageForm({ editing, onDone }: { editing: string | null; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { close, setDirty, guard, warn } = useDiscardGuard(onDone);
  const restaurants = useGetList<{ id: number; name: string }>('restaurants', {
    pagination: { page: 1, perPage: VILLAGE_FETCH_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  const title = translate(editing ? 'gaon.villages.formTitleEdit' : 'gaon.villages.formTitleAdd');
  const failed = (fallback: string) => (error: unknown) =>
    notify(errorMessage(error, translate(fallback)), { type: 'error' });
  const saved = (message: string) => () => {
    notify(message, { type: 'success' });
    onDone();
  };
  const form = (
    <SimpleForm
      noValidate
      disableInvalidFormNotification
      warnWhenUnsavedChanges={warn}
      toolbar={
        <FormToolbar
          saveLabel={editing ? 'gaon.villages.update' : 'gaon.villages.add'}
          onCancel={close}
          cancelLabel="gaon.villages.cancel"
        />
      }
    >
      <FormDirty onChange={setDirty} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1.5, width: '100%' }}>
        <TextInput source="name" validate={needed} autoFocus />
        <TextInput source="nameHi" lang="hi" />
        <TextInput source="deliveryZone" validate={needed} />
        <NumberInput source="deliveryCharge" min={0} step={5} validate={minValue(0)} helperText={false} />
        <NumberInput source="minimumOrder" min={0} step={10} validate={minValue(0)} helperText={false} />
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
          sx={{
            '& .MuiFormGroup-root': { maxHeight: 180, overflowY: 'auto' },
            '& .MuiFormControlLabel-root': { minWidth: 200 },
          }}
        />
      )}
      {/* The restaurants delivering here besides the ones standing here: searched on the
          server, since a large marketplace has far more restaurants than one page. */}
      <ReferenceArrayInput
        source="restaurantIds"
        reference="restaurants"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
      >
        <AutocompleteArrayInput
          label="resources.villages.fields.restaurantIds"
          optionText="name"
          helperText="gaon.villages.deliversHereHelp"
          fullWidth
        />
      </ReferenceArrayInput>
    </SimpleForm>
  );
  return (
    <DialogFrame open title={title} onClose={close}>
      {editing !== null ? (
        <EditBase<Village>
          resource="villages"
          id={Number(editing)}
          mutationMode="pessimistic"
          // Saving closes the dialog (onSuccess), which returns to the list.
          redirect={false}
          redirectOnError="list"
          loading={<FormLoading />}
          error={null}
          transform={villageBody as never}
          mutationOptions={{ onSuccess: saved('gaon.villages.updated'), onError: failed('gaon.villages.failedUpdate') }}
        >
          {form}
        </EditBase>
      ) : (
        <CreateBase<Village>
          resource="villages"
          record={{ deliveryCharge: 0, minimumOrder: 0, restaurantIds: [] }}
          redirect={false}
          transform={villageBody as never}
          mutationOptions={{ onSuccess: saved('gaon.villages.added'), onError: failed('gaon.villages.failedAdd') }}
        >
          {form}
        </CreateBase>
      )}
      {guard}
    </DialogFrame>
  );
}
