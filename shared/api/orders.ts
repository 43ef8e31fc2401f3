import { Type, type Static } from '@sinclair/typebox';
import {
  FULFILMENTS,
  HOLD_REASONS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  LEDGER_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  DELIVERY_PROOFS,
  DELIVERY_PROOF_FILTERS,
  STATUS_ACTORS,
} from '../statuses';
import { IsoTime, ListQuery, Nullable, NullableIsoTime, NullableOneOf } from './common';
import { AdvanceReceived, ReceivedMoney } from './received';
import { literals } from './users';

export const OrderStatus = literals(ORDER_STATUSES);

/** One step of an order's status history: what, when, who, and why when they said (a kitchen's reason for cancelling). */
/** One line of an order: the dish's names as ordered (nameHi null when it had none), quantity, unit price. */
export const OrderLine = Type.Object({
  name: Type.String(),
  nameHi: Nullable(Type.String()),
  quantity: Type.Integer(),
  price: Type.Number(),
});

export const StatusStep = Type.Object({
  status: OrderStatus,
  at: IsoTime,
  by: literals(STATUS_ACTORS),
  reason: Nullable(Type.String()),
});

export const Order = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  /** As the admin shows it: ORD-000464. */
  orderId: Type.String(),
  createdAt: IsoTime,
  updatedAt: IsoTime,
  customerInfo: Type.Object({ name: Type.String(), phone: Type.String() }),
  /** nameHi: the kitchen's Hindi name as it is now (null: none). */
  restaurant: Type.Object({
    id: Type.Integer(),
    _id: Type.Integer(),
    name: Type.String(),
    nameHi: Type.Optional(Nullable(Type.String())),
  }),
  status: OrderStatus,
  /** When the kitchen marked the food ready; null until then. */
  readyAt: NullableIsoTime,
  // A removed delivery person keeps the name on past orders (snapshot) and shows as removed.
  deliveryPerson: Nullable(
    Type.Object({
      id: Nullable(Type.Integer()),
      _id: Nullable(Type.Integer()),
      name: Type.String(),
      removed: Type.Boolean(),
      /** When this rider tapped "Got it" for the order (their ringing stopped); null until then. */
      acknowledgedAt: Type.Optional(NullableIsoTime),
    }),
  ),
  /**
   * The rider given to the order as they are now, with the phone the kitchen calls (null: none,
   * or removed); read with the order, so a card needs no request of its own.
   */
  rider: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), phone: Nullable(Type.String()) })),
  items: Type.Array(OrderLine),
  subtotal: Type.Number(),
  deliveryCharge: Type.Number(),
  /** The coupon's discount in rupees (0 without one); totalAmount = subtotal + deliveryCharge − discount. */
  discount: Type.Number(),
  /** The coupon's code as used (upper case), or null. */
  couponCode: Nullable(Type.String()),
  /** GST added on top of the prices (rupees), 0 when they include it; totalAmount = subtotal + deliveryCharge − discount + tax. */
  tax: Type.Number(),
  totalAmount: Type.Number(),
  /** The bill's number, "2026-27/000042": gap-free per restaurant and financial year. */
  billNumber: Nullable(Type.String()),
  printCount: Type.Integer(),
  /** Where it came from: the site, a phone call keyed in by an admin, or demo data. */
  source: literals(ORDER_SOURCES),
  fulfilment: literals(FULFILMENTS),
  villageId: Nullable(Type.Integer()),
  villageName: Nullable(Type.String()),
  /** The village's Hindi name as it is now (null: none), for the Hindi screens; villageName stays as ordered. */
  villageNameHi: Type.Optional(Nullable(Type.String())),
  address: Nullable(Type.String()),
  landmark: Nullable(Type.String()),
  note: Nullable(Type.String()),
  paymentMethod: literals(PAYMENT_METHODS),
  /** cash_on_delivery, awaiting_upi (a UPI order until someone confirms the money arrived) or paid. */
  paymentStatus: literals(PAYMENT_STATUSES),
  /** The 12-digit UPI reference the payment was confirmed with, or null. */
  utr: Nullable(Type.String()),
  /** The customer said "I've paid" on the tracking page, with the UTR they typed (or null): for the kitchen to check, not a payment. */
  customerPaidAt: NullableIsoTime,
  customerUtr: Nullable(Type.String()),
  /** Rupees paid (payments that count, less refunds), what is left to pay (0 once cancelled) and what is owed back: from the ledger. */
  paid: Type.Number(),
  /** How the money came, each method once (cash, upi, credit: on a khata); two or more: a split. Voided rows left out. */
  paidWith: Type.Optional(Type.Array(literals(LEDGER_METHODS))),
  balanceDue: Type.Number(),
  refundDue: Type.Number(),
  /** Why the order was held "to confirm" (first_order, over_limit, strikes), or null: never held. */
  holdReason: NullableOneOf(HOLD_REASONS),
  /** Held and not yet confirmed (nor cancelled): the kitchen's bell waits until someone confirms it. */
  toConfirm: Type.Boolean(),
  confirmedAt: NullableIsoTime,
  /** Who confirmed it (admin, vendor; vendor too when the kitchen's Accept confirmed it) and their name. */
  confirmedBy: NullableOneOf(STATUS_ACTORS),
  confirmedByName: Nullable(Type.String()),
  /** Marked "fake / no one there": when, by whom, and why; the number got a strike. */
  fakeAt: NullableIsoTime,
  fakeBy: NullableOneOf(STATUS_ACTORS),
  fakeByName: Nullable(Type.String()),
  fakeReason: Nullable(Type.String()),
  /** Paid, then cancelled: `due` until the money is given back, then `refunded`; null otherwise. */
  refundStatus: NullableOneOf(REFUND_STATUSES),
  refundMethod: NullableOneOf(LEDGER_METHODS),
  refundUtr: Nullable(Type.String()),
  refundedAt: NullableIsoTime,
  refundedByName: Nullable(Type.String()),
  /**
   * An order of a restaurant that requires a delivery code: `needed` once out for delivery (the
   * rider asks the customer for it), `code` delivered with it, `overridden` delivered by the owner
   * without it; null when no code is asked. The code itself is only ever on the customer's page.
   */
  deliveryProof: NullableOneOf(DELIVERY_PROOFS),
  /** An order for later: when it is due; null for as soon as possible. */
  scheduledFor: NullableIsoTime,
  /** When the kitchen is rung for an order for later (its time less the lead time); null for as soon as possible. */
  ringAt: NullableIsoTime,
  /** An order for later the kitchen has not been rung for yet: it waits under "Later" and rings at ringAt. */
  upcoming: Type.Boolean(),
  /** A party order: the party request it was made from (null for every other order). */
  partyRequestId: Nullable(Type.Integer()),
  /** Rupees paid in advance (a party order's advance, received on its own day); 0 for every other order. What is left to collect is totalAmount − advance. */
  advance: Type.Number(),
  /** One order (GET /:id, PUT) carries its history; list rows leave it out. */
  statusHistory: Type.Optional(Type.Array(StatusStep)),
  /** One order (GET /:id, PUT): the customer's rating of it once delivered (null: none). */
  rating: Type.Optional(
    Nullable(Type.Object({ stars: Type.Integer(), feedback: Nullable(Type.String()), ratedAt: IsoTime })),
  ),
});
export type Order = Static<typeof Order>;

/** An India calendar day, YYYY-MM-DD. */
const DAY_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/** The filters of the order list, which the CSV export takes too. */
export const orderFilters = {
  status: Type.Optional(OrderStatus),
  paymentMethod: Type.Optional(literals(PAYMENT_METHODS)),
  paymentStatus: Type.Optional(literals(PAYMENT_STATUSES)),
  /** true: only orders held and waiting to be confirmed; false: only the others. */
  toConfirm: Type.Optional(Type.Boolean()),
  /** true: only orders marked "fake / no one there"; false: only the others. */
  fake: Type.Optional(Type.Boolean()),
  /** due: paid, then cancelled, the money not yet given back; refunded: given back. */
  refundStatus: Type.Optional(literals(REFUND_STATUSES)),
  /** Delivered orders by their proof: code (the customer's code typed), overridden (by the owner, with a reason), none (no code asked). */
  deliveryProof: Type.Optional(literals(DELIVERY_PROOF_FILTERS)),
  /** true: only orders for later not yet delivered or cancelled; false: only the others. */
  later: Type.Optional(Type.Boolean()),
  /** true: only orders for later whose kitchen has not been rung yet (they ring at `ringAt`); false: only the others. */
  upcoming: Type.Optional(Type.Boolean()),
  restaurantId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** The orders due that India day: placed that day, or for later that day (Daily Order's day). */
  date: Type.Optional(Type.String({ pattern: DAY_PATTERN })),
  /** Placed today or this week (from Monday), India time. */
  period: Type.Optional(Type.Union([Type.Literal('today'), Type.Literal('week')])),
  /** Placed from this India day through `to` (both included); either end may be left open. */
  from: Type.Optional(Type.String({ pattern: DAY_PATTERN })),
  to: Type.Optional(Type.String({ pattern: DAY_PATTERN })),
};
/** `sort=scheduledFor` orders by the time an order is due: its scheduled time, else when it was placed. */
export const OrderListQuery = ListQuery(['createdAt', 'totalAmount', 'status', 'scheduledFor'], orderFilters);
export type OrderListQuery = Static<typeof OrderListQuery>;
export const OrderExportQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })), ...orderFilters });
export type OrderExportQuery = Static<typeof OrderExportQuery>;

/**
 * The list page; the day view (Daily Order, `date` without `q`) adds the day's sum. `data` and
 * `total` cover every order of the day (cancelled ones show by their status); `totalAmount`
 * sums only the orders named by `totalAmountOf` (the delivered ones, as earnings count them),
 * `totalAmountOrders` of them, split into `cashAmount` and `upiAmount` by payment method.
 */
export const OrderPage = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Order),
  total: Type.Integer(),
  totalAmount: Type.Optional(Type.Number()),
  totalAmountOf: Type.Optional(Type.Literal('delivered')),
  totalAmountOrders: Type.Optional(Type.Integer()),
  /** Of `totalAmount`: the orders paid in cash and by UPI (cashAmount + upiAmount = totalAmount), and the UPI not yet confirmed. */
  cashAmount: Type.Optional(Type.Number()),
  upiAmount: Type.Optional(Type.Number()),
  upiAwaitingAmount: Type.Optional(Type.Number()),
  /**
   * The day's money received (by the day each payment was taken, the day close's basis) for the
   * orders of `restaurantId` (every restaurant's without it), whatever day they are for; other
   * filters do not narrow it.
   */
  received: Type.Optional(ReceivedMoney),
  /** The party advances among that money: each one received that day, whatever day its party is. */
  advances: Type.Optional(Type.Array(AdvanceReceived)),
});
