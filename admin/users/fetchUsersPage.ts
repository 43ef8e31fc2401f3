import type { DataProvider } from 'react-admin';
import type { RoleFilter, User } from './types';

export interface UsersPage {
  data: User[];
  total: number;
}

const SORT = { field: 'name', order: 'ASC' as const };

/**
 * One page of users from the server. For one role it is a plain list page. For "All Roles"
 * the list reads as every vendor then every delivery person (each by name), so the page is
 * cut out of the two role lists on the server: their totals first, then only the rows of
 * the page (at most two small requests per role), never the whole table.
 */
export async function fetchUsersPage(
  dataProvider: Pick<DataProvider, 'getList'>,
  { role, q, page, perPage }: { role: RoleFilter; q: string; page: number; perPage: number },
): Promise<UsersPage> {
  const filterFor = (r: 'vendor' | 'delivery') => (q ? { role: r, q } : { role: r });
  if (role !== 'all') {
    const { data, total = 0 } = await dataProvider.getList<User>('users', { pagination: { page, perPage }, sort: SORT, filter: filterFor(role) });
    return { data, total };
  }
  const [vendorCount, deliveryCount] = await Promise.all(
    (['vendor', 'delivery'] as const).map((r) =>
      dataProvider.getList<User>('users', { pagination: { page: 1, perPage: 1 }, sort: SORT, filter: filterFor(r) }).then((res) => res.total ?? 0),
    ),
  );
  const start = (page - 1) * perPage;
  const end = start + perPage;
  // Rows [from, to) of one role's list, read as the pages of size perPage that hold them.
  const range = async (r: 'vendor' | 'delivery', from: number, to: number): Promise<User[]> => {
    if (to <= from) return [];
    const firstPage = Math.floor(from / perPage) + 1;
    const lastPage = Math.floor((to - 1) / perPage) + 1;
    const pages = await Promise.all(
      Array.from({ length: lastPage - firstPage + 1 }, (_, i) =>
        dataProvider.getList<User>('users', { pagination: { page: firstPage + i, perPage }, sort: SORT, filter: filterFor(r) }).then((res) => res.data),
      ),
    );
    const offset = from - (firstPage - 1) * perPage;
    return pages.flat().slice(offset, offset + (to - from));
  };
  const [vendors, delivery] = await Promise.all([
    range('vendor', start, Math.min(end, vendorCount)),
    range('delivery', Math.max(start - vendorCount, 0), Math.max(end - vendorCount, 0)),
  ]);
  return { data: [...vendors, ...delivery.slice(0, Math.max(0, deliveryCount))], total: vendorCount + deliveryCount };
}
