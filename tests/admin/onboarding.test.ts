import { describe, expect, it } from 'vitest';
import { applicationFilter, canDecide, toApplicationPayload, validateApplication } from '../../admin/onboarding/types';

const valid = { name: 'Maa Ki Rasoi', owner: 'Sunita Devi', phone: '98765 43210', address: 'Janghai, Prayagraj', cuisine: 'North Indian' };

describe('restaurant applications', () => {
  it('offers Approve and Reject only on pending applications', () => {
    expect(canDecide({ status: 'pending' })).toBe(true);
    expect(canDecide({ status: 'approved' })).toBe(false);
    expect(canDecide({ status: 'rejected' })).toBe(false);
  });

  it('builds the tiles filter from the search and the status', () => {
    expect(applicationFilter('', '')).toEqual({});
    expect(applicationFilter('  thali ', '')).toEqual({ q: 'thali' });
    expect(applicationFilter('', 'pending')).toEqual({ status: 'pending' });
    expect(applicationFilter('987', 'approved')).toEqual({ q: '987', status: 'approved' });
  });

  it('requires every field (one message, under the first empty one) and a 10-digit phone', () => {
    expect(validateApplication(valid)).toEqual({});
    expect(validateApplication({})).toEqual({ name: 'gaon.onboarding.allFieldsRequired' });
    expect(validateApplication({ ...valid, cuisine: ' ' })).toEqual({ cuisine: 'gaon.onboarding.allFieldsRequired' });
    expect(validateApplication({ ...valid, phone: '12345' })).toEqual({ phone: 'gaon.onboarding.phoneDigits' });
  });

  it('sends trimmed values and the phone as digits', () => {
    expect(toApplicationPayload({ ...valid, name: ' Maa Ki Rasoi ' })).toEqual({ ...valid, phone: '9876543210' });
  });
});
