/**
 * The admin's order pushes: turning on the order bell also subscribes this browser (through the
 * admin's own service worker, admin/pwa/sw.js) to the pushes sent when no kitchen accepted an
 * order in time. Remembered on the device; every later start sends the subscription again
 * with the current token (a logout ended the old one on the server).
 */
import { getToken } from '../providers/session';
import { askPermission, pushSupported, subscribeThisBrowser } from '../../shared/browser/webPush';

export const ADMIN_PUSH_STORE_KEY = 'admin.push';

async function subscribeHere(): Promise<void> {
  // Registered only here (and only in a built app): the admin needs its worker for pushes alone.
  if (!import.meta.env.PROD) return;
  const registration = await navigator.serviceWorker.register('/admin-sw.js', {
    scope: '/admin',
    updateViaCache: 'none',
  });
  await navigator.serviceWorker.ready;
  await subscribeThisBrowser(registration, '/admin/push-subscriptions', getToken);
}

/** From the bell's tap: permission, subscription, remembered. */
export async function turnOnAdminPush(): Promise<void> {
  if (!pushSupported()) return;
  localStorage.setItem(ADMIN_PUSH_STORE_KEY, 'on');
  if ((await askPermission()) !== 'granted') return;
  await subscribeHere().catch(() => undefined);
}

/** At every start of a browser that turned it on. */
export function resumeAdminPush(): void {
  if (!pushSupported() || localStorage.getItem(ADMIN_PUSH_STORE_KEY) !== 'on' || Notification.permission !== 'granted')
    return;
  void subscribeHere().catch(() => undefined);
}
