import { describe, expect, it } from 'vitest';
import {
  EMPTY_COUPON_FORM,
  couponToForm,
  couponTotals,
  splitList,
  toCouponPayload,
  validateCouponForm,
  type Coupon,
} from '../../../admin/coupons/couponForm';
import { gaonMessages } from '../../../admin/i18n/en';

const filled = { ...EMPTY_COUPON_FORM, code: 'DIWALI10', discount: '10', validFrom: '2026-11-01', validTo: '2026-11-15' };

describe('coupon form validation', () => {
  it('accepts an add form with code, discount and both dates', () => {
    expect(validateCouponForm(filled, 'add')).toBeNull();
  });

  it.each(['code', 'discount', 'validFrom', 'validTo'] as const)('refuses an add form without %s with "All fields are required."', (field) => {
    const key = validateCouponForm({ ...filled, [field]: '  ' }, 'add');
    expect(key).toBe('gaon.coupons.allFieldsRequired');
    expect(gaonMessages.coupons.allFieldsRequired).toBe('All fields are required.');
  });

  it('does not check an update (the spec: update has no check)', () => {
    expect(validateCouponForm(EMPTY_COUPON_FORM, 'edit')).toBeNull();
  });

  it('keeps the delete confirmation text of the spec', () => {
    expect(gaonMessages.coupons.confirmDelete).toBe('Are you sure you want to delete this coupon?');
  });
});

describe('coupon payload', () => {
  it('converts discount and usage limit to numbers', () => {
    const payload = toCouponPayload({ ...filled, discount: '12.5', usageLimit: '50' });
    expect(payload.discount).toBe(12.5);
    expect(payload.usageLimit).toBe(50);
  });

  it('defaults usage limit to 1 and discount to 0', () => {
    const payload = toCouponPayload({ ...filled, discount: '', usageLimit: '' });
    expect(payload.discount).toBe(0);
    expect(payload.usageLimit).toBe(1);
    expect(toCouponPayload({ ...filled, discount: 'abc', usageLimit: 'x' })).toMatchObject({ discount: 0, usageLimit: 1 });
  });

  it('trims the code and splits comma lists, dropping blanks', () => {
    const payload = toCouponPayload({ ...filled, code: '  NEW5 ', applicableVillages: ' Janghai, Rampur ,, ', applicableRestaurants: 'Maa Ki Rasoi' });
    expect(payload.code).toBe('NEW5');
    expect(payload.applicableVillages).toEqual(['Janghai', 'Rampur']);
    expect(payload.applicableRestaurants).toEqual(['Maa Ki Rasoi']);
  });

  it('splitList handles empty and missing text', () => {
    expect(splitList('')).toEqual([]);
    expect(splitList(undefined)).toEqual([]);
    expect(splitList(' a ,b,  ,c ')).toEqual(['a', 'b', 'c']);
  });

  it('round-trips a coupon through the edit form', () => {
    const coupon: Coupon = {
      id: 3,
      code: 'FEST20',
      discount: 20,
      validFrom: '2026-01-01',
      validTo: '2026-01-31',
      usageLimit: 100,
      used: 7,
      applicableVillages: ['Janghai', 'Rampur'],
      applicableRestaurants: [],
      status: 'inactive',
    };
    const form = couponToForm(coupon);
    expect(form.applicableVillages).toBe('Janghai, Rampur');
    expect(form.discount).toBe('20');
    const { id: _id, used: _used, ...rest } = coupon;
    expect(toCouponPayload(form)).toEqual(rest);
  });
});

describe('coupon tiles', () => {
  it('counts total, active and the sum of uses', () => {
    expect(
      couponTotals([
        { status: 'active', used: 3 },
        { status: 'inactive', used: 5 },
        { status: 'active', used: 0 },
      ]),
    ).toEqual({ total: 3, active: 2, used: 8 });
    expect(couponTotals([])).toEqual({ total: 0, active: 0, used: 0 });
  });
});
