import type { DataProvider } from 'react-admin';
import type { RoleFilter, User } from './types';

export interface UsersPage {
  data: User[];
  total: number;
}

const SORT = { field: 'name', order: 'ASC' as const };

/**
 * One page of users from the server: always one request. "All Roles" is the server's
 * `role=all` list (vendors and delivery staff together, by name; never customers), a single
 * role is `role=vendor|delivery` (docs/api.md, Users).
 */
export async function fetchUsersPage(
  dataProvider: Pick<DataProvider, 'getList'>,
  { role, q, page, perPage }: { role: RoleFilter; q: string; page: number; perPage: number },
): Promise<UsersPage> {
  const filter = q ? { role, q } : { role };
  const { data, total = 0 } = await dataProvider.getList<User>('users', { pagination: { page, perPage }, sort: SORT, filter });
  return { data, total };
}
