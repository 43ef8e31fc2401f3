import { Type, type Static } from '@sinclair/typebox';
import { NOTIFICATION_STATUSES, NOTIFICATION_TARGETS } from '../statuses';
import { defaulted, IsoTime, ListQuery, Nullable, Str } from './common';
import { literals } from './users';

export const Notification = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  message: Type.String(),
  target: literals(NOTIFICATION_TARGETS),
  targetValue: Type.String(),
  scheduledAt: IsoTime,
  /** A scheduled notification whose time has come reads as sent. */
  status: literals(NOTIFICATION_STATUSES),
  createdAt: IsoTime,
});
export type Notification = Static<typeof Notification>;

export const NOTIFICATION_SORT_FIELDS = ['scheduledAt', 'createdAt'] as const;
export const NotificationListQuery = ListQuery(NOTIFICATION_SORT_FIELDS, { status: Type.Optional(literals(NOTIFICATION_STATUSES)) });
export type NotificationListQuery = Static<typeof NotificationListQuery>;

export const NotificationBody = defaulted(Type.Object({
  message: Type.Optional(Str(1000)),
  target: Type.Union(NOTIFICATION_TARGETS.map((t) => Type.Literal(t)), { default: 'all' }),
  targetValue: Type.Optional(Nullable(Type.String({ maxLength: 120 }))),
  scheduledAt: Type.Optional(Str(40)),
}));
export type NotificationBody = Static<typeof NotificationBody>;
