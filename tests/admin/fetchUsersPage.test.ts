/** The User Management list helper: one server request per page (docs/api.md, Users). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, memoryStorage } from './fakeFetch';
import { fetchUsersPage } from '../../admin/users/fetchUsersPage';

const storage = memoryStorage();
vi.stubGlobal('localStorage', storage);
const { dataProvider } = await import('../../admin/providers/dataProvider');
const { saveSession } = await import('../../admin/providers/session');

describe('fetchUsersPage: one server request per page, All Roles included', () => {
  const calls: { pagination: unknown; sort: unknown; filter: unknown }[] = [];
  const rows = [
    { id: 1, name: 'Anil', email: '', role: 'vendor' as const },
    { id: 2, name: 'Chandan', email: '', role: 'delivery' as const },
  ];
  const dp = {
    getList: async (resource: string, params: { pagination: unknown; sort: unknown; filter: unknown }) => {
      expect(resource).toBe('users');
      calls.push(params);
      return { data: rows, total: 12 };
    },
  } as never;

  it('All Roles asks the server for role=all, page and size as given, by name', async () => {
    calls.length = 0;
    const page = await fetchUsersPage(dp, { role: 'all', q: '', page: 2, perPage: 10 });
    expect(page).toEqual({ data: rows, total: 12 });
    expect(calls).toEqual([{ pagination: { page: 2, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { role: 'all' } }]);
  });

  it('a single role and the search go along as filters, still one request', async () => {
    calls.length = 0;
    await fetchUsersPage(dp, { role: 'delivery', q: 'ch', page: 1, perPage: 10 });
    await fetchUsersPage(dp, { role: 'all', q: 'an', page: 3, perPage: 10 });
    expect(calls.map((c) => c.filter)).toEqual([{ role: 'delivery', q: 'ch' }, { role: 'all', q: 'an' }]);
    expect(calls.map((c) => c.pagination)).toEqual([{ page: 1, perPage: 10 }, { page: 3, perPage: 10 }]);
  });

  it('a missing total counts as 0', async () => {
    const empty = { getList: async () => ({ data: [] }) } as never;
    expect(await fetchUsersPage(empty, { role: 'all', q: '', page: 1, perPage: 10 })).toEqual({ data: [], total: 0 });
  });
});

describe('User Management list through the real data provider', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession({ token: 'tok-1', name: 'Asha', role: 'super_admin' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.stubGlobal('localStorage', storage);
  });

  it('All Roles is one GET /api/admin/users?role=all with the page, size, sort and search', async () => {
    const fake = fakeFetch([{ body: { success: true, data: [{ id: 1, name: 'Anil', email: 'a@x.in', role: 'vendor' }], total: 31 } }]);
    vi.stubGlobal('fetch', fake.fn);
    const page = await fetchUsersPage(dataProvider, { role: 'all', q: 'an', page: 4, perPage: 10 });
    expect(page).toEqual({ data: [{ id: 1, name: 'Anil', email: 'a@x.in', role: 'vendor' }], total: 31 });
    expect(fake.calls.map((c) => c.url.replace(/^https?:\/\/[^/]+/, ''))).toEqual(['/api/admin/users?page=4&limit=10&sort=name&order=asc&role=all&q=an']);
  });
});
