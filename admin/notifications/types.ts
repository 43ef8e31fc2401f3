/** Notification rules. */
import { NOTIFICATION_TARGETS, type NotificationTarget } from '../../shared/statuses';

export { NOTIFICATION_TARGETS, type NotificationTarget };
export type NotificationStatus = 'scheduled' | 'sent';
/** The targets that name a village or restaurant (the others take no value). */
export const isNamedTarget = (target: NotificationTarget): target is 'village' | 'restaurant' =>
  target === 'village' || target === 'restaurant';

/** As the API answers it: the type comes from the route's own response schema. */
import type { Notification } from '../../shared/api/notifications';
export type { Notification };

export interface NotificationFormValues {
  message?: string;
  target?: NotificationTarget;
  targetValue?: string | null;
  /** The datetime-local input's value, "YYYY-MM-DDTHH:mm" in the browser's time zone. */
  scheduledAt?: string;
}

/** On create the status is scheduled when the time is later than now, otherwise sent. */
export function notificationStatus(scheduledAt: string | number | Date, now: number = Date.now()): NotificationStatus {
  return new Date(scheduledAt).getTime() > now ? 'scheduled' : 'sent';
}

/**
 * The status to show: a notification whose time has come is sent even if it was stored as
 * scheduled (the list may be looked at long after it was composed).
 */
export function displayStatus(
  notification: Pick<Notification, 'status' | 'scheduledAt'>,
  now: number = Date.now(),
): NotificationStatus {
  return notification.status === 'sent' ? 'sent' : notificationStatus(notification.scheduledAt, now);
}

/** The target value applies only to a village or restaurant: it is cleared for any other target. */
export function toNotificationPayload(values: NotificationFormValues): {
  message: string;
  target: NotificationTarget;
  targetValue: string | null;
  /** Left out when no time was chosen: the server sends it now. */
  scheduledAt?: string;
} {
  const target = values.target ?? 'all';
  return {
    message: String(values.message ?? '').trim(),
    target,
    targetValue: isNamedTarget(target) ? String(values.targetValue ?? '').trim() || null : null,
    // datetime-local has no zone: new Date() reads it as the browser's local time.
    ...(values.scheduledAt ? { scheduledAt: new Date(values.scheduledAt).toISOString() } : {}),
  };
}
