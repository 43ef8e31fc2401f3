// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../../admin/i18n';
import { SupportList } from '../../../admin/support/SupportList';

afterEach(cleanup);

const coupons: object[] = [
  { id: 1, code: 'GAON10', discount: 10, validFrom: '2026-01-01', validTo: '2026-12-31', usageLimit: 500, used: 143, applicableVillages: [], applicableRestaurants: [], status: 'active' },
  { id: 2, code: 'HOLI25', discount: 25, validFrom: '2026-03-01', validTo: '2026-03-10', usageLimit: 300, used: 300, applicableVillages: ['Janghai'], applicableRestaurants: [], status: 'inactive' },
];

function fakeProvider(overrides: Record<string, unknown> = {}) {
  return {
    getList: vi.fn(async () => ({ data: coupons, total: coupons.length })),
    getOne: vi.fn(),
    getMany: vi.fn(),
    getManyReference: vi.fn(),
    create: vi.fn(async (_resource: string, params: { data: object }) => ({ data: { id: 9, used: 0, ...params.data } })),
    update: vi.fn(async (_resource: string, params: { id: number; data: object }) => ({ data: { ...coupons[0], ...params.data, id: params.id } })),
    updateMany: vi.fn(),
    delete: vi.fn(async () => ({ data: coupons[0] })),
    deleteMany: vi.fn(),
    ...overrides,
  } as unknown as DataProvider;
}

const renderScreen = (ui: React.ReactNode, dataProvider: DataProvider) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      {ui}
    </AdminContext>,
  );

describe('support screen', () => {
  const tickets = [
    { id: 1, customer: 'Sunita Verma', type: 'Complaint', message: 'Cold thali', status: 'open', response: null, createdAt: '2026-03-01T10:00:00Z' },
    { id: 2, customer: 'Rakesh Tiwari', type: 'Feedback', message: 'Lovely', status: 'closed', response: 'Thanks!', createdAt: '2026-03-02T10:00:00Z' },
  ];

  it('offers reply and close only on open tickets; a blank reply is refused', async () => {
    const replyToTicket = vi.fn(async () => ({ success: true }));
    const dataProvider = fakeProvider({ getList: vi.fn(async () => ({ data: tickets, total: 2 })), replyToTicket });
    renderScreen(<SupportList />, dataProvider);
    await screen.findByText('Cold thali');
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Close ticket of/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send and close' }));
    await within(dialog).findByText('Reply cannot be empty.');
    expect(replyToTicket).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Response'), { target: { value: '  On its way  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send and close' }));
    await waitFor(() => expect(replyToTicket).toHaveBeenCalledWith(1, 'On its way'));
  });
});
