import { describe, expect, it } from 'vitest';
import {
  addOne,
  CART_STORAGE_KEY,
  cartCount,
  emptyCart,
  formatRupees,
  loadCart,
  priceCart,
  pruneCart,
  quantityOf,
  removeOne,
  saveCart,
  setQuantity,
  type CartState,
} from '../../site/cart';
import { menuFromContent } from '../../shared/menuSeed';

const menu = menuFromContent();
const idOf = (name: string) => menu.dishes.find((d) => d.name === name)!.id;
const THALI = idOf('Village Thali');
const ROTI = idOf('Tandoori Roti');

/** A Storage on a Map, as localStorage is in the browser. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('cart', () => {
  it('adds, counts and removes dishes; a quantity of 0 drops the line', () => {
    let cart = addOne(emptyCart, THALI);
    cart = addOne(cart, THALI);
    cart = addOne(cart, ROTI);
    expect(quantityOf(cart, THALI)).toBe(2);
    expect(cartCount(cart)).toBe(3);
    expect(cart.lines).toEqual([
      { dishId: THALI, quantity: 2 },
      { dishId: ROTI, quantity: 1 },
    ]);
    cart = removeOne(removeOne(cart, THALI), THALI);
    expect(cart.lines).toEqual([{ dishId: ROTI, quantity: 1 }]);
    expect(removeOne(emptyCart, THALI)).toEqual(emptyCart);
  });

  it('keeps the server limits: at most 20 of a dish and 30 lines', () => {
    let cart = setQuantity(emptyCart, THALI, 50);
    expect(quantityOf(cart, THALI)).toBe(20);
    cart = addOne(cart, THALI);
    expect(quantityOf(cart, THALI)).toBe(20);
    let many: CartState = emptyCart;
    for (let id = 1; id <= 35; id++) many = addOne(many, id);
    expect(many.lines).toHaveLength(30);
  });

  it("prices from the menu: subtotal, the chosen village's delivery charge, total; pickup has no charge", () => {
    const cart: CartState = {
      ...emptyCart,
      lines: [
        { dishId: THALI, quantity: 2 },
        { dishId: ROTI, quantity: 4 },
      ],
    };
    const t = priceCart(cart, menu);
    expect(t.subtotal).toBe(2 * 180 + 4 * 25);
    expect(t.area?.name).toBe('Janghai');
    expect(t.deliveryCharge).toBe(30);
    expect(t.total).toBe(490);
    expect(priceCart({ ...cart, fulfilment: 'pickup' }, menu)).toMatchObject({ deliveryCharge: 0, total: 460 });
    // A changed price on the menu changes the cart (prices are never stored).
    const dearer = { ...menu, dishes: menu.dishes.map((d) => (d.id === THALI ? { ...d, price: 200 } : d)) };
    expect(priceCart(cart, dearer).subtotal).toBe(500);
    // An empty cart has no delivery charge.
    expect(priceCart(emptyCart, menu)).toMatchObject({ subtotal: 0, deliveryCharge: 0, total: 0 });
  });

  it('reports the minimum order of the village and sold-out lines', () => {
    const handia = menu.deliveryAreas.find((a) => a.name === 'Handia')!;
    const cart: CartState = { ...emptyCart, villageId: handia.id, lines: [{ dishId: ROTI, quantity: 2 }] };
    const t = priceCart(cart, menu);
    expect(t.deliveryCharge).toBe(handia.deliveryCharge);
    expect(t.belowMinimum).toBe(handia.minimumOrder - 50);
    const soldOut = { ...menu, dishes: menu.dishes.map((d) => (d.id === ROTI ? { ...d, available: false } : d)) };
    expect(priceCart(cart, soldOut).soldOut.map((l) => l.dish.name)).toEqual(['Tandoori Roti']);
  });

  it('drops lines of dishes that left the menu', () => {
    const cart: CartState = {
      ...emptyCart,
      lines: [
        { dishId: THALI, quantity: 1 },
        { dishId: 999, quantity: 1 },
      ],
    };
    expect(pruneCart(cart, menu).lines).toEqual([{ dishId: THALI, quantity: 1 }]);
    expect(priceCart(cart, menu).lines).toHaveLength(1);
  });

  it('persists in storage and reads it back; bad data gives an empty cart', () => {
    const storage = memoryStorage();
    const cart: CartState = {
      lines: [{ dishId: THALI, quantity: 2 }],
      fulfilment: 'pickup',
      villageId: 2,
      pending: { key: 'abcdefgh12', body: '{}' },
    };
    saveCart(storage, cart);
    expect(JSON.parse(storage.map.get(CART_STORAGE_KEY)!)).toEqual(cart);
    expect(loadCart(storage)).toEqual(cart);
    saveCart(storage, emptyCart);
    expect(storage.map.has(CART_STORAGE_KEY)).toBe(false);
    storage.setItem(CART_STORAGE_KEY, '{not json');
    expect(loadCart(storage)).toEqual(emptyCart);
    storage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        lines: [
          { dishId: 'x', quantity: 1 },
          { dishId: 3, quantity: -1 },
          { dishId: 4, quantity: 99 },
        ],
        fulfilment: 'drone',
      }),
    );
    expect(loadCart(storage)).toEqual({ ...emptyCart, lines: [{ dishId: 4, quantity: 20 }] });
    expect(loadCart(undefined)).toEqual(emptyCart);
  });

  it('formats rupees the Indian way', () => {
    expect(formatRupees(490)).toBe('₹490.00');
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(378.5)).toBe('₹378.50');
  });
});
