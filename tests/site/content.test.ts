import { describe, expect, it } from 'vitest';
import {
  addressText,
  defaultCategory,
  dishDeliveryTime,
  dishRating,
  emails,
  gallery,
  openDays,
  phones,
  policy,
  sections,
  team,
  founder,
  coFounder,
  brand,
} from '../../site/content';
import {
  formatLongDate,
  formatPhone,
  internationalNumber,
  normalizePath,
  todayISO,
  whatsappLink,
  wrapIndex,
} from '../../site/lib';
import { formatAmount } from '../../site/i18n/format';
import { headTags, jsonLdText, metaFor, restaurantJsonLd } from '../../site/seo';
import { menuFromContent, SEED_CATEGORIES, SEED_DISHES } from '../../shared/menuSeed';
import {
  dishesOf,
  featuredDishes,
  formatClock,
  hoursRange,
  hoursText,
  openStatusText,
  withinHours,
} from '../../site/menu';

const menu = menuFromContent();
/** The spec's fourteen menu dishes (Dal Baati Churma is the featured extra). */
const specDishes = () => menu.dishes.filter((d) => d.name !== 'Dal Baati Churma');

describe('menu content (menuSeed.ts)', () => {
  it('has the six categories in order, thali first and selected by default', () => {
    expect(SEED_CATEGORIES.map((c) => c.id)).toEqual(['thali', 'roti', 'sabji', 'dal', 'rice', 'dessert']);
    expect(menu.categories.map((c) => c.name)).toEqual([
      'Thali Special',
      'Bread & Parathas',
      'Vegetables',
      'Dal & Curry',
      'Rice',
      'Desserts',
    ]);
    expect(defaultCategory).toBe('thali');
  });

  it('has the fourteen dishes at the spec prices, plus Dal Baati Churma', () => {
    const prices = Object.fromEntries(specDishes().map((d) => [d.name, d.price]));
    expect(prices).toEqual({
      'Village Thali': 180,
      'Rajasthani Thali': 220,
      'Punjabi Thali': 200,
      'Tandoori Roti': 25,
      'Aloo Paratha': 45,
      'Gobi Paratha': 40,
      'Mixed Vegetables': 120,
      'Palak Paneer': 140,
      'Dal Tadka': 80,
      'Dal Makhani': 100,
      'Jeera Rice': 60,
      'Veg Biryani': 150,
      'Gulab Jamun': 40,
      Kheer: 50,
    });
    expect(SEED_DISHES).toHaveLength(15);
    expect(menu.dishes.map((d) => d.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(menu.dishes.every((d) => d.available)).toBe(true);
  });

  it('puts each dish in its category', () => {
    const names = (c: string) => dishesOf(menu, c).map((d) => d.name);
    expect(names('thali')).toEqual(['Village Thali', 'Rajasthani Thali', 'Punjabi Thali']);
    expect(names('roti')).toEqual(['Tandoori Roti', 'Aloo Paratha', 'Gobi Paratha']);
    expect(names('sabji')).toEqual(['Mixed Vegetables', 'Palak Paneer']);
    expect(names('dal')).toEqual(['Dal Tadka', 'Dal Makhani', 'Dal Baati Churma']);
    expect(names('rice')).toEqual(['Jeera Rice', 'Veg Biryani']);
    expect(names('dessert')).toEqual(['Gulab Jamun', 'Kheer']);
  });

  it('gives every dish a description, a local image, a popular flag and a spice level of 0 to 3', () => {
    for (const d of menu.dishes) {
      expect(d.description.length).toBeGreaterThan(10);
      expect(d.image).toMatch(/^\/images\/dishes\/[a-z-]+\.svg$/);
      expect(typeof d.popular).toBe('boolean');
      expect([0, 1, 2, 3]).toContain(d.spicy);
    }
    expect(menu.dishes.some((d) => d.popular)).toBe(true);
    expect(new Set(menu.dishes.map((d) => d.spicy))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('features Village Thali 180, Tandoori Roti 25 and Dal Baati Churma 220', () => {
    expect(featuredDishes(menu).map((d) => [d.name, d.price])).toEqual([
      ['Village Thali', 180],
      ['Tandoori Roti', 25],
      ['Dal Baati Churma', 220],
    ]);
  });

  it('shows prices with the rupee sign and two decimals, "15-20 mins" and rating 4.5', () => {
    expect(formatAmount(180)).toBe('₹180.00');
    expect(formatAmount(25)).toBe('₹25.00');
    expect(dishDeliveryTime).toBe('15-20 mins');
    expect(dishRating).toBe(4.5);
  });

  it('has delivery areas with a charge, Janghai first at ₹30', () => {
    expect(menu.deliveryAreas[0]).toEqual({
      id: 1,
      name: 'Janghai',
      nameHi: 'जंघई',
      deliveryCharge: 30,
      minimumOrder: 0,
    });
  });
});

describe("opening hours (the storefront kitchen's)", () => {
  it('formats HH:MM as 12-hour text', () => {
    expect(formatClock('11:00')).toBe('11:00 AM');
    expect(formatClock('23:00')).toBe('11:00 PM');
    expect(formatClock('12:30')).toBe('12:30 PM');
    expect(formatClock('00:15')).toBe('12:15 AM');
    expect(formatClock('24:00')).toBe('12:00 AM');
  });

  it('knows open and closed in India time, also past midnight', () => {
    const at = (ist: string) => new Date(`2026-11-22T${ist}:00+05:30`);
    expect(withinHours('11:00', '23:00', at('10:59'))).toBe(false);
    expect(withinHours('11:00', '23:00', at('11:00'))).toBe(true);
    expect(withinHours('11:00', '23:00', at('22:59'))).toBe(true);
    expect(withinHours('11:00', '23:00', at('23:00'))).toBe(false);
    expect(withinHours('18:00', '02:00', at('01:30'))).toBe(true);
    expect(withinHours('18:00', '02:00', at('02:30'))).toBe(false);
    expect(withinHours('11:00', '24:00', at('23:30'))).toBe(true);
  });

  it('says open or closed with the right hour', () => {
    expect(openStatusText(menu.kitchen)).toBe('Open now · closes 11:00 PM');
    expect(openStatusText({ ...menu.kitchen, isOpen: false })).toBe('Closed now — opens at 11:00 AM');
    expect(openStatusText({ ...menu.kitchen, isOpen: false, opensAt: '09:30' })).toBe('Closed now — opens at 9:30 AM');
  });
});

describe('gallery', () => {
  it('has 8 local pictures tagged food or kitchen, each with alt text', () => {
    expect(gallery).toHaveLength(8);
    for (const g of gallery) {
      expect(['food', 'kitchen']).toContain(g.category);
      expect(g.alt.length).toBeGreaterThan(10);
      expect(g.src).toMatch(/^\/images\/gallery\/[a-z-]+\.svg$/);
    }
    expect(gallery.some((g) => g.category === 'food')).toBe(true);
    expect(gallery.some((g) => g.category === 'kitchen')).toBe(true);
  });

  it('wraps previous and next around the ends', () => {
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(3, 8)).toBe(3);
    expect(wrapIndex(17, 8)).toBe(1);
    expect(wrapIndex(-9, 8)).toBe(7);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('contact details', () => {
  it('has the Janghai, Prayagraj address, two phones and three role e-mails', () => {
    expect(addressText).toBe('Janghai, Prayagraj, Uttar Pradesh');
    expect(phones).toHaveLength(2);
    for (const p of phones) expect(p).toMatch(/^\d{10}$/);
    expect(Object.keys(emails)).toEqual(['general', 'privacy', 'legal']);
    for (const e of Object.values(emails)) expect(e).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
  });

  it('builds the WhatsApp link to the first phone with the 91 prefix and the greeting', () => {
    const link = whatsappLink();
    expect(link.startsWith(`https://wa.me/91${phones[0]}?text=`)).toBe(true);
    const text = decodeURIComponent(link.split('?text=')[1]);
    expect(text).toMatch(/know more about the restaurant/);
    expect(internationalNumber('98765 43210')).toBe('919876543210');
    expect(whatsappLink('9123456780', 'Hi & hello?')).toBe('https://wa.me/919123456780?text=Hi%20%26%20hello%3F');
  });

  it('keeps one set of opening hours: every day 11:00 AM to 11:00 PM, from the kitchen', () => {
    expect(hoursText(menu.kitchen)).toBe('every day 11:00 AM to 11:00 PM');
    expect(`${openDays}: ${hoursRange(menu.kitchen)}`).toBe('Every day: 11:00 AM to 11:00 PM');
    const ld = restaurantJsonLd(menu) as {
      openingHoursSpecification: { opens: string; closes: string; dayOfWeek: string[] }[];
    };
    expect(ld.openingHoursSpecification).toEqual([expect.objectContaining({ opens: '11:00', closes: '23:00' })]);
    expect(ld.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
  });
});

describe('about and policy figures', () => {
  it('lists a founder, a co-founder, three team members and 7+ years', () => {
    expect(founder.role).toBe('Founder');
    expect(coFounder.role).toBe('Co-founder');
    expect(team).toHaveLength(3);
    expect(brand.yearsOfExperience).toBe(7);
  });

  it('holds the policy figures of the spec', () => {
    expect(policy).toMatchObject({
      cancelBeforeMinutes: 15,
      lateCancellationFee: 50,
      complaintWithinMinutes: 30,
      deliveryDelayMinutes: 45,
      refundBusinessDays: '3-5',
      pickupWithinMinutes: 30,
      minimumAge: 13,
      governingLaw: 'India',
      courts: 'Prayagraj',
    });
  });

  it('has the five nav sections in order', () => {
    expect(sections.map((s) => s.label)).toEqual(['Home', 'About Us', 'Menu', 'Gallery', 'Contact']);
  });
});

describe('helpers and head tags', () => {
  it('formats dates the same everywhere and normalises paths', () => {
    expect(todayISO(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(formatLongDate('2026-11-21')).toBe('21 November 2026');
    expect(normalizePath('/privacy-policy/')).toBe('/privacy-policy');
    expect(normalizePath('')).toBe('/');
  });

  it('gives each page its own title and description, and / the Restaurant JSON-LD', () => {
    const titles = ['/', '/privacy-policy', '/terms-conditions', '/refund-cancellation'].map((p) => metaFor(p).title);
    expect(new Set(titles).size).toBe(4);
    const home = headTags('/', menu);
    expect(home).toContain('<meta name="description"');
    expect(home).toContain('property="og:title"');
    expect(home).toContain('<script type="application/ld+json">');
    expect(headTags('/privacy-policy')).not.toContain('ld+json');
    const ld = JSON.parse(home.split('<script type="application/ld+json">')[1].split('</script>')[0]);
    expect(ld['@type']).toBe('Restaurant');
    expect(ld.address).toMatchObject({ addressLocality: 'Prayagraj', addressRegion: 'Uttar Pradesh' });
    expect(ld.telephone).toHaveLength(2);
    const items = ld.hasMenu.hasMenuSection.flatMap((s: { hasMenuItem: unknown[] }) => s.hasMenuItem);
    expect(items.length).toBe(18);
    expect(headTags('/checkout')).toContain('noindex');
    expect(metaFor('/track/ORD-000001').title).toMatch(/Your order/);
    expect(jsonLdText({ a: '</script>' })).not.toContain('</script>');
  });
});
