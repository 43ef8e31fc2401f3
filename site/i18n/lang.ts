/**
 * The site's two languages: which one a page is in (its address: /hi/… is Hindi), the
 * addresses of a page in each and the remembered choice. Formatting is in format.ts. No React here.
 */
// Nothing imported: the page's first script (main.tsx) reads the language with this module alone.
const normalizePath = (p: string) => p.replace(/\/+$/, '') || '/';

export type Lang = 'en' | 'hi';
export const LANGS: readonly Lang[] = ['en', 'hi'];
/** localStorage: the language the visitor chose with the switch */
export const LANG_STORAGE_KEY = 'gaon-rasoi-lang';
export const LOCALES: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };

/** "/hi/checkout" -> "hi"; every other address is English. */
export function langOfPath(pathname: string): Lang {
  return /^\/hi(\/|$)/.test(pathname) ? 'hi' : 'en';
}

/** The page's route without its language prefix: "/hi/track/ORD-1" -> "/track/ORD-1", "/hi/" -> "/". */
export function routeOfPath(pathname: string): string {
  return normalizePath(pathname.replace(/^\/hi(?=\/|$)/, ''));
}

/** The address of `route` ("/", "/checkout", "/#menu", "/track/ORD-1?t=…") in `lang`: "/hi/", "/hi/checkout", "/hi/#menu"… */
export function localizePath(route: string, lang: Lang): string {
  if (lang === 'en') return route;
  if (route === '/' || route === '') return '/hi/';
  if (/^\/[?#]/.test(route)) return `/hi/${route.slice(1)}`;
  return `/hi${route}`;
}

/** The stored choice, or null (none yet, or storage unavailable). */
export function storedLang(storage: Pick<Storage, 'getItem'> | undefined): Lang | null {
  try {
    const v = storage?.getItem(LANG_STORAGE_KEY);
    return v === 'hi' || v === 'en' ? v : null;
  } catch {
    return null;
  }
}

export function rememberLang(storage: Pick<Storage, 'setItem'> | undefined, lang: Lang): void {
  try {
    storage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // private mode: the choice holds for this page only
  }
}

/**
 * The language a visitor should see: the remembered choice, else the first of the browser's
 * languages that is Hindi or English (["hi-IN", "en"] -> hi; ["en-US"] or none -> en).
 */
export function preferredLang(stored: Lang | null, browserLanguages: readonly string[] | undefined): Lang {
  if (stored) return stored;
  for (const l of browserLanguages ?? []) {
    const base = l.toLowerCase().split('-')[0];
    if (base === 'hi') return 'hi';
    if (base === 'en') return 'en';
  }
  return 'en';
}
