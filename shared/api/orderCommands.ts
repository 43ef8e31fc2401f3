/**
 * The order's commands: every change to an order has a name, and is a route
 * `POST /api/{admin|vendor|delivery}/orders/:id/<command>` for the audiences that may run it.
 * Which audience runs which, and the body each takes, are written once here, for the server and
 * for the apps' data providers.
 */
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { LEDGER_METHODS } from '../statuses';
import { Nullable, Rupees } from './common';
import { literals } from './users';
import { CANCEL_REASON_MAX, DeliveryCodeField, FAKE_REASON_MAX } from './live';

export const ORDER_COMMANDS = [
  'accept',
  'prepare',
  'ready',
  'hand-over',
  'pick-up',
  'deliver',
  'cancel',
  'confirm',
  'fake',
  'payment',
  'refund',
  'assign',
  'acknowledge',
] as const;
export type OrderCommand = (typeof ORDER_COMMANDS)[number];

/** The three apps that change orders, each under its own /api prefix and token. */
export const ORDER_AUDIENCES = ['admin', 'vendor', 'delivery'] as const;
export type OrderAudience = (typeof ORDER_AUDIENCES)[number];

/** Who may run each command; any other audience is answered 403. */
export const COMMAND_AUDIENCES: Record<OrderCommand, readonly OrderAudience[]> = {
  accept: ['admin', 'vendor'],
  prepare: ['admin', 'vendor'],
  ready: ['vendor'],
  // The kitchen gives a pickup order to its customer; a delivery order is the rider's to deliver.
  'hand-over': ['vendor'],
  'pick-up': ['admin', 'delivery'],
  deliver: ['admin', 'delivery'],
  cancel: ['admin', 'vendor'],
  confirm: ['admin', 'vendor'],
  fake: ['admin', 'vendor', 'delivery'],
  payment: ['admin', 'vendor'],
  refund: ['admin'],
  assign: ['admin'],
  acknowledge: ['delivery'],
};

export const mayRun = (audience: OrderAudience, command: OrderCommand) => COMMAND_AUDIENCES[command].includes(audience);

const Nothing = Type.Object({});
const Utr = Type.Optional(
  Nullable(Type.String({ maxLength: 40, description: 'the 12-digit UPI reference (UTR) the customer showed' })),
);
/** An order is ₹10 lakh at most (a party for hundreds): a line above is a typing slip. */
export const PAYMENT_LINE_MAX = 1_000_000;

/** One line of money taken for an order: cash, UPI (with its UTR when shown) or credit on the customer's khata. */
export const PaymentLine = Type.Object({
  method: literals(LEDGER_METHODS),
  amount: Rupees({ minimum: 0.01, maximum: PAYMENT_LINE_MAX }),
  utr: Utr,
});
export type PaymentLine = Static<typeof PaymentLine>;

/** How the customer paid an order being finished: required unless the order is already paid. */
const Collection = Type.Object({
  collected: Type.Optional(
    Type.Union([Type.Literal('cash'), Type.Literal('upi')], {
      description: 'how the customer paid, one line of the whole balance; required unless the order is already paid',
    }),
  ),
  utr: Utr,
  payments: Type.Optional(
    Type.Array(PaymentLine, {
      minItems: 1,
      maxItems: 10,
      description:
        'the payment lines instead of collected (part cash, part UPI, part on khata), adding up to the balance',
    }),
  ),
});

export const OVERRIDE_REASON_MAX = 300;

/** The body each command takes (an empty object, or none, where it needs nothing). */
export const COMMAND_BODIES = {
  accept: Nothing,
  prepare: Nothing,
  ready: Nothing,
  'hand-over': Collection,
  'pick-up': Nothing,
  deliver: Type.Object({
    ...Collection.properties,
    code: DeliveryCodeField,
    overrideCode: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: OVERRIDE_REASON_MAX,
        description:
          "the owner's reason for delivering an order without its delivery code (back office only; recorded)",
      }),
    ),
  }),
  cancel: Type.Object({
    reason: Type.Optional(
      Nullable(Type.String({ maxLength: CANCEL_REASON_MAX, description: 'why, shown to the customer' })),
    ),
  }),
  confirm: Nothing,
  fake: Type.Object({ reason: Type.Optional(Nullable(Type.String({ maxLength: FAKE_REASON_MAX }))) }),
  payment: Type.Object({ utr: Utr }),
  refund: Type.Object({
    method: literals(LEDGER_METHODS),
    amount: Type.Optional(
      Rupees({
        minimum: 0.01,
        maximum: PAYMENT_LINE_MAX,
        description: 'rupees given back; all that is due when left out',
      }),
    ),
    utr: Type.Optional(
      Nullable(Type.String({ maxLength: 30, description: 'the UPI reference of a refund by UPI (12 digits)' })),
    ),
  }),
  assign: Type.Object({
    riderId: Nullable(Type.Integer({ minimum: 1, description: 'the rider to give the order to; null takes it back' })),
  }),
  acknowledge: Nothing,
} satisfies Record<OrderCommand, TObject>;

export type CommandBody<C extends OrderCommand> = Static<(typeof COMMAND_BODIES)[C]>;

/** What each command does, for the API document. */
export const COMMAND_SUMMARIES: Record<OrderCommand, string> = {
  accept: 'Accept the order (placed → accepted)',
  prepare: 'Start preparing the order (→ preparing)',
  ready: 'Mark the food ready (readyAt; the status stays), from accepted or preparing',
  'hand-over':
    'Hand a pickup order to its customer (→ delivered), saying how they paid ({collected, utr?} or {payments: [{method, amount, utr?}]})',
  'pick-up': 'Pick the order up from the kitchen (→ out_for_delivery)',
  deliver:
    "Deliver the order (→ delivered), saying how the customer paid ({collected, utr?} or {payments: [{method, amount, utr?}]}); with its delivery code ({code}) when it needs one, or the owner's reason to go without ({overrideCode})",
  cancel: 'Cancel the order before preparation begins ({reason?}, shown to the customer)',
  confirm: 'Confirm an order held "to confirm" (after a call or the customer\'s WhatsApp)',
  fake: 'Mark the order "fake / no one there" ({reason?}): cancelled unless delivered, a strike on the phone number',
  payment: 'Confirm the payment ({utr?}: the 12-digit UPI reference)',
  refund: 'Record that the money of a paid, cancelled order was given back ({method, amount?, utr?}): a refund row',
  assign: 'Give the order to a rider ({riderId}; null takes it back)',
  acknowledge: 'Got it: the rider saw the order given to them (its ringing stops)',
};
