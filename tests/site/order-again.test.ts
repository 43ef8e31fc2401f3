/**
 * "Order again" finds an earlier order's dishes on today's menu by their dish id, so it works on
 * a Hindi page, where the menu shows Hindi names and the order keeps the English ones.
 */
import { describe, expect, it } from 'vitest';
import { orderAgainLines } from '../../site/orderAgain';
import { menuInHindi } from '../../site/i18n/hiMenu';
import { menuFromContent } from '../../shared/menuSeed';

const base = menuFromContent();
const thali = base.dishes.find((d) => d.name === 'Village Thali')!;
const roti = base.dishes.find((d) => d.name === 'Tandoori Roti')!;
const menu = {
  ...base,
  dishes: base.dishes.map((d) =>
    d.id === thali.id ? { ...d, nameHi: 'गाँव की थाली' } : d.id === roti.id ? { ...d, nameHi: 'तंदूरी रोटी' } : d,
  ),
};
const items = [
  { name: 'Village Thali', nameHi: 'गाँव की थाली', quantity: 2, price: 180, dishId: thali.id },
  { name: 'Tandoori Roti', nameHi: 'तंदूरी रोटी', quantity: 4, price: 25, dishId: roti.id },
];

describe('order again', () => {
  it('on a Hindi page puts the same dishes and quantities in the cart', () => {
    const again = orderAgainLines(items, menuInHindi(menu), 'hi');
    expect(again.leftOut).toEqual([]);
    expect(again.lines.map((l) => [l.dish.id, l.dish.name, l.quantity])).toEqual([
      [thali.id, 'गाँव की थाली', 2],
      [roti.id, 'तंदूरी रोटी', 4],
    ]);
  });

  it('finds a dish renamed since by its id; leaves out, by its Hindi name, one sold out or gone', () => {
    const today = {
      ...menu,
      dishes: menu.dishes.map((d) =>
        d.id === thali.id ? { ...d, name: 'Gaon Thali' } : d.id === roti.id ? { ...d, available: false } : d,
      ),
    };
    const again = orderAgainLines(
      [...items, { ...items[0]!, name: 'Old Dish', nameHi: 'पुराना व्यंजन', dishId: null }],
      menuInHindi(today),
      'hi',
    );
    expect(again.lines.map((l) => l.dish.id)).toEqual([thali.id]);
    expect(again.leftOut).toEqual(['तंदूरी रोटी', 'पुराना व्यंजन']);
    expect(orderAgainLines(items, today, 'en').leftOut).toEqual(['Tandoori Roti']);
  });
});
