/** The prep list (/api/vendor/prep-list, /api/admin/prep-list): what to cook for the orders due in a window. */
import { Type, type Static } from '@sinclair/typebox';
import { FULFILMENTS, ORDER_STATUSES } from '../statuses';
import { IsoTime, Nullable } from './common';
import { literals } from './users';

/** The longest window a prep list covers: orders for later are taken at most a week ahead. */
export const PREP_WINDOW_MAX_DAYS = 7;

export const PrepListQuery = Type.Object({
  /** ISO time with its zone: the window's start (included). */
  from: Type.String({
    description: 'ISO time with its zone, e.g. 2026-03-10T16:00:00+05:30: the window starts (included)',
  }),
  /** ISO time with its zone: the window's end (excluded); after from, at most 7 days later. */
  to: Type.String({
    description: 'ISO time with its zone: the window ends (excluded); after from, at most 7 days later',
  }),
  /** One restaurant (the kitchen: one of its own); all (the kitchen: all of its own) when left out. */
  restaurantId: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: "One restaurant (a kitchen: one of its own, else 404); left out: all (a kitchen's: all its own)",
    }),
  ),
});
export type PrepListQuery = Static<typeof PrepListQuery>;

export const PrepDish = Type.Object({
  /** The dish as the orders named it, and its Hindi name (null: none). */
  name: Type.String(),
  nameHi: Nullable(Type.String()),
  /** The quantity to make: the sum over the orders counted. */
  quantity: Type.Integer(),
  /** How many of the orders counted have it. */
  orders: Type.Integer(),
});
export type PrepDish = Static<typeof PrepDish>;

export const PrepOrder = Type.Object({
  id: Type.Integer(),
  /** "ORD-000042". */
  orderId: Type.String(),
  restaurantId: Type.Integer(),
  restaurantName: Type.String(),
  status: literals(ORDER_STATUSES),
  fulfilment: literals(FULFILMENTS),
  /** When it is due: its time for later, else when it was placed. */
  dueAt: IsoTime,
  /** An order for later (a confirmed party is one too). */
  scheduled: Type.Boolean(),
  /** The party request it came from, or null. */
  partyRequestId: Nullable(Type.Integer()),
  /** Dishes in it (the sum of its quantities). */
  items: Type.Integer(),
});
export type PrepOrder = Static<typeof PrepOrder>;

export const PrepTentative = Type.Object({
  /** The party request; "PTY-000012". */
  id: Type.Integer(),
  code: Type.String(),
  restaurantId: Type.Integer(),
  name: Type.String(),
  guests: Type.Integer(),
  dueAt: IsoTime,
  /** The quote's lines: a plate's dishes (price null, quantity per plate or null) and extras. */
  items: Type.Array(
    Type.Object({ name: Type.String(), quantity: Nullable(Type.Integer()), price: Nullable(Type.Number()) }),
  ),
});
export type PrepTentative = Static<typeof PrepTentative>;

export const PrepList = Type.Object({
  from: IsoTime,
  to: IsoTime,
  /** The restaurant asked for, or null: all of the caller's. */
  restaurantId: Nullable(Type.Integer()),
  /** Per dish, most first. */
  dishes: Type.Array(PrepDish),
  /** The orders counted, by time due. */
  orders: Type.Array(PrepOrder),
  /** Parties accepted whose advance is not confirmed yet: not counted above. */
  tentative: Type.Array(PrepTentative),
});
export type PrepList = Static<typeof PrepList>;
