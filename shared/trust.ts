/**
 * Prank cash orders, without paid SMS: the owner's limits (one settings row), which order is
 * held "to confirm", and what a phone number with strikes may still do. Pure, so the server,
 * the admin and the tests apply the same rules.
 */
import type { HoldReason, PaymentMethod, PhoneState, StrikeOutcome } from './statuses';

export interface TrustSettings {
  /** Hold a phone number's first cash order until someone confirms it by call or WhatsApp. */
  holdFirstOrder: boolean;
  /** Hold a cash order whose total is above this (rupees); null: no limit. */
  cashLimit: number | null;
  /** Strikes ("fake / no one there") at which a number is restricted; 1–20. */
  strikeLimit: number;
  /** What a restricted number may still do. */
  atStrikeLimit: StrikeOutcome;
}

export const DEFAULT_TRUST_SETTINGS: TrustSettings = {
  holdFirstOrder: true,
  cashLimit: 1000,
  strikeLimit: 2,
  atStrikeLimit: 'upi_only',
};
export const STRIKE_LIMIT_MAX = 20;
export const CASH_LIMIT_MAX = 100_000;

/** A number's standing from its uncleared strikes and the owner's settings. */
export function phoneState(
  strikes: number,
  settings: Pick<TrustSettings, 'strikeLimit' | 'atStrikeLimit'>,
): PhoneState {
  return strikes >= settings.strikeLimit ? settings.atStrikeLimit : 'ok';
}

export const PHONE_BLOCKED_MESSAGE = 'This phone number cannot order online. Please call the restaurant.';
export const PHONE_UPI_ONLY_MESSAGE = 'This phone number can order only with UPI, paid first: choose UPI';

/** The refusal of an order from a restricted number, or null when it may be placed. */
export function restrictionError(
  state: PhoneState,
  paymentMethod: PaymentMethod,
): { message: string; field: string } | null {
  if (state === 'blocked') return { message: PHONE_BLOCKED_MESSAGE, field: 'customer.phone' };
  if (state === 'upi_only' && paymentMethod !== 'upi')
    return { message: PHONE_UPI_ONLY_MESSAGE, field: 'paymentMethod' };
  return null;
}

/**
 * Why an order placed on the site waits "to confirm", or null. A number that already has a
 * trusted order (one not cancelled and not itself waiting) is no stranger; a restricted number
 * paying by UPI waits until the money is seen. UPI orders otherwise wait for their payment
 * anyway, so only cash orders are held for being first or large.
 */
export function holdReasonFor(
  settings: Pick<TrustSettings, 'holdFirstOrder' | 'cashLimit'>,
  order: { paymentMethod: PaymentMethod; totalPaise: number; hasTrustedOrder: boolean; state: PhoneState },
): HoldReason | null {
  if (order.state !== 'ok') return 'strikes';
  if (order.paymentMethod !== 'cash') return null;
  if (settings.holdFirstOrder && !order.hasTrustedOrder) return 'first_order';
  if (settings.cashLimit !== null && order.totalPaise > Math.round(settings.cashLimit * 100)) return 'over_limit';
  return null;
}

/** The message a customer sends on WhatsApp to confirm a held order. */
export const confirmText = (orderCode: string) => `CONFIRM ${orderCode}`;

/** What a "Fake / no one there" mark records when the one marking gives no other reason. */
export const FAKE_REASON = 'Fake / no one there';
