/**
 * Who may do what in the back office, in one pure, dependency-free module so the server
 * (server/permissions.ts) and the admin UI (to show or hide buttons) apply the same rule.
 *
 * all four admin roles may see every screen, edit, delete users and
 * restaurants and toggle restaurants. deleting orders is for
 * super_admin and admin only.
 */
export const ADMIN_ROLE_NAMES = ['super_admin', 'admin', 'restaurant_manager', 'delivery_manager'] as const;
export type AdminRoleName = (typeof ADMIN_ROLE_NAMES)[number];

export type Action =
  'list' | 'show' | 'create' | 'edit' | 'delete' | 'toggle' | 'upload' | 'approve' | 'reject' | 'reply' | 'close';
export type Resource =
  | 'dashboard'
  | 'earnings'
  | 'analytics'
  | 'users'
  | 'delivery-staff'
  | 'restaurants'
  | 'orders'
  | 'villages'
  | 'onboarding'
  | 'coupons'
  | 'support'
  | 'notifications'
  | 'backups'
  | 'settings'
  | 'blocklist'
  | 'party-requests'
  | 'party-capacity'
  | 'khata';

/** Exceptions to "every admin role may do everything": resource → action → roles allowed. */
const RESTRICTED: Partial<Record<Resource, Partial<Record<Action, readonly AdminRoleName[]>>>> = {
  orders: { delete: ['super_admin', 'admin'] },
  // A backup is every customer's phone and address: only the owner's own account.
  backups: { list: ['super_admin'], show: ['super_admin'], create: ['super_admin'], delete: ['super_admin'] },
  // Who may order with cash, and clearing a number's strikes, are the owner's decisions.
  settings: { edit: ['super_admin', 'admin'] },
  blocklist: { edit: ['super_admin', 'admin'], create: ['super_admin', 'admin'] },
  // Turning big days away is the owner's decision too.
  'party-capacity': { edit: ['super_admin', 'admin'] },
  // Who may eat on credit, and how much, is the owner's decision; anyone may record a settlement.
  khata: { edit: ['super_admin', 'admin'], create: ['super_admin', 'admin'] },
};

export function isAdminRole(role: unknown): role is AdminRoleName {
  return typeof role === 'string' && (ADMIN_ROLE_NAMES as readonly string[]).includes(role);
}

export function canAccess(role: string | null | undefined, action: Action, resource: Resource): boolean {
  if (!isAdminRole(role)) return false;
  const allowed = RESTRICTED[resource]?.[action];
  return allowed ? allowed.includes(role) : true;
}
