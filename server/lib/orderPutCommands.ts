/**
 * The older door: `PUT …/orders/:id` of the admin, the kitchen and the rider, whose body says by
 * its fields what to do (status, ready, paymentStatus, refundStatus, deliveryPersonId, confirm,
 * fake, acknowledged, collected). Each body is read here into the commands it means, with the
 * refusals these PUTs have always given for a body that means nothing or two things at once;
 * then the same commands run as through their POST routes (orderCommands.ts).
 */
import type { AppDatabase } from '../../db/client';
import { readLiveOrder } from '../../db/orders';
import { statusChangeError } from '../../shared/orderStatus';
import type { OrderStatus } from '../../db/schema';
import type { OrderUpdateBody, VendorStatusBody, DeliveryStatusBody } from '../../shared/api/live';
import type { Static } from '@sinclair/typebox';
import { badRequest, HttpError, notFound } from '../envelope';
import { checkedCollection, checkedUtr } from './paymentFields';
import { messageOf, type Step } from './orderCommands';
import type { OrderCommand } from '../../shared/api/orderCommands';

/** What a PUT runs: its commands in order, and the message its answer gives. */
export interface PutCommands {
  steps: Step[];
  message: string;
}

const one = (step: Step): PutCommands => ({ steps: [step], message: messageOf(step) });

/**
 * `{confirm: true}` or `{fake: true, reason?}`: each alone, never with another change, so one
 * request does one thing the history can name. Null when the body asks for neither.
 */
function trustCommand(
  body: { confirm?: true; fake?: true; reason?: string | null } & Record<string, unknown>,
): PutCommands | null {
  if (!body.confirm && !body.fake) return null;
  const others = Object.keys(body).filter(
    (k) => body[k] !== undefined && k !== 'confirm' && k !== 'fake' && !(k === 'reason' && body.fake),
  );
  if ((body.confirm && body.fake) || others.length > 0) {
    const message = 'Send confirm or fake on its own, without other changes';
    throw new HttpError(400, message, { [body.confirm ? 'confirm' : 'fake']: message });
  }
  return one(body.confirm ? { command: 'confirm', body: {} } : { command: 'fake', body: { reason: body.reason } });
}

/** A refund the body records (`refundStatus: "refunded"` with how it was given back), or none; 400 for half of one. */
function refundOf(body: OrderUpdateBody): Step | undefined {
  if (body.refundStatus === undefined) {
    if (body.refundMethod !== undefined || body.refundUtr != null)
      throw badRequest('Send refundStatus: "refunded" with the refund', {
        refundStatus: 'Send refundStatus: "refunded" with the refund',
      });
    return undefined;
  }
  if (body.refundMethod === undefined)
    throw badRequest('Say how the money was given back: refundMethod "upi" or "cash"', {
      refundMethod: 'Say how the money was given back: refundMethod "upi" or "cash"',
    });
  const utr = checkedUtr(body.refundUtr, 'refundUtr');
  if (utr !== null && body.refundMethod !== 'upi')
    throw badRequest('A UTR goes with a refund by UPI', { refundUtr: 'A UTR goes with a refund by UPI' });
  return { command: 'refund', body: { method: body.refundMethod, utr } };
}

/** The command that moves an order to each status a PUT may ask for (back to placed is none). */
const STATUS_COMMANDS = {
  accepted: 'accept',
  preparing: 'prepare',
  out_for_delivery: 'pick-up',
  delivered: 'deliver',
  cancelled: 'cancel',
} as const satisfies Record<Exclude<OrderStatus, 'placed'>, OrderCommand>;

/** The step that moves an order to a status (the admin's; cancelling with the kitchen's reason). */
function statusCommand(status: Exclude<OrderStatus, 'placed'>, reason: string | null = null): Step {
  const command = STATUS_COMMANDS[status];
  return command === 'cancel' ? { command, body: { reason } } : ({ command, body: {} } as Step);
}

/**
 * The admin's PUT: its payment, rider, status and refund, in that order, in one transaction (so
 * "assign and send out" checks the rider it gives). Back to placed is no command: the status
 * policy refuses it as it always did.
 */
export function adminPutCommands(database: AppDatabase, id: number, body: OrderUpdateBody): PutCommands {
  const trusted = trustCommand(body);
  if (trusted) return trusted;
  if (body.reason != null)
    throw badRequest('A reason is given only with fake: true', { reason: 'A reason is given only with fake: true' });
  const payment: Step | undefined =
    body.paymentStatus !== undefined ? { command: 'payment', body: { utr: checkedUtr(body.utr) } } : undefined;
  const refund = refundOf(body);
  const { status, deliveryPersonId } = body;
  if (!payment && !refund && status === undefined && deliveryPersonId === undefined) {
    throw badRequest('Nothing to change: send status and/or deliveryPersonId', {
      status: 'Send status and/or deliveryPersonId',
    });
  }
  if (status === 'placed') {
    const order = readLiveOrder(database, id);
    if (!order) throw notFound('Order not found');
    const refusal = statusChangeError(order.status, 'placed')!;
    throw badRequest(refusal, { status: refusal });
  }
  const assign: Step | undefined =
    deliveryPersonId !== undefined ? { command: 'assign', body: { riderId: deliveryPersonId } } : undefined;
  const move = status !== undefined ? statusCommand(status) : undefined;
  const steps = [payment, assign, move, refund].filter((s): s is Step => s !== undefined);
  return { steps, message: messageOf((move ?? assign ?? refund ?? payment)!) };
}

/** The kitchen's PUT: a status or `ready: true`; a payment alone; confirm or fake alone. */
export function vendorPutCommands(body: Static<typeof VendorStatusBody>): PutCommands {
  const trusted = trustCommand(body);
  if (trusted) return trusted;
  const { status, ready, paymentStatus } = body;
  if (paymentStatus !== undefined && status === undefined && ready === undefined)
    return one({ command: 'payment', body: { utr: body.utr } });
  if ((status === undefined) === (ready === undefined))
    throw badRequest('Send either a status or ready: true', { status: 'Send either a status or ready: true' });
  const reason = body.reason?.trim() || null;
  // The reason explains a cancellation to the customer; on any other move it would be a note nobody asked for.
  if (reason !== null && status !== 'cancelled')
    throw badRequest('A reason is given only when cancelling', { reason: 'A reason is given only when cancelling' });
  // Handing over a pickup order says how the customer paid at the counter (cash or UPI).
  const collected = checkedCollection(body);
  if (ready) return one({ command: 'ready', body: {} });
  if (status === 'delivered')
    return one({ command: 'hand-over', body: { collected: collected?.collected, utr: collected?.utr } });
  return one(statusCommand(status!, reason));
}

/** The rider's PUT: "Got it" (alone or with a status), picked up or delivered, or fake alone. */
export function deliveryPutCommands(body: Static<typeof DeliveryStatusBody>): PutCommands {
  const trusted = trustCommand(body);
  if (trusted) return trusted;
  const { status, acknowledged } = body;
  const acknowledge: Step[] = acknowledged ? [{ command: 'acknowledge', body: {} }] : [];
  if (acknowledged && status === undefined && body.reason == null) return one(acknowledge[0]);
  if (status === undefined)
    throw badRequest('Send a status, acknowledged: true or fake: true', {
      status: 'Send a status, acknowledged: true or fake: true',
    });
  if (body.reason != null)
    throw badRequest('A reason is given only with fake: true', { reason: 'A reason is given only with fake: true' });
  // Delivered says how the customer paid at the door (cash or UPI, with its UTR when shown).
  const collected = checkedCollection(body);
  const move: Step =
    status === 'delivered'
      ? { command: 'deliver', body: { collected: collected?.collected, utr: collected?.utr, code: body.code } }
      : { command: 'pick-up', body: {} };
  return { steps: [...acknowledge, move], message: messageOf(move) };
}
