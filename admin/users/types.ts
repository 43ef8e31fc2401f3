/** A managed user as GET /api/admin/users answers it (docs/api.md). */
export interface User {
  id: number;
  _id?: number;
  name: string;
  email: string;
  phone?: string;
  role: 'vendor' | 'delivery';
  createdAt?: string;
}

export type RoleFilter = 'all' | 'vendor' | 'delivery';

/** Users per page (SPEC section 9). */
export const USERS_PER_PAGE = 10;

/** Role badge colours; any other role (admin roles included) falls back to grey in StatusBadge. */
export const ROLE_COLORS = {
  vendor: { bg: '#ffedd5', fg: '#9a3412' },
  delivery: { bg: '#dbeafe', fg: '#1e40af' },
  admin: { bg: '#ede9fe', fg: '#5b21b6' },
  super_admin: { bg: '#ede9fe', fg: '#5b21b6' },
};
