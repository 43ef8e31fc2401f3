/** Formatting for the page's language: numbers and amounts with hi-IN / en-IN (₹ in both), Hindi clock times and dates. */
import { LOCALES, type Lang } from './lang';

/**
 * 123456.789 -> "1,23,456.79": Indian grouping (the last three digits, then pairs), at most two
 * decimals rounded half away from zero, the same in both languages (hi-IN writes Latin digits
 * too). Written by hand, to the letter of Intl.NumberFormat('en-IN'), because a phone's first
 * Intl.NumberFormat loads the ICU locale data: about 60 ms of main thread on a landing page
 * that needs it for every dish's price and rating.
 */
export function formatNumber(n: number, _lang: Lang = 'en', minimumFractionDigits: 0 | 2 = 0): string {
  const abs = Math.abs(n);
  // (exponent notation, past 1e21 or under 1e-6, is left to Intl)
  if (!Number.isFinite(n) || String(abs).includes('e'))
    return new Intl.NumberFormat(LOCALES[_lang], { minimumFractionDigits, maximumFractionDigits: 2 }).format(n);
  // "12.345e2" rounds the decimal digits as written (12.35), where 12.345 * 100 would give 1234.4999…
  const [whole, fraction] = String(Math.round(Number(`${abs}e2`)) / 100).split('.');
  const grouped =
    whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  const decimals = minimumFractionDigits ? `.${(fraction ?? '').padEnd(2, '0')}` : fraction ? `.${fraction}` : '';
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${grouped}${decimals}`;
}

/**
 * 1234 -> "₹1,234.00", 378.5 -> "₹378.50": money always with its two decimals (as the admin,
 * the bill and the API show it), so the same amount reads the same everywhere.
 */
export function formatAmount(rupees: number, lang: Lang = 'en'): string {
  return `₹${formatNumber(rupees, lang, 2)}`;
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
  return new Intl.DateTimeFormat('hi-IN', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
