import { describe, expect, it } from 'vitest';
import {
  formatClock,
  isWithinHours,
  minutesOfDay,
  normalisePhone,
  quoteOrder,
  type AreaForOrder,
  type DishForOrder,
  type KitchenForOrder,
  type OrderRequest,
} from '../../shared/ordering';

/** UTC ms of a given India time on 22 Nov 2026 (India is UTC+5:30). */
const india = (hh: number, mm = 0) => Date.UTC(2026, 10, 22, hh, mm) - 330 * 60_000;

const kitchen: KitchenForOrder = {
  id: 1,
  name: 'Gaon Rasoi Janghai',
  isActive: true,
  opensAt: '11:00',
  closesAt: '23:00',
};
const dishes = new Map<number, DishForOrder>([
  [1, { id: 1, name: 'Village Thali', pricePaise: 18000, available: true }],
  [2, { id: 2, name: 'Palak Paneer', pricePaise: 14000, available: false }],
  [3, { id: 3, name: 'Tandoori Roti', pricePaise: 2500, available: true }],
]);
const areas = new Map<number, AreaForOrder>([
  [7, { id: 7, name: 'Janghai', deliveryChargePaise: 3000, minimumOrderPaise: 10000 }],
]);
const base: OrderRequest = {
  customer: { name: 'Sunita Devi', phone: '98765 43210' },
  fulfilment: 'delivery',
  villageId: 7,
  address: 'Near the well',
  items: [{ dishId: 1, quantity: 2 }],
};

describe('opening hours (India time)', () => {
  it('is open within the hours and closed outside them', () => {
    expect(isWithinHours('11:00', '23:00', india(11))).toBe(true);
    expect(isWithinHours('11:00', '23:00', india(22, 59))).toBe(true);
    expect(isWithinHours('11:00', '23:00', india(23))).toBe(false);
    expect(isWithinHours('11:00', '23:00', india(10, 59))).toBe(false);
  });
  it('runs past midnight when the close is before the open, and 24:00 closes at midnight', () => {
    expect(isWithinHours('18:00', '02:00', india(1))).toBe(true);
    expect(isWithinHours('18:00', '02:00', india(3))).toBe(false);
    expect(isWithinHours('11:00', '24:00', india(23, 30))).toBe(true);
    expect(minutesOfDay('24:01')).toBeNaN();
    expect(minutesOfDay('7:00')).toBeNaN();
  });
  it('writes hours the way the site does', () => {
    expect(formatClock('11:00')).toBe('11:00 AM');
    expect(formatClock('23:00')).toBe('11:00 PM');
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('24:00')).toBe('12:00 AM');
  });
});

describe('quoteOrder', () => {
  it('prices every line from the menu, never from the request, and adds the village charge', () => {
    const result = quoteOrder(
      { ...base, items: [{ dishId: 1, quantity: 2, price: 1 } as never, { dishId: 3, quantity: 4 }] },
      kitchen,
      dishes,
      areas,
      india(13),
    );
    expect(result).toMatchObject({
      ok: true,
      quote: { subtotalPaise: 46000, deliveryChargePaise: 3000, totalPaise: 49000, customer: { phone: '9876543210' } },
    });
  });
  it('charges no delivery for pickup and needs no village or address', () => {
    const result = quoteOrder(
      { ...base, fulfilment: 'pickup', villageId: undefined, address: '' },
      kitchen,
      dishes,
      areas,
      india(13),
    );
    expect(result).toMatchObject({ ok: true, quote: { deliveryChargePaise: 0, totalPaise: 36000, village: null } });
  });
  it('refuses as invalid, with a message per field, for what the customer can correct', () => {
    const result = quoteOrder(
      { customer: { name: ' ', phone: '12345' }, fulfilment: 'delivery', villageId: 99, address: '', items: [] },
      kitchen,
      dishes,
      areas,
      india(13),
    );
    expect(result).toMatchObject({
      ok: false,
      kind: 'invalid',
      errors: {
        'customer.name': 'Name is required',
        'customer.phone': 'Phone must be 10 digits',
        villageId: 'We do not deliver to this village yet',
        address: 'Address is required for delivery',
        items: 'Your cart is empty',
      },
    });
  });
  it('refuses quantities outside 1–20 and more than 30 lines', () => {
    expect(
      quoteOrder({ ...base, items: [{ dishId: 1, quantity: 21 }] }, kitchen, dishes, areas, india(13)),
    ).toMatchObject({ kind: 'invalid', errors: { items: expect.stringContaining('between 1 and 20') } });
    expect(
      quoteOrder(
        {
          ...base,
          items: [
            { dishId: 1, quantity: 12 },
            { dishId: 1, quantity: 12 },
          ],
        },
        kitchen,
        dishes,
        areas,
        india(13),
      ),
    ).toMatchObject({ kind: 'invalid' });
    const many = Array.from({ length: 31 }, () => ({ dishId: 1, quantity: 1 }));
    expect(quoteOrder({ ...base, items: many }, kitchen, dishes, areas, india(13))).toMatchObject({
      kind: 'invalid',
      errors: { items: expect.stringContaining('30') },
    });
  });
  it('answers 409 when the kitchen is closed or offline, or a dish is sold out or gone', () => {
    expect(quoteOrder(base, kitchen, dishes, areas, india(8))).toMatchObject({
      kind: 'conflict',
      message: 'Closed now — opens at 11:00 AM',
    });
    expect(quoteOrder(base, { ...kitchen, isActive: false }, dishes, areas, india(13))).toMatchObject({
      kind: 'conflict',
    });
    expect(
      quoteOrder({ ...base, items: [{ dishId: 2, quantity: 1 }] }, kitchen, dishes, areas, india(13)),
    ).toMatchObject({ kind: 'conflict', message: 'Palak Paneer is sold out' });
    expect(
      quoteOrder({ ...base, items: [{ dishId: 404, quantity: 1 }] }, kitchen, dishes, areas, india(13)),
    ).toMatchObject({ kind: 'conflict' });
  });
  it("enforces the village's minimum order", () => {
    expect(
      quoteOrder({ ...base, items: [{ dishId: 3, quantity: 2 }] }, kitchen, dishes, areas, india(13)),
    ).toMatchObject({ kind: 'invalid', errors: { items: 'The minimum order for Janghai is ₹100' } });
  });
  it('accepts +91 and a leading 0 on a phone number', () => {
    expect(normalisePhone('+91 98765-43210')).toBe('9876543210');
    expect(normalisePhone('09876543210')).toBe('9876543210');
  });
});
