import { Box } from '@mui/material';
import {
  BooleanInput,
  EditBase,
  email,
  minLength,
  PasswordInput,
  SimpleForm,
  FormDataConsumer,
  required,
  SelectInput,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { DialogFrame, FORM_STRETCH, FormDirty, FormLoading, FormToolbar, useDiscardGuard } from '../common';
import { errorMessage } from '../providers/httpClient';
import type { User } from './types';
import { digitsOf } from '../../shared/contact';

/** Phone is optional but, when given, exactly 10 digits once non-digits are stripped. */
export const tenDigitPhone = (value: unknown) =>
  value && digitsOf(String(value)).length !== 10 ? 'gaon.users.phoneDigits' : undefined;

/**
 * The Edit User modal, with its validation. A field error the API answers
 * (the envelope's `errors`) shows under its field: react-admin's pessimistic save does that.
 */
/** What Save sends: a delivery person's vehicle number goes along (the API requires it); the partner app's language when set. */
export function userBody({
  name,
  email: address,
  phone,
  role,
  vehicleNumber,
  vehicleDetails,
  language,
  approved,
  password,
}: Partial<User> & { password?: string }) {
  const body = {
    name: name?.trim(),
    email: address?.trim(),
    phone: (phone ?? '').trim(),
    role,
    ...(language ? { language } : {}),
    ...(approved !== undefined ? { approved } : {}),
    // A new password only when typed: the owner sets one for a partner who forgot theirs.
    ...(password ? { password } : {}),
  };
  return role === 'delivery'
    ? { ...body, vehicleNumber: (vehicleNumber ?? vehicleDetails?.number ?? '').trim() }
    : body;
}

/**
 * /users/:id: the Edit User dialog over the list. An id that does not exist: react-admin's
 * "not found" notice, and back to the list.
 */
export function UserEditDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { close, setDirty, guard, warn } = useDiscardGuard(onClose);
  return (
    <DialogFrame open title={translate('gaon.users.editUser')} onClose={close}>
      <EditBase<User>
        resource="users"
        id={Number(id)}
        mutationMode="pessimistic"
        // Saving closes the dialog (onSuccess), which returns to the list.
        redirect={false}
        redirectOnError="list"
        loading={<FormLoading />}
        error={null}
        transform={userBody}
        mutationOptions={{
          onSuccess: () => {
            notify('gaon.users.updated', { type: 'success' });
            onClose();
          },
          onError: (error) => notify(errorMessage(error, translate('gaon.users.failedUpdate')), { type: 'error' }),
        }}
      >
        <SimpleForm
          noValidate
          disableInvalidFormNotification
          warnWhenUnsavedChanges={warn}
          sx={FORM_STRETCH}
          toolbar={<FormToolbar saveLabel="gaon.common.save" onCancel={close} />}
        >
          <FormDirty onChange={setDirty} />
          <Box sx={{ display: 'grid', gap: 1 }}>
            <TextInput source="name" validate={required('gaon.users.nameRequired')} autoFocus />
            <TextInput
              source="email"
              type="email"
              validate={[required('gaon.users.emailRequired'), email('gaon.users.emailInvalid')]}
            />
            <TextInput source="phone" type="tel" validate={tenDigitPhone} />
            <SelectInput
              source="role"
              choices={[
                { id: 'vendor', name: 'gaon.users.roles.vendor' },
                { id: 'delivery', name: 'gaon.users.roles.delivery' },
              ]}
              validate={required()}
            />
            {/* The language the kitchen & rider app opens in for this account. */}
            <SelectInput
              source="language"
              defaultValue="hi"
              choices={[
                { id: 'hi', name: 'gaon.users.languages.hi' },
                { id: 'en', name: 'gaon.users.languages.en' },
              ]}
              validate={required()}
            />
            {/* A kitchen or rider who signed up themselves gets work only once approved here. */}
            <BooleanInput source="approved" label="gaon.users.approved" helperText="gaon.users.approvedHelp" />
            {/* "Forgot password" in the partner app sends them here (a WhatsApp message to the owner). */}
            <PasswordInput
              source="password"
              label="gaon.users.newPassword"
              helperText="gaon.users.newPasswordHelp"
              autoComplete="new-password"
              validate={minLength(6, 'gaon.users.passwordShort')}
            />
            <FormDataConsumer<User>>
              {({ formData }) =>
                formData.role === 'delivery' && (
                  <TextInput source="vehicleNumber" validate={required('gaon.users.vehicleRequired')} />
                )
              }
            </FormDataConsumer>
          </Box>
        </SimpleForm>
      </EditBase>
      {guard}
    </DialogFrame>
  );
}
