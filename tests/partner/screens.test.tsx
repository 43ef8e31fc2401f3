// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, type DataProvider } from 'react-admin';
import { createI18nProvider } from '../../partner/i18n';
import { englishTranslations } from '../../partner/i18n/en';

// The app fetches its language before it starts (partner/i18n/index.ts); here English is at hand.
const i18nProvider = createI18nProvider('en', englishTranslations);
import { LiveOrdersProvider } from '../../partner/events/LiveOrders';
import type { ServerEvent, SubscribeOptions } from '../../shared/browser/eventStream';
import { KitchenOrderList } from '../../partner/kitchen/KitchenOrderList';
import { KitchenMenu } from '../../partner/kitchen/KitchenMenu';
import { KitchenStatusPage } from '../../partner/kitchen/KitchenStatusPage';
import { RiderOrderList } from '../../partner/rider/RiderOrderList';
import { RiderTodayPage } from '../../partner/rider/RiderTodayPage';
import type { PartnerOrder, VendorRestaurant } from '../../partner/providers/types';
import { dish, partnerOrder } from './fixtures';
import { doorUpiLink } from '../../partner/rider/upiAtDoor';
import { upiLink } from '../../shared/upi';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const order = (id: number, status: PartnerOrder['status'], extra: Partial<PartnerOrder> = {}): PartnerOrder =>
  partnerOrder({
    id,
    orderId: `ORD-00000${id}`,
    status,
    customerInfo: { name: `Customer ${id}`, phone: '98765 43210' },
    items: [{ name: 'Village Thali', nameHi: null, quantity: 2, price: 180 }],
    subtotal: 360,
    deliveryCharge: 30,
    totalAmount: 390,
    fulfilment: 'delivery',
    villageName: 'Janghai',
    address: 'House 12, Station Road',
    landmark: 'Near the Shiv temple',
    ...extra,
  });

const restaurants: VendorRestaurant[] = [
  {
    id: 1,
    _id: 1,
    name: 'Gaon Rasoi Janghai',
    nameHi: null,
    address: 'Station Road',
    image: null,
    opensAt: '11:00',
    closesAt: '23:00',
    cuisine: 'Thali',
    isStorefront: true,
    isActive: true,
    busyUntil: null,
    pausedUntil: null,
    maxOrdersPerSlot: null,
    slotMinutes: 15,
    leadMinutes: 30,
    menu: [
      dish({ id: 11, name: 'Village Thali', price: 180, category: 'Thali', available: true }),
      dish({ id: 12, name: 'Kheer', price: 50, available: false }),
      dish({ id: 13, name: 'Dal Tadka', price: 90, portionsLeft: 40 }),
      dish({ id: 14, name: 'Chole', price: 80, available: false, portionsLeft: 0 }),
    ],
  },
];

/** An order command of the data provider: answers the order the card passed, with what the command sets. */
const command = (sets: Partial<PartnerOrder> = {}) =>
  vi.fn(async (id: number, ...rest: unknown[]) => {
    const tap = rest[rest.length - 1] as { previousData?: PartnerOrder } | undefined;
    return { data: { ...tap?.previousData, id, ...sets }, queued: false };
  });

function fakeProvider(rows: PartnerOrder[], overrides: Record<string, unknown> = {}) {
  return {
    getList: vi.fn(async (resource: string, params: { filter?: { status?: string } }) => {
      if (resource === 'restaurants') return { data: restaurants, total: restaurants.length };
      const data = params.filter?.status ? rows.filter((o) => o.status === params.filter!.status) : rows;
      return { data, total: data.length };
    }),
    getOne: vi.fn(async (resource: string, params: { id: number }) => {
      if (resource === 'restaurants')
        return {
          data: {
            id: params.id,
            _id: params.id,
            name: 'Gaon Rasoi Janghai',
            address: 'Station Road, Janghai',
            villageName: 'Janghai',
            phone: '9123456780',
          },
        };
      throw new Error(`no ${resource}`);
    }),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(),
    update: vi.fn(async (_resource: string, params: { id: number; data: object; previousData: object }) => ({
      data: { ...params.previousData, ...params.data, id: params.id },
    })),
    updateMany: vi.fn(),
    create: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    acceptOrder: command({ status: 'accepted' }),
    prepareOrder: command({ status: 'preparing' }),
    markOrderReady: command({ readyAt: '2026-03-01T07:00:00.000Z' }),
    handOverOrder: command({ status: 'delivered' }),
    pickUpOrder: command({ status: 'out_for_delivery' }),
    deliverOrder: command({ status: 'delivered' }),
    cancelOrder: command({ status: 'cancelled' }),
    confirmOrder: command({ toConfirm: false }),
    markOrderFake: command({ status: 'cancelled' }),
    confirmPayment: command({ paymentStatus: 'paid' }),
    getVendorSummary: vi.fn(async () => ({ orders: 14, takings: 5230.5 })),
    getDeliverySummary: vi.fn(async () => ({ deliveries: 6, cashCollected: 2140 })),
    setRiderStatus: vi.fn(async (status: string) => status),
    ...overrides,
  } as unknown as DataProvider & Record<string, ReturnType<typeof vi.fn>>;
}

/** A fake event stream: the test pushes events through `push`. */
function fakeStream() {
  let options: SubscribeOptions | undefined;
  const subscribe = (o: SubscribeOptions) => {
    options = o;
    o.onStatus?.('live');
    return () => undefined;
  };
  const push = (event: ServerEvent) => act(() => options!.onEvent(event));
  return { subscribe, push };
}

function renderScreen(
  ui: ReactNode,
  dataProvider: DataProvider,
  role: 'vendor' | 'delivery' = 'vendor',
  subscribe = fakeStream().subscribe,
) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <LiveOrdersProvider role={role} subscribe={subscribe}>
        {ui}
        <Notification />
      </LiveOrdersProvider>
    </AdminContext>,
  );
}

const card = (orderId: string) => screen.getByRole('article', { name: orderId });

describe('kitchen orders', () => {
  it('shows each order as a card with the policy’s next step and accepts a new order', async () => {
    const dataProvider = fakeProvider([order(1, 'placed'), order(2, 'accepted'), order(3, 'preparing')]);
    renderScreen(<KitchenOrderList />, dataProvider);
    await screen.findByRole('article', { name: 'ORD-000001' });
    expect(within(card('ORD-000001')).getByText('NEW')).toBeTruthy();
    // Every amount with two decimals; the items and the delivery add up to the total; how it is paid.
    expect(within(card('ORD-000001')).getByTestId('money-total').textContent).toBe('Total₹390.00');
    expect(within(card('ORD-000001')).getByTestId('payment-line').textContent).toBe('Cash — due');
    expect(within(card('ORD-000001')).getByText('Village Thali')).toBeTruthy();
    expect(within(card('ORD-000002')).getByRole('button', { name: 'Start preparing' })).toBeTruthy();
    // Preparing: no cancel any more (the policy); a delivery order waits for Ready, then for its rider.
    expect(
      within(card('ORD-000003'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ready', 'Fake / no one there']);
    // The customer is one tap away from the kitchen too.
    expect(
      within(card('ORD-000001')).getByRole('link', { name: 'Call customer 98765 43210' }).getAttribute('href'),
    ).toBe('tel:9876543210');

    fireEvent.click(within(card('ORD-000001')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(dataProvider.acceptOrder).toHaveBeenCalled());
    expect(dataProvider.acceptOrder).toHaveBeenCalledWith(1, {
      previousData: expect.objectContaining({ orderId: 'ORD-000001' }),
    });
    await screen.findByText('Order ORD-000001 accepted');
    // The answer moves the card on as its live event would: no list asked for again.
    await within(card('ORD-000001')).findByRole('button', { name: 'Start preparing' });
  });

  it('shows a held order "To confirm" with the customer’s WhatsApp; Confirm runs its command; Fake asks first', async () => {
    const dataProvider = fakeProvider([order(7, 'placed', { toConfirm: true, holdReason: 'first_order' })]);
    renderScreen(<KitchenOrderList />, dataProvider);
    await screen.findByRole('article', { name: 'ORD-000007' });
    const held = within(card('ORD-000007'));
    expect(held.getByText('To confirm · first order from this number')).toBeTruthy();
    expect(held.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919876543210/,
    );
    expect(held.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Cancel order',
      'Confirm',
      'Accept',
      'Fake / no one there',
    ]);

    fireEvent.click(held.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Order ORD-000007 confirmed');
    expect(vi.mocked(dataProvider.confirmOrder).mock.calls[0][0]).toBe(7);

    fireEvent.click(held.getByRole('button', { name: 'Fake / no one there' }));
    expect(await screen.findByText(/and 98765 ?43210 gets a strike/)).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('What happened? (optional)'), { target: { value: 'Switched off' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark fake' }));
    await screen.findByText('Order ORD-000007 marked fake: the number has a strike');
    expect(vi.mocked(dataProvider.markOrderFake).mock.calls[0].slice(0, 2)).toEqual([7, { reason: 'Switched off' }]);
  });

  it('marks an order ready and hands a pickup order over; a ready delivery order waits for its rider', async () => {
    const dataProvider = fakeProvider([
      order(4, 'preparing', { fulfilment: 'pickup' }),
      order(5, 'preparing', { readyAt: '2026-03-01T07:00:00.000Z' }),
      order(6, 'accepted', { fulfilment: 'pickup', readyAt: '2026-03-01T07:00:00.000Z' }),
    ]);
    renderScreen(<KitchenOrderList />, dataProvider);
    await screen.findByRole('article', { name: 'ORD-000004' });
    expect(
      within(card('ORD-000004'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ready', 'Handed over', 'Fake / no one there']);
    expect(within(card('ORD-000005')).getByText('Ready — waiting for rider')).toBeTruthy();
    // Nothing for the kitchen to do but wait (a no-show can still be marked).
    expect(
      within(card('ORD-000005'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Fake / no one there']);
    expect(within(card('ORD-000006')).getByRole('button', { name: 'Handed over' })).toBeTruthy();

    fireEvent.click(within(card('ORD-000004')).getByRole('button', { name: 'Ready' }));
    await screen.findByText('Order ORD-000004 is ready');
    expect(vi.mocked(dataProvider.markOrderReady).mock.calls[0][0]).toBe(4);
    // Unpaid at the counter: how the customer paid is asked, then the hand-over can be undone for a moment.
    fireEvent.click(within(card('ORD-000006')).getByRole('button', { name: 'Handed over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collected ₹390.00 — cash or UPI?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, collected' }));
    await screen.findByText('Order ORD-000006 handed over');
    // The question's dialog hides the page from assistive tech until it has faded out.
    expect(await screen.findByRole('button', { name: 'Undo' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('flags an order nobody accepted for over 5 minutes in red, with the minutes it waited', async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    renderScreen(
      <KitchenOrderList />,
      fakeProvider([
        order(7, 'placed', { createdAt: minutesAgo(12) }),
        order(8, 'placed', { createdAt: minutesAgo(2) }),
        order(9, 'accepted', { createdAt: minutesAgo(30) }),
      ]),
    );
    await screen.findByRole('article', { name: 'ORD-000007' });
    expect(within(card('ORD-000007')).getByTestId('late-mark').textContent).toBe('Waiting 12 min — accept it');
    expect(within(card('ORD-000008')).queryByTestId('late-mark')).toBeNull();
    expect(within(card('ORD-000009')).queryByTestId('late-mark')).toBeNull();
  });

  it('cancels only with a reason, in a confirm dialog', async () => {
    const dataProvider = fakeProvider([order(2, 'accepted')]);
    renderScreen(<KitchenOrderList />, dataProvider);
    await screen.findByRole('article', { name: 'ORD-000002' });
    fireEvent.click(within(card('ORD-000002')).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel order ORD-000002?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await within(dialog).findByText('Please give a reason');
    expect(dataProvider.cancelOrder).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Out of gas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(dataProvider.cancelOrder).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.cancelOrder).mock.calls[0].slice(0, 2)).toEqual([2, { reason: 'Out of gas' }]);
  });

  it("shows the server's refusal as an error toast", async () => {
    const dataProvider = fakeProvider([order(1, 'placed')], {
      acceptOrder: vi.fn(async () =>
        Promise.reject(
          Object.assign(new Error('Kitchen is closed'), { status: 409, body: { message: 'Kitchen is closed' } }),
        ),
      ),
    });
    renderScreen(<KitchenOrderList />, dataProvider);
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'ORD-000001' })).getByRole('button', { name: 'Accept' }),
    );
    await screen.findByText('Kitchen is closed');
  });

  it('puts an order from the event stream at the top, marked new, without a reload', async () => {
    const rows = [order(1, 'accepted')];
    const dataProvider = fakeProvider(rows);
    const stream = fakeStream();
    renderScreen(<KitchenOrderList />, dataProvider, 'vendor', stream.subscribe);
    await screen.findByRole('article', { name: 'ORD-000001' });
    const fresh = order(7, 'placed', { orderId: 'ORD-000007' });
    rows.unshift(fresh); // what the refetch will answer too
    stream.push({ id: '1', event: 'order.created', data: JSON.stringify(fresh) });
    await screen.findByRole('article', { name: 'ORD-000007' });
    const articles = screen.getAllByRole('article');
    expect(articles[0].getAttribute('aria-label')).toBe('ORD-000007');
    expect(within(articles[0]).getByText('NEW')).toBeTruthy();
    // An update from the stream changes the card in place.
    rows[0] = { ...fresh, status: 'accepted' };
    stream.push({ id: '2', event: 'order.updated', data: JSON.stringify(rows[0]) });
    await waitFor(() => expect(within(card('ORD-000007')).queryByText('NEW')).toBeNull());
    expect(within(card('ORD-000007')).getByText('Accepted')).toBeTruthy();
  });
});

describe('kitchen menu and status', () => {
  it('marks a dish sold out and back', async () => {
    const dataProvider = fakeProvider([]);
    renderScreen(<KitchenMenu />, dataProvider);
    const thali = await screen.findByRole('group', { name: 'Village Thali' });
    fireEvent.click(within(thali).getByRole('button', { name: 'Sold out' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.update).mock.calls[0]).toEqual([
      'menu-items',
      expect.objectContaining({ id: 11, data: { available: false } }),
    ]);
    await screen.findByText('Village Thali marked sold out');
    const kheer = screen.getByRole('group', { name: 'Kheer' });
    expect(within(kheer).getByRole('button', { name: 'Sold out' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows each dish's plates left or sold out, and sets or clears today's plates", async () => {
    const dataProvider = fakeProvider([]);
    renderScreen(<KitchenMenu />, dataProvider);
    await screen.findByRole('group', { name: 'Dal Tadka' });
    const rowOf = (name: string) => screen.getByRole('group', { name }).parentElement!;
    expect(within(rowOf('Dal Tadka')).getByTestId('portions-left').textContent).toBe('40 left');
    expect(within(rowOf('Chole')).getByTestId('portions-left').textContent).toBe('Sold out (0 left)');
    expect(within(rowOf('Village Thali')).queryByTestId('portions-left')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Plates left today: Village Thali' }));
    const input = await screen.findByTestId('portions-input');
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.update).mock.calls[0]).toEqual([
      'menu-items',
      expect.objectContaining({ id: 11, data: { portionsLeft: 3 } }),
    ]);
    await screen.findByText('Village Thali: 3 left');

    fireEvent.click(screen.getByRole('button', { name: 'Plates left today: Dal Tadka' }));
    fireEvent.click(await screen.findByRole('button', { name: 'No limit' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    expect(vi.mocked(dataProvider.update).mock.calls[1]).toEqual([
      'menu-items',
      expect.objectContaining({ id: 13, data: { portionsLeft: null } }),
    ]);
    await screen.findByText('Dal Tadka: no limit');
  });

  it("shows today's orders and takings and switches the kitchen offline", async () => {
    const dataProvider = fakeProvider([]);
    renderScreen(<KitchenStatusPage />, dataProvider);
    expect(await screen.findByLabelText('Sales today')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Sales today').textContent).toBe('₹5,230.50'));
    expect(screen.getByLabelText('Orders today').textContent).toBe('14');
    const kitchen = await screen.findByRole('group', { name: 'Gaon Rasoi Janghai' });
    fireEvent.click(within(kitchen).getByRole('button', { name: 'Offline' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.update).mock.calls[0]).toEqual([
      'restaurants',
      expect.objectContaining({ id: 1, data: { isActive: false } }),
    ]);
    await screen.findByText('Gaon Rasoi Janghai is offline');
  });
});

describe('rider', () => {
  it('shows where to go, whom to call and the cash to collect; Picked up then Delivered', async () => {
    const dataProvider = fakeProvider([
      order(5, 'preparing'),
      order(6, 'out_for_delivery', { customerInfo: { name: 'Sunita Devi', phone: '+91 99887 76655' } }),
    ]);
    renderScreen(<RiderOrderList />, dataProvider, 'delivery');
    const first = await screen.findByRole('article', { name: 'ORD-000005' });
    expect(within(first).getByRole('link', { name: 'Call customer' }).getAttribute('href')).toBe('tel:9876543210');
    expect(within(first).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/919876543210',
    );
    expect(within(first).getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=House%2012%2C%20Station%20Road%2C%20Near%20the%20Shiv%20temple%2C%20Janghai',
    );
    expect(within(first).getByText('Near the Shiv temple')).toBeTruthy();
    // Which kitchen to collect it from: its name and village, its address, a call to it.
    expect(within(first).getByText('Collect from:')).toBeTruthy();
    expect(await within(first).findByText('Gaon Rasoi Janghai, Janghai')).toBeTruthy();
    expect(within(first).getByText('Station Road, Janghai')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Call the kitchen' }).getAttribute('href')).toBe('tel:9123456780');
    expect(dataProvider.getOne).toHaveBeenCalledWith('restaurants', expect.objectContaining({ id: 1 }));
    expect(within(first).getByText('Cash to collect')).toBeTruthy();
    expect(within(first).getAllByText('₹390.00')).toHaveLength(2);
    expect(within(first).getByTestId('money-lines').textContent).toBe('Items₹360.00Delivery₹30.00Total₹390.00');
    expect(within(card('ORD-000006')).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/919988776655',
    );

    fireEvent.click(within(first).getByRole('button', { name: 'Picked up' }));
    await waitFor(() => expect(dataProvider.pickUpOrder).toHaveBeenCalledTimes(1));
    expect(vi.mocked(dataProvider.pickUpOrder).mock.calls[0][0]).toBe(5);
  });

  it('Delivered asks whether the cash was collected, and can be undone before it is sent', async () => {
    const dataProvider = fakeProvider([order(6, 'out_for_delivery')]);
    renderScreen(<RiderOrderList />, dataProvider, 'delivery');
    await screen.findByRole('article', { name: 'ORD-000006' });
    fireEvent.click(within(card('ORD-000006')).getByRole('button', { name: 'Delivered' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Collected ₹390.00 — cash or UPI?')).toBeTruthy();
    // A cash order: cash is picked.
    expect(within(dialog).getByRole('button', { name: 'Cash' }).getAttribute('aria-pressed')).toBe('true');
    // "Not yet" leaves the order as it was.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.deliverOrder).not.toHaveBeenCalled();

    fireEvent.click(within(card('ORD-000006')).getByRole('button', { name: 'Delivered' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, collected' }));
    // The toast offers Undo; nothing is sent while it shows, and Undo sends nothing at all.
    // The dialog's closing transition keeps the rest of the page hidden for a moment.
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }, { timeout: 5000 }));
    await new Promise((r) => setTimeout(r, 100));
    expect(dataProvider.deliverOrder).not.toHaveBeenCalled();
    await within(card('ORD-000006')).findByRole('button', { name: 'Delivered' });
  });

  it('buzzes and marks NEW an order just given to the rider, not an update to one already listed', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    try {
      const rows = [order(5, 'preparing')];
      const stream = fakeStream();
      renderScreen(<RiderOrderList />, fakeProvider(rows), 'delivery', stream.subscribe);
      await screen.findByRole('article', { name: 'ORD-000005' });
      rows[0] = { ...rows[0], status: 'out_for_delivery' };
      stream.push({ id: '1', event: 'order.updated', data: JSON.stringify(rows[0]) });
      await within(card('ORD-000005')).findByText('Out for delivery');
      expect(vibrate).not.toHaveBeenCalled();

      const given = order(8, 'accepted');
      stream.push({ id: '2', event: 'order.updated', data: JSON.stringify(given) });
      rows.push(given); // what the refetch answers from now on
      await screen.findByRole('article', { name: 'ORD-000008' });
      expect(vibrate).toHaveBeenCalledTimes(1);
      expect(within(card('ORD-000008')).getByText('NEW')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows the order's UPI QR at the door for an unpaid delivery, with the amount and the payee, and not once paid", async () => {
    const upi = { upiId: 'gaonrasoi@okaxis', upiName: 'Gaon Rasoi' };
    const dataProvider = fakeProvider(
      [
        order(5, 'out_for_delivery'),
        order(6, 'out_for_delivery', { paymentMethod: 'upi', paymentStatus: 'awaiting_upi' }),
        order(7, 'out_for_delivery', { paymentMethod: 'upi', paymentStatus: 'paid', utr: '432109876543' }),
      ],
      {
        getOne: vi.fn(async (_resource: string, params: { id: number }) => ({
          data: {
            id: params.id,
            _id: params.id,
            name: 'Gaon Rasoi Janghai',
            address: 'Station Road',
            villageName: 'Janghai',
            phone: null,
            upi,
          },
        })),
      },
    );
    renderScreen(<RiderOrderList />, dataProvider, 'delivery');
    const cash = await screen.findByRole('article', { name: 'ORD-000005' });
    fireEvent.click(await within(cash).findByRole('button', { name: 'Show UPI QR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay ORD-000005 by UPI' });
    // The same link the site gives the customer for this order (shared/upi.ts), drawn as a QR.
    const qr = await within(dialog).findByRole('img', { name: 'UPI QR code: pay ₹390.00 to Gaon Rasoi' });
    expect(qr.getAttribute('data-upi-link')).toBe(upiLink({ ...upi, amountPaise: 39000, orderCode: 'ORD-000005' }));
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByText('₹390.00')).toBeTruthy();
    expect(within(dialog).getByText('To Gaon Rasoi')).toBeTruthy();
    expect(within(dialog).getByText('gaonrasoi@okaxis')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // UPI not yet confirmed: still to collect, QR offered; confirmed paid: nothing to collect, no QR.
    expect(within(card('ORD-000006')).getByText('To collect (UPI not confirmed yet)')).toBeTruthy();
    expect(within(card('ORD-000006')).getByRole('button', { name: 'Show UPI QR' })).toBeTruthy();
    expect(within(card('ORD-000007')).getByText('Paid by UPI: collect nothing')).toBeTruthy();
    expect(within(card('ORD-000007')).queryByRole('button', { name: 'Show UPI QR' })).toBeNull();
    fireEvent.click(within(card('ORD-000007')).getByRole('button', { name: 'Delivered' }));
    expect(
      within(await screen.findByRole('dialog')).getByText(
        'Already paid by UPI: nothing to collect. Handed the order over?',
      ),
    ).toBeTruthy();
  });

  it('offers no UPI QR when the kitchen has no UPI ID, nor for a pickup order', () => {
    expect(doorUpiLink(order(5, 'out_for_delivery'), null)).toBeNull();
    const payee = { upiId: 'a@okaxis', upiName: 'A' };
    expect(doorUpiLink(order(5, 'out_for_delivery', { fulfilment: 'pickup' }), payee)).toBeNull();
    expect(doorUpiLink(order(5, 'delivered'), payee)).toBeNull();
    expect(doorUpiLink(order(5, 'accepted', { totalAmount: 390.1 }), payee)).toBe(
      'upi://pay?pa=a%40okaxis&pn=A&am=390.10&cu=INR&tr=ORD-000005&tn=Gaon%20Rasoi%20ORD-000005',
    );
  });

  it("shows today's deliveries and cash, and goes on leave", async () => {
    const dataProvider = fakeProvider([]);
    renderScreen(<RiderTodayPage />, dataProvider, 'delivery');
    await waitFor(() => expect(screen.getByLabelText('Cash collected').textContent).toBe('₹2,140.00'));
    expect(screen.getByLabelText('Deliveries today').textContent).toBe('6');
    fireEvent.click(within(screen.getByRole('group', { name: 'On leave' })).getByRole('button', { name: 'On leave' }));
    await waitFor(() => expect(dataProvider.setRiderStatus).toHaveBeenCalledWith('on_leave'));
    await screen.findByText('You are on leave');
    expect(screen.getByText('On leave: you get no new orders.')).toBeTruthy();
  });
});

describe('money at the kitchen and the door', () => {
  /** An undoable change is sent when its toast closes: Escape closes it now rather than in 10 s. */
  const letTheToastGo = async () => {
    // The dialog's closing transition keeps the rest of the page hidden for a moment.
    await screen.findByRole('button', { name: 'Undo' }, { timeout: 5000 });
    fireEvent.keyDown(document, { key: 'Escape' });
  };

  it('the kitchen card adds the items up to the total and says how it is paid', async () => {
    const upi = order(1, 'accepted', {
      paymentMethod: 'upi',
      paymentStatus: 'awaiting_upi',
      items: [
        { name: 'Village Thali', nameHi: null, quantity: 2, price: 180 },
        { name: 'Kheer', nameHi: null, quantity: 1, price: 50 },
      ],
      subtotal: 410,
      discount: 61.5,
      tax: 0,
      totalAmount: 378.5,
    });
    const paid = order(2, 'accepted', { paymentMethod: 'upi', paymentStatus: 'paid', utr: '432109876543' });
    renderScreen(
      <KitchenOrderList />,
      fakeProvider([upi, paid, order(3, 'accepted', { tax: 12.25, totalAmount: 402.25 })]),
    );
    await screen.findByRole('article', { name: 'ORD-000001' });
    expect(within(card('ORD-000001')).getByTestId('money-lines').textContent).toBe(
      'Items₹410.00Delivery₹30.00Discount− ₹61.50Total₹378.50',
    );
    expect(within(card('ORD-000001')).getByTestId('payment-line').textContent).toBe('UPI — awaiting');
    expect(within(card('ORD-000001')).getByRole('button', { name: 'Payment received' })).toBeTruthy();
    expect(within(card('ORD-000002')).getByTestId('payment-line').textContent).toBe('UPI — paid (UTR 432109876543)');
    expect(within(card('ORD-000002')).queryByRole('button', { name: 'Payment received' })).toBeNull();
    expect(within(card('ORD-000003')).getByTestId('money-lines').textContent).toBe(
      'Items₹360.00Delivery₹30.00Tax (GST)₹12.25Total₹402.25',
    );
    expect(within(card('ORD-000003')).queryByRole('button', { name: 'Payment received' })).toBeNull();
  });

  it('"Payment received" takes an optional 12-digit UTR and shows the server\'s refusal in the dialog', async () => {
    const refusal = 'This UTR already paid order ORD-000004';
    const confirmPayment = command({ paymentStatus: 'paid' }).mockRejectedValueOnce(
      Object.assign(new Error(refusal), { status: 409, body: { message: refusal, errors: { utr: refusal } } }),
    );
    const dataProvider = fakeProvider(
      [order(1, 'preparing', { paymentMethod: 'upi', paymentStatus: 'awaiting_upi' })],
      { confirmPayment },
    );
    renderScreen(<KitchenOrderList />, dataProvider);
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'ORD-000001' })).getByRole('button', {
        name: 'Payment received',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment received for ORD-000001?' });
    const utr = within(dialog).getByLabelText('UTR (12 digits, if shown)');
    fireEvent.change(utr, { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, received' }));
    await within(dialog).findByText('A UTR is 12 digits');
    expect(confirmPayment).not.toHaveBeenCalled();

    fireEvent.change(utr, { target: { value: '5555 6666 7777' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, received' }));
    await within(dialog).findByText(refusal);
    expect(confirmPayment.mock.calls[0].slice(0, 2)).toEqual([1, { utr: '555566667777' }]);

    fireEvent.change(utr, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, received' }));
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment received for ORD-000001?' })).toBeNull(), {
      timeout: 5000,
    });
    expect(confirmPayment.mock.calls[1].slice(0, 2)).toEqual([1, {}]);
  });

  it('handing over an unpaid pickup order asks cash or UPI and sends the answer with the command', async () => {
    const dataProvider = fakeProvider([
      order(6, 'preparing', {
        fulfilment: 'pickup',
        deliveryCharge: 0,
        totalAmount: 360,
        readyAt: new Date().toISOString(),
      }),
    ]);
    renderScreen(<KitchenOrderList />, dataProvider);
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'ORD-000006' })).getByRole('button', { name: 'Handed over' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Collected ₹360.00 — cash or UPI?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'UPI' }));
    fireEvent.change(within(dialog).getByLabelText('UTR (12 digits, if shown)'), { target: { value: '987654321098' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, collected' }));
    await letTheToastGo();
    await waitFor(() => expect(dataProvider.handOverOrder).toHaveBeenCalledTimes(1));
    expect(vi.mocked(dataProvider.handOverOrder).mock.calls[0].slice(0, 2)).toEqual([
      6,
      { collected: 'upi', utr: '987654321098' },
    ]);
  });

  it("the rider's Delivered on an unconfirmed UPI order: cash or UPI (UTR optional), sent with the command", async () => {
    const dataProvider = fakeProvider([
      order(6, 'out_for_delivery', { paymentMethod: 'upi', paymentStatus: 'awaiting_upi' }),
      order(7, 'out_for_delivery', { paymentMethod: 'upi', paymentStatus: 'awaiting_upi' }),
    ]);
    renderScreen(<RiderOrderList />, dataProvider, 'delivery');
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'ORD-000006' })).getByRole('button', { name: 'Delivered' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Collected ₹390.00 — cash or UPI?' });
    // Chosen UPI at checkout, so UPI is picked; the customer paid cash at the door instead.
    expect(within(dialog).getByRole('button', { name: 'UPI' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cash' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, collected' }));
    await letTheToastGo();
    await waitFor(() => expect(dataProvider.deliverOrder).toHaveBeenCalledTimes(1));
    expect(vi.mocked(dataProvider.deliverOrder).mock.calls[0].slice(0, 2)).toEqual([6, { collected: 'cash' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());

    fireEvent.click(within(card('ORD-000007')).getByRole('button', { name: 'Delivered' }));
    dialog = await screen.findByRole('dialog', { name: 'Collected ₹390.00 — cash or UPI?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, collected' }));
    await letTheToastGo();
    await waitFor(() => expect(dataProvider.deliverOrder).toHaveBeenCalledTimes(2));
    expect(vi.mocked(dataProvider.deliverOrder).mock.calls[1].slice(0, 2)).toEqual([7, { collected: 'upi' }]);
  });

  it("the rider's Today shows the cash handed in and still to hand in beside the cash collected", async () => {
    const dataProvider = fakeProvider([], {
      getDeliverySummary: vi.fn(async () => ({ deliveries: 6, cashCollected: 2140, handedOver: 1500, stillOwed: 640 })),
    });
    renderScreen(<RiderTodayPage />, dataProvider, 'delivery');
    await waitFor(() => expect(screen.getByLabelText('Cash collected').textContent).toBe('₹2,140.00'));
    expect(screen.getByLabelText('Cash handed in').textContent).toBe('₹1,500.00');
    expect(screen.getByLabelText('Still to hand in').textContent).toBe('₹640.00');
  });

  it("the rider's Today lists the day's deliveries behind the cash figure, with how each was paid", async () => {
    const dataProvider = fakeProvider([
      order(1, 'delivered', { paymentMethod: 'cash', totalAmount: 210.5 }),
      order(2, 'delivered', { paymentMethod: 'upi', paymentStatus: 'paid', utr: '111122223333' }),
      order(3, 'delivered', { paymentMethod: 'upi', paymentStatus: 'awaiting_upi' }),
    ]);
    renderScreen(<RiderTodayPage />, dataProvider, 'delivery');
    const list = await screen.findByTestId('today-deliveries');
    expect([...list.querySelectorAll('li')].map((li) => li.getAttribute('data-payment'))).toEqual([
      'cashCollected',
      'upiPaid',
      'upiAwaiting',
    ]);
    expect(within(list).getByText('₹210.50')).toBeTruthy();
    expect(within(list).getByText('UPI — paid (UTR 111122223333)')).toBeTruthy();
    expect(within(list).getByText('UPI — awaiting')).toBeTruthy();
    expect(vi.mocked(dataProvider.getList).mock.calls.at(-1)![1]).toMatchObject({
      filter: { status: 'delivered', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
  });
});
