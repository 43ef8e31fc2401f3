/**
 * Order pushes on this device: with the phone locked, the screen off or the app closed, the
 * server's push wakes the service worker (partner/pwa/sw.js), which shows the order. "Turn on
 * the order bell" asks for notification permission (browsers ask only after a tap) and
 * subscribes; the choice is remembered on the device, and every later start sends the
 * subscription again with the current token (a logout on the server ended the old one).
 */
import { getToken } from '../providers/session';
import type { PartnerRole } from '../providers/types';
import { askPermission, pushApi, pushSupported, subscribeThisBrowser } from '../../shared/browser/webPush';

export { pushSupported };

/** localStorage: "on" once the order bell was turned on here. */
export const PUSH_STORE_KEY = 'partner.push';

/** 'blocked': the browser refuses notifications to this site (only its settings can change that); 'dismissed': the question was closed unanswered. */
export type PushResult = 'on' | 'blocked' | 'dismissed' | 'unsupported';

/** The app's service worker, once registered (none in development: then never). */
function workerReady(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), 15_000)),
  ]);
}

async function subscribeHere(role: PartnerRole): Promise<void> {
  await subscribeThisBrowser(
    await workerReady(),
    `/${role === 'delivery' ? 'delivery' : 'vendor'}/push-subscriptions`,
    getToken,
  );
}

/** From the "Turn on the order bell" tap: permission, subscription, remembered. */
export async function turnOnPush(role: PartnerRole): Promise<PushResult> {
  if (!pushSupported()) return 'unsupported';
  localStorage.setItem(PUSH_STORE_KEY, 'on');
  const permission = await askPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'dismissed';
  await subscribeHere(role).catch(() => undefined);
  return 'on';
}

/** At every start: a device that turned the bell on sends its subscription again with this session's token. */
export function resumePush(role: PartnerRole): void {
  if (!pushSupported() || localStorage.getItem(PUSH_STORE_KEY) !== 'on' || Notification.permission !== 'granted')
    return;
  void subscribeHere(role).catch(() => undefined);
}

/** Whether this device wants pushes but the browser blocks them (the person must allow them in its settings). */
export function pushBlocked(): boolean {
  return pushSupported() && localStorage.getItem(PUSH_STORE_KEY) === 'on' && Notification.permission === 'denied';
}

const ORDER_CODE = /^ORD-(\d{1,12})$/;

/** The kitchen opened an order from its notification: it stops ringing. */
export function reportOpened(orderCode: string): void {
  const match = ORDER_CODE.exec(orderCode);
  if (!match) return;
  void pushApi(getToken, 'POST', `/vendor/orders/${Number(match[1])}/opened`, {}).catch(() => undefined);
}

/** Calls `onOpen` with the app path and order of every notification tapped while the app is open. */
export function onNotificationOpen(onOpen: (path: string, orderCode: string) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => {
    const data = event.data as { type?: string; url?: string; orderId?: string } | null;
    if (data?.type !== 'notification-open' || !data.url) return;
    const url = new URL(data.url, window.location.origin);
    onOpen(`${url.pathname}${url.search}`, data.orderId ?? '');
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}

/** Calls `onPush` each time the service worker shows an announcement while the app is open. */
export function onAnnouncementPush(onPush: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'announcement') onPush();
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
