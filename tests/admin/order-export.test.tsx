// @vitest-environment jsdom
/**
 * The orders' "Export": the orders the list shows (its filters, a day's when opened from a day),
 * in a file named after the India date the server gives it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ListBase } from 'react-admin';
import { OrderExportButton } from '../../admin/orders/OrderExportButton';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

const saved: string[] = [];
beforeEach(() => {
  // 1:30 AM on 2 December in India: still 1 December in UTC.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T20:00:00Z'));
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:orders');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.restoreAllMocks();
});

function showList(path: string, filename: string | null = 'orders-2026-12-02.csv') {
  const exportOrders = vi.fn(async () => ({ blob: new Blob(['x']), filename }));
  const dataProvider = fakeDataProvider({
    getList: vi.fn(async () => ({ data: [{ id: 1 }], total: 1 })),
    exportOrders,
  });
  renderAdmin(
    <ListBase resource="orders">
      <OrderExportButton />
    </ListBase>,
    dataProvider,
    path,
  );
  return exportOrders;
}

describe("the orders' export", () => {
  it("exports the day's orders when the list was opened from a day, in the file the server names by the India date", async () => {
    const exportOrders = showList(`/orders?filter=${encodeURIComponent(JSON.stringify({ date: '2026-12-02' }))}`);
    const button = await screen.findByRole('button', { name: 'Export' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exportOrders).toHaveBeenCalledWith({ date: '2026-12-02' });
    expect(saved[0]).toBe('orders-2026-12-02.csv');
  });

  it('names the file by the India date when the server gave no name', async () => {
    showList('/orders', null);
    const button = await screen.findByRole('button', { name: 'Export' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual(['orders-2026-12-02.csv']));
  });
});
