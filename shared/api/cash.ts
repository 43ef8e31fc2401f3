/** The owner's day close for cash (/api/admin/cash): each rider's cash against what they handed in, and the counter's. */
import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Nullable, NullableIsoTime, Rupees } from './common';
import { orderFilters } from './orders';
import { ReceivedMoney } from './received';

/** An India day, YYYY-MM-DD (today when left out). */
const day = orderFilters.date;

export const CashQuery = Type.Object({ date: day });
export type CashQuery = Static<typeof CashQuery>;

export const RiderCash = Type.Object({
  riderId: Type.Integer(),
  name: Type.String(),
  /** Rupees: the cash of the orders this rider delivered that day, as their own Today (GET /api/delivery/summary) says. */
  cashCollected: Type.Number(),
  /** Rupees: the hand-overs recorded for this rider and day. */
  handedOver: Type.Number(),
  /** cashCollected − handedOver: above 0, cash is still out. */
  difference: Type.Number(),
  /** Rupees: UPI this rider says they took that day and nobody has seen arrive yet (not cash, not yet money). */
  upiToCheck: Type.Number(),
});
export type RiderCash = Static<typeof RiderCash>;

/** Handed-in amounts above this are refused as a typing slip (₹10 lakh). */
export const HANDOVER_MAX = 1_000_000;

export const HandoverBody = Type.Object({
  riderId: Type.Integer({ minimum: 1 }),
  /** Rupees, more than 0, whole paise. */
  amount: Rupees({ minimum: 0.01, maximum: HANDOVER_MAX }),
  /** The India day the cash settles, not in the future; today when left out. */
  date: day,
});
export type HandoverBody = Static<typeof HandoverBody>;

export const Handover = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  /** Null once the rider was removed; riderName stays. */
  riderId: Nullable(Type.Integer()),
  riderName: Type.String(),
  amount: Type.Number(),
  date: Type.String(),
  recordedAt: IsoTime,
  /** The admin who recorded it, by name as it was then. */
  recordedByName: Type.String(),
  /** Voided (recorded by mistake): when and by whom; it counts nowhere. */
  voidedAt: NullableIsoTime,
  voidedByName: Nullable(Type.String()),
});
export type Handover = Static<typeof Handover>;

export const CashDay = Type.Object({
  /** The India day (YYYY-MM-DD). */
  date: Type.String(),
  /** Every rider who delivered or handed in that day, by name. */
  riders: Type.Array(RiderCash),
  /** Rupees: pickup orders handed over at the counter that day and paid in cash. */
  counterCash: Type.Number(),
  /** Rupees: the riders' cashCollected and the counter's cash. */
  total: Type.Number(),
  /** Every hand-over recorded for the day, voided ones too (with who voided them and when). */
  handovers: Type.Array(Handover),
  /** Party advances received that day (UPI the owner saw), whatever day the parties are. */
  advances: Type.Object({ count: Type.Integer(), amount: Type.Number() }),
  /** All the money of orders received that day, whoever took it (the dashboard's and Daily Order's `received`). */
  received: ReceivedMoney,
});
export type CashDay = Static<typeof CashDay>;
