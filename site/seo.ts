/** Per-page titles and descriptions, Open Graph tags and the schema.org Restaurant data. */
import { address, brand, emails, phones, siteUrl } from './content';
import { formatPhone } from './lib';
import { dishesOf, featuredDishes, menuTabs, MORE_TAB, schemaTime, type MenuData } from './menu';
import { en, type Messages } from './i18n/en';
import { enMeta, type PageMetas } from './i18n/en-meta';
import { localizePath } from './i18n/lang';

export interface PageMeta {
  title: string;
  description: string;
}

/** English titles and descriptions per route (the Hindi ones are in i18n/hi-meta.ts, same keys). */
export const pageMeta: Record<string, PageMeta> = enMeta;

/** Pages that are for one visitor only (not indexed). */
export const isPrivatePage = (path: string) =>
  path === '/checkout' ||
  path === '/track' ||
  path.startsWith('/track/') ||
  path.startsWith('/party/') ||
  path.startsWith('/khata') ||
  path === '/t' ||
  path.startsWith('/t/');

/** The title and description of a route ("/", "/track/ORD-1"…) from a language's `metas` (default English). */
export function metaFor(path: string, metas: PageMetas = enMeta): PageMeta {
  const meta: Record<string, PageMeta> = metas;
  if (path.startsWith('/track/')) return meta['/track'];
  if (path.startsWith('/party/')) return meta['/party/quote'];
  if (path.startsWith('/khata/')) return meta['/khata'];
  if (path.startsWith('/t/')) return meta['/t'];
  return meta[path] ?? meta['/'];
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** schema.org Restaurant with address, phones, the storefront kitchen's hours and its menu. */
export function restaurantJsonLd(menu: MenuData, t: Messages = en): Record<string, unknown> {
  const dish = (d: { name: string; description: string; price: number }) => ({
    '@type': 'MenuItem',
    name: d.name,
    description: d.description,
    offers: { '@type': 'Offer', price: String(d.price), priceCurrency: 'INR' },
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: brand.name,
    ...(t.lang === 'en'
      ? {}
      : { alternateName: 'गाँव रसोई', inLanguage: t.lang, url: siteUrl + localizePath('/', t.lang) }),
    description: t.brandDescription,
    image: '/images/og-image.jpg',
    servesCuisine: ['Indian', 'North Indian', 'Vegetarian'],
    priceRange: '₹₹',
    acceptsReservations: false,
    address: {
      '@type': 'PostalAddress',
      streetAddress: t.address.locality,
      addressLocality: t.address.city,
      addressRegion: t.address.region,
      addressCountry: address.countryCode,
    },
    telephone: phones.map(formatPhone),
    email: emails.general,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: schemaTime(menu.kitchen.opensAt),
        closes: schemaTime(menu.kitchen.closesAt),
      },
    ],
    hasMenu: {
      '@type': 'Menu',
      name: t.menu.menuName,
      hasMenuSection: [
        ...menu.categories.map((c) => ({
          '@type': 'MenuSection',
          name: c.name,
          hasMenuItem: dishesOf(menu, c.id).map(dish),
        })),
        // Dishes of the owner's own categories, as the page shows them: under "More".
        ...menuTabs(menu, t.menu.more)
          .filter((tab) => tab.id === MORE_TAB)
          .map((tab) => ({ '@type': 'MenuSection', name: tab.name, hasMenuItem: tab.dishes.map(dish) })),
        { '@type': 'MenuSection', name: t.menu.featuredSection, hasMenuItem: featuredDishes(menu).map(dish) },
      ],
    },
  };
}

/** JSON for a <script type="application/ld+json"> data block; "<" is escaped so it can never close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The page's other-language addresses: hreflang links both ways (en, hi) and x-default (English),
 * absolute as search engines want them. Not on a tracking page or a party's private page: its
 * address holds one record's number and token, which one shell for every record cannot know.
 */
export function alternateLinks(path: string): string[] {
  if (path === '/track' || path.startsWith('/track/') || path.startsWith('/party/')) return [];
  const url = (lang: 'en' | 'hi') => escapeHtml(siteUrl + localizePath(path, lang));
  return [
    `<link rel="alternate" hreflang="en" href="${url('en')}" />`,
    `<link rel="alternate" hreflang="hi" href="${url('hi')}" />`,
    `<link rel="alternate" hreflang="x-default" href="${url('en')}" />`,
  ];
}

/**
 * The tags that go in place of <!--head-tags--> for one page (the JSON-LD on / needs the menu);
 * `path` is the route ("/", "/checkout"), `t` the page's language.
 */
export function headTags(path: string, menu?: MenuData, messages: Messages = en, metas?: PageMetas): string {
  const m = metaFor(path, metas);
  const t = escapeHtml(m.title);
  const d = escapeHtml(m.description);
  const lines = [
    `<meta name="description" content="${d}" />`,
    `<meta name="theme-color" content="#7a2e0e" />`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:locale" content="${messages.lang === 'hi' ? 'hi_IN' : 'en_IN'}" />`,
    `<meta property="og:locale:alternate" content="${messages.lang === 'hi' ? 'en_IN' : 'hi_IN'}" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta property="og:url" content="${escapeHtml(localizePath(path, messages.lang))}" />`,
    `<meta property="og:image" content="/images/og-image.jpg" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(brand.name)}: ${escapeHtml(brand.tagline)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  lines.push(...alternateLinks(path));
  if (isPrivatePage(path)) lines.push(`<meta name="robots" content="noindex" />`);
  if (path === '/' && menu)
    lines.push(`<script type="application/ld+json">${jsonLdText(restaurantJsonLd(menu, messages))}</script>`);
  return lines.join('\n    ');
}
