// @vitest-environment jsdom
/** The restaurant list says each kitchen's hours and whether it takes orders right now. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { RestaurantList } from '../../admin/restaurants/RestaurantList';
import type { Restaurant } from '../../admin/restaurants/types';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

const restaurant = (id: number, name: string, extra: Partial<Restaurant>): Restaurant =>
  ({
    id,
    _id: id,
    name,
    address: 'Main Road',
    fullAddress: null,
    cuisine: 'Thali',
    isActive: true,
    image: null,
    commissionRate: 10,
    ownerId: null,
    ownerName: null,
    villageId: null,
    villageName: null,
    menu: [],
    opensAt: '11:00',
    closesAt: '23:00',
    isStorefront: false,
    createdAt: '2026-01-01T00:00:00Z',
    ...extra,
  }) as Restaurant;

describe('restaurant list hours', () => {
  it('shows the hours, Open now for an online kitchen within them, Closed now otherwise', async () => {
    const getList = vi.fn(async () => ({
      data: [
        restaurant(1, 'Round The Clock', { opensAt: '00:00', closesAt: '24:00' }),
        restaurant(2, 'Switched Off', { opensAt: '11:00', closesAt: '23:00', isActive: false }),
      ],
      total: 2,
    }));
    renderAdmin(<RestaurantList />, fakeDataProvider({ getList }), '/restaurants');
    const rows = await screen.findAllByTestId('restaurant-hours');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Round the clock')).toBeTruthy();
    expect(within(rows[1]!).getByText('11:00 AM–11:00 PM')).toBeTruthy();
    expect(within(rows[0]!).getByText('Open now')).toBeTruthy();
    expect(within(rows[1]!).getByText('Closed now')).toBeTruthy();
  });
});
