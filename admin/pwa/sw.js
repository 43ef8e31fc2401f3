/* global self, URL */
/* The admin's service worker (served as /admin-sw.js, scope /admin): only for order pushes.
 * The admin's bell subscribes with it, so an order no kitchen accepted reaches the owner's
 * browser even with the admin tab closed. It caches nothing and leaves every request alone.
 */
const SCOPE = '/admin';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : '' };
  }
  const orderId = message.orderId || '';
  event.waitUntil(
    self.registration.showNotification(message.title || 'Gaon Rasoi', {
      body: message.body || '',
      tag: orderId || message.type || 'gaon-rasoi',
      renotify: true,
      requireInteraction: true,
      vibrate: [500, 200, 500],
      data: { url: message.url || SCOPE, orderId },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  // Only an address of the admin opens: a message cannot send the browser elsewhere.
  const target = new URL(data.url || SCOPE, self.location.origin);
  const url = target.origin === self.location.origin && (target.pathname === SCOPE || target.pathname.startsWith(`${SCOPE}/`)) ? target.href : new URL(SCOPE, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith(SCOPE));
      if (open) return open.navigate ? open.navigate(url).then((client) => (client || open).focus()) : open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
