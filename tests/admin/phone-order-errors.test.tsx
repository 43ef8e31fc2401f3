// @vitest-environment jsdom
/**
 * The phone order form's errors: what the desk can check itself shows under each field before
 * anything is sent; what only the server knows (a minimum order, a sold-out dish) shows under
 * its field after a refused save and goes away as soon as that field is edited.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { OrderCreate } from '../../admin/orders/OrderCreate';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

const menu = {
  kitchen: { id: 1, name: 'Gaon Rasoi', isOpen: true, opensAt: '00:00', closesAt: '24:00' },
  categories: [],
  dishes: [
    { id: 7, name: 'Village Thali', price: 180, available: true },
    { id: 8, name: 'Makka Roti', price: 40, available: true },
  ],
  deliveryAreas: [{ id: 3, name: 'Janghai', deliveryCharge: 30, minimumOrder: 0 }],
};

async function chooseOption(label: RegExp, option: RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The dish search: type part of the name, pick the dish (it joins the order's lines). */
async function pickDish(typed: string, option: RegExp) {
  const search = screen.getByRole('combobox', { name: /Dish/ });
  fireEvent.change(search, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function open(create = vi.fn()) {
  renderAdmin(
    <OrderCreate />,
    fakeDataProvider({ create, getMenu: vi.fn(async () => menu), lookupCustomer: vi.fn(async () => null) }),
    '/orders/create',
  );
  return create;
}

describe('phone order: errors', () => {
  it('an empty form shows each missing field under it and sends nothing', async () => {
    const create = open();
    fireEvent.change(await screen.findByLabelText(/^Customer phone/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Phone must be 10 digits')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Choose a dish')).toBeTruthy();
    expect(screen.getByText('Choose the village')).toBeTruthy();
    expect(screen.getByText('Address is required for delivery')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Customer phone/), { target: { value: '1234567890' } });
    expect(await screen.findByText('Phone must be a mobile number starting with 6, 7, 8 or 9')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("the server's messages clear from a field once it is edited; the others stay until theirs are", async () => {
    const errors = { address: 'Address must be at most 300 characters', items: 'Makka Roti is sold out' };
    const create = open(
      vi.fn(async () => {
        throw new HttpError('Please correct the highlighted fields', 400, {
          success: false,
          message: 'Please correct the highlighted fields',
          errors,
        });
      }),
    );
    fireEvent.change(await screen.findByLabelText(/^Customer phone/), { target: { value: '98765 43210' } });
    fireEvent.change(screen.getByLabelText(/^Customer name/), { target: { value: 'Sunita Devi' } });
    await pickDish('makka', /Makka Roti/);
    await chooseOption(/Village/, /Janghai/);
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Near the well' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('Makka Roti is sold out');
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Address must be at most 300 characters')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Near the old well' } });
    await waitFor(() => expect(screen.queryByText('Address must be at most 300 characters')).toBeNull());
    expect(screen.getByText('Makka Roti is sold out')).toBeTruthy();

    await pickDish('thali', /Village Thali/);
    await waitFor(() => expect(screen.queryByText('Makka Roti is sold out')).toBeNull());
    // A whole form filled in jsdom on a shared 2-core machine: more than the default 20 s.
  }, 60_000);
});
