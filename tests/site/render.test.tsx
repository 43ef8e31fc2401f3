import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { App } from '../../site/App';
import { CONTACT_FAILURE, sendContact } from '../../site/components/Contact';
import { menuFromContent } from '../../shared/menuSeed';

/** Server HTML with React's text separators removed, so sentences read as one string. */
const render = (path: string) =>
  renderToString(<App path={path} buildDate="2026-11-21" menu={menuFromContent()} />).replace(/<!-- -->/g, '');

describe('prerendered pages', () => {
  it('renders the landing page with every section, all fifteen dishes, the three featured and the brand h1', () => {
    const html = render('/');
    expect(html).toMatch(/<h1[^>]*>Gaon Rasoi/);
    for (const id of ['home', 'about', 'menu', 'gallery', 'contact']) expect(html).toContain(`id="${id}"`);
    expect(html.match(/class="dish-card"/g)).toHaveLength(18);
    expect(html).toContain('Open now · closes 11:00 PM');
    expect(html.match(/aria-label="Add [^"]+ to cart"/g)).toHaveLength(18);
    expect(html).toContain('View Menu');
    expect(html).toContain('Contact on WhatsApp');
    expect(html).toContain('https://wa.me/91');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('href="/privacy-policy"');
    expect(html).toContain('href="/terms-conditions"');
    expect(html).toContain('href="/refund-cancellation"');
    expect(html.match(/href="#"/g)).toHaveLength(3);
    expect(html).not.toMatch(/\son[a-z]+=/);
  });

  it('draws a plate for a dish without a picture instead of an image with no source', () => {
    const menu = menuFromContent();
    const [first, ...rest] = menu.dishes;
    const html = renderToString(
      <App path="/" buildDate="2026-11-21" menu={{ ...menu, dishes: [{ ...first, image: null }, ...rest] }} />,
    );
    const card = html.slice(
      html.indexOf(`data-dish-id="${first.id}"`),
      html.indexOf('</article>', html.indexOf(`data-dish-id="${first.id}"`)),
    );
    expect(card).toContain('class="dish-no-photo"');
    expect(card).not.toContain('<img');
    expect(html).not.toMatch(/<img(?![^>]*\ssrc=)[^>]*>/);
  });

  it('shows the fixed 4.5 until a dish has its own rating (10 or more), then its average and count', () => {
    const menu = menuFromContent();
    const [first, second, ...rest] = menu.dishes;
    const html = renderToString(
      <App
        path="/"
        buildDate="2026-11-21"
        menu={{
          ...menu,
          dishes: [{ ...first, rating: { average: 4.2, count: 12 } }, { ...second, rating: null }, ...rest],
        }}
      />,
    ).replace(/<!-- -->/g, '');
    const card = (id: number) =>
      html.slice(
        html.indexOf(`data-dish-id="${id}"`),
        html.indexOf('</article>', html.indexOf(`data-dish-id="${id}"`)),
      );
    expect(card(first.id)).toMatch(/Rating <\/span>4.2 <span class="rating-count">\(12 ratings\)<\/span>/);
    expect(card(first.id)).not.toContain('4.5');
    expect(card(second.id)).toMatch(/Rating <\/span>4.5<\/span>/);
  });

  it('renders the refund policy with the build date and the figures', () => {
    const html = render('/refund-cancellation');
    expect(html).toContain('Last updated: <time dateTime="2026-11-21">21 November 2026</time>');
    for (const text of ['15 minutes', '₹50', '30 minutes', '45 minutes', '3-5 business days', 'Back to Top'])
      expect(html).toContain(text);
  });

  it('renders privacy and terms sections', () => {
    const privacy = render('/privacy-policy');
    for (const t of [
      'Information We Collect',
      'How We Use Your Information',
      'Sharing Your Information',
      'Data Security',
      'Your Rights',
      'Cookies',
      'children under 13',
      'Changes to This Policy',
      'Back to Top',
    ])
      expect(privacy).toContain(t);
    const terms = render('/terms-conditions');
    for (const t of [
      'Acceptance of Terms',
      'Our Services',
      'Ordering and Payment',
      'Delivery and Pickup',
      'Cancellation and Refunds',
      'Food Safety and Allergies',
      'Restaurant Policies',
      'Intellectual Property',
      'Limitation of Liability',
      'Privacy',
      'Changes to These Terms',
      'Governing Law',
      'courts of Prayagraj',
      'laws of India',
      'cash, cards',
    ])
      expect(terms).toContain(t);
  });
});

describe('contact form submission', () => {
  const values = { name: 'Asha', email: 'asha@example.com', phone: '', message: 'Hello' };

  it('posts JSON to /api/contact and leaves the phone out when empty', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ success: true, message: 'ok' }), { status: 201 }),
    );
    await sendContact(values, fetchMock as unknown as typeof fetch);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Asha', email: 'asha@example.com', message: 'Hello' });
  });

  it('throws a readable error on failure', async () => {
    const failing = vi.fn(
      async () => new Response(JSON.stringify({ success: false, message: 'Too many requests' }), { status: 429 }),
    );
    await expect(sendContact(values, failing as unknown as typeof fetch)).rejects.toThrow(CONTACT_FAILURE);
    const offline = vi.fn(async () => {
      throw new TypeError('network');
    });
    await expect(sendContact(values, offline as unknown as typeof fetch)).rejects.toThrow(CONTACT_FAILURE);
  });
});
