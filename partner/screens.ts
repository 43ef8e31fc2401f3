/**
 * The first screen of each role, as a chunk of its own. main.tsx starts fetching the one the
 * session's role opens on together with the app (App.tsx), so the orders do not wait for the
 * app to ask for them; App.tsx renders them through React.lazy with these same loaders.
 * No react-admin or MUI here: main.tsx, which the signed-out screen loads, imports this file.
 */
import type { PartnerRole } from './providers/types';

export const screens = {
  kitchenOrders: () => import('./kitchen/KitchenOrderList').then((m) => ({ default: m.KitchenOrderList })),
  riderOrders: () => import('./rider/RiderOrderList').then((m) => ({ default: m.RiderOrderList })),
};

/** Starts fetching the screen a signed-in `role` opens on; nothing for an unknown one. */
export function preloadFirstScreen(role: PartnerRole | undefined): void {
  if (role === 'vendor') void screens.kitchenOrders();
  else if (role === 'delivery') void screens.riderOrders();
}
