/**
 * "Tell me when it moves" on the tracking page: the customer's phone is told by Web Push when the
 * order is accepted, out for delivery, delivered or cancelled, with the page closed. Free: the
 * browser's own push service carries it. Shown only while the order is open and where the browser
 * has Push.
 *
 * The worker (/track-sw.js, scope /track/) is the site's own, push-only and apart from the apps'
 * workers. The tracking secret never goes to the server with the subscription's messages: the
 * page keeps this order's full link in a cache the worker reads when a notification is tapped.
 */
import { useEffect, useState } from 'react';
import { followOrder, pushKey, unfollowOrder, type Tracking } from '../api';
import type { OrderMessages } from '../i18n/en-order';
import { isFinished } from '../track';

export const TRACK_WORKER = '/track-sw.js';
export const TRACK_SCOPE = '/track/';
/** The cache the worker opens a tapped order's link from (site/public/track-sw.js reads the same name). */
export const LINKS_CACHE = 'gaon-rasoi-track-links';
const FOLLOWED_KEY = (orderId: string) => `gaon-rasoi-follow-${orderId}`;

type State = 'idle' | 'asking' | 'on' | 'denied' | 'failed';

/** Whether this browser can be woken by Web Push at all (not iOS Safari outside an installed app, not old browsers). */
export function canPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext !== false
  );
}

function followedEndpoint(orderId: string): string | null {
  try {
    return window.localStorage.getItem(FOLLOWED_KEY(orderId));
  } catch {
    return null;
  }
}

function keepFollowed(orderId: string, endpoint: string | null): void {
  try {
    if (endpoint) window.localStorage.setItem(FOLLOWED_KEY(orderId), endpoint);
    else window.localStorage.removeItem(FOLLOWED_KEY(orderId));
  } catch {
    // Private mode: the page just offers the button again next time.
  }
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function subscribe(order: Tracking, token: string, lang: 'en' | 'hi', announcements: boolean): Promise<State> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'idle';
  const key = await pushKey();
  if (!key.ok || !key.data) return 'failed';
  const registration = await navigator.serviceWorker.register(TRACK_WORKER, { scope: TRACK_SCOPE });
  await navigator.serviceWorker.ready.catch(() => undefined);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(key.data.publicKey),
    }));
  // A tap on the notification opens this very page, secret and all, from the phone's own cache.
  const page = `${window.location.pathname}${window.location.search}`;
  await caches
    .open(LINKS_CACHE)
    .then((cache) => cache.put(`/track/${order.orderId}`, new Response(page)))
    .catch(() => undefined);
  const answer = await followOrder(order.orderId, token, subscription.toJSON(), lang, announcements);
  if (!answer.ok) return 'failed';
  keepFollowed(order.orderId, subscription.endpoint);
  return 'on';
}

export function NotifyMe({
  order,
  token,
  t,
  lang,
}: {
  order: Tracking;
  token: string;
  t: OrderMessages['track'];
  lang: 'en' | 'hi';
}) {
  const [supported] = useState(canPush);
  const [state, setState] = useState<State>(() => {
    if (!supported) return 'idle';
    if (Notification.permission === 'denied') return 'denied';
    return followedEndpoint(order.orderId) && Notification.permission === 'granted' ? 'on' : 'idle';
  });
  // News beyond this order is asked for separately, and only when ticked: "tell me when it moves" is about the order.
  const [news, setNews] = useState(false);
  const finished = isFinished(order.status);
  // The order finished: the server ended the following with its last message; the phone forgets it too.
  useEffect(() => {
    if (finished) keepFollowed(order.orderId, null);
  }, [finished, order.orderId]);

  if (!supported || finished) return null;

  const start = () => {
    setState('asking');
    subscribe(order, token, lang, news).then(setState, () => setState('failed'));
  };
  const stop = () => {
    const endpoint = followedEndpoint(order.orderId);
    keepFollowed(order.orderId, null);
    setState('idle');
    if (endpoint) void unfollowOrder(order.orderId, token, endpoint);
  };

  if (state === 'denied')
    return (
      <p className="notify-me note" role="status">
        {t.notifyDenied}
      </p>
    );
  if (state === 'on')
    return (
      <p className="notify-me" role="status">
        {t.notifyOn}{' '}
        <button type="button" className="link-button" onClick={stop}>
          {t.notifyStop}
        </button>
      </p>
    );
  return (
    <div className="notify-me">
      <button type="button" className="button button-light" onClick={start} disabled={state === 'asking'}>
        {state === 'asking' ? t.notifyAsking : t.notifyMe}
      </button>
      <label className="notify-news">
        <input type="checkbox" checked={news} onChange={(event) => setNews(event.target.checked)} /> {t.notifyNews}
      </label>
      {state === 'failed' && (
        <p className="note" role="alert">
          {t.notifyFailed}
        </p>
      )}
    </div>
  );
}
