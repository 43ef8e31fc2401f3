// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CouponList } from '../../admin/coupons/CouponList';
import { couponTotals, splitList, toCouponPayload, type Coupon } from '../../admin/coupons/types';
import { fakeDataProvider, renderAdmin } from './renderAdmin';
import { Notification } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** The router's path, shown so a test can read where the screen went. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
const where = () => screen.getByTestId('where').textContent;

afterEach(cleanup);

const filled = { code: 'DIWALI10', discount: '10', validFrom: '2026-11-01', validTo: '2026-11-15', status: 'active' };

describe('coupon payload', () => {
  it('converts discount and usage limit to numbers', () => {
    const payload = toCouponPayload({ ...filled, discount: '12.5', usageLimit: '50' });
    expect(payload.discount).toBe(12.5);
    expect(payload.usageLimit).toBe(50);
  });

  it('defaults usage limit to 1 and discount to 0', () => {
    const payload = toCouponPayload({ ...filled, discount: '', usageLimit: '' });
    expect(payload.discount).toBe(0);
    expect(payload.usageLimit).toBe(1);
    expect(toCouponPayload({ ...filled, discount: 'abc', usageLimit: 'x' })).toMatchObject({
      discount: 0,
      usageLimit: 1,
    });
  });

  it('trims the code and splits comma lists, dropping blanks', () => {
    const payload = toCouponPayload({
      ...filled,
      code: '  NEW5 ',
      applicableVillages: ' Janghai, Rampur ,, ',
      applicableRestaurants: 'Maa Ki Rasoi',
    });
    expect(payload.code).toBe('NEW5');
    expect(payload.applicableVillages).toEqual(['Janghai', 'Rampur']);
    expect(payload.applicableRestaurants).toEqual(['Maa Ki Rasoi']);
  });

  it('splitList handles empty and missing text, and lists', () => {
    expect(splitList('')).toEqual([]);
    expect(splitList(undefined)).toEqual([]);
    expect(splitList(' a ,b,  ,c ')).toEqual(['a', 'b', 'c']);
    expect(splitList(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('round-trips a coupon through the edit form', () => {
    const coupon: Coupon = {
      id: 3,
      _id: 3,
      code: 'FEST20',
      discount: 20,
      validFrom: '2026-01-01',
      validTo: '2026-01-31',
      usageLimit: 100,
      used: 7,
      minimumOrder: 199,
      perPhoneLimit: 1,
      includesDelivery: false,
      applicableVillages: ['Janghai', 'Rampur'],
      applicableRestaurants: [],
      status: 'inactive',
      createdAt: '2025-12-20T10:00:00.000Z',
    };
    const { id: _id, _id: _rowId, used: _used, createdAt: _createdAt, ...rest } = coupon;
    expect(toCouponPayload(coupon)).toEqual(rest);
    // what the number inputs hold when emptied
    expect(toCouponPayload({ ...coupon, discount: null, usageLimit: null })).toMatchObject({
      discount: 0,
      usageLimit: 1,
    });
  });
});

describe('coupon tiles', () => {
  it('counts total, active and the sum of uses', () => {
    expect(
      couponTotals([
        { status: 'active', used: 3 },
        { status: 'inactive', used: 5 },
        { status: 'active', used: 0 },
      ]),
    ).toEqual({ total: 3, active: 2, used: 8 });
    expect(couponTotals([])).toEqual({ total: 0, active: 0, used: 0 });
  });
});

const coupons = [
  {
    id: 1,
    code: 'GAON10',
    discount: 10,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    usageLimit: 500,
    used: 143,
    applicableVillages: [],
    applicableRestaurants: [],
    status: 'active',
  },
  {
    id: 2,
    code: 'HOLI25',
    discount: 25,
    validFrom: '2026-03-01',
    validTo: '2026-03-10',
    usageLimit: 300,
    used: 300,
    applicableVillages: ['Janghai'],
    applicableRestaurants: [],
    status: 'inactive',
  },
];

const villages = [
  { id: 1, name: 'Janghai' },
  { id: 2, name: 'Jhunsi' },
  { id: 3, name: 'Saidabad' },
];
const restaurants = [{ id: 7, name: 'Maa Ki Rasoi' }];
const byName = (rows: { name: string }[], q?: string) =>
  rows.filter((row) => !q || row.name.toLowerCase().includes(q.toLowerCase()));

const couponProvider = () =>
  fakeDataProvider({
    getList: vi.fn(async (resource: string, params: { filter?: { q?: string } }) => {
      const rows =
        resource === 'villages'
          ? byName(villages, params.filter?.q)
          : resource === 'restaurants'
            ? byName(restaurants, params.filter?.q)
            : coupons;
      return { data: rows, total: rows.length };
    }),
    getOne: vi.fn(async (_resource: string, params: { id: number }) => ({
      data: coupons.find((c) => c.id === Number(params.id)),
    })),
  });

/** Picks `name` in an autocomplete: type, then click the offered option. */
async function choose(dialog: HTMLElement, label: RegExp, name: string) {
  const input = within(dialog).getByRole('combobox', { name: label });
  fireEvent.change(input, { target: { value: name.slice(0, 3) } });
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('coupon screen', () => {
  it('shows the tiles, refuses an incomplete add under each empty field, and sends a normalised coupon', async () => {
    const dataProvider = couponProvider();
    renderAdmin(<CouponList />, dataProvider);
    await screen.findByText('GAON10');
    await waitFor(() => expect(screen.getByText('Total Used').nextSibling?.textContent).toBe('443'));
    expect(screen.getByText('Active Coupons').nextSibling?.textContent).toBe('1');

    // The form waits behind the Add button.
    expect(screen.queryByLabelText(/^Code/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Coupon' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Coupon' }));
    await waitFor(() => expect(within(dialog).getAllByText('All fields are required.')).toHaveLength(4));
    expect(dataProvider.create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: ' MELA5 ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Discount/), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Valid From/), { target: { value: '2026-01-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Valid To/), { target: { value: '2026-02-01' } });
    await waitFor(() => expect(within(dialog).queryByText('All fields are required.')).toBeNull());
    await choose(dialog, /^Applicable Villages/, 'Janghai');
    await choose(dialog, /^Applicable Villages/, 'Jhunsi');
    await choose(dialog, /^Applicable Restaurants/, 'Maa Ki Rasoi');
    fireEvent.change(within(dialog).getByLabelText(/^Minimum Order/), { target: { value: '150' } });
    fireEvent.change(within(dialog).getByLabelText(/^Uses per Phone/), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Coupon' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.create).mock.calls[0]![1].data).toEqual({
      code: 'MELA5',
      discount: 5,
      validFrom: '2026-01-01',
      validTo: '2026-02-01',
      usageLimit: 1,
      applicableVillages: ['Janghai', 'Jhunsi'],
      applicableRestaurants: ['Maa Ki Rasoi'],
      status: 'active',
      minimumOrder: 150,
      perPhoneLimit: 1,
      includesDelivery: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits with Update and Cancel, and asks before deleting', async () => {
    const dataProvider = couponProvider();
    renderAdmin(<CouponList />, dataProvider);
    await screen.findByText('HOLI25');
    fireEvent.click(screen.getByRole('button', { name: 'Edit coupon HOLI25' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Coupon' });
    await waitFor(() => expect((within(dialog).getByLabelText(/^Code/) as HTMLInputElement).value).toBe('HOLI25'));
    // The chosen village shows as a chip.
    await within(dialog).findByRole('button', { name: 'Janghai' });
    fireEvent.change(within(dialog).getByLabelText(/^Discount/), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.update).mock.calls[0]![1].data).toEqual({
      code: 'HOLI25',
      discount: 30,
      validFrom: '2026-03-01',
      validTo: '2026-03-10',
      usageLimit: 300,
      applicableVillages: ['Janghai'],
      applicableRestaurants: [],
      status: 'inactive',
      minimumOrder: 0,
      perPhoneLimit: null,
      includesDelivery: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Cancel with nothing typed closes at once.
    fireEvent.click(screen.getByRole('button', { name: 'Edit coupon HOLI25' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Coupon' });
    await waitFor(() => expect((within(again).getByLabelText(/^Code/) as HTMLInputElement).value).toBe('HOLI25'));
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete coupon GAON10' }));
    await screen.findByText('Are you sure you want to delete this coupon?');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('coupons', expect.objectContaining({ id: 1 })),
    );
  });

  it('asks before closing an add dialog with typed input', async () => {
    renderAdmin(<CouponList />, couponProvider());
    await screen.findByText('GAON10');
    fireEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Coupon' });
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'HALF' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await screen.findByText('You have unsaved changes. Close and lose what you typed?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByText('You have unsaved changes. Close and lose what you typed?')).toBeNull(),
    );
    expect((within(dialog).getByLabelText(/^Code/) as HTMLInputElement).value).toBe('HALF');
  });
});

describe('the coupon form from its URL', () => {
  it('opens Edit from the list at /coupons/:id, and Cancel returns to the list', async () => {
    renderAdmin(
      <>
        <CouponList />
        <Where />
      </>,
      couponProvider(),
      '/coupons',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit coupon HOLI25' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Coupon' });
    expect(where()).toBe('/coupons/2');
    await waitFor(() => expect((within(dialog).getByLabelText(/^Code/) as HTMLInputElement).value).toBe('HOLI25'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/coupons');
  });

  it('a link to /coupons/:id opens that coupon, /coupons/create the Add dialog', async () => {
    renderAdmin(<CouponList />, couponProvider(), '/coupons/2');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Coupon' });
    await waitFor(() => expect((within(dialog).getByLabelText(/^Code/) as HTMLInputElement).value).toBe('HOLI25'));
    // The list stays behind it.
    await screen.findByText('GAON10');
    cleanup();
    renderAdmin(<CouponList />, couponProvider(), '/coupons/create');
    await screen.findByRole('dialog', { name: 'Add Coupon' });
  });

  it('an id that does not exist: react-admin’s notice, and back to the list', async () => {
    const dataProvider = couponProvider();
    vi.mocked(dataProvider.getOne).mockRejectedValue(new Error('Coupon not found'));
    renderAdmin(
      <>
        <CouponList />
        <Where />
        <Notification />
      </>,
      dataProvider,
      '/coupons/404',
    );
    await screen.findByText('Element does not exist');
    await waitFor(() => expect(where()).toBe('/coupons'));
    expect(screen.queryByRole('dialog', { name: 'Edit Coupon' })).toBeNull();
  });
});

describe('coupon validity in the admin’s language', () => {
  it('writes the days as the language does, never a day early', async () => {
    const { formatDay } = await import('../../admin/common/format');
    expect(formatDay('2026-11-01', 'en-IN')).toBe('1 Nov 2026');
    expect(formatDay('2026-11-01', 'hi-IN')).toMatch(/^1 नव/);
    expect(formatDay('2026-12-31', 'en-IN')).toBe('31 Dec 2026');
    expect(formatDay('not a day', 'en-IN')).toBe('not a day');
  });
});
