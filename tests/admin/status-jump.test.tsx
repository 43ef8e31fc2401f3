// @vitest-environment jsdom
/**
 * The order's status dropdown: the next step goes at once; a jump over steps (Placed →
 * Delivered) or a cancellation asks first, and "Cancel" in that dialog changes nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { nextStep, OrderNextStepButton, OrderStatusSelect, skippedSteps } from '../../admin/orders/OrderStatusSelect';
import type { Order } from '../../admin/orders/types';
import { Notification } from 'react-admin';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

/** The data provider's status commands, each answering the server's message; `sent` lists the calls made. */
function fakeCommands(overrides: Record<string, (id: number) => Promise<unknown>> = {}) {
  const sent: string[] = [];
  const names = ['acceptOrder', 'prepareOrder', 'pickUpOrder', 'deliverOrder', 'cancelOrder'];
  const commands = Object.fromEntries(
    names.map((name) => [
      name,
      vi.fn(async (id: number) => {
        if (overrides[name]) return overrides[name](id);
        sent.push(`${name} ${id}`);
        return { data: { id, status: 'accepted' }, message: 'Order status updated successfully.' };
      }),
    ]),
  );
  return { commands, sent };
}

describe('status jumps', () => {
  it('names the steps a move skips; the next step, a backward move and a cancel from placed are told apart', () => {
    expect(skippedSteps('placed', 'accepted')).toBeNull();
    expect(skippedSteps('placed', 'delivered')).toEqual(['accepted', 'preparing', 'out_for_delivery']);
    expect(skippedSteps('placed', 'cancelled')).toEqual([]);
    expect(skippedSteps('delivered', 'placed')).toBeNull();
  });

  it('asks before Placed → Delivered, sends nothing on Cancel, and the move on confirm', async () => {
    const { commands, sent } = fakeCommands();
    const order = { id: 464, orderId: 'ORD-000464', status: 'placed' } as Order;
    renderAdmin(
      <>
        <OrderStatusSelect order={order} />
        <Notification />
      </>,
      fakeDataProvider(commands),
    );
    const select = screen.getByLabelText('Change status of order ORD-000464');
    fireEvent.change(select, { target: { value: 'delivered' } });
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('From Placed straight to Delivered: this skips Accepted, Preparing, Out for delivery.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.change(select, { target: { value: 'delivered' } });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delivered' }));
    await waitFor(() => expect(sent).toEqual(['deliverOrder 464']));
    await screen.findByText('Order status updated successfully.');

    fireEvent.change(select, { target: { value: 'accepted' } });
    await waitFor(() => expect(sent).toEqual(['deliverOrder 464', 'acceptOrder 464']));
  });

  it('a refused move shows the server’s message; back to Placed is refused in the policy’s words, with nothing sent', async () => {
    const refused = Object.assign(new Error('Kitchen is closed'), {
      status: 409,
      body: { success: false, message: 'Cannot accept: the kitchen is closed' },
    });
    const { commands, sent } = fakeCommands({ acceptOrder: async () => Promise.reject(refused) });
    const order = { id: 5, orderId: 'ORD-000005', status: 'accepted' } as Order;
    renderAdmin(
      <>
        <OrderStatusSelect order={{ ...order, status: 'placed' }} />
        <OrderStatusSelect order={{ ...order, id: 6, orderId: 'ORD-000006' }} />
        <Notification />
      </>,
      fakeDataProvider(commands),
    );
    fireEvent.change(screen.getByLabelText('Change status of order ORD-000005'), { target: { value: 'accepted' } });
    await screen.findByText('Cannot accept: the kitchen is closed');
    fireEvent.change(screen.getByLabelText('Change status of order ORD-000006'), { target: { value: 'placed' } });
    await screen.findByText('Cannot change status from accepted to placed');
    expect(sent).toEqual([]);
  });

  it('the next step is one button in the order details: Accept, Start preparing…, Handed over for a pickup order', async () => {
    expect(nextStep({ status: 'placed', fulfilment: 'delivery' })).toBe('accepted');
    expect(nextStep({ status: 'preparing', fulfilment: 'delivery' })).toBe('out_for_delivery');
    expect(nextStep({ status: 'preparing', fulfilment: 'pickup' })).toBe('delivered');
    expect(nextStep({ status: 'delivered', fulfilment: 'delivery' })).toBeNull();
    expect(nextStep({ status: 'cancelled', fulfilment: 'delivery' })).toBeNull();

    const { commands, sent } = fakeCommands();
    renderAdmin(
      <OrderNextStepButton
        order={{ id: 7, orderId: 'ORD-000007', status: 'placed', fulfilment: 'delivery' } as Order}
      />,
      fakeDataProvider(commands),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept · ORD-000007' }));
    await waitFor(() => expect(sent).toEqual(['acceptOrder 7']));
    cleanup();

    renderAdmin(
      <OrderNextStepButton
        order={{ id: 8, orderId: 'ORD-000008', status: 'preparing', fulfilment: 'pickup' } as Order}
      />,
      fakeDataProvider(commands),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Handed over · ORD-000008' }));
    await waitFor(() => expect(sent).toEqual(['acceptOrder 7', 'deliverOrder 8']));
  });
});
