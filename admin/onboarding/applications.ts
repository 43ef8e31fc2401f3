/** Restaurant application rules (SPEC "Restaurant Onboarding", section 4 "Restaurant application"; docs/api.md). */
export type ApplicationStatus = 'pending' | 'approved' | 'rejected';
export const APPLICATION_STATUSES: ApplicationStatus[] = ['pending', 'approved', 'rejected'];

export interface Application {
  id: number | string;
  name: string;
  owner: string;
  phone: string;
  address: string;
  cuisine: string;
  status: ApplicationStatus;
  restaurantId?: number | null;
  createdAt?: string;
}

export type ApplicationFormValues = Pick<Application, 'name' | 'owner' | 'phone' | 'address' | 'cuisine'>;
export const APPLICATION_FIELDS: (keyof ApplicationFormValues)[] = ['name', 'owner', 'phone', 'address', 'cuisine'];
export const EMPTY_APPLICATION: ApplicationFormValues = { name: '', owner: '', phone: '', address: '', cuisine: '' };

/** Approve and Reject exist only on pending applications: no other transitions. */
export function canDecide(application: Pick<Application, 'status'>): boolean {
  return application.status === 'pending';
}

/** The list API's filter: `q` over name, owner, phone and cuisine, plus the status. */
export function applicationFilter(search: string, status: ApplicationStatus | ''): Record<string, string> {
  const filter: Record<string, string> = {};
  if (search.trim()) filter.q = search.trim();
  if (status) filter.status = status;
  return filter;
}

/** The i18n key of the form's problem, or null (the server checks the same). */
export function validateApplication(values: ApplicationFormValues): string | null {
  if (APPLICATION_FIELDS.some((field) => !values[field].trim())) return 'gaon.onboarding.allFieldsRequired';
  if (values.phone.replace(/\D/g, '').length !== 10) return 'gaon.onboarding.phoneDigits';
  return null;
}

export function toApplicationPayload(values: ApplicationFormValues): ApplicationFormValues {
  return {
    name: values.name.trim(),
    owner: values.owner.trim(),
    phone: values.phone.replace(/\D/g, ''),
    address: values.address.trim(),
    cuisine: values.cuisine.trim(),
  };
}
