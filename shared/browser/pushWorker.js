/* global self, URL */
/*
 * Web Push in a service worker, one copy for both apps: the build puts this file in front of the
 * partner app's worker (partner/pwa/sw.js) and the admin's (admin/pwa/sw.js), which call
 * handlePushes with what differs between them (partner/pwa/vitePlugin.ts: workerSource).
 *
 * An order's push is tagged with its order, so a repeat ring replaces the one before instead of
 * piling up, and renotify makes the replacement sound and vibrate again; it stays until tapped
 * (requireInteraction): a new order must not fade away unseen. An announcement is shown once,
 * quietly, under its own tag, and an open app is told at once (its inbox counts it).
 *
 * options:
 *   scope        the app's path ("/partner"): a tap opens only an address inside it
 *   vibrate      an order's vibration pattern
 *   look         more notification options (icon, badge, lang)
 *   openIn(win, url, data)   what a tap does when the app is open in `win`
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the worker the build puts after this file
function handlePushes(options) {
  const scope = options.scope;

  self.addEventListener('push', (event) => {
    let message = {};
    try {
      message = event.data ? event.data.json() : {};
    } catch {
      message = { title: event.data ? event.data.text() : '' };
    }
    const announcement = message.type === 'announcement';
    const orderId = message.orderId || '';
    const shown = self.registration.showNotification(message.title || 'Gaon Rasoi', {
      body: message.body || '',
      tag: announcement ? `announcement-${message.id}` : orderId || message.type || 'gaon-rasoi',
      renotify: !announcement,
      requireInteraction: !announcement,
      vibrate: announcement ? [200] : options.vibrate,
      ...(options.look || {}),
      data: { url: message.url || scope, orderId, type: message.type || '' },
    });
    const told = announcement
      ? self.clients
          .matchAll({ type: 'window' })
          .then((windows) => windows.forEach((client) => client.postMessage({ type: 'announcement', id: message.id })))
      : Promise.resolve();
    event.waitUntil(Promise.all([shown, told]));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data || {};
    // Only an address of this app opens: a message cannot send the browser elsewhere.
    const target = new URL(data.url || scope, self.location.origin);
    const inside =
      target.origin === self.location.origin && (target.pathname === scope || target.pathname.startsWith(`${scope}/`));
    const url = inside ? target.href : new URL(scope, self.location.origin).href;
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((client) => new URL(client.url).pathname.startsWith(scope));
        return open ? options.openIn(open, url, data) : self.clients.openWindow(url);
      }),
    );
  });
}
