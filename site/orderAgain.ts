/**
 * "Order again": an earlier order's dishes, found on today's menu by their dish id (a Hindi page
 * shows the menu under Hindi names, so a name would not match), at today's prices. A dish sold
 * out or no longer on the menu is left out, and named.
 */
import type { MenuData, MenuDish } from './menu';

export interface AgainLine {
  dish: MenuDish;
  quantity: number;
}

export function orderAgainLines(
  items: ReadonlyArray<{ name: string; nameHi?: string | null; quantity: number; dishId: number | null }>,
  menu: MenuData,
  lang: string,
): { lines: AgainLine[]; leftOut: string[] } {
  const lines: AgainLine[] = [];
  const leftOut: string[] = [];
  for (const item of items) {
    const dish = item.dishId === null ? undefined : menu.dishes.find((d) => d.id === item.dishId);
    if (dish?.available) lines.push({ dish, quantity: item.quantity });
    else leftOut.push((lang === 'hi' && item.nameHi) || item.name);
  }
  return { lines, leftOut };
}
