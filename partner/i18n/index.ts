import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { englishTranslations } from './en';
import { LANGUAGE_NAMES } from './language';

/**
 * English is bundled (react-admin wants the first locale synchronously); Hindi is a separate
 * chunk fetched when the store's locale asks for it, which by default it does (i18n/language.ts).
 */
const getMessages = (locale: string) => (locale === 'hi' ? import('./hi').then((module) => module.hindiTranslations) : englishTranslations);

// allowMissing: false so a forgotten key shows up as the key itself in tests, not silently.
const polyglot = polyglotI18nProvider(
  getMessages,
  'en',
  [
    { locale: 'hi', name: LANGUAGE_NAMES.hi },
    { locale: 'en', name: LANGUAGE_NAMES.en },
  ],
  { allowMissing: false },
);

/** The page's `lang` follows the locale, so screen readers pronounce Hindi as Hindi. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  },
};
