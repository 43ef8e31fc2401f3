import { describe, expect, it } from 'vitest';
import { canAccess, ADMIN_ROLE_NAMES as ADMIN_ROLES } from '../../admin/auth/canAccess';

describe('canAccess(role, action, resource)', () => {
  const table: Array<[string | null | undefined, string, string, boolean]> = [
    // Only super_admin and admin delete orders.
    ['super_admin', 'delete', 'orders', true],
    ['admin', 'delete', 'orders', true],
    ['restaurant_manager', 'delete', 'orders', false],
    ['delivery_manager', 'delete', 'orders', false],
    // Every admin role deletes users and restaurants and toggles restaurants.
    ...ADMIN_ROLES.flatMap((role) => [
      [role, 'delete', 'users', true] as [string, string, string, boolean],
      [role, 'delete', 'restaurants', true] as [string, string, string, boolean],
      [role, 'toggle', 'restaurants', true] as [string, string, string, boolean],
      [role, 'list', 'orders', true] as [string, string, string, boolean],
      [role, 'edit', 'users', true] as [string, string, string, boolean],
    ]),
    // Not logged in, or not an admin: nothing.
    [null, 'delete', 'users', false],
    [undefined, 'list', 'orders', false],
    ['vendor', 'list', 'orders', false],
    ['customer', 'toggle', 'restaurants', false],
  ];
  it.each(table)('%s may %s %s: %s', (role, action, resource, expected) => {
    expect(canAccess(role, action, resource)).toBe(expected);
  });
});
