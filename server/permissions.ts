/** Server side of the role rule; the rule itself lives in shared/permissions.ts (pure, importable by the admin). */
export { canAccess, isAdminRole, ADMIN_ROLE_NAMES, type Action, type Resource, type AdminRoleName } from '../shared/permissions';
