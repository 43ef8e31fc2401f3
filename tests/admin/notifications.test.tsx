// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NotificationList } from '../../admin/notifications/NotificationList';
import { displayStatus, notificationStatus, toNotificationPayload } from '../../admin/notifications/types';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

const NOW = Date.parse('2026-03-10T10:00:00Z');

describe('notifications', () => {
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

  it('sends a trimmed message, no target value for all, and the time as ISO', () => {
    const payload = toNotificationPayload({
      message: ' Hello ',
      target: 'all',
      targetValue: 'stale',
      scheduledAt: '2026-03-10T18:30',
    });
    expect(payload.message).toBe('Hello');
    expect(payload.targetValue).toBeNull();
    expect(payload.scheduledAt).toBe(new Date('2026-03-10T18:30').toISOString());
    expect(
      toNotificationPayload({
        message: 'x',
        target: 'village',
        targetValue: ' Rampur ',
        scheduledAt: '2026-03-10T18:30',
      }).targetValue,
    ).toBe('Rampur');
    expect(
      toNotificationPayload({ message: 'x', target: 'riders', targetValue: 'Rampur', scheduledAt: '2026-03-10T18:30' })
        .targetValue,
    ).toBeNull();
  });
});

describe('notifications screen', () => {
  it('lists the notifications and refuses an empty compose form', async () => {
    const dataProvider = fakeDataProvider({
      getList: vi.fn(async () => ({
        data: [
          {
            id: 1,
            message: 'Navratri thali',
            target: 'village',
            targetValue: 'Janghai',
            scheduledAt: '2030-01-01T10:00:00Z',
            status: 'scheduled',
          },
        ],
        total: 1,
      })),
    });
    renderAdmin(<NotificationList />, dataProvider);
    await screen.findByText('Navratri thali');
    expect(screen.getByText('Village: Janghai')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    // Under the empty message; an empty time means now.
    await waitFor(() => expect(screen.getAllByText('Message and schedule time are required.')).toHaveLength(1));
    await waitFor(() => expect(dataProvider.create).not.toHaveBeenCalled());

    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: '  Holi thali offer ' } });
    await waitFor(() => expect(screen.queryAllByText('Message and schedule time are required.')).toHaveLength(0));
    fireEvent.change(screen.getByLabelText(/^Schedule Time/), { target: { value: '2030-03-10T18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.create).mock.calls[0]![1].data).toEqual(
      toNotificationPayload({ message: '  Holi thali offer ', target: 'all', scheduledAt: '2030-03-10T18:00' }),
    );
  });

  it('sends a message with no schedule time now: the form asks the server without a time', async () => {
    const dataProvider = fakeDataProvider();
    renderAdmin(<NotificationList />, dataProvider);
    expect(await screen.findByText('Leave empty to send now')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Closed today for Holi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.create).mock.calls[0]![1].data).toEqual({
      message: 'Closed today for Holi',
      target: 'all',
      targetValue: null,
    });
  });
});

describe('notifications screen: delivery', () => {
  it('says how many devices a sent notification reached, "Sent" when it went without pushes, and names the audience', async () => {
    const rows = [
      {
        id: 1,
        message: 'Helmet check on Monday',
        target: 'riders',
        targetValue: '',
        scheduledAt: '2026-03-01T10:00:00Z',
        status: 'sent',
        sentAt: '2026-03-01T10:00:01Z',
        reached: 3,
      },
      {
        id: 2,
        message: 'One phone only',
        target: 'vendors',
        targetValue: '',
        scheduledAt: '2026-03-02T10:00:00Z',
        status: 'sent',
        sentAt: '2026-03-02T10:00:01Z',
        reached: 1,
      },
      {
        id: 3,
        message: 'Before pushes existed',
        target: 'all',
        targetValue: '',
        scheduledAt: '2025-01-01T10:00:00Z',
        status: 'sent',
        sentAt: '2025-01-01T10:00:00Z',
        reached: null,
      },
    ];
    renderAdmin(
      <NotificationList />,
      fakeDataProvider({ getList: vi.fn(async () => ({ data: rows, total: rows.length })) }),
    );
    await screen.findByText('Helmet check on Monday');
    const [riders, kitchens, everyone] = screen.getAllByTestId('notification-row');
    expect(within(riders!).getByText('Reached 3 devices')).toBeTruthy();
    expect(within(riders!).getByText('Riders')).toBeTruthy();
    expect(within(kitchens!).getByText('Reached 1 device')).toBeTruthy();
    expect(within(kitchens!).getByText('Kitchens')).toBeTruthy();
    expect(within(everyone!).getByText('Sent')).toBeTruthy();
    expect(within(everyone!).getByText('Everyone: kitchens, riders and customers')).toBeTruthy();
  });
});
