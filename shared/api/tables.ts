/**
 * The dining hall: tables (admin), a table's sitting as its guest sees it (public, by the QR
 * code's token), the floor, closing a table with its payments, and a walk-in at the counter.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Nullable, NullableIsoTime, Rupees, Str } from './common';
import { Dish, PlaceOrderBody } from './ordering';
import { ORDER_STATUSES } from '../statuses';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const TABLE_LIMITS = { nameLength: 40, maxSeats: 50 } as const;

export const DiningTable = Type.Object({
  id: Type.Integer(),
  restaurantId: Type.Integer(),
  name: Type.String(),
  seats: Type.Integer(),
  /** The secret of the table's QR code: the guest's page is `/t/<token>`. */
  token: Type.String(),
  restaurantName: Type.String(),
  restaurantNameHi: Nullable(Type.String()),
});
export type DiningTable = Static<typeof DiningTable>;

export const TableListQuery = Type.Object({
  restaurantId: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const TableBody = Type.Object({
  restaurantId: Type.Integer({ minimum: 1 }),
  name: Str(TABLE_LIMITS.nameLength, { minLength: 1 }),
  seats: Type.Integer({ minimum: 1, maximum: TABLE_LIMITS.maxSeats }),
});
export type TableBody = Static<typeof TableBody>;

export const TokenParams = Type.Object({ token: Type.String({ minLength: 8, maxLength: 64 }) });

export const Round = Type.Object({
  orderId: Type.String(),
  status: literals(ORDER_STATUSES),
  placedAt: IsoTime,
  total: Type.Number(),
  items: Type.Array(
    Type.Object({
      name: Type.String(),
      nameHi: Nullable(Type.String()),
      quantity: Type.Integer(),
      price: Type.Number(),
    }),
  ),
});

/** GET /api/tables/:token: the guest's running bill. */
export const TableSitting = Type.Object({
  table: Type.Object({
    name: Type.String(),
    seats: Type.Integer(),
    restaurantName: Type.String(),
    restaurantNameHi: Nullable(Type.String()),
  }),
  /** The sitting's rounds, oldest first (none before the first is sent). */
  rounds: Type.Array(Round),
  /** Rupees: every round not cancelled. */
  total: Type.Number(),
  /** When the first round was sent, and when the guest asked for the bill (null: not yet). */
  seatedAt: NullableIsoTime,
  billAskedAt: NullableIsoTime,
  /**
   * The table's page only: the bill of the sitting just closed here (GET /api/tables/:token/bill,
   * printable at /api/tables/:token/bill.html), while the table is free and for 2 hours after the close.
   */
  closedBill: Type.Optional(
    Nullable(Type.Object({ billNumber: Type.String(), total: Type.Number(), closedAt: IsoTime })),
  ),
});
export type TableSitting = Static<typeof TableSitting>;

export const TableMenu = Type.Object({
  isOpen: Type.Boolean(),
  dishes: Type.Array(Dish),
});

export const RoundBody = Type.Object({
  // Limits on lines and quantities are checked by the order rules, which name the field `items`.
  items: Type.Array(Type.Object({ dishId: Type.Integer({ minimum: 1 }), quantity: Type.Integer() }), { maxItems: 200 }),
  note: Type.Optional(Nullable(Type.String({ maxLength: 400 }))),
});
export type RoundBody = Static<typeof RoundBody>;

/** A walk-in at the kitchen's counter: a pickup order with the customer's name and number (the order rules check both). */
export const WalkInBody = Type.Object({
  customer: PlaceOrderBody.properties.customer,
  items: RoundBody.properties.items,
  note: Type.Optional(Nullable(Type.String({ maxLength: 400 }))),
});
export type WalkInBody = Static<typeof WalkInBody>;

export const TablePayment = Type.Object({
  method: literals(['cash', 'upi', 'credit'] as const),
  amount: Rupees({ minimum: 0.01, maximum: 10_000_000 }),
  /** UPI only: the 12-digit UTR (optional). */
  utr: Type.Optional(Nullable(Str(30))),
  /** Credit only: the phone of the khata the amount goes on. */
  phone: Type.Optional(Nullable(Str(20))),
});

export const CloseTableBody = Type.Object({
  payments: Type.Array(TablePayment, { maxItems: 20 }),
});
export type CloseTableBody = Static<typeof CloseTableBody>;

export const ClosedTable = Type.Object({
  tableId: Type.Integer(),
  /** The sitting's one bill: its number, and the order it is read from (GET /api/admin/orders/:id/bill); null when every round was cancelled. */
  billNumber: Nullable(Type.String()),
  orderId: Nullable(Type.String()),
  total: Type.Number(),
});
export type ClosedTable = Static<typeof ClosedTable>;

export const FloorTile = Type.Object({
  id: Type.Integer(),
  restaurantId: Type.Integer(),
  restaurantName: Type.String(),
  name: Type.String(),
  seats: Type.Integer(),
  state: literals(['free', 'eating', 'bill_asked'] as const),
  /** Rupees running on the open sitting (0 when free). */
  total: Type.Number(),
  rounds: Type.Integer(),
  seatedAt: NullableIsoTime,
});
export type FloorTile = Static<typeof FloorTile>;
