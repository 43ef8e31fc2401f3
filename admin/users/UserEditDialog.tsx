import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import { FormDialog, useToast } from '../common';
import { validateUserForm, type UserFormErrors, type UserFormValues } from './validation';
import type { User } from './types';

/** SPEC "Edit User modal" with the validation of section 5; server field errors show on the fields too. */
export function UserEditDialog({ user, onClose, onSaved }: { user: User | null; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider();
  const [values, setValues] = useState<UserFormValues>({ name: '', email: '', phone: '', role: 'vendor' });
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (user) {
      setValues({ name: user.name ?? '', email: user.email ?? '', phone: user.phone ?? '', role: user.role });
      setErrors({});
    }
  }, [user]);

  if (!user) return null;
  const set = (field: keyof UserFormValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(values, translate);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await dataProvider.update('users', {
        id: user.id,
        data: { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), role: values.role },
        previousData: user,
      });
      toast.success(translate('gaon.users.updated'));
      onSaved();
      onClose();
    } catch (err) {
      const fieldErrors = (err as { body?: { errors?: UserFormErrors } }).body?.errors;
      if (fieldErrors) setErrors(fieldErrors);
      toast.error(errorMessage(err, translate('gaon.users.failedUpdate')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={translate('gaon.users.editUser')}
      formId="user-edit-form"
      submitLabel={translate('gaon.common.save')}
      saving={saving}
      noValidate
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label={translate('gaon.users.name')} name="name" value={values.name} onChange={set('name')} error={!!errors.name} helperText={errors.name} autoFocus fullWidth />
      <TextField label={translate('gaon.users.email')} name="email" type="email" value={values.email} onChange={set('email')} error={!!errors.email} helperText={errors.email} fullWidth />
      <TextField label={translate('gaon.users.phone')} name="phone" type="tel" value={values.phone} onChange={set('phone')} error={!!errors.phone} helperText={errors.phone} fullWidth />
      <TextField select label={translate('gaon.users.role')} name="role" value={values.role} onChange={set('role')} fullWidth slotProps={{ select: { native: true } }}>
        <option value="vendor">{translate('gaon.users.roles.vendor')}</option>
        <option value="delivery">{translate('gaon.users.roles.delivery')}</option>
      </TextField>
    </FormDialog>
  );
}
