// @vitest-environment jsdom
/**
 * The phone order form after a refused save: the server's message under a field goes away as
 * soon as that field is edited, instead of staying under a filled name or a filled cart.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { OrderCreate } from '../../admin/orders/OrderCreate';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

const menu = { kitchen: { id: 1, name: 'Gaon Rasoi', isOpen: true, opensAt: '00:00', closesAt: '24:00' }, categories: [], dishes: [{ id: 7, name: 'Village Thali', price: 180, available: true }], deliveryAreas: [{ id: 3, name: 'Janghai', deliveryCharge: 30, minimumOrder: 0 }] };

describe('phone order: server errors', () => {
  it('clear from a field once it is edited; the others stay until theirs are', async () => {
    const errors = { 'customer.name': 'Name is required', items: 'Your cart is empty' };
    const create = vi.fn(async () => {
      throw new HttpError('Name is required', 400, { success: false, message: 'Name is required', errors });
    });
    renderAdmin(<OrderCreate />, fakeDataProvider({ create, getMenu: vi.fn(async () => menu), lookupCustomer: vi.fn(async () => null) }), '/orders/create');
    fireEvent.change(await screen.findByLabelText(/^Customer phone|^Phone/), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: /Place order|Create order|Save/ }));
    await screen.findByText('Name is required');
    expect(screen.getByText('Your cart is empty')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Customer name|^Name/), { target: { value: 'Sunita Devi' } });
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
    expect(screen.getByText('Your cart is empty')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Dish/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Village Thali/ }));
    await waitFor(() => expect(screen.queryByText('Your cart is empty')).toBeNull());
  });
});
