/**
 * "Order again": an earlier order's dishes, matched by name to today's menu (an order keeps
 * its dishes' names, not their ids), at today's prices. A dish sold out or no longer on the
 * menu is left out, and named.
 */
import type { MenuData, MenuDish } from './menu';

export interface AgainLine {
  dish: MenuDish;
  quantity: number;
}

export function orderAgainLines(
  items: ReadonlyArray<{ name: string; nameHi?: string | null; quantity: number }>,
  menu: MenuData,
  lang: string,
): { lines: AgainLine[]; leftOut: string[] } {
  const lines: AgainLine[] = [];
  const leftOut: string[] = [];
  for (const item of items) {
    const dish = menu.dishes.find((d) => d.name === item.name);
    if (dish?.available) lines.push({ dish, quantity: item.quantity });
    else leftOut.push((lang === 'hi' && item.nameHi) || item.name);
  }
  return { lines, leftOut };
}
