/** Public site routes, each prerendered by `site/prerender.ts` to dist/site/<name>.html and served by the server. */
export const SITE_PAGES: Record<string, string> = {
  '/': 'index.html',
  '/privacy-policy': 'privacy-policy.html',
  '/terms-conditions': 'terms-conditions.html',
  '/refund-cancellation': 'refund-cancellation.html',
};
