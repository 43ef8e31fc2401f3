/* global self, caches, fetch, URL, __PARTNER_PRECACHE__, __PARTNER_VERSION__ -- a service worker; the two names are put in by the build */
/* The partner app's service worker (served as /partner-sw.js, scope /partner).
 *
 * It keeps the app's shell — the page, every script and style the partner app can load, the
 * manifest and icons — so the app starts at once and with no network; the orders come from
 * the phone's own store then (partner/offline/). The build (partner/pwa/vitePlugin.ts) puts
 * the list of files and its version in place of the two names below. API calls are never
 * answered from here: they go to the network as without a service worker (the browser's HTTP
 * cache still revalidates them with their ETags).
 *
 * The page is served from the cache first, whatever the network: the scripts it names are the
 * ones kept beside it, so page and scripts always match. A new build changes this file; the
 * browser installs it in the background and the next start of the app uses it.
 */
const FILES = __PARTNER_PRECACHE__;
const CACHE = `partner-shell-${__PARTNER_VERSION__}`;
const SHELL = '/partner';
const kept = new Set(FILES);

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('partner-shell-') && name !== CACHE).map((name) => caches.delete(name))))
      // The first visit's page is looked after at once, so its later chunks come from the cache too.
      .then(() => self.clients.claim()),
  );
});

const fromCache = (key, request) => caches.open(CACHE).then((cache) => cache.match(key)).then((hit) => hit || fetch(request));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Every address of the app (/partner, /partner/orders, …) is the same page.
  if (request.mode === 'navigate' && (url.pathname === SHELL || url.pathname.startsWith(`${SHELL}/`))) {
    event.respondWith(fromCache(SHELL, request));
    return;
  }
  if (kept.has(url.pathname)) event.respondWith(fromCache(url.pathname, request));
});

/*
 * Order pushes (Web Push): the server wakes this worker even with the phone locked or the app
 * closed. Each notification is tagged with its order, so a repeat ring replaces the one before
 * instead of piling up, and renotify makes the replacement sound and vibrate again. It stays
 * until tapped (requireInteraction): a new order must not fade away unseen.
 */
const ORDER_VIBRATION = [500, 200, 500, 200, 500];

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'Gaon Rasoi';
  const orderId = message.orderId || '';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      tag: orderId || message.type || 'gaon-rasoi',
      renotify: true,
      requireInteraction: true,
      vibrate: ORDER_VIBRATION,
      icon: '/partner/icon-192.png',
      badge: '/partner/icon-192.png',
      lang: 'hi',
      data: { url: message.url || SHELL, orderId, type: message.type || '' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  // Only an address of this app opens: a message cannot send the phone elsewhere.
  const target = new URL(data.url || SHELL, self.location.origin);
  const url = target.origin === self.location.origin && (target.pathname === SHELL || target.pathname.startsWith(`${SHELL}/`)) ? target.href : new URL(SHELL, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith(SHELL));
      if (open) {
        // The open app shows the order itself (and tells the server it was opened).
        open.postMessage({ type: 'notification-open', url, orderId: data.orderId || '' });
        return open.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
