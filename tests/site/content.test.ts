import { describe, expect, it } from 'vitest';
import {
  addressText,
  categories,
  defaultCategory,
  dishDeliveryTime,
  dishRating,
  emails,
  featuredDishes,
  gallery,
  hours,
  hoursText,
  menu,
  phones,
  policy,
  sections,
  team,
  founder,
  coFounder,
  brand,
} from '../../site/content';
import { allDishes, formatLongDate, formatPhone, formatPrice, internationalNumber, normalizePath, todayISO, whatsappLink, wrapIndex } from '../../site/lib';
import { headTags, jsonLdText, metaFor, restaurantJsonLd } from '../../site/seo';

describe('menu content', () => {
  it('has the six categories in order, thali first and selected by default', () => {
    expect(categories.map((c) => c.id)).toEqual(['thali', 'roti', 'sabji', 'dal', 'rice', 'dessert']);
    expect(categories.map((c) => c.name)).toEqual(['Thali Special', 'Bread & Parathas', 'Vegetables', 'Dal & Curry', 'Rice', 'Desserts']);
    expect(defaultCategory).toBe('thali');
    for (const c of categories) expect(c.icon).toBeTruthy();
  });

  it('has the fourteen dishes at the spec prices', () => {
    const prices = Object.fromEntries(allDishes().map((d) => [d.name, d.price]));
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
    expect(allDishes()).toHaveLength(14);
  });

  it('puts each dish in its category', () => {
    expect(menu.thali.map((d) => d.name)).toEqual(['Village Thali', 'Rajasthani Thali', 'Punjabi Thali']);
    expect(menu.roti.map((d) => d.name)).toEqual(['Tandoori Roti', 'Aloo Paratha', 'Gobi Paratha']);
    expect(menu.sabji.map((d) => d.name)).toEqual(['Mixed Vegetables', 'Palak Paneer']);
    expect(menu.dal.map((d) => d.name)).toEqual(['Dal Tadka', 'Dal Makhani']);
    expect(menu.rice.map((d) => d.name)).toEqual(['Jeera Rice', 'Veg Biryani']);
    expect(menu.dessert.map((d) => d.name)).toEqual(['Gulab Jamun', 'Kheer']);
  });

  it('gives every dish a description, a local image, a popular flag and a spice level of 0 to 3', () => {
    for (const d of [...allDishes(), ...featuredDishes]) {
      expect(d.description.length).toBeGreaterThan(10);
      expect(d.image).toMatch(/^\/images\/dishes\/[a-z-]+\.svg$/);
      expect(typeof d.popular).toBe('boolean');
      expect([0, 1, 2, 3]).toContain(d.spicy);
    }
    expect(allDishes().some((d) => d.popular)).toBe(true);
    expect(new Set(allDishes().map((d) => d.spicy))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('features Village Thali 180, Tandoori Roti 25 and Dal Baati Churma 220', () => {
    expect(featuredDishes.map((d) => [d.name, d.price])).toEqual([
      ['Village Thali', 180],
      ['Tandoori Roti', 25],
      ['Dal Baati Churma', 220],
    ]);
  });

  it('shows whole rupees with the rupee sign, "15-20 mins" and rating 4.5', () => {
    expect(formatPrice(180)).toBe('₹180');
    expect(formatPrice(25)).toBe('₹25');
    expect(dishDeliveryTime).toBe('15-20 mins');
    expect(dishRating).toBe(4.5);
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

  it('keeps one set of opening hours: every day 11:00 AM to 11:00 PM', () => {
    expect(hoursText).toBe('every day 11:00 AM to 11:00 PM');
    expect([hours.opens, hours.closes, hours.opens24, hours.closes24]).toEqual(['11:00 AM', '11:00 PM', '11:00', '23:00']);
    const ld = restaurantJsonLd() as { openingHoursSpecification: { opens: string; closes: string; dayOfWeek: string[] }[] };
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
    const home = headTags('/');
    expect(home).toContain('<meta name="description"');
    expect(home).toContain('property="og:title"');
    expect(home).toContain('<script type="application/ld+json">');
    expect(headTags('/privacy-policy')).not.toContain('ld+json');
    const ld = JSON.parse(home.split('<script type="application/ld+json">')[1].split('</script>')[0]);
    expect(ld['@type']).toBe('Restaurant');
    expect(ld.address).toMatchObject({ addressLocality: 'Prayagraj', addressRegion: 'Uttar Pradesh' });
    expect(ld.telephone).toHaveLength(2);
    const items = ld.hasMenu.hasMenuSection.flatMap((s: { hasMenuItem: unknown[] }) => s.hasMenuItem);
    expect(items.length).toBe(17);
    expect(jsonLdText({ a: '</script>' })).not.toContain('</script>');
  });
});
