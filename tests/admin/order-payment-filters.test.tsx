// @vitest-environment jsdom
/**
 * The order list says how each order is paid ("UPI — awaiting confirmation", "Cash — paid", the
 * UTR) and marks fake orders; its filters narrow to a payment method or state, held orders and
 * fake ones, as the API's paymentMethod / paymentStatus / toConfirm / fake filters.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import orders from '../../admin/orders';
import { balanceLine, paymentKey, paymentLabel } from '../../admin/orders/labels';
import { i18nProvider } from '../../admin/i18n';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

beforeAll(() => {
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
});
afterEach(cleanup);

const SLOW = { timeout: 5000 };
const row = (id: number, name: string, extra: object) => ({
  id,
  orderId: `ORD-00${id}`,
  createdAt: '2026-11-24T10:00:00Z',
  customerInfo: { name, phone: '9876500000' },
  restaurant: { id: 1, name: 'Maa Ki Rasoi' },
  status: 'placed',
  deliveryPerson: null,
  items: [],
  totalAmount: 180,
  paymentMethod: 'cash',
  paymentStatus: 'cash_on_delivery',
  utr: null,
  fulfilment: 'delivery',
  toConfirm: false,
  fakeAt: null,
  ...extra,
});
const ROWS = [
  row(1, 'Ravi Kumar', { paymentMethod: 'upi', paymentStatus: 'awaiting_upi' }),
  row(2, 'Sunita Devi', { paymentMethod: 'upi', paymentStatus: 'paid', utr: '432109876543', status: 'delivered' }),
  row(3, 'Prank Caller', { status: 'cancelled', fakeAt: '2026-11-24T10:30:00Z', toConfirm: false }),
  row(4, 'New Number', { toConfirm: true, holdReason: 'first_order' }),
];

/** The order list over ROWS, once its rows show; the data provider's getList, to see what was asked. */
async function renderOrderList() {
  const getList = vi.fn(async () => ({ data: ROWS, total: ROWS.length }));
  renderAdmin(
    <Routes>
      <Route path="/orders/*" element={<orders.list />} />
    </Routes>,
    fakeDataProvider({ getList }),
    '/orders',
  );
  await screen.findByText('Ravi Kumar', undefined, SLOW);
  return getList;
}

describe('order list: payment and trust', () => {
  it('shows the payment of each order, the UTR once confirmed, and the Fake and To confirm marks', async () => {
    await renderOrderList();
    const payment = (name: string) =>
      within(screen.getByText(name).closest('tr')!).getByTestId('order-payment').textContent;
    expect(payment('Ravi Kumar')).toBe('UPI — awaiting confirmation');
    expect(payment('Sunita Devi')).toBe('UPI — paidUTR 432109876543');
    expect(payment('Prank Caller')).toBe('Cash — not collected');
    expect(payment('New Number')).toBe('Cash on delivery');
    expect(within(screen.getByText('Prank Caller').closest('tr')!).getByTestId('fake-chip').textContent).toBe('Fake');
    expect(within(screen.getByText('New Number').closest('tr')!).getByTestId('to-confirm-chip')).toBeTruthy();
  });

  it(
    'asks the API for the orders of a payment method, a payment state, held ones and fake ones',
    // Four menus opened in jsdom: 15 s alone on a busy two-core machine; the project's 60 s holds.
    async () => {
      const getList = await renderOrderList();
      const choose = async (label: string, option: string) => {
        fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
        fireEvent.click(await screen.findByRole('option', { name: option }, SLOW));
      };
      const lastFilter = () => (getList.mock.calls.at(-1) as unknown as [string, { filter: object }])[1].filter;
      await choose('Payment', 'UPI');
      await waitFor(() => expect(lastFilter()).toMatchObject({ paymentMethod: 'upi' }), SLOW);
      await choose('Payment state', 'UPI — awaiting confirmation');
      await waitFor(
        () => expect(lastFilter()).toMatchObject({ paymentMethod: 'upi', paymentStatus: 'awaiting_upi' }),
        SLOW,
      );
      await choose('To confirm', 'Waiting to confirm');
      await waitFor(() => expect(lastFilter()).toMatchObject({ toConfirm: 'true' }), SLOW);
      await choose('Fake', 'Marked fake');
      await waitFor(() => expect(lastFilter()).toMatchObject({ fake: 'true' }), SLOW);
    },
  );
});

describe('order list: delivery proof', () => {
  it('asks the API for the delivered orders with the code, overridden by the owner, or without a code', async () => {
    const getList = await renderOrderList();
    const lastFilter = () => (getList.mock.calls.at(-1) as unknown as [string, { filter: object }])[1].filter;
    for (const [option, proof] of [
      ['Overridden', 'overridden'],
      ['With code', 'code'],
      ['Without code', 'none'],
    ]) {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Delivery proof' }));
      fireEvent.click(await screen.findByRole('option', { name: option }, SLOW));
      await waitFor(() => expect(lastFilter()).toMatchObject({ deliveryProof: proof }), SLOW);
    }
  });
});

describe('payment labels', () => {
  it('name the method and where the money stands', () => {
    expect(
      paymentKey({
        paymentMethod: 'cash',
        paymentStatus: 'cash_on_delivery',
        status: 'placed',
        fulfilment: 'delivery',
      }),
    ).toBe('cashOnDelivery');
    expect(
      paymentKey({
        paymentMethod: 'cash',
        paymentStatus: 'cash_on_delivery',
        status: 'preparing',
        fulfilment: 'pickup',
      }),
    ).toBe('cashAtPickup');
    expect(paymentKey({ paymentMethod: 'cash', paymentStatus: 'cash_on_delivery', status: 'delivered' })).toBe(
      'cashPaid',
    );
    expect(paymentKey({ paymentMethod: 'cash', paymentStatus: 'cash_on_delivery', status: 'cancelled' })).toBe(
      'cashNotCollected',
    );
    expect(paymentKey({ paymentMethod: 'upi', paymentStatus: 'awaiting_upi', status: 'delivered' })).toBe(
      'upiAwaiting',
    );
    expect(paymentKey({ paymentMethod: 'upi', paymentStatus: 'awaiting_upi', status: 'cancelled' })).toBe('upiNotPaid');
    expect(paymentKey({ paymentMethod: 'upi', paymentStatus: 'paid', status: 'cancelled' })).toBe('upiPaid');
  });

  it("read the ledger: a party's advance in is part paid with what is due; money that came one way only is that way", () => {
    const party = {
      paymentMethod: 'cash',
      paymentStatus: 'cash_on_delivery',
      status: 'placed',
      fulfilment: 'delivery',
      paidWith: ['upi'],
      paid: 6300,
      balanceDue: 14700,
    } as const;
    expect(paymentKey(party)).toBe('partPaid');
    expect(paymentLabel(party, i18nProvider.translate)).toBe('Part paid (UPI)');
    expect(balanceLine(party, i18nProvider.translate, (n) => `₹${n}`)).toBe('₹6300 paid · ₹14700 due');
    // Its balance taken by UPI at the door too: all UPI, though it was to be cash.
    const paid = { ...party, paymentStatus: 'paid', status: 'delivered', paid: 21000, balanceDue: 0 } as const;
    expect(paymentLabel(paid, i18nProvider.translate)).toBe('UPI — paid');
    expect(balanceLine(paid, i18nProvider.translate, String)).toBe('');
    // Cancelled with the advance owed back: the refund, never "part paid".
    expect(paymentKey({ ...party, status: 'cancelled', refundStatus: 'due', balanceDue: 0 })).toBe('refundDue');
  });
});
