/**
 * Coupon form rules: code, discount, validFrom and validTo are
 * required on add (per input, in CouponFormDialog); discount and usage limit become numbers
 * (defaults 0 and 1); the village and restaurant lists are trimmed lists of names (chosen
 * from the lists; comma-separated text is still split). Update has no client check (the
 * server still validates and its message is shown).
 */
export type CouponStatus = 'active' | 'inactive';

/** As the API answers it: the type comes from the route's own response schema. */
import type { Coupon } from '../../shared/api/coupons';
export type { Coupon };

export type CouponPayload = Omit<Coupon, 'id' | '_id' | 'used' | 'createdAt'>;

export const DEFAULT_USAGE_LIMIT = 1;
export const DEFAULT_DISCOUNT = 0;

/** What the form holds: text as typed, or a coupon's own values when editing. */
export type CouponFormValues = Partial<Record<keyof CouponPayload, unknown>>;

const text = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? '')).trim();

/** "Rampur,  Janghai ,," → ["Rampur", "Janghai"] (a list stays a list). */
export function splitList(value: unknown): string[] {
  return text(value)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function toNumber(value: unknown, fallback: number): number {
  const number = Number(text(value));
  return text(value) === '' || !Number.isFinite(number) ? fallback : number;
}

export function toCouponPayload(values: CouponFormValues): CouponPayload {
  return {
    code: text(values.code),
    discount: toNumber(values.discount, DEFAULT_DISCOUNT),
    validFrom: text(values.validFrom),
    validTo: text(values.validTo),
    // A limit of 0 makes no sense (the server wants ≥ 1): treat it like "not given".
    usageLimit: toNumber(values.usageLimit, DEFAULT_USAGE_LIMIT) || DEFAULT_USAGE_LIMIT,
    applicableVillages: splitList(values.applicableVillages),
    applicableRestaurants: splitList(values.applicableRestaurants),
    status: (values.status as CouponStatus) || 'active',
    minimumOrder: toNumber(values.minimumOrder, 0),
    // Empty: no limit per phone.
    perPhoneLimit: text(values.perPhoneLimit) === '' ? null : toNumber(values.perPhoneLimit, 1) || null,
    includesDelivery: values.includesDelivery === true,
  };
}

/** Tiles Total Coupons, Active Coupons, Total Used. */
export function couponTotals(coupons: Pick<Coupon, 'status' | 'used'>[]): {
  total: number;
  active: number;
  used: number;
} {
  return {
    total: coupons.length,
    active: coupons.filter((coupon) => coupon.status === 'active').length,
    used: coupons.reduce((sum, coupon) => sum + (Number(coupon.used) || 0), 0),
  };
}
