/** As the API answers them: the types come from the routes' own response schemas. */
import type { MenuItem, Restaurant } from '../../shared/api/restaurants';
import { MENU_CATEGORIES } from '../../shared/ordering';
export type { MenuItem, Restaurant };

/** A line of the Details modal's menu: a saved dish (with its id and fields) or one added there. */
export type MenuLine = Pick<MenuItem, 'name' | 'price'> & Partial<Omit<MenuItem, 'name' | 'price'>>;

/** The site's menu tabs, as choices for a dish's category. */
export const CATEGORY_CHOICES = MENU_CATEGORIES.map(({ id, name }) => ({ id, name }));

/** The site's tabs, then the owner's own categories (those `used` by dishes), each once. */
export function categoryChoices(used: string[]): { id: string; name: string }[] {
  const choices: { id: string; name: string }[] = [...CATEGORY_CHOICES];
  for (const id of used) if (!choices.some((c) => c.id === id)) choices.push({ id, name: id });
  return choices;
}

/** Restaurants per page. */
export const RESTAURANTS_PER_PAGE = 5;

type Address =
  | string
  | { fullAddress?: string; street?: string; city?: string; state?: string; pincode?: string }
  | null
  | undefined;

/** The address as one line: a text, or the object form's fullAddress, else its parts joined. */
export function addressText(address: Address): string {
  if (!address) return '';
  if (typeof address === 'string') return address;
  return (
    address.fullAddress || [address.street, address.city, address.state, address.pincode].filter(Boolean).join(', ')
  );
}

/** "HH:MM" (00:00–23:59, and 24:00 as a close), as the API takes opening hours. */
export const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/**
 * "Menu item add": ignored unless both a name and a non-zero numeric price
 * are present. Answers the item to add, or null.
 */
export function menuItemToAdd(name: string, price: string): MenuLine | null {
  const trimmed = name.trim();
  const value = Number(price);
  if (!trimmed || price.trim() === '' || !Number.isFinite(value) || value === 0) return null;
  return { name: trimmed, price: value };
}
