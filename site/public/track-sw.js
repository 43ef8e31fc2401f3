/* global self, caches, URL */
/*
 * The tracking page's push-only worker (registered by site/pages/NotifyMe.tsx with scope /track/,
 * so it never controls the partner app's or the admin's pages; it has no fetch handler and caches
 * no page). It shows each order's message, one per order (a newer status replaces the older), and
 * a tap opens that order's tracking page with the secret the page left in LINKS_CACHE. It also
 * shows the admin's announcements the customer asked for; a tap on one opens the home page.
 */
const LINKS_CACHE = 'gaon-rasoi-track-links';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Gaon Rasoi', {
      body: message.body || '',
      // One notification per order, and one per announcement (they never replace an order's).
      tag:
        message.type === 'announcement'
          ? `gaon-rasoi-announcement-${message.id}`
          : message.orderId || 'gaon-rasoi-order',
      renotify: true,
      icon: '/favicon.svg',
      data: { url: message.url || '/', orderId: message.orderId || '' },
    }),
  );
});

/** The page to open: the order's kept link (with its secret) in the page's language, else the address as sent; only this site. */
async function pageFor(data) {
  const sent = new URL(data.url || '/', self.location.origin);
  if (sent.origin !== self.location.origin) return new URL('/', self.location.origin).href;
  const hindi = sent.pathname.startsWith('/hi/');
  const kept = data.orderId
    ? await caches
        .open(LINKS_CACHE)
        .then((cache) => cache.match(`/track/${data.orderId}`))
        .then((found) => (found ? found.text() : null))
        .catch(() => null)
    : null;
  if (!kept || !kept.startsWith('/')) return sent.href;
  // The kept link is the page the customer subscribed from; the message's language decides /hi.
  const bare = kept.replace(/^\/hi(?=\/)/, '');
  return new URL(hindi ? `/hi${bare}` : bare, self.location.origin).href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(
    pageFor(data).then((url) =>
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const path = new URL(url).pathname;
        const open = windows.find((client) => new URL(client.url).pathname === path);
        return open ? open.focus() : self.clients.openWindow(url);
      }),
    ),
  );
});
