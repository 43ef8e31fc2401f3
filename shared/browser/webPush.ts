/**
 * Subscribing this browser to the server's pushes (Web Push), for the partner app and the admin:
 * the service worker registration, the server's VAPID key (GET /api/push/key), and the
 * subscription posted to the app's own /push-subscriptions with its token.
 */
import { API_URL } from './apiUrl';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
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

/** A call with the app's bearer token; nothing without a session. */
export async function pushApi(
  getToken: () => string | null,
  method: 'POST' | 'DELETE',
  path: string,
  body: unknown,
): Promise<void> {
  const token = getToken();
  if (!token) return;
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`push: ${response.status}`);
}

/** Subscribes with the server's key (again if the key changed, as after a restored database) and sends the subscription to `path`. */
export async function subscribeThisBrowser(
  registration: ServiceWorkerRegistration,
  path: string,
  getToken: () => string | null,
): Promise<void> {
  const answer = (await (await fetch(`${API_URL}/push/key`)).json()) as { data?: { publicKey?: string } };
  if (!answer.data?.publicKey) throw new Error('no push key');
  const key = keyBytes(answer.data.publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await pushApi(getToken, 'POST', path, subscription.toJSON());
}

/** Notification permission, asked from a tap (browsers ask only then). */
export async function askPermission(): Promise<NotificationPermission> {
  return Notification.permission === 'granted' ? 'granted' : Notification.requestPermission();
}
