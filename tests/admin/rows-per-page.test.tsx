// @vitest-environment jsdom
/** The orders list lets the owner choose how many rows a page shows; the list asks for that many. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { List, DataTable } from 'react-admin';
import { ListPagination } from '../../admin/common';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

describe('rows per page', () => {
  it('offers the choices, asks the server for the chosen number, and keeps Page X of Y', async () => {
    const getList = vi.fn(async (_resource: string, params: { pagination: { perPage: number } }) => ({
      data: Array.from({ length: params.pagination.perPage }, (_, i) => ({ id: i + 1, name: `Order ${i + 1}` })),
      total: 60,
    }));
    renderAdmin(
      <List
        resource="orders"
        perPage={5}
        pagination={<ListPagination rowsPerPageOptions={[5, 10, 25, 50]} />}
        disableSyncWithLocation
      >
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="name" />
        </DataTable>
      </List>,
      fakeDataProvider({ getList }),
    );
    const select = await screen.findByLabelText('Rows per page');
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['5', '10', '25', '50']);
    expect(screen.getByText('Page 1 of 12')).toBeTruthy();
    fireEvent.change(select, { target: { value: '25' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'orders',
        expect.objectContaining({ pagination: { page: 1, perPage: 25 } }),
      ),
    );
    await screen.findByText('Page 1 of 3');
  });
});
