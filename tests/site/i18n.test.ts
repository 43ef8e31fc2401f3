import { describe, expect, it } from 'vitest';
import { en } from '../../site/i18n/en';
import { hi } from '../../site/i18n/hi';
import { enOrder } from '../../site/i18n/en-order';
import { hiOrder } from '../../site/i18n/hi-order';
import { formatAmount, formatNumber, hindiClock, hindiLongDate } from '../../site/i18n/format';
import { langOfPath, localizePath, preferredLang, routeOfPath, storedLang } from '../../site/i18n/lang';
import { privacySectionIds } from '../../site/pages/hi/PrivacyPolicyHi';
import { termsSectionIds } from '../../site/pages/hi/TermsConditionsHi';
import { refundSectionIds } from '../../site/pages/hi/RefundCancellationHi';
import { formatIndiaTime, orderSummaryText, timeline } from '../../site/track';
import { validateCheckout } from '../../site/checkout';
import { menuFromContent } from '../../shared/menuSeed';
import { messageLeaves } from '../messages';
import { formatClock } from '../../site/menu';
import { menuInHindi } from '../../site/i18n/hiMenu';
import fs from 'node:fs';
import path from 'node:path';

/** Every key path of a message object, with the kind of its value ("track.by.admin: string", "dish.addLabel: function"). */
function shape(value: unknown, prefix = ''): string[] {
  if (typeof value === 'function') return [`${prefix}: function`];
  if (Array.isArray(value))
    return [`${prefix}: array(${value.length})`, ...value.flatMap((v, i) => shape(v, `${prefix}[${i}]`))];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => shape(v, prefix ? `${prefix}.${k}` : k));
  return [`${prefix}: ${typeof value}`];
}

describe('message files', () => {
  it('the Hindi site messages have every key of the English ones, and no other', () => {
    expect(shape(hi)).toEqual(shape(en));
  });

  it('the Hindi ordering messages have every key of the English ones, and no other', () => {
    expect(shape(hiOrder)).toEqual(shape(enOrder));
  });

  it('the Hindi texts are written in Devanagari and none is empty', () => {
    // Brand, e-mail-like and code values may stay Latin (UPI is UPI in Hindi too); every sentence must be Hindi.
    const latinOnly = [...messageLeaves(hi), ...messageLeaves(hiOrder)].filter(([, v]) => !/[\u0900-\u097F]/.test(v));
    expect(latinOnly.map(([k]) => k).sort()).toEqual([
      'khata.methods.upi',
      'lang',
      'lang',
      'otherLanguage.lang',
      'otherLanguage.name',
      'otherLanguage.title',
    ]);
    for (const [key, v] of [...messageLeaves(hi), ...messageLeaves(hiOrder)]) expect(v.trim(), key).not.toBe('');
  });

  it('the Hindi message functions answer Hindi for every figure they take', () => {
    expect(hi.header.cart(3)).toBe('कार्ट, 3 आइटम');
    expect(hi.dish.addLabel('Village Thali')).toBe('Village Thali कार्ट में जोड़ें');
    expect(hiOrder.checkout.errors.phoneInvalid).toBe('कृपया 10 अंकों का मोबाइल नंबर लिखें।');
  });

  it('a Hindi page names dishes, categories, villages and the kitchen in Hindi where the kitchen gave a Hindi name, else in English', () => {
    const menu = menuFromContent();
    menu.dishes[1] = { ...menu.dishes[1], nameHi: null, descriptionHi: '' };
    const shown = menuInHindi(menu);
    expect(shown.dishes[0]).toMatchObject({
      name: 'गाँव की थाली',
      description: expect.stringMatching(/^दाल, मौसमी सब्ज़ी/),
    });
    expect(shown.dishes[1]).toMatchObject({ name: 'Rajasthani Thali', description: menu.dishes[1].description });
    expect(shown.categories.find((c) => c.id === 'dal')!.name).toBe('दाल और करी');
    expect(shown.deliveryAreas[0].name).toBe('जंघई');
    expect(shown.kitchen.name).toBe('गाँव रसोई जंघई');
    expect(menu.dishes[0].name).toBe('Village Thali');
  });

  it('each Hindi policy page has the sections of its English page, in the same order', () => {
    const ids = (file: string) =>
      [
        ...fs
          .readFileSync(path.resolve(import.meta.dirname, '../../site/pages', file), 'utf8')
          .matchAll(/id: '([a-z-]+)'/g),
      ].map((m) => m[1]);
    expect(privacySectionIds).toEqual(ids('PrivacyPolicy.tsx'));
    expect(termsSectionIds).toEqual(ids('TermsConditions.tsx'));
    expect(refundSectionIds).toEqual(ids('RefundCancellation.tsx'));
  });
});

describe('formatting for the language', () => {
  it('writes numbers and amounts with Indian grouping and the rupee sign in both languages', () => {
    expect(formatAmount(1234, 'en')).toBe('₹1,234.00');
    expect(formatAmount(123456, 'hi')).toBe('₹1,23,456.00');
    expect(formatAmount(99.5, 'hi')).toBe('₹99.50');
    expect(formatAmount(378.5, 'en')).toBe('₹378.50');
    expect(formatAmount(0.005, 'en')).toBe('₹0.01');
    expect(formatNumber(4.5, 'hi')).toBe('4.5');
    expect(formatNumber(1000000, 'en')).toBe('10,00,000');
  });

  it('writes every number as Intl.NumberFormat en-IN / hi-IN would, without building one', () => {
    const values = [
      0,
      -0,
      1,
      4.8,
      5,
      99.999,
      999,
      1000,
      12.345,
      1.005,
      0.005,
      -1234.5,
      12345,
      123456,
      1234567.891,
      1e7,
      98765432.1,
      123456789012,
      1e-7,
      1e21,
      Number.NaN,
    ];
    for (let i = 0; i < 2000; i++) values.push(Math.round(Math.random() * 10 ** (1 + (i % 12))) / 10 ** (i % 4));
    for (const lang of ['en', 'hi'] as const) {
      const intl = new Intl.NumberFormat(lang === 'en' ? 'en-IN' : 'hi-IN', { maximumFractionDigits: 2 });
      const money = new Intl.NumberFormat(lang === 'en' ? 'en-IN' : 'hi-IN', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const v of values) {
        expect(formatNumber(v, lang), String(v)).toBe(intl.format(v));
        expect(formatNumber(v, lang, 2), String(v)).toBe(money.format(v));
      }
    }
  });

  it('says opening times the Hindi way, by the part of the day', () => {
    expect(hindiClock('11:00')).toBe('सुबह 11 बजे');
    expect(hindiClock('23:00')).toBe('रात 11 बजे');
    expect(hindiClock('13:30')).toBe('दोपहर 1:30 बजे');
    expect(hindiClock('18:05')).toBe('शाम 6:05 बजे');
    expect(hindiClock('00:30')).toBe('रात 12:30 बजे');
    expect(hindiClock('24:00')).toBe('रात 12 बजे');
    expect(formatClock('23:00')).toBe('11:00 PM');
  });

  it('writes dates and tracking times with hi-IN', () => {
    expect(hindiLongDate('2026-11-21')).toBe('21 नवंबर 2026');
    const now = new Date('2026-11-22T15:00:00Z');
    // Times say the part of the day, as the kitchen's hours beside them do ("सुबह 11 बजे"), never "am"/"pm".
    expect(formatIndiaTime(new Date('2026-11-22T14:15:00Z').toISOString(), now, 'hi')).toBe('शाम 7:45 बजे');
    expect(formatIndiaTime(new Date('2026-11-21T06:05:00Z').toISOString(), now, 'hi')).toBe('21 नव॰, सुबह 11:35 बजे');
    expect(formatIndiaTime(new Date('2026-11-21T22:58:00Z').getTime(), now, 'hi')).toBe('सुबह 4:28 बजे');
    expect(formatIndiaTime(new Date('2026-11-22T14:15:00Z').toISOString(), now)).toBe('7:45 pm');
  });
});

describe('language of a page', () => {
  it('reads the language from the address and writes a route in either language', () => {
    expect(langOfPath('/hi/')).toBe('hi');
    expect(langOfPath('/hi/track/ORD-000001')).toBe('hi');
    expect(langOfPath('/hindi')).toBe('en');
    expect(langOfPath('/')).toBe('en');
    expect(routeOfPath('/hi')).toBe('/');
    expect(routeOfPath('/hi/checkout/')).toBe('/checkout');
    expect(routeOfPath('/privacy-policy')).toBe('/privacy-policy');
    expect(localizePath('/', 'hi')).toBe('/hi/');
    expect(localizePath('/#menu', 'hi')).toBe('/hi/#menu');
    expect(localizePath('/track/ORD-1?t=x', 'hi')).toBe('/hi/track/ORD-1?t=x');
    expect(localizePath('/checkout', 'en')).toBe('/checkout');
  });

  it('takes the remembered choice first, then the first Hindi or English browser language, else English', () => {
    expect(preferredLang('en', ['hi-IN', 'hi'])).toBe('en');
    expect(preferredLang('hi', ['en-US'])).toBe('hi');
    expect(preferredLang(null, ['hi-IN', 'en-IN'])).toBe('hi');
    expect(preferredLang(null, ['mr-IN', 'hi', 'en'])).toBe('hi');
    expect(preferredLang(null, ['en-GB', 'hi'])).toBe('en');
    expect(preferredLang(null, [])).toBe('en');
    expect(preferredLang(null, undefined)).toBe('en');
    expect(storedLang({ getItem: () => 'hi' })).toBe('hi');
    expect(storedLang({ getItem: () => 'fr' })).toBeNull();
    expect(
      storedLang({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBeNull();
  });
});

describe('ordering texts in Hindi', () => {
  const menu = menuFromContent();
  const hindi = { t: hiOrder, amount: (n: number) => formatAmount(n, 'hi'), clock: hindiClock };

  it('checks the checkout form with Hindi messages', () => {
    const form = {
      name: '',
      phone: '123',
      fulfilment: 'delivery' as const,
      villageId: '',
      address: '',
      landmark: '',
      note: '',
      couponCode: '',
    };
    const errors = validateCheckout(
      form,
      { lines: [{ dishId: 1, quantity: 1 }], fulfilment: 'delivery', villageId: null, pending: null },
      menu,
      hindi,
    );
    expect(errors.name).toBe('कृपया अपना नाम लिखें।');
    expect(errors.phone).toBe('कृपया 10 अंकों का मोबाइल नंबर लिखें।');
    expect(errors.address).toBe('कृपया डिलीवरी के लिए अपना पता लिखें।');
    const closed = validateCheckout(
      form,
      { lines: [], fulfilment: 'pickup', villageId: null, pending: null },
      { ...menu, kitchen: { ...menu.kitchen, isOpen: false } },
      hindi,
    );
    expect(closed.form).toBe('माफ़ कीजिए, रसोई अभी बंद है। सुबह 11 बजे खुलेगी।');
  });

  it('says who made each change and the reason of a cancellation, in both languages', () => {
    const history = [
      { status: 'placed' as const, at: '2026-11-22T14:00:00Z', by: 'customer' },
      { status: 'accepted' as const, at: '2026-11-22T14:02:00Z', by: 'vendor' },
      { status: 'cancelled' as const, at: '2026-11-22T14:05:00Z', by: 'vendor', reason: 'Gas cylinder ran out' },
    ];
    const steps = timeline({ status: 'cancelled', fulfilment: 'delivery', history }, hiOrder);
    expect(steps.map((s) => [s.label, s.by, s.reason])).toEqual([
      ['ऑर्डर मिला', 'customer', null],
      ['स्वीकार हुआ', 'vendor', null],
      ['कैंसिल हुआ', 'vendor', 'Gas cylinder ran out'],
    ]);
    expect(
      timeline({ status: 'cancelled', fulfilment: 'delivery', history: [{ ...history[2], reason: null }] }).at(-1),
    ).toMatchObject({ label: 'Cancelled', reason: null, by: 'vendor' });
    expect(hiOrder.track.reason('गैस ख़त्म')).toBe('कारण: गैस ख़त्म');
  });

  it('writes the WhatsApp summary in Hindi with hi-IN amounts', () => {
    const text = orderSummaryText(
      {
        orderId: 'ORD-000042',
        fulfilment: 'pickup',
        totalAmount: 1490,
        items: [{ name: 'Village Thali', quantity: 2, price: 180 }],
      },
      undefined,
      hiOrder,
      (n) => formatAmount(n, 'hi'),
    );
    expect(text).toBe('नमस्ते गाँव रसोई! मेरे ऑर्डर ORD-000042 के बारे में: 2 × Village Thali। कुल ₹1,490.00 (पिकअप पर नकद)।');
    const upi = orderSummaryText(
      {
        orderId: 'ORD-000043',
        fulfilment: 'delivery',
        totalAmount: 378.5,
        paymentMethod: 'upi',
        paymentStatus: 'awaiting_upi',
        items: [{ name: 'Village Thali', quantity: 2, price: 180 }],
      },
      undefined,
      hiOrder,
      (n) => formatAmount(n, 'hi'),
    );
    expect(upi).toBe('नमस्ते गाँव रसोई! मेरे ऑर्डर ORD-000043 के बारे में: 2 × Village Thali। कुल ₹378.50 (UPI से)।');
  });
});
