/**
 * Everything an owner may want to change on the public site lives in this one file:
 * brand, people, address, phones, e-mails, policy figures and gallery. The menu and the
 * opening hours are data of the storefront kitchen (menu.ts: MenuData, from GET /api/menu or,
 * in the static build, from shared/menuSeed.ts).
 */

export const brand = {
  name: 'Gaon Rasoi',
  tagline: 'Home-cooked village food, delivered fresh',
  description:
    'Gaon Rasoi connects village home cooks with food lovers in towns and cities: fresh, preservative-free thalis, breads, dals and sweets from rural kitchens of Janghai, Prayagraj.',
  yearsOfExperience: 7,
} as const;

/** The site's public address: the language alternates (hreflang) of every page point here. */
export const siteUrl = 'https://gaonrasoi.in';

export const address = {
  locality: 'Janghai',
  city: 'Prayagraj',
  region: 'Uttar Pradesh',
  country: 'India',
  countryCode: 'IN',
} as const;

/** "Janghai, Prayagraj, Uttar Pradesh" */
export const addressText = `${address.locality}, ${address.city}, ${address.region}`;

/** Ten-digit Indian mobile numbers; the first one also receives WhatsApp chats. */
export const phones = ['9876543210', '9123456780'] as const;

export const emails = {
  general: 'info@gaonrasoi.in',
  privacy: 'privacy@gaonrasoi.in',
  legal: 'legal@gaonrasoi.in',
} as const;

/** The days the kitchen opens (its hours come from the menu data: MenuData.kitchen). */
export const openDays = 'Every day';

export const whatsappGreeting = `Hello ${brand.name}! I would like to know more about the restaurant.`;

export const social = [
  { name: 'Facebook', href: '#' },
  { name: 'Instagram', href: '#' },
  { name: 'Twitter', href: '#' },
] as const;

/** Figures quoted in the Terms and the Refund & Cancellation Policy. */
export const policy = {
  cancelBeforeMinutes: 15,
  lateCancellationFee: 50,
  complaintWithinMinutes: 30,
  deliveryDelayMinutes: 45,
  refundBusinessDays: '3-5',
  pickupWithinMinutes: 30,
  minimumAge: 13,
  paymentMethods: ['cash', 'cards', 'digital payments (UPI and wallets)'],
  governingLaw: 'India',
  courts: 'Prayagraj',
} as const;

export interface Person {
  name: string;
  role: string;
  bio: string;
}

export const founder: Person = {
  name: 'Rajendra Prasad Yadav',
  role: 'Founder',
  bio: 'Grew up in Janghai watching his mother cook for the whole lane, and started Gaon Rasoi to bring that food to the city.',
};

export const coFounder: Person = {
  name: 'Kavita Mishra',
  role: 'Co-founder',
  bio: 'Works with the home cooks and farmers every day, and makes sure every order leaves the kitchen fresh and on time.',
};

export const team: Person[] = [
  { name: 'Shyam Lal Pal', role: 'Head Cook', bio: 'Keeps the chulha going and the recipes honest.' },
  {
    name: 'Pooja Kushwaha',
    role: 'Kitchen Operations',
    bio: 'Sources seasonal vegetables and grains from nearby farms.',
  },
  { name: 'Aman Verma', role: 'Delivery & Partnerships', bio: 'Gets your thali to your door while it is still hot.' },
];

export const aboutClaims = [
  'We connect village home cooks with food lovers in towns and cities.',
  'Fresh food, cooked the same day, with no preservatives.',
  'Every order supports rural kitchens and local farmers.',
] as const;

/** The menu tab selected first. */
export const defaultCategory = 'thali';

/** Shown on every dish card. */
export const dishDeliveryTime = '15-20 mins';
export const dishRating = 4.5;

export interface GalleryImage {
  src: string;
  alt: string;
  category: 'food' | 'kitchen';
}

const gimg = (file: string) => `/images/gallery/${file}.svg`;

export const gallery: GalleryImage[] = [
  {
    src: gimg('thali-spread'),
    alt: 'A full village thali on a brass plate with dal, sabji, rice and rotis',
    category: 'food',
  },
  { src: gimg('clay-chulha'), alt: 'A clay chulha with a wood fire under an iron tawa', category: 'kitchen' },
  {
    src: gimg('spice-tray'),
    alt: 'Whole spices and ground masalas in small bowls on a wooden tray',
    category: 'kitchen',
  },
  { src: gimg('fresh-rotis'), alt: 'A stack of fresh rotis beside a bowl of ghee', category: 'food' },
  {
    src: gimg('village-kitchen'),
    alt: 'A village kitchen with copper pots hanging on a mud wall',
    category: 'kitchen',
  },
  { src: gimg('sweets'), alt: 'Gulab jamun and kheer served in clay bowls', category: 'food' },
  { src: gimg('farm-vegetables'), alt: 'Baskets of fresh vegetables from a nearby farm', category: 'kitchen' },
  { src: gimg('biryani-pot'), alt: 'A handi of vegetable biryani opened at the table', category: 'food' },
];

/** Sections of the landing page, in order; the nav links point at them. */
export const sections = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About Us' },
  { id: 'menu', label: 'Menu' },
  { id: 'gallery', label: 'Gallery' },
  { id: 'contact', label: 'Contact' },
] as const;

export type SectionId = (typeof sections)[number]['id'];

export const legalPages = [
  { path: '/privacy-policy', label: 'Privacy Policy' },
  { path: '/terms-conditions', label: 'Terms & Conditions' },
  { path: '/refund-cancellation', label: 'Refund & Cancellation Policy' },
] as const;
