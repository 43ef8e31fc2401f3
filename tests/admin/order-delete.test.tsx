// @vitest-environment jsdom
/**
 * Deleting an order: the question names the order and the customer and, since the bill of an
 * order is never lost, says that its bill stays in the register, marked cancelled.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DeleteOrderButton } from '../../admin/orders/OrderList';
import type { Order } from '../../admin/orders/types';
import { i18nProvider } from '../../admin/i18n';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

describe('deleting an order', () => {
  it('says its bill stays in the register, marked cancelled', async () => {
    const remove = vi.fn(async (_resource: string, params: { id: unknown }) => ({ data: { id: params.id } }));
    const order = {
      id: 64,
      orderId: 'ORD-000064',
      billNumber: '2026-27/000064',
      status: 'placed',
      customerInfo: { name: 'Sunita Devi' },
    } as unknown as Order;
    renderAdmin(<DeleteOrderButton order={order} />, fakeDataProvider({ delete: remove }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete order ORD-000064' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete order ORD-000064 for Sunita Devi? Its bill 2026-27/000064 stays in the register, marked cancelled.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalled());
  });

  it('says it in Hindi too', async () => {
    await i18nProvider.changeLocale('hi');
    try {
      expect(i18nProvider.translate('gaon.orders.confirmDeleteBill', { billNumber: '2026-27/000064' })).toBe(
        'इसका बिल 2026-27/000064 रजिस्टर में रहेगा, रद्द के निशान के साथ।',
      );
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
