// @vitest-environment jsdom
/**
 * The cart says what the customer will pay: a kitchen whose prices exclude GST adds it in the cart's
 * lines, its total, its Checkout button and the phone's sticky cart bar, the same sum the checkout
 * shows (before a coupon).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from '../../site/App';
import { CART_STORAGE_KEY, priceCart, type CartState } from '../../site/cart';
import type { MenuData } from '../../site/menu';
import { hindiPack } from '../../site/i18n/hiBundle';
import { menuFromContent } from '../../shared/menuSeed';

const NOON = Date.parse('2026-03-10T12:00:00.000+05:30');

function gstKitchenMenu(): MenuData {
  const menu = menuFromContent();
  return {
    ...menu,
    kitchen: {
      ...menu.kitchen,
      opensAt: '11:00',
      closesAt: '23:00',
      isActive: true,
      isOpen: true,
      pausedUntil: null,
      busyUntil: null,
      busyMinutes: 0,
      gstOnTopPercent: 5,
    },
  };
}
const menu = gstKitchenMenu();
const THALI = menu.dishes.find((d) => d.name === 'Village Thali')!.id;
/** Two Village Thalis (₹360) delivered to Janghai (₹30): ₹390 + 5 % GST = ₹409.50. */
const cart: CartState = {
  lines: [{ dishId: THALI, quantity: 2 }],
  fulfilment: 'delivery',
  villageId: null,
  pending: null,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOON);
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });
  window.scrollTo = () => {};
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the cart’s total with GST on top', () => {
  it('prices GST on the food and the delivery, rounded to the paisa; none where prices include it', () => {
    expect(priceCart(cart, menu)).toMatchObject({ subtotal: 360, deliveryCharge: 30, tax: 19.5, total: 409.5 });
    const included = { ...menu, kitchen: { ...menu.kitchen, gstOnTopPercent: undefined } };
    expect(priceCart(cart, included)).toMatchObject({ tax: 0, total: 390 });
    // ₹45 + ₹30 = ₹75 → GST ₹3.75; ₹25 + ₹30 = ₹55 → ₹2.75: paise, not floats.
    const roti = menu.dishes.find((d) => d.name === 'Tandoori Roti')!.id;
    expect(priceCart({ ...cart, lines: [{ dishId: roti, quantity: 1 }] }, menu)).toMatchObject({
      tax: 2.75,
      total: 57.75,
    });
  });

  it('shows the total with GST in the sticky bar, the cart and its Checkout button', async () => {
    render(<App path="/" buildDate="2026-03-10" menu={menu} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    const bar = document.querySelector('.cart-bar-button');
    expect(bar?.textContent).toContain('₹409.50');
    fireEvent.click(bar!);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    const totals = document.querySelector('.cart-drawer .cart-totals')!;
    expect(totals.textContent).toContain('GST (5%)₹19.50');
    expect(totals.querySelector('dd.cart-total')?.textContent).toBe('₹409.50');
    expect(screen.getByRole('link', { name: 'Checkout · ₹409.50' })).toBeTruthy();
  });

  it('in Hindi too', async () => {
    render(<App path="/hi" pack={hindiPack} buildDate="2026-03-10" menu={menu} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    fireEvent.click(document.querySelector('.cart-bar-button')!);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    const totals = document.querySelector('.cart-drawer .cart-totals')!;
    expect(totals.textContent).toContain('जीएसटी (5%)₹19.50');
    expect(totals.querySelector('dd.cart-total')?.textContent).toBe('₹409.50');
    expect(screen.getByRole('link', { name: 'चेकआउट · ₹409.50' })).toBeTruthy();
  });
});
