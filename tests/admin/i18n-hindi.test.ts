/**
 * The admin's two languages stay in step: every English key (the admin's own and react-admin's)
 * has a Hindi entry and the other way round, with the same %{placeholders} and the same
 * "singular |||| plural" shape; the Hindi bundle loads on demand and formats follow the language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import englishMessages from 'ra-language-english';
import raHindi from '../../shared/browser/i18n/raHindi';
import { englishTranslations } from '../../admin/i18n/en';
import { hindiTranslations } from '../../admin/i18n/hi';
import { createAdminStore, i18nProvider } from '../../admin/i18n';
import { formatDateTime, formatNumber, formatRupees } from '../../admin/common/format';
import { messageLeaves, placeholders, pluralForms } from '../messages';

type Tree = { [key: string]: string | Tree };
function expectSameShape(english: Tree, hindi: Tree) {
  const en = messageLeaves(english);
  const hi = messageLeaves(hindi);
  expect(
    [...en.keys()].filter((k) => !hi.has(k)),
    'English keys without Hindi',
  ).toEqual([]);
  expect(
    [...hi.keys()].filter((k) => !en.has(k)),
    'Hindi keys without English',
  ).toEqual([]);
  const mismatched = [...en]
    .filter(([key, text]) => placeholders(text).join() !== placeholders(hi.get(key)!).join())
    .map(([key]) => key);
  expect(mismatched, 'keys whose placeholders differ').toEqual([]);
  const plurals = [...en].filter(([key, text]) => pluralForms(text) !== pluralForms(hi.get(key)!)).map(([key]) => key);
  expect(plurals, 'keys whose plural forms differ').toEqual([]);
  // Left in English: a text with words (placeholders aside) and no Devanagari, equal to the English one.
  const words = (text: string) => text.replace(/%\{\w+\}/g, '');
  const untranslated = [...hi].filter(
    ([key, text]) => /[a-z]{3}/i.test(words(text)) && !/[\u0900-\u097F]/.test(text) && en.get(key) === text,
  );
  return untranslated.map(([key]) => key);
}

describe('Hindi messages of the admin', () => {
  it("covers every key of react-admin's English messages with the same placeholders", () => {
    const untranslated = expectSameShape(englishMessages as unknown as Tree, raHindi as unknown as Tree);
    expect(untranslated).toEqual([]);
    expect(messageLeaves(raHindi as unknown as Tree).size).toBe(messageLeaves(englishMessages as unknown as Tree).size);
  });

  it('covers every key of admin/i18n/en.ts, react-admin keys included, and the other way round', () => {
    const untranslated = expectSameShape(englishTranslations as unknown as Tree, hindiTranslations as unknown as Tree);
    expect(untranslated).toEqual([]);
  });

  it('writes its Hindi in Devanagari', () => {
    const hi = messageLeaves(hindiTranslations as unknown as Tree);
    expect(hi.get('gaon.shell.menu.dashboard')).toBe('डैशबोर्ड');
    expect(hi.get('ra.action.save')).toBe('सहेजें');
    expect(hi.get('ra.action.delete')).toBe('हटाएँ');
    expect(hi.get('ra.action.search')).toBe('खोजें');
  });

  it('switches the provider to Hindi on demand and back to English, with plurals', async () => {
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'hi', name: 'हिन्दी' },
    ]);
    try {
      await i18nProvider.changeLocale('hi');
      expect(i18nProvider.translate('gaon.shell.menu.orders')).toBe('ऑर्डर प्रबंधन');
      expect(i18nProvider.translate('gaon.dailyOrder.orderCount', { smart_count: 3 })).toBe('3 ऑर्डर');
      expect(
        i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 }),
      ).toBe('42 में से 1-10');
      expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
      expect(formatDateTime('2026-11-21T13:35:00Z')).toMatch(/नव/);
    } finally {
      await i18nProvider.changeLocale('en');
    }
    expect(i18nProvider.translate('gaon.shell.menu.orders')).toBe('Order Management');
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatDateTime('2026-11-21T13:35:00Z')).toBe('21 Nov 2026, 7:05 pm');
  });
});

describe("the admin's remembered language", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("takes the browser's language on a first visit and keeps a stored choice", () => {
    vi.stubGlobal('window', { navigator: { language: 'hi-IN' } });
    const first = createAdminStore();
    expect(first.getItem('locale')).toBe('hi');
    first.setItem('locale', 'en');
    vi.stubGlobal('window', { navigator: { language: 'hi' } });
    expect(createAdminStore().getItem('locale')).toBe('en');
    first.removeItem('locale');
    vi.stubGlobal('window', { navigator: { language: 'en-US' } });
    expect(createAdminStore().getItem('locale')).toBe('en');
  });

  it('keeps the language when logout resets the store', () => {
    const store = createAdminStore();
    store.setItem('locale', 'hi');
    store.reset();
    expect(store.getItem('locale')).toBe('hi');
    store.setItem('locale', 'en');
    store.reset();
    expect(store.getItem('locale')).toBe('en');
    store.removeItem('locale');
  });
});
