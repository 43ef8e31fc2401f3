/**
 * Who may do what in the back office, as one pure function (shared with the tests).
 * SPEC section 6 and DESIGN.md section 7: every admin role may delete users and
 * restaurants and toggle restaurants Online/Offline; only super_admin and admin may delete
 * orders. Anyone logged in may see every screen, edit and open details.
 */
export const ADMIN_ROLES = ['super_admin', 'admin', 'restaurant_manager', 'delivery_manager'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export function isAdminRole(role: unknown): role is AdminRole {
  return typeof role === 'string' && (ADMIN_ROLES as readonly string[]).includes(role);
}

export function canAccess(role: string | null | undefined, action: string, resource: string): boolean {
  if (!isAdminRole(role)) return false;
  if (resource === 'orders' && action === 'delete') return role === 'super_admin' || role === 'admin';
  return true;
}
