/**
 * Order pushes on this device: with the phone locked, the screen off or the app closed, the
 * server's push wakes the service worker (partner/pwa/sw.js), which shows the order. "Turn on
 * the order bell" asks for notification permission (browsers ask only after a tap) and
 * subscribes; the choice is remembered on the device, and every later start sends the
 * subscription again with the current token (a logout on the server ended the old one).
 */
import { API_URL } from '../providers/httpClient';
import { getToken } from '../providers/session';
import type { PartnerRole } from '../providers/types';

/** localStorage: "on" once the order bell was turned on here. */
export const PUSH_STORE_KEY = 'partner.push';

export type PushResult = 'on' | 'blocked' | 'unsupported';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

async function api(method: 'POST' | 'DELETE', path: string, body: unknown): Promise<void> {
  const token = getToken();
  if (!token) return;
  const response = await fetch(`${API_URL}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`push subscription: ${response.status}`);
}

/** The app's service worker, once registered (none in development: then never). */
function workerReady(): Promise<ServiceWorkerRegistration> {
  return Promise.race([navigator.serviceWorker.ready, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), 15_000))]);
}

async function subscribeHere(role: PartnerRole): Promise<void> {
  const registration = await workerReady();
  const answer = (await (await fetch(`${API_URL}/push/key`)).json()) as { data?: { publicKey?: string } };
  if (!answer.data?.publicKey) throw new Error('no push key');
  const key = keyBytes(answer.data.publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another server key (a restored database) would never be delivered.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api('POST', `/${role === 'delivery' ? 'delivery' : 'vendor'}/push-subscriptions`, subscription.toJSON());
}

/** From the "Turn on the order bell" tap: permission, subscription, remembered. */
export async function turnOnPush(role: PartnerRole): Promise<PushResult> {
  if (!pushSupported()) return 'unsupported';
  localStorage.setItem(PUSH_STORE_KEY, 'on');
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  await subscribeHere(role).catch(() => undefined);
  return 'on';
}

/** At every start: a device that turned the bell on sends its subscription again with this session's token. */
export function resumePush(role: PartnerRole): void {
  if (!pushSupported() || localStorage.getItem(PUSH_STORE_KEY) !== 'on' || Notification.permission !== 'granted') return;
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
  void api('POST', `/vendor/orders/${Number(match[1])}/opened`, {}).catch(() => undefined);
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
