/**
 * The order's commands, from one table: for each, who may run it (shared/api/orderCommands.ts),
 * the db function that runs it for each audience, and the message of its answer. Each is a
 * route, `POST …/orders/:id/<command>`, and the older `PUT …/orders/:id` of each app is read
 * into the same commands (orderPutCommands.ts), so both doors run one set of rules.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/client';
import {
  accept,
  acknowledge,
  assignRider,
  cancel,
  confirm,
  confirmPayment,
  deliver,
  handOver,
  markFake,
  pickUp,
  prepare,
  ready,
  refund,
  countWrongTry,
  type Collected,
  type DeliveryProof,
  type LiveOrder,
  type OrderCaller,
  type PaymentLine,
} from '../../db/orders';
import { toPaise } from '../../shared/money';
import { inTransaction } from '../../db/push';
import { HttpError, forbidden, notFound, ok } from '../envelope';
import { bearer, errors, IdParams, Ok } from '../../shared/api/common';
import { Order } from '../../shared/api/orders';
import {
  COMMAND_BODIES,
  COMMAND_SUMMARIES,
  ORDER_COMMANDS,
  mayRun,
  type CommandBody,
  type OrderAudience,
  type OrderCommand,
  type PaymentLine as PaymentLineBody,
} from '../../shared/api/orderCommands';
import type { Partner } from '../plugins/app/partners';
import type { CurrentAdmin } from '../plugins/app/auth';
import { checkedCollection, checkedUtr } from './paymentFields';

/** Who runs a command: the back office, or a kitchen or rider on their own orders. */
export type Caller = { audience: 'admin'; admin: CurrentAdmin } | { audience: 'vendor' | 'delivery'; partner: Partner };

/** One command of a request, with its body. */
export type Step = { [C in OrderCommand]: { command: C; body: CommandBody<C> } }[OrderCommand];

interface CommandRow<C extends OrderCommand> {
  /** Runs the command in its own transaction; false when the order is not found (or not the caller's). */
  run(database: AppDatabase, id: number, body: CommandBody<C>, caller: Caller, now: number): boolean;
  message(body: CommandBody<C>): string;
}

export function actorOf(caller: Caller): OrderCaller {
  return caller.audience === 'admin'
    ? { by: 'admin', adminId: caller.admin.id, name: caller.admin.name }
    : { by: caller.partner.kind, userId: caller.partner.id, name: caller.partner.name };
}

/** The kitchen or rider a request of their app comes from. */
export const partnerCaller = (request: { partner?: Partner }): Caller => ({
  audience: request.partner!.kind,
  partner: request.partner!,
});

const STATUS_UPDATED = 'Order status updated successfully.';
const reasonOf = (body: { reason?: string | null }) => body.reason?.trim() || null;

/**
 * The payment lines of a body, checked before any order is read: rupees to paise, a UTR only on a
 * UPI line (12 digits). 400s name `payments`.
 */
export function checkedLines(lines: PaymentLineBody[]): PaymentLine[] {
  return lines.map((line) => {
    const utr = checkedUtr(line.utr);
    if (utr !== null && line.method !== 'upi')
      throw new HttpError(400, 'Only a UPI line has a UTR', { payments: 'Only a UPI line has a UTR' });
    return { method: line.method, amountPaise: toPaise(line.amount), utr };
  });
}

/** How the customer paid an order being finished; only the rider or the kitchen who took the money says it. */
function collectionOf(body: CommandBody<'deliver'>, caller: Caller): Collected | undefined {
  if (caller.audience === 'admin') {
    if (body.collected !== undefined || body.payments !== undefined || (body.utr ?? '').trim() !== '') {
      const message = 'collected is given by the rider or the kitchen who took the money';
      throw new HttpError(400, message, { collected: message });
    }
    return undefined;
  }
  if (body.payments !== undefined) {
    if (body.collected !== undefined || (body.utr ?? '').trim() !== '') {
      const message = 'Send payments or collected, not both';
      throw new HttpError(400, message, { payments: message });
    }
    return { lines: checkedLines(body.payments) };
  }
  return checkedCollection({ status: 'delivered', ...body });
}

/** The delivery code the rider typed, or the owner's reason to deliver without it (theirs alone to give). */
function proofOf(body: CommandBody<'deliver'>, caller: Caller): DeliveryProof {
  if (body.overrideCode === undefined) return { code: body.code };
  const message = 'Only the owner delivers an order without its code';
  if (caller.audience !== 'admin') throw new HttpError(403, message, { overrideCode: message });
  if (body.overrideCode.trim() === '') {
    const blank = 'Say why the order is delivered without its code';
    throw new HttpError(400, blank, { overrideCode: blank });
  }
  return { code: body.code, overrideReason: body.overrideCode };
}

export const COMMANDS: { [C in OrderCommand]: CommandRow<C> } = {
  accept: { run: (db, id, _b, caller, now) => accept(db, id, actorOf(caller), now), message: () => STATUS_UPDATED },
  prepare: { run: (db, id, _b, caller, now) => prepare(db, id, actorOf(caller), now), message: () => STATUS_UPDATED },
  ready: {
    run: (db, id, _b, caller, now) => ready(db, id, actorOf(caller), now),
    message: () => 'Order marked ready.',
  },
  'hand-over': {
    run: (db, id, body, caller, now) => handOver(db, id, actorOf(caller), collectionOf(body, caller), now),
    message: () => STATUS_UPDATED,
  },
  'pick-up': { run: (db, id, _b, caller, now) => pickUp(db, id, actorOf(caller), now), message: () => STATUS_UPDATED },
  deliver: {
    run: (db, id, body, caller, now) =>
      deliver(db, id, actorOf(caller), collectionOf(body, caller), now, proofOf(body, caller)),
    message: () => STATUS_UPDATED,
  },
  cancel: {
    run: (db, id, body, caller, now) => cancel(db, id, actorOf(caller), reasonOf(body), now),
    message: () => STATUS_UPDATED,
  },
  confirm: {
    run: (db, id, _b, caller, now) => confirm(db, id, actorOf(caller), now),
    message: () => 'Order confirmed.',
  },
  fake: {
    run: (db, id, body, caller, now) => markFake(db, id, actorOf(caller), reasonOf(body), now),
    message: () => 'Order marked fake: the number has a strike.',
  },
  payment: {
    run: (db, id, body, caller, now) => confirmPayment(db, id, actorOf(caller), checkedUtr(body.utr), now),
    message: () => 'Payment confirmed.',
  },
  refund: {
    run: (db, id, body, caller, now) => {
      const utr = checkedUtr(body.utr);
      if (utr !== null && body.method !== 'upi')
        throw new HttpError(400, 'A UTR goes with a refund by UPI', { utr: 'A UTR goes with a refund by UPI' });
      const amountPaise = body.amount === undefined ? undefined : toPaise(body.amount);
      return refund(db, id, actorOf(caller), { method: body.method, amountPaise, utr }, now);
    },
    message: () => 'Refund recorded.',
  },
  assign: {
    run: (db, id, body, caller, now) => assignRider(db, id, actorOf(caller), body.riderId, now),
    message: (body) => (body.riderId === null ? 'Delivery person removed.' : 'Delivery person assigned.'),
  },
  acknowledge: {
    run: (db, id, _b, caller, now) => acknowledge(db, id, actorOf(caller), now),
    message: () => 'Got it.',
  },
};

const NOT_YOURS: Record<OrderAudience, string> = {
  admin: 'The back office does not do this to an order',
  vendor: 'The kitchen app does not do this to an order',
  delivery: 'The rider app does not do this to an order',
};

/**
 * Runs a request's commands, in order, in one transaction: all of them or none (a refused one
 * rolls back those before it). A 404 when the order is not found, or not the caller's.
 */
export function runCommands(database: AppDatabase, id: number, steps: Step[], caller: Caller): void {
  for (const step of steps) if (!mayRun(caller.audience, step.command)) throw forbidden(NOT_YOURS[caller.audience]);
  const now = Date.now();
  try {
    inTransaction(database, () => {
      for (const { command, body } of steps) {
        const row = COMMANDS[command] as CommandRow<typeof command>;
        if (!row.run(database, id, body as never, caller, now)) throw notFound('Order not found');
      }
    });
  } catch (error) {
    // A wrong delivery code is counted after the rollback, so the count outlives the refusal.
    throw countWrongTry(database, error, now);
  }
}

export const messageOf = (step: Step): string =>
  (COMMANDS[step.command] as CommandRow<OrderCommand>).message(step.body);

/**
 * `POST /orders/:id/<command>` for every command, in one audience's scope. A command the
 * audience may not run answers 403 before its body or the order are looked at, and is left out
 * of the API document. `answer` reads the order as this audience's PUT answers it.
 */
export function orderCommandRoutes(
  audience: OrderAudience,
  callerOf: (request: { admin?: CurrentAdmin; partner?: Partner }) => Caller,
  answer: (database: AppDatabase, id: number) => LiveOrder,
  tags: string[],
): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const command of ORDER_COMMANDS) {
      const allowed = mayRun(audience, command);
      app.post(
        `/orders/:id/${command}`,
        {
          config: allowed && audience !== 'admin' ? { scope: 'order' } : {},
          // Before the body and the id are judged (a body too large or not JSON is refused first, as everywhere).
          preValidation: allowed
            ? undefined
            : async () => {
                throw forbidden(NOT_YOURS[audience]);
              },
          schema: {
            tags,
            summary: COMMAND_SUMMARIES[command],
            security: bearer,
            params: IdParams,
            // A command that needs nothing takes no body: a tap sends none (an OpenAPI body is always required).
            ...(Object.keys(COMMAND_BODIES[command].properties).length > 0 ? { body: COMMAND_BODIES[command] } : {}),
            response: { 200: Ok(Order), ...errors(400, 401, 403, 404, 409) },
            hide: !allowed,
          },
        },
        async (request) => {
          const step = { command, body: request.body ?? {} } as Step;
          runCommands(app.database, request.params.id, [step], callerOf(request));
          return ok(answer(app.database, request.params.id), messageOf(step));
        },
      );
    }
  };
}
