/**
 * The server's refusals in the reader's language: a customer, cook or rider whose app speaks
 * Hindi sends Accept-Language: hi and gets the messages in Hindi, with the field names of
 * `errors` unchanged; everyone else still gets English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, fixtures, makeApp, partnerAccount, storefront, type TestApp } from './helper';
import { preferredLanguage, translateMessage } from '../../shared/serverMessages';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
let t: TestApp;

beforeAll(async () => {
  t = await makeApp();
});
afterAll(() => t.close());

const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

describe('Accept-Language', () => {
  it('picks Hindi only when the reader prefers it', () => {
    expect(preferredLanguage('hi')).toBe('hi');
    expect(preferredLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(preferredLanguage('en-US,en;q=0.9,hi;q=0.5')).toBe('en');
    expect(preferredLanguage('fr,hi;q=0.4')).toBe('hi');
    expect(preferredLanguage('fr,de')).toBe('en');
    expect(preferredLanguage('hi;q=0,en')).toBe('en');
    expect(preferredLanguage(undefined)).toBe('en');
    expect(preferredLanguage('*')).toBe('en');
  });

  it('a Hindi checkout gets its refusals in Hindi, field by field, with the same field names', async () => {
    const { kitchen, village } = storefront(t.database);
    const body = {
      customer: { name: '', phone: '12345' },
      fulfilment: 'delivery',
      villageId: village.id,
      address: '',
      items: [],
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: hindi, payload: body });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors).toMatchObject({
      'customer.name': 'नाम लिखें',
      address: 'डिलीवरी के लिए पता लिखें',
      items: 'आपका कार्ट खाली है',
    });
    expect(errors['customer.phone']).toMatch(/मोबाइल नंबर/);

    const english = await t.app.inject({ method: 'POST', url: '/api/orders', payload: body });
    expect(english.json().errors).toMatchObject({ 'customer.name': 'Name is required', items: 'Your cart is empty' });

    // A sold-out dish and a paused kitchen: messages that carry a name or a time.
    const dish = t.database.sqlite
      .prepare(
        "insert into menu_items (restaurant_id, name, price_paise, category, available) values (?, 'Kheer', 5000, 'dessert', 0) returning id",
      )
      .get(kitchen.id) as { id: number };
    const soldOut = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: hindi,
      payload: {
        customer: { name: 'Sunita Devi', phone: '9876543210' },
        fulfilment: 'pickup',
        items: [{ dishId: dish.id, quantity: 1 }],
      },
    });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Kheer खत्म हो गया है');
  });

  it('the tracking page and the partner apps answer in Hindi', async () => {
    const track = await t.app.inject({ method: 'GET', url: '/api/track/ORD-000999?t=wrong-token', headers: hindi });
    expect(track.statusCode).toBe(404);
    expect(track.json().message).toBe('ऑर्डर नहीं मिला');

    const fx = fixtures(t.database);
    const me = await partnerAccount(t.app, 'vendor', 'Kamla');
    const r = fx.restaurant('Kamla Kitchen', { ownerId: me.id });
    const id = fx.order({ restaurantId: r.id, restaurantName: r.name, status: 'delivered' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/orders/${id}`,
      headers: { ...bearer(me.token), ...hindi },
      payload: { status: 'accepted' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'ऑर्डर डिलीवर से स्वीकार नहीं किया जा सकता',
      errors: { status: 'ऑर्डर डिलीवर से स्वीकार नहीं किया जा सकता' },
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delivery/login',
      headers: hindi,
      payload: { phone: '9000000001', password: 'wrong-password' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('ई-मेल/मोबाइल नंबर या पासवर्ड गलत है');
  });

  it('every Hindi message answers a message the server really gives', () => {
    const sources = ['server', 'db', 'shared']
      .flatMap((dir) =>
        fs.readdirSync(path.join(ROOT, dir), { recursive: true }).map((f) => path.join(ROOT, dir, String(f))),
      )
      .filter((f) => f.endsWith('.ts') && !f.endsWith('serverMessages.ts'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    const file = fs.readFileSync(path.join(ROOT, 'shared/serverMessages.ts'), 'utf8');
    const catalog = file.slice(file.indexOf('const EXACT'), file.indexOf('const PATTERNS'));
    const exact = [...catalog.matchAll(/^ {2}'([^']+)': '/gm)].map((m) => m[1]);
    expect(exact.length).toBeGreaterThan(30);
    for (const message of exact) {
      expect(sources.includes(message), message).toBe(true);
      expect(translateMessage(message, 'hi'), message).not.toBe(message);
    }
  });
});
