import type { Store } from 'react-admin';

/**
 * Which language the partner app speaks, and where that choice lives.
 *
 * Kitchens and riders read Hindi first, so the app opens in Hindi unless the person chose
 * English on this device, or (when the device has no choice of its own) their account says
 * English, which an admin can set. The device's choice is kept under its own local-storage key,
 * not in react-admin's store: react-admin empties its store on logout, and the admin app on the
 * same origin has a store of its own, so neither may wipe or override the partner's choice.
 */
export type PartnerLanguage = 'hi' | 'en';
export const PARTNER_LANGUAGES: readonly PartnerLanguage[] = ['hi', 'en'];
export const DEFAULT_LANGUAGE: PartnerLanguage = 'hi';
/** Local-storage key of the choice made on this device (the language switch). */
export const DEVICE_LANGUAGE_KEY = 'partnerLanguage';
/** Local-storage key of the account's language, saved with the session at login. */
export const ACCOUNT_LANGUAGE_KEY = 'partnerAccountLanguage';
/** react-admin's store key for the current locale (useLocaleState, LocalesMenuButton). */
const LOCALE_KEY = 'locale';

export const isPartnerLanguage = (value: unknown): value is PartnerLanguage => value === 'hi' || value === 'en';

/** The endonyms, the way each language names itself: shown on the switch in any language. */
export const LANGUAGE_NAMES: Record<PartnerLanguage, string> = { hi: 'हिंदी', en: 'English' };

function read(key: string): PartnerLanguage | undefined {
  try {
    const value = localStorage.getItem(key);
    return isPartnerLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export const deviceLanguage = (): PartnerLanguage | undefined => read(DEVICE_LANGUAGE_KEY);
export const accountLanguage = (): PartnerLanguage | undefined => read(ACCOUNT_LANGUAGE_KEY);

/** The language to show: the device's choice, else the account's, else Hindi. */
export const effectiveLanguage = (): PartnerLanguage => deviceLanguage() ?? accountLanguage() ?? DEFAULT_LANGUAGE;

const localeListeners = new Set<(value: PartnerLanguage) => void>();
const publish = () => {
  const value = effectiveLanguage();
  for (const listener of localeListeners) listener(value);
};

/** The account's language (from the login answer or GET /me); it shows unless the device chose one. */
export function saveAccountLanguage(language: PartnerLanguage | undefined): void {
  if (language) localStorage.setItem(ACCOUNT_LANGUAGE_KEY, language);
  else localStorage.removeItem(ACCOUNT_LANGUAGE_KEY);
  publish();
}

/** The choice made with the switch on this device; it wins over the account's. */
export function saveDeviceLanguage(language: PartnerLanguage): void {
  localStorage.setItem(DEVICE_LANGUAGE_KEY, language);
  publish();
}

/**
 * react-admin's store for the partner app: its own prefix (so list filters and the like never
 * mix with the admin's), with the `locale` key answered by effectiveLanguage(). Setting the
 * locale (the switch, LocalesMenuButton) saves the device's choice; a reset on logout leaves it.
 * The inner store is passed in (App.tsx: localStorageStore) so that this module imports nothing
 * of react-admin: the light sign-in screen (partner/login/) reads the language from here.
 */
export function createPartnerStore(inner: Store): Store {
  return {
    ...inner,
    getItem: <T>(key: string, defaultValue?: T) =>
      key === LOCALE_KEY ? (effectiveLanguage() as T) : inner.getItem(key, defaultValue),
    setItem: <T>(key: string, value: T) => {
      if (key !== LOCALE_KEY) return inner.setItem(key, value);
      if (isPartnerLanguage(value)) saveDeviceLanguage(value);
    },
    removeItem: (key: string) => (key === LOCALE_KEY ? undefined : inner.removeItem(key)),
    reset: () => {
      inner.reset();
      publish();
    },
    subscribe: (key: string, callback: (value: unknown) => void) => {
      if (key !== LOCALE_KEY) return inner.subscribe(key, callback);
      localeListeners.add(callback);
      return () => {
        localeListeners.delete(callback);
      };
    },
  };
}
