import { describe, expect, it, vi } from 'vitest';
import {
  keyFor,
  newIdempotencyKey,
  normalizePhone,
  orderBody,
  serverErrors,
  validateCheckout,
  type CheckoutForm,
} from '../../site/checkout';
import { emptyCart, type CartState } from '../../site/cart';
import { menuFromContent } from '../../shared/menuSeed';
import { placeOrder } from '../../site/api';
import { ORDER_LIMITS } from '../../shared/ordering';

const menu = menuFromContent();
const cart: CartState = { ...emptyCart, lines: [{ dishId: 1, quantity: 2 }] };
const good: CheckoutForm = {
  name: 'Asha Tiwari',
  phone: '98765 43210',
  fulfilment: 'delivery',
  villageId: '1',
  address: 'Near Shiv Mandir, Station Road',
  landmark: '',
  note: '',
  couponCode: '',
};

describe('checkout validation', () => {
  it('accepts a complete delivery order and a pickup without an address', () => {
    expect(validateCheckout(good, cart, menu)).toEqual({});
    expect(validateCheckout({ ...good, fulfilment: 'pickup', villageId: '', address: '' }, cart, menu)).toEqual({});
  });

  it('names each missing or bad field', () => {
    const errors = validateCheckout({ ...good, name: ' ', phone: '12345', villageId: '', address: '' }, cart, menu);
    expect(errors.name).toMatch(/name/);
    expect(errors.phone).toMatch(/10-digit/);
    expect(errors.villageId).toMatch(/village/);
    expect(errors.address).toMatch(/address/);
    expect(validateCheckout({ ...good, phone: '' }, cart, menu).phone).toMatch(/mobile number/);
    expect(validateCheckout({ ...good, note: 'x'.repeat(501) }, cart, menu).note).toMatch(/500/);
  });

  it('allows exactly what the API allows: the lengths of shared/ordering.ts', () => {
    const { nameLength, landmarkLength, addressLength } = ORDER_LIMITS;
    expect(
      validateCheckout(
        {
          ...good,
          name: 'N'.repeat(nameLength),
          landmark: 'L'.repeat(landmarkLength),
          address: 'A'.repeat(addressLength),
        },
        cart,
        menu,
      ),
    ).toEqual({});
    const over = validateCheckout(
      {
        ...good,
        name: 'N'.repeat(nameLength + 1),
        landmark: 'L'.repeat(landmarkLength + 1),
        address: 'A'.repeat(addressLength + 1),
      },
      cart,
      menu,
    );
    expect(Object.keys(over).sort()).toEqual(['address', 'landmark', 'name']);
  });

  it('takes 10-digit Indian mobile numbers written in the usual ways', () => {
    for (const p of ['9876543210', '+91 98765 43210', '098765-43210', '91 9876543210'])
      expect(normalizePhone(p)).toBe('9876543210');
    expect(validateCheckout({ ...good, phone: '+91 98765 43210' }, cart, menu).phone).toBeUndefined();
    expect(validateCheckout({ ...good, phone: '1234567890' }, cart, menu).phone).toBeDefined();
    expect(validateCheckout({ ...good, phone: '98765432101' }, cart, menu).phone).toBeDefined();
    for (const p of ['0000000000', '9999999999', '5876543210'])
      expect(validateCheckout({ ...good, phone: p }, cart, menu).phone, p).toBeDefined();
    expect(normalizePhone('९८७६५ ४३२१०')).toBe('9876543210');
    expect(validateCheckout({ ...good, phone: '९८७६५ ४३२१०' }, cart, menu).phone).toBeUndefined();
    for (const name of ['\u200b', '\u0000\u0007', '\u202e\u200b'])
      expect(validateCheckout({ ...good, name }, cart, menu).name, JSON.stringify(name)).toBeDefined();
  });

  it("enforces the village's minimum order for delivery only", () => {
    const small: CartState = { ...emptyCart, lines: [{ dishId: 4, quantity: 1 }] };
    const handia = menu.deliveryAreas.find((a) => a.name === 'Handia')!;
    expect(validateCheckout({ ...good, villageId: String(handia.id) }, small, menu).villageId).toMatch(
      /minimum order for delivery to Handia is ₹200/,
    );
    expect(validateCheckout({ ...good, fulfilment: 'pickup' }, small, menu)).toEqual({});
  });

  it('refuses an empty cart, a sold-out dish and a closed kitchen', () => {
    expect(validateCheckout(good, emptyCart, menu).form).toMatch(/empty/);
    const soldOut = { ...menu, dishes: menu.dishes.map((d) => (d.id === 1 ? { ...d, available: false } : d)) };
    expect(validateCheckout(good, cart, soldOut).form).toMatch(/Sold out now: Village Thali/);
    const closed = { ...menu, kitchen: { ...menu.kitchen, isOpen: false } };
    expect(validateCheckout(good, cart, closed).form).toMatch(/closed now. It opens at 11:00 AM/);
  });

  it('says until when a paused kitchen takes no orders (India time), and lets a busy one take them', () => {
    const paused = {
      ...menu,
      kitchen: { ...menu.kitchen, isOpen: false, isActive: true, pausedUntil: '2026-03-10T15:00:00.000Z' },
    };
    expect(validateCheckout(good, cart, paused).form).toBe('Sorry, the kitchen is not taking orders until 8:30 PM.');
    const busy = {
      ...menu,
      kitchen: {
        ...menu.kitchen,
        isOpen: true,
        isActive: true,
        busyUntil: '2026-03-10T15:00:00.000Z',
        busyMinutes: 20,
      },
    };
    expect(validateCheckout(good, cart, busy)).toEqual({});
  });

  it('takes an order for later while the kitchen is closed or paused (the server checks its time), not while it is Offline', () => {
    const later: CheckoutForm = { ...good, scheduledFor: String(Date.parse('2026-03-11T07:30:00.000Z')) };
    const closed = { ...menu, kitchen: { ...menu.kitchen, isOpen: false, isActive: true } };
    const paused = { ...closed, kitchen: { ...closed.kitchen, pausedUntil: '2026-03-10T15:00:00.000Z' } };
    expect(validateCheckout(later, cart, closed)).toEqual({});
    expect(validateCheckout(later, cart, paused)).toEqual({});
    expect(validateCheckout(later, cart, { ...closed, kitchen: { ...closed.kitchen, isActive: false } }).form).toMatch(
      /closed now/,
    );
    expect(orderBody(later, cart).scheduledFor).toBe('2026-03-11T07:30:00.000Z');
    expect(orderBody({ ...later, scheduledFor: '' }, cart)).not.toHaveProperty('scheduledFor');
  });

  it('builds the order body with ids and quantities only', () => {
    expect(orderBody(good, cart)).toEqual({
      customer: { name: 'Asha Tiwari', phone: '9876543210' },
      fulfilment: 'delivery',
      villageId: 1,
      address: 'Near Shiv Mandir, Station Road',
      items: [{ dishId: 1, quantity: 2 }],
    });
    expect(orderBody({ ...good, fulfilment: 'pickup', note: ' Less oil ' }, cart)).toEqual({
      customer: { name: 'Asha Tiwari', phone: '9876543210' },
      fulfilment: 'pickup',
      note: 'Less oil',
      items: [{ dishId: 1, quantity: 2 }],
    });
  });

  it("puts the server's errors under the same fields", () => {
    expect(
      serverErrors({ 'customer.phone': 'Invalid phone', villageId: 'Not served', 'items.0.quantity': 'Too many' }),
    ).toEqual({
      phone: 'Invalid phone',
      villageId: 'Not served',
      form: 'Too many',
    });
    expect(serverErrors(undefined, 'Bad request')).toEqual({ form: 'Bad request' });
  });
});

describe('idempotency key', () => {
  it('is 8–64 characters of [A-Za-z0-9_-] and new each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('is reused for the same order (retry, double tap) and renewed for a changed one', () => {
    const body = orderBody(good, cart);
    const first = keyFor(body, null);
    expect(keyFor(orderBody(good, cart), first)).toBe(first);
    const changed = keyFor(orderBody({ ...good, note: 'No onion' }, cart), first);
    expect(changed.key).not.toBe(first.key);
  });

  it('is sent as the Idempotency-Key header of POST /api/orders; a network error answers status 0', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: true, data: { orderId: 'ORD-000001', trackingUrl: '/track/ORD-000001?t=x' } }),
          { status: 201 },
        ),
    );
    const answer = await placeOrder(orderBody(good, cart), 'key-12345678', fetchMock as unknown as typeof fetch);
    expect(answer).toMatchObject({ ok: true, status: 201, data: { orderId: 'ORD-000001' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-12345678');
    expect(JSON.parse(init.body as string).items).toEqual([{ dishId: 1, quantity: 2 }]);
    const offline = vi.fn(async () => {
      throw new TypeError('network');
    });
    await expect(
      placeOrder(orderBody(good, cart), 'key-12345678', offline as unknown as typeof fetch),
    ).resolves.toMatchObject({ ok: false, status: 0 });
    const closed = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'The kitchen is closed now' }), { status: 409 }),
    );
    await expect(
      placeOrder(orderBody(good, cart), 'key-12345678', closed as unknown as typeof fetch),
    ).resolves.toMatchObject({ ok: false, status: 409, message: 'The kitchen is closed now' });
  });
});

describe('a coupon code at checkout', () => {
  it('goes in the order body trimmed, and the server refusal shows under the coupon field', () => {
    expect(orderBody({ ...good, couponCode: ' thali15 ' }, cart).couponCode).toBe('thali15');
    expect(orderBody(good, cart)).not.toHaveProperty('couponCode');
    expect(serverErrors({ couponCode: 'This coupon has expired' }, 'This coupon has expired').couponCode).toMatch(
      /expired/,
    );
  });
});

describe('paying by UPI at checkout', () => {
  it('sends paymentMethod upi only when chosen (cash is the default)', () => {
    expect(orderBody({ ...good, paymentMethod: 'upi' }, cart).paymentMethod).toBe('upi');
    expect(orderBody({ ...good, paymentMethod: 'cash' }, cart)).not.toHaveProperty('paymentMethod');
  });
});
