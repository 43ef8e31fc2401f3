// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CouponList } from '../../admin/coupons/CouponList';
import { couponTotals, joinList, splitList, toCouponPayload, validateCouponForm, type Coupon } from '../../admin/coupons/types';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

const filled = { code: 'DIWALI10', discount: '10', validFrom: '2026-11-01', validTo: '2026-11-15', status: 'active' };

describe('coupon form validation', () => {
  it('accepts an add form with code, discount and both dates', () => {
    expect(validateCouponForm(filled)).toEqual({});
  });

  it.each(['code', 'discount', 'validFrom', 'validTo'] as const)('refuses an add form without %s, under that field', (field) => {
    expect(validateCouponForm({ ...filled, [field]: '  ' })).toEqual({ [field]: 'gaon.coupons.allFieldsRequired' });
  });
});

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
    expect(toCouponPayload({ ...filled, discount: 'abc', usageLimit: 'x' })).toMatchObject({ discount: 0, usageLimit: 1 });
  });

  it('trims the code and splits comma lists, dropping blanks', () => {
    const payload = toCouponPayload({ ...filled, code: '  NEW5 ', applicableVillages: ' Janghai, Rampur ,, ', applicableRestaurants: 'Maa Ki Rasoi' });
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
      applicableVillages: ['Janghai', 'Rampur'],
      applicableRestaurants: [],
      status: 'inactive',
      createdAt: '2025-12-20T10:00:00.000Z',
    };
    expect(joinList(coupon.applicableVillages)).toBe('Janghai, Rampur');
    const { id: _id, _id: _rowId, used: _used, createdAt: _createdAt, ...rest } = coupon;
    expect(toCouponPayload({ ...coupon, applicableVillages: joinList(coupon.applicableVillages) })).toEqual(rest);
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
  { id: 1, code: 'GAON10', discount: 10, validFrom: '2026-01-01', validTo: '2026-12-31', usageLimit: 500, used: 143, applicableVillages: [], applicableRestaurants: [], status: 'active' },
  { id: 2, code: 'HOLI25', discount: 25, validFrom: '2026-03-01', validTo: '2026-03-10', usageLimit: 300, used: 300, applicableVillages: ['Janghai'], applicableRestaurants: [], status: 'inactive' },
];

const couponProvider = () =>
  fakeDataProvider({
    getList: vi.fn(async () => ({ data: coupons, total: coupons.length })),
    getOne: vi.fn(async (_resource: string, params: { id: number }) => ({ data: coupons.find((c) => c.id === Number(params.id)) })),
  });

describe('coupon screen', () => {
  it('shows the tiles, refuses an incomplete add, and sends a normalised coupon', async () => {
    const dataProvider = couponProvider();
    renderAdmin(<CouponList />, dataProvider);
    await screen.findByText('GAON10');
    await waitFor(() => expect(screen.getByText('Total Used').nextSibling?.textContent).toBe('443'));
    expect(screen.getByText('Active Coupons').nextSibling?.textContent).toBe('1');

    const form = document.getElementById('coupon-form')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Add Coupon' }));
    await within(form).findByText('All fields are required.');
    expect(dataProvider.create).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: ' MELA5 ' } });
    fireEvent.change(within(form).getByLabelText(/^Discount/), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText(/^Valid From/), { target: { value: '2026-01-01' } });
    fireEvent.change(within(form).getByLabelText(/^Valid To/), { target: { value: '2026-02-01' } });
    fireEvent.change(within(form).getByLabelText(/^Applicable Villages/), { target: { value: 'Janghai , Jhunsi,' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Coupon' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.create).mock.calls[0]![1].data).toEqual({
      code: 'MELA5',
      discount: 5,
      validFrom: '2026-01-01',
      validTo: '2026-02-01',
      usageLimit: 1,
      applicableVillages: ['Janghai', 'Jhunsi'],
      applicableRestaurants: [],
      status: 'active',
    });
  });

  it('edits with Update and Cancel, and asks before deleting', async () => {
    const dataProvider = couponProvider();
    renderAdmin(<CouponList />, dataProvider);
    await screen.findByText('HOLI25');
    fireEvent.click(screen.getByRole('button', { name: 'Edit coupon HOLI25' }));
    const form = document.getElementById('coupon-form')!;
    await waitFor(() => expect((within(form).getByLabelText(/^Code/) as HTMLInputElement).value).toBe('HOLI25'));
    expect((within(form).getByLabelText(/^Applicable Villages/) as HTMLInputElement).value).toBe('Janghai');
    within(form).getByRole('button', { name: 'Update' });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await within(form).findByRole('button', { name: 'Add Coupon' });
    expect((within(form).getByLabelText(/^Code/) as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Delete coupon GAON10' }));
    await screen.findByText('Are you sure you want to delete this coupon?');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('coupons', expect.objectContaining({ id: 1 })));
  });
});
