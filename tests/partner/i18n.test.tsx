// @vitest-environment jsdom
/**
 * The partner app's two languages: every English key has a Hindi entry and back, with the same
 * placeholders and plural forms; the app opens in Hindi unless the device or the account chose
 * English; the switch flips it in one tap and remembers it; amounts and times follow the language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, Notification, useTranslate, type DataProvider } from 'react-admin';
import englishMessages from 'ra-language-english';
import { englishTranslations } from '../../partner/i18n/en';
import { hindiTranslations } from '../../partner/i18n/hi';
import { createI18nProvider } from '../../partner/i18n';
import { loginTexts } from '../../partner/i18n/login';
import {
  ACCOUNT_LANGUAGE_KEY,
  createPartnerStore,
  DEVICE_LANGUAGE_KEY,
  effectiveLanguage,
  saveAccountLanguage,
} from '../../partner/i18n/language';
import { formatDay, formatRupees, formatTime, formatWhen } from '../../partner/common/format';
import { LanguageSwitch } from '../../partner/common/LanguageSwitch';
import { LiveOrdersProvider } from '../../partner/events/LiveOrders';
import { KitchenOrderList } from '../../partner/kitchen/KitchenOrderList';
import { lastErrorText } from '../../partner/kitchen/KitchenPrinters';
import { PRINTER_ERRORS } from '../../shared/printerErrors';
import { createAuthProvider } from '../../partner/providers/authProvider';
import type { PartnerOrder } from '../../partner/providers/types';
import { partnerOrder } from './fixtures';
import { messageLeaves, placeholders, pluralForms } from '../messages';

// The app fetches its language before it starts (partner/i18n/index.ts); here English is at hand.
const i18nProvider = createI18nProvider('en', englishTranslations);

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // The provider is a module singleton: back to English for the next test.
  await i18nProvider.changeLocale('en');
});

describe('Hindi messages', () => {
  const en = messageLeaves(englishTranslations);
  const hi = messageLeaves(hindiTranslations);
  const own = (key: string) => !messageLeaves(englishMessages).has(key);

  it("gives the sign-in screen the app's own login texts and react-admin's words for the password toggle", () => {
    type Dictionary = {
      partner: { login: Record<string, string> };
      ra: { input: { password: { toggle_hidden: string; toggle_visible: string } } };
    };
    for (const [language, dictionary] of [
      ['en', englishTranslations],
      ['hi', hindiTranslations],
    ] as const) {
      const { partner, ra } = dictionary as unknown as Dictionary;
      const { showPassword, hidePassword, ...texts } = loginTexts[language];
      expect(texts).toEqual(partner.login);
      expect(showPassword).toBe(ra.input.password.toggle_hidden);
      expect(hidePassword).toBe(ra.input.password.toggle_visible);
    }
  });

  it('has every key of the English file, and no key the English file lacks', () => {
    expect([...en.keys()].filter((key) => !hi.has(key))).toEqual([]);
    expect([...hi.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect(en.size).toBeGreaterThan(100);
  });

  it('keeps the placeholders and the plural forms of each English text', () => {
    for (const [key, text] of en) {
      expect(placeholders(hi.get(key)!), key).toEqual(placeholders(text));
      expect(pluralForms(hi.get(key)!), key).toBe(pluralForms(text));
    }
  });

  it("translates every one of the app's own texts into Devanagari", () => {
    const untranslated = [...hi].filter(([key, text]) => own(key) && !/[\u0900-\u097F]/.test(text)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('says the kitchen and rider actions the way they are said', () => {
    expect(hi.get('resources.orders.actions.accept')).toBe('ऑर्डर स्वीकार करें');
    expect(hi.get('resources.orders.actions.prepare')).toBe('तैयारी शुरू करें');
    expect(hi.get('resources.orders.actions.pickedUp')).toBe('पिकअप हो गया');
    expect(hi.get('resources.orders.actions.delivered')).toBe('डिलीवर हो गया');
  });
});

describe('which language the app opens in', () => {
  it('Hindi on a fresh device, the account’s language when the device has none, the device’s choice above all', () => {
    expect(effectiveLanguage()).toBe('hi');
    saveAccountLanguage('en');
    expect(effectiveLanguage()).toBe('en');
    localStorage.setItem(DEVICE_LANGUAGE_KEY, 'hi');
    expect(effectiveLanguage()).toBe('hi');
    localStorage.setItem(DEVICE_LANGUAGE_KEY, 'fr');
    expect(effectiveLanguage()).toBe('en');
  });

  it("the store's locale is that language; setting it saves the device's choice, which survives react-admin's reset on logout", () => {
    const store = createPartnerStore(memoryStore());
    const seen: unknown[] = [];
    const off = store.subscribe('locale', (value) => seen.push(value));
    expect(store.getItem('locale')).toBe('hi');
    store.setItem('locale', 'en');
    expect(localStorage.getItem(DEVICE_LANGUAGE_KEY)).toBe('en');
    expect(store.getItem('locale')).toBe('en');
    store.setItem('sidebar.open', true);
    store.reset();
    expect(store.getItem('sidebar.open')).toBeUndefined();
    expect(store.getItem('locale')).toBe('en');
    expect(seen).toEqual(['en', 'en']);
    off();
  });

  it('the login answer brings the account’s language', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            data: {
              token: 'jwt',
              user: { id: 4, name: 'Ramesh', email: 'r@example.in', role: 'vendor', language: 'en' },
            },
          }),
          { status: 200 },
        ),
    );
    await createAuthProvider(fetchMock as unknown as typeof fetch).login({
      username: 'r@example.in',
      password: 'pw',
      role: 'vendor',
    });
    expect(localStorage.getItem(ACCOUNT_LANGUAGE_KEY)).toBe('en');
    expect(effectiveLanguage()).toBe('en');
  });

  it('Hindi is fetched on demand and sets the page language', async () => {
    expect(i18nProvider.getLocale()).toBe('en');
    await i18nProvider.changeLocale('hi');
    expect(i18nProvider.translate('resources.orders.actions.accept')).toBe('ऑर्डर स्वीकार करें');
    expect(i18nProvider.translate('partner.shell.newOrdersAlert', { smart_count: 2 })).toBe(
      '2 नए ऑर्डर स्वीकार होने का इंतज़ार कर रहे हैं',
    );
    expect(document.documentElement.lang).toBe('hi');
    await i18nProvider.changeLocale('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('formatting', () => {
  it('rupees, times and days in hi-IN and en-IN, ₹ in both', () => {
    expect(formatRupees(125050.5, 'en')).toBe('₹1,25,050.50');
    expect(formatRupees(125050.5, 'hi')).toBe('₹1,25,050.50');
    expect(formatTime('2026-03-01T06:30:00.000Z', 'en')).toMatch(/^12:00\spm$/i);
    // In Hindi the part of the day, as the kitchen's hours and the site say it, never "am"/"pm".
    expect(formatTime('2026-03-01T06:30:00.000Z', 'hi')).toBe('दोपहर 12 बजे');
    expect(formatTime('2026-03-01T01:21:00.000Z', 'hi')).toBe('सुबह 6:51 बजे');
    expect(formatWhen('2026-11-22T15:12:00.000Z', 'hi')).toBe('22 नव॰, रात 8:42 बजे');
    expect(formatWhen('2026-11-22T15:12:00.000Z', 'en')).toMatch(/^22 Nov,? 8:42\spm$/i);
    expect(formatDay('2026-11-22', 'en')).toMatch(/^Sunday,? 22 November$/);
    expect(formatDay('2026-11-22', 'hi')).toMatch(/^रविवार,? 22 नवंबर$/);
    expect(formatDay('not a day', 'hi')).toBe('');
  });
});

const order: PartnerOrder = partnerOrder({
  items: [{ name: 'Village Thali', nameHi: null, quantity: 2, price: 1180 }],
  totalAmount: 2390,
  villageName: 'Janghai',
});

function Title() {
  return <h1>{useTranslate()('partner.shell.title')}</h1>;
}

describe('in the app', () => {
  it('opens in Hindi and switches to English in one tap, remembered on the device', async () => {
    const dataProvider = {
      getList: vi.fn(async () => ({ data: [order], total: 1 })),
      acceptOrder: vi.fn(async () => ({ data: { ...order, status: 'accepted' }, queued: false })),
    } as unknown as DataProvider;
    const onChange = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={createPartnerStore(memoryStore())}>
        <LiveOrdersProvider role="vendor" subscribe={(o) => (o.onStatus?.('live'), () => undefined)}>
          <Title />
          <LanguageSwitch onChange={onChange} />
          <KitchenOrderList />
          <Notification />
        </LiveOrdersProvider>
      </AdminContext>,
    );
    await screen.findByRole('heading', { name: 'गाँव रसोई पार्टनर' });
    const card = await screen.findByRole('article', { name: 'ORD-000001' });
    expect(within(card).getByTestId('money-total').textContent).toContain('₹2,390.00');
    fireEvent.click(within(card).getByRole('button', { name: 'ऑर्डर स्वीकार करें' }));
    await screen.findByText('ऑर्डर ORD-000001 स्वीकार हुआ');

    const toEnglish = screen.getByRole('button', { name: 'English' });
    expect(toEnglish.getAttribute('lang')).toBe('en');
    await act(async () => fireEvent.click(toEnglish));
    await screen.findByRole('heading', { name: 'Gaon Rasoi Partner' });
    expect(onChange).toHaveBeenCalledWith('en');
    expect(localStorage.getItem(DEVICE_LANGUAGE_KEY)).toBe('en');
    expect(screen.getByRole('button', { name: 'हिंदी' }).getAttribute('lang')).toBe('hi');
  });
});

describe('a network printer’s reason for being offline', () => {
  it('is shown in the kitchen’s language for each of the server’s fixed reasons, and as sent otherwise', () => {
    const hindi = createI18nProvider('hi', hindiTranslations);
    const english = createI18nProvider('en', englishTranslations);
    for (const words of Object.values(PRINTER_ERRORS)) {
      expect(lastErrorText(words, english.translate)).toBe(words);
      expect(lastErrorText(words, hindi.translate), words).toMatch(/[\u0900-\u097F]/);
    }
    expect(lastErrorText(PRINTER_ERRORS.notTaken, hindi.translate)).toBe(
      'प्रिंटर ने टिकट नहीं लिया: क्या कागज़ ख़त्म है, ढक्कन खुला है या कागज़ फँसा है?',
    );
    const range = 'The printer must be on the kitchen’s printer network (192.168.1.0/24)';
    expect(lastErrorText(range, hindi.translate)).toBe(range);
  });
});
