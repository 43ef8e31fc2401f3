import { describe, expect, it } from 'vitest';
import {
  EMPTY_NOTIFICATION,
  displayStatus,
  notificationStatus,
  toNotificationPayload,
  validateNotification,
  withTarget,
} from '../../../admin/notifications/notifications';
import { gaonMessages } from '../../../admin/i18n/en';

const NOW = Date.parse('2026-03-10T10:00:00Z');

describe('notifications', () => {
  it('requires the message and the schedule time', () => {
    expect(validateNotification(EMPTY_NOTIFICATION)).toBe('gaon.notifications.required');
    expect(validateNotification({ ...EMPTY_NOTIFICATION, message: 'Holi offer!' })).toBe('gaon.notifications.required');
    expect(validateNotification({ ...EMPTY_NOTIFICATION, message: '  ', scheduledAt: '2026-03-10T18:00' })).toBe('gaon.notifications.required');
    expect(validateNotification({ ...EMPTY_NOTIFICATION, message: 'Holi offer!', scheduledAt: '2026-03-10T18:00' })).toBeNull();
    expect(gaonMessages.notifications.required).toBe('Message and schedule time are required.');
  });

  it('is scheduled when the time is later than now, otherwise sent', () => {
    expect(notificationStatus('2026-03-10T10:00:01Z', NOW)).toBe('scheduled');
    expect(notificationStatus('2026-03-10T10:00:00Z', NOW)).toBe('sent');
    expect(notificationStatus('2026-03-09T10:00:00Z', NOW)).toBe('sent');
  });

  it('shows a stored scheduled notification whose time has come as sent', () => {
    expect(displayStatus({ status: 'scheduled', scheduledAt: '2026-03-11T00:00:00Z' }, NOW)).toBe('scheduled');
    expect(displayStatus({ status: 'scheduled', scheduledAt: '2026-03-09T00:00:00Z' }, NOW)).toBe('sent');
    expect(displayStatus({ status: 'sent', scheduledAt: '2026-03-11T00:00:00Z' }, NOW)).toBe('sent');
  });

  it('clears the target value when the target becomes all', () => {
    const village = { ...EMPTY_NOTIFICATION, target: 'village' as const, targetValue: 'Janghai' };
    expect(withTarget(village, 'all')).toMatchObject({ target: 'all', targetValue: '' });
    expect(withTarget(village, 'restaurant')).toMatchObject({ target: 'restaurant', targetValue: 'Janghai' });
  });

  it('sends a trimmed message, no value for all, and the time as ISO', () => {
    const payload = toNotificationPayload({ message: ' Hello ', target: 'all', targetValue: 'stale', scheduledAt: '2026-03-10T18:30' });
    expect(payload.message).toBe('Hello');
    expect(payload.targetValue).toBeNull();
    expect(payload.scheduledAt).toBe(new Date('2026-03-10T18:30').toISOString());
    expect(toNotificationPayload({ message: 'x', target: 'village', targetValue: ' Rampur ', scheduledAt: '2026-03-10T18:30' }).targetValue).toBe('Rampur');
  });
});
