/* global self, caches, fetch, URL, handlePushes, __PARTNER_PRECACHE__, __PARTNER_VERSION__ -- a service worker; the build puts in the two names and, in front, handlePushes (shared/browser/pushWorker.js) */
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
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('partner-shell-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      // The first visit's page is looked after at once, so its later chunks come from the cache too.
      .then(() => self.clients.claim()),
  );
});

const fromCache = (key, request) =>
  caches
    .open(CACHE)
    .then((cache) => cache.match(key))
    .then((hit) => hit || fetch(request));

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
 * Order pushes and announcements (Web Push): the server wakes this worker even with the phone
 * locked or the app closed; shared/browser/pushWorker.js shows them.
 */
handlePushes({
  scope: SHELL,
  vibrate: [500, 200, 500, 200, 500],
  look: { icon: '/partner/icon-192.png', badge: '/partner/icon-192.png', lang: 'hi' },
  // The open app shows the order (and tells the server it was opened) or the announcements itself.
  openIn: (open, url, data) => {
    open.postMessage({ type: 'notification-open', url, orderId: data.orderId || '' });
    return open.focus();
  },
});
