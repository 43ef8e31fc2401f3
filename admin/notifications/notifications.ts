/** Notification rules (SPEC sections 4 and 5 "Notification"). */
export type NotificationTarget = 'all' | 'village' | 'restaurant';
export type NotificationStatus = 'scheduled' | 'sent';
export const NOTIFICATION_TARGETS: NotificationTarget[] = ['all', 'village', 'restaurant'];

export interface Notification {
  id: number | string;
  message: string;
  target: NotificationTarget;
  targetValue?: string | null;
  scheduledAt: string;
  status: NotificationStatus;
  createdAt?: string;
}

export interface NotificationFormValues {
  message: string;
  target: NotificationTarget;
  targetValue: string;
  /** The datetime-local input's value, "YYYY-MM-DDTHH:mm" in the browser's time zone. */
  scheduledAt: string;
}

export const EMPTY_NOTIFICATION: NotificationFormValues = { message: '', target: 'all', targetValue: '', scheduledAt: '' };

/** The i18n key of the problem, or null: message and schedule time are required. */
export function validateNotification(values: NotificationFormValues): string | null {
  return values.message.trim() && values.scheduledAt.trim() ? null : 'gaon.notifications.required';
}

/** Changing the target to "all" clears its value. */
export function withTarget(values: NotificationFormValues, target: NotificationTarget): NotificationFormValues {
  return { ...values, target, targetValue: target === 'all' ? '' : values.targetValue };
}

/** On create the status is scheduled when the time is later than now, otherwise sent. */
export function notificationStatus(scheduledAt: string | number | Date, now: number = Date.now()): NotificationStatus {
  return new Date(scheduledAt).getTime() > now ? 'scheduled' : 'sent';
}

/**
 * The status to show: a notification whose time has come is sent even if it was stored as
 * scheduled (the list may be looked at long after it was composed).
 */
export function displayStatus(notification: Pick<Notification, 'status' | 'scheduledAt'>, now: number = Date.now()): NotificationStatus {
  return notification.status === 'sent' ? 'sent' : notificationStatus(notification.scheduledAt, now);
}

export function toNotificationPayload(values: NotificationFormValues): { message: string; target: NotificationTarget; targetValue: string | null; scheduledAt: string } {
  return {
    message: values.message.trim(),
    target: values.target,
    targetValue: values.target === 'all' ? null : values.targetValue.trim() || null,
    // datetime-local has no zone: new Date() reads it as the browser's local time.
    scheduledAt: new Date(values.scheduledAt).toISOString(),
  };
}
