import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../admin/i18n';
import { canAccess } from '../../admin/auth/canAccess';

/** A data provider whose every method is a vi.fn(); `overrides` answer what a test needs. */
export function fakeDataProvider(overrides: Record<string, unknown> = {}) {
  return {
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(async (_resource: string, params: { id: unknown }) => ({ data: { id: params.id } })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, params: { data: object }) => ({ data: { id: 99, ...params.data } })),
    update: vi.fn(async (_resource: string, params: { id: unknown; data: object }) => ({
      data: { id: params.id, ...params.data },
    })),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (_resource: string, params: { id: unknown }) => ({ data: { id: params.id } })),
    deleteMany: vi.fn(async () => ({ data: [] })),
    ...overrides,
  } as unknown as DataProvider;
}

/** A screen inside react-admin's AdminContext with an in-memory store and a router at `path`. */
export function renderAdmin(ui: ReactNode, dataProvider: DataProvider, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

/**
 * An auth provider signed in with `role`: permissions and the access rule of the real admin
 * (shared/permissions.ts); `onAsk` hears each resource the screens ask about.
 */
export function authAs(role: string, onAsk: (resource: string) => void = () => undefined): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    canAccess: async ({ action, resource }) => {
      onAsk(resource);
      return canAccess(role, action, resource);
    },
  };
}
