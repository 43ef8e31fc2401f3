/**
 * Every text of the public site's screens in English, as they were written for the spec (these
 * words are relied on: change none). hi.ts has the same keys in Hindi; a test checks that both
 * files have exactly the same keys. Functions take the figures a sentence needs. Dish names and
 * descriptions are the kitchen's data and are not here. The policy pages' long texts live in
 * their page components (pages/*.tsx, pages/hi/*.tsx).
 */
import {
  aboutClaims,
  addressText,
  brand,
  coFounder,
  founder,
  gallery,
  openDays,
  team,
  whatsappGreeting,
} from '../content';

export const en = {
  lang: 'en' as 'en' | 'hi',
  /** the header's switch to the other language, written in that language */
  otherLanguage: { lang: 'hi', name: 'हिन्दी', title: 'यह पेज हिन्दी में पढ़ें' } as {
    lang: 'en' | 'hi';
    name: string;
    title: string;
  },
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  pageFailed: 'This page could not load. Please check your connection and reload.',
  brandTagline: brand.tagline as string,
  brandDescription: brand.description as string,
  addressText,
  address: { locality: 'Janghai', city: 'Prayagraj', region: 'Uttar Pradesh' },
  openDays: openDays as string,
  whatsappGreeting,
  /** "every day 11:00 AM to 11:00 PM" */
  hoursText: (range: string) => `${openDays.toLowerCase()} ${range}`,
  hoursRange: (opens: string, closes: string) => `${opens} to ${closes}`,
  openNow: (closes: string) => `Open now · closes ${closes}`,
  closedNow: (opens: string) => `Closed now — opens at ${opens}`,
  pausedUntil: (time: string) => `Not taking orders until ${time}`,
  busy: (minutes: number) => `Busy — about ${minutes} min more`,
  /** what a closed or paused kitchen offers: an order for its first free time */
  orderAhead: (time: string) => `Order now for ${time}`,
  sections: { home: 'Home', about: 'About Us', menu: 'Menu', gallery: 'Gallery', contact: 'Contact' },
  legal: {
    privacy: 'Privacy Policy',
    terms: 'Terms & Conditions',
    refund: 'Refund & Cancellation Policy',
    onThisPage: 'On this page',
    backToTop: 'Back to Top',
    lastUpdated: 'Last updated:',
  },
  header: {
    mainNav: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    cart: (count: number) => (count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`),
    language: 'Language',
    yourOrders: 'Your orders',
  },
  hero: {
    eyebrow: 'Village kitchen · Janghai, Prayagraj',
    sub: 'Home-cooked village food, made fresh every day',
    lead: (hours: string) =>
      `Thalis, tandoori rotis, slow-cooked dals and sweets from the home kitchens of our village, cooked without preservatives and delivered hot. Open ${hours}.`,
    viewMenu: 'View Menu',
    contactUs: 'Contact Us',
    art: 'A brass thali with dal, sabji, rice and rotis beside a clay chulha',
    featured: 'Featured dishes',
  },
  about: {
    title: 'About Us',
    lead: `${brand.name} began in a village kitchen in Janghai. Today our home cooks prepare the food they grew up with, and we bring it to food lovers in towns and cities, fresh and free of preservatives.`,
    claims: [...aboutClaims] as string[],
    years: 'years of experience cooking village food',
    founders: 'Our founders',
    team: 'Our founding team',
    founder: { role: founder.role, bio: founder.bio },
    coFounder: { role: coFounder.role, bio: coFounder.bio },
    people: team.map((p) => ({ role: p.role, bio: p.bio })),
  },
  menu: {
    title: 'Our Menu',
    intro: 'Vegetarian village cooking, priced for every day. Every dish is cooked to order.',
    categories: 'Menu categories',
    more: 'More',
    featuredSection: 'Featured',
    menuName: `${brand.name} menu`,
  },
  dish: {
    popular: 'Popular',
    soldOut: 'Sold out',
    closedNow: 'Closed now',
    add: 'Add',
    addLabel: (name: string) => `Add ${name} to cart`,
    inCart: (name: string) => `${name} in cart`,
    oneLess: (name: string) => `One less ${name}`,
    oneMore: (name: string) => `One more ${name}`,
    spice: (level: number) => (level <= 0 ? 'Not spicy (0 of 3)' : `Spice level ${level} of 3`),
    deliveryTime: '15-20 mins',
    /** the promised time with a busy kitchen's extra minutes */
    waitTime: (extra: number) => `${15 + extra}-${20 + extra} mins`,
    rating: 'Rating ',
    /** The dish's own average, once enough customers rated it: "(12 ratings)". */
    ratingCount: (count: number) => `(${count} ratings)`,
  },
  gallery: {
    title: 'Gallery',
    intro: 'From our kitchen and our plates. Select a picture to see it full screen.',
    food: 'Food',
    kitchen: 'Kitchen',
    /** the visible tag comes first, so the name contains what is seen (voice control) */
    item: (tag: string, alt: string, n: number, total: number) => `${tag}: ${alt}, open picture ${n} of ${total}`,
    viewer: 'Picture viewer',
    close: 'Close',
    previous: 'Previous picture',
    next: 'Next picture',
    count: (n: number, total: number) => `${n} of ${total}`,
    alts: gallery.map((g) => g.alt),
  },
  contact: {
    title: 'Contact Us',
    hours: 'Opening hours',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    general: 'General',
    privacy: 'Privacy',
    legal: 'Legal',
    whatsapp: 'Contact on WhatsApp',
    formTitle: 'Send us a message',
    noScript: 'If the form does not work in your browser, please call or e-mail us.',
    name: 'Name',
    emailField: 'Email',
    phoneOptional: 'Phone',
    either: 'An e-mail or a phone number: one is enough.',
    message: 'Message',
    sending: 'Sending...',
    send: 'Send Message',
    success: 'Message sent! We will contact you soon.',
    failure: 'Sorry, your message could not be sent. Please try again, or call or e-mail us.',
  },
  footer: {
    social: 'Social media',
    hours: 'Opening hours',
    reach: 'Reach us',
    nav: 'Footer',
    explore: 'Explore',
    policies: 'Policies',
    rights: 'All rights reserved.',
  },
  bottomBar: { label: 'Call or chat', call: 'Call', whatsapp: 'WhatsApp' },
  /** The phone's bar at the bottom while the cart has dishes. */
  cartBar: {
    label: 'Your cart',
    items: (count: number) => (count === 1 ? '1 item' : `${count} items`),
    view: 'View cart',
  },
  /** The home page, for a phone that placed an order not yet delivered. */
  activeOrder: {
    onItsWay: (orderId: string) => `Your order ${orderId} is on its way`,
    statuses: {
      placed: 'Placed',
      accepted: 'Accepted',
      preparing: 'Being prepared',
      out_for_delivery: 'Out for delivery',
    } as Record<string, string>,
  },
  cart: {
    title: 'Your cart',
    close: 'Close cart',
    empty: 'Your cart is empty.',
    chooseDishes: 'Choose dishes from the menu',
    payment: 'Payment: cash on delivery or at pickup, or by UPI.',
    checkout: 'Checkout',
    checkoutTotal: (total: string) => `Checkout · ${total}`,
    orderFor: (time: string, total: string) => `Order for ${time} · ${total}`,
    soldOutRemove: ' · Sold out: please remove',
    subtotal: 'Subtotal',
    pickupNoCharge: 'Pickup (no delivery charge)',
    deliveryCharge: (area: string | null) => `Delivery charge${area ? ` (${area})` : ''}`,
    gst: 'GST (5%)',
    total: 'Total',
    minimum: (area: string, minimum: string, more: string) =>
      `Minimum order for delivery to ${area} is ${minimum}: add ${more} more, or choose pickup.`,
  },
  partyBanner: {
    title: 'Planning a party?',
    text: 'A wedding, a puja, a bhoj for 150: tell us the day and the guests, and we send you a quote on WhatsApp.',
    cta: 'Ask for a party quote',
  },
};

/** The shape both languages fill (hi.ts is checked against it by the compiler and by a test). */
export type Messages = typeof en;
