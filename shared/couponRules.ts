/**
 * How a coupon applies to an order, pure so the server and the screens agree: one code per
 * order (never stacked), case-insensitive; active, within its dates (India calendar days,
 * both included), for the order's village and restaurant when it names any, above its
 * minimum food subtotal, within its total and per-phone uses. The discount is the coupon's
 * percent of the food subtotal (and of the delivery charge only when the coupon says so),
 * rounded down to the paisa, never more than what it applies to, so a total never goes below zero.
 */
export interface CouponForOrder {
  id: number;
  code: string;
  /** Whole percent, 0 to 100. */
  discount: number;
  validFrom: string;
  validTo: string;
  usageLimit: number;
  used: number;
  applicableVillages: string[];
  applicableRestaurants: string[];
  status: 'active' | 'inactive';
  minimumOrderPaise: number;
  perPhoneLimit: number | null;
  includesDelivery: boolean;
}

export interface OrderForCoupon {
  subtotalPaise: number;
  deliveryChargePaise: number;
  /** null for a pickup order. */
  villageName: string | null;
  restaurantName: string;
  /** India calendar day, YYYY-MM-DD. */
  today: string;
  /** Orders this phone already placed with the coupon (not cancelled). */
  phoneUses: number;
}

export const COUPON_MESSAGES = {
  one: 'Only one coupon per order',
  unknown: 'This coupon code does not exist',
  inactive: 'This coupon is not active',
  early: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  pickup: 'This coupon is only for delivery orders',
  usedUp: 'This coupon has been used up',
  phoneUsed: 'This phone number has already used this coupon',
  oneWord: 'A coupon code is one word: no spaces, commas, + or ;',
} as const;
export const couponVillageMessage = (village: string) => `This coupon is not valid for delivery to ${village}`;
export const couponRestaurantMessage = (restaurant: string) => `This coupon is not valid at ${restaurant}`;
export const couponMinimumMessage = (rupees: string) => `This coupon needs an order of at least ${rupees}`;

/** The code as stored and compared: trimmed, upper case. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();
/** A code field holding several codes (comma, space or plus between them): refused, coupons do not stack. */
export const isSeveralCodes = (code: string): boolean => /[\s,+;]/.test(code.trim());

const sameName = (list: string[], name: string) =>
  list.some((n) => n.trim().toLowerCase() === name.trim().toLowerCase());
const rupees = (paise: number): string => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

export type CouponResult = { ok: true; discountPaise: number } | { ok: false; message: string };

export function applyCoupon(coupon: CouponForOrder, order: OrderForCoupon): CouponResult {
  if (coupon.status !== 'active') return { ok: false, message: COUPON_MESSAGES.inactive };
  if (order.today < coupon.validFrom) return { ok: false, message: COUPON_MESSAGES.early };
  if (order.today > coupon.validTo) return { ok: false, message: COUPON_MESSAGES.expired };
  if (coupon.applicableVillages.length > 0) {
    if (order.villageName === null) return { ok: false, message: COUPON_MESSAGES.pickup };
    if (!sameName(coupon.applicableVillages, order.villageName))
      return { ok: false, message: couponVillageMessage(order.villageName) };
  }
  if (coupon.applicableRestaurants.length > 0 && !sameName(coupon.applicableRestaurants, order.restaurantName)) {
    return { ok: false, message: couponRestaurantMessage(order.restaurantName) };
  }
  if (order.subtotalPaise < coupon.minimumOrderPaise)
    return { ok: false, message: couponMinimumMessage(rupees(coupon.minimumOrderPaise)) };
  if (coupon.used >= coupon.usageLimit) return { ok: false, message: COUPON_MESSAGES.usedUp };
  if (coupon.perPhoneLimit !== null && order.phoneUses >= coupon.perPhoneLimit)
    return { ok: false, message: COUPON_MESSAGES.phoneUsed };
  const base = order.subtotalPaise + (coupon.includesDelivery ? order.deliveryChargePaise : 0);
  const discountPaise = Math.min(base, Math.floor((base * coupon.discount) / 100));
  return { ok: true, discountPaise: Math.max(0, discountPaise) };
}
