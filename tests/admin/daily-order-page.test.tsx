// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DailyOrderPage } from '../../admin/daily-order';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

const restaurants = [
  { id: 3, name: 'Sangam Kinare Rasoi', cuisine: 'North Indian' },
  { id: 4, name: 'Bhola Ki Rasoi', cuisine: 'Thali' },
];
const orders = [{ id: 11, orderId: 'ORD-1011', createdAt: '2026-11-20T07:00:00.000Z', totalAmount: 305, status: 'delivered' }];

const provider = () =>
  fakeDataProvider({
    getList: vi.fn(async (resource: string, params: { filter: { restaurantId?: string } }) => {
      if (resource === 'restaurants') return { data: restaurants, total: restaurants.length };
      const rows = params.filter.restaurantId === '3' ? orders : [];
      return { data: rows, total: rows.length };
    }),
  });

const ordersCalls = (dataProvider: ReturnType<typeof provider>) => vi.mocked(dataProvider.getList).mock.calls.filter(([resource]) => resource === 'orders');

describe('Daily Order filters in the URL', () => {
  it('opens the restaurant and day the URL names', async () => {
    const dataProvider = provider();
    renderAdmin(<DailyOrderPage />, dataProvider, `/daily-order?filter=${encodeURIComponent(JSON.stringify({ restaurantId: '3', date: '2026-11-20' }))}`);
    await screen.findByRole('heading', { name: /^Orders of Sangam Kinare Rasoi on .*20/ });
    await screen.findByText('ORD-1011');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-20');
    expect(ordersCalls(dataProvider).at(-1)![1]).toMatchObject({ filter: { restaurantId: '3', date: '2026-11-20' } });
  });

  it('asks for no orders until a restaurant is chosen, then for its orders of the day', async () => {
    const dataProvider = provider();
    renderAdmin(<DailyOrderPage />, dataProvider, '/daily-order');
    await screen.findByText('Choose a restaurant to see its orders.');
    await screen.findByRole('button', { name: /Bhola Ki Rasoi/ });
    expect(ordersCalls(dataProvider)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: /Bhola Ki Rasoi/ }));
    await screen.findByText('No orders found for this restaurant.');
    await waitFor(() => expect(ordersCalls(dataProvider).at(-1)![1]).toMatchObject({ filter: { restaurantId: '4' } }));
  });
});
