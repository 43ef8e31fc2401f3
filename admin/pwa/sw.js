/* global self, handlePushes */
/* The admin's service worker (served as /admin-sw.js, scope /admin): only for order pushes.
 * The admin's bell subscribes with it, so an order no kitchen accepted reaches the owner's
 * browser even with the admin tab closed. It caches nothing and leaves every request alone.
 * The push and tap handlers are shared with the partner app's worker (shared/browser/pushWorker.js,
 * put in front of this file by the build).
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

handlePushes({
  scope: '/admin',
  vibrate: [500, 200, 500],
  // The admin open in a tab goes to the order list the push names.
  openIn: (open, url) => (open.navigate ? open.navigate(url).then((client) => (client || open).focus()) : open.focus()),
});
