// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { i18nProvider } from '../../admin/i18n';
import { AdminLiveProvider, LiveIndicator, NewOrderAlert } from '../../admin/orders/live';
import { riderOptions } from '../../admin/orders/RiderSelect';
import { whatsappMessage } from '../../admin/orders/OrderDetails';
import { phoneOrderBody, quoteTotals } from '../../admin/orders/OrderCreate';
import { OrderTicket } from '../../admin/orders/OrderTicket';
import { rememberPlacedHere } from '../../admin/orders/placedHere';
import { formatIndianDateTime, orderTimeLines, telHref, whatsappHref } from '../../admin/orders/format';
import type { ServerEvent, StreamStatus, SubscribeOptions } from '../../shared/browser/eventStream';
import type { Order } from '../../admin/orders/types';
import { Route, Routes } from 'react-router-dom';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

const t = i18nProvider.translate;
const order = (extra: Partial<Order> = {}): Order =>
  ({
    id: 464,
    _id: 464,
    orderId: 'ORD-000464',
    createdAt: '2026-11-22T14:15:00.000Z',
    updatedAt: '2026-11-22T14:15:00.000Z',
    customerInfo: { name: 'Sita Devi', phone: '9876543210' },
    restaurant: { id: 1, _id: 1, name: 'Gaon Rasoi' },
    status: 'placed',
    deliveryPerson: null,
    items: [{ name: 'Village Thali', quantity: 2, price: 180 }],
    subtotal: 360,
    deliveryCharge: 30,
    totalAmount: 390,
    printCount: 0,
    source: 'online',
    fulfilment: 'delivery',
    villageId: 3,
    villageName: 'Janghai',
    address: 'House 12',
    landmark: 'Near the temple',
    note: 'Less spicy',
    paymentMethod: 'cash',
    paymentStatus: 'cash_on_delivery',
    utr: null,
    discount: 0,
    couponCode: null,
    ...extra,
  }) as Order;

describe('desk formats', () => {
  it('dates in Indian order, tel: and wa.me links with +91', () => {
    expect(formatIndianDateTime('2026-11-22T14:15:00.000Z')).toBe('22/11/2026, 7:45 pm');
    expect(telHref('98765 43210')).toBe('tel:+919876543210');
    expect(whatsappHref('9876543210', 'Hi there')).toBe('https://wa.me/919876543210?text=Hi%20there');
  });
  it("the list's time column: today's time alone, an earlier day's short date above it", () => {
    // 00:20 on 28 Nov in India: an order from 22:38 the evening before is yesterday's.
    const now = Date.parse('2026-11-27T18:50:00.000Z');
    expect(orderTimeLines('2026-11-27T18:45:00.000Z', now, 'en-IN')).toEqual(['12:15 am']);
    expect(orderTimeLines('2026-11-27T17:08:00.000Z', now, 'en-IN')).toEqual(['27 Nov', '10:38 pm']);
    expect(orderTimeLines('2025-12-31T10:00:00.000Z', now, 'en-IN')).toEqual(['31 Dec 2025', '3:30 pm']);
  });
  it('WhatsApp text says the status in words, with the rider and their phone', () => {
    const out = order({
      status: 'out_for_delivery',
      deliveryPerson: { id: 5, _id: 5, name: 'Ramesh', removed: false },
    });
    expect(whatsappMessage(out, t, '9811111111')).toBe(
      'Your order ORD-000464 is out for delivery with Ramesh, 9811111111.',
    );
    expect(whatsappMessage(order({ status: 'preparing' }), t)).toBe('Your order ORD-000464 is being prepared.');
  });
  it('riders on leave are not offered (unless already on the order)', () => {
    const riders = [
      { id: 1, name: 'A', status: 'active' as const },
      { id: 2, name: 'B', status: 'on_leave' as const },
      { id: 3, name: 'C', status: 'on_delivery' as const },
    ];
    expect(riderOptions(riders, null).map((r) => r.id)).toEqual([1, 3]);
    expect(riderOptions(riders, 2).map((r) => r.id)).toEqual([1, 2, 3]);
  });
  it('riders waiting for approval are not offered', () => {
    const riders = [
      { id: 1, name: 'A', status: 'active' as const, approved: true },
      { id: 4, name: 'Self Rider', status: 'active' as const, approved: false },
    ];
    expect(riderOptions(riders, null).map((r) => r.id)).toEqual([1]);
  });
  it('a phone order is the body of POST /api/orders; totals as the site prices them', () => {
    const menu = {
      dishes: [{ id: 7, price: 180 }],
      deliveryAreas: [{ id: 3, name: 'Janghai', deliveryCharge: 30, minimumOrder: 0 }],
    } as never;
    const values = {
      customer: { name: 'Sita', phone: '9876543210' },
      fulfilment: 'pickup' as const,
      villageId: 3,
      address: 'x',
      items: [{ dishId: 7, quantity: 2 }, {}],
    };
    expect(phoneOrderBody(values)).toEqual({
      customer: { name: 'Sita', phone: '9876543210' },
      fulfilment: 'pickup',
      villageId: null,
      address: null,
      landmark: null,
      note: null,
      items: [{ dishId: 7, quantity: 2 }],
      paymentMethod: 'cash',
    });
    expect(quoteTotals(values, menu)).toEqual({ subtotal: 360, deliveryCharge: 0, tax: 0, total: 360 });
    expect(phoneOrderBody({ ...values, couponCode: ' newuser ' })).toMatchObject({ couponCode: 'newuser' });
    // An order for later: the form's India wall-clock time goes with its zone; empty is as soon as possible.
    expect(phoneOrderBody({ ...values, scheduledFor: '2026-03-10T19:30' })).toMatchObject({
      scheduledFor: '2026-03-10T19:30:00+05:30',
    });
    expect(phoneOrderBody({ ...values, scheduledFor: '' })).not.toHaveProperty('scheduledFor');
    expect(quoteTotals({ ...values, fulfilment: 'delivery' }, menu)).toEqual({
      subtotal: 360,
      deliveryCharge: 30,
      tax: 0,
      total: 390,
    });
    // A kitchen whose prices exclude GST: 5% on food and delivery, to the paisa, as the server adds it.
    const taxed = { ...(menu as object), kitchen: { gstOnTopPercent: 5 } } as never;
    expect(quoteTotals({ ...values, fulfilment: 'delivery' }, taxed)).toEqual({
      subtotal: 360,
      deliveryCharge: 30,
      tax: 19.5,
      total: 409.5,
    });
  });
});

describe('live desk', () => {
  it('a new order rings (alert) until it is accepted; the indicator says live or reconnecting', async () => {
    let options!: SubscribeOptions;
    const subscribe = vi.fn((o: SubscribeOptions) => {
      options = o;
      return () => undefined;
    });
    renderAdmin(
      <AdminLiveProvider subscribe={subscribe}>
        <LiveIndicator />
        <NewOrderAlert />
      </AdminLiveProvider>,
      fakeDataProvider(),
    );
    expect(subscribe).toHaveBeenCalledOnce();
    expect(options.url).toBe('/api/admin/events');
    const status = (s: StreamStatus) => act(() => options.onStatus!(s));
    const emit = (event: ServerEvent) => act(() => options.onEvent(event));
    await status('live');
    expect(screen.getByTestId('live-indicator').textContent).toBe('Live');
    await status('reconnecting');
    expect(screen.getByTestId('live-indicator').textContent).toBe('Reconnecting…');
    expect(screen.queryByTestId('new-order-alert')).toBeNull();
    await emit({ id: '1', event: 'order.created', data: JSON.stringify(order()) });
    expect(screen.getByTestId('new-order-alert').textContent).toContain('New order waiting: ORD-000464');
    await emit({ id: '2', event: 'order.updated', data: JSON.stringify(order({ status: 'accepted' })) });
    await waitFor(() => expect(screen.queryByTestId('new-order-alert')).toBeNull());
  });

  it('silencing keeps the order new but stops the alert', async () => {
    let options!: SubscribeOptions;
    renderAdmin(
      <AdminLiveProvider subscribe={(o) => ((options = o), () => undefined)}>
        <NewOrderAlert />
      </AdminLiveProvider>,
      fakeDataProvider(),
    );
    await act(() => options.onEvent({ id: '1', event: 'order.created', data: JSON.stringify(order()) }));
    await act(() => screen.getByRole('button', { name: 'Silence' }).click());
    expect(screen.queryByTestId('new-order-alert')).toBeNull();
  });

  it("a phone order this screen just placed does not ring here as waiting; another admin's does", async () => {
    let options!: SubscribeOptions;
    renderAdmin(
      <AdminLiveProvider subscribe={(o) => ((options = o), () => undefined)}>
        <NewOrderAlert />
      </AdminLiveProvider>,
      fakeDataProvider(),
    );
    rememberPlacedHere(900);
    await act(() =>
      options.onEvent({
        id: '1',
        event: 'order.created',
        data: JSON.stringify(order({ id: 900, orderId: 'ORD-000900', source: 'phone' })),
      }),
    );
    expect(screen.queryByTestId('new-order-alert')).toBeNull();
    await act(() =>
      options.onEvent({
        id: '2',
        event: 'order.created',
        data: JSON.stringify(order({ id: 901, orderId: 'ORD-000901', source: 'phone' })),
      }),
    );
    expect(screen.getByTestId('new-order-alert').textContent).toContain('ORD-000901');
    expect(screen.getByTestId('new-order-alert').textContent).not.toContain('ORD-000900');
  });
});

describe('kitchen ticket', () => {
  /** The ticket of one order, as /orders/:id/ticket shows it. */
  async function ticketOf(shown: ReturnType<typeof order>) {
    renderAdmin(
      <Routes>
        <Route path="/orders/:id/ticket" element={<OrderTicket />} />
      </Routes>,
      fakeDataProvider({ getOne: vi.fn(async () => ({ data: shown })) }),
      '/orders/464/ticket',
    );
    return screen.findByTestId('kitchen-ticket');
  }

  it('shows every field and the cash to collect', async () => {
    const ticket = await ticketOf(order());
    for (const text of [
      'ORD-000464',
      '22/11/2026, 7:45 pm',
      'DELIVERY',
      'Sita Devi',
      '9876543210',
      'Janghai',
      'House 12',
      'Near the temple',
      'Less spicy',
      '2 × Village Thali',
      '₹360.00',
      '₹30.00',
      'Cash to collect ₹390.00',
    ]) {
      expect(ticket.textContent).toContain(text);
    }
    expect(ticket.getAttribute('data-paper')).toBe('80');
    expect(ticket.textContent).not.toContain('Coupon');
  });

  it('shows the coupon and its discount, and the cash after it', async () => {
    const ticket = await ticketOf(order({ discount: 54, couponCode: 'THALI15', totalAmount: 336 }));
    for (const text of ['Coupon THALI15', '− ₹54.00', 'Cash to collect ₹336.00'])
      expect(ticket.textContent).toContain(text);
  });
});
