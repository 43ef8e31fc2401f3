import { HttpError } from '../envelope';
import { confirmHeldOrder, markOrderFake, UTR_MESSAGE, type Actor, type Collected } from '../../db/liveOrders';
import type { PartnerKind } from '../../db/partners';
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
}): Collected | undefined {
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

/**
 * `{confirm: true}` or `{fake: true, reason?}` on an order's PUT (admin, kitchen, rider): each
 * alone, never with another change, so one request does one thing the history can name. Null
 * when the body asks for neither; else the answer's message. A 404 when the order is not found
 * (or not the partner's).
 */
export function trustChange(
  database: Parameters<typeof confirmHeldOrder>[0],
  id: number,
  body: { confirm?: true; fake?: true; reason?: string | null } & Record<string, unknown>,
  actor: Actor,
  partner?: { id: number; kind: PartnerKind },
): string | null {
  if (!body.confirm && !body.fake) return null;
  const others = Object.keys(body).filter(
    (k) => body[k] !== undefined && k !== 'confirm' && k !== 'fake' && !(k === 'reason' && body.fake),
  );
  if ((body.confirm && body.fake) || others.length > 0) {
    const message = 'Send confirm or fake on its own, without other changes';
    throw new HttpError(400, message, { [body.confirm ? 'confirm' : 'fake']: message });
  }
  const now = Date.now();
  const done = body.confirm
    ? confirmHeldOrder(database, id, actor, now, partner)
    : markOrderFake(database, id, actor, body.reason?.trim() || null, now, partner);
  if (!done) throw new HttpError(404, 'Order not found');
  return body.confirm ? 'Order confirmed.' : 'Order marked fake: the number has a strike.';
}
