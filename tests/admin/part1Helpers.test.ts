import { describe, expect, it } from 'vitest';
import { tenDigitPhone } from '../../admin/users/UserEditDialog';
import { staffDeleteErrorMessage } from '../../admin/delivery-staff/deleteErrors';
import { staffTotals } from '../../admin/delivery-staff/types';
import { villageTotals } from '../../admin/villages/types';
import { addressText, menuItemToAdd } from '../../admin/restaurants/types';
import { countUpValue, COUNT_STEPS, COUNT_STEP_MS } from '../../admin/dashboard/useCountUp';
import { deliveryPersonLabel } from '../../admin/orders/labels';
import { initials, statusLabel, badgeColor, ORDER_STATUS_COLORS } from '../../admin/common';
import { i18nProvider } from '../../admin/i18n';
import { HttpError } from 'react-admin';

describe('Edit User phone rule (SPEC section 5)', () => {
  it('is optional, and otherwise 10 digits once non-digits are stripped', () => {
    expect(tenDigitPhone('')).toBeUndefined();
    expect(tenDigitPhone(null)).toBeUndefined();
    expect(tenDigitPhone('(987) 654-3210')).toBeUndefined();
    expect(tenDigitPhone('12345')).toBe('gaon.users.phoneDigits');
    expect(tenDigitPhone('123456789012')).toBe('gaon.users.phoneDigits');
  });
});

describe('initials and labels', () => {
  it('avatar initials: first letters of up to two words, uppercase', () => {
    expect(initials('ramesh kumar yadav')).toBe('RK');
    expect(initials('  Sita ')).toBe('S');
    expect(initials('')).toBe('');
    expect(initials(undefined)).toBe('');
  });
  it('status badges show underscores as spaces, unknown values grey', () => {
    expect(statusLabel('out_for_delivery')).toBe('out for delivery');
    expect(badgeColor('placed', ORDER_STATUS_COLORS)).toEqual(ORDER_STATUS_COLORS.placed);
    expect(badgeColor('lost', ORDER_STATUS_COLORS).bg).toBe('#e5e7eb');
  });
  it('delivery person: the name, "(removed)", or Unassigned', () => {
    const t = i18nProvider.translate;
    expect(deliveryPersonLabel({ deliveryPerson: { name: 'Anil' } }, t)).toBe('Anil');
    expect(deliveryPersonLabel({ deliveryPerson: { name: 'Anil', removed: true } }, t)).toBe('Anil (removed)');
    expect(deliveryPersonLabel({ deliveryPerson: null }, t)).toBe('Unassigned');
  });
});

describe('staff delete error message by status (SPEC section 8)', () => {
  const http = (status: number, message?: string) => new HttpError(message ?? 'Conflict', status, message ? { success: false, message } : {});
  it.each([
    [http(404, 'User not found'), 'Staff member not found on server.'],
    [http(403, 'nope'), 'You do not have permission to delete staff members.'],
    [http(500, 'boom'), 'Server error occurred (500). Please try again later.'],
    [http(400, 'This user is not a vendor'), 'Bad request: This user is not a vendor'],
    [http(400), 'Bad request: Invalid data sent to server'],
    [http(409, 'Cannot delete a delivery person who is out for delivery.'), 'Cannot delete a delivery person who is out for delivery.'],
    [http(418), 'Server error (418): Conflict'],
    [new TypeError('Failed to fetch'), 'Network error. Please check your internet connection.'],
    [new Error('weird'), 'Failed to delete staff. Please try again.'],
  ])('%#', (error, expected) => {
    expect(staffDeleteErrorMessage(error)).toBe(expected);
  });
});

describe('tiles and small rules', () => {
  it('staff tiles count the filtered list, a missing status as active', () => {
    const list = [{ status: 'active' }, { status: null }, { status: 'on_leave' }, { status: 'on_delivery' }, {}] as never[];
    expect(staffTotals(list)).toEqual({ total: 5, active: 3, on_delivery: 1, on_leave: 1 });
    expect(staffTotals(list, 12).total).toBe(12);
  });
  it('village tiles: average restaurants per village to one decimal', () => {
    const villages = [
      { assignedRestaurants: ['a', 'b'], orderVolume: 10 },
      { assignedRestaurants: ['c'], orderVolume: 5 },
      { assignedRestaurants: [], orderVolume: 0 },
    ] as never[];
    expect(villageTotals(villages)).toEqual({ villages: 3, orders: 15, avgRestaurants: '1.0' });
    expect(villageTotals([]).avgRestaurants).toBe('0.0');
  });
  it('menu items are ignored unless a name and a non-zero numeric price are given', () => {
    expect(menuItemToAdd('Lassi', '35')).toEqual({ name: 'Lassi', price: 35 });
    expect(menuItemToAdd(' Lassi ', '35.5')).toEqual({ name: 'Lassi', price: 35.5 });
    expect(menuItemToAdd('', '35')).toBeNull();
    expect(menuItemToAdd('Lassi', '0')).toBeNull();
    expect(menuItemToAdd('Lassi', '')).toBeNull();
    expect(menuItemToAdd('Lassi', 'abc')).toBeNull();
  });
  it('addresses read as text or from the object form', () => {
    expect(addressText('Janghai Bazaar')).toBe('Janghai Bazaar');
    expect(addressText({ street: 'Main Rd', city: 'Prayagraj', pincode: '221001' })).toBe('Main Rd, Prayagraj, 221001');
    expect(addressText({ fullAddress: 'Full' })).toBe('Full');
    expect(addressText(null)).toBe('');
  });
  it('count cards animate in 30 steps of 20 ms, ending exactly on the target', () => {
    expect([COUNT_STEPS, COUNT_STEP_MS]).toEqual([30, 20]);
    expect(countUpValue(300, 0)).toBe(0);
    expect(countUpValue(300, 15)).toBe(150);
    expect(countUpValue(301, 30)).toBe(301);
  });
});

