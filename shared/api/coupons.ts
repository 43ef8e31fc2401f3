import { Type, type Static } from '@sinclair/typebox';
import { COUPON_STATUSES } from '../statuses';
import { IsoTime, ListQuery, Nullable, Rupees, Str } from './common';
import { literals } from './users';

export const Coupon = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  code: Type.String(),
  /** Whole percent, 0 to 100. */
  discount: Type.Integer(),
  validFrom: Type.String(),
  validTo: Type.String(),
  usageLimit: Type.Integer(),
  used: Type.Integer(),
  applicableVillages: Type.Array(Type.String()),
  applicableRestaurants: Type.Array(Type.String()),
  /** The food subtotal (rupees) an order needs for the coupon; 0: any. */
  minimumOrder: Type.Number(),
  /** Orders one phone number may place with it; null: no limit beyond usageLimit. */
  perPhoneLimit: Nullable(Type.Integer()),
  /** Whether the percent also comes off the delivery charge (by default only off the food). */
  includesDelivery: Type.Boolean(),
  status: literals(COUPON_STATUSES),
  createdAt: IsoTime,
});
export type Coupon = Static<typeof Coupon>;

export const COUPON_SORT_FIELDS = ['code', 'validFrom', 'validTo', 'createdAt', 'discount'] as const;
export const CouponListQuery = ListQuery(COUPON_SORT_FIELDS, { status: Type.Optional(literals(COUPON_STATUSES)) });
export type CouponListQuery = Static<typeof CouponListQuery>;

const DateText = Str(10);
// A list or one string, each split on commas, so both ["Janghai", "Saidabad"] and
// "Janghai, Saidabad" work.
const NameList = Type.Union([Type.Array(Str(120), { maxItems: 200 }), Str(120 * 200)]);
export const CouponBody = Type.Object({
  code: Type.Optional(Str(40)),
  // Whole percent (the column is an integer): 7.5 is refused rather than silently rounded.
  discount: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100 }))),
  validFrom: Type.Optional(DateText),
  validTo: Type.Optional(DateText),
  usageLimit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 }))),
  applicableVillages: Type.Optional(NameList),
  applicableRestaurants: Type.Optional(NameList),
  minimumOrder: Type.Optional(Nullable(Rupees({ minimum: 0, maximum: 100000 }))),
  perPhoneLimit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000 }))),
  includesDelivery: Type.Optional(Type.Boolean()),
  status: Type.Optional(literals(COUPON_STATUSES)),
});
export type CouponBody = Static<typeof CouponBody>;
