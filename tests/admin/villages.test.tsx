// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { villageTotals } from '../../admin/villages/types';
import { villageBody } from '../../admin/villages/VillageForm';
import { VillageList } from '../../admin/villages/VillageList';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

describe('village tiles', () => {
  it('village tiles: average restaurants per village to one decimal', () => {
    const villages = [
      { assignedRestaurants: ['a', 'b'], orderVolume: 10 },
      { assignedRestaurants: ['c'], orderVolume: 5 },
      { assignedRestaurants: [], orderVolume: 0 },
    ] as never[];
    expect(villageTotals(villages)).toEqual({ villages: 3, orders: 15, avgRestaurants: '1.0' });
    expect(villageTotals([]).avgRestaurants).toBe('0.0');
  });
});

describe('village form body', () => {
  it('sends the restaurants delivering here as restaurantIds, apart from the ones assigned here', () => {
    expect(
      villageBody({
        name: ' Saidabad ',
        deliveryZone: 'Zone A ',
        assignedRestaurantIds: [3],
        restaurantIds: [1, 3],
        deliveryCharge: 40,
        minimumOrder: 150,
      }),
    ).toEqual({
      name: 'Saidabad',
      nameHi: null,
      deliveryZone: 'Zone A',
      assignedRestaurants: [3],
      deliveryCharge: 40,
      minimumOrder: 150,
      restaurantIds: [1, 3],
    });
  });

  it('sends an empty list when no restaurant is chosen, so clearing the input clears the list', () => {
    expect(villageBody({ name: 'Jhunsi', deliveryZone: 'Zone D' })).toMatchObject({
      assignedRestaurants: [],
      restaurantIds: [],
      deliveryCharge: 0,
      minimumOrder: 0,
    });
  });
});

const villages = [
  {
    id: 1,
    _id: 1,
    name: 'Janghai',
    deliveryZone: 'Zone A',
    assignedRestaurants: ['Gaon Rasoi'],
    assignedRestaurantIds: [5],
    restaurantIds: [],
    deliveryCharge: 30,
    minimumOrder: 0,
    orderVolume: 12,
  },
];
const restaurants = [
  { id: 5, name: 'Gaon Rasoi' },
  { id: 6, name: 'Maa Ki Rasoi' },
];
const villageProvider = () =>
  fakeDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'restaurants' ? { data: restaurants, total: 2 } : { data: villages, total: 1 },
    ),
    getOne: vi.fn(async () => ({ data: villages[0] })),
  });

describe('village screen', () => {
  it('opens Add Village from its button, shows the required message under each empty field, and sends the village', async () => {
    const dataProvider = villageProvider();
    renderAdmin(<VillageList />, dataProvider);
    await screen.findAllByText('Janghai');
    expect(screen.queryByLabelText(/^Delivery Zone/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Village' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Village' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Village' }));
    await waitFor(() => expect(within(dialog).getAllByText('Name and delivery zone are required.')).toHaveLength(2));
    expect(dataProvider.create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' Test Gaon ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Delivery Zone/), { target: { value: 'Zone T' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Maa Ki Rasoi' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Village' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.create).mock.calls[0]![1].data).toEqual({
      name: 'Test Gaon',
      nameHi: null,
      deliveryZone: 'Zone T',
      assignedRestaurants: [6],
      deliveryCharge: 0,
      minimumOrder: 0,
      restaurantIds: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits in the same dialog with Update, and Cancel of a changed form asks first', async () => {
    const dataProvider = villageProvider();
    renderAdmin(<VillageList />, dataProvider);
    await screen.findAllByText('Janghai');
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit Janghai' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Village' });
    await waitFor(() => expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Janghai'));
    fireEvent.change(within(dialog).getByLabelText(/^Delivery Zone/), { target: { value: 'Zone B' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await screen.findByText('You have unsaved changes. Close and lose what you typed?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByText('You have unsaved changes. Close and lose what you typed?')).toBeNull(),
    );
    expect((within(dialog).getByLabelText(/^Delivery Zone/) as HTMLInputElement).value).toBe('Zone B');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.update).mock.calls[0]![1].data).toMatchObject({
      name: 'Janghai',
      deliveryZone: 'Zone B',
      assignedRestaurants: [5],
      deliveryCharge: 30,
    });
  });
});
