// @vitest-environment jsdom
/**
 * The order's status dropdown: the next step goes at once; a jump over steps (Placed →
 * Delivered) or a cancellation asks first, and "Cancel" in that dialog changes nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { nextStep, OrderNextStepButton, OrderStatusSelect, skippedSteps } from '../../admin/orders/OrderStatusSelect';
import type { Order } from '../../admin/orders/types';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

describe('status jumps', () => {
  it('names the steps a move skips; the next step, a backward move and a cancel from placed are told apart', () => {
    expect(skippedSteps('placed', 'accepted')).toBeNull();
    expect(skippedSteps('placed', 'delivered')).toEqual(['accepted', 'preparing', 'out_for_delivery']);
    expect(skippedSteps('placed', 'cancelled')).toEqual([]);
    expect(skippedSteps('delivered', 'placed')).toBeNull();
  });

  it('asks before Placed → Delivered, sends nothing on Cancel, and the move on confirm', async () => {
    const setOrderStatus = vi.fn(async () => ({ success: true, message: 'Order status updated successfully.' }));
    const order = { id: 464, orderId: 'ORD-000464', status: 'placed' } as Order;
    renderAdmin(<OrderStatusSelect order={order} />, fakeDataProvider({ setOrderStatus }));
    const select = screen.getByLabelText('Change status of order ORD-000464');
    fireEvent.change(select, { target: { value: 'delivered' } });
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('From Placed straight to Delivered: this skips Accepted, Preparing, Out for delivery.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setOrderStatus).not.toHaveBeenCalled();

    fireEvent.change(select, { target: { value: 'delivered' } });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delivered' }));
    await waitFor(() => expect(setOrderStatus).toHaveBeenCalledWith(464, 'delivered'));

    fireEvent.change(select, { target: { value: 'accepted' } });
    await waitFor(() => expect(setOrderStatus).toHaveBeenCalledWith(464, 'accepted'));
  });

  it('the next step is one button in the order details: Accept, Start preparing…, Handed over for a pickup order', async () => {
    expect(nextStep({ status: 'placed', fulfilment: 'delivery' })).toBe('accepted');
    expect(nextStep({ status: 'preparing', fulfilment: 'delivery' })).toBe('out_for_delivery');
    expect(nextStep({ status: 'preparing', fulfilment: 'pickup' })).toBe('delivered');
    expect(nextStep({ status: 'delivered', fulfilment: 'delivery' })).toBeNull();
    expect(nextStep({ status: 'cancelled', fulfilment: 'delivery' })).toBeNull();

    const setOrderStatus = vi.fn(async () => ({ success: true, message: 'Order status updated successfully.' }));
    renderAdmin(
      <OrderNextStepButton
        order={{ id: 7, orderId: 'ORD-000007', status: 'placed', fulfilment: 'delivery' } as Order}
      />,
      fakeDataProvider({ setOrderStatus }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept · ORD-000007' }));
    await waitFor(() => expect(setOrderStatus).toHaveBeenCalledWith(7, 'accepted'));
    cleanup();

    renderAdmin(
      <OrderNextStepButton
        order={{ id: 8, orderId: 'ORD-000008', status: 'preparing', fulfilment: 'pickup' } as Order}
      />,
      fakeDataProvider({ setOrderStatus }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Handed over · ORD-000008' }));
    await waitFor(() => expect(setOrderStatus).toHaveBeenCalledWith(8, 'delivered'));
  });
});
