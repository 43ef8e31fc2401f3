/**
 * The site's routes and the files the static build writes for them (no React here, so the
 * server can read the list without loading the renderer).
 */
import { normalizePath } from './lib';

/**
 * Every route the server answers with a site page, and the file the static build writes for
 * it. `/track` stands for every /track/ORD-… address (one shell; the order loads in the browser),
 * `/party/quote` for every /party/12 (a party request's private page), `/khata` for every
 * /khata/9876543210 (a customer's private khata statement).
 * The Hindi pages are the same routes under /hi (/hi is the Hindi landing page, /hi/ too).
 */
export const SITE_PAGE_FILES: Record<string, string> = {
  '/': 'index.html',
  '/privacy-policy': 'privacy-policy.html',
  '/terms-conditions': 'terms-conditions.html',
  '/refund-cancellation': 'refund-cancellation.html',
  '/checkout': 'checkout.html',
  '/track': 'track.html',
  '/party': 'party.html',
  '/party/quote': 'party-quote.html',
  '/khata': 'khata.html',
  '/t': 't.html',
  '/hi': 'hi/index.html',
  '/hi/privacy-policy': 'hi/privacy-policy.html',
  '/hi/terms-conditions': 'hi/terms-conditions.html',
  '/hi/refund-cancellation': 'hi/refund-cancellation.html',
  '/hi/checkout': 'hi/checkout.html',
  '/hi/track': 'hi/track.html',
  '/hi/party': 'hi/party.html',
  '/hi/party/quote': 'hi/party-quote.html',
  '/hi/khata': 'hi/khata.html',
  '/hi/t': 'hi/t.html',
};

/**
 * Shells that serve a page per record, and the address pattern the server answers them at:
 * every /track/ORD-… is the tracking shell, every /party/12 a party request's private page.
 */
export const RECORD_PAGES: Record<string, string> = {
  '/track': '/track/:orderId',
  '/party/quote': '/party/:requestId',
  '/khata': '/khata/:phone',
  '/t': '/t/:token',
};

/** The route of SITE_PAGE_FILES that serves a URL path ("/track/ORD-000123" -> "/track"), or null. */
export function siteRouteFor(urlPath: string): string | null {
  const p = normalizePath(urlPath.split('?')[0].split('#')[0]);
  const track = /^(\/hi)?\/track\/[A-Za-z0-9_-]{1,64}$/.exec(p);
  if (track) return `${track[1] ?? ''}/track`;
  const party = /^(\/hi)?\/party\/\d{1,12}$/.exec(p);
  if (party) return `${party[1] ?? ''}/party/quote`;
  const khata = /^(\/hi)?\/khata\/\d{10}$/.exec(p);
  if (khata) return `${khata[1] ?? ''}/khata`;
  const table = /^(\/hi)?\/t\/[A-Za-z0-9_-]{8,64}$/.exec(p);
  if (table) return `${table[1] ?? ''}/t`;
  return p in SITE_PAGE_FILES ? p : null;
}
