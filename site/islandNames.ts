/** Names shared by the landing page's loader (islandLoader.ts, no React) and its islands (islands.tsx). */
export type IslandName = 'hero' | 'menu' | 'cart' | 'gallery' | 'contact' | 'header';

/** localStorage key of the cart (cart.ts), here so that the loader can read it without the cart's rules. */
export const CART_STORAGE_KEY_NAME = 'gaon-rasoi-cart';

/** Scroll offset after which the fixed navigation bar gains its shadow (spec: 50 px); the loader shows it before the header's island runs. */
export const NAV_SHADOW_OFFSET = 50;
