// @vitest-environment jsdom
/**
 * The admin's prank-order screens: the owner's limits (validated before saving), the block list
 * (state in words, Clear behind a confirm dialog), and an order's To confirm / Fake panel.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../admin/i18n';
import { SettingsPage } from '../../admin/settings/SettingsPage';
import { BlocklistList } from '../../admin/blocklist/BlocklistList';
import { TrustPanel } from '../../admin/orders/TrustPanel';
import type { Order } from '../../admin/orders/types';
import { authAs, fakeDataProvider } from './renderAdmin';

afterEach(cleanup);

/** First renders of a react-admin screen can take seconds on a machine shared with other suites. */
const SLOW = { timeout: 5000 };

function renderAs(role: string, ui: React.ReactNode, dataProvider: DataProvider) {
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authAs(role)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

const settings = {
  id: 1,
  _id: 1,
  holdFirstOrder: true,
  cashLimit: 1000,
  strikeLimit: 2,
  atStrikeLimit: 'upi_only',
  updatedAt: null,
  updatedByName: null,
};

describe("the owner's limits", () => {
  it('refuses a strike limit out of range, then saves the change', { timeout: 20_000 }, async () => {
    const dataProvider = fakeDataProvider({ getOne: vi.fn(async () => ({ data: settings })) });
    renderAs('super_admin', <SettingsPage />, dataProvider);
    const strikes = await screen.findByLabelText(/Strikes before a number is restricted/, {}, SLOW);
    await waitFor(() => expect((strikes as HTMLInputElement).value).toBe('2'), SLOW);
    fireEvent.change(strikes, { target: { value: '0' } });
    fireEvent.blur(strikes);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Between 1 and 20', {}, SLOW);
    expect(dataProvider.update).not.toHaveBeenCalled();
    fireEvent.change(strikes, { target: { value: '3' } });
    fireEvent.blur(strikes);
    await waitFor(() => expect(screen.queryByText('Between 1 and 20')).toBeNull(), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), SLOW);
    expect(vi.mocked(dataProvider.update).mock.calls[0]).toEqual([
      'settings',
      expect.objectContaining({ id: 1, data: expect.objectContaining({ strikeLimit: 3 }) }),
    ]);
  });

  it('saves "not order at all" as what a restricted number may do', { timeout: 20_000 }, async () => {
    const dataProvider = fakeDataProvider({ getOne: vi.fn(async () => ({ data: settings })) });
    renderAs('admin', <SettingsPage />, dataProvider);
    const strikes = await screen.findByLabelText(/Strikes before a number is restricted/, {}, SLOW);
    await waitFor(() => expect((strikes as HTMLInputElement).value).toBe('2'), SLOW);
    fireEvent.click(screen.getByLabelText('not order at all'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), SLOW);
    expect(vi.mocked(dataProvider.update).mock.calls[0][1]).toMatchObject({ data: { atStrikeLimit: 'blocked' } });
  });

  it('shows a manager the limits without a Save button', async () => {
    renderAs(
      'delivery_manager',
      <SettingsPage />,
      fakeDataProvider({ getOne: vi.fn(async () => ({ data: settings })) }),
    );
    await screen.findByText('Only the owner (super admin or admin) can change these limits.', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('the block list', () => {
  it('lists a number with its strikes and state, and clears it after asking', { timeout: 20_000 }, async () => {
    const entry = {
      id: '9876500000',
      phone: '9876500000',
      strikes: 2,
      totalStrikes: 2,
      lastStrikeAt: '2026-11-20T10:00:00.000Z',
      lastOrderAt: '2026-11-20T09:30:00.000Z',
      clearedAt: null,
      clearedByName: null,
      state: 'upi_only',
    };
    const dataProvider = fakeDataProvider({ getList: vi.fn(async () => ({ data: [entry], total: 1 })) });
    renderAs('admin', <BlocklistList />, dataProvider);
    await screen.findByText('UPI paid first only', {}, SLOW);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Clear 9876500000?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), SLOW);
    expect(vi.mocked(dataProvider.update).mock.calls[0]).toEqual([
      'blocklist',
      expect.objectContaining({ id: '9876500000', data: { cleared: true } }),
    ]);
  });
});

describe("an order's prank panel", () => {
  const held = {
    id: 12,
    orderId: 'ORD-000012',
    customerInfo: { name: 'Kamla', phone: '9876500001' },
    status: 'placed',
    holdReason: 'over_limit',
    toConfirm: true,
    confirmedAt: null,
    confirmedBy: null,
    confirmedByName: null,
    fakeAt: null,
    fakeBy: null,
    fakeByName: null,
    fakeReason: null,
  } as unknown as Order;

  it('says why a held order waits and confirms it with the confirm command', async () => {
    const confirmOrder = vi.fn(async () => ({ data: { ...held, toConfirm: false }, message: 'Order confirmed.' }));
    const dataProvider = fakeDataProvider({ confirmOrder });
    renderAs('admin', <TrustPanel order={held} />, dataProvider);
    expect(screen.getByText(/Held: cash order over the limit/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(confirmOrder).toHaveBeenCalledWith(12), SLOW);
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('shows who confirmed it and who marked it fake', () => {
    const done = {
      ...held,
      toConfirm: false,
      status: 'cancelled',
      confirmedAt: '2026-11-20T10:00:00.000Z',
      confirmedBy: 'vendor',
      confirmedByName: 'Ramesh Yadav',
      fakeAt: '2026-11-20T11:00:00.000Z',
      fakeBy: 'delivery',
      fakeByName: 'Sonu',
      fakeReason: 'Fake / no one there',
    } as unknown as Order;
    renderAs('admin', <TrustPanel order={done} />, fakeDataProvider());
    expect(screen.getByText(/confirmed .* by Ramesh Yadav, kitchen/)).toBeTruthy();
    expect(screen.getByText(/Marked fake .* by Sonu, rider: Fake \/ no one there/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fake / no one there' })).toBeNull();
  });
});
