// @vitest-environment jsdom
/**
 * Every admin screen renders inside react-admin's AdminContext (in-memory store, fake data
 * provider) and shows its heading and the data the provider answers.
 */
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Routes, Route } from 'react-router-dom';
import users from '../../admin/users';
import restaurants from '../../admin/restaurants';
import orders from '../../admin/orders';
import deliveryStaff from '../../admin/delivery-staff';
import villages from '../../admin/villages';
import onboarding from '../../admin/onboarding';
import coupons from '../../admin/coupons';
import support from '../../admin/support';
import notifications from '../../admin/notifications';
import { Dashboard } from '../../admin/dashboard';
import { EarningsPage } from '../../admin/earnings';
import { DailyOrderPage } from '../../admin/daily-order';
import { AnalyticsPage } from '../../admin/analytics';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

beforeAll(() => {
  // MUI's useMediaQuery and recharts' ResponsiveContainer ask the browser about the screen.
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
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
});
afterEach(cleanup);

const RECORDS: Record<string, object[]> = {
  users: [{ id: 1, name: 'Asha Devi', email: 'asha@example.com', phone: '9876543210', role: 'vendor' }],
  restaurants: [
    { id: 1, name: 'Maa Ki Rasoi', address: 'Janghai Bazaar', cuisine: 'Awadhi', isActive: true, menu: [] },
  ],
  orders: [
    {
      id: 1,
      orderId: 'ORD-1001',
      createdAt: '2026-03-01T10:00:00Z',
      customerInfo: { name: 'Ravi Kumar', phone: '9876500000' },
      restaurant: { name: 'Maa Ki Rasoi' },
      status: 'placed',
      deliveryPerson: null,
      items: [],
      totalAmount: 180,
    },
  ],
  'delivery-staff': [
    {
      id: 2,
      name: 'Anil Pal',
      phone: '9000000001',
      email: 'anil@example.com',
      vehicleNumber: 'UP70 AB 1234',
      status: 'on_delivery',
    },
  ],
  villages: [
    {
      id: 1,
      name: 'Janghai',
      deliveryZone: 'Zone A',
      assignedRestaurants: ['Maa Ki Rasoi'],
      assignedRestaurantIds: [1],
      orderVolume: 12,
    },
  ],
  onboarding: [
    {
      id: 1,
      name: 'Bhola Ki Rasoi',
      owner: 'Bhola Nath',
      phone: '9876543211',
      address: 'Jhunsi',
      cuisine: 'Thali',
      status: 'pending',
    },
  ],
  coupons: [
    {
      id: 1,
      code: 'GAON10',
      discount: 10,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      usageLimit: 500,
      used: 3,
      applicableVillages: [],
      applicableRestaurants: [],
      status: 'active',
    },
  ],
  support: [
    {
      id: 1,
      customer: 'Sunita Verma',
      type: 'Complaint',
      message: 'Cold thali',
      status: 'open',
      response: null,
      createdAt: '2026-03-01T10:00:00Z',
    },
  ],
  notifications: [
    {
      id: 1,
      message: 'Holi thali offer',
      target: 'all',
      targetValue: null,
      scheduledAt: '2030-03-01T10:00:00Z',
      status: 'scheduled',
    },
  ],
};

const provider = (overrides: Record<string, unknown> = {}) =>
  fakeDataProvider({
    getList: vi.fn(async (resource: string) => ({
      data: RECORDS[resource] ?? [],
      total: (RECORDS[resource] ?? []).length,
    })),
    getOne: vi.fn(async (resource: string, params: { id: unknown }) => ({
      data: (RECORDS[resource] ?? []).find((r) => (r as { id: unknown }).id === Number(params.id)),
    })),
    getDashboard: vi.fn(async () => ({
      totalRestaurants: 4,
      totalVendors: 3,
      totalDeliveryPersons: 2,
      totalOrders: 40,
      totalRevenue: 9000,
      totalAdminEarnings: 900,
      orderStatusCounts: {},
    })),
    getAnalytics: vi.fn(async () => ({
      dailyOrders: [{ date: '2026-03-01', orders: 3, revenue: 540 }],
      topRestaurants: [{ name: 'Maa Ki Rasoi', orders: 3 }],
      topDishes: [{ name: 'Village Thali', orders: 3 }],
      ordersByVillage: [{ village: 'Janghai', orders: 3 }],
      activeUsers: 1234,
      newSignups: 5,
      repeatCustomers: 2,
    })),
    getEarnings: vi.fn(async () => ({
      totalEarnings: 900,
      totalRevenue: 9000,
      totalOrders: 40,
      summary: {
        totalCommissionEarnings: 800,
        totalDeliveryCharges: 100,
        averageCommissionRate: 10,
        deliveryChargePerOrder: 30,
      },
      earningsBreakdown: [
        {
          restaurantName: 'Maa Ki Rasoi',
          totalOrders: 40,
          totalRevenue: 9000,
          commissionRate: 10,
          totalCommission: 800,
          totalDeliveryCharges: 100,
          totalEarnings: 900,
        },
      ],
    })),
    ...overrides,
  });

/** A resource's list screen at its own path, as react-admin mounts it. */
function renderResource({ name, list: List }: { name: string; list: ComponentType }, path = `/${name}`) {
  return renderAdmin(
    <Routes>
      <Route path={`/${name}/*`} element={<List />} />
    </Routes>,
    provider(),
    path,
  );
}

describe('every admin screen renders in AdminContext', () => {
  it.each([
    { resource: users, heading: 'User Management', text: 'Asha Devi' },
    { resource: restaurants, heading: 'Restaurant Management', text: 'Maa Ki Rasoi' },
    { resource: orders, heading: 'Order Management', text: 'Ravi Kumar' },
    { resource: deliveryStaff, heading: 'Delivery Staff Management', text: 'Anil Pal' },
    { resource: villages, heading: 'Village/Area Management', text: 'Zone A' },
    { resource: onboarding, heading: 'Restaurant Onboarding', text: 'Bhola Nath' },
    { resource: coupons, heading: 'Coupon & Promotion Management', text: 'GAON10' },
    { resource: support, heading: 'Support & Feedback', text: 'Cold thali' },
    { resource: notifications, heading: 'Notifications & Announcements', text: 'Holi thali offer' },
  ])('the $heading list', async ({ resource, heading, text }) => {
    renderResource(resource as never);
    await screen.findByRole('heading', { name: heading, level: 1 });
    await screen.findByText(text, undefined, { timeout: 3000 });
  });

  it('opens an order from its URL', async () => {
    renderResource(orders as never, '/orders/1');
    await screen.findByRole('dialog');
    await screen.findAllByText('Ravi Kumar');
  });

  it('opens a restaurant from its URL', async () => {
    renderResource(restaurants as never, '/restaurants/1');
    await screen.findByText('Details: Maa Ki Rasoi');
  });

  it('the dashboard counts what the provider answers', async () => {
    renderAdmin(<Dashboard />, provider());
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await screen.findByTestId('count-orders');
    // The spec's labels stay; a caption says what each counts.
    expect(screen.getByText('Vendors and delivery staff')).toBeTruthy();
    expect(screen.getByText('Commission plus delivery fees, all time')).toBeTruthy();
  });

  it("the dashboard shows today's plates left per counted dish, a sold-out one as sold out", async () => {
    const dish = { restaurantId: 1, restaurantName: 'Maa Ki Rasoi', nameHi: null, lowAt: 5 };
    renderAdmin(
      <Dashboard />,
      provider({
        getDashboard: vi.fn(async () => ({
          totalRestaurants: 1,
          totalVendors: 1,
          totalDeliveryPersons: 1,
          totalOrders: 3,
          totalRevenue: 900,
          totalAdminEarnings: 90,
          orderStatusCounts: {},
          portions: [
            { ...dish, dishId: 1, name: 'Kheer', portionsLeft: 0 },
            { ...dish, dishId: 2, name: 'Dal Tadka', portionsLeft: 40 },
          ],
        })),
      }),
    );
    const card = await screen.findByTestId('portions-left');
    expect(card.textContent).toContain('Plates left today');
    expect(card.textContent).toContain('Kheer: sold out');
    expect(card.textContent).toContain('Dal Tadka: 40 left');
  });

  it("the dashboard splits today's takings into cash and UPI, and names the UPI not yet confirmed", async () => {
    const today = {
      date: '2026-03-01',
      orders: 9,
      delivered: 4,
      takings: 1530.5,
      cashTakings: 900,
      upiTakings: 630.5,
      upiAwaiting: 210,
      waiting: 1,
      oldestWaitingAt: null,
      inPreparation: 2,
      outForDelivery: 1,
    };
    renderAdmin(
      <Dashboard />,
      provider({
        getDashboard: vi.fn(async () => ({
          totalRestaurants: 4,
          totalVendors: 3,
          totalDeliveryPersons: 2,
          totalOrders: 40,
          totalRevenue: 9000,
          totalAdminEarnings: 900,
          orderStatusCounts: {},
          today,
        })),
      }),
    );
    expect((await screen.findByTestId('today-takings')).textContent).toBe('₹1,530.50');
    expect(screen.getByTestId('today-takings-split').textContent).toBe('Cash ₹900.00, UPI ₹630.50');
    expect(screen.getByTestId('today-upi-awaiting').textContent).toBe('₹210.00 of the UPI awaiting confirmation');
  });

  it('the earnings screen shows the breakdown', async () => {
    renderAdmin(<EarningsPage />, provider());
    await screen.findByText('Maa Ki Rasoi', undefined, { timeout: 3000 });
    expect(screen.getByText('Commission plus delivery fees')).toBeTruthy();
  });

  it('Daily Order lists the restaurants', async () => {
    renderAdmin(<DailyOrderPage />, provider());
    await screen.findByText('Maa Ki Rasoi', undefined, { timeout: 3000 });
  });

  it('Analytics shows its counters', async () => {
    renderAdmin(<AnalyticsPage />, provider());
    await screen.findByText('New Signups (this week)', undefined, { timeout: 3000 });
    await screen.findByText('1,234');
    // Active Users are customers (the dashboard's Users are vendors and riders); Top Dishes counts portions.
    expect(screen.getByText('Customers who ordered in the last 30 days')).toBeTruthy();
    expect(screen.getByText('Customers with 2 or more orders')).toBeTruthy();
    expect(screen.getByText('Portions sold')).toBeTruthy();
  });
});
