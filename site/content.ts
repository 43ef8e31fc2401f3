/**
 * Everything an owner may want to change on the public site lives in this one file:
 * brand, people, address, phones, e-mails, opening hours, policy figures, menu and gallery.
 * The pages, the prerendered <head> tags and the schema.org data all read from here.
 */

export const brand = {
  name: 'Gaon Rasoi',
  tagline: 'Home-cooked village food, delivered fresh',
  description:
    'Gaon Rasoi connects village home cooks with food lovers in towns and cities: fresh, preservative-free thalis, breads, dals and sweets from rural kitchens of Janghai, Prayagraj.',
  yearsOfExperience: 7,
} as const;

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

/** One set of opening hours, shown everywhere (contact, footer, policies, schema.org). */
export const hours = {
  days: 'Every day',
  opens: '11:00 AM',
  closes: '11:00 PM',
  /** 24-hour form for schema.org */
  opens24: '11:00',
  closes24: '23:00',
} as const;

/** "every day 11:00 AM to 11:00 PM" */
export const hoursText = `${hours.days.toLowerCase()} ${hours.opens} to ${hours.closes}`;

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
  { name: 'Pooja Kushwaha', role: 'Kitchen Operations', bio: 'Sources seasonal vegetables and grains from nearby farms.' },
  { name: 'Aman Verma', role: 'Delivery & Partnerships', bio: 'Gets your thali to your door while it is still hot.' },
];

export const aboutClaims = [
  'We connect village home cooks with food lovers in towns and cities.',
  'Fresh food, cooked the same day, with no preservatives.',
  'Every order supports rural kitchens and local farmers.',
] as const;

export type CategoryId = 'thali' | 'roti' | 'sabji' | 'dal' | 'rice' | 'dessert';
export type IconName = 'thali' | 'roti' | 'sabji' | 'dal' | 'rice' | 'dessert';

export interface MenuCategory {
  id: CategoryId;
  name: string;
  icon: IconName;
}

export const categories: MenuCategory[] = [
  { id: 'thali', name: 'Thali Special', icon: 'thali' },
  { id: 'roti', name: 'Bread & Parathas', icon: 'roti' },
  { id: 'sabji', name: 'Vegetables', icon: 'sabji' },
  { id: 'dal', name: 'Dal & Curry', icon: 'dal' },
  { id: 'rice', name: 'Rice', icon: 'rice' },
  { id: 'dessert', name: 'Desserts', icon: 'dessert' },
];

export const defaultCategory: CategoryId = 'thali';

export interface Dish {
  name: string;
  description: string;
  /** whole rupees */
  price: number;
  image: string;
  popular: boolean;
  /** 0 (mild) to 3 (hot) */
  spicy: 0 | 1 | 2 | 3;
}

const img = (file: string) => `/images/dishes/${file}.svg`;

export const menu: Record<CategoryId, Dish[]> = {
  thali: [
    { name: 'Village Thali', description: 'Dal, seasonal sabji, rice, four rotis, pickle, salad and a sweet, as served at home.', price: 180, image: img('village-thali'), popular: true, spicy: 1 },
    { name: 'Rajasthani Thali', description: 'Dal baati, gatte ki sabji, kadhi, bajra roti and churma.', price: 220, image: img('rajasthani-thali'), popular: false, spicy: 2 },
    { name: 'Punjabi Thali', description: 'Chole, paneer makhani, jeera rice, butter naan, raita and lassi.', price: 200, image: img('punjabi-thali'), popular: true, spicy: 2 },
  ],
  roti: [
    { name: 'Tandoori Roti', description: 'Whole-wheat roti baked in a clay tandoor, lightly charred.', price: 25, image: img('tandoori-roti'), popular: false, spicy: 0 },
    { name: 'Aloo Paratha', description: 'Stuffed with spiced potato, cooked on a tawa with desi ghee, served with curd.', price: 45, image: img('aloo-paratha'), popular: true, spicy: 1 },
    { name: 'Gobi Paratha', description: 'Flaky paratha filled with grated cauliflower, ginger and green chilli.', price: 40, image: img('gobi-paratha'), popular: false, spicy: 1 },
  ],
  sabji: [
    { name: 'Mixed Vegetables', description: 'Farm-fresh seasonal vegetables cooked in an onion-tomato masala.', price: 120, image: img('mixed-vegetables'), popular: false, spicy: 2 },
    { name: 'Palak Paneer', description: 'Soft paneer cubes in a smooth spinach gravy with garlic.', price: 140, image: img('palak-paneer'), popular: true, spicy: 1 },
  ],
  dal: [
    { name: 'Dal Tadka', description: 'Yellow lentils tempered with cumin, garlic and red chilli in ghee.', price: 80, image: img('dal-tadka'), popular: true, spicy: 2 },
    { name: 'Dal Makhani', description: 'Black lentils and rajma simmered overnight with butter and cream.', price: 100, image: img('dal-makhani'), popular: false, spicy: 1 },
  ],
  rice: [
    { name: 'Jeera Rice', description: 'Basmati rice tossed with roasted cumin and a little ghee.', price: 60, image: img('jeera-rice'), popular: false, spicy: 0 },
    { name: 'Veg Biryani', description: 'Layered basmati and vegetables, dum-cooked with whole spices and saffron.', price: 150, image: img('veg-biryani'), popular: true, spicy: 3 },
  ],
  dessert: [
    { name: 'Gulab Jamun', description: 'Two warm khoya dumplings soaked in cardamom sugar syrup.', price: 40, image: img('gulab-jamun'), popular: true, spicy: 0 },
    { name: 'Kheer', description: 'Rice slow-cooked in full-cream milk with jaggery, cardamom and nuts.', price: 50, image: img('kheer'), popular: false, spicy: 0 },
  ],
};

/** Shown on every dish card. */
export const dishDeliveryTime = '15-20 mins';
export const dishRating = 4.5;

export const featuredDishes: Dish[] = [
  menu.thali[0],
  menu.roti[0],
  { name: 'Dal Baati Churma', description: 'Baked wheat baati dipped in ghee, with panchmel dal and sweet churma.', price: 220, image: img('dal-baati-churma'), popular: true, spicy: 1 },
];

export interface GalleryImage {
  src: string;
  alt: string;
  category: 'food' | 'kitchen';
}

const gimg = (file: string) => `/images/gallery/${file}.svg`;

export const gallery: GalleryImage[] = [
  { src: gimg('thali-spread'), alt: 'A full village thali on a brass plate with dal, sabji, rice and rotis', category: 'food' },
  { src: gimg('clay-chulha'), alt: 'A clay chulha with a wood fire under an iron tawa', category: 'kitchen' },
  { src: gimg('spice-tray'), alt: 'Whole spices and ground masalas in small bowls on a wooden tray', category: 'kitchen' },
  { src: gimg('fresh-rotis'), alt: 'A stack of fresh rotis beside a bowl of ghee', category: 'food' },
  { src: gimg('village-kitchen'), alt: 'A village kitchen with copper pots hanging on a mud wall', category: 'kitchen' },
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
