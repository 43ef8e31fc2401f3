/**
 * Money received in an India day, by the day each payment row of the ledger moved (when the rider,
 * the counter, the kitchen or the owner took it): the basis of the day close, which the dashboard
 * and Daily Order show beside their takings (those count an order on the day it is due).
 */
import { Type, type Static } from '@sinclair/typebox';
import { LEDGER_METHODS } from '../statuses';
import { IsoTime, Nullable, NullableIsoTime } from './common';
import { literals } from './users';

export const ReceivedMoney = Type.Object(
  {
    cash: Type.Number({ description: 'rupees: cash taken that day (riders, the counter, the kitchen, the owner)' }),
    upi: Type.Number({ description: 'rupees: UPI received that day, seen in the account or still to check' }),
    upiToCheck: Type.Number({ description: 'rupees: the part of upi nobody has seen arrive yet' }),
    credit: Type.Number({ description: 'rupees: bills put on a khata that day (udhaar, no money yet)' }),
    refunded: Type.Number({ description: 'rupees: money given back that day (refunds of cancelled orders)' }),
  },
  {
    description:
      "money of orders received that India day by the day each payment was taken, whatever day the order is for: party advances included, khata settlements not (they pay no order). The day close's basis",
  },
);
export type ReceivedMoney = Static<typeof ReceivedMoney>;

export const AdvanceReceived = Type.Object({
  /** The party's order: its id and its code (ORD-000042). */
  id: Type.Integer(),
  orderId: Type.String(),
  partyRequestId: Type.Integer(),
  /** The party's code (PTY-000012). */
  partyCode: Type.String(),
  method: literals(LEDGER_METHODS),
  amount: Type.Number(),
  utr: Nullable(Type.String()),
  /** When it was received. */
  at: IsoTime,
  /** UPI nobody has seen arrive yet is false; cash and UPI seen are true. */
  checked: Type.Boolean(),
  /** The party's day: when its order is due. */
  partyAt: NullableIsoTime,
});
export type AdvanceReceived = Static<typeof AdvanceReceived>;
