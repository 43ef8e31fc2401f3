/** Restaurant application rules (docs/api.md). */
export type ApplicationStatus = 'pending' | 'approved' | 'rejected';
export const APPLICATION_STATUSES: ApplicationStatus[] = ['pending', 'approved', 'rejected'];

/** As the API answers it: the type comes from the route's own response schema. */
import type { Application } from '../../shared/api/onboarding';
export type { Application };

export type ApplicationFormValues = Pick<Application, 'name' | 'owner' | 'phone' | 'address' | 'cuisine'>;
export const APPLICATION_FIELDS: (keyof ApplicationFormValues)[] = ['name', 'owner', 'phone', 'address', 'cuisine'];

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

/** The phone of an application: 10 digits once spaces and dashes are dropped (blank is the required check's). */
export function tenDigitPhone(value: unknown): string | undefined {
  const text = String(value ?? '').trim();
  return text && text.replace(/\D/g, '').length !== 10 ? 'gaon.onboarding.phoneDigits' : undefined;
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
