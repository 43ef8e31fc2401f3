import type { MenuData } from '../menu';

/**
 * The menu as a Hindi page shows it: every name (and dish description) in Hindi where the
 * kitchen gave one, else in English. The pages read `name` only, so this is all they need.
 */
export function menuInHindi(menu: MenuData): MenuData {
  const hi = <T extends { name: string; nameHi?: string | null }>(x: T): T => ({ ...x, name: x.nameHi || x.name });
  return {
    ...menu,
    kitchen: hi(menu.kitchen),
    categories: menu.categories.map(hi),
    dishes: menu.dishes.map((d) => ({ ...hi(d), description: d.descriptionHi || d.description })),
    deliveryAreas: menu.deliveryAreas.map(hi),
  };
}
