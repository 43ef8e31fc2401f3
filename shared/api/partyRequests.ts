/**
 * Party orders: the customer's request and private link (/api/party-requests), the owner's
 * list, quote and confirmations (/api/admin/party-requests), and the owner's limits for big
 * days (/api/admin/party-capacity). Money in rupees (two decimals at most), days are India dates.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUSES, PARTY_SOURCES, PARTY_STATUSES, REFUND_STATUSES } from '../statuses';
import { PARTY_LIMITS } from '../party';
import { IsoTime, ListQuery, Nullable, NullableIsoTime, NullableOneOf, Rupees, Str } from './common';
import { literals } from './users';

/** An India calendar day, YYYY-MM-DD (a day that does not exist is refused by the rules, with the field named). */
const DAY = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'India date, YYYY-MM-DD' });
/** "HH:MM", India time. */
const CLOCK = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:MM, India time' });
const money = (max: number = PARTY_LIMITS.maxPrice) => Rupees({ minimum: 0, maximum: max });

/** POST /api/party-requests (and the owner's phone-call entry, POST /api/admin/party-requests). */
export const PartyRequestBody = Type.Object({
  name: Str(200),
  /** 10 digits after stripping (spaces, +91, Devanagari digits); a mobile number, as at checkout. */
  phone: Str(30),
  /** The party's day: from tomorrow to a year ahead. */
  date: Str(10, { description: 'India date, YYYY-MM-DD, from tomorrow to a year ahead' }),
  /** When the food is wanted, if the customer knows ("HH:MM"). */
  time: Type.Optional(Nullable(Str(5, { description: 'HH:MM, India time' }))),
  guests: Type.Integer({ minimum: 1, maximum: PARTY_LIMITS.maxGuests }),
  villageId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  address: Type.Optional(Nullable(Str(PARTY_LIMITS.addressLength))),
  /** What they want: thalis per head, dishes, anything the kitchen should know. */
  notes: Type.Optional(Nullable(Str(PARTY_LIMITS.notesLength))),
});
export type PartyRequestBody = Static<typeof PartyRequestBody>;

/** The 201 answer: the request's id and the secret of its private link (shown once; only its hash is kept). */
export const PartyCreated = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  /** "/party/12?t=…": the private page of the request on the site. */
  privateUrl: Type.String(),
});
export type PartyCreated = Static<typeof PartyCreated>;

export const PartyParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const PartyTokenQuery = Type.Object({ t: Type.Optional(Type.String({ maxLength: 100 })) });

/**
 * A line of a quote. Without a price it is part of every plate (`quantity`: how many on each
 * plate, e.g. 4 puris); with a price it is charged on top of the plates, quantity × price
 * (quantity 1 when not given), e.g. extra sweets or a tent.
 */
export const PartyItem = Type.Object({
  name: Str(PARTY_LIMITS.itemNameLength, { minLength: 1 }),
  quantity: Nullable(Type.Integer({ minimum: 1, maximum: PARTY_LIMITS.maxItemQuantity })),
  price: Nullable(money()),
});
const PartyItemBody = Type.Object({
  name: Str(PARTY_LIMITS.itemNameLength),
  quantity: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: PARTY_LIMITS.maxItemQuantity }))),
  price: Type.Optional(Nullable(money())),
});

/** The quote as the customer sees it, with what it comes to. */
export const PartyQuote = Type.Object({
  perPlate: Type.Number(),
  items: Type.Array(PartyItem),
  deliveryCharge: Type.Number(),
  advancePercent: Type.Integer(),
  /** The quote holds until then (exclusive); past it the request reads as expired. */
  validUntil: IsoTime,
  /** Plates (perPlate × guests) and the priced lines. */
  subtotal: Type.Number(),
  /** GST added on top, for a kitchen whose prices exclude it; else 0. */
  tax: Type.Number(),
  total: Type.Number(),
  /** advancePercent of the total, to pay now by UPI. */
  advance: Type.Number(),
  /** What is left to pay on the day: total − advance. */
  balance: Type.Number(),
});

/** The order the party became once its advance was confirmed. */
export const PartyOrder = Type.Object({
  /** The order's record id (admin links) and its number. */
  id: Type.Integer(),
  orderId: Type.String(),
  status: literals(ORDER_STATUSES),
  scheduledFor: IsoTime,
  totalAmount: Type.Number(),
  advance: Type.Number(),
  /** Read from the order's rows of the ledger: what is left to pay, and on a cancelled order what is owed back. */
  balanceDue: Type.Number(),
  refundStatus: NullableOneOf(REFUND_STATUSES),
  refundDue: Type.Number(),
  /** The order's tracking page (the party's own secret opens it). */
  trackingUrl: Nullable(Type.String()),
});

/** What the customer sees on the private link. */
const viewFields = {
  id: Type.Integer(),
  /** "PTY-000012": the UPI reference of the advance. */
  code: Type.String(),
  status: literals(PARTY_STATUSES),
  name: Type.String(),
  date: DAY,
  /** The customer's time, as asked (null: not said). */
  time: Nullable(CLOCK),
  /** When the food is due: the party's day at the owner's time, else the customer's, else 1:00 PM (or the kitchen's opening). */
  scheduledFor: IsoTime,
  guests: Type.Integer(),
  villageName: Nullable(Type.String()),
  address: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  quote: Nullable(PartyQuote),
  acceptedAt: NullableIsoTime,
  customerPaidAt: NullableIsoTime,
  customerUtr: Nullable(Type.String()),
  advancePaidAt: NullableIsoTime,
  order: Nullable(PartyOrder),
  kitchen: Type.Object({ name: Type.String() }),
  createdAt: IsoTime,
};

export const PartyView = Type.Object({
  ...viewFields,
  /** While the quote is accepted and the advance not yet confirmed: the UPI link that pays it (the kitchen's UPI ID, `tr` the request's code). */
  upiLink: Type.Optional(Type.String()),
});
export type PartyView = Static<typeof PartyView>;

/** The owner's record: everything, the quote's fields flat as the form edits them. */
export const PartyRequest = Type.Object({
  ...viewFields,
  _id: Type.Integer(),
  phone: Type.String(),
  source: literals(PARTY_SOURCES),
  villageId: Nullable(Type.Integer()),
  perPlate: Nullable(Type.Number()),
  items: Type.Array(PartyItem),
  deliveryCharge: Nullable(Type.Number()),
  advancePercent: Nullable(Type.Integer()),
  validUntil: NullableIsoTime,
  /** The time the owner quoted for the food ("HH:MM"); null: the customer's, else the default. */
  serveAt: Nullable(CLOCK),
  quotedAt: NullableIsoTime,
  quotedByName: Nullable(Type.String()),
  advanceUtr: Nullable(Type.String()),
  advanceConfirmedByName: Nullable(Type.String()),
  closedAt: NullableIsoTime,
  closedReason: Nullable(Type.String()),
  updatedAt: NullableIsoTime,
  /** The customer's private page ("/party/12?t=…"), for the owner to send on WhatsApp; null if the server's secret changed since. */
  privateUrl: Nullable(Type.String()),
  upiLink: Type.Optional(Type.String()),
  /** GST the kitchen adds on top of a quote (5 when its prices exclude it, else 0): the owner's form previews what the customer is asked. */
  gstOnTopPercent: Type.Number(),
});
export type PartyRequest = Static<typeof PartyRequest>;

/** `/api/party-requests/:id/paid`: the customer says they paid the advance, with the UTR their app showed (12 digits, optional). */
export const PartyPaidBody = Type.Object({ utr: Type.Optional(Nullable(Str(30))) });

const quoteFields = {
  perPlate: Type.Optional(money()),
  items: Type.Optional(Type.Array(PartyItemBody, { maxItems: PARTY_LIMITS.maxItems })),
  deliveryCharge: Type.Optional(Nullable(money())),
  advancePercent: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  /** An India date (the quote holds through that day) or a date-time with its zone. */
  validUntil: Type.Optional(
    Str(40, { description: 'YYYY-MM-DD (holds through that India day) or an ISO date-time with its zone' }),
  ),
  /** When the food is served ("HH:MM"); null: the customer's time, else 1:00 PM (or the kitchen's opening). Taken as given, even outside the kitchen's daily hours. */
  serveAt: Type.Optional(Nullable(CLOCK)),
};

/**
 * PUT /api/admin/party-requests/:id: any of the request's details; a quote (its fields flat, or
 * as `quote`; left-out fields keep the last quote's); `status: declined|cancelled` with a
 * `reason`; or `advancePaid: true` with an optional `utr` (one UTR pays one thing).
 */
export const PartyUpdateBody = Type.Object({
  name: Type.Optional(Str(200)),
  phone: Type.Optional(Str(30)),
  date: Type.Optional(Str(10)),
  time: Type.Optional(Nullable(Str(5))),
  guests: Type.Optional(Type.Integer({ minimum: 1, maximum: PARTY_LIMITS.maxGuests })),
  villageId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  address: Type.Optional(Nullable(Str(PARTY_LIMITS.addressLength))),
  notes: Type.Optional(Nullable(Str(PARTY_LIMITS.notesLength))),
  ...quoteFields,
  quote: Type.Optional(Type.Object(quoteFields)),
  status: Type.Optional(literals(['declined', 'cancelled'] as const)),
  reason: Type.Optional(Nullable(Str(300))),
  advancePaid: Type.Optional(Type.Literal(true)),
  utr: Type.Optional(Nullable(Str(30))),
});
export type PartyUpdateBody = Static<typeof PartyUpdateBody>;

export const PartyListQuery = ListQuery(['date', 'createdAt', 'guests', 'status', 'total'], {
  status: Type.Optional(literals(PARTY_STATUSES)),
  /** Parties of one India day, or of a range of days (both included). */
  date: Type.Optional(DAY),
  from: Type.Optional(DAY),
  to: Type.Optional(DAY),
  /** true: parties from today on that still stand (requested, quoted, accepted, advance paid); sort=date&order=asc lists them by their day. */
  upcoming: Type.Optional(Type.Boolean()),
  /** The advances received on this India day: the day an advance counts. */
  advanceDate: Type.Optional(DAY),
});
export type PartyListQuery = Static<typeof PartyListQuery>;

/** The owner's limits for big days: a cap of guests per day across party requests, and days that take none. */
export const PartyCapacity = Type.Object({
  id: Type.Literal(1),
  guestsPerDay: Nullable(Type.Integer()),
  blockedDates: Type.Array(Type.Object({ date: DAY, note: Nullable(Type.String()) })),
});
export type PartyCapacity = Static<typeof PartyCapacity>;

export const PartyCapacityBody = Type.Object({
  /** null: no cap. */
  guestsPerDay: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100_000 }))),
  /** The whole list (it replaces the last one). */
  blockedDates: Type.Optional(
    Type.Array(Type.Object({ date: DAY, note: Type.Optional(Nullable(Str(200))) }), { maxItems: 400 }),
  ),
});
export type PartyCapacityBody = Static<typeof PartyCapacityBody>;
