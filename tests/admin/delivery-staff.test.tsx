import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { staffDeleteErrorMessage } from '../../admin/delivery-staff/deleteErrors';
import { initials, staffStatus, staffTotals } from '../../admin/delivery-staff/types';

describe('staff delete error message by status', () => {
  const http = (status: number, message?: string) =>
    new HttpError(message ?? 'Conflict', status, message ? { success: false, message } : {});
  it.each([
    [http(404, 'User not found'), 'Staff member not found on server.'],
    [http(403, 'nope'), 'You do not have permission to delete staff members.'],
    [http(500, 'boom'), 'Server error occurred (500). Please try again later.'],
    [http(400, 'This user is not a vendor'), 'Bad request: This user is not a vendor'],
    [http(400), 'Bad request: Invalid data sent to server'],
    [
      http(409, 'Cannot delete a delivery person who is out for delivery.'),
      'Cannot delete a delivery person who is out for delivery.',
    ],
    [http(418), 'Server error (418): Conflict'],
    [new TypeError('Failed to fetch'), 'Network error. Please check your internet connection.'],
    [new Error('weird'), 'Failed to delete staff. Please try again.'],
  ])('%#', (error, expected) => {
    expect(staffDeleteErrorMessage(error)).toBe(expected);
  });
});

describe('staff tiles and avatars', () => {
  it('avatar initials: first letters of up to two words, uppercase', () => {
    expect(initials('ramesh kumar yadav')).toBe('RK');
    expect(initials('  Sita ')).toBe('S');
    expect(initials('')).toBe('');
    expect(initials(undefined)).toBe('');
  });
  it('staff tiles count the filtered list, a missing status as active', () => {
    const list = [
      { status: 'active' },
      { status: null },
      { status: 'on_leave' },
      { status: 'on_delivery' },
      {},
    ] as never[];
    expect(staffTotals(list)).toEqual({ total: 5, active: 3, on_delivery: 1, on_leave: 1 });
    expect(staffTotals(list, 12).total).toBe(12);
  });
  it('a rider waiting for approval shows as waiting and counts in no status tile, though stored as active', () => {
    const waiting = { status: 'active', approved: false } as never;
    expect(staffStatus(waiting)).toBe('waiting');
    expect(staffStatus({ status: 'on_leave', approved: true } as never)).toBe('on_leave');
    expect(staffTotals([waiting, { status: 'active', approved: true }] as never[])).toEqual({
      total: 2,
      active: 1,
      on_delivery: 0,
      on_leave: 0,
    });
  });
});
