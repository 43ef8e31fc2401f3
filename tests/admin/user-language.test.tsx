// @vitest-environment jsdom
/**
 * The Edit User form's "App language" select: the language the kitchen & rider app opens in
 * for a vendor or delivery account, prefilled from the API and sent back on save.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UserEditDialog, userBody } from '../../admin/users/UserEditDialog';
import type { User } from '../../admin/users/types';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  })) as never;
});
afterEach(cleanup);

const vendor = {
  id: 5,
  _id: 5,
  name: 'Ramesh Yadav',
  email: 'ramesh@example.in',
  phone: '9000000005',
  role: 'vendor',
  language: 'hi',
  createdAt: '2026-01-01T00:00:00Z',
} as User;

describe('Edit User app language', () => {
  it('sends the chosen language with the other fields', () => {
    expect(userBody({ ...vendor, language: 'en' })).toMatchObject({ role: 'vendor', language: 'en' });
    expect(userBody({ ...vendor, language: undefined })).not.toHaveProperty('language');
  });

  it('shows the account language and saves English when chosen', async () => {
    const update = vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { ...vendor, ...params.data },
    }));
    renderAdmin(
      <UserEditDialog id={String(vendor.id)} onClose={() => {}} />,
      fakeDataProvider({ getOne: vi.fn(async () => ({ data: vendor })), update }),
    );
    // The form renders once the record is loaded (EditBase's getOne).
    await screen.findByDisplayValue('Ramesh Yadav');
    const select = await screen.findByRole('combobox', { name: /App language/ });
    expect(select.textContent).toBe('Hindi');
    fireEvent.mouseDown(select);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Hindi', 'English']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /App language/ }).textContent).toBe('English'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'users',
        expect.objectContaining({ data: expect.objectContaining({ language: 'en', role: 'vendor' }) }),
      ),
    );
  });
});
