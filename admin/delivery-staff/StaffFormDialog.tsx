import { Box } from '@mui/material';
import {
  CreateBase,
  EditBase,
  SimpleForm,
  required,
  TextInput,
  useNotify,
  useTranslate,
  WithRecord,
} from 'react-admin';
import { DialogFrame, FORM_STRETCH, FormDirty, FormLoading, FormToolbar, useDiscardGuard } from '../common';
import { errorMessage } from '../providers/httpClient';
import { vehicleNumber, type Staff } from './types';

const fields = (values: Partial<Staff>) => ({
  name: String(values.name ?? '').trim(),
  phone: String(values.phone ?? '').trim(),
  email: String(values.email ?? '').trim(),
  vehicleNumber: String(values.vehicleNumber ?? '').trim(),
});

/**
 * Add and edit modals of /delivery-staff/create and /delivery-staff/:id: name, phone, email and
 * vehicle number required; password required on add only (hidden input, absent when editing).
 * No format checks. A CreateBase/EditBase form: a field error the API answers shows under its
 * field. An id that does not exist: react-admin's "not found" notice, and back to the list.
 */
export function StaffFormDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const mode = id === null ? 'add' : 'edit';
  // Escape, the backdrop, × and Cancel ask before throwing typed input away.
  const { close, setDirty, guard, warn } = useDiscardGuard(onClose);
  const done = (message: string) => () => {
    notify(message, { type: 'success' });
    onClose();
  };
  const failed = (fallback: string) => (error: unknown) =>
    notify(errorMessage(error, translate(fallback)), { type: 'error' });
  const form = (staff?: Staff) => (
    <SimpleForm
      noValidate
      disableInvalidFormNotification
      warnWhenUnsavedChanges={warn}
      record={staff ? { ...staff, vehicleNumber: vehicleNumber(staff) } : undefined}
      sx={FORM_STRETCH}
      toolbar={
        <FormToolbar
          saveLabel={mode === 'add' ? 'gaon.deliveryStaff.add' : 'gaon.deliveryStaff.save'}
          onCancel={close}
        />
      }
    >
      <FormDirty onChange={setDirty} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextInput source="name" validate={required()} autoFocus />
        <TextInput source="phone" type="tel" validate={required()} />
        <TextInput source="email" autoComplete="email" validate={required()} />
        {mode === 'add' && (
          <TextInput source="password" type="password" autoComplete="new-password" validate={required()} />
        )}
        <TextInput source="vehicleNumber" validate={required()} />
      </Box>
    </SimpleForm>
  );
  return (
    <DialogFrame
      open
      title={translate(mode === 'add' ? 'gaon.deliveryStaff.addTitle' : 'gaon.deliveryStaff.editTitle')}
      onClose={close}
    >
      {mode === 'add' ? (
        <CreateBase<Staff>
          resource="delivery-staff"
          redirect={false}
          transform={(values) => {
            const common = fields(values);
            return {
              ...common,
              password: (values as { password?: string }).password ?? '',
              role: 'delivery',
              vehicleDetails: { number: common.vehicleNumber },
            } as never;
          }}
          mutationOptions={{
            onSuccess: done('gaon.deliveryStaff.added'),
            onError: failed('gaon.deliveryStaff.failedAdd'),
          }}
        >
          {form()}
        </CreateBase>
      ) : (
        <EditBase<Staff>
          resource="delivery-staff"
          id={Number(id)}
          mutationMode="pessimistic"
          // Saving closes the dialog (onSuccess), which returns to the list.
          redirect={false}
          redirectOnError="list"
          loading={<FormLoading />}
          error={null}
          // The edit sends an empty password, which the server reads as "unchanged".
          transform={(values) => ({ ...fields(values), role: 'delivery', password: '' }) as never}
          mutationOptions={{
            onSuccess: done('gaon.deliveryStaff.updated'),
            onError: failed('gaon.deliveryStaff.failedUpdate'),
          }}
        >
          <WithRecord<Staff> render={(staff) => form(staff)} />
        </EditBase>
      )}
      {guard}
    </DialogFrame>
  );
}
