import { Type, type Static } from '@sinclair/typebox';
import { NOTIFICATION_STATUSES, NOTIFICATION_TARGETS } from '../statuses';
import { defaulted, IsoTime, ListQuery, Nullable, NullableIsoTime, Str } from './common';
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
  /** When it was pushed to its audience's devices; null until its time comes. */
  sentAt: NullableIsoTime,
  /** How many devices took it (their push service answered 2xx); null while not sent, or sent without pushes (before they existed, or over 12 h late). */
  reached: Nullable(Type.Integer({ minimum: 0 })),
  createdAt: IsoTime,
});
export type Notification = Static<typeof Notification>;

export const NOTIFICATION_SORT_FIELDS = ['scheduledAt', 'createdAt'] as const;
export const NotificationListQuery = ListQuery(NOTIFICATION_SORT_FIELDS, {
  status: Type.Optional(literals(NOTIFICATION_STATUSES)),
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

export const NotificationBody = defaulted(
  Type.Object({
    message: Type.Optional(Str(1000)),
    target: Type.Union(
      NOTIFICATION_TARGETS.map((t) => Type.Literal(t)),
      { default: 'all' },
    ),
    targetValue: Type.Optional(Nullable(Type.String({ maxLength: 120 }))),
    scheduledAt: Type.Optional(Str(40)),
  }),
);
export type NotificationBody = Static<typeof NotificationBody>;

/** An announcement as a kitchen's or rider's list shows it. */
export const Announcement = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  message: Type.String(),
  /** When it went out to the partner apps. */
  sentAt: IsoTime,
});
export type Announcement = Static<typeof Announcement>;

/** Newest first; `since` (an ISO time) keeps only what went out after it: the app's unread count is the `total` of `since=<last opened>&limit=1`. */
export const AnnouncementListQuery = ListQuery(['sentAt'] as const, { since: Type.Optional(Str(40)) });
export type AnnouncementListQuery = Static<typeof AnnouncementListQuery>;
