// @vitest-environment jsdom
/**
 * An approved kitchen gets orders only once it owns a restaurant: the user list offers to create
 * it from the name the kitchen registered, and Add Restaurant (like Edit) has an owner field of
 * kitchen accounts, filled from that offer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../admin/i18n';
import { RestaurantList } from '../../admin/restaurants/RestaurantList';
import { UserList } from '../../admin/users/UserList';
import { fakeDataProvider } from './renderAdmin';

afterEach(cleanup);

/** A whole list screen on a loaded two-core machine: generous, not a timing assertion. */
const SCREEN_MS = 60_000;

const kitchen = (id: number, restaurants: number) => ({
  id,
  _id: id,
  name: 'Geeta Pal',
  email: `geeta${id}@example.com`,
  phone: '9876501310',
  role: 'vendor',
  createdAt: '2026-12-01T00:00:00Z',
  language: 'hi',
  approved: true,
  kitchenName: 'Pal Rasoi',
  restaurants,
});

function renderAt(
  entry: string | { pathname: string; state: unknown },
  dataProvider: ReturnType<typeof fakeDataProvider>,
) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/users/*" element={<UserList />} />
          <Route path="/restaurants/*" element={<RestaurantList />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('a kitchen without a restaurant', () => {
  it(
    'is offered "Create its restaurant" under the name it registered; one that has a restaurant is not',
    async () => {
      const getList = vi.fn(async (resource: string) =>
        resource === 'users'
          ? { data: [kitchen(5, 0), { ...kitchen(6, 1), name: 'Asha Devi' }], total: 2 }
          : { data: [], total: 0 },
      );
      renderAt('/users', fakeDataProvider({ getList }));
      const offer = await screen.findByRole('link', { name: 'Create its restaurant “Pal Rasoi”' });
      expect(offer.getAttribute('href')).toBe('/restaurants/create');
      expect(screen.getAllByRole('link', { name: /Create its restaurant/ })).toHaveLength(1);
    },
    SCREEN_MS,
  );

  it(
    'opens Add Restaurant with its name and it as the owner, and saves both',
    async () => {
      const owner = kitchen(5, 0);
      const dataProvider = fakeDataProvider({
        getList: vi.fn(async (resource: string) =>
          resource === 'users' ? { data: [owner], total: 1 } : { data: [], total: 0 },
        ),
        getMany: vi.fn(async () => ({ data: [owner] })),
        create: vi.fn(async (_resource: string, params: { data: object }) => ({
          data: { id: 9, opensAt: '11:00', closesAt: '23:00', ...params.data },
        })),
      });
      renderAt({ pathname: '/restaurants/create', state: { record: { name: 'Pal Rasoi', ownerId: 5 } } }, dataProvider);
      const name = (await screen.findByLabelText(/^Name/)) as HTMLInputElement;
      await waitFor(() => expect(name.value).toBe('Pal Rasoi'));
      const ownerInput = (await screen.findByLabelText(/^Owner \(kitchen account\)/)) as HTMLInputElement;
      await waitFor(() => expect(ownerInput.value).toBe('Geeta Pal (Pal Rasoi) · 9876501310'));
      fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Janghai Bazar' } });
      fireEvent.change(screen.getByLabelText(/^Cuisine/), { target: { value: 'North Indian' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
      expect(vi.mocked(dataProvider.create).mock.calls[0]![1].data).toMatchObject({
        name: 'Pal Rasoi',
        address: 'Janghai Bazar',
        cuisine: 'North Indian',
        ownerId: 5,
      });
    },
    SCREEN_MS,
  );
});

describe('the approval list', () => {
  it(
    'gives the mobile number to call beside the e-mail of a kitchen waiting for approval',
    async () => {
      const waiting = { ...kitchen(7, 0), approved: false, phone: '9876501310' };
      renderAt(
        `/users?filter=${encodeURIComponent(JSON.stringify({ approved: 'false' }))}`,
        fakeDataProvider({ getList: vi.fn(async () => ({ data: [waiting], total: 1 })) }),
      );
      const call = await screen.findByRole('link', { name: '9876501310' });
      expect(call.getAttribute('href')).toBe('tel:9876501310');
      expect(screen.getByText('geeta7@example.com')).toBeTruthy();
    },
    SCREEN_MS,
  );
});
