/**
 * The partner app's formats (₹, times, days, links), with no react-admin: the light first screen
 * (first/FirstScreen.tsx) uses them before the app is loaded; format.ts adds the app's hook.
 */
import { clockWords } from '../../shared/scheduling';

/** The Intl locale of an app language: Indian grouping (1,25,000) and ₹ in both. */
export const intlLocale = (language: string | undefined): 'hi-IN' | 'en-IN' => (language === 'hi' ? 'hi-IN' : 'en-IN');

const cache = new Map<
  string,
  {
    rupees: Intl.NumberFormat;
    clock: Intl.DateTimeFormat;
    day: Intl.DateTimeFormat;
    dayMonth: Intl.DateTimeFormat;
    when: Intl.DateTimeFormat;
  }
>();
function formatters(language: string | undefined) {
  const locale = intlLocale(language);
  let entry = cache.get(locale);
  if (!entry) {
    entry = {
      // Always two decimals (₹378.50, ₹360.00): a column of amounts reads like a bill, and ₹378.5 reads like a typo.
      rupees: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
      // The order's time in India, as the kitchen and rider read the clock.
      clock: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }),
      day: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'Asia/Kolkata',
      }),
      dayMonth: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }),
      when: new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      }),
    };
    cache.set(locale, entry);
  }
  return entry;
}

/** ₹ in en-IN (₹1,250.00 or ₹1,250.50) or hi-IN format: amounts are rupees as numbers in the API. */
export const formatRupees = (amount: number | null | undefined, language = 'en'): string =>
  formatters(language).rupees.format(Number(amount ?? 0));

/**
 * A time of day in India: "8:42 pm"; in Hindi the part of the day, as every Hindi clock of the
 * apps and the site says it ("रात 8:42 बजे"), not hi-IN's "8:42 pm".
 */
export const formatTime = (iso: string | undefined, language = 'en'): string =>
  !iso ? '' : language === 'hi' ? clockWords(Date.parse(iso), 'hi') : formatters(language).clock.format(new Date(iso));

/** A moment as "22 Nov, 8:42 pm" / "22 नव॰, रात 8:42 बजे", India time. */
export const formatWhen = (iso: string | undefined, language = 'en'): string =>
  !iso
    ? ''
    : language === 'hi'
      ? `${formatters(language).dayMonth.format(new Date(iso))}, ${clockWords(Date.parse(iso), 'hi')}`
      : formatters(language).when.format(new Date(iso));

/** An India day (YYYY-MM-DD, as the summaries answer it) as "Sunday, 22 November" / "रविवार, 22 नवंबर". */
export const formatDay = (day: string | undefined, language = 'en'): string => {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  // Noon India time: the same calendar day whatever the device's own time zone.
  return formatters(language).day.format(new Date(`${day}T12:00:00+05:30`));
};

/** Digits for wa.me: 10-digit Indian numbers get the 91 country code; others are kept as given. */
export function whatsappNumber(phone: string | undefined | null): string | null {
  let digits = String(phone ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return digits;
  return digits.length >= 8 ? digits : null;
}

export const whatsappLink = (phone: string | undefined | null): string | null => {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}` : null;
};

export const telLink = (phone: string | undefined | null): string | null => {
  const cleaned = String(phone ?? '').replace(/[^\d+]/g, '');
  return cleaned ? `tel:${cleaned}` : null;
};

/** A Google Maps search for the delivery place: address, landmark, village (what a rider would type). */
export function mapsLink(parts: Array<string | null | undefined>): string | null {
  const query = parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}
