/**
 * The money fields of a request's body, checked before any order is read: a UTR (a payment's, a
 * refund's, a party's advance) and how a finished order was paid (`collected`).
 */
import { HttpError } from '../envelope';
import { UTR_MESSAGE } from '../../db/orders';
import { isUtr } from '../../shared/upi';

/**
 * The UTR of a payment (or a refund): 12 digits (spaces dropped), or null when none was given;
 * otherwise a 400 naming `field`, the body's name for it.
 */
export function checkedUtr(utr: string | null | undefined, field = 'utr'): string | null {
  const value = (utr ?? '').replace(/\s/g, '');
  if (!value) return null;
  if (!isUtr(value)) throw new HttpError(400, UTR_MESSAGE, { [field]: UTR_MESSAGE });
  return value;
}

/**
 * How a finished order was paid, from a partner's status change: `collected` ("cash" or "upi")
 * and, with "upi", the UTR the customer showed (optional, 12 digits). Only delivering says it;
 * whether it is needed (the order is not paid yet) is decided with the order, in its transaction.
 */
export function checkedCollection(body: {
  status?: string;
  collected?: 'cash' | 'upi';
  utr?: string | null;
}): { collected: 'cash' | 'upi'; utr: string | null } | undefined {
  const { status, collected } = body;
  const hasUtr = (body.utr ?? '').trim() !== '';
  if (collected === undefined) {
    if (status === 'delivered' && hasUtr) throw new HttpError(400, UTR_WITH_UPI, { utr: UTR_WITH_UPI });
    return undefined;
  }
  if (status !== 'delivered') {
    const message = 'collected is given only when the order is delivered';
    throw new HttpError(400, message, { collected: message });
  }
  if (collected === 'cash' && hasUtr) throw new HttpError(400, UTR_WITH_UPI, { utr: UTR_WITH_UPI });
  return { collected, utr: checkedUtr(body.utr) };
}

const UTR_WITH_UPI = 'A UTR is given only with collected: "upi"';
