import { HttpError } from '../envelope';
import { OrderChangeError } from '../../db/liveOrders';

/** Runs a change of db/liveOrders.ts; its refusals become the API's 4xx envelope, naming the field. */
export function orderChange<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    if (err instanceof OrderChangeError) throw new HttpError(err.statusCode, err.message, err.field ? { [err.field]: err.message } : undefined);
    throw err;
  }
}
