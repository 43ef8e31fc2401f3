import { describe, expect, it } from 'vitest';
import { EMPTY_APPLICATION, applicationFilter, canDecide, toApplicationPayload, validateApplication } from '../../../admin/onboarding/applications';
import { gaonMessages } from '../../../admin/i18n/en';

const valid = { name: 'Maa Ki Rasoi', owner: 'Sunita Devi', phone: '98765 43210', address: 'Janghai, Prayagraj', cuisine: 'North Indian' };

describe('restaurant applications', () => {
  it('offers Approve and Reject only on pending applications', () => {
    expect(canDecide({ status: 'pending' })).toBe(true);
    expect(canDecide({ status: 'approved' })).toBe(false);
    expect(canDecide({ status: 'rejected' })).toBe(false);
  });

  it('builds the list filter from the search and the status', () => {
    expect(applicationFilter('', '')).toEqual({});
    expect(applicationFilter('  thali ', '')).toEqual({ q: 'thali' });
    expect(applicationFilter('', 'pending')).toEqual({ status: 'pending' });
    expect(applicationFilter('987', 'approved')).toEqual({ q: '987', status: 'approved' });
  });

  it('requires every field and a 10-digit phone', () => {
    expect(validateApplication(valid)).toBeNull();
    expect(validateApplication(EMPTY_APPLICATION)).toBe('gaon.onboarding.allFieldsRequired');
    expect(validateApplication({ ...valid, cuisine: ' ' })).toBe('gaon.onboarding.allFieldsRequired');
    expect(validateApplication({ ...valid, phone: '12345' })).toBe('gaon.onboarding.phoneDigits');
  });

  it('sends trimmed values and the phone as digits', () => {
    expect(toApplicationPayload({ ...valid, name: ' Maa Ki Rasoi ' })).toEqual({ ...valid, phone: '9876543210' });
  });

  it('keeps the toasts and tiles of the spec', () => {
    expect(gaonMessages.onboarding.approved).toBe('Restaurant approved!');
    expect(gaonMessages.onboarding.rejected).toBe('Restaurant rejected.');
    expect(gaonMessages.onboarding.totalApplications).toBe('Total Applications');
    expect(Object.values(gaonMessages.onboarding.statuses)).toEqual(['Pending', 'Approved', 'Rejected']);
  });
});
