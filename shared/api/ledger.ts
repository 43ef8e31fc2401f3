/** The ledger's answers: an order's payments (GET /api/admin/orders/:id/payments) and a day's UPI statement. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { IsoTime, Nullable, NullableIsoTime } from './common';
import { orderFilters } from './orders';
import { LEDGER_KINDS, LEDGER_METHODS, RECEIVER_KINDS } from '../statuses';

const oneOf = <T extends string>(values: readonly T[]): TSchema => Type.Union(values.map((v) => Type.Literal(v)));

/** Who took the money (or gave a refund back): a rider, the kitchen, the counter, the owner, or the customer's own UPI. */
export const ReceivedBy = Type.Object({
  kind: oneOf(RECEIVER_KINDS),
  id: Nullable(Type.Integer()),
  name: Type.String(),
});

export const Payment = Type.Object({
  id: Type.Integer(),
  kind: oneOf(LEDGER_KINDS),
  method: oneOf(LEDGER_METHODS),
  /** Rupees. */
  amount: Type.Number(),
  utr: Nullable(Type.String()),
  receivedBy: ReceivedBy,
  at: IsoTime,
  /** UPI only: when someone saw it in the account (null: still to check; cash and credit need no check). */
  checkedAt: NullableIsoTime,
  checkedByName: Nullable(Type.String()),
  /** A row recorded by mistake: kept, counted nowhere. */
  voidedAt: NullableIsoTime,
  voidedByName: Nullable(Type.String()),
  /** The khata a credit went on or a settlement paid. */
  khataPhone: Nullable(Type.String()),
});
export type Payment = Static<typeof Payment>;

export const UpiStatementQuery = Type.Object({ date: orderFilters.date });
export type UpiStatementQuery = Static<typeof UpiStatementQuery>;

export const UpiStatementLine = Type.Object({
  id: Type.Integer(),
  /** payment: received; refund: sent back. */
  kind: oneOf(LEDGER_KINDS),
  amount: Type.Number(),
  utr: Nullable(Type.String()),
  at: IsoTime,
  /** The order it paid or refunded (ORD-000123), or null for a khata settlement. */
  orderId: Nullable(Type.Integer()),
  orderCode: Nullable(Type.String()),
  khataPhone: Nullable(Type.String()),
  receivedBy: ReceivedBy,
  checkedAt: NullableIsoTime,
  checkedByName: Nullable(Type.String()),
});

export const UpiStatement = Type.Object({
  /** The India day (YYYY-MM-DD). */
  date: Type.String(),
  lines: Type.Array(UpiStatementLine),
  /** Rupees: UPI received and seen, still to check, and sent back. */
  received: Type.Number(),
  toCheck: Type.Number(),
  sentBack: Type.Number(),
});
export type UpiStatement = Static<typeof UpiStatement>;
