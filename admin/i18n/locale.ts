/**
 * The admin's two languages and where the choice is kept, with no import of react-admin: the
 * light login screen (admin/login/LoginScreen.tsx) reads and writes the same choice as the
 * app's language menu before the app is downloaded.
 *
 * The app keeps the choice in react-admin's localStorageStore() under `locale` (index.ts:
 * createAdminStore), which stores each key as JSON under "RaStore.<key>".
 */
export const ADMIN_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
] as const;

export type AdminLocale = (typeof ADMIN_LOCALES)[number]['locale'];

/** react-admin's local-storage entry for the store's `locale` key. */
export const LOCALE_STORAGE_KEY = 'RaStore.locale';

const isAdminLocale = (value: unknown): value is AdminLocale => value === 'en' || value === 'hi';

/** The browser's language for a first visit: Hindi when it asks for Hindi (hi, hi-IN), else English (as react-admin's resolveBrowserLocale reads it). */
export function browserLocale(): AdminLocale {
  if (typeof window === 'undefined' || !window.navigator) return 'en';
  const { language } = window.navigator;
  return (language || 'en').split('-')[0].toLowerCase() === 'hi' ? 'hi' : 'en';
}

/** The language chosen before (in the app or on the login screen), if any. */
export function storedLocale(): AdminLocale | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(LOCALE_STORAGE_KEY) ?? 'null');
    return isAdminLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language to show: the stored choice, else the browser's. */
export const currentLocale = (): AdminLocale => storedLocale() ?? browserLocale();

/** Keeps a choice made on the login screen; the app opens in it after signing in. */
export function saveLocale(locale: AdminLocale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify(locale));
  } catch {
    // Private mode with storage refused: the choice lasts as long as the page.
  }
}
