// @vitest-environment jsdom
/** What the site remembers on a phone: the newest orders (each once), the last details, and "not me". */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetCustomer,
  KEPT_ORDERS,
  knownOrders,
  ORDERS_KEY,
  rememberCustomer,
  rememberedCustomer,
  rememberOrder,
} from '../../site/yourOrders';

const order = (n: number) => ({
  orderId: `ORD-${String(n).padStart(6, '0')}`,
  trackingUrl: `/track/ORD-${String(n).padStart(6, '0')}?t=tok${n}`,
  placedAt: new Date(2026, 10, n).toISOString(),
  total: 100 + n,
});

beforeEach(() => localStorage.clear());

describe('your orders on this phone', () => {
  it('keeps the newest first, each order once, at most the last few', () => {
    for (let n = 1; n <= KEPT_ORDERS + 2; n++) rememberOrder(order(n));
    rememberOrder(order(5));
    const ids = knownOrders().map((o) => o.orderId);
    expect(ids[0]).toBe('ORD-000005');
    expect(ids).toHaveLength(KEPT_ORDERS);
    expect(new Set(ids).size).toBe(KEPT_ORDERS);
    expect(ids).not.toContain('ORD-000001');
  });

  it('ignores what it did not write (a broken or foreign value) instead of failing', () => {
    localStorage.setItem(ORDERS_KEY, '{not json');
    expect(knownOrders()).toEqual([]);
    localStorage.setItem(
      ORDERS_KEY,
      JSON.stringify([{ orderId: 'ORD-1', trackingUrl: 'https://evil.example/' }, order(2)]),
    );
    expect(knownOrders().map((o) => o.orderId)).toEqual(['ORD-000002']);
  });

  it('remembers the last details, and "not me" forgets them and the orders', () => {
    rememberCustomer({ name: 'Asha Tiwari', phone: '9876543210', villageId: '3', address: 'House 7', landmark: '' });
    rememberOrder(order(1));
    expect(rememberedCustomer()).toMatchObject({ name: 'Asha Tiwari', villageId: '3' });
    forgetCustomer();
    expect(rememberedCustomer()).toBeNull();
    expect(knownOrders()).toEqual([]);
  });
});
