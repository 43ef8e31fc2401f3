import { describe, expect, it } from 'vitest';
import { canAccess } from '../../shared/permissions';
import { allowedNextStatuses, statusChangeError } from '../../shared/orderStatus';

describe('canAccess', () => {
  it('all four admin roles may delete users and restaurants and toggle restaurants', () => {
    for (const role of ['super_admin', 'admin', 'restaurant_manager', 'delivery_manager']) {
      expect(canAccess(role, 'delete', 'users')).toBe(true);
      expect(canAccess(role, 'delete', 'restaurants')).toBe(true);
      expect(canAccess(role, 'toggle', 'restaurants')).toBe(true);
    }
  });
  it('only super_admin and admin may delete orders; unknown roles may nothing', () => {
    expect(canAccess('super_admin', 'delete', 'orders')).toBe(true);
    expect(canAccess('admin', 'delete', 'orders')).toBe(true);
    expect(canAccess('restaurant_manager', 'delete', 'orders')).toBe(false);
    expect(canAccess('delivery_manager', 'delete', 'orders')).toBe(false);
    expect(canAccess('delivery_manager', 'edit', 'orders')).toBe(true);
    expect(canAccess('customer', 'list', 'orders')).toBe(false);
    expect(canAccess(undefined, 'list', 'dashboard')).toBe(false);
  });
});

describe('order status policy', () => {
  it('forward only (steps may be skipped); cancel only from placed or accepted', () => {
    expect(allowedNextStatuses('placed')).toEqual([
      'accepted',
      'preparing',
      'out_for_delivery',
      'delivered',
      'cancelled',
    ]);
    expect(allowedNextStatuses('accepted')).toEqual(['preparing', 'out_for_delivery', 'delivered', 'cancelled']);
    expect(allowedNextStatuses('preparing')).toEqual(['out_for_delivery', 'delivered']);
    expect(allowedNextStatuses('out_for_delivery')).toEqual(['delivered']);
    expect(allowedNextStatuses('delivered')).toEqual([]);
    expect(allowedNextStatuses('cancelled')).toEqual([]);
    expect(statusChangeError('out_for_delivery', 'delivered')).toBeNull();
    expect(statusChangeError('delivered', 'preparing')).toBe('Cannot change status from delivered to preparing');
  });
});
