import { describe, expect, it } from 'vitest';
import { menuFromContent, renderSitePage, type MenuData } from '../../site/render';
import { STAND_IN_TEMPLATE as TEMPLATE } from '../api/helper';

function dbMenu(): MenuData {
  const m = menuFromContent();
  return {
    ...m,
    kitchen: { ...m.kitchen, opensAt: '10:30', closesAt: '22:00' },
    dishes: m.dishes.map((d) =>
      d.name === 'Kheer'
        ? { ...d, available: false }
        : d.name === 'Jeera Rice'
          ? { ...d, nameHi: null, descriptionHi: null }
          : d,
    ),
  };
}
const page = (route: string) =>
  renderSitePage(route, { menu: dbMenu(), buildDate: '2026-11-22' }, TEMPLATE).replace(/<!-- -->/g, '');
const jsonLd = (html: string) => JSON.parse(html.split('<script type="application/ld+json">')[1].split('</script>')[0]);
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => `${m[1]} ${m[2]}`);

describe('the Hindi pages', () => {
  it('renders /hi in Hindi from the database menu: lang="hi", Hindi words, the dishes\' Hindi names (English where none)', () => {
    const html = page('/hi');
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('गाँव का घर जैसा खाना, रोज़ ताज़ा बना');
    expect(html).toContain('अभी खुला है · रात 10 बजे बंद होगा');
    expect(html).toContain('हर दिन: सुबह 10:30 बजे से रात 10 बजे तक');
    expect(html).toContain('दाल और करी');
    expect(html).toContain('<h4>गाँव की थाली</h4>');
    expect(html).toContain('मसालेदार आलू से भरा');
    expect(html).toContain('<h4>Jeera Rice</h4>');
    expect(html).not.toContain('<h4>Village Thali</h4>');
    expect(html).toMatch(/<h4>खीर<\/h4>[\s\S]*?ख़त्म हो गया/);
    // The JSON-LD menu is in Hindi too.
    const sections = jsonLd(html).hasMenu.hasMenuSection as Array<{
      name: string;
      hasMenuItem: Array<{ name: string }>;
    }>;
    expect(sections[0]).toMatchObject({
      name: 'थाली स्पेशल',
      hasMenuItem: expect.arrayContaining([expect.objectContaining({ name: 'गाँव की थाली' })]),
    });
    expect(html.match(/aria-label="[^"]+ कार्ट में जोड़ें"/g)).toHaveLength(17);
    // Links stay in Hindi; the switch leads to the English page.
    expect(html).toContain('href="/hi/privacy-policy"');
    expect(html).toContain('href="/hi/#menu"');
    expect(html).toMatch(/<a class="lang-switch" href="\/" hrefLang="en" lang="en"[^>]*>English<\/a>/);
    expect(html).not.toMatch(/>(Add|Sold out|Our Menu|About Us|Send Message)</);
  });

  it('links each page to its other language both ways, with x-default on English', () => {
    for (const [route, en, hi] of [
      ['/', 'https://gaonrasoi.in/', 'https://gaonrasoi.in/hi/'],
      ['/hi', 'https://gaonrasoi.in/', 'https://gaonrasoi.in/hi/'],
      ['/terms-conditions', 'https://gaonrasoi.in/terms-conditions', 'https://gaonrasoi.in/hi/terms-conditions'],
      [
        '/hi/refund-cancellation',
        'https://gaonrasoi.in/refund-cancellation',
        'https://gaonrasoi.in/hi/refund-cancellation',
      ],
      ['/hi/checkout', 'https://gaonrasoi.in/checkout', 'https://gaonrasoi.in/hi/checkout'],
    ])
      expect(alternates(page(route))).toEqual([`en ${en}`, `hi ${hi}`, `x-default ${en}`]);
  });

  it("writes the Restaurant JSON-LD in each page's language", () => {
    const en = jsonLd(page('/'));
    const hi = jsonLd(page('/hi'));
    expect(en.description).toMatch(/^Gaon Rasoi connects village home cooks/);
    expect(en.address.addressLocality).toBe('Prayagraj');
    expect(hi['@type']).toBe('Restaurant');
    expect(hi.inLanguage).toBe('hi');
    expect(hi.description).toMatch(/गाँव के घरेलू रसोइयों/);
    expect(hi.address).toMatchObject({
      streetAddress: 'जंघई',
      addressLocality: 'प्रयागराज',
      addressRegion: 'उत्तर प्रदेश',
      addressCountry: 'IN',
    });
    expect(hi.hasMenu.hasMenuSection.map((s: { name: string }) => s.name)).toEqual([
      'थाली स्पेशल',
      'रोटी और पराठे',
      'सब्ज़ियाँ',
      'दाल और करी',
      'चावल',
      'मिठाइयाँ',
      'ख़ास व्यंजन',
    ]);
    expect(hi.openingHoursSpecification).toEqual(en.openingHoursSpecification);
  });

  it('renders the Hindi policies, checkout and tracking shells with Hindi titles', () => {
    const privacy = page('/hi/privacy-policy');
    expect(privacy).toContain('<title>गोपनीयता नीति | Gaon Rasoi</title>');
    expect(privacy).toContain('हम कौन-सी जानकारी लेते हैं');
    const terms = page('/hi/terms-conditions');
    expect(terms).toContain('हम खुले रहते हैं हर दिन सुबह 10:30 बजे से रात 10 बजे तक।');
    const refund = page('/hi/refund-cancellation');
    expect(refund).toContain('22 नवंबर 2026');
    expect(refund).toContain('₹50.00 का देर से कैंसिल करने का शुल्क');
    expect(page('/hi/checkout')).toContain('<title>चेकआउट | Gaon Rasoi</title>');
    const track = page('/hi/track/ORD-000001');
    expect(track).toContain('लोड हो रहा है…');
    expect(track).toContain('<meta name="robots" content="noindex" />');
    expect(alternates(track)).toEqual([]);
  });

  it('keeps the English pages in English with lang="en" and a switch to Hindi', () => {
    const html = page('/');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Home-cooked village food, made fresh every day');
    expect(html).toMatch(/<a class="lang-switch" href="\/hi\/" hrefLang="hi" lang="hi"[^>]*>हिन्दी<\/a>/);
    expect(html).toContain(
      'aria-label="Food: A full village thali on a brass plate with dal, sabji, rice and rotis, open picture 1 of 8"',
    );
  });
});
