import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inlineStylesheets,
  keepSiteTemplate,
  loadSiteTemplate,
  menuFromContent,
  renderSitePage,
  scriptJson,
  siteRouteFor,
  SITE_PAGE_FILES,
  type MenuData,
} from '../../site/render';

/** The shape of Vite's dist/site/index.html (placeholders kept). */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Gaon Rasoi</title>
    <!--head-tags-->
    <script type="module" crossorigin src="/assets/site-abc.js"></script>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

const data = (menu: MenuData) => ({ menu, buildDate: '2026-11-22' });
/** The menu as the database might have it: a changed price, a sold-out dish, other hours. */
function dbMenu(): MenuData {
  const m = menuFromContent();
  return {
    ...m,
    kitchen: { ...m.kitchen, opensAt: '10:30', closesAt: '22:00' },
    dishes: m.dishes.map((d) =>
      d.name === 'Village Thali' ? { ...d, price: 195 } : d.name === 'Kheer' ? { ...d, available: false } : d,
    ),
  };
}
const embedded = (html: string) =>
  JSON.parse(html.split('<script type="application/json" id="menu-data">')[1].split('</script>')[0]) as MenuData;

describe('renderSitePage', () => {
  it("renders / from the given menu: a changed price, a sold-out dish and the kitchen's hours everywhere", () => {
    const html = renderSitePage('/', data(dbMenu()), TEMPLATE);
    expect(html).toContain('₹195');
    expect(html).not.toContain('₹180');
    expect(html).toMatch(/<h4>Kheer<\/h4>[\s\S]*?Sold out/);
    expect(html).toContain('Open now · closes 10:00 PM');
    expect(html.replace(/<!-- -->/g, '')).toContain('Every day: 10:30 AM to 10:00 PM');
    const ld = JSON.parse(html.split('<script type="application/ld+json">')[1].split('</script>')[0]);
    expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: '10:30', closes: '22:00' });
    expect(JSON.stringify(ld)).toContain('"price":"195"');
    expect(embedded(html)).toEqual(dbMenu());
    expect(html).toContain('<div id="root" data-build-date="2026-11-22">');
    expect(html).toMatch(/<title>Gaon Rasoi \| Village home-cooked food/);
    expect(html).not.toContain('<!--app-html-->');
  });

  it('renders the closed state: the badge, the menu notice, no Add buttons', () => {
    const m = menuFromContent({ isOpen: false });
    const html = renderSitePage('/', data(m), TEMPLATE);
    expect(html).toContain('Closed now — opens at 11:00 AM');
    expect(html).toContain('class="closed-notice"');
    expect(html).not.toMatch(/aria-label="Add [^"]+ to cart"/);
    expect(html).not.toContain('Open now');
  });

  it('escapes the embedded menu so no text can close the script element', () => {
    const m = menuFromContent();
    m.dishes[0] = { ...m.dishes[0], name: '</script><script>alert(1)</script>', description: 'a & b \u2028 <!--' };
    const html = renderSitePage('/', data(m), TEMPLATE);
    const json = html.split('<script type="application/json" id="menu-data">')[1].split('</script>')[0];
    expect(json).not.toMatch(/[<>]/);
    expect(embedded(html).dishes[0].name).toBe('</script><script>alert(1)</script>');
    expect(embedded(html).dishes[0].description).toBe('a & b \u2028 <!--');
    expect(html).not.toContain('<script>alert(1)');
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
  });

  it('renders /checkout and /track/… as a loading shell with their own title, not indexed', () => {
    for (const route of ['/checkout', '/track/ORD-000123']) {
      const html = renderSitePage(route, data(menuFromContent()), TEMPLATE);
      expect(html).toContain('class="container page-loading"');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('application/ld+json');
      expect(html).toContain('id="menu-data"');
    }
    expect(renderSitePage('/checkout', data(menuFromContent()), TEMPLATE)).toContain(
      '<title>Checkout | Gaon Rasoi</title>',
    );
    expect(renderSitePage('/track/ORD-000123?t=abc', data(menuFromContent()), TEMPLATE)).toContain(
      '<title>Your order | Gaon Rasoi</title>',
    );
    const quote = renderSitePage('/party/12?t=abc', data(menuFromContent()), TEMPLATE);
    expect(quote).toContain('<title>Your party quote | Gaon Rasoi</title>');
    expect(quote).toContain('<meta name="robots" content="noindex" />');
    expect(renderSitePage('/hi/party', data(menuFromContent()), TEMPLATE)).toContain(
      '<title>पार्टी ऑर्डर: शादी, पूजा, भोज | Gaon Rasoi</title>',
    );
  });

  it('maps URL paths to routes and files', () => {
    expect(siteRouteFor('/')).toBe('/');
    expect(siteRouteFor('/privacy-policy/')).toBe('/privacy-policy');
    expect(siteRouteFor('/checkout')).toBe('/checkout');
    expect(siteRouteFor('/track/ORD-000123')).toBe('/track');
    expect(siteRouteFor('/track/ORD-1?t=x')).toBe('/track');
    expect(siteRouteFor('/track/a/b')).toBeNull();
    expect(siteRouteFor('/nope')).toBeNull();
    expect(siteRouteFor('/party')).toBe('/party');
    expect(siteRouteFor('/party/12?t=abc')).toBe('/party/quote');
    expect(siteRouteFor('/hi/party/12')).toBe('/hi/party/quote');
    expect(siteRouteFor('/party/abc')).toBeNull();
    expect(siteRouteFor('/khata/9876543210?t=abc')).toBe('/khata');
    expect(siteRouteFor('/hi/khata/9876543210')).toBe('/hi/khata');
    expect(siteRouteFor('/khata/12')).toBeNull();
    // A table's page by the token of its QR code (letters, digits, - and _).
    expect(siteRouteFor('/t/Ab3_x-9QwErTyUiO')).toBe('/t');
    expect(siteRouteFor('/hi/t/Ab3_x-9QwErTyUiO')).toBe('/hi/t');
    expect(siteRouteFor('/t/a.b')).toBeNull();
    const english = [
      '/',
      '/privacy-policy',
      '/terms-conditions',
      '/refund-cancellation',
      '/checkout',
      '/track',
      '/party',
      '/party/quote',
      '/khata',
      '/t',
    ];
    expect(Object.keys(SITE_PAGE_FILES)).toEqual([...english, '/hi', ...english.slice(1).map((r) => `/hi${r}`)]);
    expect(siteRouteFor('/hi/')).toBe('/hi');
    expect(siteRouteFor('/hi/track/ORD-000123?t=abc')).toBe('/hi/track');
    expect(siteRouteFor('/hi/nope')).toBeNull();
  });

  it('inlines small stylesheets', () => {
    const t = '<head><link rel="stylesheet" crossorigin href="/assets/site.css"></head>';
    expect(inlineStylesheets(t, () => 'body{color:red}</style>')).toBe(
      '<head><style>body{color:red}<\\/style></style></head>',
    );
    expect(inlineStylesheets(t, () => null)).toBe(t);
  });
});

describe('the page template across builds', () => {
  it("a second build in the same folder renders its own scripts, not the first build's", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-template-'));
    try {
      const index = path.join(dist, 'site', 'index.html');
      fs.mkdirSync(path.dirname(index), { recursive: true });
      const prerender = () => {
        keepSiteTemplate(dist);
        fs.writeFileSync(index, renderSitePage('/', data(menuFromContent()), loadSiteTemplate(dist)));
      };
      fs.writeFileSync(index, TEMPLATE);
      prerender();
      prerender();
      expect(fs.readFileSync(index, 'utf8')).toContain('/assets/site-abc.js');

      // The next build (an update on the box) writes Vite's page again, with new file names.
      fs.writeFileSync(index, TEMPLATE.replace('site-abc.js', 'site-def.js'));
      prerender();
      const page = fs.readFileSync(index, 'utf8');
      expect(page).toContain('/assets/site-def.js');
      expect(page).not.toContain('/assets/site-abc.js');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
