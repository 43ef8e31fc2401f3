// @vitest-environment jsdom
/**
 * The order panels of the admin call the data provider's order commands (POST
 * /admin/orders/:id/<command>), not a PUT with flags: a refund, a payment, a rider, a fake mark.
 * A refusal shows the server's message, under its field where it names one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { RefundPanel } from '../../admin/orders/RefundPanel';
import { PaymentConfirm } from '../../admin/orders/PaymentConfirm';
import { RiderSelect } from '../../admin/orders/RiderSelect';
import { TrustPanel } from '../../admin/orders/TrustPanel';
import { DeliveryCodePanel } from '../../admin/orders/DeliveryCodePanel';
import type { Order } from '../../admin/orders/types';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

const SLOW = { timeout: 5000 };
const order = (extra: Partial<Order>) =>
  ({
    id: 21,
    orderId: 'ORD-000021',
    status: 'cancelled',
    totalAmount: 210,
    paymentMethod: 'upi',
    paymentStatus: 'paid',
    customerInfo: { name: 'Kamla', phone: '9876500001' },
    deliveryPerson: null,
    ...extra,
  }) as Order;
/** A row of GET /admin/orders/:id/payments. */
const payment = (method: 'cash' | 'upi', amount: number, extra: object = {}) => ({
  id: amount,
  kind: 'payment',
  method,
  amount,
  utr: method === 'upi' ? '555566667777' : null,
  receivedBy: { kind: 'owner', id: 1, name: 'Owner' },
  at: '2026-12-01T06:00:00.000Z',
  checkedAt: null,
  checkedByName: null,
  voidedAt: null,
  voidedByName: null,
  khataPhone: null,
  ...extra,
});
const refusal = (message: string, errors?: Record<string, string>) =>
  Object.assign(new Error(message), { status: 400, body: { success: false, message, errors } });

describe('the admin’s order panels run the order commands', () => {
  it('Deliver without the code sends the deliver command with the reason; a refusal shows in the dialog', async () => {
    const deliverOrder = vi
      .fn()
      .mockRejectedValueOnce(
        Object.assign(new Error('Mark the order picked up before delivering it'), {
          status: 409,
          body: { success: false, message: 'Mark the order picked up before delivering it' },
        }),
      )
      .mockResolvedValueOnce({
        data: order({ status: 'delivered', deliveryProof: 'overridden' }),
        message: 'Order status updated successfully.',
      });
    renderAdmin(
      <>
        <DeliveryCodePanel order={order({ status: 'out_for_delivery', deliveryProof: 'needed' })} />
        <Notification />
      </>,
      fakeDataProvider({ deliverOrder }),
    );
    screen.getByText("Out for delivery: the rider needs the customer's delivery code to deliver it.");
    fireEvent.click(screen.getByRole('button', { name: 'Deliver without the code' }));
    const dialog = await screen.findByRole('dialog');
    const deliver = within(dialog).getByRole('button', { name: 'Mark delivered' });
    expect((deliver as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: ' Called the customer: food received ' },
    });
    fireEvent.click(deliver);
    await within(dialog).findByText('Mark the order picked up before delivering it', {}, SLOW);
    fireEvent.click(deliver);
    await screen.findByText('Delivered without the code: the reason is recorded.', {}, SLOW);
    expect(deliverOrder).toHaveBeenLastCalledWith(21, { overrideCode: 'Called the customer: food received' });
  });

  it('Record refund sends the refund command; a wrong UTR is shown under the UTR field', async () => {
    const refundOrder = vi
      .fn()
      .mockRejectedValueOnce(refusal('A UTR is 12 digits', { utr: 'A UTR is 12 digits (server)' }))
      .mockResolvedValueOnce({ data: order({ refundStatus: 'refunded' }), message: 'Refund recorded.' });
    renderAdmin(
      <>
        <RefundPanel order={order({ refundStatus: 'due' })} />
        <Notification />
      </>,
      fakeDataProvider({ refundOrder, getOrderPayments: vi.fn(async () => [payment('upi', 210)]) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText('UTR (12 digits, optional)', {}, SLOW), {
      target: { value: '1234 5678 9012' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await within(dialog).findByText('A UTR is 12 digits (server)', {}, SLOW);
    expect(refundOrder).toHaveBeenLastCalledWith(21, { method: 'upi', utr: '123456789012' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await screen.findByText('Refund recorded.', {}, SLOW);
    expect(refundOrder).toHaveBeenCalledTimes(2);
  });

  it('a cancelled party with its advance paid by UPI owes the advance back, by UPI, not its total in cash', async () => {
    const refundOrder = vi.fn(async () => ({ data: order({ refundStatus: 'refunded' }), message: 'Refund recorded.' }));
    const getOrderPayments = vi.fn(async () => [
      payment('upi', 1695),
      payment('cash', 500, { voidedAt: '2026-12-01T07:00:00.000Z' }),
    ]);
    const party = order({
      totalAmount: 5650,
      paymentMethod: 'cash',
      paymentStatus: 'cash_on_delivery',
      paid: 1695,
      refundDue: 1695,
      refundStatus: 'due',
    });
    renderAdmin(<RefundPanel order={party} />, fakeDataProvider({ refundOrder, getOrderPayments }));
    expect(screen.getByTestId('refund-due').textContent).toBe('Refund due ₹1,695.00');
    fireEvent.click(screen.getByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('How was ₹1,695.00 given back to Kamla?', {}, SLOW);
    expect((within(dialog).getByLabelText('By UPI') as HTMLInputElement).checked).toBe(true);
    expect(getOrderPayments).toHaveBeenCalledWith(21);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(refundOrder).toHaveBeenCalledWith(21, { method: 'upi' }), SLOW);
  });

  it('Confirm UPI payment sends the payment command with the UTR typed', async () => {
    const confirmPayment = vi.fn(async () => ({
      data: order({ paymentStatus: 'paid' }),
      message: 'Payment confirmed.',
    }));
    renderAdmin(
      <>
        <PaymentConfirm order={order({ status: 'placed', paymentStatus: 'awaiting_upi', customerUtr: null })} />
        <Notification />
      </>,
      fakeDataProvider({ confirmPayment }),
    );
    fireEvent.change(screen.getByLabelText('UTR (12 digits, optional)'), { target: { value: '432109876543' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm UPI payment' }));
    await screen.findByText('Payment confirmed.', {}, SLOW);
    expect(confirmPayment).toHaveBeenCalledWith(21, { utr: '432109876543' });
  });

  it('the rider select sends the assign command and shows the server’s message, or its refusal', async () => {
    const riders = [{ id: 4, name: 'Sonu', status: 'active', approved: true }];
    const assignRider = vi
      .fn()
      .mockResolvedValueOnce({ data: order({ status: 'accepted' }), message: 'Delivery person assigned' })
      .mockRejectedValueOnce(refusal('Sonu is on leave'));
    renderAdmin(
      <>
        <RiderSelect order={order({ status: 'accepted' })} />
        <Notification />
      </>,
      fakeDataProvider({ assignRider, getList: vi.fn(async () => ({ data: riders, total: 1 })) }),
    );
    const select = await screen.findByLabelText('Delivery person of order ORD-000021');
    await within(select).findByText(/Sonu/, {}, SLOW);
    fireEvent.change(select, { target: { value: '4' } });
    await screen.findByText('Delivery person assigned', {}, SLOW);
    expect(assignRider).toHaveBeenCalledWith(21, 4);
    fireEvent.change(select, { target: { value: '4' } });
    await waitFor(() => expect(assignRider).toHaveBeenCalledTimes(2), SLOW);
    await screen.findByText('Sonu is on leave', {}, SLOW);
  });

  it('"Fake / no one there" sends the fake command with the reason typed', async () => {
    const markOrderFake = vi.fn(async () => ({
      data: order({}),
      message: 'Order marked fake: the number has a strike.',
    }));
    renderAdmin(<TrustPanel order={order({ status: 'placed', fakeAt: null })} />, fakeDataProvider({ markOrderFake }));
    fireEvent.click(screen.getByRole('button', { name: 'Fake / no one there' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Phone switched off' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /mark fake|confirm/i }));
    await waitFor(() => expect(markOrderFake).toHaveBeenCalledWith(21, { reason: 'Phone switched off' }), SLOW);
  });
});
