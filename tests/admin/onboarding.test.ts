import { describe, expect, it } from 'vitest';
import { applicationFilter, canDecide, tenDigitPhone, toApplicationPayload } from '../../admin/onboarding/types';

const valid = {
  name: 'Maa Ki Rasoi',
  owner: 'Sunita Devi',
  phone: '98765 43210',
  address: 'Janghai, Prayagraj',
  cuisine: 'North Indian',
};

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

  it('a phone is 10 digits once spaces and dashes are dropped (blank is left to the required check)', () => {
    expect(tenDigitPhone('98765 43210')).toBeUndefined();
    expect(tenDigitPhone('987-654-3210')).toBeUndefined();
    expect(tenDigitPhone('12345')).toBe('gaon.onboarding.phoneDigits');
    expect(tenDigitPhone('')).toBeUndefined();
  });

  it('sends trimmed values and the phone as digits', () => {
    expect(toApplicationPayload({ ...valid, name: ' Maa Ki Rasoi ' })).toEqual({ ...valid, phone: '9876543210' });
  });
});
