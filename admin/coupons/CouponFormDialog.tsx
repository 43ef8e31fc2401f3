import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Box } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  CreateBase,
  DateInput,
  EditBase,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { DialogFrame, filled, FormDirty, FormLoading, FormToolbar, useDiscardGuard } from '../common';
import { errorMessage } from '../providers/httpClient';
import { toCouponPayload, type Coupon } from './types';

/** Add only: code, discount and both dates, each "All fields are required." when empty. Update has no check. */
const needed = filled('gaon.coupons.allFieldsRequired');
const STATUS_CHOICES = [
  { id: 'active', name: 'gaon.coupons.statuses.active' },
  { id: 'inactive', name: 'gaon.coupons.statuses.inactive' },
];

/**
 * The Add Coupon and Edit Coupon dialog of /coupons/create and /coupons/:id: a CreateBase/EditBase
 * around a SimpleForm. Closing it with unsaved input asks first; leaving the page or reloading asks
 * too. An id that does not exist: react-admin's "not found" notice, and back to the list.
 */
export function CouponFormDialog({ editing, onClose }: { editing: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { close, setDirty, guard, warn } = useDiscardGuard(onClose);
  const onError = (error: unknown) =>
    notify(errorMessage(error, translate('gaon.coupons.failedSave')), { type: 'error' });
  const done = (message: string) => () => {
    notify(message, { type: 'success' });
    onClose();
  };
  const adding = !editing;
  const form = (
    <SimpleForm
      noValidate
      disableInvalidFormNotification
      warnWhenUnsavedChanges={warn}
      defaultValues={adding ? { status: 'active', applicableVillages: [], applicableRestaurants: [] } : undefined}
      toolbar={
        <FormToolbar
          saveLabel={adding ? 'gaon.coupons.add' : 'gaon.coupons.update'}
          onCancel={close}
          cancelLabel="gaon.coupons.cancel"
        />
      }
    >
      <FormDirty onChange={setDirty} />
      <Box
        sx={{ display: 'grid', columnGap: 2, width: '100%', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
      >
        <TextInput source="code" validate={adding ? needed : undefined} autoFocus />
        <NumberInput source="discount" validate={adding ? needed : undefined} min={0} max={100} step={1} />
        <DateInput source="validFrom" validate={adding ? needed : undefined} />
        <DateInput source="validTo" validate={adding ? needed : undefined} />
        <NumberInput source="usageLimit" placeholder="1" min={1} step={1} />
        <SelectInput source="status" choices={STATUS_CHOICES} />
        <NumberInput source="minimumOrder" placeholder="0" min={0} step={1} />
        <NumberInput source="perPhoneLimit" min={1} step={1} />
      </Box>
      <BooleanInput source="includesDelivery" />
      <NameListInput source="applicableVillages" reference="villages" />
      <NameListInput source="applicableRestaurants" reference="restaurants" />
    </SimpleForm>
  );
  return (
    <DialogFrame open title={translate(adding ? 'gaon.coupons.addTitle' : 'gaon.coupons.editTitle')} onClose={close}>
      <Box id="coupon-form">
        {editing === null ? (
          <CreateBase<Coupon>
            resource="coupons"
            redirect={false}
            transform={toCouponPayload as never}
            mutationOptions={{ onSuccess: done('gaon.coupons.added'), onError }}
          >
            {form}
          </CreateBase>
        ) : (
          <EditBase<Coupon>
            resource="coupons"
            id={Number(editing)}
            mutationMode="pessimistic"
            // Saving closes the dialog (onSuccess), which returns to the list.
            redirect={false}
            redirectOnError="list"
            loading={<FormLoading />}
            error={null}
            transform={toCouponPayload as never}
            mutationOptions={{ onSuccess: done('gaon.coupons.updated'), onError }}
          >
            {form}
          </EditBase>
        )}
      </Box>
      {guard}
    </DialogFrame>
  );
}

type Named = { id: number | string; name: string };

/**
 * Villages or restaurants picked from their lists, several at once. The coupon keeps their
 * names (the API stores and matches names, and takes a list or comma-separated text), so the
 * choices are names: found on the server as the admin types (a marketplace has more
 * restaurants than one page), plus the ones already chosen — a name typed on an older coupon
 * stays shown and can be removed.
 */
function NameListInput({
  source,
  reference,
}: {
  source: 'applicableVillages' | 'applicableRestaurants';
  reference: 'villages' | 'restaurants';
}) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const wait = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(wait);
  }, [typed]);
  const chosen = useWatch({ name: source }) as string[] | string | undefined;
  const { data = [] } = useGetList<Named>(reference, {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
    filter: q ? { q } : {},
  });
  const choices = useMemo(() => {
    const names = [...(Array.isArray(chosen) ? chosen : []), ...data.map((row) => row.name)];
    return [...new Set(names)].map((name) => ({ id: name, name }));
  }, [chosen, data]);
  return (
    <AutocompleteArrayInput
      source={source}
      choices={choices}
      onInputChange={(_event, value) => setTyped(value)}
      helperText="gaon.coupons.listHint"
      // Older coupons may hold the names as one comma-separated text.
      format={(value: unknown) =>
        Array.isArray(value)
          ? value
          : String(value ?? '')
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean)
      }
      fullWidth
    />
  );
}
