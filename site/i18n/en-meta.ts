/**
 * Every page's title and description in English (its <title>, description and Open Graph tags),
 * as written for the spec. Apart from en.ts: only the server's render and the whole App (which
 * changes them when it changes page) use them, so the landing page's code does not carry them.
 * hi-meta.ts has the same keys in Hindi.
 */
import { brand } from '../content';

export const enMeta = {
  '/': {
    title: `${brand.name} | Village home-cooked food in Janghai, Prayagraj`,
    description: brand.description as string,
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
    description: `Place your ${brand.name} order for delivery or pickup; pay cash on delivery or at pickup, or by UPI.`,
  },
  '/track': {
    title: `Your order | ${brand.name}`,
    description: `Follow your ${brand.name} order from the kitchen to your door.`,
  },
  '/party': {
    title: `Party orders: weddings, pujas, bhoj | ${brand.name}`,
    description: `Planning a wedding, a puja or a bhoj? Tell ${brand.name} the day and the guests: a quote on WhatsApp, an advance by UPI, village food for 50 or 1,000.`,
  },
  '/party/quote': {
    title: `Your party quote | ${brand.name}`,
    description: `Your ${brand.name} party request: the quote, the advance and your booking.`,
  },
  '/t': {
    title: `Your table | ${brand.name}`,
    description: `Order at your table at ${brand.name}: the menu, your rounds and your bill.`,
  },
  '/khata': {
    title: `Your khata | ${brand.name}`,
    description: `Your udhaar (khata) with ${brand.name}: every bill and payment, and the balance to pay by UPI.`,
  },
};

/** A title and description per route, the keys of enMeta. */
export type PageMetas = Record<keyof typeof enMeta, { title: string; description: string }>;
