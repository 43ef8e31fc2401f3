import type { TranslateFunction } from 'react-admin';
import { i18nProvider } from '../i18n';

export interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  role: 'vendor' | 'delivery';
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC section 5 "Edit User": name required; email required and shaped like an address;
 * phone optional but, when given, exactly 10 digits once non-digits are stripped.
 */
export function validateUserForm(values: UserFormValues, translate: TranslateFunction = i18nProvider.translate): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!values.name.trim()) errors.name = translate('gaon.users.nameRequired');
  if (!values.email.trim()) errors.email = translate('gaon.users.emailRequired');
  else if (!EMAIL_RE.test(values.email.trim())) errors.email = translate('gaon.users.emailInvalid');
  const digits = values.phone.replace(/\D/g, '');
  if (values.phone.trim() && digits.length !== 10) errors.phone = translate('gaon.users.phoneDigits');
  return errors;
}
