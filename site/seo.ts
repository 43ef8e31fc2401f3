/** Per-page titles and descriptions, Open Graph tags and the schema.org Restaurant data. */
import { address, brand, emails, phones } from './content';
import { formatPhone } from './lib';
import { dishesOf, featuredDishes, schemaTime, type MenuData } from './menu';

export interface PageMeta {
  title: string;
  description: string;
}

export const pageMeta: Record<string, PageMeta> = {
  '/': {
    title: `${brand.name} | Village home-cooked food in Janghai, Prayagraj`,
    description: brand.description,
  },
  '/privacy-policy': {
    title: `Privacy Policy | ${brand.name}`,
    description: `How ${brand.name} collects, uses, shares and protects your information when you order pickup or delivery, and the choices you have.`,
  },
  '/terms-conditions': {
    title: `Terms & Conditions | ${brand.name}`,
    description: `The terms for ordering from ${brand.name}: ordering and payment, delivery and pickup, cancellations, food safety and allergies, and governing law.`,
  },
  '/refund-cancellation': {
    title: `Refund & Cancellation Policy | ${brand.name}`,
    description: `When you can cancel a ${brand.name} order, late cancellation fees, complaints, refunds for delays and how long a refund takes.`,
  },
  '/checkout': {
    title: `Checkout | ${brand.name}`,
    description: `Place your ${brand.name} order for delivery or pickup; pay cash on delivery or at pickup.`,
  },
  '/track': {
    title: `Your order | ${brand.name}`,
    description: `Follow your ${brand.name} order from the kitchen to your door.`,
  },
};

/** Pages that are for one visitor only (not indexed). */
export const isPrivatePage = (path: string) => path === '/checkout' || path === '/track' || path.startsWith('/track/');

export function metaFor(path: string): PageMeta {
  if (path.startsWith('/track/')) return pageMeta['/track'];
  return pageMeta[path] ?? pageMeta['/'];
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** schema.org Restaurant with address, phones, the storefront kitchen's hours and its menu. */
export function restaurantJsonLd(menu: MenuData): Record<string, unknown> {
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
    description: brand.description,
    image: '/images/og-image.jpg',
    servesCuisine: ['Indian', 'North Indian', 'Vegetarian'],
    priceRange: '₹₹',
    acceptsReservations: false,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.locality,
      addressLocality: address.city,
      addressRegion: address.region,
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
      name: `${brand.name} menu`,
      hasMenuSection: [
        ...menu.categories.map((c) => ({ '@type': 'MenuSection', name: c.name, hasMenuItem: dishesOf(menu, c.id).map(dish) })),
        { '@type': 'MenuSection', name: 'Featured', hasMenuItem: featuredDishes(menu).map(dish) },
      ],
    },
  };
}

/** JSON for a <script type="application/ld+json"> data block; "<" is escaped so it can never close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The tags that go in place of <!--head-tags--> for one page (the JSON-LD on / needs the menu). */
export function headTags(path: string, menu?: MenuData): string {
  const m = metaFor(path);
  const t = escapeHtml(m.title);
  const d = escapeHtml(m.description);
  const lines = [
    `<meta name="description" content="${d}" />`,
    `<meta name="theme-color" content="#7a2e0e" />`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta property="og:url" content="${escapeHtml(path)}" />`,
    `<meta property="og:image" content="/images/og-image.jpg" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(brand.name)}: ${escapeHtml(brand.tagline)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (isPrivatePage(path)) lines.push(`<meta name="robots" content="noindex" />`);
  if (path === '/' && menu) lines.push(`<script type="application/ld+json">${jsonLdText(restaurantJsonLd(menu))}</script>`);
  return lines.join('\n    ');
}
