/** Formatting for the page's language: numbers and amounts with hi-IN / en-IN (₹ in both), Hindi clock times and dates. */
import { LOCALES, type Lang } from './lang';

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
