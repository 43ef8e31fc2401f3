/**
 * Registers the partner app's service worker (partner/pwa/sw.js) in a built app. Without one
 * (an old browser, dev mode, a refused registration) the app works as before, online only.
 */
export function registerPartnerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // After the first screen: the worker's downloads must not compete with it on a slow link.
  const register = () =>
    void navigator.serviceWorker
      .register('/partner-sw.js', { scope: '/partner', updateViaCache: 'none' })
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
