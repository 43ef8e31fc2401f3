import { describe, expect, it } from 'vitest';
import { tenDigitPhone } from '../../admin/users/UserEditDialog';

describe('Edit User phone rule', () => {
  it('is optional, and otherwise 10 digits once non-digits are stripped', () => {
    expect(tenDigitPhone('')).toBeUndefined();
    expect(tenDigitPhone(null)).toBeUndefined();
    expect(tenDigitPhone('(987) 654-3210')).toBeUndefined();
    expect(tenDigitPhone('12345')).toBe('gaon.users.phoneDigits');
    expect(tenDigitPhone('123456789012')).toBe('gaon.users.phoneDigits');
  });
});
