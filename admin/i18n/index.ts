import polyglotI18nProvider from 'ra-i18n-polyglot';
import { localStorageStore, resolveBrowserLocale, type Store } from 'react-admin';
import { englishTranslations } from './en';

/** The admin's two languages; react-admin shows its LocalesMenuButton because there are two. */
export const ADMIN_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
] as const;

export type AdminLocale = (typeof ADMIN_LOCALES)[number]['locale'];

/** Intl locale of each language: Indian English and Hindi (both write amounts in ₹). */
export const INTL_LOCALES: Record<string, string> = { en: 'en-IN', hi: 'hi-IN' };
export const intlLocale = (locale: string | undefined): string => INTL_LOCALES[locale ?? 'en'] ?? 'en-IN';

/** The browser's language for a first visit: Hindi when it asks for Hindi (hi, hi-IN), else English. */
export function browserLocale(): AdminLocale {
  if (typeof window === 'undefined') return 'en';
  return resolveBrowserLocale('en') === 'hi' ? 'hi' : 'en';
}

/**
 * English is the default bundle; Hindi loads on demand (its own chunk) the first time someone
 * switches to it. ra-i18n-polyglot needs the initial locale's messages synchronously, so the
 * provider starts in English and react-admin switches to the stored locale before the first render.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'hi' ? import('./hi').then((m) => m.hindiTranslations) : englishTranslations),
  'en',
  [...ADMIN_LOCALES],
  { allowMissing: false },
);

const LOCALE_KEY = 'locale';

/**
 * react-admin's localStorage store, except that logging out keeps the chosen language (useLogout
 * resets the store, which would switch a Hindi reader back to English at the login page). A first
 * visit, with nothing stored, takes the browser's language.
 */
export function createAdminStore(): Store {
  const base = localStorageStore();
  if (base.getItem(LOCALE_KEY) === undefined) base.setItem(LOCALE_KEY, browserLocale());
  return {
    ...base,
    reset() {
      const locale = base.getItem(LOCALE_KEY);
      base.reset();
      if (locale !== undefined) base.setItem(LOCALE_KEY, locale);
    },
  };
}
