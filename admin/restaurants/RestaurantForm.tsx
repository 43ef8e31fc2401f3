import { useCallback, useEffect } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { isUpiId } from '../../shared/upi';
import { GST_MODES, isFssaiNumber, isGstin } from '../../shared/tax';
import {
  AutocompleteInput,
  BooleanInput,
  CreateBase,
  EditBase,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { DialogFrame, filled, FormDirty, FormLoading, FormToolbar, useDiscardGuard } from '../common';
import { errorMessage } from '../providers/httpClient';
import { addressText, CLOCK, type Restaurant } from './types';
import type { User } from '../users/types';
import { sameHours } from '../../shared/ordering';
import { SLOT_LIMITS } from '../../shared/scheduling';

/** Opening hours, time slots and notice of a new restaurant (the API's defaults). */
const DEFAULT_HOURS = {
  opensAt: '11:00',
  closesAt: '23:00',
  slotMinutes: SLOT_LIMITS.slotMinutes.default,
  leadMinutes: SLOT_LIMITS.leadMinutes.default,
};

/** A whole number within the API's bounds; empty where allowed (the cap: no limit; the others: as they are). */
const wholeBetween =
  ({ min, max }: { min: number; max: number }, optional = false) =>
  (value: unknown) => {
    if (value === null || value === undefined || value === '')
      return optional ? undefined : { message: 'gaon.restaurants.wholeBetween', args: { min, max } };
    const n = Number(value);
    return Number.isInteger(n) && n >= min && n <= max
      ? undefined
      : { message: 'gaon.restaurants.wholeBetween', args: { min, max } };
  };
// Empty slot and notice are no change (the restaurant keeps what it has, 15 and 30 by default).
const validCap = wholeBetween(SLOT_LIMITS.maxOrdersPerSlot, true);
const validSlot = wholeBetween(SLOT_LIMITS.slotMinutes, true);
const validLead = wholeBetween(SLOT_LIMITS.leadMinutes, true);
// Empty is never: the kitchen is not paused for missed orders.
const validPauseAfter = wholeBetween({ min: 1, max: 50 }, true);
const clock = (value: unknown) => String(value ?? '').slice(0, 5);

/** "Kamla Sharma (Sharma Rasoi) · 98765 01301": whom the owner is choosing, as they signed up. */
const ownerChoice = (user: User) =>
  [user.kitchenName ? `${user.name} (${user.kitchenName})` : user.name, user.phone].filter(Boolean).join(' · ');

/** Name, address and cuisine all required — "All fields are required." under each empty one. */
const needed = filled('gaon.restaurants.allFieldsRequired');
const neededAddress = (value: unknown) => needed(addressText((value ?? null) as Restaurant['address']));

/** An opening time: HH:MM (24:00 is only a close). */
export function validOpensAt(value: unknown) {
  return !CLOCK.test(clock(value)) || clock(value) === '24:00' ? 'gaon.restaurants.hoursInvalid' : undefined;
}

/** A closing time: HH:MM or 24:00, not the opening time itself (the API refuses that too). */
export function validClosesAt(value: unknown, values: Record<string, unknown> = {}) {
  if (!CLOCK.test(clock(value))) return 'gaon.restaurants.hoursInvalid';
  const opens = values.opensAt;
  if (
    opens !== undefined &&
    CLOCK.test(clock(opens)) &&
    clock(opens) !== '24:00' &&
    sameHours(clock(opens), clock(value))
  )
    return 'gaon.restaurants.hoursSame';
  return undefined;
}

/** A UPI ID is name@handle; empty means the restaurant takes no UPI. */
const validUpiId = (value: unknown) => (value && !isUpiId(String(value)) ? 'gaon.restaurants.upiIdInvalid' : undefined);

/** FSSAI: 14 digits (spaces ignored); empty until the licence is entered. */
export const validFssai = (value: unknown) =>
  value && !isFssaiNumber(String(value).replace(/\s/g, '')) ? 'gaon.restaurants.fssaiInvalid' : undefined;
/** GSTIN: 15 characters with a matching check character; required once registered (regular or composition). */
export function validGstin(value: unknown, values: Record<string, unknown> = {}) {
  const gstin = String(value ?? '').trim();
  if (gstin && !isGstin(gstin)) return 'gaon.restaurants.gstinInvalid';
  if (!gstin && values.gstMode !== undefined && values.gstMode !== 'none') return 'gaon.restaurants.gstinRequired';
  return undefined;
}
const GST_MODE_CHOICES = GST_MODES.map((id) => ({ id, name: `gaon.restaurants.gstModes.${id}` }));

const trimmed = (values: Partial<Restaurant>) => ({
  name: String(values.name ?? '').trim(),
  // Empty is none: the English name shows in Hindi too.
  nameHi: String(values.nameHi ?? '').trim() || null,
  address: addressText(values.address ?? null).trim(),
  cuisine: String(values.cuisine ?? '').trim(),
  ...(values.opensAt !== undefined && { opensAt: clock(values.opensAt) }),
  ...(values.closesAt !== undefined && { closesAt: clock(values.closesAt) }),
  ...(values.upiId !== undefined && { upiId: String(values.upiId ?? '').trim() || null }),
  ...(values.upiName !== undefined && { upiName: String(values.upiName ?? '').trim() || null }),
  ...(values.fssaiNumber !== undefined && { fssaiNumber: String(values.fssaiNumber ?? '').replace(/\s/g, '') || null }),
  ...(values.gstin !== undefined && {
    gstin:
      String(values.gstin ?? '')
        .trim()
        .toUpperCase() || null,
  }),
  ...(values.gstMode !== undefined && { gstMode: values.gstMode }),
  ...(values.pricesIncludeTax !== undefined && { pricesIncludeTax: Boolean(values.pricesIncludeTax) }),
  ...(values.gstByOperator !== undefined && { gstByOperator: Boolean(values.gstByOperator) }),
  // Empty is no cap.
  ...(values.maxOrdersPerSlot !== undefined && { maxOrdersPerSlot: values.maxOrdersPerSlot ?? null }),
  ...(values.slotMinutes != null && { slotMinutes: values.slotMinutes }),
  ...(values.leadMinutes != null && { leadMinutes: values.leadMinutes }),
  ...(values.pauseAfterMissed !== undefined && { pauseAfterMissed: values.pauseAfterMissed ?? null }),
  ...(values.autoAccept !== undefined && { autoAccept: Boolean(values.autoAccept) }),
  ...(values.deliveryCode !== undefined && { deliveryCode: Boolean(values.deliveryCode) }),
  // Cleared is no owner (null), not "unchanged".
  ...(values.ownerId !== undefined && { ownerId: values.ownerId || null }),
});

/**
 * The spec's form: Name, Address, Cuisine (and opening hours). Adding is a dialog behind the
 * Add Restaurant button (/restaurants/create), so on a phone the list is on the first screen;
 * editing a row is the inline form with Update and Cancel (/restaurants/:id/edit, since
 * /restaurants/:id is that restaurant's Details). A CreateBase or EditBase around a SimpleForm;
 * field errors the API answers show under their fields.
 */
export function RestaurantForm({
  form,
  onAdd,
  onDone,
  onDirtyChange,
  warn = true,
}: {
  /** 'create', the id being edited, or null. */
  form: 'create' | string | null;
  onAdd: () => void;
  onDone: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Off while the list moves to another restaurant the owner chose to discard changes for. */
  warn?: boolean;
}) {
  const translate = useTranslate();
  if (form !== null && form !== 'create')
    return <RestaurantEditForm key={form} id={form} onDone={onDone} onDirtyChange={onDirtyChange} warn={warn} />;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {translate('gaon.restaurants.formTitleAdd')}
        </Button>
      </Box>
      {form === 'create' && <RestaurantAddDialog onClose={onDone} />}
    </>
  );
}

function RestaurantFields({
  editing,
  onCancel,
  onDirty,
  warn,
}: {
  editing: boolean;
  onCancel?: () => void;
  onDirty: (dirty: boolean) => void;
  warn: boolean;
}) {
  return (
    <SimpleForm
      noValidate
      disableInvalidFormNotification
      warnWhenUnsavedChanges={warn}
      sx={{ p: editing ? 0 : undefined }}
      toolbar={
        <FormToolbar
          saveLabel={editing ? 'gaon.restaurants.update' : 'gaon.restaurants.add'}
          onCancel={onCancel}
          cancelLabel="gaon.restaurants.cancel"
        />
      }
    >
      <FormDirty onChange={onDirty} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: editing ? '1fr 2fr 1fr' : '1fr 1fr' },
          columnGap: 1.5,
          width: '100%',
        }}
      >
        <TextInput source="name" validate={needed} helperText={false} autoFocus={!editing} />
        <TextInput
          source="address"
          validate={neededAddress}
          helperText={false}
          format={(value) => addressText(value ?? null)}
        />
        <TextInput source="cuisine" validate={needed} helperText={false} />
      </Box>
      {/* The kitchen account that runs it: its orders, menu and printers are theirs in the partner app. */}
      <ReferenceInput
        source="ownerId"
        reference="users"
        filter={{ role: 'vendor', approved: true }}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
      >
        <AutocompleteInput
          optionText={ownerChoice}
          helperText={false}
          sx={{ width: { xs: '100%', md: editing ? '50%' : '100%' } }}
        />
      </ReferenceInput>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
          columnGap: 1.5,
          width: { xs: '100%', md: editing ? '75%' : '100%' },
        }}
      >
        <TextInput source="nameHi" lang="hi" helperText={false} />
        <TextInput
          source="opensAt"
          type="time"
          label="gaon.restaurants.opensAt"
          validate={validOpensAt}
          format={clock}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={false}
        />
        <TextInput
          source="closesAt"
          type="time"
          label="gaon.restaurants.closesAt"
          validate={validClosesAt}
          format={clock}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="gaon.restaurants.hoursHelp"
        />
        <TextInput
          source="upiId"
          label="gaon.restaurants.upiId"
          validate={validUpiId}
          helperText="gaon.restaurants.upiIdHelp"
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
        <TextInput source="upiName" label="gaon.restaurants.upiName" helperText="gaon.restaurants.upiNameHelp" />
      </Box>
      {/* How many orders the kitchen takes per time slot, and the notice an order for later needs. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
          columnGap: 1.5,
          width: { xs: '100%', md: editing ? '75%' : '100%' },
        }}
      >
        <NumberInput
          source="maxOrdersPerSlot"
          label="gaon.restaurants.maxOrdersPerSlot"
          validate={validCap}
          min={SLOT_LIMITS.maxOrdersPerSlot.min}
          step={1}
          helperText="gaon.restaurants.maxOrdersPerSlotHelp"
        />
        <NumberInput
          source="slotMinutes"
          label="gaon.restaurants.slotMinutes"
          validate={validSlot}
          min={SLOT_LIMITS.slotMinutes.min}
          max={SLOT_LIMITS.slotMinutes.max}
          step={1}
          helperText="gaon.restaurants.slotMinutesHelp"
        />
        <NumberInput
          source="leadMinutes"
          label="gaon.restaurants.leadMinutes"
          validate={validLead}
          min={SLOT_LIMITS.leadMinutes.min}
          max={SLOT_LIMITS.leadMinutes.max}
          step={1}
          helperText="gaon.restaurants.leadMinutesHelp"
        />
        {/* When nobody takes the orders in: pause the kitchen after so many missed in a row, or accept them all at once. */}
        <NumberInput
          source="pauseAfterMissed"
          label="gaon.restaurants.pauseAfterMissed"
          validate={validPauseAfter}
          min={1}
          max={50}
          step={1}
          helperText="gaon.restaurants.pauseAfterMissedHelp"
        />
        <BooleanInput
          source="autoAccept"
          label="gaon.restaurants.autoAccept"
          helperText="gaon.restaurants.autoAcceptHelp"
          sx={{ gridColumn: { sm: 'span 2' } }}
        />
        <BooleanInput
          source="deliveryCode"
          label="gaon.restaurants.deliveryCode"
          helperText="gaon.restaurants.deliveryCodeHelp"
          sx={{ gridColumn: { sm: 'span 2' } }}
        />
      </Box>
      {/* What the bill must carry: the FSSAI licence always, the GSTIN and its tax when registered. The switches
          start as the API's defaults (prices include GST; not paid by the marketplace). */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
          columnGap: 1.5,
          width: { xs: '100%', md: editing ? '75%' : '100%' },
        }}
      >
        <TextInput
          source="fssaiNumber"
          label="gaon.restaurants.fssaiNumber"
          validate={validFssai}
          helperText="gaon.restaurants.fssaiHelp"
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <SelectInput
          source="gstMode"
          label="gaon.restaurants.gstMode"
          choices={GST_MODE_CHOICES}
          format={(v: unknown) => v ?? 'none'}
          helperText="gaon.restaurants.gstModeHelp"
        />
        <TextInput
          source="gstin"
          label="gaon.restaurants.gstin"
          validate={validGstin}
          helperText="gaon.restaurants.gstinHelp"
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, style: { textTransform: 'uppercase' } } }}
        />
        <BooleanInput
          source="pricesIncludeTax"
          label="gaon.restaurants.pricesIncludeTax"
          defaultValue
          helperText="gaon.restaurants.pricesIncludeTaxHelp"
        />
        <BooleanInput
          source="gstByOperator"
          label="gaon.restaurants.gstByOperator"
          helperText="gaon.restaurants.gstByOperatorHelp"
          sx={{ gridColumn: { sm: 'span 2' } }}
        />
      </Box>
    </SimpleForm>
  );
}

/**
 * Edit: the inline form over the list; leaving it (Cancel, the sidebar, another row, a reload) with
 * unsaved changes asks first. An id that does not exist: react-admin's "not found" notice, and back to the list.
 */
function RestaurantEditForm({
  id,
  onDone,
  onDirtyChange,
  warn,
}: {
  id: string;
  onDone: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  warn: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { close: cancel, setDirty, guard, warn: notDiscarded } = useDiscardGuard(onDone);
  const reportDirty = useCallback(
    (dirty: boolean) => {
      setDirty(dirty);
      onDirtyChange?.(dirty);
    },
    [setDirty, onDirtyChange],
  );
  // Dirty no more once the form goes (saved, cancelled).
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const title = translate('gaon.restaurants.formTitleEdit');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={title} role="region">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <EditBase<Restaurant>
        resource="restaurants"
        id={Number(id)}
        mutationMode="pessimistic"
        // Saving closes the form (onSuccess), which returns to the list.
        redirect={false}
        redirectOnError="list"
        loading={<FormLoading />}
        error={null}
        transform={trimmed}
        mutationOptions={{
          onSuccess: () => {
            notify('gaon.restaurants.updated', { type: 'success' });
            onDone();
          },
          onError: (error) =>
            notify(errorMessage(error, translate('gaon.restaurants.failedUpdate')), { type: 'error' }),
        }}
      >
        <RestaurantFields editing onCancel={cancel} onDirty={reportDirty} warn={warn && notDiscarded} />
      </EditBase>
      {guard}
    </Paper>
  );
}

/** Add: a dialog; closing it with typed input asks first. */
function RestaurantAddDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { close, setDirty, guard, warn } = useDiscardGuard(onClose);
  return (
    <DialogFrame open title={translate('gaon.restaurants.formTitleAdd')} onClose={close}>
      <CreateBase<Restaurant>
        resource="restaurants"
        record={DEFAULT_HOURS}
        redirect={false}
        transform={trimmed}
        mutationOptions={{
          onSuccess: async (created: Restaurant, variables: { data?: Partial<Restaurant> }) => {
            // A new restaurant starts with the default hours; other hours are an update.
            const hours = {
              opensAt: variables.data?.opensAt ?? DEFAULT_HOURS.opensAt,
              closesAt: variables.data?.closesAt ?? DEFAULT_HOURS.closesAt,
            };
            if (hours.opensAt !== created.opensAt || hours.closesAt !== created.closesAt) {
              await dataProvider
                .update('restaurants', { id: created.id, data: hours, previousData: created })
                .catch((error: unknown) =>
                  notify(errorMessage(error, translate('gaon.restaurants.failedUpdate')), { type: 'error' }),
                );
            }
            notify('gaon.restaurants.added', { type: 'success' });
            onClose();
          },
          onError: (error) => notify(errorMessage(error, translate('gaon.restaurants.failedAdd')), { type: 'error' }),
        }}
      >
        <RestaurantFields editing={false} onCancel={close} onDirty={setDirty} warn={warn} />
      </CreateBase>
      {guard}
    </DialogFrame>
  );
}
