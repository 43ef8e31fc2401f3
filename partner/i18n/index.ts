import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { effectiveLanguage, LANGUAGE_NAMES, type PartnerLanguage } from './language';

/**
 * Each language is a chunk of its own and the app fetches only the one it speaks: the
 * device's or the account's choice, Hindi by default (i18n/language.ts). react-admin wants the
 * first locale's messages at once, so loadI18nProvider() fetches them before the app starts
 * (main.tsx, alongside the app's own files); the other language comes when the switch asks.
 */
const loaders: Record<PartnerLanguage, () => Promise<TranslationMessages>> = {
  hi: () => import('./hi').then((module) => module.hindiTranslations),
  en: () => import('./en').then((module) => module.englishTranslations),
};

export function createI18nProvider(locale: PartnerLanguage, messages: TranslationMessages): I18nProvider {
  const loaded: Partial<Record<string, TranslationMessages>> = { [locale]: messages };
  const getMessages = (wanted: string) => loaded[wanted] ?? loaders[wanted === 'hi' ? 'hi' : 'en']();
  // allowMissing: false so a forgotten key shows up as the key itself in tests, not silently.
  const polyglot = polyglotI18nProvider(
    getMessages,
    locale,
    [
      { locale: 'hi', name: LANGUAGE_NAMES.hi },
      { locale: 'en', name: LANGUAGE_NAMES.en },
    ],
    { allowMissing: false },
  );
  /** The page's `lang` follows the locale, so screen readers pronounce Hindi as Hindi. */
  return {
    ...polyglot,
    changeLocale: async (next, options) => {
      await polyglot.changeLocale(next, options);
      if (typeof document !== 'undefined') document.documentElement.lang = next;
    },
  };
}

/** The app's translations, in the language it opens in (fetched once; later calls share it). */
let pending: Promise<I18nProvider> | undefined;
export function loadI18nProvider(): Promise<I18nProvider> {
  if (!pending) {
    const locale = effectiveLanguage();
    pending = loaders[locale]().then((messages) => createI18nProvider(locale, messages));
    pending.catch(() => (pending = undefined));
  }
  return pending;
}
