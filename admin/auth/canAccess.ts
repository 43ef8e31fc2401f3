/**
 * The admin's permission check: the same pure rule the server enforces, written once in
 * shared/permissions.ts. react-admin asks it with any action/resource strings; anything the
 * rule does not restrict is allowed to every logged-in admin role.
 */
import { canAccess as rule, type Action, type Resource } from '../../shared/permissions';

export { isAdminRole, ADMIN_ROLE_NAMES } from '../../shared/permissions';

export function canAccess(role: string | null | undefined, action: string, resource: string): boolean {
  return rule(role, action as Action, resource as Resource);
}
