/**
 * The storefront kitchen's starting menu: the spec's dishes with their categories,
 * descriptions, prices, pictures, Popular flags, spice levels and the three featured dishes.
 * Plain data, no React: the site's static build (menuFromContent) and the database's demo seed
 * both read it, so the site and a fresh database start from the same list.
 */
import type { MenuData } from './api/ordering';
import type { MenuCategory as CategoryId } from './ordering';

export interface SeedCategory {
  id: CategoryId;
  name: string;
  nameHi: string;
}

export interface SeedDish {
  category: CategoryId;
  name: string;
  description: string;
  /** The name and description in Hindi (the /hi/ pages show them). */
  nameHi: string;
  descriptionHi: string;
  /** whole rupees */
  price: number;
  /** path under the site's public folder */
  image: string;
  popular: boolean;
  /** 0 (mild) to 3 (hot) */
  spicy: 0 | 1 | 2 | 3;
  /** shown in the hero's "Featured dishes" */
  featured: boolean;
}

export interface SeedDeliveryArea {
  /** village name */
  name: string;
  nameHi: string;
  /** rupees */
  deliveryCharge: number;
  /** rupees; 0 = none */
  minimumOrder: number;
}

/** The six menu categories, in tab order (thali first). */
export const SEED_CATEGORIES: SeedCategory[] = [
  { id: 'thali', name: 'Thali Special', nameHi: 'थाली स्पेशल' },
  { id: 'roti', name: 'Bread & Parathas', nameHi: 'रोटी और पराठे' },
  { id: 'sabji', name: 'Vegetables', nameHi: 'सब्ज़ियाँ' },
  { id: 'dal', name: 'Dal & Curry', nameHi: 'दाल और करी' },
  { id: 'rice', name: 'Rice', nameHi: 'चावल' },
  { id: 'dessert', name: 'Desserts', nameHi: 'मिठाइयाँ' },
];

/** The storefront kitchen of the demo data. */
export const SEED_KITCHEN_NAME = 'Gaon Rasoi Janghai';
export const SEED_KITCHEN_NAME_HI = 'गाँव रसोई जंघई';
/** Default opening hours of every kitchen, India time ("HH:MM"). */
export const DEFAULT_OPENS_AT = '11:00';
export const DEFAULT_CLOSES_AT = '23:00';
/** Default delivery charge of a village, rupees. */
export const DEFAULT_DELIVERY_CHARGE = 30;

const img = (file: string) => `/images/dishes/${file}.svg`;

/**
 * Fifteen dishes: the fourteen of the spec's menu, and Dal Baati Churma, which the spec
 * features on the home section (it is listed under Dal & Curry so it can be ordered).
 */
export const SEED_DISHES: SeedDish[] = [
  {
    category: 'thali',
    name: 'Village Thali',
    description: 'Dal, seasonal sabji, rice, four rotis, pickle, salad and a sweet, as served at home.',
    nameHi: 'गाँव की थाली',
    descriptionHi: 'दाल, मौसमी सब्ज़ी, चावल, चार रोटियाँ, अचार, सलाद और मीठा, जैसे घर पर परोसा जाता है।',
    price: 180,
    image: img('village-thali'),
    popular: true,
    spicy: 1,
    featured: true,
  },
  {
    category: 'thali',
    name: 'Rajasthani Thali',
    description: 'Dal baati, gatte ki sabji, kadhi, bajra roti and churma.',
    nameHi: 'राजस्थानी थाली',
    descriptionHi: 'दाल बाटी, गट्टे की सब्ज़ी, कढ़ी, बाजरे की रोटी और चूरमा।',
    price: 220,
    image: img('rajasthani-thali'),
    popular: false,
    spicy: 2,
    featured: false,
  },
  {
    category: 'thali',
    name: 'Punjabi Thali',
    description: 'Chole, paneer makhani, jeera rice, butter naan, raita and lassi.',
    nameHi: 'पंजाबी थाली',
    descriptionHi: 'छोले, पनीर मखनी, जीरा चावल, बटर नान, रायता और लस्सी।',
    price: 200,
    image: img('punjabi-thali'),
    popular: true,
    spicy: 2,
    featured: false,
  },
  {
    category: 'roti',
    name: 'Tandoori Roti',
    description: 'Whole-wheat roti baked in a clay tandoor, lightly charred.',
    nameHi: 'तंदूरी रोटी',
    descriptionHi: 'मिट्टी के तंदूर में सिंकी गेहूँ की रोटी, हल्की करारी।',
    price: 25,
    image: img('tandoori-roti'),
    popular: false,
    spicy: 0,
    featured: true,
  },
  {
    category: 'roti',
    name: 'Aloo Paratha',
    description: 'Stuffed with spiced potato, cooked on a tawa with desi ghee, served with curd.',
    nameHi: 'आलू पराठा',
    descriptionHi: 'मसालेदार आलू से भरा, देसी घी में तवे पर सिंका, दही के साथ।',
    price: 45,
    image: img('aloo-paratha'),
    popular: true,
    spicy: 1,
    featured: false,
  },
  {
    category: 'roti',
    name: 'Gobi Paratha',
    description: 'Flaky paratha filled with grated cauliflower, ginger and green chilli.',
    nameHi: 'गोभी पराठा',
    descriptionHi: 'कद्दूकस की हुई फूलगोभी, अदरक और हरी मिर्च से भरा परतदार पराठा।',
    price: 40,
    image: img('gobi-paratha'),
    popular: false,
    spicy: 1,
    featured: false,
  },
  {
    category: 'sabji',
    name: 'Mixed Vegetables',
    description: 'Farm-fresh seasonal vegetables cooked in an onion-tomato masala.',
    nameHi: 'मिक्स सब्ज़ी',
    descriptionHi: 'खेत की ताज़ी मौसमी सब्ज़ियाँ, प्याज़-टमाटर के मसाले में पकी।',
    price: 120,
    image: img('mixed-vegetables'),
    popular: false,
    spicy: 2,
    featured: false,
  },
  {
    category: 'sabji',
    name: 'Palak Paneer',
    description: 'Soft paneer cubes in a smooth spinach gravy with garlic.',
    nameHi: 'पालक पनीर',
    descriptionHi: 'लहसुन वाली मुलायम पालक की ग्रेवी में नरम पनीर के टुकड़े।',
    price: 140,
    image: img('palak-paneer'),
    popular: true,
    spicy: 1,
    featured: false,
  },
  {
    category: 'dal',
    name: 'Dal Tadka',
    description: 'Yellow lentils tempered with cumin, garlic and red chilli in ghee.',
    nameHi: 'दाल तड़का',
    descriptionHi: 'घी में जीरा, लहसुन और लाल मिर्च के तड़के वाली पीली दाल।',
    price: 80,
    image: img('dal-tadka'),
    popular: true,
    spicy: 2,
    featured: false,
  },
  {
    category: 'dal',
    name: 'Dal Makhani',
    description: 'Black lentils and rajma simmered overnight with butter and cream.',
    nameHi: 'दाल मखनी',
    descriptionHi: 'मक्खन और मलाई के साथ रात भर धीमी आँच पर पकी काली दाल और राजमा।',
    price: 100,
    image: img('dal-makhani'),
    popular: false,
    spicy: 1,
    featured: false,
  },
  {
    category: 'dal',
    name: 'Dal Baati Churma',
    description: 'Baked wheat baati dipped in ghee, with panchmel dal and sweet churma.',
    nameHi: 'दाल बाटी चूरमा',
    descriptionHi: 'घी में डूबी सिंकी गेहूँ की बाटी, पंचमेल दाल और मीठे चूरमे के साथ।',
    price: 220,
    image: img('dal-baati-churma'),
    popular: true,
    spicy: 1,
    featured: true,
  },
  {
    category: 'rice',
    name: 'Jeera Rice',
    description: 'Basmati rice tossed with roasted cumin and a little ghee.',
    nameHi: 'जीरा चावल',
    descriptionHi: 'भुने जीरे और थोड़े से घी में बना बासमती चावल।',
    price: 60,
    image: img('jeera-rice'),
    popular: false,
    spicy: 0,
    featured: false,
  },
  {
    category: 'rice',
    name: 'Veg Biryani',
    description: 'Layered basmati and vegetables, dum-cooked with whole spices and saffron.',
    nameHi: 'वेज बिरयानी',
    descriptionHi: 'बासमती और सब्ज़ियों की परतें, साबुत मसालों और केसर के साथ दम पर पकी।',
    price: 150,
    image: img('veg-biryani'),
    popular: true,
    spicy: 3,
    featured: false,
  },
  {
    category: 'dessert',
    name: 'Gulab Jamun',
    description: 'Two warm khoya dumplings soaked in cardamom sugar syrup.',
    nameHi: 'गुलाब जामुन',
    descriptionHi: 'इलायची वाली चाशनी में डूबे खोये के दो गरम गुलाब जामुन।',
    price: 40,
    image: img('gulab-jamun'),
    popular: true,
    spicy: 0,
    featured: false,
  },
  {
    category: 'dessert',
    name: 'Kheer',
    description: 'Rice slow-cooked in full-cream milk with jaggery, cardamom and nuts.',
    nameHi: 'खीर',
    descriptionHi: 'फुल क्रीम दूध में गुड़, इलायची और मेवों के साथ धीमी आँच पर पके चावल।',
    price: 50,
    image: img('kheer'),
    popular: false,
    spicy: 0,
    featured: false,
  },
];

/** Villages the storefront kitchen delivers to in the static build (the database has its own). */
export const SEED_DELIVERY_AREAS: SeedDeliveryArea[] = [
  { name: 'Janghai', nameHi: 'जंघई', deliveryCharge: DEFAULT_DELIVERY_CHARGE, minimumOrder: 0 },
  { name: 'Saidabad', nameHi: 'सैदाबाद', deliveryCharge: 40, minimumOrder: 150 },
  { name: 'Handia', nameHi: 'हंडिया', deliveryCharge: 50, minimumOrder: 200 },
];

/** The menu of the static build (before the server renders from the database): the seed dishes with ids 1..n in order, all available, the kitchen open. */
export function menuFromContent(options: { isOpen?: boolean } = {}): MenuData {
  const isOpen = options.isOpen ?? true;
  return {
    kitchen: {
      id: 1,
      name: SEED_KITCHEN_NAME,
      nameHi: SEED_KITCHEN_NAME_HI,
      isOpen,
      opensAt: DEFAULT_OPENS_AT,
      closesAt: DEFAULT_CLOSES_AT,
      isActive: isOpen,
      pausedUntil: null,
      busyUntil: null,
      busyMinutes: 0,
    },
    categories: SEED_CATEGORIES.map((c) => ({ ...c })),
    dishes: SEED_DISHES.map((d, i) => ({ id: i + 1, ...d, available: true })),
    deliveryAreas: SEED_DELIVERY_AREAS.map((a, i) => ({ id: i + 1, ...a })),
  };
}
