import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import { FormDialog, useToast } from '../common';
import { vehicleNumber, type Staff } from './types';

interface StaffFields {
  name: string;
  phone: string;
  email: string;
  password: string;
  vehicleNumber: string;
}

const EMPTY: StaffFields = { name: '', phone: '', email: '', password: '', vehicleNumber: '' };

/**
 * Add and edit modals (SPEC section 5): name, phone, email and vehicle number required;
 * password required on add only (hidden input, and absent when editing). No format checks.
 */
export function StaffFormDialog({ mode, staff, onClose, onSaved }: { mode: 'add' | 'edit' | null; staff?: Staff | null; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider();
  const [fields, setFields] = useState<StaffFields>(EMPTY);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (mode === 'edit' && staff) setFields({ name: staff.name, phone: staff.phone ?? '', email: staff.email, password: '', vehicleNumber: vehicleNumber(staff) });
    else if (mode === 'add') setFields(EMPTY);
  }, [mode, staff]);

  if (!mode) return null;
  const set = (field: keyof StaffFields) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const number = fields.vehicleNumber.trim();
    const common = { name: fields.name.trim(), phone: fields.phone.trim(), email: fields.email.trim(), vehicleNumber: number };
    try {
      if (mode === 'add') {
        await dataProvider.create('delivery-staff', { data: { ...common, password: fields.password, role: 'delivery', vehicleDetails: { number } } });
        toast.success(translate('gaon.deliveryStaff.added'));
      } else if (staff) {
        // The edit sends an empty password, which the server reads as "unchanged" (SPEC section 7).
        await dataProvider.update('delivery-staff', { id: staff.id, data: { ...common, role: 'delivery', password: '' }, previousData: staff });
        toast.success(translate('gaon.deliveryStaff.updated'));
      }
      onSaved();
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, translate(mode === 'add' ? 'gaon.deliveryStaff.failedAdd' : 'gaon.deliveryStaff.failedUpdate')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={translate(mode === 'add' ? 'gaon.deliveryStaff.addTitle' : 'gaon.deliveryStaff.editTitle')}
      formId="staff-form"
      submitLabel={translate(mode === 'add' ? 'gaon.deliveryStaff.add' : 'gaon.deliveryStaff.save')}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField required label={translate('gaon.deliveryStaff.name')} name="name" value={fields.name} onChange={set('name')} autoFocus fullWidth />
      <TextField required label={translate('gaon.deliveryStaff.phone')} name="phone" type="tel" value={fields.phone} onChange={set('phone')} fullWidth />
      <TextField required label={translate('gaon.deliveryStaff.email')} name="email" autoComplete="email" value={fields.email} onChange={set('email')} fullWidth />
      {mode === 'add' && (
        <TextField required label={translate('gaon.deliveryStaff.password')} name="password" type="password" autoComplete="new-password" value={fields.password} onChange={set('password')} fullWidth />
      )}
      <TextField required label={translate('gaon.deliveryStaff.vehicleNumber')} name="vehicleNumber" value={fields.vehicleNumber} onChange={set('vehicleNumber')} fullWidth />
    </FormDialog>
  );
}
