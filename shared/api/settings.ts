/** The owner's limits against prank cash orders: GET/PUT /api/admin/settings. */
import { Type, type Static } from '@sinclair/typebox';
import { STRIKE_OUTCOMES } from '../statuses';
import { CASH_LIMIT_MAX, STRIKE_LIMIT_MAX } from '../trust';
import { Nullable, NullableIsoTime, Rupees } from './common';
import { literals } from './users';

export const Settings = Type.Object({
  id: Type.Literal(1),
  _id: Type.Literal(1),
  /** Hold a phone number's first cash order "to confirm". */
  holdFirstOrder: Type.Boolean(),
  /** Hold a cash order above this total (rupees); null: no limit. */
  cashLimit: Nullable(Type.Number()),
  /** Strikes at which a number is restricted. */
  strikeLimit: Type.Integer(),
  /** upi_only: UPI paid first only; blocked: no orders at all. */
  atStrikeLimit: literals(STRIKE_OUTCOMES),
  updatedAt: NullableIsoTime,
  updatedByName: Nullable(Type.String()),
});
export type Settings = Static<typeof Settings>;

/** Any of the four; what is left out stays as it is. */
export const SettingsBody = Type.Object({
  holdFirstOrder: Type.Optional(
    Type.Unsafe<boolean>({ enum: [true, false], description: 'true or false only (null is not off)' }),
  ),
  cashLimit: Type.Optional(Nullable(Rupees({ minimum: 1, maximum: CASH_LIMIT_MAX }))),
  strikeLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: STRIKE_LIMIT_MAX })),
  atStrikeLimit: Type.Optional(literals(STRIKE_OUTCOMES)),
});
export type SettingsBody = Static<typeof SettingsBody>;
