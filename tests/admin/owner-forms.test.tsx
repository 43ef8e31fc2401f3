// @vitest-environment jsdom
/**
 * The owner's new forms inside react-admin's AdminContext: a dish saved as
 * resource `menu-items` with the server's field errors under their fields, the vehicle number of a
 * delivery person, the discard-changes question of a dialog, and the village charges.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { DishEditDialog, dishBody } from '../../admin/restaurants/DishEditDialog';
import { UserEditDialog, userBody } from '../../admin/users/UserEditDialog';
import { StaffFormDialog } from '../../admin/delivery-staff/StaffFormDialog';
import { VillageForm } from '../../admin/villages/VillageForm';
import { RestaurantForm, validClosesAt, validOpensAt } from '../../admin/restaurants/RestaurantForm';
import { RestaurantDetails } from '../../admin/restaurants/RestaurantDetails';
import type { MenuItem, Restaurant } from '../../admin/restaurants/types';
import type { User } from '../../admin/users/types';
import { fakeDataProvider, renderAdmin } from './renderAdmin';
import { useState } from 'react';

/** The restaurant form as the list drives it: its Add button opens the dialog (/restaurants/create there). */
function RestaurantAdd() {
  const [form, setForm] = useState<'create' | null>(null);
  return <RestaurantForm form={form} onAdd={() => setForm('create')} onDone={() => setForm(null)} />;
}

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

const dish: MenuItem = {
  id: 7,
  _id: 7,
  name: 'Dal Tadka',
  price: 80,
  category: 'dal',
  description: 'Yellow lentils',
  nameHi: null,
  descriptionHi: null,
  image: '/images/dishes/dal-tadka.svg',
  popular: false,
  spicy: 1,
  featured: false,
  available: true,
};

describe('dish edit', () => {
  it('sends only the dish fields, trimmed, an empty image as none', () => {
    expect(dishBody({ ...dish, name: ' Dal ', image: '  ', price: '95' as never })).toEqual({
      name: 'Dal',
      nameHi: null,
      descriptionHi: null,
      price: 95,
      category: 'dal',
      description: 'Yellow lentils',
      image: null,
      popular: false,
      spicy: 1,
      featured: false,
      available: true,
    });
    expect(dishBody({ ...dish, nameHi: ' दाल तड़का ', descriptionHi: ' ' })).toMatchObject({
      nameHi: 'दाल तड़का',
      descriptionHi: null,
    });
  });

  it("sets today's plates: a count typed is sent as a number, an emptied one as no limit", async () => {
    expect(
      dishBody({ ...dish, portionsLeft: '40' as never, lowAt: '' as never, portionsReset: 'batch' }),
    ).toMatchObject({ portionsLeft: 40, lowAt: null, portionsReset: 'batch' });
    const update = vi.fn(async () => ({ data: { ...dish, portionsLeft: 40 } }));
    renderAdmin(
      <DishEditDialog dish={{ ...dish, portionsLeft: null }} onSaved={() => {}} onClose={() => {}} />,
      fakeDataProvider({ update }),
    );
    fireEvent.change(await screen.findByLabelText('Plates left today'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(
      'menu-items',
      expect.objectContaining({ id: 7, data: expect.objectContaining({ portionsLeft: 40 }) }),
    );
  });

  it('saves through the data provider as menu-items and shows the server field error under its field', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Bad request', 400, {
        success: false,
        message: 'Bad request',
        errors: { name: 'Menu item name is required' },
      });
    });
    const onSaved = vi.fn();
    renderAdmin(<DishEditDialog dish={dish} onSaved={onSaved} onClose={() => {}} />, fakeDataProvider({ update }));
    fireEvent.change(await screen.findByLabelText(/^Price/), { target: { value: '95' } });
    fireEvent.click(screen.getByLabelText('Available (off = Sold out)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(
      'menu-items',
      expect.objectContaining({ id: 7, data: expect.objectContaining({ price: 95, available: false }) }),
    );
    await screen.findByText('Menu item name is required');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks before closing with unsaved input', async () => {
    const onClose = vi.fn();
    renderAdmin(<DishEditDialog dish={dish} onSaved={() => {}} onClose={onClose} />, fakeDataProvider());
    fireEvent.change(await screen.findByLabelText(/^Price/), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Discard changes?');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Edit User vehicle number', () => {
  const rider = {
    id: 3,
    _id: 3,
    name: 'Anil Pal',
    email: 'anil@example.com',
    phone: '9000000001',
    role: 'delivery',
    vehicleNumber: 'UP70 AB 1234',
    createdAt: '2026-01-01T00:00:00Z',
  } as User;

  it('sends vehicleNumber for a delivery person only', () => {
    expect(userBody({ ...rider, vehicleNumber: ' UP70 X ' })).toMatchObject({
      role: 'delivery',
      vehicleNumber: 'UP70 X',
    });
    expect(userBody({ ...rider, role: 'vendor' })).not.toHaveProperty('vehicleNumber');
  });

  it('shows the field prefilled for a delivery person and the server error under it', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Vehicle number is required', 400, {
        success: false,
        message: 'Vehicle number is required',
        errors: { vehicleNumber: 'Vehicle number is required' },
      });
    });
    renderAdmin(
      <UserEditDialog id={String(rider.id)} onClose={() => {}} />,
      fakeDataProvider({ getOne: vi.fn(async () => ({ data: rider })), update }),
    );
    const vehicle = (await screen.findByLabelText(/^Vehicle Number/)) as HTMLInputElement;
    expect(vehicle.value).toBe('UP70 AB 1234');
    fireEvent.change(vehicle, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'users',
        expect.objectContaining({ data: expect.objectContaining({ vehicleNumber: '' }) }),
      ),
    );
    await screen.findAllByText('Vehicle number is required');
  });

  it('has no vehicle field for a vendor', async () => {
    renderAdmin(
      <UserEditDialog id={String(rider.id)} onClose={() => {}} />,
      fakeDataProvider({ getOne: vi.fn(async () => ({ data: { ...rider, role: 'vendor' } })) }),
    );
    await screen.findByDisplayValue('Anil Pal');
    expect(screen.queryByLabelText(/^Vehicle Number/)).toBeNull();
  });
});

describe('Add Staff keeps what was typed', () => {
  it('closes at once when untouched, asks when half filled', async () => {
    const onClose = vi.fn();
    renderAdmin(<StaffFormDialog id={null} onClose={onClose} />, fakeDataProvider());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Half Typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Discard changes?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Half Typed');
  });
});

describe('village charges and restaurant hours', () => {
  it('the village form sends the delivery charge and minimum order in rupees', async () => {
    const create = vi.fn(async (_r: string, params: { data: object }) => ({ data: { id: 5, ...params.data } }));
    renderAdmin(<VillageForm editing={null} onDone={() => {}} />, fakeDataProvider({ create }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Mungra' } });
    fireEvent.change(screen.getByLabelText(/^Hindi name/), { target: { value: ' मुंगरा ' } });
    fireEvent.change(screen.getByLabelText(/^Delivery Zone/), { target: { value: 'Zone A' } });
    fireEvent.change(screen.getByLabelText(/^Delivery Charge/), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(/^Minimum Order/), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Village' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'villages',
        expect.objectContaining({
          data: expect.objectContaining({ nameHi: 'मुंगरा', deliveryCharge: 30, minimumOrder: 150 }),
        }),
      ),
    );
  });

  it('opening hours are HH:MM, 24:00 only as a close', () => {
    expect(validOpensAt('11:00')).toBeUndefined();
    expect(validClosesAt('02:00', { opensAt: '11:00' })).toBeUndefined();
    expect(validOpensAt('24:00')).toBe('gaon.restaurants.hoursInvalid');
    expect(validClosesAt('24:00', { opensAt: '24:00' })).toBeUndefined();
    expect(validOpensAt('')).toBe('gaon.restaurants.hoursInvalid');
    expect(validClosesAt('9', { opensAt: '' })).toBe('gaon.restaurants.hoursInvalid');
  });

  it('refuses equal opening and closing times under the closing time, as the API does', () => {
    expect(validClosesAt('05:00', { opensAt: '05:00' })).toBe('gaon.restaurants.hoursSame');
    expect(validClosesAt('24:00', { opensAt: '00:00' })).toBeUndefined();
  });
});

describe('storefront and opening hours', () => {
  const restaurant = {
    id: 4,
    _id: 4,
    name: 'Handia Dhaba',
    address: 'GT Road',
    fullAddress: null,
    cuisine: 'Punjabi',
    isActive: true,
    image: null,
    commissionRate: 10,
    ownerId: null,
    ownerName: null,
    villageId: null,
    villageName: null,
    menu: [dish],
    opensAt: '11:00',
    closesAt: '23:00',
    isStorefront: false,
    fssaiNumber: null,
    gstin: null,
    gstMode: 'none',
    pricesIncludeTax: true,
    gstByOperator: false,
    maxOrdersPerSlot: null,
    slotMinutes: 15,
    leadMinutes: 30,
    createdAt: '2026-01-01T00:00:00Z',
  } as Restaurant;

  it('Details marks the storefront, or moves it here with PUT {isStorefront: true} after asking', async () => {
    const update = vi.fn(async (_r: string, params: { id: unknown; data: object }) => ({
      data: { ...restaurant, ...params.data },
    }));
    renderAdmin(<RestaurantDetails restaurant={restaurant} onClose={() => {}} />, fakeDataProvider({ update }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sell on the website (storefront)' }));
    await screen.findByText(/The public site will sell the menu of Handia Dhaba/);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'restaurants',
        expect.objectContaining({ id: 4, data: { isStorefront: true } }),
      ),
    );
    cleanup();
    renderAdmin(
      <RestaurantDetails restaurant={{ ...restaurant, isStorefront: true }} onClose={() => {}} />,
      fakeDataProvider(),
    );
    await screen.findByText('On the website');
    expect(screen.queryByRole('button', { name: 'Sell on the website (storefront)' })).toBeNull();
  });

  it('a new restaurant with other hours than the default gets them set right after it is added', async () => {
    const create = vi.fn(async (_r: string, params: { data: object }) => ({
      data: { ...restaurant, id: 9, ...params.data, opensAt: '11:00', closesAt: '23:00' },
    }));
    const update = vi.fn(async (_r: string, params: { id: unknown; data: object }) => ({
      data: { ...restaurant, id: params.id, ...params.data },
    }));
    renderAdmin(<RestaurantAdd />, fakeDataProvider({ create, update }));
    // The form waits behind the Add Restaurant button.
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Restaurant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Restaurant' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(dialog).getAllByText('All fields are required.')).toHaveLength(3));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Night Dhaba' } });
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Mela Road' } });
    fireEvent.change(screen.getByLabelText(/^Cuisine/), { target: { value: 'Punjabi' } });
    fireEvent.change(screen.getByLabelText('Closes at'), { target: { value: '02:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'restaurants',
        expect.objectContaining({ id: 9, data: { opensAt: '11:00', closesAt: '02:00' } }),
      ),
    );
    expect(create).toHaveBeenCalledWith(
      'restaurants',
      expect.objectContaining({
        data: {
          name: 'Night Dhaba',
          nameHi: null,
          address: 'Mela Road',
          cuisine: 'Punjabi',
          opensAt: '11:00',
          closesAt: '02:00',
          pricesIncludeTax: true,
          gstByOperator: false,
          slotMinutes: 15,
          leadMinutes: 30,
          autoAccept: false,
          deliveryCode: false,
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the inline edit shows the required message under an emptied field and sends the trimmed restaurant', async () => {
    const update = vi.fn(async (_r: string, params: { id: unknown; data: object }) => ({
      data: { ...restaurant, ...params.data },
    }));
    const getOne = vi.fn(async () => ({ data: restaurant }));
    const onDone = vi.fn();
    renderAdmin(
      <RestaurantForm form={String(restaurant.id)} onAdd={() => {}} onDone={onDone} />,
      fakeDataProvider({ update, getOne }),
    );
    const form = await screen.findByRole('region', { name: 'Edit Restaurant' });
    await waitFor(() => expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Handia Dhaba'));
    fireEvent.change(within(form).getByLabelText(/^Cuisine/), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await within(form).findByText('All fields are required.');
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText(/^Cuisine/), { target: { value: ' Mughlai ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1].data).toEqual({
      name: 'Handia Dhaba',
      nameHi: null,
      address: 'GT Road',
      cuisine: 'Mughlai',
      opensAt: '11:00',
      closesAt: '23:00',
      fssaiNumber: null,
      gstin: null,
      gstMode: 'none',
      pricesIncludeTax: true,
      gstByOperator: false,
      maxOrdersPerSlot: null,
      slotMinutes: 15,
      leadMinutes: 30,
      autoAccept: false,
      deliveryCode: false,
      // No kitchen account owns it yet.
      ownerId: null,
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('the bill settings: a wrong FSSAI number or GSTIN, or a GST registration without a GSTIN, shows its message under the field and saves nothing', async () => {
    const update = vi.fn(async (_r: string, params: { id: unknown; data: object }) => ({
      data: { ...restaurant, ...params.data },
    }));
    const getOne = vi.fn(async () => ({ data: restaurant }));
    renderAdmin(
      <RestaurantForm form={String(restaurant.id)} onAdd={() => {}} onDone={() => {}} />,
      fakeDataProvider({ update, getOne }),
    );
    const form = await screen.findByRole('region', { name: 'Edit Restaurant' });
    await waitFor(() => expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Handia Dhaba'));
    fireEvent.change(within(form).getByLabelText(/^FSSAI licence number/), { target: { value: '1272299900012' } });
    fireEvent.change(within(form).getByLabelText(/^GSTIN/), { target: { value: '09AAACG1234F1Z5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await within(form).findByText('The FSSAI licence number has exactly 14 digits');
    await within(form).findByText('A GSTIN has 15 characters and its last one must match (check digit)');
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText(/^FSSAI licence number/), { target: { value: '1272 2999 0001 23' } });
    fireEvent.change(within(form).getByLabelText(/^GSTIN/), { target: { value: '' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /^GST/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Regular (5%)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await within(form).findByText('A registered restaurant needs its GSTIN');
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText(/^GSTIN/), { target: { value: '09aaacg1234f1z2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1].data).toMatchObject({
      fssaiNumber: '12722999000123',
      gstin: '09AAACG1234F1Z2',
      gstMode: 'regular',
      pricesIncludeTax: true,
      gstByOperator: false,
    });
  });
});
