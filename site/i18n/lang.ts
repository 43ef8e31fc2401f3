/**
 * The site's two languages: which one a page is in (its address: /hi/… is Hindi), the
 * addresses of a page in each, the remembered choice, and formatting for the language
 * (numbers and amounts with hi-IN / en-IN, ₹ in both). No React here.
 */
import { normalizePath } from '../lib';

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

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang): Intl.NumberFormat {
  let f = numberFormats.get(lang);
  if (!f) numberFormats.set(lang, (f = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 })));
  return f;
}

/** 123456 -> "1,23,456" (Indian grouping, in both languages). */
export function formatNumber(n: number, lang: Lang = 'en'): string {
  return numberFormat(lang).format(n);
}

/** 1234 -> "₹1,234" */
export function formatAmount(rupees: number, lang: Lang = 'en'): string {
  return `₹${formatNumber(rupees, lang)}`;
}

/**
 * "HH:MM" as said in Hindi: "11:00" -> "सुबह 11 बजे", "23:30" -> "रात 11:30 बजे" (the part of
 * the day instead of AM/PM). Written out by hand so the server and every browser give the same text.
 */
export function hindiClock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const hour = h % 24;
  const part = hour < 4 ? 'रात' : hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : hour < 20 ? 'शाम' : 'रात';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${part} ${h12}${m ? `:${String(m).padStart(2, '0')}` : ''} बजे`;
}

/** "2026-11-21" -> "21 नवंबर 2026" (hi-IN); English keeps lib.formatLongDate. */
export function hindiLongDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('hi-IN', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(Date.UTC(y, m - 1, d)));
}
