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
const orders = [
  { id: 11, orderId: 'ORD-1011', createdAt: '2026-11-20T07:00:00.000Z', totalAmount: 305, status: 'delivered' },
];

const provider = () =>
  fakeDataProvider({
    getList: vi.fn(async (resource: string, params: { filter: { restaurantId?: string } }) => {
      if (resource === 'restaurants') return { data: restaurants, total: restaurants.length };
      const rows = params.filter.restaurantId === '3' ? orders : [];
      return { data: rows, total: rows.length };
    }),
  });

const ordersCalls = (dataProvider: ReturnType<typeof provider>) =>
  vi.mocked(dataProvider.getList).mock.calls.filter(([resource]) => resource === 'orders');

describe('Daily Order filters in the URL', () => {
  it('opens the restaurant and day the URL names', async () => {
    const dataProvider = provider();
    renderAdmin(
      <DailyOrderPage />,
      dataProvider,
      `/daily-order?filter=${encodeURIComponent(JSON.stringify({ restaurantId: '3', date: '2026-11-20' }))}`,
    );
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

describe('Daily Order payments', () => {
  it("shows each order's payment and, under the total, the cash and UPI sums", async () => {
    const rows = [
      {
        id: 11,
        orderId: 'ORD-1011',
        createdAt: '2026-11-20T07:00:00.000Z',
        totalAmount: 305,
        status: 'delivered',
        paymentMethod: 'cash',
        paymentStatus: 'cash_on_delivery',
        fulfilment: 'delivery',
      },
      {
        id: 12,
        orderId: 'ORD-1012',
        createdAt: '2026-11-20T08:00:00.000Z',
        totalAmount: 210,
        status: 'delivered',
        paymentMethod: 'upi',
        paymentStatus: 'awaiting_upi',
        fulfilment: 'delivery',
      },
      {
        id: 13,
        orderId: 'ORD-1013',
        createdAt: '2026-11-20T09:00:00.000Z',
        totalAmount: 180.5,
        status: 'delivered',
        paymentMethod: 'upi',
        paymentStatus: 'paid',
        fulfilment: 'pickup',
      },
      {
        id: 14,
        orderId: 'ORD-1014',
        createdAt: '2026-11-20T10:00:00.000Z',
        totalAmount: 99,
        status: 'preparing',
        paymentMethod: 'cash',
        paymentStatus: 'cash_on_delivery',
        fulfilment: 'pickup',
      },
    ];
    const dataProvider = fakeDataProvider({
      getList: vi.fn(async (resource: string) =>
        resource === 'restaurants'
          ? { data: restaurants, total: restaurants.length }
          : {
              data: rows,
              total: rows.length,
              meta: {
                totalAmount: 695.5,
                totalAmountOf: 'delivered',
                totalAmountOrders: 3,
                cashAmount: 305,
                upiAmount: 390.5,
                upiAwaitingAmount: 210,
                // The money taken that day (a party's advance for a later day among it).
                received: { cash: 405, upi: 6690.5, upiToCheck: 210, credit: 0, refunded: 0 },
                advances: [
                  {
                    id: 31,
                    orderId: 'ORD-000031',
                    partyRequestId: 12,
                    partyCode: 'PTY-000012',
                    method: 'upi',
                    amount: 6300,
                    utr: '410000000031',
                    at: '2026-11-20T06:00:00.000Z',
                    checked: true,
                    partyAt: '2026-12-05T07:30:00.000Z',
                  },
                ],
              },
            },
      ),
    });
    renderAdmin(
      <DailyOrderPage />,
      dataProvider,
      `/daily-order?filter=${encodeURIComponent(JSON.stringify({ restaurantId: '3', date: '2026-11-20' }))}`,
    );
    await screen.findByText('ORD-1012');
    expect(screen.getAllByTestId('daily-payment').map((cell) => cell.textContent)).toEqual([
      'Cash — paid',
      'UPI — awaiting confirmation',
      'UPI — paid',
      'Cash at pickup',
    ]);
    expect(screen.getByTestId('daily-by-method').textContent).toBe('Cash ₹305.00, UPI ₹390.50');
    expect(screen.getByTestId('daily-upi-awaiting').textContent).toBe('₹210.00 of the UPI awaiting confirmation');
    // The money received that day, by the day it was taken, with the party advance that came in.
    expect(screen.getByTestId('daily-received-split').textContent).toBe('Cash ₹405.00, UPI ₹6,690.50');
    expect(screen.getByTestId('daily-advances').textContent).toBe(
      'PTY-000012 (ORD-000031): UPI ₹6,300.00, party on 5 Dec 2026 · UTR 410000000031',
    );
  });
});
