/** The block list: phone numbers with strikes, their standing, the owner clearing one (/api/admin/blocklist). */
import { Type, type Static } from '@sinclair/typebox';
import { PHONE_STATES } from '../statuses';
import { IsoTime, ListQuery, Nullable, NullableIsoTime } from './common';
import { literals } from './users';

export const BlocklistEntry = Type.Object({
  /** The phone number is the record's id. */
  id: Type.String(),
  phone: Type.String(),
  /** Strikes not cleared, which count against the owner's limit. */
  strikes: Type.Integer(),
  totalStrikes: Type.Integer(),
  lastStrikeAt: IsoTime,
  lastOrderAt: NullableIsoTime,
  clearedAt: NullableIsoTime,
  clearedByName: Nullable(Type.String()),
  /** The owner blocked the number by hand (POST /api/admin/blocklist) and nobody cleared it since. */
  blockedByHand: Type.Boolean(),
  /** Why it was blocked by hand; null when it was not. */
  blockReason: Nullable(Type.String()),
  /** ok, upi_only (UPI paid first only) or blocked (no orders), under the current limits. */
  state: literals(PHONE_STATES),
});
export type BlocklistEntry = Static<typeof BlocklistEntry>;

export const BlocklistQuery = ListQuery(['strikes', 'lastStrikeAt', 'phone'], {
  state: Type.Optional(literals(PHONE_STATES)),
});
export const PhoneParams = Type.Object({ phone: Type.String({ pattern: '^\\d{10}$' }) });
/** `{cleared: true}`: the number's strikes are cleared (recorded); it orders as anyone again. */
export const BlocklistUpdateBody = Type.Object({ cleared: Type.Literal(true) });
/** Block a number by hand: a known prankster, with why (no order needed). */
export const BlocklistCreateBody = Type.Object({
  phone: Type.String({ minLength: 1, maxLength: 20 }),
  reason: Type.String({ minLength: 1, maxLength: 200 }),
});
export type BlocklistCreateBody = Static<typeof BlocklistCreateBody>;
