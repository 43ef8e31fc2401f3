/** GET /api/admin/orders/:id/rings: each push the server tried for an order, oldest first. */
import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Nullable } from './common';

export const Ring = Type.Object({
  id: Type.Integer(),
  /** When the push went to the push service (ISO). */
  at: IsoTime,
  /** Whose browser: the kitchen (vendor), a rider (delivery) or an admin. */
  role: Type.Union([Type.Literal('admin'), Type.Literal('vendor'), Type.Literal('delivery')]),
  accountId: Type.Integer(),
  /** The account's name; null when it was removed. */
  name: Nullable(Type.String()),
  /** The browser (push subscription) it went to: the same account's phones are told apart by it. */
  device: Type.Integer(),
  /** order.new (the kitchen rung), order.unaccepted (admins told), order.assigned (the rider rung), order.cancelled (the kitchen told to stop). */
  type: Type.String(),
  /** sending: no answer yet; delivered: the push service took it; gone: the browser had unsubscribed (dropped); refused: another answer; failed: not reached. */
  result: Type.Union([
    Type.Literal('sending'),
    Type.Literal('delivered'),
    Type.Literal('gone'),
    Type.Literal('refused'),
    Type.Literal('failed'),
  ]),
  /** The push service's HTTP status; null when it was not reached. */
  status: Nullable(Type.Integer()),
});
export type Ring = Static<typeof Ring>;
