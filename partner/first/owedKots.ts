import { persistedStore } from '../offline/store';

/**
 * Orders accepted on the light first screen, whose KOT a USB or Bluetooth printer of this tab
 * still owes: the server prints an accepted order's KOT on the network printers by itself, but a
 * device printer is driven by the react-admin app's code (kitchen/useTicketPrinting.ts), which
 * had not arrived at the tap. The app's card prints it once, when it shows the order.
 */
const owed = persistedStore<number[]>('partnerOwedKots', []);
/** A handful at most: an order the app never shows again must not stay owed for ever. */
const MAX_OWED = 20;

export function oweDeviceKot(orderId: number): void {
  owed.set([...owed.get().filter((id) => id !== orderId), orderId].slice(-MAX_OWED));
}

/** Whether the device KOT of `orderId` was owed; it is owed no more (the caller prints it, or has no device to). */
export function takeOwedKot(orderId: number): boolean {
  const ids = owed.get();
  if (!ids.includes(orderId)) return false;
  owed.set(ids.filter((id) => id !== orderId));
  return true;
}
