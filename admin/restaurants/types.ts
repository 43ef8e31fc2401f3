/** A restaurant as GET /api/admin/restaurants answers it (docs/api.md). */
export interface MenuItem {
  id?: number;
  name: string;
  price: number;
}

export interface Restaurant {
  id: number;
  _id?: number;
  name: string;
  address: string | { fullAddress?: string; street?: string; city?: string; state?: string; pincode?: string } | null;
  fullAddress?: { fullAddress?: string; street?: string; city?: string; state?: string; pincode?: string } | null;
  cuisine: string;
  isActive: boolean;
  image?: string | null;
  menu?: MenuItem[];
}

/** Restaurants per page (SPEC section 9). */
export const RESTAURANTS_PER_PAGE = 5;

/** The address as one line: a text, or the object form's fullAddress, else its parts joined. */
export function addressText(address: Restaurant['address']): string {
  if (!address) return '';
  if (typeof address === 'string') return address;
  return address.fullAddress || [address.street, address.city, address.state, address.pincode].filter(Boolean).join(', ');
}

/**
 * SPEC section 5 "Menu item add": ignored unless both a name and a non-zero numeric price
 * are present. Answers the item to add, or null.
 */
export function menuItemToAdd(name: string, price: string): MenuItem | null {
  const trimmed = name.trim();
  const value = Number(price);
  if (!trimmed || price.trim() === '' || !Number.isFinite(value) || value === 0) return null;
  return { name: trimmed, price: value };
}
