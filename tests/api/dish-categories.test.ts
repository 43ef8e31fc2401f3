/**
 * Categories of the owner's own ("drinks", "snacks") beside the site's six: a dish takes any
 * lowercase id, whether edited or added with the menu; the menu's tabs stay the six (the site
 * shows the others under "More") and such dishes come after the six's; an id that is not
 * lowercase letters, digits and dashes is a 400 naming `category` and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginAsAdmin, makeApp, snapshot, storefront, type TestApp } from './helper';
import { MENU_CATEGORY_IDS } from '../../shared/ordering';

let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: ReturnType<typeof storefront>;

type Dish = { id: number; name: string; category: string; nameHi: string | null; price: number; available: boolean };
const menu = async () =>
  (await call('GET', '/api/menu')).json().data as { categories: { id: string }[]; dishes: Dish[] };

beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
  shop = storefront(t.database);
});
afterAll(() => t.close());

describe('a category of the owner’s own', () => {
  it('moves a dish to "drinks" and adds a dish in "cold-drinks" with every field; the tabs stay the six', async () => {
    const moved = await call('PUT', `/api/admin/menu-items/${shop.lassi.id}`, { category: 'drinks' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.category).toBe('drinks');

    const saved = (await call('GET', `/api/admin/restaurants/${shop.kitchen.id}`)).json().data.menu as Dish[];
    const added = await call('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, {
      menu: [
        ...saved.map(({ id, name, price }) => ({ id, name, price })),
        {
          name: 'Nimbu Pani',
          nameHi: 'नींबू पानी',
          description: 'Fresh lime with black salt',
          descriptionHi: 'काले नमक के साथ ताज़ा नींबू',
          price: 30,
          category: 'cold-drinks',
          available: true,
        },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);

    const { categories, dishes } = await menu();
    expect(categories.map((c) => c.id)).toEqual(MENU_CATEGORY_IDS);
    expect(dishes.find((d) => d.id === shop.lassi.id)?.category).toBe('drinks');
    const nimbu = dishes.find((d) => d.name === 'Nimbu Pani');
    expect(nimbu).toMatchObject({ category: 'cold-drinks', nameHi: 'नींबू पानी', price: 30, available: true });
    // The six's dishes first: the thali before the drinks.
    expect(dishes[0].id).toBe(shop.thali.id);
  });

  it('refuses a category id that is not a lowercase id, naming the field, changing nothing', async () => {
    const before = snapshot(t.database);
    for (const category of ['Drinks', 'x', 'cold drinks', '9lives', 'a'.repeat(40), '', 'चाय']) {
      const res = await call('PUT', `/api/admin/menu-items/${shop.thali.id}`, { category });
      expect(res.statusCode, category).toBe(400);
      expect(res.json().errors, category).toHaveProperty('category');
    }
    const line = await call('PUT', `/api/admin/restaurants/${shop.kitchen.id}`, {
      menu: [{ name: 'Bad Tea', price: 10, category: 'Tea Time' }],
    });
    expect(line.statusCode).toBe(400);
    expect(snapshot(t.database)).toEqual(before);
  });
});
