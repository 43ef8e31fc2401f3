import { HttpError } from '../envelope';
import { OrderChangeError, UTR_MESSAGE } from '../../db/liveOrders';
import { isUtr } from '../../shared/upi';

/** Runs a change of db/liveOrders.ts; its refusals become the API's 4xx envelope, naming the field. */
export function orderChange<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    if (err instanceof OrderChangeError) throw new HttpError(err.statusCode, err.message, err.field ? { [err.field]: err.message } : undefined);
    throw err;
  }
}

/** The UTR of a payment confirmation: 12 digits (spaces dropped), or null when none was given; 400 otherwise. */
export function checkedUtr(utr: string | null | undefined): string | null {
  const value = (utr ?? '').replace(/\s/g, '');
  if (!value) return null;
  if (!isUtr(value)) throw new HttpError(400, UTR_MESSAGE, { utr: UTR_MESSAGE });
  return value;
}
