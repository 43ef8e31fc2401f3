/**
 * Coupon form rules (SPEC section 5 "Coupon add"): code, discount, validFrom and validTo are
 * required on add; discount and usage limit become numbers (defaults 0 and 1); the village
 * and restaurant lists are comma separated and trimmed. Update has no client check (the
 * server still validates and its message is shown).
 */
export type CouponStatus = 'active' | 'inactive';

export interface Coupon {
  id: number | string;
  code: string;
  discount: number;
  validFrom: string;
  validTo: string;
  usageLimit: number;
  used: number;
  applicableVillages: string[];
  applicableRestaurants: string[];
  status: CouponStatus;
}

/** What the inputs hold: all text, as typed. */
export interface CouponFormValues {
  code: string;
  discount: string;
  validFrom: string;
  validTo: string;
  usageLimit: string;
  applicableVillages: string;
  applicableRestaurants: string;
  status: CouponStatus;
}

export type CouponPayload = Omit<Coupon, 'id' | 'used'>;

export const DEFAULT_USAGE_LIMIT = 1;
export const DEFAULT_DISCOUNT = 0;

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  discount: '',
  validFrom: '',
  validTo: '',
  usageLimit: '',
  applicableVillages: '',
  applicableRestaurants: '',
  status: 'active',
};

/** The i18n key of the validation message, or null when the form may be sent. */
export function validateCouponForm(values: CouponFormValues, mode: 'add' | 'edit'): string | null {
  if (mode === 'edit') return null;
  const required = [values.code, values.discount, values.validFrom, values.validTo];
  return required.some((value) => !String(value ?? '').trim()) ? 'gaon.coupons.allFieldsRequired' : null;
}

/** "Rampur,  Janghai ,," → ["Rampur", "Janghai"] */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function toNumber(text: string, fallback: number): number {
  const value = Number(String(text ?? '').trim());
  return String(text ?? '').trim() === '' || !Number.isFinite(value) ? fallback : value;
}

export function toCouponPayload(values: CouponFormValues): CouponPayload {
  return {
    code: values.code.trim(),
    discount: toNumber(values.discount, DEFAULT_DISCOUNT),
    validFrom: values.validFrom,
    validTo: values.validTo,
    // A limit of 0 makes no sense (the server wants ≥ 1): treat it like "not given".
    usageLimit: toNumber(values.usageLimit, DEFAULT_USAGE_LIMIT) || DEFAULT_USAGE_LIMIT,
    applicableVillages: splitList(values.applicableVillages),
    applicableRestaurants: splitList(values.applicableRestaurants),
    status: values.status,
  };
}

export function couponToForm(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code ?? '',
    discount: String(coupon.discount ?? ''),
    validFrom: coupon.validFrom ?? '',
    validTo: coupon.validTo ?? '',
    usageLimit: String(coupon.usageLimit ?? ''),
    applicableVillages: (coupon.applicableVillages ?? []).join(', '),
    applicableRestaurants: (coupon.applicableRestaurants ?? []).join(', '),
    status: coupon.status ?? 'active',
  };
}

/** Tiles Total Coupons, Active Coupons, Total Used. */
export function couponTotals(coupons: Pick<Coupon, 'status' | 'used'>[]): { total: number; active: number; used: number } {
  return {
    total: coupons.length,
    active: coupons.filter((coupon) => coupon.status === 'active').length,
    used: coupons.reduce((sum, coupon) => sum + (Number(coupon.used) || 0), 0),
  };
}
