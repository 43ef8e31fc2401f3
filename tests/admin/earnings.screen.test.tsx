// @vitest-environment jsdom
import { afterEach, describe, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { EarningsPage } from '../../admin/earnings/EarningsPage';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

describe('earnings screen', () => {
  it('renders the breakdown', async () => {
    const getEarnings = vi.fn(async () => ({ totalEarnings: 10, totalRevenue: 100, totalOrders: 2, summary: { totalCommissionEarnings: 5, totalDeliveryCharges: 5, averageCommissionRate: 10, deliveryChargePerOrder: 30 }, earningsBreakdown: [{ restaurantName: 'Maa Ki Rasoi', totalOrders: 2, totalRevenue: 100, commissionRate: 10, totalCommission: 5, totalDeliveryCharges: 5, totalEarnings: 10 }] }));
    renderAdmin(<EarningsPage />, fakeDataProvider({ getEarnings }));
    await screen.findByText('Maa Ki Rasoi', undefined, { timeout: 3000 });
  });
});
